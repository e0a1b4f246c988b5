import Foundation
import Testing
@testable import TextSense

@Suite("Detection model")
struct DetectionModelTests {
    static func sample() -> (String, Detection) {
        let text = "Mail: ana@exämple.com!"
        let start = text.index(text.startIndex, offsetBy: 6)
        let end = text.index(start, offsetBy: 15)
        let url = URL(string: "mailto:ana@xn--exmple-cua.com")!
        let value = Detection.Value.email(EmailValue(address: "ana@exämple.com", url: url))
        let d = Detection(kind: .email, range: start..<end, utf8Range: 6..<22, text: String(text[start..<end]), value: value,
                          actions: SuggestedAction.actions(for: value, text: "ana@exämple.com"))
        return (text, d)
    }

    @Test("Codable round trip through JSON needs the source text and restores every field")
    func codable() throws {
        let (text, d) = Self.sample()
        let data = try JSONEncoder().encode(d)
        let decoder = JSONDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode(Detection.self, from: data) }
        decoder.userInfo[.textSenseSourceText] = text
        let back = try decoder.decode(Detection.self, from: data)
        #expect(back == d)
        #expect(text[back.range] == "ana@exämple.com")
    }

    @Test("decoding rejects offsets that do not fit the source text")
    func badOffsets() throws {
        let (_, d) = Self.sample()
        let decoder = JSONDecoder()
        decoder.userInfo[.textSenseSourceText] = "short"
        #expect(throws: DecodingError.self) { try decoder.decode(Detection.self, from: try JSONEncoder().encode(d)) }
    }

    @Test("the CLI's hand-written JSON and Codable agree")
    func jsonShapesAgree() throws {
        let (_, d) = Self.sample()
        var w = JSONWriter()
        d.writeJSON(to: &w)
        let handWritten = try JSONSerialization.jsonObject(with: Data(w.bytes)) as? NSDictionary
        let coded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(d)) as? NSDictionary
        #expect(handWritten != nil && handWritten == coded)
        #expect(String(decoding: w.bytes, as: UTF8.self).hasPrefix(#"{"type":"email","start":6,"end":22,"text":"ana@exämple.com","value":{"address":"#))
    }

    @Test("description is the one-line golden form")
    func description() {
        #expect(Self.sample().1.description == #"email 6..<22 "ana@exämple.com" [composeMail, addToContacts, copy]"#)
    }

    @Test("email actions: mailto, a vCard 4.0 with the address, copy")
    func emailActions() throws {
        let actions = Self.sample().1.actions
        #expect(actions.map(\.kind) == [.composeMail, .addToContacts, .copy])
        #expect(actions[0].url?.absoluteString == "mailto:ana@xn--exmple-cua.com")
        let card = try #require(actions[1].payload)
        #expect(card.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:ana@exämple.com\r\n"))
        #expect(card.contains("\r\nEMAIL;TYPE=internet:ana@exämple.com\r\n") && card.hasSuffix("END:VCARD\r\n"))
        #expect(actions[2].payload == "ana@exämple.com")
    }

    struct VCardCase: CustomTestStringConvertible, Sendable {
        let input: String
        let escaped: String
        var testDescription: String { input.debugDescription }
    }

    @Test("vCard text escaping (RFC 6350 §3.4)", arguments: [
        VCardCase(input: "a,b;c\\d", escaped: "a\\,b\\;c\\\\d"),
        VCardCase(input: "line1\nline2", escaped: "line1\\nline2"),
        VCardCase(input: "plain", escaped: "plain"),
    ])
    func vcardEscape(_ c: VCardCase) {
        #expect(VCard.escape(c.input) == c.escaped)
    }

    @Test("vCard lines fold at 75 octets without splitting UTF-8")
    func vcardFold() {
        let line = "FN:" + String(repeating: "ü", count: 60)
        let folded = VCard.fold(line)
        for part in folded.components(separatedBy: "\r\n") { #expect(part.utf8.count <= 75) }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
    }

    @Test("DetectionTypes parses names, 'all', and names the unknown one")
    func typeNames() {
        var unknown: String?
        #expect(DetectionTypes(names: "link, email", unknown: &unknown) == [.link, .email])
        #expect(DetectionTypes(names: "all", unknown: &unknown) == .all)
        #expect(DetectionTypes(names: "link,fax", unknown: &unknown) == nil && unknown == "fax")
        #expect(DetectionTypes(names: ",", unknown: &unknown) == nil)
    }

    @Test("JSONWriter escapes per RFC 8259 and keeps key order")
    func jsonWriter() {
        var w = JSONWriter()
        w.beginObject()
        w.field("b", "q\"\\\n\t\u{1}/é")
        w.field("a", 1)
        w.key("list")
        w.beginArray()
        w.int(1); w.bool(true); w.null()
        w.beginObject(); w.endObject()
        w.endArray()
        w.endObject()
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"{"b":"q\"\\\n\t\u0001/é","a":1,"list":[1,true,null,{}]}"#)
    }

    @Test("JSONWriter escapes a special byte at every position of a long string, and nothing at or above 0x80",
          arguments: [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x22, 0x2F, 0x5C, 0x7E, 0x7F] as [UInt8])
    func jsonWriterEveryPosition(_ special: UInt8) {
        func expected(_ s: [UInt8]) -> String {
            var out = "\""
            for b in s {
                switch b {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                case 0x0A: out += "\\n"
                case 0x0D: out += "\\r"
                case 0x09: out += "\\t"
                case 0x00..<0x20, 0x7F: out += "\\u00" + (b < 0x10 ? "0" : "") + String(b, radix: 16)
                default: out.unicodeScalars.append(Unicode.Scalar(b))
                }
            }
            return out + "\""
        }
        // ASCII letters around the special byte, so only the special byte can need an escape.
        for count in [1, 7, 8, 9, 16, 23] {
            for position in 0..<count {
                var bytes = (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) }
                bytes[position] = special
                var w = JSONWriter()
                w.string(String(decoding: bytes, as: UTF8.self))
                #expect(String(decoding: w.bytes, as: UTF8.self) == expected(bytes), "length \(count), position \(position)")
            }
        }
        var w = JSONWriter()
        w.string("ÿé€𝄞 São Paulo, Zürich — ок")
        #expect(String(decoding: w.bytes, as: UTF8.self) == "\"ÿé€𝄞 São Paulo, Zürich — ок\"")
    }

    @Test("JSONWriter separates values at every depth, past 64 levels too")
    func jsonWriterDeep() {
        var w = JSONWriter()
        var expected = ""
        for _ in 0..<70 { w.beginArray(); w.int(1); expected += "[1," }
        w.beginObject(); w.field("a", true); w.field("b", "c"); w.endObject()
        expected += #"{"a":true,"b":"c"}"#
        for _ in 0..<70 { w.int(2); w.endArray(); expected += ",2]" }
        #expect(String(decoding: w.bytes, as: UTF8.self) == expected)
    }

    @Test("JSONWriter grows its buffer through long and escape-dense strings, raw bytes and changes to `bytes`",
          arguments: [0, 1, 16, 300, 20_000])
    func jsonWriterGrowth(_ capacity: Int) {
        var w = JSONWriter(reservingCapacity: capacity)
        let quotes = String(repeating: "\"", count: 2_000), letters = String(repeating: "ab", count: 2_500)
        let mixed = String(repeating: "x\r\n", count: 700)
        w.beginArray()
        w.string(quotes); w.string(letters); w.int(-42); w.string(mixed); w.null()
        w.endArray()
        w.appendRaw(0x0A)
        w.bytes.append(contentsOf: Array("ok".utf8))
        w.appendRaw(Array("\n".utf8))
        w.reserveCapacity(100_000)
        w.beginObject(); w.field("k", letters); w.field("n", 7); w.endObject()
        let expected = "[\"" + String(repeating: "\\\"", count: 2_000) + "\",\"" + letters + "\",-42,\""
            + String(repeating: "x\\r\\n", count: 700) + "\",null]\nok\n{\"k\":\"" + letters + "\",\"n\":7}"
        #expect(String(decoding: w.bytes, as: UTF8.self) == expected)
        var copy = w
        copy.appendRaw(UInt8(ascii: "!"))
        #expect(String(decoding: w.bytes, as: UTF8.self) == expected)
        #expect(String(decoding: copy.bytes, as: UTF8.self) == expected + "!")
    }

    @Test("JSONWriter writes integers as Swift prints them", arguments: [0, 7, -7, 10, 1_234_567, -1_000, Int.max, Int.min])
    func jsonWriterIntegers(_ n: Int) {
        var w = JSONWriter()
        w.int(n)
        #expect(String(decoding: w.bytes, as: UTF8.self) == String(n))
    }

    static let mixedText = "Call +1 650 253 0000, mail ana@example.com, see swift.org on Friday, December 4, 2026 at 5pm "
        + "or visit 1600 Amphitheatre Parkway, Mountain View, CA 94043. Parcel 1Z999AA10123456784 on flight UA 837 SFO-NRT. "
        + "The trail is 5 km long and the ticket costs $25."

    @Test("actions built when read equal the ones built from the value, for every kind")
    func derivedActions() throws {
        let context = DetectionContext(region: Locale.Region("US"), referenceDate: Date(timeIntervalSince1970: 1_790_000_000))
        let found = try DataDetector(types: .all, context: context).detections(in: Self.mixedText)
        #expect(Set(found.map(\.kind)) == Set(Detection.Kind.allCases))
        for d in found {
            var explicit = d
            explicit.actions = d.actions
            #expect(explicit == d)
            #expect(explicit.hashValue == d.hashValue)
            #expect(!d.actions.isEmpty)
            #expect(d.actions == d.actions)   // built anew each time, the same each time
        }
        let date = try #require(found.first { $0.kind == .date })
        let ics = try #require(date.actions.first { $0.kind == .addToCalendar }?.payload)
        #expect(ics.contains("DTSTAMP:20260921T"))   // the context's reference date, not the time of reading
    }

    @Test("setting actions stores them; detections differing only in actions are unequal")
    func givenActions() throws {
        let found = try DataDetector(types: .phone, context: DetectionContext(region: Locale.Region("US")))
            .detections(in: "Call +1 650 253 0000 today.")
        var d = try #require(found.first)
        #expect(d.actions.map(\.kind) == [.call, .message, .addToContacts, .copy])
        let original = d
        d.actions = [SuggestedAction(kind: .copy, title: "Copy", payload: "x")]
        #expect(d.actions.map(\.kind) == [.copy])
        #expect(d != original)
        #expect(d.hashValue == original.hashValue)   // equal hashes for unequal values are allowed
        d.actions = original.actions
        #expect(d == original)
    }
}
