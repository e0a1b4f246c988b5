import Foundation
import Testing
@testable import TextSense

/// Spanish-language addresses as Correos' addressing norms write them — tipo de vía, name, number (`s/n`, `n.º 5`,
/// `km 7`), floor and door (`3.º Izq.`, `3.º Esq.` in Catalan, `3.º int.`, `bajo`, `entlo.`), portal, bloque and
/// escalera, `Apartado de Correos`, the five-digit código postal, municipio and (provincia) — and the Mexican and
/// Argentine forms read by the same reading (colonia before the postal code, the state after the city, the
/// Argentine CPA `C1043AAZ`). Every positive case is checked as written and as a block.
@Suite("Address detector: Correos norms and Spanish-language forms")
struct AddressCorreosNormTests {
    static let spain: [AddressCase] = [
        AddressCase("Calle Mayor 5, 3.º Esq., 28013 Madrid", "Calle Mayor 5, 3.º Esq., 28013 Madrid", "ES",
                    ["street": "Calle Mayor", "houseNumber": "5", "unit": "3.º Esq.", "postalCode": "28013", "city": "Madrid"]),
        AddressCase("Carrer de Mallorca, 401, 1.º dreta, 08013 Barcelona", "Carrer de Mallorca, 401, 1.º dreta, 08013 Barcelona", "ES",
                    ["street": "Carrer de Mallorca", "houseNumber": "401", "unit": "1.º dreta", "city": "Barcelona"]),
        AddressCase("Calle Sol, 3, 3.º int., 28004 Madrid", "Calle Sol, 3, 3.º int., 28004 Madrid", "ES",
                    ["street": "Calle Sol", "unit": "3.º int.", "postalCode": "28004"]),
        AddressCase("Calle Luna, 9, 2.º ext. dcha., 28004 Madrid", "Calle Luna, 9, 2.º ext. dcha., 28004 Madrid", "ES",
                    ["street": "Calle Luna", "houseNumber": "9", "unit": "2.º ext. dcha."]),
        AddressCase("Calle Mayor, n.º 5, 28013 Madrid", "Calle Mayor, n.º 5, 28013 Madrid", "ES",
                    ["street": "Calle Mayor", "houseNumber": "5", "postalCode": "28013", "city": "Madrid"]),
        AddressCase("Avenida de Burgos, N.º 12, 09006 Burgos", "Avenida de Burgos, N.º 12, 09006 Burgos", "ES",
                    ["street": "Avenida de Burgos", "houseNumber": "12", "city": "Burgos"]),
        AddressCase("C/ Alcalá, 45, 2º B, 28014 Madrid", "C/ Alcalá, 45, 2º B, 28014 Madrid", "ES",
                    ["street": "C/ Alcalá", "houseNumber": "45", "unit": "2º B", "postalCode": "28014", "city": "Madrid"]),
        AddressCase("Pza. Mayor, 1", "Pza. Mayor, 1", "ES", ["street": "Pza. Mayor", "houseNumber": "1"]),
        AddressCase("Paseo de la Castellana 259D, planta 4", "Paseo de la Castellana 259D, planta 4", "ES",
                    ["street": "Paseo de la Castellana", "houseNumber": "259D", "unit": "planta 4"]),
        AddressCase("Ctra. de Valencia, km 7, 28031 Madrid", "Ctra. de Valencia, km 7, 28031 Madrid", "ES",
                    ["street": "Ctra. de Valencia", "houseNumber": "km 7", "city": "Madrid"]),
        AddressCase("Apartado de Correos 123, 08080 Barcelona", "Apartado de Correos 123, 08080 Barcelona", "ES",
                    ["poBox": "Apartado de Correos 123", "postalCode": "08080", "city": "Barcelona"]),
        AddressCase("Apdo. 45, 18080 Granada", "Apdo. 45, 18080 Granada", "ES", ["poBox": "Apdo. 45", "city": "Granada"]),
        AddressCase("Avda. de la Constitución, s/n, 41001 Sevilla", "Avda. de la Constitución, s/n, 41001 Sevilla", "ES",
                    ["street": "Avda. de la Constitución", "houseNumber": "s/n", "city": "Sevilla"]),
        AddressCase("Calle de Goya, 20, entlo. izda., 28001 Madrid", "Calle de Goya, 20, entlo. izda., 28001 Madrid", "ES",
                    ["street": "Calle de Goya", "unit": "entlo. izda."]),
        AddressCase("Calle Mayor, 3, portal 2, 5.º A, 28013 Madrid", "Calle Mayor, 3, portal 2, 5.º A, 28013 Madrid", "ES",
                    ["unit": "portal 2, 5.º A"]),
        AddressCase("Calle del Prado, 8, bloque 3, esc. 2, 1.º D, 28014 Madrid", "Calle del Prado, 8, bloque 3, esc. 2, 1.º D, 28014 Madrid", "ES",
                    ["unit": "bloque 3, esc. 2, 1.º D", "city": "Madrid"]),
        AddressCase("Calle Ancha, 14, bajo izda., 11001 Cádiz", "Calle Ancha, 14, bajo izda., 11001 Cádiz", "ES",
                    ["unit": "bajo izda.", "city": "Cádiz"]),
        AddressCase("Calle Ancha, 14, bajo, 11001 Cádiz (Cádiz)", "Calle Ancha, 14, bajo, 11001 Cádiz (Cádiz)", "ES",
                    ["unit": "bajo", "city": "Cádiz", "region": "Cádiz"]),
        AddressCase("Carretera N-340, km 12, 29600 Marbella (Málaga)", "Carretera N-340, km 12, 29600 Marbella (Málaga)", "ES",
                    ["street": "Carretera N-340", "houseNumber": "km 12", "city": "Marbella", "region": "Málaga"]),
        AddressCase("Av. de Madrid 5, 5º C, 36204 Vigo (Pontevedra)", "Av. de Madrid 5, 5º C, 36204 Vigo (Pontevedra)", "ES",
                    ["street": "Av. de Madrid", "unit": "5º C", "region": "Pontevedra"]),
        AddressCase("Avda. del Puerto, 100, 3.º pta. 12, 46023 Valencia", "Avda. del Puerto, 100, 3.º pta. 12, 46023 Valencia", "ES",
                    ["unit": "3.º pta. 12", "city": "Valencia"]),
        AddressCase("Travesía de la Reina, 4, 1.º ctro., 28004 Madrid", "Travesía de la Reina, 4, 1.º ctro., 28004 Madrid", "ES",
                    ["unit": "1.º ctro."]),
        AddressCase("Ronda de Toledo, 1, local 2, 28005 Madrid", "Ronda de Toledo, 1, local 2, 28005 Madrid", "ES", ["unit": "local 2"]),
        AddressCase("Camino Viejo, s/n, 24001 León", "Camino Viejo, s/n, 24001 León", "ES", ["houseNumber": "s/n", "city": "León"]),
        AddressCase("calle mayor, 5, 28013 madrid", "calle mayor, 5, 28013 madrid", "ES", ["postalCode": "28013", "city": "madrid"]),
        AddressCase("Mi dirección es Calle Mayor, 5, 28013 Madrid, gracias.", "Calle Mayor, 5, 28013 Madrid", "ES", ["city": "Madrid"]),
        AddressCase("Plaza de Cervantes, 28801 Alcalá de Henares", "Plaza de Cervantes, 28801 Alcalá de Henares", "ES",
                    ["street": "Plaza de Cervantes", "postalCode": "28801", "city": "Alcalá de Henares"]),
    ]

    static let americas: [AddressCase] = [
        AddressCase("Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México, CDMX",
                    "Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México, CDMX", "ES",
                    ["street": "Av. Insurgentes Sur", "houseNumber": "1602", "district": "Crédito Constructor", "postalCode": "03940",
                     "city": "Ciudad de México", "region": "CDMX"], region: "MX"),
        AddressCase("Av. Reforma 222, Col. Juárez, 06600 Ciudad de México", "Av. Reforma 222, Col. Juárez, 06600 Ciudad de México", "ES",
                    ["district": "Juárez", "postalCode": "06600", "city": "Ciudad de México"], region: "MX"),
        AddressCase("Calle Durango 241, depto. 12, Col. Roma Norte, 06700 Ciudad de México",
                    "Calle Durango 241, depto. 12, Col. Roma Norte, 06700 Ciudad de México", "ES",
                    ["unit": "depto. 12", "district": "Roma Norte", "city": "Ciudad de México"], region: "MX"),
        AddressCase("Calle Ámsterdam 55, Col. Hipódromo, Ciudad de México", "Calle Ámsterdam 55, Col. Hipódromo, Ciudad de México", "ES",
                    ["district": "Hipódromo", "city": "Ciudad de México"], region: "MX"),
        AddressCase("Av. Universidad 3000, Ciudad Universitaria, 04510 Coyoacán, CDMX",
                    "Av. Universidad 3000, Ciudad Universitaria, 04510 Coyoacán, CDMX", "ES",
                    ["district": "Ciudad Universitaria", "city": "Coyoacán", "postalCode": "04510", "region": "CDMX"], region: "MX"),
        AddressCase("Av. Constitución 400, Colonia Centro, 64000 Monterrey, N.L.", "Av. Constitución 400, Colonia Centro, 64000 Monterrey, N.L.", "ES",
                    ["district": "Centro", "city": "Monterrey", "region": "N.L."], region: "MX"),
        AddressCase("Av. Corrientes 1234, C1043AAZ CABA", "Av. Corrientes 1234, C1043AAZ CABA", "ES",
                    ["street": "Av. Corrientes", "houseNumber": "1234", "postalCode": "C1043AAZ", "city": "CABA"], region: "AR"),
        AddressCase("Av. Santa Fe 1860, piso 3, C1123AAN Buenos Aires", "Av. Santa Fe 1860, piso 3, C1123AAN Buenos Aires", "ES",
                    ["unit": "piso 3", "postalCode": "C1123AAN", "city": "Buenos Aires"], region: "AR"),
    ]

    static let negatives: [AddressCase] = [
        AddressCase(none: "Según el art. 5, ap. 2, de la Ley 39/2015, el plazo es de 10 días.", region: "ES"),
        AddressCase(none: "El piso 3 tiene 2 habitaciones y cuesta 1.200 euros.", region: "ES"),
        AddressCase(none: "Llámame al 915 123 456 el 5 de mayo de 2026.", region: "ES"),
        AddressCase(none: "La calle estaba llena de gente a las 5.", region: "ES"),
        AddressCase(none: "Vivo en la planta 4 desde 2019.", region: "ES"),
        AddressCase(none: "El capítulo 5, apartado 3, explica el km 7 del recorrido.", region: "ES"),
        AddressCase(none: "En la plaza había 300 personas el día 12.", region: "ES"),
        AddressCase(none: "Real Decreto 1/2020, de 7 de enero.", region: "ES"),
        AddressCase(none: "Nos vemos en el bloque 3 a las 10.", region: "ES"),
        AddressCase(none: "La Mayor parte de los 28013 votos fueron para Madrid.", region: "ES"),
        AddressCase(none: "El n.º 5 de la lista, Col. 3 de la tabla, 2 filas.", region: "ES"),
        AddressCase(none: "Capítulo 3, Colonia Centro fue fundada en 1890.", region: "MX"),
        AddressCase(none: "Pedido C1043AAZ enviado, 2 cajas.", region: "AR"),
        AddressCase(none: "Art. 12, inciso 3, de la Ley 24.240 de Defensa del Consumidor.", region: "AR"),
    ]

    @Test("Spain (Correos)", arguments: spain) func spainCase(_ c: AddressCase) throws { try c.check(); try c.asBlock.check() }
    @Test("Mexico and Argentina", arguments: americas) func americasCase(_ c: AddressCase) throws { try c.check(); try c.asBlock.check() }
    @Test("Spanish prose with numbers", arguments: negatives) func negative(_ c: AddressCase) throws { try c.check() }
}
