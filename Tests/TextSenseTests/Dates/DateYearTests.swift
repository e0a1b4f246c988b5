import Testing
@testable import TextSense

/// A year alone is the whole year: after a month preposition (`in 2019`, last two centuries only), a year noun
/// (`the year 2027`, `im Jahr 2027`, `l'an 2000`), an open-interval word (`since 1998`) or before the Russian
/// year word (`2027 год`). Counts stay out, and a unit after the number makes it an amount. Reference Thursday 2026-12-03 10:00 (`DateFixture`).
@Suite("Dates: a year alone")
struct DateYearTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String
        let zone: String
        let date: DateCase
        init(_ locale: String, _ zone: String, _ text: String, _ expected: String...) {
            self.locale = locale
            self.zone = zone
            date = DateCase(text, expected: expected)
        }
        var testDescription: String { "\(locale): \(date.text)" }
    }

    @Test(arguments: [
        Case("en_US", "America/New_York", "We met in 2019 at a bar.", #""in 2019" 2019-01-01T00:00:00-05:00–2020-01-01T00:00:00-05:00 year allDay"#),
        Case("en_US", "America/New_York", "in the year 2000", #""in the year 2000" 2000-01-01T00:00:00-05:00–2001-01-01T00:00:00-05:00 year allDay"#),
        Case("en_US", "America/New_York", "open since 1998", #""since 1998" 1998-01-01T00:00:00-05:00 year allDay after"#),
        Case("en_US", "America/New_York", "in 1234 ways"),
        Case("en_US", "America/New_York", "in 2000 hours", #""in 2000 hours" 2027-02-24T18:00:00-05:00 hour"#),
        Case("de_DE", "Europe/Berlin", "im Jahr 2027 gebaut", #""im Jahr 2027" 2027-01-01T00:00:00+01:00–2028-01-01T00:00:00+01:00 year allDay"#),
        Case("de_DE", "Europe/Berlin", "seit 2019", #""seit 2019" 2019-01-01T00:00:00+01:00 year allDay after"#),
        Case("fr_FR", "Europe/Paris", "en 2027, on verra", #""en 2027" 2027-01-01T00:00:00+01:00–2028-01-01T00:00:00+01:00 year allDay"#),
        Case("fr_FR", "Europe/Paris", "l'an 2000", #""l'an 2000" 2000-01-01T00:00:00+01:00–2001-01-01T00:00:00+01:00 year allDay"#),
        Case("es_ES", "Europe/Madrid", "nació en 1985", #""en 1985" 1985-01-01T00:00:00+01:00–1986-01-01T00:00:00+01:00 year allDay"#),
        Case("pt_BR", "America/Sao_Paulo", "no ano de 2027", #""no ano de 2027" 2027-01-01T00:00:00-03:00–2028-01-01T00:00:00-03:00 year allDay"#),
        Case("ru_RU", "Europe/Moscow", "в 2027 году", #""в 2027 году" 2027-01-01T00:00:00+03:00–2028-01-01T00:00:00+03:00 year allDay"#),
        Case("ru_RU", "Europe/Moscow", "2027 год будет", #""2027 год" 2027-01-01T00:00:00+03:00–2028-01-01T00:00:00+03:00 year allDay"#),
    ])
    func yearAlone(_ c: Case) {
        #expect(DateFixture.lines(c.date.text, locale: c.locale, zone: c.zone) == c.date.expected)
    }
}
