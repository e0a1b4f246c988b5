import Foundation
import Testing
@testable import TextSenseCorpus

@Suite("Casing sets")
struct CasingSetTests {
    static let directory = shippedGoldDirectory.deletingLastPathComponent().appendingPathComponent("casing")

    @Test func shippedSetsAreSound() throws {
        let loaded = try CasingSet.load(directory: Self.directory)
        #expect(loaded.issues.isEmpty, "\(loaded.issues.map(\.description))")
        #expect(loaded.sets.map(\.language) == ["de", "en", "es", "fr", "pt", "ru"])
        // Every set exercises sentence starts, a mode-with-rest case and full uppercase.
        for set in loaded.sets {
            #expect(set.cases.contains { $0.mode == "sentences" && !$0.lowercasingRest }, "\(set.language)")
            #expect(set.cases.contains { $0.lowercasingRest }, "\(set.language)")
            #expect(set.cases.contains { $0.mode == "all" }, "\(set.language)")
        }
    }

    @Test func escapesAndRestSuffixAreRead() throws {
        let r = CasingSet.parse("sentences+rest\tone\\ntwo\tOne\\nTwo\n", language: "en", file: "t")
        #expect(r.issues.isEmpty)
        let c = try #require(r.set.cases.first)
        #expect(c.mode == "sentences" && c.lowercasingRest && c.input == "one\ntwo" && c.expected == "One\nTwo")
    }

    @Test(arguments: [
        BrokenCasing("two fields", "sentences\thello\n", "found 2 field"),
        BrokenCasing("unknown mode", "title\thello\tHello\n", "unknown mode"),
        BrokenCasing("empty expected", "all\thello\t\n", "empty input"),
        BrokenCasing("no cases", "# nothing\n", "no cases"),
    ])
    func rejectsBrokenLines(_ c: BrokenCasing) {
        let issues = CasingSet.parse(c.input, language: "en", file: "t").issues
        #expect(issues.contains { $0.message.contains(c.expected) }, "\(issues.map(\.message))")
    }
}

struct BrokenCasing: CustomTestStringConvertible, Sendable {
    let name: String, input: String, expected: String
    init(_ name: String, _ input: String, _ expected: String) { self.name = name; self.input = input; self.expected = expected }
    var testDescription: String { name }
}
