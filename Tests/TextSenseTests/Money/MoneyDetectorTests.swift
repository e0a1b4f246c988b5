import Foundation
import Testing
@testable import TextSense

/// One money case: the text, the locale, and the expected `text amount currency [max] [~] [?]` line (nil: none).
struct MoneyCase: CustomTestStringConvertible, Sendable {
    let text: String
    let locale: String
    let expected: String?
    init(_ text: String, _ expected: String?) {
        self.init(text, "en_US", expected)
    }
    init(_ text: String, _ locale: String, _ expected: String?) {
        self.text = text
        self.locale = locale
        self.expected = expected
    }
    var testDescription: String { "\(locale): \(text)" }
}

enum MoneyFixture {
    static func line(_ text: String, locale: String) throws -> String? {
        let detector = try DataDetector(types: .money, context: DetectionContext(locale: Locale(identifier: locale)))
        return detector.detections(in: text).map { d -> String in
            guard case .money(let v) = d.value else { return "not money" }
            var s = "\(d.text) \(v.amount) \(v.currency)"
            if let m = v.max { s += " max \(m)" }
            if v.approximate { s += " ~" }
            if v.currencyAmbiguous { s += " ?" }
            return s
        }.joined(separator: " | ").nilIfEmpty
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

@Suite("Money: amounts with a code, symbol or name")
struct MoneyDetectorTests {
    static let cases: [MoneyCase] = [
        MoneyCase("Total USD 1,250.00 due", "USD 1,250.00 1250.00 USD"),
        MoneyCase("Preis 1 250 EUR netto", "de_DE", "1 250 EUR 1250 EUR"),
        MoneyCase("It costs $5.", "$5 5 USD ?"),
        MoneyCase("Kostet € 12,50.", "de_DE", "€ 12,50 12.50 EUR"),
        MoneyCase("raised £3.2m", "£3.2m 3200000 GBP ?"),
        MoneyCase("Preço R$ 1.234,56", "pt_BR", "R$ 1.234,56 1234.56 BRL"),
        MoneyCase("Цена 1 234,56 ₽", "ru_RU", "1 234,56 ₽ 1234.56 RUB"),
        MoneyCase("Цена 1\u{00A0}234,56\u{00A0}₽", "ru_RU", "1\u{00A0}234,56\u{00A0}₽ 1234.56 RUB"),
        MoneyCase("about 20 dollars", "20 dollars 20 USD ~ ?"),
        MoneyCase("a 3.5 million dollars deal", "3.5 million dollars 3500000 USD ?"),
        MoneyCase("Budget 2 Mio. Euro", "de_DE", "2 Mio. Euro 2000000 EUR"),
        MoneyCase("бюджет 1,2 млрд рублей", "ru_RU", "1,2 млрд рублей 1200000000 RUB ?"),
        MoneyCase("costó 2,5 millones de pesos", "es_MX", "2,5 millones de pesos 2500000 MXN ?"),
        MoneyCase("salary $5k", "$5k 5000 USD ?"),
        MoneyCase("tickets $10–15", "$10–15 10 USD max 15 ?"),
        MoneyCase("tickets $10-$15", "$10-$15 10 USD max 15 ?"),
        MoneyCase("between 5 and 10 euros", "5 and 10 euros 5 EUR max 10"),
        MoneyCase("refund -€20 today", "-€20 -20 EUR"),
        MoneyCase("about $30", "$30 30 USD ~ ?"),
        MoneyCase("prix 1 000,50 € TTC", "fr_FR", "1 000,50 € 1000.50 EUR"),
        MoneyCase("cuesta 15 euros", "es_ES", "15 euros 15 EUR"),
        MoneyCase("custa 30 reais", "pt_BR", "30 reais 30 BRL"),
        MoneyCase("стоит 500 рублей", "ru_RU", "500 рублей 500 RUB ?"),
        MoneyCase("CHF 1'000", "CHF 1'000 1000 CHF"),
        MoneyCase("¥500 in Tokyo", "¥500 500 JPY ?"),
        MoneyCase("1.234,56 € vs 1,234.56 USD", "de_DE", "1.234,56 € 1234.56 EUR | 1,234.56 USD 1234.56 USD"),
        // Amounts in words (ICU's spell-out words) with the currency named after them.
        MoneyCase("It costs twenty dollars.", "twenty dollars 20 USD ?"),
        MoneyCase("twenty-five euros", "twenty-five euros 25 EUR"),
        MoneyCase("a thousand dollars", "a thousand dollars 1000 USD ?"),
        MoneyCase("one hundred and fifty dollars", "one hundred and fifty dollars 150 USD ?"),
        MoneyCase("two million dollars", "two million dollars 2000000 USD ?"),
        MoneyCase("Das kostet fünf Euro.", "de_DE", "fünf Euro 5 EUR"),
        MoneyCase("zweitausendfünfhundert Euro", "de_DE", "zweitausendfünfhundert Euro 2500 EUR"),
        MoneyCase("eine Million Euro", "de_DE", "eine Million Euro 1000000 EUR"),
        MoneyCase("trois cents euros", "fr_FR", "trois cents euros 300 EUR"),
        MoneyCase("vingt et un euros", "fr_FR", "vingt et un euros 21 EUR"),
        MoneyCase("quatre-vingt-dix-neuf euros", "fr_FR", "quatre-vingt-dix-neuf euros 99 EUR"),
        MoneyCase("custa mil reais", "pt_BR", "mil reais 1000 BRL"),
        MoneyCase("duzentos e cinquenta reais", "pt_BR", "duzentos e cinquenta reais 250 BRL"),
        MoneyCase("dois milhões de reais", "pt_BR", "dois milhões de reais 2000000 BRL"),
        MoneyCase("стоит сто рублей", "ru_RU", "сто рублей 100 RUB ?"),
        MoneyCase("две тысячи рублей", "ru_RU", "две тысячи рублей 2000 RUB ?"),
        MoneyCase("Двадцать пять рублей", "ru_RU", "Двадцать пять рублей 25 RUB ?"),
        MoneyCase("dos millones de pesos", "es_MX", "dos millones de pesos 2000000 MXN ?"),
        MoneyCase("mil quinientos pesos", "es_MX", "mil quinientos pesos 1500 MXN ?"),
        MoneyCase("mil millones de euros", "es_ES", "mil millones de euros 1000000000 EUR"),
        MoneyCase("veintiún euros", "es_ES", "veintiún euros 21 EUR"),
        MoneyCase("Payment of $640 to 12-3140-0123456-00 please.", "$640 640 USD ?"),
        MoneyCase("cotizó $420,000 por la casa", "es_MX", "$420,000 420000 MXN ?"),
        MoneyCase("R 250 at the till", "R 250 250 ZAR"),
        // Not money.
        MoneyCase("tyres 225/55 R 16", nil),
        MoneyCase("1 L de leite", "pt_BR", nil),
        MoneyCase("TVA intracommunautaire FR 23 811204417", "fr_FR", nil),
        MoneyCase("412 livres récoltés", "fr_FR", nil),
        MoneyCase("Ryanair FR 9712 STN → DUB", nil),
        MoneyCase("el vuelo UX 9117 de MAD a PMI", "es_ES", nil),
        MoneyCase("twenty people and a dollar sign", nil),
        MoneyCase("the two of us", nil),
        MoneyCase("j'ai lu un livre", "fr_FR", nil),
        MoneyCase("pesa una libra", "es_ES", nil),
        MoneyCase("version 1.2.3 of the app", nil),
        MoneyCase("won 3-1 at home", nil),
        MoneyCase("up 50% this year", nil),
        MoneyCase("echo $PATH and $HOME", nil),
        MoneyCase("buy $AAPL now", nil),
        MoneyCase("call +1 650 253 0000", nil),
        MoneyCase("on 12.03.2026", nil),
        MoneyCase("5 km to go", nil),
        MoneyCase("room 12 EURO-zone", nil),
        // The head nouns of funds and units of account (COU "Colombian Real Value Unit", USN "US Dollar (Next day)")
        // are no currency words.
        MoneyCase("We sold 30 units in March", nil),
        MoneyCase("через три дня", "ru_RU", nil),
        MoneyCase("cinco unidades de leche", "es_ES", nil),
        MoneyCase("custa 1 real", "pt_BR", "1 real 1 BRL"),
        // Names that are everyday words (`CurrencyHomographs`): money only where the text says so.
        MoneyCase("Plot 14 won 3/4 of the votes", nil),
        MoneyCase("We had 2 real problems", nil),
        MoneyCase("Print 3 mark sheets", nil),
        MoneyCase("Es gab 4 sol Tage", "de_DE", nil),
        MoneyCase("Уже 7 так и было", "ru_RU", nil),
        MoneyCase("Добавьте 2 соль и перец", "ru_RU", nil),
        MoneyCase("I paid 5000 won at the market", "5000 won 5000 KRW ?"),
        MoneyCase("Lunch was 12,000 won.", "12,000 won 12000 KRW ?"),
        MoneyCase("He got 20 won in change", "20 won 20 KRW ?"),
        MoneyCase("Season: 14 won and 3 lost", nil),
        MoneyCase("Team 14 won ٣ games", nil),
        MoneyCase("a coffee is 4,500 won (about $3.40)", "4,500 won 4500 KRW ? | $3.40 3.40 USD ?"),
        MoneyCase("It costs 50 rand", "50 rand 50 ZAR"),
        MoneyCase("I have 50 rand", "en_ZA", "50 rand 50 ZAR"),
        MoneyCase("El billete cuesta 8 soles", "es_PE", "8 soles 8 PEN"),
        // Names of several words: the head noun is the currency (`доллар сша`, `российский рубль`), never the
        // country's genitive (`сша`, `фиджи` alone name nothing).
        MoneyCase("Он заплатил 5 долларов", "ru_RU", "5 долларов 5 USD ?"),
        MoneyCase("Это было 5 сша и 3 фиджи", "ru_RU", nil),
        MoneyCase("стоит 40 рублей", "ru_RU", "40 рублей 40 RUB ?"),
    ]

    @Test("case table", arguments: cases)
    func table(_ c: MoneyCase) throws {
        #expect(try MoneyFixture.line(c.text, locale: c.locale) == c.expected)
    }

    @Test("actions: copy the text, copyAmount the plain number; JSON shape")
    func actions() throws {
        let d = try #require(try DataDetector(types: .money).detections(in: "pay USD 1,250.00").first)
        #expect(d.description == #"money 4..<16 "USD 1,250.00" [copy, copyAmount]"#)
        #expect(d.actions.map(\.payload) == ["USD 1,250.00", "1250.00"])
        var w = JSONWriter()
        d.value.writeJSON(to: &w)
        #expect(String(decoding: w.bytes, as: UTF8.self)
                == #"{"amount":"1250.00","currency":"USD","approximate":false,"currencyAmbiguous":false}"#)
    }

    @Test("an ambiguous symbol follows the region: $ in Canada is CAD")
    func region() throws {
        let ctx = DetectionContext(locale: Locale(identifier: "en_CA"))
        let d = try #require(try DataDetector(types: .money, context: ctx).detections(in: "only $20").first)
        guard case .money(let v) = d.value else { Issue.record("not money"); return }
        #expect(v.currency == "CAD")
        #expect(v.currencyAmbiguous)
    }

    @Test("Codable round trip")
    func codable() throws {
        let text = "tickets $10–15"
        let found = try DataDetector(types: .money).detections(in: text)
        let data = try JSONEncoder().encode(found)
        let decoder = JSONDecoder()
        decoder.userInfo[.textSenseSourceText] = text
        #expect(try decoder.decode([Detection].self, from: data) == found)
    }
}

@Suite("Money: separators read per language")
struct AmountReaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let commaDecimal: Bool
        let expected: String?
        var testDescription: String { "\(text) (comma decimal: \(commaDecimal))" }
    }
    static let cases: [Case] = [
        Case(text: "1,234.56", commaDecimal: false, expected: "1234.56"),
        Case(text: "1.234,56", commaDecimal: true, expected: "1234.56"),
        Case(text: "1 234,56", commaDecimal: true, expected: "1234.56"),
        Case(text: "1,234", commaDecimal: false, expected: "1234"),
        Case(text: "1,234", commaDecimal: true, expected: "1.234"),
        Case(text: "1.234", commaDecimal: true, expected: "1234"),
        Case(text: "0,234", commaDecimal: false, expected: "0.234"),
        Case(text: "12,5", commaDecimal: false, expected: "12.5"),
        Case(text: "1,234,567", commaDecimal: true, expected: "1234567"),
        Case(text: "1.234.567,89", commaDecimal: true, expected: "1234567.89"),
        Case(text: "1,23,45", commaDecimal: false, expected: nil),
        Case(text: "1.2.3", commaDecimal: false, expected: nil),
        Case(text: "50%", commaDecimal: false, expected: nil),
    ]

    @Test("case table", arguments: cases)
    func table(_ c: Case) {
        let got = withUTF8Bytes(of: c.text) { bytes in
            AmountReader(bytes: bytes, commaDecimal: c.commaDecimal).number(at: 0).map(\.decimal)
        }
        #expect(got == c.expected)
    }

    @Test("magnitudes shift exactly", arguments: [("3.5", 6, "3500000"), ("1.2", 9, "1200000000"), ("5", 3, "5000"),
                                                   ("0.25", 3, "250"), ("1.23456", 3, "1234.56")])
    func shifted(_ c: (String, Int, String)) {
        #expect(AmountReader.shifted(c.0, by: c.1) == c.2)
    }
}
