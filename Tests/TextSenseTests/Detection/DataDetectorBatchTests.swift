import Foundation
import Testing
@testable import TextSense
@testable import TextSenseCorpus

/// `detections(inEach:)` runs each detector over a whole batch before the next; each text must get exactly the
/// detections `detections(in:)` finds in it alone.
@Suite("DataDetector batches")
struct DataDetectorBatchTests {
    static let documents = (try? GoldReader.load(directory: shippedGoldDirectory).documents) ?? []

    /// Generated text cut into paragraphs as the CLI cuts a document (a record ends after a blank line), with
    /// blank and empty pieces among them.
    static func paragraphs(_ style: TextGenerator.Style) -> [String] {
        var generator = TextGenerator(documents: documents, seed: 31)
        let parts = generator.text(bytes: 120_000, style: style).components(separatedBy: "\n\n")
        return parts.enumerated().map { $0.offset < parts.count - 1 ? $0.element + "\n\n" : $0.element } + ["", " \n", "\n\n"]
    }

    @Test("each text gets what it gets alone", arguments: TextGenerator.Style.allCases, ["en_US", "de_DE", "ru_RU"])
    func sameAsOneByOne(_ style: TextGenerator.Style, _ locale: String) throws {
        let context = DetectionContext(locale: Locale(identifier: locale), referenceDate: Date(timeIntervalSince1970: 1_796_032_800),
                                       timeZone: TimeZone(identifier: "UTC")!)
        let detector = try DataDetector(context: context)
        let texts = Self.paragraphs(style)
        #expect(texts.count > 20)
        let batch = detector.detections(inEach: texts)
        #expect(batch.count == texts.count)
        for (k, text) in texts.enumerated() {
            #expect(batch[k] == detector.detections(in: text), "paragraph \(k): \(text.prefix(80))")
        }
        #expect(batch.joined().count > 10)
    }

    @Test("no texts, blank texts")
    func empty() throws {
        let detector = try DataDetector()
        #expect(detector.detections(inEach: []).isEmpty)
        #expect(detector.detections(inEach: ["", " ", "\n\n"]) == [[], [], []])
    }
}
