import Foundation
import Testing
@testable @_spi(PhoneReference) import TextSense

/// The prefilter must not change what libphonenumber finds: on generated text, the detector reports exactly
/// the matches of libphonenumber's matcher run line by line, minus those a documented `PhoneRejection` drops.
/// (The benchmark runs the same check on 20 MB.)
@Suite struct PhoneEquivalenceTests {
    struct Corpus: CustomTestStringConvertible, Sendable {
        var density: PhoneCorpus.Density
        var seed: UInt64
        var region: String
        var testDescription: String { "\(density.rawValue) seed \(seed) region \(region)" }
    }

    @Test(arguments: [
        Corpus(density: .prose, seed: 1, region: "US"),
        Corpus(density: .dense, seed: 2, region: "US"),
        Corpus(density: .dense, seed: 3, region: "DE"),
        Corpus(density: .dense, seed: 4, region: "RU"),
    ])
    func matchesLibphonenumberLineByLine(_ corpus: Corpus) throws {
        let text = PhoneCorpus.generate(bytes: 50_000, seed: corpus.seed, density: corpus.density)
        let context = DetectionContext(region: Locale.Region(corpus.region))
        let detector = try DataDetector(types: .phone, context: context)
        let reference = PhoneReference.lineByLineMatches(in: text, context: context)
        let expected = reference.filter { $0.rejection == nil }.map(\.utf8Range)
        let found = PhoneReference.detectedRanges(in: text, detector: detector)
        #expect(reference.allSatisfy { $0.rejection != "outsideCluster" })
        #expect(!expected.isEmpty)
        #expect(found.count == expected.count)
        let missing = Set(expected).subtracting(found).sorted { $0.lowerBound < $1.lowerBound }
        let extra = Set(found).subtracting(expected).sorted { $0.lowerBound < $1.lowerBound }
        let bytes = Array(text.utf8)
        func show(_ r: Range<Int>) -> String { "\(r) \"\(String(decoding: bytes[r], as: UTF8.self))\"" }
        #expect(missing.isEmpty, "missing: \(missing.prefix(5).map(show))")
        #expect(extra.isEmpty, "extra: \(extra.prefix(5).map(show))")
        // The rules must have had something to do, or the check proves little.
        #expect(reference.contains { $0.rejection != nil })
    }
}
