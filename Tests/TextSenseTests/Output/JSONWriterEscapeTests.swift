import Foundation
import Testing
@testable import TextSense

/// `JSONWriter` copies runs of plain bytes at once; its strings must stay byte-identical to escaping byte by
/// byte (RFC 8259: `"` and `\` escaped, \n \r \t short, other controls and DEL as \u00XX, the rest as is).
@Suite("JSONWriter string escaping")
struct JSONWriterEscapeTests {
    /// The escaping rule written out one byte at a time.
    static func reference(_ s: String) -> [UInt8] {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [0x22]
        for b in s.utf8 {
            switch b {
            case 0x22, 0x5C: out += [0x5C, b]
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x00..<0x20, 0x7F: out += Array("\\u00".utf8) + [hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            default: out.append(b)
            }
        }
        return out + [0x22]
    }

    static let cases: [String] = [
        "", "plain", "\"", "\\", "a\"b\\c", "\n\r\t", "\u{0}\u{1}\u{1F}\u{7F}", "ends with quote\"", "\"starts",
        "Grüße, 東京 — 🇩🇪 \u{FFFD}", "tab\there\nnew line \"quoted\" \\ back\u{7F}", String(repeating: "x", count: 5000) + "\u{8}",
        String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) }),
        // The last bytes of a string, fewer than eight, read as the word ending at the string's end (from eight
        // bytes on) or byte by byte (shorter strings): an escape at every place of that tail.
        "a", "\"", "1234567", "123456\n", "\u{1}234567", "12345678", "1234567\"", "12345678\\", "123456789",
        "12345678\u{7F}x", "abcdefghijklmno\t", "abcdefgh\"ijklmno", "abcdefghi\"jklmn\"", "ü1234\"", "日本語\n東京",
        "abcdefg\"hijklmnop\rq", "0123456789abcdef", "0123456789abcde\u{1F}",
        // Escapes staged and flushed in blocks: a card's CRLF line ends, many control characters in a row, plain
        // runs longer than half the staging buffer between escapes.
        String(repeating: "BEGIN:VCARD\r\nFN:Ana\r\n", count: 80), String(repeating: "\u{1}", count: 700),
        String(repeating: "y", count: 300) + "\n" + String(repeating: "z", count: 255) + "\"" + String(repeating: "w", count: 257),
        String(repeating: "\"a", count: 400) + String(repeating: "b", count: 1000),
        // Around the length up to which a member is written in one piece.
        String(repeating: "k", count: 70), String(repeating: "k", count: 75), String(repeating: "k", count: 76),
        String(repeating: "k", count: 78), String(repeating: "k", count: 80), String(repeating: "k", count: 160),
        String(repeating: "k", count: 77) + "\"",
    ]

    @Test("strings and keys match the byte-by-byte rule", arguments: cases)
    func escapes(_ s: String) {
        var w = JSONWriter()
        w.string(s)
        #expect(w.bytes == Self.reference(s))
        var k = JSONWriter()
        k.beginObject()
        k.field(s, s)
        k.endObject()
        #expect(k.bytes == [0x7B] + Self.reference(s) + [0x3A] + Self.reference(s) + [0x7D])
    }

    @Test("one byte to escape at each place of a string of plain bytes", arguments: 0..<24)
    func everyPlace(_ length: Int) {
        for place in 0..<Swift.max(length, 1) {
            for special in ["\"", "\\", "\n", "\u{1}", "\u{7F}", "é"] {
                var parts = [String](repeating: "x", count: length)
                if length > 0 { parts[place] = special }
                let s = parts.joined()
                var w = JSONWriter()
                w.string(s)
                #expect(w.bytes == Self.reference(s), "\(length) bytes, \(special.debugDescription) at \(place)")
            }
        }
    }

    @Test("members and values in objects and arrays: commas, numbers, booleans, null", arguments: cases.prefix(24))
    func members(_ s: String) {
        var w = JSONWriter()
        w.beginObject()
        w.field("n", -9_223_372_036_854_775_807)
        w.field(s, 0)
        w.field("b", true)
        w.field(s, false)
        w.key(s)
        w.beginArray()
        w.string(s)
        w.int(Int.min)
        w.null()
        w.string("")
        w.endArray()
        w.field("s", ifPresent: s)
        w.field("absent", ifPresent: nil)
        w.key("o")
        w.beginObject()
        w.endObject()
        w.endObject()
        let q = Self.reference(s)
        let expected = Array("{\"n\":-9223372036854775807,".utf8) + q + Array(":0,\"b\":true,".utf8) + q + Array(":false,".utf8)
            + q + Array(":[".utf8) + q + Array(",-9223372036854775808,null,\"\"],\"s\":".utf8) + q + Array(",\"o\":{}}".utf8)
        #expect(w.bytes == expected)
    }

    @Test("a literal key (copied as it is) writes what the same key as a String (checked for escapes) writes",
          arguments: ["type", "start", "countryCode", "k"])
    func literalKeys(_ value: String) {
        var literal = JSONWriter(), string = JSONWriter()
        literal.beginObject()
        literal.field("type", value); literal.field("start", -17); literal.field("allDay", true)
        literal.field("country", ifPresent: value); literal.field("unit", ifPresent: nil)
        literal.key("value"); literal.beginArray(); literal.null(); literal.endArray()
        literal.endObject()
        let names = ["type", "start", "allDay", "country", "unit", "value"]
        string.beginObject()
        string.field(names[0], value); string.field(names[1], -17); string.field(names[2], true)
        string.field(names[3], ifPresent: value); string.field(names[4], ifPresent: nil)
        string.key(names[5]); string.beginArray(); string.null(); string.endArray()
        string.endObject()
        #expect(literal.bytes == string.bytes)
        #expect(String(decoding: literal.bytes, as: UTF8.self)
                == "{\"type\":\"\(value)\",\"start\":-17,\"allDay\":true,\"country\":\"\(value)\",\"value\":[null]}")
    }

    @Test("a string from a substring and a bridged-looking string escape the same")
    func nonNative() {
        let whole = "say \"hi\"\n to Zoë"
        let sub = String(whole.dropFirst(4))
        var w = JSONWriter()
        w.string(sub)
        #expect(w.bytes == Self.reference(sub))
        let ns = NSString(string: whole) as String
        var v = JSONWriter()
        v.string(ns)
        #expect(v.bytes == Self.reference(whole))
    }
}
