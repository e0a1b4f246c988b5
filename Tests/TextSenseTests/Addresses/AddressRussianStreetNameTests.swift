import Foundation
import Testing
@testable import TextSense

/// Russian street names that open with a number: a date (`ул. 8 Марта`, `ул. 26 Бакинских Комиссаров`) and an
/// ordinal written with its ending (`2-я Тверская-Ямская ул.`, `ул. 2-я Тверская-Ямская`, `3-я улица Строителей`),
/// the type before or after the name, in the orders Russian Post accepts (street to index, index to street).
/// Every positive case is checked as written, as a block and inside a sentence.
@Suite("Address detector: Russian street names with numbers")
struct AddressRussianStreetNameTests {
    static let cases: [AddressCase] = [
        AddressCase("ул. 8 Марта, д. 5", "ул. 8 Марта, д. 5", "RU", ["street": "ул. 8 Марта", "houseNumber": "5"]),
        AddressCase("г. Екатеринбург, ул. 8 Марта, д. 46", "г. Екатеринбург, ул. 8 Марта, д. 46", "RU",
                    ["city": "Екатеринбург", "street": "ул. 8 Марта", "houseNumber": "46"]),
        AddressCase("ул. 8 Марта, д. 46, г. Екатеринбург, 620014", "ул. 8 Марта, д. 46, г. Екатеринбург, 620014", "RU",
                    ["street": "ул. 8 Марта", "houseNumber": "46", "city": "Екатеринбург", "postalCode": "620014"]),
        AddressCase("620014, г. Екатеринбург, ул. 8 Марта, д. 46", "620014, г. Екатеринбург, ул. 8 Марта, д. 46", "RU",
                    ["postalCode": "620014", "city": "Екатеринбург", "street": "ул. 8 Марта", "houseNumber": "46"]),
        AddressCase("ул. 26 Бакинских Комиссаров, д. 3, кв. 12", "ул. 26 Бакинских Комиссаров, д. 3, кв. 12", "RU",
                    ["street": "ул. 26 Бакинских Комиссаров", "houseNumber": "3", "unit": "кв. 12"]),
        AddressCase("2-я Тверская-Ямская ул., д. 10", "2-я Тверская-Ямская ул., д. 10", "RU",
                    ["street": "2-я Тверская-Ямская ул.", "houseNumber": "10"]),
        AddressCase("г. Москва, 2-я Тверская-Ямская ул., д. 10", "г. Москва, 2-я Тверская-Ямская ул., д. 10", "RU",
                    ["city": "Москва", "street": "2-я Тверская-Ямская ул.", "houseNumber": "10"]),
        AddressCase("125047, г. Москва, 2-я Тверская-Ямская ул., д. 10", "125047, г. Москва, 2-я Тверская-Ямская ул., д. 10", "RU",
                    ["postalCode": "125047", "city": "Москва", "street": "2-я Тверская-Ямская ул.", "houseNumber": "10"]),
        AddressCase("ул. 2-я Тверская-Ямская, д. 10, Москва, 125047", "ул. 2-я Тверская-Ямская, д. 10, Москва, 125047", "RU",
                    ["street": "ул. 2-я Тверская-Ямская", "houseNumber": "10", "city": "Москва", "postalCode": "125047"]),
        AddressCase("1-й Казачий пер., д. 7", "1-й Казачий пер., д. 7", "RU", ["street": "1-й Казачий пер.", "houseNumber": "7"]),
        AddressCase("г. Москва, 3-я улица Строителей, д. 25", "г. Москва, 3-я улица Строителей, д. 25", "RU",
                    ["city": "Москва", "street": "3-я улица Строителей", "houseNumber": "25"]),
    ]

    static let negatives: [AddressCase] = [
        AddressCase(none: "Встречаемся 8 Марта, в 5 вечера.", region: "RU"),
        AddressCase(none: "Она заняла 2-я место, а он 10-е.", region: "RU"),
        AddressCase(none: "Глава 8 Марта, стр. 5.", region: "RU"),
        AddressCase(none: "На 2-я Тверская-Ямская выставке было 10 стендов.", region: "RU"),
    ]

    @Test("Russian street names with numbers", arguments: cases) func positive(_ c: AddressCase) throws {
        try c.check()
        try c.asBlock.check()
        try c.inSentence("Приезжайте по адресу: ", ", мы ждём.").check()
    }

    @Test("Russian prose with numbers", arguments: negatives) func negative(_ c: AddressCase) throws { try c.check() }
}
