import Foundation
import Testing
@testable import TextSense

/// Russian addresses in every order Russian Post (Почта России) allows — from the street to the index or from the
/// index to the street, the index between the town and the street, the town after the street — with `корп.`,
/// `стр.`, `вл.`, hyphenated types (`пр-т`, `б-р`), roads named in quotes with their kilometre, PO boxes (`а/я`)
/// before the index, lower case with every marker, and inside a sentence. Every positive case is checked as
/// written and as a block.
@Suite("Address detector: Russian Post orders")
struct AddressRussianPostOrderTests {
    static let russia: [AddressCase] = [
        AddressCase("ул. Ленина, д. 5, кв. 12, г. Казань, Республика Татарстан, 420111",
                    "ул. Ленина, д. 5, кв. 12, г. Казань, Республика Татарстан, 420111", "RU",
                    ["street": "ул. Ленина", "houseNumber": "5", "unit": "кв. 12", "city": "Казань", "region": "Республика Татарстан",
                     "postalCode": "420111"]),
        AddressCase("Россия, 190000, Санкт-Петербург, Невский пр., 28", "Россия, 190000, Санкт-Петербург, Невский пр., 28", "RU",
                    ["country": "Россия", "postalCode": "190000", "city": "Санкт-Петербург", "street": "Невский пр.", "houseNumber": "28"]),
        AddressCase("г. Москва, ул. Тверская, 7", "г. Москва, ул. Тверская, 7", "RU",
                    ["city": "Москва", "street": "ул. Тверская", "houseNumber": "7"]),
        AddressCase("Москва, 125009, ул. Тверская, 7", "Москва, 125009, ул. Тверская, 7", "RU",
                    ["city": "Москва", "postalCode": "125009", "street": "ул. Тверская", "houseNumber": "7"]),
        AddressCase("г. Казань, 420111, ул. Баумана, д. 19, кв. 4", "г. Казань, 420111, ул. Баумана, д. 19, кв. 4", "RU",
                    ["city": "Казань", "postalCode": "420111", "street": "ул. Баумана", "unit": "кв. 4"]),
        AddressCase("Тверская ул., д. 7, Москва", "Тверская ул., д. 7, Москва", "RU",
                    ["street": "Тверская ул.", "houseNumber": "7", "city": "Москва"]),
        AddressCase("ул. Баумана, д. 19, Казань.", "ул. Баумана, д. 19, Казань", "RU", ["street": "ул. Баумана", "city": "Казань"]),
        AddressCase("г. Москва, пр-т Мира, д. 20, корп. 1", "г. Москва, пр-т Мира, д. 20, корп. 1", "RU",
                    ["city": "Москва", "street": "пр-т Мира", "houseNumber": "20", "unit": "корп. 1"]),
        AddressCase("пр-т Мира, д. 20", "пр-т Мира, д. 20", "RU", ["street": "пр-т Мира", "houseNumber": "20"]),
        AddressCase("Москва, б-р Дмитрия Донского, д. 9", "Москва, б-р Дмитрия Донского, д. 9", "RU",
                    ["city": "Москва", "street": "б-р Дмитрия Донского", "houseNumber": "9"]),
        AddressCase("г. Москва, ул. Тверская, вл. 7", "г. Москва, ул. Тверская, вл. 7", "RU",
                    ["street": "ул. Тверская", "houseNumber": "7"]),
        AddressCase("г. Москва, ул. Тверская, д. 7, стр. 1", "г. Москва, ул. Тверская, д. 7, стр. 1", "RU", ["unit": "стр. 1"]),
        AddressCase("г. Москва, ул. Тверская, д. 7, корп. 2, кв. 15", "г. Москва, ул. Тверская, д. 7, корп. 2, кв. 15", "RU",
                    ["unit": "корп. 2, кв. 15"]),
        AddressCase("а/я 15, 125009, г. Москва", "а/я 15, 125009, г. Москва", "RU",
                    ["poBox": "а/я 15", "postalCode": "125009", "city": "Москва"]),
        AddressCase("а/я 15, г. Москва, 125009", "а/я 15, г. Москва, 125009", "RU", ["poBox": "а/я 15", "postalCode": "125009"]),
        AddressCase("Московская обл., трасса \"Дон\", 45 км", "Московская обл., трасса \"Дон\", 45 км", "RU",
                    ["region": "Московская обл.", "street": "трасса \"Дон\"", "houseNumber": "45 км"]),
        AddressCase("Московская обл., трасса М-4 «Дон», 45 км", "Московская обл., трасса М-4 «Дон», 45 км", "RU",
                    ["region": "Московская обл.", "street": "трасса М-4 «Дон»", "houseNumber": "45 км"]),
        AddressCase("Тульская обл., автодорога «Крым», км 180", "Тульская обл., автодорога «Крым», км 180", "RU",
                    ["street": "автодорога «Крым»", "houseNumber": "км 180"]),
        AddressCase("г. москва, ул. тверская, д. 7, кв. 5", "г. москва, ул. тверская, д. 7, кв. 5", "RU",
                    ["city": "москва", "street": "ул. тверская", "houseNumber": "7", "unit": "кв. 5"]),
        // A number on the line before does not change the reading (no index in the window).
        AddressCase("the pool is closed from Dec 21 to Jan 3\n• г. москва, ул. тверская, д. 7, кв. 5",
                    "г. москва, ул. тверская, д. 7, кв. 5", "RU", ["city": "москва", "houseNumber": "7"]),
        AddressCase("Пишите: г. казань, ул. баумана, д. 19.", "г. казань, ул. баумана, д. 19", "RU", ["city": "казань"]),
        AddressCase("Новая квартира — Москва, ул. Вавилова, д. 64, кв. 118, въезд со двора.",
                    "Москва, ул. Вавилова, д. 64, кв. 118", "RU", ["city": "Москва", "street": "ул. Вавилова", "unit": "кв. 118"]),
        AddressCase("Приходите по адресу: г. Москва, ул. Тверская, д. 7, кв. 5, мы ждём.", "г. Москва, ул. Тверская, д. 7, кв. 5", "RU",
                    ["city": "Москва", "unit": "кв. 5"]),
        AddressCase("Россия, г. Москва, ул. Тверская, д. 7, кв. 5, 125009", "Россия, г. Москва, ул. Тверская, д. 7, кв. 5, 125009", "RU",
                    ["country": "Россия", "postalCode": "125009"]),
        AddressCase("Краснодарский край, г. Сочи, ул. Навагинская, д. 9", "Краснодарский край, г. Сочи, ул. Навагинская, д. 9", "RU",
                    ["region": "Краснодарский край", "city": "Сочи"]),
        AddressCase("г. Томск, Московский тракт, д. 2", "г. Томск, Московский тракт, д. 2", "RU", ["street": "Московский тракт"]),
    ]

    static let negatives: [AddressCase] = [
        AddressCase(none: "См. ст. 5, п. 2, ч. 3 Федерального закона № 152-ФЗ.", region: "RU"),
        AddressCase(none: "Дело рассмотрено 5 мая 2026 г. в 10:00.", region: "RU"),
        AddressCase(none: "Звоните +7 495 123-45-67 с 9 до 18.", region: "RU"),
        AddressCase(none: "В д. 5 никто не живёт уже 3 года.", region: "RU"),
        AddressCase(none: "Мы доехали до 45 км трассы без остановок.", region: "RU"),
        AddressCase(none: "Фильм «Дон», 45 км плёнки, 2 серии.", region: "RU"),
        AddressCase(none: "Глава 5, стр. 12, рис. 3.", region: "RU"),
        AddressCase(none: "Приказ № 171н от 5 декабря 2016 г.", region: "RU"),
        AddressCase(none: "Цена 125009 рублей за 5 шт.", region: "RU"),
        AddressCase(none: "В 2024 г. в Москве построили 3 дома.", region: "RU"),
        AddressCase(none: "Дом 7 по улице был снесён в 2019 году.", region: "RU"),
        AddressCase(none: "Итог: Москва, 125009 голосов, ул. не указана.", region: "RU"),
    ]

    @Test("Russia (Russian Post)", arguments: russia) func russiaCase(_ c: AddressCase) throws { try c.check(); try c.asBlock.check() }
    @Test("Russian prose with numbers", arguments: negatives) func negative(_ c: AddressCase) throws { try c.check() }
}
