import Foundation
import Testing
@testable import TextSense

@Suite("Address data")
struct AddressDataTests {
    @Test("each country's slot is its position and its words are lower-case")
    func countries() {
        for (i, c) in AddressCountry.all.enumerated() {
            #expect(c.slot == i, "\(c.code)")
            for w in c.streetTypes.union(c.particles).union(c.unitWords).union(c.houseNumberMarkers) {
                #expect(w == w.lowercased(), "\(c.code): \(w)")
            }
            #expect(c.dottedOnlyStreetTypes.isSubset(of: c.streetTypes), "\(c.code)")
            #expect(Locale.Region(c.code).identifier == c.code)
        }
    }

    @Test("the iso-codes table has every subdivision an address writes")
    func regions() {
        let us = AddressCountry.us.regionCodes
        #expect(["CA", "NY", "TX", "DC", "PR", "IL", "MA"].allSatisfy(us.contains))
        #expect(us.count >= 51)
        #expect(AddressCountry.canada.regionCodes == ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"])
        #expect(AddressCountry.brazil.regionCodes.count == 27)
        #expect(AddressCountry.russia.regionNames.contains("москва"))
        #expect(AddressCountry.canada.regionNames.contains("québec"))
        #expect(AddressCountry.germany.countryNames.contains("deutschland"))
        #expect(AddressCountry.russia.countryNames.contains("россия"))
    }

    @Test("type names include address")
    func typeNames() {
        var unknown: String?
        #expect(DetectionTypes(names: "address,link", unknown: &unknown) == [.address, .link])
        #expect(DetectionTypes.all.contains(.address))
        #expect(DetectionTypes(.address) == .address)
    }

    @Test("one detector serves many tasks at once with the same results")
    func concurrent() async throws {
        let detector = try DataDetector(types: .address, context: DetectionContext(region: .germany))
        let texts = AddressCountryTests.germany.map(\.input) + AddressCountryTests.us.map(\.input)
        let expected = texts.map { detector.detections(in: $0) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { texts.map { detector.detections(in: $0) } == expected }
            }
            for try await same in group { #expect(same) }
        }
    }
}

@Suite("Address word filter")
struct AddressWordFilterTests {
    private func maySignal(_ word: String, dotted: Bool = true, capitalized: Bool) -> Bool {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer {
            AddressWordFilter.shared.maySignal($0, 0, $0.count, dotted: dotted, capitalized: capitalized)
        }
    }

    /// `false` must be certain: every signal word of every country, in the cases text writes it, passes with
    /// its dot, and without it unless it is a street type only with a dot everywhere.
    @Test("every street type, unit and PO-box word passes in lower, capitalized and upper case")
    func signalWordsPass() {
        let mask = AddressScanner.streetOrUnitMask
        let words = AddressCountry.wordClasses.filter { $0.value & mask != 0 }.map(\.key) + Array(AddressScanner.boxWords)
        for w in words {
            let capitalized = w.prefix(1).uppercased() + w.dropFirst()
            let dottedOnly = !AddressScanner.boxWords.contains(w) && AddressCountry.all.allSatisfy { c in
                !c.unitWords.contains(w) && (!c.streetTypes.contains(w) || c.dottedOnlyStreetTypes.contains(w))
            }
            for form in [w, capitalized, w.uppercased()] {
                #expect(maySignal(form, capitalized: form != w), "\(form)")
            }
            #expect(maySignal(w, dotted: false, capitalized: false) == !dottedOnly, "\(w) without a dot")
        }
    }

    @Test("a street type written only with a dot is no signal without it", arguments: [
        ("r", true, true), ("r", false, false), ("est", true, true), ("est", false, false), ("c", false, false),
        ("rua", false, true), ("street", false, true), ("p", false, true),
    ])
    func dottedOnly(_ word: String, dotted: Bool, expected: Bool) {
        #expect(maySignal(word, dotted: dotted, capitalized: false) == expected)
    }

    @Test("compound street names pass; ordinary words do not", arguments: [
        ("Friedrichstraße", true, true), ("HAUPTSTRASSE", true, true), ("Karl-Marx-Allee", true, true),
        ("Rua", true, true), ("УЛИЦА", true, true), ("ул", false, true),
        ("minutes", false, false), ("Python", true, false), ("версия", false, false), ("équipe", false, false),
        // A cased scalar the byte folding does not cover is "maybe".
        ("ŁÓDŹ", true, true),
    ])
    func words(_ word: String, capitalized: Bool, expected: Bool) {
        #expect(maySignal(word, capitalized: capitalized) == expected)
    }
}
