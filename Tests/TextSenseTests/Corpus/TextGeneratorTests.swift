import Testing
@testable import TextSenseCorpus

@Suite("Text generator")
struct TextGeneratorTests {
    let documents = (try? GoldReader.load(directory: shippedGoldDirectory).documents) ?? []

    @Test(arguments: TextGenerator.Style.allCases)
    func sameSeedSameText(_ style: TextGenerator.Style) {
        var a = TextGenerator(documents: documents, seed: 99)
        var b = TextGenerator(documents: documents, seed: 99)
        let ta = a.text(bytes: 50_000, style: style)
        #expect(ta == b.text(bytes: 50_000, style: style))
        #expect(ta.utf8.count >= 50_000)
        var c = TextGenerator(documents: documents, seed: 100)
        #expect(ta != c.text(bytes: 50_000, style: style))
    }

    @Test func splitMix64MatchesItsReferenceSequence() {
        // First outputs of SplitMix64 seeded with 0 (Vigna's reference implementation).
        var g = SplitMix64(seed: 0)
        #expect([g.next(), g.next(), g.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func proseHoldsNoAnnotatedLineAndDenseOnlyAnnotatedOnes() {
        var proseLines = Set<Substring>(), denseLines = Set<Substring>()
        for doc in documents {
            var offset = 0
            for line in doc.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let r = offset..<(offset + line.utf8.count)
                offset = r.upperBound + 1
                if doc.entities.contains(where: { $0.utf8Range.overlaps(r) }) { denseLines.insert(line) } else { proseLines.insert(line) }
            }
        }
        var g = TextGenerator(documents: documents, seed: 5)
        let prose = g.text(bytes: 30_000, style: .prose)
        let dense = g.text(bytes: 30_000, style: .dense)
        for line in prose.split(separator: "\n") { #expect(proseLines.contains(line)) }
        for line in dense.split(separator: "\n") { #expect(denseLines.contains(line)) }
    }
}
