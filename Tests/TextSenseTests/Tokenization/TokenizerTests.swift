import Foundation
import Testing
@testable import TextSense

@Suite("Tokenizer")
struct TokenizerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let unit: Tokenizer.Unit
        let locale: String
        let text: String
        /// Expected tokens as "text/kind".
        let tokens: [String]
        var testDescription: String { "\(unit) \(locale): \(text.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(unit: .word, locale: "en", text: "Hi, 42 🙂", tokens: ["Hi/word", ",/punctuation", " /whitespace", "42/number", " /whitespace", "🙂/symbol"]),
        Case(unit: .word, locale: "en", text: "don't stop", tokens: ["don't/word", " /whitespace", "stop/word"]),
        Case(unit: .word, locale: "en", text: "3.14 1,000", tokens: ["3.14/number", " /whitespace", "1,000/number"]),
        Case(unit: .word, locale: "de", text: "Straße—gut", tokens: ["Straße/word", "—/punctuation", "gut/word"]),
        Case(unit: .word, locale: "ru", text: "Привет, мир", tokens: ["Привет/word", ",/punctuation", " /whitespace", "мир/word"]),
        // ICU's dictionaries split scripts written without spaces.
        Case(unit: .word, locale: "th", text: "สวัสดีครับ", tokens: ["สวัสดี/word", "ครับ/word"]),
        Case(unit: .word, locale: "ja", text: "東京に行きます", tokens: ["東京/ideographic", "に/kana", "行き/ideographic", "ます/kana"]),
        Case(unit: .word, locale: "ja", text: "カタカナ", tokens: ["カタカナ/kana"]),
        Case(unit: .word, locale: "zh", text: "我们去北京", tokens: ["我们/ideographic", "去/ideographic", "北京/ideographic"]),
        // Swedish keeps a colon between letters inside the word (CLDR), English does not.
        Case(unit: .word, locale: "sv", text: "S:t Eriksgatan", tokens: ["S:t/word", " /whitespace", "Eriksgatan/word"]),
        Case(unit: .word, locale: "en", text: "S:t", tokens: ["S/word", ":/punctuation", "t/word"]),
        Case(unit: .word, locale: "en", text: "a\u{0}b", tokens: ["a/word", "\u{0}/other", "b/word"]),
        Case(unit: .word, locale: "en", text: "€5 +", tokens: ["€/symbol", "5/number", " /whitespace", "+/symbol"]),
        Case(unit: .word, locale: "fr", text: "a\u{00A0}«b»\u{0001}",
             tokens: ["a/word", "\u{00A0}/whitespace", "«/punctuation", "b/word", "»/punctuation", "\u{0001}/other"]),
        Case(unit: .character, locale: "en", text: "e\u{301}🇩🇪👩‍👩‍👧\r\n", tokens: ["e\u{301}/character", "🇩🇪/character", "👩‍👩‍👧/character", "\r\n/character"]),
        Case(unit: .sentence, locale: "en", text: "Hello there! How are you?\nFine", tokens: ["Hello there! /sentence", "How are you?\n/sentence", "Fine/sentenceFragment"]),
        Case(unit: .sentence, locale: "en", text: "It costs $3.50. Mr. Smith paid.", tokens: ["It costs $3.50. /sentence", "Mr. /sentence", "Smith paid./sentence"]),
        Case(unit: .line, locale: "en", text: "a b-c\nd", tokens: ["a /softBreak", "b-/softBreak", "c\n/hardBreak", "d/softBreak"]),
        Case(unit: .line, locale: "ja", text: "日本語", tokens: ["日/softBreak", "本/softBreak", "語/softBreak"]),
    ]

    @Test(arguments: cases)
    func tokens(_ c: Case) throws {
        let t = try Tokenizer(unit: c.unit, locale: Locale(identifier: c.locale))
        let got = t.tokens(in: c.text).map { "\(c.text[$0.range])/\($0.kind.rawValue)" }
        #expect(got == c.tokens)
    }

    @Test("tokens cover the text contiguously and their two ranges agree", arguments: Tokenizer.Unit.allCases)
    func coverage(_ unit: Tokenizer.Unit) throws {
        let text = "Grüße aus Köln! 🇩🇪 Visit https://example.com/päth?q=1 — now.\n\n日本語のテキスト。ไทย ข้อความ\r\nEnd"
        let tokens = try Tokenizer(unit: unit).tokens(in: text)
        #expect(tokens.first?.utf8Range.lowerBound == 0)
        #expect(tokens.last?.utf8Range.upperBound == text.utf8.count)
        for (a, b) in zip(tokens, tokens.dropFirst()) { #expect(a.utf8Range.upperBound == b.utf8Range.lowerBound) }
        for t in tokens {
            #expect(text.utf8Offset(of: t.range.lowerBound) == t.utf8Range.lowerBound)
            #expect(text.utf8Offset(of: t.range.upperBound) == t.utf8Range.upperBound)
        }
        #expect(tokens.map { String(text[$0.range]) }.joined() == text)
    }

    @Test("empty text has no tokens", arguments: Tokenizer.Unit.allCases)
    func empty(_ unit: Tokenizer.Unit) throws {
        #expect(try Tokenizer(unit: unit).tokens(in: "").isEmpty)
    }

    @Test("one tokenizer serves many tasks at once")
    func concurrent() async throws {
        let t = try Tokenizer(unit: .word)
        let text = String(repeating: "alpha beta, gamma 42. ", count: 200)
        let expected = t.tokens(in: text).count
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<16 { group.addTask { t.tokens(in: text).count } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: expected, count: 16))
    }

    @Test("stopping early stops the iteration")
    func stop() throws {
        var seen = 0
        try Tokenizer(unit: .word).forEachToken(in: "a b c d e f") { _ in seen += 1; return seen < 3 }
        #expect(seen == 3)
    }
}

extension Tokenizer.Unit: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
