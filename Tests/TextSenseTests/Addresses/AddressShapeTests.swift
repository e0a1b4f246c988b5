import Foundation
import Testing
@testable import TextSense

/// Address shapes the national posts accept, by family: lines broken inside the address, numbered roads,
/// dotted state codes, Canada Post's French form, floors named by a word, Russian Post's country-and-index
/// order.
@Suite("Address detector: shapes")
struct AddressShapeTests {
    static let numberedRoads: [AddressCase] = [
        AddressCase("Deliver to 1234 US Highway 101, Crescent City, CA 95531 by noon.",
                    "1234 US Highway 101, Crescent City, CA 95531", "US",
                    ["houseNumber": "1234", "street": "US Highway 101", "city": "Crescent City", "region": "CA"]),
        AddressCase("8800 Highway 61, Tunica, MS 38676", "8800 Highway 61, Tunica, MS 38676", "US",
                    ["street": "Highway 61", "city": "Tunica"]),
        AddressCase("The farm is at 455 County Road 12, Ada, OK 74820.", "455 County Road 12, Ada, OK 74820", "US",
                    ["street": "County Road 12", "postalCode": "74820"]),
        AddressCase("2210 State Route 9, Lake George, NY 12845", "2210 State Route 9, Lake George, NY 12845", "US",
                    ["street": "State Route 9", "city": "Lake George"]),
        AddressCase("120 Route 66, Amarillo, TX 79106", "120 Route 66, Amarillo, TX 79106", "US", ["street": "Route 66"]),
        AddressCase("Ship to 77 Hwy 9W, Palisades, NY 10964", "77 Hwy 9W, Palisades, NY 10964", "US", ["street": "Hwy 9W"]),
    ]

    static let numberedRoadNegatives: [AddressCase] = [
        AddressCase(none: "Take exit 12 Highway 61 north for 5 miles", region: "US"),
        AddressCase(none: "We ran 12 Mill Road 5 times", region: "US"),
    ]

    static let regionsAndBreaks: [AddressCase] = [
        AddressCase("Mail it to 1 Main St., New York, N.Y. 10001 today", "1 Main St., New York, N.Y. 10001", "US",
                    ["region": "N.Y.", "postalCode": "10001", "city": "New York"]),
        AddressCase("The office is at 1600 Pennsylvania Ave NW, Washington, D.C. 20500.",
                    "1600 Pennsylvania Ave NW, Washington, D.C. 20500", "US", ["region": "D.C.", "city": "Washington"]),
        AddressCase("We met at 700 Pennsylvania Ave, Washington, D.C. and left.", "700 Pennsylvania Ave, Washington, D.C.", "US",
                    ["region": "D.C."]),
        AddressCase("1600 AMPHITHEATRE PARKWAY, MOUNTAIN VIEW, CA 94043", "1600 AMPHITHEATRE PARKWAY, MOUNTAIN VIEW, CA 94043", "US",
                    ["street": "AMPHITHEATRE PARKWAY", "city": "MOUNTAIN VIEW", "postalCode": "94043"]),
        AddressCase("310 W 44th St Fl 12, New York, NY 10036", "310 W 44th St Fl 12, New York, NY 10036", "US",
                    ["street": "W 44th St", "unit": "Fl 12", "city": "New York"]),
        AddressCase("Our lab, 12 Green Mall, Suite 4, Portland, OR 97204, opens Monday.",
                    "12 Green Mall, Suite 4, Portland, OR 97204", "US", ["street": "Green Mall", "unit": "Suite 4"]),
    ]

    static let canadianFrench: [AddressCase] = [
        AddressCase("Écrivez au 1450, rue Saint-Denis, Montréal (Québec) H2X 3J8.", "1450, rue Saint-Denis, Montréal (Québec) H2X 3J8", "CA",
                    ["houseNumber": "1450", "street": "rue Saint-Denis", "city": "Montréal", "region": "Québec", "postalCode": "H2X 3J8"]),
        AddressCase("275, boul. René-Lévesque, Québec (Québec)  G1R 5M2", "275, boul. René-Lévesque, Québec (Québec)  G1R 5M2", "CA",
                    ["city": "Québec", "region": "Québec"]),
        AddressCase("1000 rue Sherbrooke Ouest, bureau 200, Montréal (Québec) H3A 3G4",
                    "1000 rue Sherbrooke Ouest, bureau 200, Montréal (Québec) H3A 3G4", "CA", ["unit": "bureau 200", "region": "Québec"]),
    ]

    static let canadianFrenchNegatives: [AddressCase] = [
        AddressCase(none: "Montréal (Québec) est grande, dit-il en 2024.", region: "CA"),
    ]

    static let spanishFloors: [AddressCase] = [
        AddressCase("Calle Mayor, 5, 2º izda., 28013 Madrid", "Calle Mayor, 5, 2º izda., 28013 Madrid", "ES",
                    ["unit": "2º izda.", "postalCode": "28013"]),
        AddressCase("Calle de Toledo, 41, Bajo, 28005 Madrid", "Calle de Toledo, 41, Bajo, 28005 Madrid", "ES",
                    ["unit": "Bajo", "city": "Madrid"]),
        AddressCase("Carrer de Balmes, 150, Entlo. B, 08008 Barcelona", "Carrer de Balmes, 150, Entlo. B, 08008 Barcelona", "ES",
                    ["unit": "Entlo. B"]),
        AddressCase("Avenida de Burgos, 12, 1ª, 28036 Madrid", "Avenida de Burgos, 12, 1ª, 28036 Madrid", "ES", ["unit": "1ª"]),
    ]

    static let russianOrder: [AddressCase] = [
        AddressCase("Адрес: 125009, Россия, г. Москва, ул. Тверская, д. 7", "125009, Россия, г. Москва, ул. Тверская, д. 7", "RU",
                    ["postalCode": "125009", "country": "Россия", "city": "Москва", "street": "ул. Тверская", "houseNumber": "7"]),
        AddressCase("Россия, 190000, Санкт-Петербург, Невский проспект, д. 28", "Россия, 190000, Санкт-Петербург, Невский проспект, д. 28", "RU",
                    ["country": "Россия", "postalCode": "190000", "city": "Санкт-Петербург", "street": "Невский проспект"]),
        AddressCase("119017, Москва, Старомонетный переулок, д. 3", "119017, Москва, Старомонетный переулок, д. 3", "RU",
                    ["street": "Старомонетный переулок", "houseNumber": "3"]),
    ]

    @Test("numbered roads", arguments: numberedRoads) func numberedRoad(_ c: AddressCase) throws { try c.check() }
    @Test("numbered road negatives", arguments: numberedRoadNegatives) func numberedRoadNegative(_ c: AddressCase) throws { try c.check() }
    @Test("regions, capitals and units", arguments: regionsAndBreaks) func regionAndBreak(_ c: AddressCase) throws { try c.check() }
    @Test("Canadian French", arguments: canadianFrench) func canadianFrenchCase(_ c: AddressCase) throws { try c.check() }
    @Test("Canadian French negatives", arguments: canadianFrenchNegatives) func canadianFrenchNegative(_ c: AddressCase) throws {
        try c.check()
    }
    @Test("Spanish floors", arguments: spanishFloors) func spanishFloor(_ c: AddressCase) throws { try c.check() }
    @Test("Russian order", arguments: russianOrder) func russianOrderCase(_ c: AddressCase) throws { try c.check() }
}
