import Foundation
import Testing
@testable import TextSense

/// Roads named by their kind before their number with the house number where the country writes it
/// (`12 Route Nationale 7`, `1450 RN 7`, `1200 Highway 61 N`), streets without a house number confirmed by the
/// postcode and town after them (`Exhibition Road, London SW7 2DD`, `Chemin des Vignes, 69210 Lentilly`),
/// Russian villages before their index, Russian addresses in Latin letters, numbers on a line of their own and
/// `s/n` before a bairro; one line and as blocks, with the prose that must stay negative.
@Suite("Address detector: roads, streets without numbers and villages")
struct AddressWithoutNumberTests {
    static let roads: [AddressCase] = [
        AddressCase("12 Route Nationale 7, 84100 Orange", "12 Route Nationale 7, 84100 Orange", "FR",
                    ["houseNumber": "12", "street": "Route Nationale 7", "postalCode": "84100", "city": "Orange"]),
        AddressCase("Route Nationale 7, 26200 Montélimar", "Route Nationale 7, 26200 Montélimar", "FR",
                    ["street": "Route Nationale 7", "postalCode": "26200", "city": "Montélimar"]),
        AddressCase("Garage du Soleil, 145 route départementale 906, 48000 Mende", "145 route départementale 906, 48000 Mende", "FR",
                    ["houseNumber": "145", "street": "route départementale 906", "city": "Mende"]),
        AddressCase("1450 RN 7, 83340 Le Luc", "1450 RN 7, 83340 Le Luc", "FR",
                    ["houseNumber": "1450", "street": "RN 7", "postalCode": "83340", "city": "Le Luc"]),
        AddressCase("Magasin :\n1450 RN 7\n83340 Le Luc", "1450 RN 7\n83340 Le Luc", "FR", ["houseNumber": "1450", "street": "RN 7"]),
        AddressCase("1200 Highway 61 N\nClarksdale, MS 38614", "1200 Highway 61 N\nClarksdale, MS 38614", "US",
                    ["houseNumber": "1200", "street": "Highway 61 N", "city": "Clarksdale", "region": "MS", "postalCode": "38614"]),
        AddressCase("Exit at 4501 County Road 12, Tuscaloosa, AL 35401.", "4501 County Road 12, Tuscaloosa, AL 35401", "US",
                    ["houseNumber": "4501", "street": "County Road 12"]),
        AddressCase("12 A40, Oxford OX1 1AA", "12 A40, Oxford OX1 1AA", "GB", ["houseNumber": "12", "street": "A40", "city": "Oxford"]),
        AddressCase("Carretera N-340, km 12, 11380 Tarifa", "Carretera N-340, km 12, 11380 Tarifa", "ES",
                    ["street": "Carretera N-340", "houseNumber": "km 12", "postalCode": "11380", "city": "Tarifa"]),
    ]

    static let roadNegatives: [AddressCase] = [
        AddressCase(none: "La RN 7 était bouchée sur 12 km près de Valence.", region: "FR"),
        AddressCase(none: "On a pris la route nationale 7 jusqu'à Orange.", region: "FR"),
        AddressCase(none: "La chanson Route 66 reste un classique.", region: "FR"),
        AddressCase(none: "Route 66 is a song by Bobby Troup.", region: "US"),
        AddressCase(none: "See section 12 Route 66 of the manual.", region: "US"),
        AddressCase(none: "Highway 61 Revisited came out in 1965.", region: "US"),
        AddressCase(none: "Version 2 B1 B1 B1 build", region: "GB"),
    ]

    static let withoutNumber: [AddressCase] = [
        AddressCase("Address: Exhibition Road, London SW7 2DD", "Exhibition Road, London SW7 2DD", "GB",
                    ["street": "Exhibition Road", "city": "London", "postalCode": "SW7 2DD"]),
        AddressCase("Church Lane, Lower Slaughter, Cheltenham GL54 2HS", "Church Lane, Lower Slaughter, Cheltenham GL54 2HS", "GB",
                    ["street": "Church Lane", "district": "Lower Slaughter", "city": "Cheltenham", "postalCode": "GL54 2HS"]),
        // Royal Mail's building name on the line before the thoroughfare belongs to the address, as its unit.
        AddressCase("Rose Cottage\nChurch Lane\nLower Slaughter\nCheltenham\nGL54 2HS",
                    "Rose Cottage\nChurch Lane\nLower Slaughter\nCheltenham\nGL54 2HS", "GB",
                    ["unit": "Rose Cottage", "street": "Church Lane", "district": "Lower Slaughter", "city": "Cheltenham"]),
        AddressCase("Shoreditch High Street, Shoreditch, London E1 6JE", "Shoreditch High Street, Shoreditch, London E1 6JE", "GB",
                    ["street": "Shoreditch High Street", "district": "Shoreditch", "city": "London"]),
        AddressCase("Chemin des Vignes, 69210 Lentilly", "Chemin des Vignes, 69210 Lentilly", "FR",
                    ["street": "Chemin des Vignes", "postalCode": "69210", "city": "Lentilly"]),
        AddressCase("Lieu-dit Les Granges, 24200 Sarlat-la-Canéda", "Lieu-dit Les Granges, 24200 Sarlat-la-Canéda", "FR",
                    ["street": "Lieu-dit Les Granges", "city": "Sarlat-la-Canéda"]),
        AddressCase("Livraison :\nRoute de Lyon\n38000 Grenoble", "Route de Lyon\n38000 Grenoble", "FR",
                    ["street": "Route de Lyon", "postalCode": "38000", "city": "Grenoble"]),
        AddressCase("1 rue de la République - 13001 Marseille", "1 rue de la République - 13001 Marseille", "FR",
                    ["houseNumber": "1", "street": "rue de la République", "postalCode": "13001", "city": "Marseille"]),
    ]

    static let withoutNumberNegatives: [AddressCase] = [
        AddressCase(none: "We walked down Exhibition Road to the museum.", region: "GB"),
        AddressCase(none: "Exhibition Road is closed until Friday.", region: "GB"),
        AddressCase(none: "On prend le Chemin des Vignes après l'église.", region: "FR"),
        AddressCase(none: "Le Chemin des Vignes, 3 km de balade.", region: "FR"),
    ]

    static let villages: [AddressCase] = [
        AddressCase("д. Ивановка, Тульская обл., 301234", "д. Ивановка, Тульская обл., 301234", "RU",
                    ["city": "Ивановка", "region": "Тульская обл.", "postalCode": "301234"]),
        AddressCase("Тульская обл., Ленинский р-н, д. Ивановка, 301234", "Тульская обл., Ленинский р-н, д. Ивановка, 301234", "RU",
                    ["region": "Тульская обл.", "district": "Ленинский р-н", "city": "Ивановка", "postalCode": "301234"]),
        AddressCase("Адрес: с. Покровское, Тульская обл., 301234", "с. Покровское, Тульская обл., 301234", "RU",
                    ["city": "Покровское", "postalCode": "301234"]),
        AddressCase("Получатель:\nдер. Горки\nМосковская обл.\n143000", "дер. Горки\nМосковская обл.\n143000", "RU",
                    ["city": "Горки", "region": "Московская обл.", "postalCode": "143000"]),
        AddressCase("Nevsky prospekt 28, St Petersburg 191186", "Nevsky prospekt 28, St Petersburg 191186", "RU",
                    ["street": "Nevsky prospekt", "houseNumber": "28", "city": "St Petersburg", "postalCode": "191186"]),
        AddressCase("Nevsky Prospect, 28, Saint Petersburg, Russia, 191186", "Nevsky Prospect, 28, Saint Petersburg, Russia, 191186", "RU",
                    ["street": "Nevsky Prospect", "houseNumber": "28", "city": "Saint Petersburg", "country": "Russia", "postalCode": "191186"]),
        AddressCase("ul. Tverskaya, d. 7, Moscow 125009", "ul. Tverskaya, d. 7, Moscow 125009", "RU",
                    ["street": "ul. Tverskaya", "houseNumber": "7", "city": "Moscow", "postalCode": "125009"]),
    ]

    static let villageNegatives: [AddressCase] = [
        AddressCase(none: "Встреча с Ивановым, 301234 рубля", region: "RU"),
        AddressCase(none: "Заказ 301234 отправлен", region: "RU"),
        AddressCase(none: "см. Приложение, 301234", region: "RU"),
    ]

    /// Blocks with the house number on a line of its own, and `s/n` before a bairro.
    static let blocks: [AddressCase] = [
        AddressCase("Calle Mayor\n5\n28013 Madrid", "Calle Mayor\n5\n28013 Madrid", "ES",
                    ["street": "Calle Mayor", "houseNumber": "5", "postalCode": "28013", "city": "Madrid"]),
        AddressCase("Rua das Palmeiras\n123\nCuritiba - PR\n80010-000", "Rua das Palmeiras\n123\nCuritiba - PR\n80010-000", "BR",
                    ["street": "Rua das Palmeiras", "houseNumber": "123", "city": "Curitiba", "region": "PR", "postalCode": "80010-000"]),
        AddressCase("Quinta da Boa Vista, s/n, São Cristóvão, Rio de Janeiro - RJ, 20940-040",
                    "Quinta da Boa Vista, s/n, São Cristóvão, Rio de Janeiro - RJ, 20940-040", "BR",
                    ["street": "Quinta da Boa Vista", "district": "São Cristóvão", "city": "Rio de Janeiro", "region": "RJ"]),
        AddressCase("Praça da Sé, s/n - Sé, São Paulo - SP, 01001-000", "Praça da Sé, s/n - Sé, São Paulo - SP, 01001-000", "BR",
                    ["street": "Praça da Sé", "district": "Sé", "city": "São Paulo", "postalCode": "01001-000"]),
        AddressCase("Travessa do Ouvidor, 17, Centro, Rio de Janeiro - RJ, 20040-040", "Travessa do Ouvidor, 17, Centro, Rio de Janeiro - RJ, 20040-040",
                    "BR", ["street": "Travessa do Ouvidor", "houseNumber": "17", "district": "Centro"]),
    ]

    static let blockNegatives: [AddressCase] = [
        AddressCase(none: "Calle Mayor\n5\nplatos del día", region: "ES"),
        AddressCase(none: "Rua Augusta\n12\nfotos da viagem", region: "BR"),
    ]

    /// Street types of USPS Publication 28 Appendix C1 taken from the generated table, with a locality only.
    static let uspsTypes: [AddressCase] = [
        AddressCase("45 Cactus Stra, Tucson, AZ 85713", "45 Cactus Stra, Tucson, AZ 85713", "US", ["street": "Cactus Stra"]),
        AddressCase("9 Mill Crssng, Dover, DE 19901", "9 Mill Crssng, Dover, DE 19901", "US", ["street": "Mill Crssng"]),
        AddressCase("300 Lake Shore Hiway, Erie, PA 16501", "300 Lake Shore Hiway, Erie, PA 16501", "US", ["street": "Lake Shore Hiway"]),
    ]

    static let uspsNegatives: [AddressCase] = [
        AddressCase(none: "I bought 3 DVD sets.", region: "US"),
        AddressCase(none: "Call ext 42 about the 12 Is.", region: "US"),
    ]

    @Test("roads with their number", arguments: roads) func road(_ c: AddressCase) throws { try c.check() }
    @Test("road negatives", arguments: roadNegatives) func roadNegative(_ c: AddressCase) throws { try c.check() }
    @Test("streets without a number", arguments: withoutNumber) func street(_ c: AddressCase) throws { try c.check() }
    @Test("streets without a number: negatives", arguments: withoutNumberNegatives) func streetNegative(_ c: AddressCase) throws { try c.check() }
    @Test("villages and Latin letters", arguments: villages) func village(_ c: AddressCase) throws { try c.check() }
    @Test("village negatives", arguments: villageNegatives) func villageNegative(_ c: AddressCase) throws { try c.check() }
    @Test("blocks and s/n", arguments: blocks) func block(_ c: AddressCase) throws { try c.check() }
    @Test("block negatives", arguments: blockNegatives) func blockNegative(_ c: AddressCase) throws { try c.check() }
    @Test("USPS street types", arguments: uspsTypes) func usps(_ c: AddressCase) throws { try c.check() }
    @Test("USPS negatives", arguments: uspsNegatives) func uspsNegative(_ c: AddressCase) throws { try c.check() }

    /// The street types of `AddressStreetTypeData` (generated from Pub. 28 C1) reach the word tables the scan's
    /// gate is built from, less the spellings that read as other words.
    @Test func generatedStreetTypesReachTheWordTables() {
        #expect(AddressStreetTypeData.uspsStreetSuffixes.count > 500)
        for w in ["stra", "crssng", "hiway", "trafficway", "commons"] {
            #expect(AddressCountry.us.streetTypes.contains(w), "\(w)")
            #expect(AddressCountry.wordClasses[w] != nil, "\(w)")
        }
        for w in ["dvd", "is", "ext", "via"] { #expect(!AddressCountry.uspsStreetSuffixes.contains(w), "\(w)") }
    }
}
