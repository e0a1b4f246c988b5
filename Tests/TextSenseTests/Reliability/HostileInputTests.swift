import Foundation
import Testing
@testable import TextSense

/// Every entry point completes on pathological input (256 KB each; the benchmark runs 1 MB and 2 MB) and returns well-formed results. Timing is the
/// benchmark's job (`textsense-bench hostile`); here a hang or a trap fails the suite.
@Suite("Hostile input")
struct HostileInputTests {
    struct Input: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    static let inputs: [Input] = HostileInputs.all.map { Input(name: $0.name, text: $0.make(1 << 18)) }

    @Test("detection completes and returns ordered, non-overlapping ranges", arguments: inputs)
    func detect(_ input: Input) throws {
        let detector = try DataDetector(types: .all)
        let found = detector.detections(in: input.text)
        for (a, b) in zip(found, found.dropFirst()) { #expect(a.utf8Range.upperBound <= b.utf8Range.lowerBound) }
        for d in found { #expect(input.text[d.range] == d.text) }
    }

    @Test("tokenizing completes and covers the text", arguments: inputs)
    func tokenize(_ input: Input) throws {
        for unit in Tokenizer.Unit.allCases {
            var end = 0
            try Tokenizer(unit: unit).forEachToken(in: input.text) { t in
                end = t.utf8Range.upperBound
                return true
            }
            #expect(end == input.text.utf8.count)
        }
    }

    @Test("wrapping completes and every line fits", arguments: inputs)
    func wrap(_ input: Input) throws {
        let lines = try TextWrapper().wrap(input.text, options: .init(width: 40))
        #expect(lines.allSatisfy { $0.width <= 40 || $0.text.count == 1 })
        let truncated = try TextWrapper().wrap(input.text, options: .init(width: 40, maximumLines: 3, mode: .middle))
        #expect(truncated.count <= 3)
    }
}
