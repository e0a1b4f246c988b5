import Foundation
import Testing
import TextSenseCompat

@Suite struct NLTokenizerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let unit: NLTokenUnit
        let language: NLLanguage?
        let text: String
        /// Each token; `#` marks `.numeric`, `$` `.symbolic`, `!` `.emoji`.
        let tokens: [String]
        var testDescription: String { "\(unit) \(language?.rawValue ?? "-"): \(text)" }
    }

    static func tokens(_ c: Case) -> [String] {
        let t = NLTokenizer(unit: c.unit)
        t.string = c.text
        if let language = c.language { t.setLanguage(language) }
        var out: [String] = []
        t.enumerateTokens(in: c.text.startIndex..<c.text.endIndex) { range, a in
            out.append(String(c.text[range]) + (a.contains(.numeric) ? "#" : "") + (a.contains(.symbolic) ? "$" : "")
                       + (a.contains(.emoji) ? "!" : ""))
            return true
        }
        return out
    }

    /// Word tokens leave out white space and punctuation, as Apple's do.
    @Test(arguments: [
        Case(unit: .word, language: nil, text: "Hi, it's 3.14 — ok?", tokens: ["Hi", "it's", "3.14#", "ok"]),
        Case(unit: .word, language: .english, text: "Cost: 5 € 👍🏽!", tokens: ["Cost", "5#", "€$", "👍🏽$!"]),
        Case(unit: .word, language: .german, text: "Die Straße, bitte.", tokens: ["Die", "Straße", "bitte"]),
        Case(unit: .word, language: .russian, text: "Привет, мир!", tokens: ["Привет", "мир"]),
        Case(unit: .word, language: .french, text: "l'été à Paris", tokens: ["l'été", "à", "Paris"]),
        Case(unit: .word, language: .thai, text: "สวัสดีครับ", tokens: ["สวัสดี", "ครับ"]),
        Case(unit: .word, language: .japanese, text: "東京に行きます", tokens: ["東京", "に", "行き", "ます"]),
        Case(unit: .word, language: .simplifiedChinese, text: "我喜欢中文", tokens: ["我", "喜欢", "中文"]),
        Case(unit: .word, language: nil, text: "", tokens: []),
        Case(unit: .sentence, language: .english, text: "One here. Two? Three", tokens: ["One here.", "Two?", "Three"]),
        Case(unit: .paragraph, language: nil, text: "First line.\nSecond.\r\n\nThird", tokens: ["First line.", "Second.", "Third"]),
        Case(unit: .document, language: nil, text: "All of it.\nYes.", tokens: ["All of it.\nYes."]),
    ])
    func tokenize(_ c: Case) {
        #expect(Self.tokens(c) == c.tokens)
    }

    @Test func rangesAndLookups() {
        let s = "Hello big world"
        let t = NLTokenizer(unit: .word)
        #expect(t.unit == .word)
        t.string = s
        let words = t.tokens(for: s.startIndex..<s.endIndex).map { String(s[$0]) }
        #expect(words == ["Hello", "big", "world"])
        let b = s.firstIndex(of: "i")!
        #expect(s[t.tokenRange(at: b)] == "big")
        let space = s.firstIndex(of: " ")!
        #expect(t.tokenRange(at: space).isEmpty)
        // From inside "Hello" to inside "big": both whole.
        let r = t.tokenRange(for: s.index(s.startIndex, offsetBy: 2)..<s.index(s.startIndex, offsetBy: 7))
        #expect(s[r] == "Hello big")
        // Only tokens that overlap the range.
        #expect(t.tokens(for: b..<s.endIndex).map { String(s[$0]) } == ["big", "world"])
        // Returning false stops.
        var seen = 0
        t.enumerateTokens(in: s.startIndex..<s.endIndex) { _, _ in seen += 1; return false }
        #expect(seen == 1)
        // A new string drops the old tokens.
        t.string = "one two"
        #expect(t.tokens(for: t.string!.startIndex..<t.string!.endIndex).count == 2)
    }

    @Test func languageConstants() {
        let pairs: [(NLLanguage, String)] = [(.english, "en"), (.german, "de"), (.french, "fr"), (.spanish, "es"),
            (.portuguese, "pt"), (.russian, "ru"), (.thai, "th"), (.japanese, "ja"), (.simplifiedChinese, "zh-Hans"),
            (.traditionalChinese, "zh-Hant"), (.undetermined, "und")]
        for (language, raw) in pairs { #expect(language.rawValue == raw && NLLanguage(raw) == language) }
        #expect(NLTokenizer.Attributes.numeric.rawValue == 1 && NLTokenizer.Attributes.symbolic.rawValue == 2
                && NLTokenizer.Attributes.emoji.rawValue == 4)
        #expect(NLTokenUnit.word.rawValue == 0 && NLTokenUnit.document.rawValue == 3)
    }
}
