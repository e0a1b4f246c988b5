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

    @Test("names are keyed as the Foundation form keys them, and the longest has as many words", arguments: AddressCountry.all)
    func nameKeys(_ c: AddressCountry) {
        let names = Array(c.regionNames) + Array(c.countryNames) + ["U.S.A.", "St. Petersburg", " Dos  Palabras. ", "", "..."]
        for name in names {
            let foundation = name.lowercased().replacingOccurrences(of: ".", with: " ").split(whereSeparator: { $0 == " " })
                .joined(separator: " ")
            #expect(AddressTables.phraseKey(name) == foundation, "\(c.code): \(name)")
        }
        let t = AddressTables(c)
        let split = t.regionNames.union(t.countryNames).map { $0.split(separator: " ").count }.max() ?? 1
        #expect(t.longestName == split, "\(c.code)")
        #expect(AddressTables.wordCount(" a  b c ") == 3)
        #expect(AddressTables.wordCount("") == 0)
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

@Suite("Address word table")
struct AddressWordTableTests {
    private func classify(_ word: String, dotted: Bool = false) -> AddressWordTable.Entry? {
        Array(word.utf8).withUnsafeBufferPointer { AddressWordTable.shared.classify($0, 0, $0.count, dotted: dotted, endings: true) }
    }

    /// The entry the `String` way gives: `String.lowercased()`, the dictionaries and the countries' endings.
    private func expected(_ word: String, dotted: Bool, capitalized: Bool) -> (UInt64, UInt8, UInt8) {
        let w = word.lowercased()
        let flags = (AddressScanner.boxWords.contains(w) ? AddressWordTable.isBoxWord : 0)
            | (AddressScanner.unitWordsBeforeValue.contains(w) ? AddressWordTable.isUnitBeforeValue : 0)
        var compound: UInt8 = 0
        for c in AddressCountry.all {
            for s in c.streetSuffixes where w.utf8.count > s.utf8.count + 2 && w.utf8.suffix(s.utf8.count).elementsEqual(s.utf8) {
                if s == "str" && !dotted { continue }
                compound |= 1 << UInt8(c.slot)
            }
        }
        return (AddressCountry.wordClasses[w] ?? 0, flags, capitalized ? compound : 0)
    }

    private func check(_ word: String, dotted: Bool) {
        let want = expected(word, dotted: dotted, capitalized: true)
        // A word whose case does not fold on bytes goes the `String` way, which must agree too.
        let e = classify(word, dotted: dotted)
            ?? AddressWordTable.shared.entry(lowerCased: word.lowercased(), dotted: dotted, endings: true)
        #expect(e.classes == want.0, "\(word)")
        #expect(e.flags == want.1, "\(word)")
        #expect(e.compound == want.2, "\(word) dotted: \(dotted)")
    }

    @Test("every keyword gets its classes and flags in lower, capitalized and upper case")
    func keywords() {
        let words = Array(AddressCountry.wordClasses.keys) + Array(AddressScanner.boxWords) + Array(AddressScanner.unitWordsBeforeValue)
        for w in words {
            for form in [w, w.prefix(1).uppercased() + w.dropFirst(), w.uppercased()] {
                check(form, dotted: false)
                check(form, dotted: true)
            }
        }
    }

    @Test("compound street names and ordinary words", arguments: [
        "Friedrichstraße", "HAUPTSTRASSE", "Karl-Marx-Allee", "Hauptstr", "Ring", "Weg", "minutes", "Python",
        "версия", "équipe", "ŁÓDŹ", "Stra\u{301}ße",
    ])
    func words(_ word: String) {
        check(word, dotted: false)
        check(word, dotted: true)
    }

    @Test("a word whose case does not fold on its bytes is left to the String lookup", arguments: [
        "ŁÓDŹ", "alle\u{301}e", "Σ", "l’Opéra",
    ])
    func unfolded(_ word: String) {
        #expect(classify(word) == nil)
    }

    /// Whether the byte sieves turn ASCII word `word` away (`missesASCII`, `signalsNoStreetASCII`).
    private func sieves(_ word: String, endings: Bool) -> (misses: Bool, signalsNone: Bool) {
        Array(word.utf8).withUnsafeBufferPointer {
            (AddressWordTable.shared.missesASCII($0, 0, $0.count, endings: endings),
             AddressWordTable.shared.signalsNoStreetASCII($0, 0, $0.count, endings: endings))
        }
    }

    /// A sieve may let any word through, but must never turn away one that `classify` finds something for.
    private func checkSieves(_ word: String) {
        for endings in [false, true] {
            let (misses, signalsNone) = sieves(word, endings: endings)
            let e = Array(word.utf8).withUnsafeBufferPointer {
                AddressWordTable.shared.classify($0, 0, $0.count, dotted: true, endings: endings)
            }
            guard let e else { continue }
            if misses { #expect(e.classes == 0 && e.flags == 0 && e.compound == 0, "\(word) endings: \(endings)") }
            if signalsNone {
                #expect(e.classes & AddressScanner.streetOrUnitMask == 0 && e.flags == 0 && e.compound == 0,
                        "\(word) endings: \(endings)")
            }
        }
    }

    @Test("the byte sieves never turn away an ASCII keyword in any case")
    func sievesKeepKeywords() {
        let words = Array(AddressCountry.wordClasses.keys) + Array(AddressScanner.boxWords) + Array(AddressScanner.unitWordsBeforeValue)
        for w in words where w.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
            for form in [w, w.prefix(1).uppercased() + w.dropFirst(), w.uppercased()] {
                #expect(!sieves(form, endings: false).misses, "\(form)")
                #expect(!sieves(form, endings: true).misses, "\(form)")
                checkSieves(form)
            }
        }
    }

    @Test("the byte sieves let compound street names through and turn away only words with no entry", arguments: [
        "Hauptstrasse", "HAUPTSTRASSE", "Lindenweg", "Parkallee", "Marktplatz", "Kurfuerstendamm", "Schlossring",
        "Seeufer", "Second", "Secret", "Street", "Streets", "Suites", "Strait", "Strand", "Place", "Plaice",
        "Avenue", "Avenues", "minutes", "Python", "was", "the", "of", "in", "Alley", "Ally", "Bay", "Boy",
        "Floor", "Flour", "Unit", "Until", "Box", "Bob", "Route", "Router", "Way", "Why", "A", "B", "St", "Sr",
    ])
    func sievesSound(_ word: String) {
        checkSieves(word)
    }

    @Test("compound street names pass the sieve that asks for endings", arguments: [
        "Hauptstrasse", "Lindenweg", "Parkallee", "Marktplatz", "Kurfuerstendamm",
    ])
    func sievesKeepCompounds(_ word: String) {
        #expect(!sieves(word, endings: true).misses, "\(word)")
        #expect(!sieves(word, endings: true).signalsNone, "\(word)")
    }

    @Test("keywords fold on their bytes: no combining marks, which the byte lookup could not match")
    func keywordsComposed() {
        for w in AddressCountry.wordClasses.keys {
            #expect(!w.unicodeScalars.contains { $0.properties.canonicalCombiningClass != .notReordered }, "\(w)")
        }
    }
}
