import Foundation
import Testing
@testable import TextSense

/// A rule, a year and the Gregorian day it must give.
struct HolidayRuleCase: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: HolidayRule
    let year: Int
    let expected: String
    init(_ name: String, _ rule: HolidayRule, _ year: Int, _ expected: String) {
        self.name = name; self.rule = rule; self.year = year; self.expected = expected
    }
    var testDescription: String { "\(name) \(year)" }
}

@Suite("Holidays: rules")
struct HolidayRuleTests {
    @Test("date(inYear:) per rule kind", arguments: [
        HolidayRuleCase("Easter", .easter(offset: 0), 2024, "2024-03-31"),
        HolidayRuleCase("Easter", .easter(offset: 0), 2025, "2025-04-20"),
        HolidayRuleCase("Easter", .easter(offset: 0), 2026, "2026-04-05"),
        HolidayRuleCase("Easter", .easter(offset: 0), 2000, "2000-04-23"),
        HolidayRuleCase("Pfingstmontag", .easter(offset: 50), 2026, "2026-05-25"),
        HolidayRuleCase("Good Friday", .easter(offset: -2), 2027, "2027-03-26"),
        HolidayRuleCase("Orthodox Easter", .orthodoxEaster(offset: 0), 2024, "2024-05-05"),
        HolidayRuleCase("Orthodox Easter", .orthodoxEaster(offset: 0), 2025, "2025-04-20"),
        HolidayRuleCase("Orthodox Easter", .orthodoxEaster(offset: 0), 2026, "2026-04-12"),
        HolidayRuleCase("Thanksgiving US", .nthWeekday(month: 11, weekday: 5, n: 4), 2026, "2026-11-26"),
        HolidayRuleCase("Thanksgiving US", .nthWeekday(month: 11, weekday: 5, n: 4), 2024, "2024-11-28"),
        HolidayRuleCase("Memorial Day", .nthWeekday(month: 5, weekday: 2, n: -1), 2026, "2026-05-25"),
        HolidayRuleCase("Memorial Day", .nthWeekday(month: 5, weekday: 2, n: -1), 2027, "2027-05-31"),
        HolidayRuleCase("Victoria Day", .weekdayOnOrAfter(month: 5, day: 18, weekday: 2), 2026, "2026-05-18"),
        HolidayRuleCase("Victoria Day", .weekdayOnOrAfter(month: 5, day: 18, weekday: 2), 2025, "2025-05-19"),
        HolidayRuleCase("Christmas", .fixed(month: 12, day: 25), 2030, "2030-12-25"),
        HolidayRuleCase("Chinese New Year", .lunar(calendar: .chinese, month: 0, day: 1, offset: 0), 2025, "2025-01-29"),
        HolidayRuleCase("Chinese New Year", .lunar(calendar: .chinese, month: 0, day: 1, offset: 0), 2026, "2026-02-17"),
        HolidayRuleCase("Rosh Hashanah", .lunar(calendar: .hebrew, month: 0, day: 1, offset: 0), 2025, "2025-09-23"),
        HolidayRuleCase("Rosh Hashanah", .lunar(calendar: .hebrew, month: 0, day: 1, offset: 0), 2026, "2026-09-12"),
        HolidayRuleCase("Hanukkah", .lunar(calendar: .hebrew, month: 2, day: 25, offset: 0), 2025, "2025-12-15"),
        HolidayRuleCase("Passover", .lunar(calendar: .hebrew, month: 7, day: 15, offset: 0), 2026, "2026-04-02"),
        HolidayRuleCase("Ramadan", .lunar(calendar: .islamic, month: 8, day: 1, offset: 0), 2026, "2026-02-18"),
        HolidayRuleCase("Eid al-Fitr", .lunar(calendar: .islamic, month: 9, day: 1, offset: 0), 2025, "2025-03-30"),
        HolidayRuleCase("Chinese New Year (ICU corrected)", .lunar(calendar: .chinese, month: 0, day: 1, offset: 0), 2027, "2027-02-06"),
        HolidayRuleCase("Chinese New Year (ICU corrected)", .lunar(calendar: .chinese, month: 0, day: 1, offset: 0), 2030, "2030-02-03"),
        HolidayRuleCase("Chinese New Year's Eve", .lunar(calendar: .chinese, month: 0, day: 1, offset: -1), 2026, "2026-02-16"),
    ])
    func ruleDates(_ c: HolidayRuleCase) {
        let d = c.rule.date(inYear: c.year)
        let text = d.map { String(format: "%04d-%02d-%02d", $0.year, $0.month, $0.day) }
        #expect(text == c.expected)
    }

    @Test("no fifth weekday when the month has four")
    func noFifth() {
        #expect(HolidayRule.nthWeekday(month: 2, weekday: 2, n: 5).date(inYear: 2026) == nil)
    }

    @Test("the generated data has rules for the names people use")
    func generated() {
        #expect(HolidayData.names(language: "en")["thanksgiving day"] == .nthWeekday(month: 11, weekday: 5, n: 4))
        #expect(HolidayData.names(language: "de")["pfingstmontag"] == .easter(offset: 50))
        #expect(HolidayData.names(language: "fr")["toussaint"] == .fixed(month: 11, day: 1))
        #expect(HolidayData.names(language: "en")["labor"] == nil)
    }
}

/// Holiday phrases through `DataDetector`, reference Thursday 2026-12-03 10:00 local.
@Suite("Holidays: detection")
struct HolidayDetectionTests {
    @Test("English (en_US, America/New_York)", arguments: [
        DateCase("Labor Day 2027", #""Labor Day 2027" 2027-09-06T00:00:00-04:00 day allDay"#),
        DateCase("see you at Thanksgiving", #""Thanksgiving" 2027-11-25T00:00:00-05:00 day allDay"#),
        DateCase("Thanksgiving Day 2026", #""Thanksgiving Day 2026" 2026-11-26T00:00:00-05:00 day allDay"#),
        DateCase("Easter Monday", #""Easter Monday" 2027-03-29T00:00:00-04:00 day allDay"#),
        DateCase("Chinese New Year", #""Chinese New Year" 2027-02-06T00:00:00-05:00 day allDay"#),
        DateCase("Hanukkah", #""Hanukkah" 2026-12-05T00:00:00-05:00 day allDay"#),
        DateCase("Christmas Eve", #""Christmas Eve" 2026-12-24T00:00:00-05:00 day allDay"#),
        DateCase("Memorial Day at 10am", #""Memorial Day at 10am" 2027-05-31T10:00:00-04:00 hour"#),
        DateCase("the labor movement"),
        DateCase("independence of the judiciary"),
        DateCase("labor day sale"),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("German (de_DE, Europe/Berlin)", arguments: [
        DateCase("Pfingstmontag", #""Pfingstmontag" 2027-05-17T00:00:00+02:00 day allDay"#),
        DateCase("Karfreitag 2026", #""Karfreitag 2026" 2026-04-03T00:00:00+02:00 day allDay"#),
        DateCase("an Ostern", #""Ostern" 2027-03-28T00:00:00+01:00 day allDay"#),
        DateCase("Tag der Arbeit", #""Tag der Arbeit" 2027-05-01T00:00:00+02:00 day allDay"#),
        DateCase("die Arbeit ist getan"),
        DateCase("Tag der Deutschen Einheit", #""Tag der Deutschen Einheit" 2027-10-03T00:00:00+02:00 day allDay"#),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "Europe/Berlin") == c.expected)
    }

    @Test("French (fr_FR, Europe/Paris)", arguments: [
        DateCase("le jour de l'An", #""jour de l'An" 2027-01-01T00:00:00+01:00 day allDay"#),
        DateCase("à la Toussaint", #""Toussaint" 2027-11-01T00:00:00+01:00 day allDay"#),
        DateCase("Pâques 2027", #""Pâques 2027" 2027-03-28T00:00:00+01:00 day allDay"#),
        DateCase("la fête du travail", #""fête du travail" 2027-05-01T00:00:00+02:00 day allDay"#),
        DateCase("le travail du dimanche", #""dimanche" 2026-12-06T00:00:00+01:00 day allDay"#),
        DateCase("le 14 juillet", #""14 juillet" 2026-07-14T00:00:00+02:00 day allDay"#),
    ])
    func french(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "fr_FR", zone: "Europe/Paris") == c.expected)
    }

    @Test("Spanish (es_ES, Europe/Madrid)", arguments: [
        DateCase("el Día de Reyes", #""Día de Reyes" 2027-01-06T00:00:00+01:00 day allDay"#),
        DateCase("el Día de la Hispanidad", #""Día de la Hispanidad" 2027-10-12T00:00:00+02:00 day allDay"#),
        DateCase("Nochebuena", #""Nochebuena" 2026-12-24T00:00:00+01:00 day allDay"#),
    ])
    func spanish(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "es_ES", zone: "Europe/Madrid") == c.expected)
    }

    @Test("Portuguese (pt_BR, America/Sao_Paulo)", arguments: [
        DateCase("no Carnaval", #""Carnaval" 2027-02-08T00:00:00-03:00 day allDay"#),
        DateCase("Tiradentes", #""Tiradentes" 2027-04-21T00:00:00-03:00 day allDay"#),
    ])
    func portuguese(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "pt_BR", zone: "America/Sao_Paulo") == c.expected)
    }

    @Test("Russian (ru_RU, Europe/Moscow)", arguments: [
        DateCase("Масленица", #""Масленица" 2027-03-08T00:00:00+03:00 day allDay"#),
        DateCase("на Рождество", #""Рождество" 2027-01-07T00:00:00+03:00 day allDay"#),
        DateCase("Пасха 2026", #""Пасха 2026" 2026-04-12T00:00:00+03:00 day allDay"#),
    ])
    func russian(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "ru_RU", zone: "Europe/Moscow") == c.expected)
    }
}
