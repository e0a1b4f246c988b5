import Foundation
import Testing
@testable import TextSense

/// Streets written without a type word (`1500 Broadway`, `30 St Mary Axe`, `Unter den Linden 77`), taken only
/// with the locality and postal code that confirm them; Correos' province in parentheses; Russian districts and
/// settlement types. Each address one line and as a block.
@Suite("Address detector: streets without a type word, provinces, districts")
struct AddressNamedStreetTests {
    static let oneLine: [AddressCase] = [
        AddressCase("Meet at 1500 Broadway, New York, NY 10036 at noon.", "1500 Broadway, New York, NY 10036", "US",
                    ["houseNumber": "1500", "street": "Broadway", "city": "New York", "region": "NY", "postalCode": "10036"]),
        AddressCase("233 Broadway, New York, N.Y. 10279", "233 Broadway, New York, N.Y. 10279", "US",
                    ["street": "Broadway", "region": "N.Y.", "postalCode": "10279"]),
        AddressCase("1 Bowery, New York, NY 10002", "1 Bowery, New York, NY 10002", "US", ["houseNumber": "1", "street": "Bowery"]),
        AddressCase("1500 Broadway, Suite 400, New York, NY 10036", "1500 Broadway, Suite 400, New York, NY 10036", "US",
                    ["street": "Broadway", "unit": "Suite 400", "city": "New York"]),
        AddressCase("455 Granville, Vancouver, BC V6C 1T1", "455 Granville, Vancouver, BC V6C 1T1", "CA",
                    ["houseNumber": "455", "street": "Granville", "city": "Vancouver", "region": "BC", "postalCode": "V6C 1T1"]),
        AddressCase("The Gherkin, 30 St Mary Axe, London EC3A 8BF", "30 St Mary Axe, London EC3A 8BF", "GB",
                    ["houseNumber": "30", "street": "St Mary Axe", "city": "London", "postalCode": "EC3A 8BF"]),
        AddressCase("1 The Strand, London WC2N 5HR", "1 The Strand, London WC2N 5HR", "GB", ["street": "The Strand"]),
        AddressCase("15 Piccadilly, London W1J 0DA", "15 Piccadilly, London W1J 0DA", "GB", ["street": "Piccadilly", "city": "London"]),
        AddressCase("45 Whitehall, LONDON SW1A 2BX", "45 Whitehall, LONDON SW1A 2BX", "GB", ["street": "Whitehall", "city": "LONDON"]),
        AddressCase("Flat 4, 20 Kingsway, London WC2B 6NH", "Flat 4, 20 Kingsway, London WC2B 6NH", "GB",
                    ["unit": "Flat 4", "street": "Kingsway", "postalCode": "WC2B 6NH"]),
        AddressCase("14 Piccadilly, Mayfair, London W1J 0DA", "14 Piccadilly, Mayfair, London W1J 0DA", "GB",
                    ["street": "Piccadilly", "district": "Mayfair", "city": "London"]),
        AddressCase("Botschaft: Unter den Linden 77, 10117 Berlin", "Unter den Linden 77, 10117 Berlin", "DE",
                    ["street": "Unter den Linden", "houseNumber": "77", "postalCode": "10117", "city": "Berlin"]),
        AddressCase("Am Markt 1, 28195 Bremen", "Am Markt 1, 28195 Bremen", "DE", ["street": "Am Markt", "houseNumber": "1"]),
        AddressCase("Jungfernstieg 7, 20354 Hamburg", "Jungfernstieg 7, 20354 Hamburg", "DE", ["street": "Jungfernstieg", "city": "Hamburg"]),
        AddressCase("Zeil 106, 60313 Frankfurt am Main", "Zeil 106, 60313 Frankfurt am Main", "DE",
                    ["street": "Zeil", "houseNumber": "106", "city": "Frankfurt am Main"]),
        AddressCase("Im Tal 12-14, 80331 München", "Im Tal 12-14, 80331 München", "DE", ["street": "Im Tal", "houseNumber": "12-14"]),
        AddressCase("Kurfürstendamm 21, 10719 Berlin, Deutschland", "Kurfürstendamm 21, 10719 Berlin, Deutschland", "DE",
                    ["street": "Kurfürstendamm", "country": "Deutschland"]),
        AddressCase("Gran Vía 28, 28013 Madrid", "Gran Vía 28, 28013 Madrid", "ES",
                    ["street": "Gran Vía", "houseNumber": "28", "postalCode": "28013", "city": "Madrid"]),
        AddressCase("La Rambla, 91, 08001 Barcelona", "La Rambla, 91, 08001 Barcelona", "ES", ["street": "La Rambla", "houseNumber": "91"]),
        AddressCase("Calle Mayor 12, 30001 Murcia (Murcia)", "Calle Mayor 12, 30001 Murcia (Murcia)", "ES",
                    ["street": "Calle Mayor", "city": "Murcia", "region": "Murcia"]),
        AddressCase("Avenida Diagonal 640, 08017 Barcelona (Barcelona)", "Avenida Diagonal 640, 08017 Barcelona (Barcelona)", "ES",
                    ["city": "Barcelona", "region": "Barcelona"]),
        AddressCase("Plaza Mayor 1, 37002 Salamanca (Salamanca), España", "Plaza Mayor 1, 37002 Salamanca (Salamanca), España", "ES",
                    ["region": "Salamanca", "country": "España"]),
        AddressCase("Ctra. de Valencia, km 7, 28031 Madrid", "Ctra. de Valencia, km 7, 28031 Madrid", "ES",
                    ["street": "Ctra. de Valencia", "houseNumber": "km 7", "postalCode": "28031", "city": "Madrid"]),
        AddressCase("г. Казань, мкр Азино, ул. Фучика, д. 90", "г. Казань, мкр Азино, ул. Фучика, д. 90", "RU",
                    ["city": "Казань", "district": "мкр Азино", "street": "ул. Фучика", "houseNumber": "90"]),
        AddressCase("Ленинградская обл., Всеволожский р-н, г. Всеволожск, ул. Победы, д. 3",
                    "Ленинградская обл., Всеволожский р-н, г. Всеволожск, ул. Победы, д. 3", "RU",
                    ["region": "Ленинградская обл.", "district": "Всеволожский р-н", "city": "Всеволожск", "street": "ул. Победы"]),
        AddressCase("с. Покровское, ул. Садовая, д. 4", "с. Покровское, ул. Садовая, д. 4", "RU",
                    ["city": "Покровское", "street": "ул. Садовая", "houseNumber": "4"]),
        AddressCase("Склад: трасса М-4, 25 км, Московская обл.", "трасса М-4, 25 км, Московская обл.", "RU",
                    ["street": "трасса М-4", "houseNumber": "25 км"]),
    ]

    /// The same addresses as blocks: the first comma of each becomes a line break (not a comma before the house
    /// number or kilometre point, which stays on the street's line).
    static let blocks: [AddressCase] = oneLine.compactMap { c in
        var b = c
        guard let span = c.span, let comma = span.range(of: ", "), span[comma.upperBound].isLetter,
              !span[comma.upperBound...].hasPrefix("km ") else { return nil }
        let block = span.replacingCharacters(in: comma, with: "\n")
        b.input = c.input.replacingOccurrences(of: span, with: block)
        b.span = block
        return b
    }

    /// Numbers and capitalized words before a locality that are no street line, and named streets without one.
    static let negatives: [AddressCase] = [
        AddressCase(none: "Broadway is busy tonight.", region: "US"),
        AddressCase(none: "We saw 3 shows on Broadway in New York last week.", region: "US"),
        AddressCase(none: "Das Jahr 2024, 10117 Berlin", region: "DE"),
        AddressCase(none: "Montag 5, 10117 Berlin", region: "DE"),
        AddressCase(none: "Unter den Linden 77", region: "DE"),
        AddressCase(none: "Jungfernstieg 7 ist schön", region: "DE"),
        AddressCase(none: "El Real Madrid ganó 3, 28013 aficionados", region: "ES"),
        AddressCase(none: "Tel. 915 123 456, 28013 Madrid", region: "ES"),
        AddressCase(none: "встреча с Ивановым, ул. Ленина", region: "RU"),
        AddressCase(none: "Order 1500 Broadway tickets today", region: "US"),
        AddressCase(none: "Die Preise: Äpfel 3, Birnen 5, Kirschen 12", region: "DE"),
        AddressCase(none: "Piccadilly 15 minutes away from London", region: "GB"),
        AddressCase(none: "a 7 km de Valencia, 28031 vecinos", region: "ES"),
        AddressCase(none: "мкр Азино, 5 минут пешком", region: "RU"),
    ]

    /// A number and words before a locality that are no street line: the locality alone is found.
    static let localityOnly: [AddressCase] = [
        AddressCase("Chapter 12 Broadway, New York, NY 10036", "New York, NY 10036", "US", ["city": "New York"]),
        AddressCase("Since 2019 Acme, New York, NY 10036", "New York, NY 10036", "US", ["city": "New York"]),
        AddressCase("On 12 March, London SW1A 2AA.", "London SW1A 2AA", "GB", ["city": "London"]),
        AddressCase("Room 5 Whitehall, London SW1A 2BX", "London SW1A 2BX", "GB", ["city": "London"]),
    ]

    /// Blocks as the post's envelopes have them, one part a line.
    static let envelopes: [AddressCase] = [
        AddressCase("Кому: Иванову И. И.\nул. Молодогвардейская, д. 151, кв. 3\nг. Самара\nСамарская обл.\n443099",
                    "ул. Молодогвардейская, д. 151, кв. 3\nг. Самара\nСамарская обл.\n443099", "RU",
                    ["street": "ул. Молодогвардейская", "houseNumber": "151", "city": "Самара", "region": "Самарская обл.",
                     "postalCode": "443099"]),
        AddressCase("ул. Ленина, д. 5\nг. Тула\n300000", "ул. Ленина, д. 5\nг. Тула\n300000", "RU",
                    ["city": "Тула", "postalCode": "300000"]),
        AddressCase("Flat 2\n14 Piccadilly\nLondon W1J 0DA", "Flat 2\n14 Piccadilly\nLondon W1J 0DA", "GB",
                    ["unit": "Flat 2", "street": "Piccadilly", "postalCode": "W1J 0DA"]),
        AddressCase("Flat 2\n14 High Street\nOxford OX1 4AA", "Flat 2\n14 High Street\nOxford OX1 4AA", "GB",
                    ["unit": "Flat 2", "street": "High Street", "city": "Oxford"]),
    ]

    @Test(arguments: envelopes) func envelope(_ c: AddressCase) throws { try c.check() }
    @Test(arguments: localityOnly) func streetLineLeftOut(_ c: AddressCase) throws { try c.check() }
    @Test(arguments: oneLine) func onOneLine(_ c: AddressCase) throws { try c.check() }
    @Test(arguments: blocks) func asBlock(_ c: AddressCase) throws { try c.check() }
    @Test(arguments: negatives) func staysNegative(_ c: AddressCase) throws { try c.check() }
}
