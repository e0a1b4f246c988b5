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

/// Random lines over an alphabet of everything the prefilter treats specially (digits of several scripts,
/// phone punctuation, extension labels, lead characters, letters, newlines): the detector must still agree
/// with libphonenumber line by line, and never trap.
@Suite struct PhoneFuzzTests {
    static let alphabet: [String] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "5", "6", "2", "1", "3", "8",
        " ", " ", " ", "-", "-", ".", "/", "(", ")", "[", "]", "+", "+1 ", "+44 ", "+7 ", "x", "X", "~", ",", ";", ":",
        "#", "=", "\t", "\n", "ext", "ext.", "доб.", "anexo", "int", "Ext", ";ext=", "a", "e", "s", "n", "o", "t", "i",
        "b", "z", "Q", "%", "$", "€", "°", "\u{A0}", "\u{AD}", "\u{2010}", "\u{2013}", "\u{2014}", "\u{2212}", "\u{3000}",
        "\u{FF10}", "\u{FF15}", "\u{FF08}", "\u{FF09}", "\u{FF0B}", "\u{660}", "\u{665}", "\u{966}", "\u{969}", "é", "ó",
        "\u{301}", "д", "о", "б", "Я", "🙂", "中", "0x", "№", "nº", "Order ", "Tel. ", "pp. ", "ISBN ",
    ]

    struct Seed: CustomTestStringConvertible, Sendable {
        var seed: UInt64
        var region: String
        var leniency: PhoneLeniency
        var testDescription: String { "seed \(seed) \(region) \(leniency)" }
    }

    @Test(arguments: [
        Seed(seed: 11, region: "US", leniency: .valid), Seed(seed: 12, region: "DE", leniency: .possible),
        Seed(seed: 13, region: "RU", leniency: .valid), Seed(seed: 14, region: "BR", leniency: .strictGrouping),
    ])
    func randomLinesAgreeWithLibphonenumber(_ s: Seed) throws {
        var rng = PhoneCorpusRandom(seed: s.seed)
        var text = ""
        // Random tokens, with real-looking numbers mixed in so that libphonenumber has something to find
        // next to the noise.
        for _ in 0..<30_000 {
            text += rng.next(12) == 0 ? PhoneCorpus.phone(&rng) : Self.alphabet[rng.next(Self.alphabet.count)]
        }
        let context = DetectionContext(region: Locale.Region(s.region), phoneLeniency: s.leniency)
        let reference = PhoneReference.lineByLineMatches(in: text, context: context)
        #expect(reference.allSatisfy { $0.rejection != "outsideCluster" })
        let expected = reference.filter { $0.rejection == nil }.map(\.utf8Range)
        let found = PhoneReference.detectedRanges(in: text, detector: try DataDetector(types: .phone, context: context))
        #expect(found == expected)
        #expect(!reference.isEmpty)
    }
}
