import Foundation
import Testing
@testable import TextSense

@Suite("Address detector")
struct AddressDetectorTests {
    static func detector(region: String = "US") throws -> DataDetector {
        try DataDetector(types: .address, context: DetectionContext(region: Locale.Region(region)))
    }

    private func address(_ text: String, region: String = "US") throws -> (Detection, AddressValue)? {
        guard let d = try Self.detector(region: region).detections(in: text).first,
              case .address(let v) = d.value else { return nil }
        return (d, v)
    }

    @Test("golden line, formatted form and actions")
    func actions() throws {
        let text = "Visit 1600 Amphitheatre Parkway, Suite 200, Mountain View, CA 94043."
        let found = try Self.detector().detections(in: text)
        #expect(found.map(\.description)
            == [#"address 6..<67 "1600 Amphitheatre Parkway, Suite 200, Mountain View, CA 94043" [showOnMap, directions, addToContacts, copy]"#])
        guard let d = found.first, case .address(let v) = d.value else { Issue.record("no address"); return }
        #expect(v.formatted == "1600 Amphitheatre Parkway, Suite 200, Mountain View, CA 94043")
        #expect(d.range == text.range(of: "1600 Amphitheatre Parkway, Suite 200, Mountain View, CA 94043"))
        let encoded = "1600%20Amphitheatre%20Parkway%2C%20Suite%20200%2C%20Mountain%20View%2C%20CA%2094043"
        #expect(d.actions[0].url?.absoluteString == "geo:0,0?q=" + encoded)
        #expect(d.actions[1].url?.absoluteString == "https://www.openstreetmap.org/directions?to=" + encoded)
        #expect(d.actions[3].payload == v.formatted)
        let card = try #require(d.actions[2].payload).replacingOccurrences(of: "\r\n ", with: "")  // unfolded
        #expect(card.contains("\r\nADR;CC=US;LABEL=\"1600 Amphitheatre Parkway, Suite 200, Mountain View, CA 94043\":"
            + ";Suite 200;1600 Amphitheatre Parkway;Mountain View;CA;94043;\r\n"))
        #expect(card.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:"))
    }

    @Test("formatted lines follow each country's order")
    func formatted() throws {
        let cases: [(String, String, String)] = [
            ("Friedrichstraße 43\n10117   Berlin", "DE", "Friedrichstraße 43, 10117 Berlin"),
            ("Calle de Alcalá, 23, 28014 Madrid", "ES", "Calle de Alcalá, 23, 28014 Madrid"),
            ("8 rue de Rivoli\n75004 Paris\nFrance", "FR", "8 rue de Rivoli, 75004 Paris, France"),
            ("Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200", "BR", "Av. Paulista, 1578, Bela Vista, São Paulo - SP, 01310-200"),
            ("125009, Москва, ул. Тверская, д. 7", "RU", "ул. Тверская, д. 7, Москва, 125009"),
            ("221B Baker Street\nLondon\nNW1 6XE", "GB", "221B Baker Street, London NW1 6XE"),
        ]
        for (text, region, expected) in cases {
            let found = try address(text, region: region)
            #expect(found?.1.formatted == expected, "\(text.debugDescription)")
            #expect(found?.1.region.identifier == region)
        }
    }

    @Test("the vCard ADR escapes commas and semicolons inside components")
    func vCardEscaping() throws {
        var v = AddressValue(components: .init(street: "Calle de Alcalá", houseNumber: "23", city: "Madrid", postalCode: "28014"),
                             country: "ES")
        v.components.unit = "piso 3; puerta B"
        var card = VCard()
        card.formattedName = v.formatted
        card.addresses = [v]
        let text = card.serialized().replacingOccurrences(of: "\r\n ", with: "")
        #expect(text.contains(";piso 3\\; puerta B;Calle de Alcalá\\, 23;Madrid;;28014;\r\n"))
    }

    @Test("JSON value and Codable round trip")
    func json() throws {
        let text = "Max Mustermann\nFriedrichstraße 43\n10117 Berlin\nDeutschland"
        let d = try #require(try Self.detector(region: "DE").detections(in: text).first)
        var w = JSONWriter()
        d.value.writeJSON(to: &w)
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"{"components":{"street":"Friedrichstraße","houseNumber":"43","city":"Berlin","postalCode":"10117","country":"Deutschland"},"countryCode":"DE","formatted":"Friedrichstraße 43, 10117 Berlin, Deutschland"}"#)
        let data = try JSONEncoder().encode(d)
        let decoder = JSONDecoder()
        decoder.userInfo[.textSenseSourceText] = text
        #expect(try decoder.decode(Detection.self, from: data) == d)
    }

    @Test("the region decides between countries with the same conventions")
    func regionDecides() throws {
        // `rue` streets are written in France and in Québec; a street line alone goes to the context region.
        #expect(try address("Rendez-vous au 8 rue Sainte-Catherine, ce soir", region: "CA")?.1.region.identifier == "CA")
        #expect(try address("Rendez-vous au 8 rue Sainte-Catherine, ce soir", region: "FR")?.1.region.identifier == "FR")
        // Without a region match, the locale's language decides.
        let french = try DataDetector(types: .address, context: DetectionContext(locale: Locale(identifier: "fr"), region: .germany))
        guard case .address(let v)? = french.detections(in: "Rendez-vous au 8 rue Sainte-Catherine, ce soir").first?.value else {
            Issue.record("no address")
            return
        }
        #expect(v.region.identifier == "FR")
        // A locality's own signals beat the context region.
        #expect(try address("8 rue Sainte-Catherine, 33000 Bordeaux", region: "CA")?.1.region.identifier == "FR")
    }

    @Test("an email signature: name and company are left out; email and link are found beside the address")
    func signature() throws {
        let text = """
            Jane Doe
            ACME Inc.
            1600 Amphitheatre Parkway
            Mountain View, CA 94043
            jane@acme.com | https://acme.com
            """
        let found = try DataDetector(types: .all).detections(in: text)
        #expect(found.map(\.kind) == [.address, .email, .link])
        #expect(found.first?.text == "1600 Amphitheatre Parkway\nMountain View, CA 94043")
    }

    @Test("several addresses in one text, each found once")
    func many() throws {
        let line = "Ship to 742 Evergreen Terrace, Springfield, IL 62704 and to Friedrichstraße 43, 10117 Berlin.\n"
        let found = try Self.detector().detections(in: String(repeating: line, count: 200))
        #expect(found.count == 400)
        #expect(Set(found.map(\.text)) == ["742 Evergreen Terrace, Springfield, IL 62704", "Friedrichstraße 43, 10117 Berlin"])
    }
}

/// Inputs built to make an address parser slow: they must complete, and the detector must stay correct on them.
struct AddressHostileCase: CustomTestStringConvertible, Sendable {
    var name: String
    var unit: String
    /// Detections expected per repetition of `unit`.
    var perUnit: Int
    var testDescription: String { name }
}

@Suite("Address detector: hostile inputs")
struct AddressHostileTests {
    static let cases: [AddressHostileCase] = [
        AddressHostileCase(name: "digits", unit: "0123456789", perUnit: 0),
        AddressHostileCase(name: "short numbers", unit: "1 ", perUnit: 0),
        AddressHostileCase(name: "street words", unit: "Street ", perUnit: 0),
        AddressHostileCase(name: "numbered street words", unit: "12 Street Street Street ", perUnit: 0),
        AddressHostileCase(name: "newlines", unit: "\n", perUnit: 0),
        AddressHostileCase(name: "postal codes", unit: "10117 ", perUnit: 0),
        AddressHostileCase(name: "capitalized words and numbers", unit: "Main 12 Oak 34 ", perUnit: 0),
        AddressHostileCase(name: "commas", unit: "A, ", perUnit: 0),
        AddressHostileCase(name: "one address over and over", unit: "1 Main St, Boston, MA 02108\n", perUnit: 1),
    ]

    @Test("1 MB completes with the expected detections", arguments: cases)
    func hostile(_ c: AddressHostileCase) throws {
        let count = 1_000_000 / c.unit.utf8.count
        let text = String(repeating: c.unit, count: count)
        let found = try DataDetector(types: .address).detections(in: text)
        #expect(found.count == c.perUnit * count)
    }

    @Test("the shared hostile inputs complete")
    func shared() throws {
        let detector = try DataDetector(types: .address)
        for (name, make) in HostileInputs.all {
            let found = detector.detections(in: make(200_000))
            #expect(found.allSatisfy { !$0.text.isEmpty }, "\(name)")
        }
    }

    @Test("truncated multi-byte text and every prefix of an address never trap")
    func prefixes() throws {
        let detector = try DataDetector(types: .address)
        let text = "ул. Тверская, д. 7, Москва, 125009 · Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"
        var prefix = ""
        for ch in text {
            prefix.append(ch)
            for d in detector.detections(in: prefix) {
                #expect(prefix[d.range] == d.text)
            }
        }
    }
}

@Suite("Address detector: generated texts")
struct AddressFuzzTests {
    /// Fragments of addresses and of the text around them, joined in random order: every detection must be a
    /// well-formed, non-overlapping span whose text and value agree with the source.
    static let fragments = [
        "1600", "Amphitheatre", "Parkway", "Street", "St.", "rue", "de", "Rivoli", "Friedrichstraße", "43", "10117",
        "Berlin", ",", ", ", "\n", "\n\n", " ", "CA", "94043", "94043-1351", "M5H", "2G4", "NW1", "6XE", "ул.",
        "Тверская", "д.", "7", "125009", "Москва", "Av.", "Paulista", "1578", " - ", "SP", "01310-200", "Calle",
        "Alcalá", "23", "28014", "Suite", "200", "#", "PO", "Box", "P.O.", "Postfach", "USA", "Deutschland", "é",
        "😀", "\u{301}", "-", "/", ":", ".", "1.", "$", "€5", "2024", "Mountain", "View", "Baker", "221B", "One",
    ]

    @Test("10,000 generated texts give well-formed detections")
    func generated() throws {
        let detector = try DataDetector(types: .address)
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ n: Int) -> Int {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return Int(seed % UInt64(n))
        }
        var found = 0
        for _ in 0..<10_000 {
            var text = ""
            for _ in 0..<(1 + next(24)) {
                text += Self.fragments[next(Self.fragments.count)]
                if next(3) != 0 { text += " " }
            }
            let detections = detector.detections(in: text)
            found += detections.count
            var end = text.startIndex
            for d in detections {
                #expect(d.range.lowerBound >= end, "overlap in \(text.debugDescription)")
                end = d.range.upperBound
                #expect(String(text[d.range]) == d.text)
                #expect(text.utf8Offset(of: d.range.lowerBound) == d.utf8Range.lowerBound)
                guard case .address(let v) = d.value else { Issue.record("not an address"); continue }
                #expect(!v.formatted.isEmpty)
                for part in [v.components.street, v.components.city, v.components.postalCode].compactMap({ $0 }) {
                    #expect(!part.isEmpty)
                }
            }
        }
        // The fragments are chosen so that some texts hold addresses: a detector that finds nothing fails here.
        #expect(found > 0)
    }
}
