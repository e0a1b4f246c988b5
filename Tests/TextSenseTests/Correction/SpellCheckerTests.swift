import Foundation
import Testing
@testable import TextSense

/// A word and what `SpellChecker.autocorrection(for:)` must return for it (nil: leave it alone).
struct AutocorrectCase: CustomTestStringConvertible, Sendable {
    let locale: String
    let typed: String
    let expected: String?
    let previous: String?

    init(_ locale: String, _ typed: String, _ expected: String?, after previous: String? = nil) {
        self.locale = locale
        self.typed = typed
        self.expected = expected
        self.previous = previous
    }

    var testDescription: String { "\(locale) \(previous.map { $0 + " " } ?? "")\(typed.debugDescription)" }
}

/// A word and whether it is correct in a locale.
struct CorrectnessCase: CustomTestStringConvertible, Sendable {
    let locale: String
    let word: String
    let correct: Bool
    init(_ locale: String, _ word: String, _ correct: Bool) {
        self.locale = locale
        self.word = word
        self.correct = correct
    }
    var testDescription: String { "\(locale) \(word.debugDescription) \(correct ? "correct" : "misspelled")" }
}

/// A typed word and a word that must be among its first `within` guesses.
struct GuessCase: CustomTestStringConvertible, Sendable {
    let locale: String
    let typed: String
    let expected: String
    let within: Int
    init(_ locale: String, _ typed: String, _ expected: String, within: Int = 1) {
        self.locale = locale
        self.typed = typed
        self.expected = expected
        self.within = within
    }
    var testDescription: String { "\(locale) \(typed.debugDescription) → \(expected.debugDescription)" }
}

@Suite struct SpellCheckerTests {
    static func checker(_ locale: String) throws -> SpellChecker {
        try SpellChecker(locale: Locale(identifier: locale))
    }

    static let autocorrections: [AutocorrectCase] = [
        .init("en_US", "teh", "the"),
        .init("en_US", "Teh", "The"),
        .init("en_US", "TEH", "THE"),
        .init("en_US", "recieve", "receive"),
        .init("en_US", "accomodation", "accommodation"),
        .init("en_US", "dont", "don't"),
        .init("en_US", "Dont", "Don't"),
        .init("en_US", "don’t", nil),           // curly apostrophe: already correct
        .init("en_US", "dont’", "don’t"),       // swapped apostrophe, typed curly: kept curly
        .init("en_US", "becuase", "because"),
        .init("en_US", "thier", "their"),
        .init("en_US", "beleive", "believe"),
        .init("en_US", "colour", "color"),      // American spelling wanted
        // Accents, keyboards and inflected forms in the other languages.
        .init("de_DE", "Strasse", "Straße"),
        .init("de_DE", "Muenchen", "München"),   // umlaut spelled out on a keyboard without it
        .init("de_DE", "schoen", "schön"),
        .init("ru_RU", "симья", "семья"),        // unstressed vowels
        .init("de_DE", "schön", nil),
        .init("fr_FR", "ecole", "école"),
        .init("fr_FR", "cafe", "café"),
        .init("es_ES", "cancion", "canción"),
        .init("es_ES", "canción", nil),
        .init("pt_BR", "nao", "não"),
        .init("pt_BR", "voce", "você"),
        .init("ru_RU", "превет", "привет"),
        .init("ru_RU", "ещё", nil),
        .init("ru_RU", "x", nil),               // one Latin letter: never replaced
        // Correct words are never replaced.
        .init("en_US", "the", nil),
        .init("en_US", "The", nil),
        .init("en_US", "form", nil),
        .init("en_US", "cafe", nil),
        .init("en_US", "NASA", nil),
        .init("en_GB", "colour", nil),
        // Numbers and nonsense: nothing confident.
        .init("en_US", "x2y", nil),
        .init("en_US", "qzxjkv", nil),
        .init("en_US", "", nil),
    ]

    @Test(arguments: autocorrections)
    func autocorrection(_ c: AutocorrectCase) throws {
        let checker = try Self.checker(c.locale)
        #expect(checker.autocorrection(for: c.typed, after: c.previous) == c.expected)
    }

    static let correctness: [CorrectnessCase] = [
        .init("en_US", "don't", true),
        .init("en_US", "don’t", true),
        .init("en_US", "dont", false),
        .init("en_US", "color", true),
        .init("en_US", "colour", false),
        .init("en_GB", "colour", true),
        .init("en", "colour", true),
        .init("en", "color", true),
        .init("fr_FR", "café", true),
        .init("fr_FR", "cafe\u{301}", true),   // decomposed é
        .init("en_US", "Paris", true),
        .init("en_US", "PARIS", true),
        .init("en_US", "THE", true),
        .init("en_US", "recieve", false),
        .init("en_US", "", true),
    ]

    @Test(arguments: correctness)
    func isCorrect(_ c: CorrectnessCase) throws {
        #expect(try Self.checker(c.locale).isCorrect(c.word) == c.correct)
    }

    static let guessCases: [GuessCase] = [
        .init("ru_RU", "малако", "молоко"),
        .init("ru_RU", "еще", "ещё"),
        .init("de_DE", "schoen", "schön"),
        .init("de_DE", "Hasu", "Haus", within: 5),
        .init("de_DE", "Wohnug", "Wohnung", within: 2),       // QWERTZ slip; `Hast` is more frequent
        .init("fr_FR", "tres", "très"),
        .init("es_ES", "manana", "mañana"),
        .init("en_US", "acess", "access"),
        .init("en_US", "adress", "address"),
        .init("en_US", "occured", "occurred"),
        .init("en_US", "seperate", "separate"),
        .init("en_US", "untill", "until"),
        .init("en_US", "definately", "definitely"),
        .init("en_US", "Accomodation", "Accommodation"),
        .init("en_US", "ACESS", "ACCESS"),
        .init("en_US", "thw", "the", within: 3),    // QWERTY neighbour
        .init("en_US", "isnt", "isn't"),
        // `ph` written `f` anywhere in the word, the first letter too.
        .init("en_US", "fysics", "physics"),
        .init("en_US", "fotos", "photos"),
        .init("en_US", "telefone", "telephone"),
        // Another first letter, not a neighbouring key.
        .init("en_US", "lomorrow", "tomorrow"),
        .init("en_US", "pecessary", "necessary"),
        .init("en_US", "mappiness", "happiness"),
        // Two words run together: a frequent pair, and a pair the bigram list lacks.
        .init("en_US", "alot", "a lot", within: 5),
        .init("en_US", "kettlelid", "kettle lid", within: 5),
    ]

    /// Guesses that must not be offered: a one-letter half of a pair the bigram list lacks, and a suffix or
    /// prefix taken for a word of such a pair.
    static let unwantedGuesses: [(typed: String, guess: String)] = [
        ("hopefuly", "hopeful y"), ("stationa", "station a"),
        ("historyal", "history al"), ("pictureal", "picture al"), ("commentable", "comment able"),
        ("dinnerable", "dinner able"), ("forestion", "forest ion"), ("teacherness", "teacher ness"),
        ("unhonesty", "un honesty"), ("diswindow", "dis window"),
    ]

    /// A pair the bigram list lacks is never the first guess when a word is found.
    @Test(arguments: [("rainbowbow", "rainbow", "rainbow bow")])
    func unattestedPairAfterTheBestWord(_ c: (typed: String, first: String, pair: String)) throws {
        let g = try Self.checker("en_US").guesses(for: c.typed, limit: 5)
        #expect(g.first == c.first, "\(g)")
        #expect(g.contains(c.pair), "\(g)")
    }

    @Test(arguments: unwantedGuesses)
    func notGuessed(_ c: (typed: String, guess: String)) throws {
        let g = try Self.checker("en_US").guesses(for: c.typed, limit: 5)
        #expect(!g.contains(c.guess), "\(g)")
    }

    @Test(arguments: guessCases)
    func guesses(_ c: GuessCase) throws {
        let g = try Self.checker(c.locale).guesses(for: c.typed, limit: 5)
        #expect(g.prefix(c.within).contains(c.expected), "\(g)")
        #expect(!g.contains(c.typed))
    }

    @Test func guessesNeverIncludeTheWordAndRespectTheLimit() throws {
        let checker = try Self.checker("en_US")
        #expect(!checker.guesses(for: "form", limit: 10).contains("form"))
        #expect(checker.guesses(for: "acess", limit: 2).count == 2)
        #expect(checker.guesses(for: "acess", limit: 0).isEmpty)
        #expect(checker.guesses(for: "").isEmpty)
    }

    @Test func contextReranksGuesses() throws {
        let checker = try Self.checker("en_US")
        // `thier` alone is `their`; so is it after `in`.
        #expect(checker.guesses(for: "thier", after: "in", before: "house").first == "their")
    }

    @Test func completions() throws {
        let checker = try Self.checker("en_US")
        let c = checker.completions(for: "accom", limit: 5)
        #expect(c.count == 5)
        #expect(c.allSatisfy { $0.hasPrefix("accom") })
        #expect(c.contains("accommodation"))
        #expect(checker.completions(for: "Accom", limit: 3).allSatisfy { $0.hasPrefix("Accom") })
        #expect(checker.completions(for: "qzxq").isEmpty)
        #expect(checker.completions(for: "th", limit: 3).first == "the")
        // After `want to`, common verbs outrank other `b` words.
        #expect(checker.completions(for: "bu", after: "to", limit: 3).contains("buy"))
    }

    @Test func misspellingsSkipLinksNumbersAcronymsAndLearnedWords() throws {
        var checker = try Self.checker("en_US")
        let text = "Visit https://exmaple.com/teh or mail jonh@exmaple.com: teh NASA rokcet has 3 enignes, x2y and Zorblax."
        #expect(checker.misspellings(in: text).map(\.word) == ["teh", "rokcet", "enignes", "Zorblax"])
        checker.ignore("Zorblax")
        let found = checker.misspellings(in: text)
        #expect(found.map(\.word) == ["teh", "rokcet", "enignes"])
        let first = try #require(found.first)
        #expect(text[first.range] == "teh")
        #expect(Array(text.utf8)[first.utf8Range].elementsEqual("teh".utf8))
        checker.acronymMaxLength = 3
        #expect(checker.misspellings(in: "QZXV QZX").map(\.word) == ["QZXV"])
    }

    @Test func learnedWordsPersistToTheNamedFile() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("textsense-learned-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        var checker = try SpellChecker(locale: Locale(identifier: "en_US"), learnedWordsFile: file)
        #expect(!checker.isCorrect("Zorblax"))
        try checker.learn("Zorblax")
        #expect(checker.isCorrect("Zorblax"))
        #expect(checker.autocorrection(for: "Zorblax") == nil)
        let reloaded = try SpellChecker(locale: Locale(identifier: "en_US"), learnedWordsFile: file)
        #expect(reloaded.isCorrect("Zorblax"))
        #expect(reloaded.learnedWords == ["Zorblax"])
        try checker.unlearn("Zorblax")
        #expect(!checker.isCorrect("Zorblax"))
        #expect(try SpellChecker(locale: Locale(identifier: "en_US"), learnedWordsFile: file).learnedWords.isEmpty)
    }

    @Test func correctionsInRunningText() throws {
        let checker = try Self.checker("en_US")
        let text = "I want to by a car but teh prise is hihg."
        let fixes = checker.corrections(in: text)
        #expect(fixes.map { "\($0.original)→\($0.replacement)" } == ["by→buy", "teh→the", "prise→price", "hihg→high"])
        for f in fixes { #expect(String(text[f.range]) == f.original) }
        // Correct prose is left alone.
        #expect(checker.corrections(in: "The quick brown fox jumps over the lazy dog.").isEmpty)
    }

    @Test func unsupportedLanguageThrows() {
        #expect(throws: TextSenseError.self) { try SpellChecker(locale: Locale(identifier: "ja_JP")) }
    }

    @Test(arguments: ["", " ", "a", String(repeating: "x", count: 10_000), "e\u{301}\u{301}\u{301}", "🙂🙂",
                      "\u{0}", "don''''t", "'''", "-", "ÀÉÎ", String(repeating: "ab ", count: 2_000)])
    func hostileInputsDoNotTrap(_ s: String) throws {
        let checker = try Self.checker("en_US")
        _ = checker.isCorrect(s)
        _ = checker.guesses(for: s)
        _ = checker.completions(for: s)
        _ = checker.autocorrection(for: s)
        _ = checker.misspellings(in: s)
        _ = checker.corrections(in: s)
    }
}
