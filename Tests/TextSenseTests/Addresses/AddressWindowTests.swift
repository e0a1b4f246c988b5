import Foundation
import Testing
@testable import TextSense

/// The token window the address parser reads keeps only the text's own tokens: one its edge cuts is left out
/// (and asking for it widens a lone anchor's small window), whatever byte the edge falls after.
@Suite("Address windows")
struct AddressWindowTests {
    /// The tokens a window of `text` over bytes `from..<to` lets the parser read (`lo..<hi`).
    static func kept(_ text: String, from: Int, to: Int) -> [String] {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let utf8 = UTF8Text(bytes: UnsafeBufferPointer(buffer))
            var scanner = AddressScanner(text: utf8, tables: AddressDetector().tables)
            scanner.loadWindow(from: from, to: to)
            return (scanner.lo..<scanner.hi).map { utf8.string(scanner.tokens[$0].start..<scanner.tokens[$0].end) }
        }
    }

    /// The byte offset of the first `needle` in `text`.
    static func offset(of needle: String, in text: String) -> Int {
        text.utf8.count - text[text.range(of: needle)!.lowerBound...].utf8.count
    }

    struct Cut: CustomTestStringConvertible, Sendable {
        var text: String
        /// The window starts this many bytes after `at` (or at the text's start) and ends `end` bytes after
        /// `endAt` (or at the text's end).
        var at: String?
        var start: Int
        var endAt: String?
        var end: Int
        var kept: [String]
        var testDescription: String { "\(text.debugDescription) from \(at ?? "start")+\(start) to \(endAt ?? "end")+\(end)" }
    }

    @Test("a token cut by the window's edge is left out", arguments: [
        // After a Cyrillic letter's first byte: the window starts at its second one, then at `.`, which is `г.`'s.
        Cut(text: "Офис: г. Пермь, д. 34", at: "г.", start: 1, endAt: nil, end: 0, kept: ["Пермь", ",", "д", "34"]),
        Cut(text: "Офис: г. Пермь, д. 34", at: "г.", start: 2, endAt: nil, end: 0, kept: ["Пермь", ",", "д", "34"]),
        // After an inner hyphen or apostrophe, after `ß`: a part of a longer word.
        Cut(text: "Karl-Marx-Allee 12", at: "Allee", start: 0, endAt: nil, end: 0, kept: ["12"]),
        Cut(text: "rue d'Alsace 8", at: "Alsace", start: 0, endAt: nil, end: 0, kept: ["8"]),
        Cut(text: "Großweg 3", at: "weg", start: 0, endAt: nil, end: 0, kept: ["3"]),
        // After a space or a stop the first token is whole.
        Cut(text: "see Main Street 5", at: "Main", start: 0, endAt: nil, end: 0, kept: ["Main", "Street", "5"]),
        Cut(text: "(Main Street 5)", at: "Main", start: 0, endAt: nil, end: 0, kept: ["Main", "Street", "5", ")"]),
        // Before an inner hyphen, before the dot of an abbreviation: the text's token is longer.
        Cut(text: "12 Karl-Marx-Allee", at: nil, start: 0, endAt: "-Marx", end: 0, kept: ["12"]),
        Cut(text: "5 Hauptstr. 7", at: nil, start: 0, endAt: ". 7", end: 0, kept: ["5"]),
        // Before a space the last token is whole.
        Cut(text: "5 Hauptstr. 7", at: nil, start: 0, endAt: " 7", end: 0, kept: ["5", "Hauptstr"]),
    ])
    func cut(_ c: Cut) {
        let from = c.at.map { Self.offset(of: $0, in: c.text) + c.start } ?? 0
        let to = c.endAt.map { Self.offset(of: $0, in: c.text) + c.end } ?? c.text.utf8.count
        #expect(Self.kept(c.text, from: from, to: to) == c.kept)
    }

    /// A lone number's first window starts 64 bytes before it: here inside `г.`, whose dot it must not read as
    /// a period that ends the city's marker.
    @Test("a lone address's span does not depend on where its first window starts", arguments: [
        AddressCase("Офис: г. Пермь, Комсомольский проспект, д. 34", "г. Пермь, Комсомольский проспект, д. 34", "RU",
                    ["city": "Пермь", "street": "Комсомольский проспект", "houseNumber": "34"]),
        AddressCase("г. Пермь, Комсомольский проспект, д. 34", "г. Пермь, Комсомольский проспект, д. 34", "RU",
                    ["city": "Пермь", "street": "Комсомольский проспект", "houseNumber": "34"]),
    ])
    func loneAddress(_ c: AddressCase) throws { try c.check() }
}
