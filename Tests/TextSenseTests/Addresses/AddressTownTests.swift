import Foundation
import Testing
@testable import TextSense

/// A street line without a postal code that ends in a known town (`AddressCityData`: `Friedrichstraße 43, Berlin`,
/// `10 Downing Street, London`), and the Mexican and Spanish shapes of the locality: the postal code's mark
/// (`C.P. 44690`), the states' abbreviations (`Jal.`, `N.L.`, `Edo. Méx.`) and the kilometre point of a named road
/// (`Ctra. de Cádiz, km 1.036`, `km 27,6`). Every positive case is checked as written, as a block and inside a
/// sentence.
@Suite("Address detector: known towns and Mexican localities")
struct AddressTownTests {
    static let cases: [AddressCase] = [
        AddressCase("Friedrichstraße 43, Berlin", "Friedrichstraße 43, Berlin", "DE",
                    ["street": "Friedrichstraße", "houseNumber": "43", "city": "Berlin"]),
        AddressCase("Goethestr. 12, Mannheim", "Goethestr. 12, Mannheim", "DE",
                    ["street": "Goethestr.", "houseNumber": "12", "city": "Mannheim"]),
        AddressCase("Leopoldstraße 8, München", "Leopoldstraße 8, München", "DE", ["city": "München"]),
        AddressCase("Friedrichstraße 43, Berlin Deutschland", "Friedrichstraße 43, Berlin Deutschland", "DE",
                    ["city": "Berlin", "country": "Deutschland"]),
        AddressCase("Am Markt 3, Frankfurt am Main", "Am Markt 3, Frankfurt am Main", "DE", ["city": "Frankfurt am Main"]),
        AddressCase("12 rue de la Paix, Paris", "12 rue de la Paix, Paris", "FR",
                    ["street": "rue de la Paix", "houseNumber": "12", "city": "Paris"]),
        AddressCase("3 place Bellecour, Lyon, France", "3 place Bellecour, Lyon, France", "FR", ["city": "Lyon", "country": "France"]),
        AddressCase("10 Downing Street, London", "10 Downing Street, London", "GB",
                    ["street": "Downing Street", "houseNumber": "10", "city": "London"]),
        // A town that is a small place of the context's country and a large one of another's is the other's.
        AddressCase("10 Downing Street, London", "10 Downing Street, London", "GB", ["city": "London"], region: "US"),
        AddressCase("12 rue de la Paix, Paris", "12 rue de la Paix, Paris", "FR", ["city": "Paris"], region: "US"),
        AddressCase("Friedrichstraße 43, Berlin", "Friedrichstraße 43, Berlin", "DE", ["city": "Berlin"], region: "US"),
        // A smaller namesake is the context country's own town: London, Ontario in a Canadian text.
        AddressCase("450 Talbot Street, London", "450 Talbot Street, London", "CA", ["city": "London"], region: "CA"),
        AddressCase("1200 Main Street, Birmingham", "1200 Main Street, Birmingham", "US", ["city": "Birmingham"], region: "US"),
        AddressCase("1200 Corporation Street, Birmingham", "1200 Corporation Street, Birmingham", "GB", ["city": "Birmingham"],
                    region: "GB"),
        AddressCase("45 Park Road, Reading", "45 Park Road, Reading", "GB", ["city": "Reading"]),
        AddressCase("1600 Pennsylvania Avenue, Washington", "1600 Pennsylvania Avenue, Washington", "US", ["city": "Washington"]),
        AddressCase("350 Fifth Avenue, New York", "350 Fifth Avenue, New York", "US", ["city": "New York"]),
        AddressCase("ул. Тверская, д. 7, Москва", "ул. Тверская, д. 7, Москва", "RU", ["city": "Москва"]),
        AddressCase("Rua Oscar Freire, 379, São Paulo", "Rua Oscar Freire, 379, São Paulo", "BR", ["city": "São Paulo"]),
        AddressCase("Av. Vallarta 3300, Guadalajara, Jal., C.P. 44690", "Av. Vallarta 3300, Guadalajara, Jal., C.P. 44690", "ES",
                    ["street": "Av. Vallarta", "houseNumber": "3300", "city": "Guadalajara", "region": "Jal.", "postalCode": "44690"],
                    region: "MX"),
        AddressCase("Av. Constitución 400, Monterrey, N.L.", "Av. Constitución 400, Monterrey, N.L.", "ES",
                    ["city": "Monterrey", "region": "N.L."], region: "MX"),
        AddressCase("Av. Juárez 12, Toluca, Edo. Méx.", "Av. Juárez 12, Toluca, Edo. Méx.", "ES",
                    ["city": "Toluca", "region": "Edo. Méx."], region: "MX"),
        AddressCase("Calle Hidalgo 15, C.P. 44100 Guadalajara, Jal.", "Calle Hidalgo 15, C.P. 44100 Guadalajara, Jal.", "ES",
                    ["postalCode": "44100", "city": "Guadalajara", "region": "Jal."], region: "MX"),
        AddressCase("Av. Chapultepec 480, Col. Juárez, CP 06600, Ciudad de México", "Av. Chapultepec 480, Col. Juárez, CP 06600, Ciudad de México",
                    "ES", ["district": "Juárez", "postalCode": "06600", "city": "Ciudad de México"], region: "MX"),
        AddressCase("Ctra. N-340, km 27,6, 29600 Marbella", "Ctra. N-340, km 27,6, 29600 Marbella", "ES",
                    ["street": "Ctra. N-340", "houseNumber": "km 27,6", "city": "Marbella"]),
        AddressCase("Ctra. N-340, km 27.6, 29600 Marbella", "Ctra. N-340, km 27.6, 29600 Marbella", "ES", ["houseNumber": "km 27.6"]),
        AddressCase("Ctra. de Cádiz, km 1.036, 29600 Marbella", "Ctra. de Cádiz, km 1.036, 29600 Marbella", "ES",
                    ["street": "Ctra. de Cádiz", "houseNumber": "km 1.036", "postalCode": "29600", "city": "Marbella"]),
        AddressCase("Rod. Anhanguera, km 27, Jundiaí - SP, 13214-525", "Rod. Anhanguera, km 27, Jundiaí - SP, 13214-525", "BR",
                    ["street": "Rod. Anhanguera", "houseNumber": "km 27", "city": "Jundiaí", "region": "SP", "postalCode": "13214-525"]),
    ]

    /// The town joins where the sentence goes on in lower case; a known town on its own line joins a block.
    static let partial: [AddressCase] = [
        AddressCase("Hauptstraße 5, Berlin ist schön.", "Hauptstraße 5, Berlin", "DE", ["city": "Berlin"]),
        AddressCase("Friedrichstraße 43\nBerlin", "Friedrichstraße 43\nBerlin", "DE", ["city": "Berlin"]),
        AddressCase("Wir wohnen in der Goethestr. 12, Mannheim und Heidelberg sind nah.", "Goethestr. 12, Mannheim", "DE",
                    ["city": "Mannheim"]),
        // Not a town here: a capitalized word goes on after it, or it does not fill its line.
        AddressCase("Treffen: 10 Downing Street, Paris Hilton war auch da.", "10 Downing Street", "GB", ["houseNumber": "10"], region: "GB"),
        AddressCase("Friedrichstraße 43\nBerlin ist groß", "Friedrichstraße 43", "DE", ["houseNumber": "43"]),
        AddressCase("Friedrichstraße 43, Berlin-Marathon", "Friedrichstraße 43", "DE", ["houseNumber": "43"]),
        AddressCase("Friedrichstraße 43, Berlin 2024", "Friedrichstraße 43", "DE", ["houseNumber": "43"]),
    ]

    static let negatives: [AddressCase] = [
        AddressCase(none: "Raum 5, Paris war schön.", region: "DE"),
        AddressCase(none: "Kapitel 12, Berlin im Winter.", region: "DE"),
        AddressCase(none: "Seite 3, London calling.", region: "GB"),
        AddressCase(none: "Tabla 3, Guadalajara, Jal., C.P. 44690", region: "MX"),
        AddressCase(none: "Los datos: C.P. 44690", region: "MX"),
        AddressCase(none: "Escribe al C.P. 44690 de Guadalajara.", region: "MX"),
        AddressCase(none: "Sin. 5, Son. 6", region: "MX"),
        AddressCase(none: "Velocidad media: km 27,6 por hora.", region: "ES"),
        AddressCase(none: "En el km 27.6 hubo un accidente.", region: "ES"),
    ]

    @Test("Known towns and Mexican localities", arguments: cases) func positive(_ c: AddressCase) throws {
        try c.check()
        try c.asBlock.check()
        try c.inSentence("Address: ", ", thanks.").check()
    }

    @Test("Known towns: only part", arguments: partial) func part(_ c: AddressCase) throws { try c.check() }

    @Test("Known towns in prose", arguments: negatives) func negative(_ c: AddressCase) throws { try c.check() }
}
