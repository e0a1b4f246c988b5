import Foundation
import Testing
@testable import TextSense

@Suite struct IrregularFormsTests {
    static let cases: [GuessCase] = [
        .init("en_US", "teached", "taught", within: 5), // past by -ed
        .init("en_US", "seeked", "sought", within: 5),
        .init("en_US", "layed", "laid", within: 5), // past by -ed after a vowel + y
        .init("en_US", "goed", "went", within: 2), // no letter in common
        .init("en_US", "dieing", "dying", within: 5), // -ing without the e dropped
        .init("en_US", "childs", "children", within: 1), // plural by -s
        .init("en_US", "tooths", "teeth", within: 1),
        .init("en_US", "gooder", "better", within: 1), // comparative by -er
        .init("en_US", "lefted", "left", within: 5), // the irregular past marked again
        .init("en_US", "childrens", "children", within: 1),
        .init("en_US", "Teached", "Taught", within: 5), // typed capitalisation kept
        // A verb whose past is its base form (`IrregularForms.invariantVerbs`).
        .init("en_US", "spreaded", "spread", within: 1),
        .init("en_US", "cutted", "cut", within: 2), // final consonant doubled
        .init("en_US", "hurted", "hurt", within: 2),
        .init("en_US", "splitted", "split", within: 2),
        // Another negative prefix (CandidateSearch.otherNegativePrefix).
        .init("en_US", "unhonest", "dishonest", within: 1),
        .init("en_US", "unability", "inability", within: 1),
        .init("en_US", "unlogical", "illogical", within: 2),
        .init("en_US", "unsatisfaction", "dissatisfaction", within: 1),
    ]

    @Test(arguments: cases)
    func irregularFormIsGuessed(_ c: GuessCase) throws {
        let checker = try SpellChecker(locale: Locale(identifier: c.locale))
        #expect(!checker.isCorrect(c.typed))
        let g = checker.guesses(for: c.typed, limit: 5)
        #expect(g.prefix(c.within).contains(c.expected), "\(g)")
    }

    /// Only the invariant verbs' regular past reads as the verb: not a regular verb's (`wanted`, `seated`),
    /// nor the ending without its verb (`bed`, `reed`), nor a doubling of another letter (`cuted` is `cut`,
    /// `cutteed` nothing).
    @Test(arguments: [("spreaded", "spread"), ("cuted", "cut"), ("cutted", "cut"), ("resetted", "reset"),
                      ("wanted", nil), ("seated", nil), ("bed", nil), ("reed", nil), ("cutteed", nil),
                      ("puttted", nil)] as [(String, String?)])
    func invariantPast(_ typed: String, _ verb: String?) throws {
        let lexicon = try Lexicon.shared(language: "en")
        let w = IrregularForms.invariantPast(typed.unicodeScalars.map(\.value), in: lexicon)
        #expect(w.map { lexicon.spelling($0) } == verb)
    }

    /// Correct regular forms are never keys: the table is filtered by the lexicon.
    @Test(arguments: ["walked", "taught", "children", "dying", "better", "cats"])
    func wordsAreNotKeys(_ word: String) throws {
        let forms = try #require(IrregularForms.shared(language: "en"))
        #expect(forms.forms[word] == nil)
    }

    @Test func tableMapsToLexiconWords() throws {
        let lexicon = try Lexicon.shared(language: "en")
        let forms = try #require(IrregularForms.shared(language: "en"))
        #expect(forms.forms.count > 3_000)
        let shrank = forms.words(regularlySpelled: "shrinked".unicodeScalars.map(\.value), in: lexicon)
        #expect(Set(shrank.map { lexicon.spelling($0) }) == ["shrank", "shrunk", "shrunken"])
    }

    @Test(arguments: ["de", "es", "fr", "pt", "ru"])
    func otherLanguagesHaveNone(_ language: String) {
        #expect(IrregularForms.shared(language: language) == nil)
    }

    @Test func malformedFileThrows() throws {
        #expect(throws: TextSenseError.self) { try IrregularForms(bytes: Array("teached\ttaught\n".utf8)) }
        #expect(throws: TextSenseError.self) { try IrregularForms(bytes: Array("#END\nteached\n".utf8)) }
        let parsed = try IrregularForms(bytes: Array("# header\n#END\nteached\ttaught\tnotaword\n".utf8))
        let lexicon = try Lexicon.shared(language: "en")
        let words = parsed.words(regularlySpelled: "teached".unicodeScalars.map(\.value), in: lexicon)
        #expect(words.map { lexicon.spelling($0) } == ["taught"]) // words missing from the lexicon are left out
    }
}
