import Foundation
import Testing
@testable import TextSense

/// One text for the shared number index: its language, the numbers the straight scan reads (`text=decimal`), and
/// what money and quantities find over it together (pipeline) — the same as each alone.
struct NumberIndexCase: CustomTestStringConvertible, Sendable {
    let text: String
    let locale: String
    let numbers: String
    init(_ text: String, _ numbers: String) {
        self.init(text, "en_US", numbers)
    }
    init(_ text: String, _ locale: String, _ numbers: String) {
        self.text = text
        self.locale = locale
        self.numbers = numbers
    }
    var testDescription: String { "\(locale): \(text)" }
}

@Suite("Number index: numbers read once for money and quantities")
struct NumberIndexTests {
    static let cases: [NumberIndexCase] = [
        NumberIndexCase("pay 20 euros for five kilometers", "20=20 five=5"),
        // A scale word alone reads as a number too: money and quantities look at what follows it.
        NumberIndexCase("USD 1,250.00 and 3.5 million dollars", "1,250.00=1250.00 3.5=3.5 million=1000000"),
        NumberIndexCase("1.234,56 € und zwei Liter", "de_DE", "1.234,56=1234.56 zwei=2"),
        NumberIndexCase("1 234,56 ₽ и сто рублей", "ru_RU", "1 234,56=1234.56 сто=100"),
        NumberIndexCase("$10–15, 40–60 km/h, 5'10\"", "10=10 15=15 40=40 60=60 5=5 10=10"),
        // Not numbers: a version, a percentage, digits glued to letters, a date.
        NumberIndexCase("v1.2.3 at 5% in A4 on 12.03.2026", ""),
        NumberIndexCase("", ""),
        NumberIndexCase("twenty-five dollars, a thousand and one nights", "twenty-five=25 a thousand and one=1001"),
    ]

    /// The index's numbers, as `text=decimal`.
    @Test("the straight scan's numbers", arguments: cases)
    func numbers(_ c: NumberIndexCase) {
        let context = DetectionContext(locale: Locale(identifier: c.locale))
        let got = withUTF8Bytes(of: c.text) { bytes -> String in
            let reader = AmountReader(bytes: bytes, commaDecimal: context.usesDecimalComma)
            let words = NumberWords.language(context.languageCode)
            let index = NumberIndex(reader: reader, words: words, languageCode: context.languageCode)
            return index.entries.map { e in
                let n = AmountReader.Number(range: e.range, words: e.words, written: e.written, bytes: bytes)
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[e.range]), as: UTF8.self) + "=" + n.decimal
            }.joined(separator: " ")
        }
        #expect(got == c.numbers)
    }

    /// A reader that goes on at any offset (after a detection that ends there) gets the numbers a scan started at
    /// that offset reads: the index where its anchors meet the straight scan's, its own reading elsewhere.
    @Test("a reader resumed at any offset reads what its own scan reads", arguments: cases)
    func resumed(_ c: NumberIndexCase) {
        let context = DetectionContext(locale: Locale(identifier: c.locale))
        withUTF8Bytes(of: c.text) { bytes in
            let reader = AmountReader(bytes: bytes, commaDecimal: context.usesDecimalComma)
            let words = NumberWords.language(context.languageCode)
            let index = NumberIndex(reader: reader, words: words, languageCode: context.languageCode)
            for offset in 0...bytes.count {
                // The scan from `offset` without the index.
                var expected: [Range<Int>] = []
                var i = offset
                while i < bytes.count {
                    let anchor = NumberIndex.anchor(after: i, reader: reader, words: words)
                    guard anchor < bytes.count else { break }
                    let (number, next) = NumberIndex.number(at: anchor, reader: reader, words: words)
                    if let number { expected.append(number.range) }
                    i = next
                }
                var cursor = NumberIndex.Cursor()
                // The first number ends before `offset` or the reader resumes at once.
                var got: [Range<Int>] = []
                if offset > 0 {
                    cursor.resume(at: offset)
                }
                while let n = index.next(&cursor, reader: reader, words: words) { got.append(n.range) }
                #expect(got == expected, "resumed at \(offset)")
            }
        }
    }

    /// Money and quantities in one pipeline (sharing the index) find what each finds alone.
    @Test("money and quantities together find what each finds alone", arguments: cases)
    func pipeline(_ c: NumberIndexCase) throws {
        let context = DetectionContext(locale: Locale(identifier: c.locale))
        let both = try DataDetector(types: [.money, .quantity], context: context).detections(in: c.text)
        let money = try DataDetector(types: .money, context: context).detections(in: c.text)
        let quantity = try DataDetector(types: .quantity, context: context).detections(in: c.text)
        let alone = (money + quantity).sorted { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }
        // Overlaps are resolved in the pipeline: compare where none overlap (every case here).
        #expect(both.map(\.utf8Range) == alone.map(\.utf8Range))
    }

    @Test("decimals compared digit by digit", arguments: [
        ("15", "10", true), ("10", "15", false), ("10", "10", true), ("10.5", "10.50", true), ("10.49", "10.5", false),
        ("0.5", ".5", true), ("007", "7", true), ("100", "99.999", true), ("99.999", "100", false), ("1.05", "1.5", false),
        ("1", "0", true), ("0", "0.0001", false), ("12345678901234567890", "12345678901234567889", true),
    ])
    func isAtLeast(_ c: (String, String, Bool)) {
        #expect(AmountReader.isAtLeast(c.0, c.1) == c.2)
        // The same as Decimal's order.
        #expect((Decimal(string: c.0)! >= Decimal(string: c.1)!) == c.2)
    }
}
