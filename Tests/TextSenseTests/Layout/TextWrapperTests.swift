import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

@Suite("Text wrapping and truncation")
struct TextWrapperTests {
    static let wrapper: TextWrapper = {
        do { return try TextWrapper() } catch { fatalError("\(error)") }
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let width: Int
        var lines = 0
        var mode: TextWrapper.Mode = .word
        var locale = "en_US"
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "word wrap at spaces", text: "The quick brown fox jumps", width: 10, expected: ["The quick", "brown fox", "jumps"]),
        Case(name: "trailing spaces hang and do not count", text: "abcde     fghij", width: 5, expected: ["abcde", "fghij"]),
        Case(name: "hard breaks are kept, CRLF included", text: "one\r\ntwo\n\nthree", width: 20, expected: ["one", "two", "", "three"]),
        Case(name: "a word longer than the line breaks between graphemes", text: "supercalifragilistic", width: 8, expected: ["supercal", "ifragili", "stic"]),
        Case(name: "break after a hyphen", text: "well-known words", width: 6, expected: ["well-", "known", "words"]),
        Case(name: "CJK wraps between ideographs at 2 columns each", text: "日本語のテキストです", width: 6, locale: "ja", expected: ["日本語", "のテキ", "ストで", "す"]),
        Case(name: "Thai breaks at dictionary word boundaries", text: "สวัสดีครับยินดีต้อนรับ", width: 12, locale: "th", expected: ["สวัสดีครับยินดี", "ต้อนรับ"]),
        Case(name: "emoji sequences are 2 columns and never split", text: "👩‍👩‍👧🇩🇪👍🏽❤️", width: 4, mode: .character, expected: ["👩‍👩‍👧🇩🇪", "👍🏽❤️"]),
        Case(name: "combining marks take no column", text: "e\u{301}e\u{301}e\u{301} cafe\u{301}", width: 4, expected: ["ééé", "café"].map { $0.decomposedStringWithCanonicalMapping }),
        Case(name: "Hangul jamo sequences stay whole", text: "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}\u{11A8}", width: 2, mode: .character, expected: ["\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}\u{11A8}"]),
        Case(name: "Devanagari conjuncts stay whole in character mode", text: "क्षत्रिय", width: 2, mode: .character, expected: ["क्षत्रि", "य"]),
        Case(name: "RTL text wraps in logical order at spaces", text: "שלום עולם ומלואו", width: 9, expected: ["שלום עולם", "ומלואו"]),
        Case(name: "tabs expand to the next stop", text: "a\tb\tc", width: 9, expected: ["a\tb", "c"]),
        Case(name: "a link moves to the next line whole", text: "see https://example.com/a/b now", width: 26, expected: ["see", "https://example.com/a/b", "now"]),
        Case(name: "a too-long link breaks after its host, not inside it", text: "https://my-long-host.example.com/path/to/some/deep/page", width: 36, expected: ["https://my-long-host.example.com/", "path/to/some/deep/page"]),
        Case(name: "an email is not split at its hyphen", text: "write to first-last@example-mail.com", width: 20, expected: ["write to", "first-last@example-", "mail.com"]),
        Case(name: "tail truncation", text: "The quick brown fox jumps over", width: 10, lines: 2, mode: .tail, expected: ["The quick", "brown fox…"]),
        Case(name: "tail truncation inside a long word", text: "Supercalifragilistic", width: 8, lines: 1, mode: .tail, expected: ["Superca…"]),
        Case(name: "head truncation", text: "The quick brown fox jumps over", width: 10, lines: 1, mode: .head, expected: ["…umps over"]),
        Case(name: "middle truncation", text: "The quick brown fox jumps over", width: 11, lines: 1, mode: .middle, expected: ["The qu…over"]),
        Case(name: "clip keeps the first lines without an ellipsis", text: "one two three four", width: 7, lines: 2, mode: .clip, expected: ["one two", "three"]),
        Case(name: "no truncation when it fits", text: "short", width: 10, lines: 1, mode: .tail, expected: ["short"]),
        Case(name: "CJK tail truncation fits exactly", text: "日本語のテキストです", width: 7, lines: 1, mode: .tail, locale: "ja", expected: ["日本語…"]),
        Case(name: "empty text has no lines", text: "", width: 10, expected: []),
    ]

    @Test(arguments: cases)
    func wrap(_ c: Case) throws {
        let wrapper = try TextWrapper(locale: Locale(identifier: c.locale))
        let lines = wrapper.wrap(c.text, options: .init(width: c.width, maximumLines: c.lines, mode: c.mode))
        #expect(lines.map(\.text) == c.expected)
        for line in lines {
            #expect(line.width <= c.width, "\(line.text) is \(line.width) columns")
            #expect(DisplayWidth.of(line.text) == line.width, "\(line.text)")
        }
    }

    struct WidthCase: CustomTestStringConvertible, Sendable {
        let text: String
        let width: Int
        var testDescription: String { text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
    }

    @Test("display width", arguments: [
        WidthCase(text: "abc", width: 3), WidthCase(text: "日本", width: 4), WidthCase(text: "ｶﾀｶﾅ", width: 4),
        WidthCase(text: "Ａ", width: 2), WidthCase(text: "e\u{301}", width: 1), WidthCase(text: "👍🏽", width: 2),
        WidthCase(text: "🇩🇪", width: 2), WidthCase(text: "❤️", width: 2), WidthCase(text: "❤", width: 1),
        WidthCase(text: "\u{200B}\u{200D}\u{200F}", width: 0), WidthCase(text: "\u{1B}", width: 0),
        WidthCase(text: "한국어", width: 6), WidthCase(text: "a\tb", width: 9), WidthCase(text: "±", width: 1),
    ])
    func width(_ c: WidthCase) {
        #expect(DisplayWidth.of(c.text) == c.width)
    }

    /// Random texts from a mixed alphabet: every line fits, and the text segments of all lines put together
    /// give back the input exactly (word and character modes drop nothing).
    @Test("property: lines fit and rejoin to the input", arguments: [TextWrapper.Mode.word, .character])
    func property(_ mode: TextWrapper.Mode) {
        let alphabet: [String] = ["a", "b", "ok", " ", " ", "  ", "\n", "\r\n", "-", "日", "本", "e\u{301}", "👍🏽", "🇩🇪",
                                  "\t", "สวัสดี", "שלום", "https://x.io/p", "ü", ".", "\u{200B}"]
        var rng = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0..<60, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
            let width = Int.random(in: 2..<20, using: &rng)
            let lines = Self.wrapper.wrap(text, options: .init(width: width, mode: mode))
            var rebuilt = ""
            for line in lines {
                #expect(line.width <= width, "\(text.debugDescription) w=\(width): \(line.text.debugDescription)")
                for case .text(let r, _) in line.segments { rebuilt += text[r] }
            }
            #expect(rebuilt == text, "w=\(width)")
        }
    }

    @Test("property: truncating modes fit the line limit and keep the ellipsis", arguments: [TextWrapper.Mode.head, .middle, .tail])
    func truncation(_ mode: TextWrapper.Mode) {
        var rng = SplitMix64(seed: 7)
        let words = ["alpha", "beta", "日本語", "👍🏽", "gamma-delta", "x", "https://swift.org/x"]
        for _ in 0..<100 {
            let text = (0..<Int.random(in: 1..<40, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
            let width = Int.random(in: 3..<25, using: &rng), count = Int.random(in: 1..<4, using: &rng)
            let full = Self.wrapper.wrap(text, options: .init(width: width))
            let lines = Self.wrapper.wrap(text, options: .init(width: width, maximumLines: count, mode: mode))
            #expect(lines.count <= count)
            for line in lines { #expect(line.width <= width) }
            let ellipses = lines.flatMap(\.segments).filter { $0 == .ellipsis }.count
            #expect(ellipses == (full.count > count ? 1 : 0), "\(text) w=\(width) n=\(count)")
        }
    }

    /// The ASCII shortcut for break opportunities must choose exactly what ICU chooses.
    @Test("the ASCII break shortcut agrees with ICU's line breaking")
    func asciiShortcut() {
        let alphabet: [String] = ["word", "a", "42", " ", " ", "  ", "(", ")", "[x]", "-", "/", ",", ".", "!", "?", "\"", "'",
                                  "$", "%", "1,000", "e.g.", "—", "«", "»", "日本", "don't", "\n", "\t", ":", ";", "+", "#", "http://x.io/a"]
        var rng = SplitMix64(seed: 99)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1..<80, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
            let width = Int.random(in: 3..<30, using: &rng)
            var copy = text
            let (fast, slow) = copy.withUTF8 { b in
                (Self.wrapper.layout(b, .init(width: width)).map(\.range), Self.wrapper.layout(b, .init(width: width), icuOnly: true).map(\.range))
            }
            #expect(fast == slow, "\(text.debugDescription) w=\(width)")
        }
    }
}
