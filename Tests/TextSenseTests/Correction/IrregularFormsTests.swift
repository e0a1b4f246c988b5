import Foundation
import Testing
@testable import TextSense

/// A word inflected by the regular rule and the irregular form that must be among its first `within`
/// guesses.
struct IrregularCase: CustomTestStringConvertible, Sendable {
    let typed: String
    let expected: String
    let within: Int
    init(_ typed: String, _ expected: String, within: Int = 5) {
        self.typed = typed
        self.expected = expected
        self.within = within
    }
    var testDescription: String { "\(typed) → \(expected) within \(within)" }
}

@Suite struct IrregularFormsTests {
    static let cases: [IrregularCase] = [
        .init("teached", "taught"),       // past by -ed
        .init("seeked", "sought"),
        .init("layed", "laid"),           // past by -ed after a vowel + y
        .init("goed", "went", within: 2), // no letter in common
        .init("dieing", "dying"),         // -ing without the e dropped
        .init("childs", "children", within: 1), // plural by -s
        .init("tooths", "teeth", within: 1),
        .init("gooder", "better", within: 1),   // comparative by -er
        .init("lefted", "left"),          // the irregular past marked again
        .init("childrens", "children", within: 1),
        .init("Teached", "Taught"),       // typed capitalisation kept
        // Another negative prefix (CandidateSearch.otherNegativePrefix).
        .init("unhonest", "dishonest", within: 1),
        .init("unability", "inability", within: 1),
        .init("unlogical", "illogical", within: 2),
        .init("unsatisfaction", "dissatisfaction", within: 1),
    ]

    @Test(arguments: cases)
    func irregularFormIsGuessed(_ c: IrregularCase) throws {
        let checker = try SpellChecker(locale: Locale(identifier: "en_US"))
        #expect(!checker.isCorrect(c.typed))
        let g = checker.guesses(for: c.typed, limit: 5)
        #expect(g.prefix(c.within).contains(c.expected), "\(g)")
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
