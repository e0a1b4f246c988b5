import Foundation
import Testing
@testable import TextSense

/// Addresses written all in lower case (or all in capitals), and roads named by their number instead of a
/// street: `Highway 61`, `B1234`, `Carretera A-6, km 23`, `Rodovia SP-330, km 120`, `трасса М-4, 25 км`, `B 96`.
@Suite("Address detector: letter case and numbered roads")
struct AddressCaseAndRoadTests {
    static let lowerCase: [AddressCase] = [
        AddressCase("send it to 1600 pennsylvania ave nw, washington, dc 20500", "1600 pennsylvania ave nw, washington, dc 20500", "US",
                    ["houseNumber": "1600", "street": "pennsylvania ave nw", "city": "washington", "region": "dc", "postalCode": "20500"]),
        AddressCase("1600 PENNSYLVANIA AVE NW, WASHINGTON, DC 20500", "1600 PENNSYLVANIA AVE NW, WASHINGTON, DC 20500", "US",
                    ["street": "PENNSYLVANIA AVE NW", "city": "WASHINGTON", "region": "DC"]),
        AddressCase("ship to 350 5th ave, new york, ny 10118 please", "350 5th ave, new york, ny 10118", "US",
                    ["street": "5th ave", "city": "new york", "region": "ny", "postalCode": "10118"]),
        AddressCase("our office: 100 queen st w, toronto, on m5h 2n2", "100 queen st w, toronto, on m5h 2n2", "CA",
                    ["street": "queen st w", "city": "toronto", "region": "on", "postalCode": "m5h 2n2"]),
        AddressCase("write to 10 downing street, london sw1a 2aa", "10 downing street, london sw1a 2aa", "GB",
                    ["houseNumber": "10", "street": "downing street", "city": "london", "postalCode": "sw1a 2aa"]),
        AddressCase("wir wohnen in der alte straße 5, 10115 berlin", "alte straße 5, 10115 berlin", "DE",
                    ["street": "alte straße", "houseNumber": "5", "postalCode": "10115", "city": "berlin"]),
        AddressCase("écrire au 8 rue de rivoli, 75001 paris", "8 rue de rivoli, 75001 paris", "FR",
                    ["houseNumber": "8", "street": "rue de rivoli", "postalCode": "75001", "city": "paris"]),
        AddressCase("estamos en calle de alcalá, 23, 28014 madrid", "calle de alcalá, 23, 28014 madrid", "ES",
                    ["street": "calle de alcalá", "houseNumber": "23", "postalCode": "28014", "city": "madrid"]),
        AddressCase("fica na av. paulista, 1578, são paulo - sp, 01310-200", "av. paulista, 1578, são paulo - sp, 01310-200", "BR",
                    ["street": "av. paulista", "houseNumber": "1578", "city": "são paulo", "region": "sp", "postalCode": "01310-200"]),
        AddressCase("адрес: г. москва, ул. тверская, д. 7, 125009", "г. москва, ул. тверская, д. 7, 125009", "RU",
                    ["street": "ул. тверская", "houseNumber": "7", "city": "москва", "postalCode": "125009"]),
        AddressCase("highway 61, clarksdale, ms 38614", "highway 61, clarksdale, ms 38614", "US",
                    ["street": "highway 61", "city": "clarksdale", "region": "ms"]),
        // Paragraphs of numbers before the address: its postal code is in its own paragraph.
        AddressCase("ticket 4412 closed at 12:40, 3 of 7 done\n\nship to 350 5th ave, new york, ny 10118 please",
                    "350 5th ave, new york, ny 10118", "US", ["postalCode": "10118"]),
        AddressCase("score 157 à 143, salle 2027, 12 inscrits\n\nécrire au 8 rue de rivoli, 75001 paris", "8 rue de rivoli, 75001 paris", "FR",
                    ["houseNumber": "8", "street": "rue de rivoli", "postalCode": "75001", "city": "paris"]),
    ]

    /// Lower-case prose: street words, numbers and place names without a whole address.
    static let lowerCaseNegatives: [AddressCase] = [
        AddressCase(none: "i live on main street", region: "US"),
        AddressCase(none: "call 555 1234", region: "US"),
        AddressCase(none: "i live at 12 main street", region: "US"),
        AddressCase(none: "we moved 12 boxes to the main street office in 2020", region: "US"),
        AddressCase(none: "drove highway 61 to clarksdale", region: "US"),
        AddressCase(none: "i paid 12 dollars at the main st store in boston ma 02110", region: "US"),
        AddressCase(none: "turn left at 12 king st, then go two blocks", region: "CA"),
        AddressCase(none: "i live at 10 downing street", region: "GB"),
        AddressCase(none: "wir wohnen in der alte straße 5", region: "DE"),
        AddressCase(none: "j'habite 8 rue de rivoli", region: "FR"),
        AddressCase(none: "vivo en la calle mayor 5", region: "ES"),
        AddressCase(none: "moro na rua augusta, 200", region: "BR"),
        AddressCase(none: "живу на ул. тверская, д. 7", region: "RU"),
        // A blank line ends any address: the postal code after it is no part of the street line's.
        AddressCase(none: "i live at 12 main street\n\nboston, ma 02110", region: "US"),
        AddressCase(none: "moro na rua augusta, 200\n\n1100-218 lisboa", region: "BR"),
        // A postal code before the street line is no part of it outside Russian Post's order.
        AddressCase(none: "order 10118 shipped to 12 main street, boston", region: "US"),
        AddressCase(none: "pedido 28014: vivo en la calle mayor 5, madrid", region: "ES"),
    ]

    static let roads: [AddressCase] = [
        AddressCase("Highway 61, Clarksdale, MS 38614", "Highway 61, Clarksdale, MS 38614", "US",
                    ["street": "Highway 61", "city": "Clarksdale", "region": "MS", "postalCode": "38614"]),
        AddressCase("Visit us at US Highway 101, Smith River, CA 95567.", "US Highway 101, Smith River, CA 95567", "US",
                    ["street": "US Highway 101", "city": "Smith River"]),
        AddressCase("County Road 12, Tuscaloosa, AL 35401", "County Road 12, Tuscaloosa, AL 35401", "US", ["street": "County Road 12"]),
        AddressCase("Route 66, Seligman, AZ 86337", "Route 66, Seligman, AZ 86337", "US", ["street": "Route 66", "city": "Seligman"]),
        AddressCase("Highway 401, Mississauga, ON L5B 2C9", "Highway 401, Mississauga, ON L5B 2C9", "CA",
                    ["street": "Highway 401", "city": "Mississauga", "region": "ON", "postalCode": "L5B 2C9"]),
        AddressCase("Unit 4, B1234, Little Hampton, West Sussex BN17 5AA", "Unit 4, B1234, Little Hampton, West Sussex BN17 5AA", "GB",
                    ["unit": "Unit 4", "street": "B1234", "city": "Little Hampton", "region": "West Sussex", "postalCode": "BN17 5AA"]),
        AddressCase("A40, Oxford OX1 1AA", "A40, Oxford OX1 1AA", "GB", ["street": "A40", "city": "Oxford", "postalCode": "OX1 1AA"]),
        AddressCase("Hof an der B 96, 18573 Altefähr", "B 96, 18573 Altefähr", "DE",
                    ["street": "B 96", "postalCode": "18573", "city": "Altefähr"]),
        AddressCase("L 1140, 73779 Deizisau", "L 1140, 73779 Deizisau", "DE", ["street": "L 1140", "city": "Deizisau"]),
        AddressCase("B96, 18573 Altefähr", "B96, 18573 Altefähr", "DE", ["street": "B96"]),
        AddressCase("D 906, 48000 Mende", "D 906, 48000 Mende", "FR", ["street": "D 906", "postalCode": "48000", "city": "Mende"]),
        AddressCase("Carretera A-6, km 23, 28023 Madrid", "Carretera A-6, km 23, 28023 Madrid", "ES",
                    ["street": "Carretera A-6", "houseNumber": "km 23", "postalCode": "28023", "city": "Madrid"]),
        AddressCase("Autovía A-6, Km. 23, 28023 Madrid", "Autovía A-6, Km. 23, 28023 Madrid", "ES",
                    ["street": "Autovía A-6", "houseNumber": "Km. 23"]),
        AddressCase("Rodovia SP-330, km 120, Campinas - SP, 13000-000", "Rodovia SP-330, km 120, Campinas - SP, 13000-000", "BR",
                    ["street": "Rodovia SP-330", "houseNumber": "km 120", "city": "Campinas", "region": "SP", "postalCode": "13000-000"]),
        AddressCase("BR-116, km 30, Curitiba - PR, 81000-000", "BR-116, km 30, Curitiba - PR, 81000-000", "BR",
                    ["street": "BR-116", "houseNumber": "km 30", "city": "Curitiba"]),
        AddressCase("трасса М-4, 25 км, Московская область", "трасса М-4, 25 км, Московская область", "RU",
                    ["street": "трасса М-4", "houseNumber": "25 км", "region": "Московская область"]),
        AddressCase("Склад: трасса М-4, 25 км, Московская область, 142000", "трасса М-4, 25 км, Московская область, 142000", "RU",
                    ["street": "трасса М-4", "region": "Московская область", "postalCode": "142000"]),
    ]

    /// Road numbers in prose, without a locality, and letters before numbers that are no road.
    static let roadNegatives: [AddressCase] = [
        AddressCase(none: "Take Highway 61 south for ten miles.", region: "US"),
        AddressCase(none: "Take the M25 to junction 10.", region: "GB"),
        AddressCase(none: "Vitamin B12 tablets, 500 mg", region: "GB"),
        AddressCase(none: "Die B 96 ist zwischen Stralsund und Rügen gesperrt.", region: "DE"),
        AddressCase(none: "La A-6 está cortada en el km 23.", region: "ES"),
        AddressCase(none: "A SP-330 está congestionada no km 120.", region: "BR"),
        AddressCase(none: "На трассе М-4 пробка 25 км.", region: "RU"),
    ]

    /// The same after another number, which makes the parser read them in one long window shared by nearby
    /// numbers rather than a lone number's small one (the lower-case reading then passes over the countries
    /// whose postal codes no token of the window may start).
    static let lowerCaseAfterNumber: [AddressCase] = lowerCase.map { c in
        var d = c
        d.input = "order 4471 shipped. " + c.input
        return d
    }

    @Test("lower case", arguments: lowerCase) func lowerCaseCase(_ c: AddressCase) throws { try c.check() }
    @Test("lower case after a number", arguments: lowerCaseAfterNumber) func lowerCaseAfterNumberCase(_ c: AddressCase) throws {
        try c.check()
    }
    @Test("lower case negatives", arguments: lowerCaseNegatives) func lowerCaseNegative(_ c: AddressCase) throws { try c.check() }
    @Test("numbered roads", arguments: roads) func roadCase(_ c: AddressCase) throws { try c.check() }
    @Test("numbered road negatives", arguments: roadNegatives) func roadNegative(_ c: AddressCase) throws { try c.check() }
}
