import Foundation
import Testing
@testable import TextSense

/// Spanish-language street lines the other suites do not hold: a street whose name holds a date (`Calle 5 de Mayo`),
/// a street without a number (`s/n`) whose locality has no postal code but names its province or country (found
/// from the `s/n`, with no digit to anchor it), a numbered road with its kilometre point (`Ctra. N-340, km 1.036`),
/// and Mexican addresses in Correos de México's lines without `Col.` and postal code (colonia, town, state). Every
/// positive case is checked as written, as a block and inside a sentence.
@Suite("Address detector: Spanish street names, s/n and roads")
struct AddressSpanishFamilyTests {
    static let cases: [AddressCase] = [
        AddressCase("Calle 5 de Mayo 32", "Calle 5 de Mayo 32", "ES", ["street": "Calle 5 de Mayo", "houseNumber": "32"]),
        AddressCase("Calle 5 de Mayo 32, 72000 Puebla", "Calle 5 de Mayo 32, 72000 Puebla", "ES",
                    ["street": "Calle 5 de Mayo", "houseNumber": "32", "postalCode": "72000", "city": "Puebla"], region: "MX"),
        AddressCase("Avenida 16 de Septiembre, 45, 28013 Madrid", "Avenida 16 de Septiembre, 45, 28013 Madrid", "ES",
                    ["street": "Avenida 16 de Septiembre", "houseNumber": "45", "city": "Madrid"]),
        AddressCase("Plaza 2 de Mayo, 7", "Plaza 2 de Mayo, 7", "ES", ["street": "Plaza 2 de Mayo", "houseNumber": "7"]),
        AddressCase("Avda. de la Constitución, s/n, Sevilla, España", "Avda. de la Constitución, s/n, Sevilla, España", "ES",
                    ["street": "Avda. de la Constitución", "houseNumber": "s/n", "city": "Sevilla", "country": "España"]),
        AddressCase("Avda. de la Constitución, s/n, Carmona (Sevilla)", "Avda. de la Constitución, s/n, Carmona (Sevilla)", "ES",
                    ["street": "Avda. de la Constitución", "houseNumber": "s/n", "city": "Carmona", "region": "Sevilla"]),
        AddressCase("Calle Real, s/n, Carmona, Sevilla", "Calle Real, s/n, Carmona, Sevilla", "ES",
                    ["street": "Calle Real", "city": "Carmona", "region": "Sevilla"]),
        AddressCase("Plaza Mayor, s/n, Valladolid", "Plaza Mayor, s/n, Valladolid", "ES",
                    ["street": "Plaza Mayor", "houseNumber": "s/n", "region": "Valladolid"]),
        AddressCase("Camino Viejo, s/n, España", "Camino Viejo, s/n, España", "ES", ["street": "Camino Viejo", "country": "España"]),
        AddressCase("Avda. de la Constitución, s/n, 41001 Sevilla", "Avda. de la Constitución, s/n, 41001 Sevilla", "ES",
                    ["houseNumber": "s/n", "postalCode": "41001", "city": "Sevilla"]),
        AddressCase("Ctra. N-340, km 1.036, 04738 Vícar (Almería)", "Ctra. N-340, km 1.036, 04738 Vícar (Almería)", "ES",
                    ["street": "Ctra. N-340", "houseNumber": "km 1.036", "postalCode": "04738", "city": "Vícar", "region": "Almería"]),
        AddressCase("Carretera N-340, km 1.036, 04738 Vícar", "Carretera N-340, km 1.036, 04738 Vícar", "ES",
                    ["street": "Carretera N-340", "houseNumber": "km 1.036", "city": "Vícar"]),
        AddressCase("Ctra. A-7, km 12, 29600 Marbella", "Ctra. A-7, km 12, 29600 Marbella", "ES",
                    ["street": "Ctra. A-7", "houseNumber": "km 12", "city": "Marbella"]),
        AddressCase("Calle Durango 241, Roma Norte, Ciudad de México", "Calle Durango 241, Roma Norte, Ciudad de México", "ES",
                    ["street": "Calle Durango", "houseNumber": "241", "district": "Roma Norte", "city": "Ciudad de México"], region: "MX"),
        AddressCase("Av. Constitución 400, Centro, Monterrey, Nuevo León", "Av. Constitución 400, Centro, Monterrey, Nuevo León", "ES",
                    ["district": "Centro", "city": "Monterrey", "region": "Nuevo León"], region: "MX"),
        AddressCase("Calle Ámsterdam 55, Hipódromo, Cuauhtémoc, CDMX", "Calle Ámsterdam 55, Hipódromo, Cuauhtémoc, CDMX", "ES",
                    ["district": "Hipódromo", "city": "Cuauhtémoc", "region": "CDMX"], region: "MX"),
        AddressCase("Av. Vallarta 1234, Americana, Guadalajara, Jalisco", "Av. Vallarta 1234, Americana, Guadalajara, Jalisco", "ES",
                    ["street": "Av. Vallarta", "district": "Americana", "city": "Guadalajara", "region": "Jalisco"], region: "MX"),
    ]

    static let negatives: [AddressCase] = [
        AddressCase(none: "La calle 5 de la lista tiene 3 carriles.", region: "ES"),
        AddressCase(none: "Plaza 2 de Mayo 2019 fue un éxito.", region: "ES"),
        AddressCase(none: "El modelo, s/n, Sevilla lo vende.", region: "ES"),
        AddressCase(none: "Producto A, s/n, España y Portugal.", region: "ES"),
        AddressCase(none: "Número de serie: s/n, Madrid, 2 unidades.", region: "ES"),
        AddressCase(none: "Calle Real, s/n, Pedro nos espera allí.", region: "ES"),
        AddressCase(none: "La calle 5 de la lista tiene tres carriles.", region: "ES"),
        AddressCase(none: "Tomamos la N-340 en el km 1.036 y seguimos.", region: "ES"),
        AddressCase(none: "Capítulo 5, Centro, Monterrey, Nuevo León.", region: "MX"),
    ]

    /// Only part of the text is the address: what follows the street line does not confirm a locality.
    static let partial: [AddressCase] = [
        AddressCase("Calle Durango 241, Roma Norte, Pedro y Juan.", "Calle Durango 241", "ES",
                    ["street": "Calle Durango", "houseNumber": "241"], region: "MX"),
    ]

    @Test("Spanish street lines", arguments: cases) func positive(_ c: AddressCase) throws {
        try c.check()
        try c.asBlock.check()
        try c.inSentence("Escríbenos a ", ", si tienes dudas.").check()
    }

    @Test("Spanish street lines: only part", arguments: partial) func part(_ c: AddressCase) throws { try c.check() }

    @Test("Spanish prose", arguments: negatives) func negative(_ c: AddressCase) throws { try c.check() }
}

extension AddressCase {
    /// The same address inside a sentence: `before`, the address, `after`.
    func inSentence(_ before: String, _ after: String) -> AddressCase {
        guard span != nil else { return self }
        var c = self
        c.input = before + input + after
        return c
    }
}
