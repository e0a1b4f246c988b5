import Foundation
import Testing
@testable import TextSense

/// German streets named after the road they lie on: a federal or state road's code after a preposition
/// (`An der B1 12`, `An der B 96 4`), and names ending in `Bundesstraße` or `Landstraße`, with and without the
/// postcode and town. Every positive case is checked as written, as a block and inside a sentence.
@Suite("Address detector: German roads as street names")
struct AddressGermanRoadNameTests {
    static let cases: [AddressCase] = [
        AddressCase("An der B1 12", "An der B1 12", "DE", ["street": "An der B1", "houseNumber": "12"]),
        AddressCase("An der B1 12, 39326 Samswegen", "An der B1 12, 39326 Samswegen", "DE",
                    ["street": "An der B1", "houseNumber": "12", "postalCode": "39326", "city": "Samswegen"]),
        AddressCase("An der B 96 4, 18439 Stralsund", "An der B 96 4, 18439 Stralsund", "DE",
                    ["street": "An der B 96", "houseNumber": "4", "postalCode": "18439", "city": "Stralsund"]),
        AddressCase("Zur L 1140 3, 71522 Backnang", "Zur L 1140 3, 71522 Backnang", "DE", ["street": "Zur L 1140", "houseNumber": "3"]),
        AddressCase("Bundesstraße 5, 20146 Hamburg", "Bundesstraße 5, 20146 Hamburg", "DE",
                    ["street": "Bundesstraße", "houseNumber": "5", "city": "Hamburg"]),
        AddressCase("Alte Landstraße 12, 22339 Hamburg", "Alte Landstraße 12, 22339 Hamburg", "DE",
                    ["street": "Alte Landstraße", "houseNumber": "12", "postalCode": "22339"]),
        AddressCase("An der Bundesstraße 7, 01234 Dresden", "An der Bundesstraße 7, 01234 Dresden", "DE",
                    ["street": "An der Bundesstraße", "houseNumber": "7"]),
        AddressCase("Alte Poststraße 77, 71229 Leonberg", "Alte Poststraße 77, 71229 Leonberg", "DE",
                    ["street": "Alte Poststraße", "houseNumber": "77", "city": "Leonberg"]),
        AddressCase("Am Sandtorkai 1, 20457 Hamburg", "Am Sandtorkai 1, 20457 Hamburg", "DE", ["street": "Am Sandtorkai"]),
    ]

    static let negatives: [AddressCase] = [
        AddressCase(none: "Auf der B1 12 km Stau.", region: "DE"),
        AddressCase(none: "Die B1 12 Jahre lang gesperrt.", region: "DE"),
        AddressCase(none: "An der A7 12 Unfälle.", region: "DE"),
        AddressCase(none: "B 96 4 Spuren", region: "DE"),
        AddressCase("Berlin Friedrichstraße 43", "Friedrichstraße 43", "DE", ["street": "Friedrichstraße", "houseNumber": "43"]),
    ]

    @Test("German roads as street names", arguments: cases) func positive(_ c: AddressCase) throws {
        try c.check()
        try c.asBlock.check()
        try c.inSentence("Die Werkstatt liegt jetzt ", ", gleich hinter der Tankstelle.").check()
    }

    @Test("German prose with road numbers", arguments: negatives) func negative(_ c: AddressCase) throws { try c.check() }
}
