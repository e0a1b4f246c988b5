import Foundation
import Testing
@testable import TextSense

/// `ContentLines` folds lines as it writes them and, for the CLI's JSON, escapes them as it writes them: both must
/// be byte-identical to building the line first, folding it afterwards (RFC 5545 §3.1: at 75 octets, never
/// inside a UTF-8 sequence) and escaping the result as a JSON string.
@Suite("Content lines: folding and JSON form")
struct ContentLinesTests {
    struct Line: CustomTestStringConvertible, Sendable {
        /// Written as it is.
        let head: String
        /// Written as a TEXT value (`nil`: none).
        let value: String?
        let rule: ContentLines.EscapeRule
        var testDescription: String { (head + (value ?? "")).debugDescription }
    }

    /// The line folded after it was built: the longest piece that fits (75 octets, 74 after the folding space)
    /// and does not end inside a UTF-8 sequence.
    static func foldedAfterwards(_ line: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var start = 0
        while start < line.count {
            if start > 0 { out += [0x0D, 0x0A, 0x20] }
            var end = min(line.count, start + (start == 0 ? 75 : 74))
            while end < line.count, end > start + 1, line[end] & 0xC0 == 0x80 { end -= 1 }
            out += line[start..<end]
            start = end
        }
        return out + [0x0D, 0x0A]
    }

    /// The TEXT escaping written out byte by byte.
    static func escaped(_ s: String, _ rule: ContentLines.EscapeRule) -> [UInt8] {
        var out: [UInt8] = []
        for b in s.utf8 {
            switch b {
            case 0x5C, 0x3B, 0x2C: out += [0x5C, b]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: continue
            case 0x09: out.append(b)
            case 0x00..<0x20, 0x7F: if rule == .vCard { out.append(b) }
            default: out.append(b)
            }
        }
        return out
    }

    static let lines: [Line] = {
        var lines: [Line] = [
            Line(head: "BEGIN:VCARD", value: nil, rule: .vCard),
            Line(head: "FN:", value: "Ana, \"Bea\"; C\\D\nE\r\u{1}\u{7F}\tF", rule: .vCard),
            Line(head: "SUMMARY:", value: "Ana, \"Bea\"; C\\D\nE\r\u{1}\u{7F}\tF", rule: .iCalendar),
            Line(head: "ADR;CC=DE;LABEL=\"", value: nil, rule: .vCard),
            Line(head: "X:" + String(repeating: "a", count: 72), value: nil, rule: .vCard),
            Line(head: "X:" + String(repeating: "a", count: 73), value: nil, rule: .vCard),
            Line(head: "X:" + String(repeating: "\"", count: 200), value: nil, rule: .vCard),
            Line(head: "SUMMARY:", value: String(repeating: "a,b;c\\d ", count: 40), rule: .iCalendar),
        ]
        // A two-, three- and four-byte scalar and an escape at every place around the first and second folds.
        for filler in 60..<80 {
            for special in ["ü", "東", "🇩", ",", "\n", "\"", "\\"] {
                let text = String(repeating: "x", count: filler) + special + String(repeating: "y", count: 70) + special + "z"
                lines.append(Line(head: "FN:", value: text, rule: .vCard))
                lines.append(Line(head: "LOCATION:" + text, value: nil, rule: .iCalendar))
            }
        }
        return lines
    }()

    @Test("lines folded as written are the lines folded afterwards, in both forms", arguments: lines)
    func folds(_ c: Line) {
        var text = ContentLines()
        var json = ContentLines(form: .jsonString)
        for i in 0..<2 {
            text.append(c.head); json.append(c.head)
            if let value = c.value { text.append(value, escaping: c.rule); json.append(value, escaping: c.rule) }
            if i == 0 { text.append(UInt8(ascii: ";")); json.append(UInt8(ascii: ";")) }
            text.endLine(); json.endLine()
        }
        let line = Array(c.head.utf8) + (c.value.map { Self.escaped($0, c.rule) } ?? [])
        let expected = Self.foldedAfterwards(line + [UInt8(ascii: ";")]) + Self.foldedAfterwards(line)
        #expect(text.bytes == expected)
        let quoted = JSONWriterEscapeTests.reference(String(decoding: expected, as: UTF8.self))
        #expect(json.bytes == Array(quoted.dropFirst().dropLast()))
    }

    @Test("a card's JSON payload is the JSON string of its text", arguments: [
        "Ana \"Bea\" Lima", "Rua Augusta, 1500\nSão Paulo - SP", String(repeating: "Straße ", count: 30) + "\"",
    ])
    func card(_ name: String) {
        let text = VCard.lines(formattedName: name, email: "ana@example.com", form: .text)
        let json = VCard.lines(formattedName: name, email: "ana@example.com", form: .jsonString)
        let quoted = JSONWriterEscapeTests.reference(text.text)
        #expect(json.bytes == Array(quoted.dropFirst().dropLast()))
    }
}
