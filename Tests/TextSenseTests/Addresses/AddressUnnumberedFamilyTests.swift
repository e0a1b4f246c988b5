import Foundation
import Testing
@testable import TextSense

/// Streets without a house number that the post still delivers to: a unit before a British thoroughfare
/// (`Apt 4, Exhibition Road, London SW7 2DD`) and a Portuguese square or street before Portugal's postal code
/// (`Praça do Município, 4700-435 Braga`), each only with its postcode and post town; and a British address
/// closed by its post town and county without a postcode (`4 Privet Drive, Little Whinging, Surrey`).
@Suite("Address detector: unnumbered streets with a unit or Portugal's code")
struct AddressUnnumberedFamilyTests {
    static let cases: [AddressCase] = [
        AddressCase("Apt 4, Exhibition Road, London SW7 2DD", "Apt 4, Exhibition Road, London SW7 2DD", "GB",
                    ["unit": "Apt 4", "street": "Exhibition Road", "city": "London", "postalCode": "SW7 2DD"]),
        AddressCase("Flat 3, Kings Road, London SW3 4UP", "Flat 3, Kings Road, London SW3 4UP", "GB",
                    ["unit": "Flat 3", "street": "Kings Road"]),
        AddressCase("Unit 7, Mill Lane, Cambridge CB2 1RX", "Unit 7, Mill Lane, Cambridge CB2 1RX", "GB",
                    ["unit": "Unit 7", "street": "Mill Lane", "city": "Cambridge"]),
        AddressCase("4 Privet Drive, Little Whinging, Surrey", "4 Privet Drive, Little Whinging, Surrey", "GB",
                    ["houseNumber": "4", "street": "Privet Drive", "city": "Little Whinging", "region": "Surrey"], region: "GB"),
        AddressCase("12 High Street, Tonbridge, Kent.", "12 High Street, Tonbridge, Kent", "GB",
                    ["city": "Tonbridge", "region": "Kent"], region: "GB"),
        AddressCase("Praça do Município, 4700-435 Braga", "Praça do Município, 4700-435 Braga", "PT",
                    ["street": "Praça do Município", "postalCode": "4700-435", "city": "Braga"], region: "PT"),
        AddressCase("Largo do Carmo, 1200-092 Lisboa", "Largo do Carmo, 1200-092 Lisboa", "PT",
                    ["street": "Largo do Carmo", "city": "Lisboa"], region: "PT"),
        AddressCase("Rua Augusta, 1100-053 Lisboa, Portugal", "Rua Augusta, 1100-053 Lisboa, Portugal", "PT",
                    ["street": "Rua Augusta", "postalCode": "1100-053", "country": "Portugal"], region: "PT"),
    ]

    static let negatives: [AddressCase] = [
        AddressCase(none: "Pedido 4700-435, Braga ganhou 2-1.", region: "PT"),
        AddressCase(none: "Ligue 2345-678 ou passe na Praça do Município amanhã.", region: "PT"),
        AddressCase(none: "Apt 4, Exhibition Road and 12 other streets were closed.", region: "GB"),
        AddressCase(none: "Page 12, Kent, Surrey and Essex are listed.", region: "GB"),
    ]

    @Test("unnumbered streets", arguments: cases) func unnumbered(_ c: AddressCase) throws { try c.check(); try c.asBlock.check() }
    @Test("unnumbered streets: negatives", arguments: negatives) func negative(_ c: AddressCase) throws { try c.check() }
}
