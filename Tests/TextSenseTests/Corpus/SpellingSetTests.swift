import Foundation
import Testing
@testable import TextSenseCorpus

@Suite("Spelling sets")
struct SpellingSetTests {
    static let directory = shippedGoldDirectory.deletingLastPathComponent().appendingPathComponent("spelling")

    @Test func shippedSetsAreSoundAndCoverEveryLanguage() throws {
        let loaded = try SpellingSet.load(directory: Self.directory)
        #expect(loaded.issues.isEmpty, "\(loaded.issues.map(\.description))")
        #expect(loaded.sets.map(\.language) == ["de", "en", "es", "fr", "pt", "ru"])
        for set in loaded.sets { #expect(set.pairs.count >= 40, "\(set.language): \(set.pairs.count) pairs") }
    }

    @Test(arguments: [
        BrokenSpelling("one field", "recieve\n", "found 1 field"),
        BrokenSpelling("three fields", "recieve\treceive\tverb\n", "found 3 field"),
        BrokenSpelling("empty correction", "recieve\t\n", "empty field"),
        BrokenSpelling("padded", "recieve \treceive\n", "surrounding spaces"),
        BrokenSpelling("not a misspelling", "receive\treceive\n", "its own correction"),
        BrokenSpelling("duplicate", "teh\tthe\nteh\tten\n", "listed twice"),
        BrokenSpelling("empty set", "# only a comment\n", "no pairs"),
    ])
    func rejectsBrokenLines(_ c: BrokenSpelling) {
        let issues = SpellingSet.parse(c.input, language: "en", file: "en.tsv").issues
        #expect(issues.contains { $0.message.contains(c.expected) }, "\(issues.map(\.message))")
    }

    @Test func topKCountsFirstAndFirstFive() {
        let set = SpellingSet.parse("teh\tthe\nadn\tand\nwich\twhich\nfoo\tbar\n", language: "en", file: "t").set
        let score = SpellingScore(set: set, suggestions: [["the", "ten"], ["an", "ad", "add", "and"], ["witch", "a", "b", "c", "d", "which"]])
        #expect(score.pairs == 4)
        #expect(score.top1 == 1)   // only "the" comes first
        #expect(score.top5 == 2)   // "and" is 4th; "which" is 6th; "bar" has no list
    }
}

struct BrokenSpelling: CustomTestStringConvertible, Sendable {
    let name: String, input: String, expected: String
    init(_ name: String, _ input: String, _ expected: String) { self.name = name; self.input = input; self.expected = expected }
    var testDescription: String { name }
}
