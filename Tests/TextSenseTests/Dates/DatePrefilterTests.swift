import Foundation
import Testing
@testable import TextSense

/// The byte prefilter (`DateDetector.numberMayBeDate` and the unit-anchor check) skips digits and units that
/// cannot start a date without tokenizing them. These cases sit on both sides of each of its rules: what
/// it must still hand to the parser, and the look-alikes it now rejects early (which the parser rejected
/// before too — the output must not change).
@Suite("Dates: byte prefilter")
struct DatePrefilterTests {
    @Test("English (en_US, America/New_York)", arguments: [
        // Chains: numeric dates, clocks, dotted day-month, short ranges.
        DateCase("due 12/15/2026", #""12/15/2026" 2026-12-15T00:00:00-05:00 day allDay"#),
        DateCase("build 2026-12-01T15:30:00Z", #""2026-12-01T15:30:00Z" 2026-12-01T15:30:00+00:00 second GMT"#),
        DateCase("at 17:00", #""17:00" 2026-12-03T17:00:00-05:00 minute"#),
        DateCase("9.15pm", #""9.15pm" 2026-12-03T21:15:00-05:00 minute"#),
        DateCase("1-5 December", #""1-5 December" 2026-12-01T00:00:00-05:00–2026-12-06T00:00:00-05:00 day allDay"#),
        // Versions, decimals, scores, ratios, fractions and IDs are no dates.
        DateCase("Python 3.10+ and pip 23.1"),
        DateCase("version 1.4.2, build 5200.118"),
        // A fourth part or letters glued to a numeric date make it a version or an ID; a year-first date keeps its
        // `T`, a four-digit year its glued clock.
        DateCase("Build 2026.11.30-rc2, checksum 20261130"),
        DateCase("tag 2026-12-01-7788, file 12/15/2026abc, host 1.2.3.4"),
        DateCase("ends 12/15/2026.", #""12/15/2026" 2026-12-15T00:00:00-05:00 day allDay"#),
        DateCase("stamp 05/31/2024-14:15", #""05/31/2024-14:15" 2024-05-31T14:15:00-04:00 minute"#),
        // A compact unit glued to the digits is read in lower case only (`3d`); `3D` is no unit.
        DateCase("rendered in 3D, and we have time"),
        DateCase("Ollie: 12.7. and headcount is 48, not 50"),
        DateCase("in 3d", #""in 3d" 2026-12-06T00:00:00-05:00 day allDay"#),
        DateCase("we lost 3-1, ratio 4:3, 1/8 = 0.125"),
        DateCase("coordinates 40.7484, -73.9857"),
        DateCase("1/1/1 1/1/1 1/1/1"),
        DateCase("12-34 56.78/90"),
        // Letters glued on: a follower (`pm`, `st`, `h`) or nothing.
        DateCase("5pm", #""5pm" 2026-12-03T17:00:00-05:00 hour"#),
        DateCase("speeds up parsing by 3x, 40k requests"),
        // After a hyphen: an ordinal ending or another follower, not any word.
        DateCase("on the 3-rd", #""3-rd" 2026-12-03T00:00:00-05:00 day allDay"#),
        DateCase("the 1000-row page limit, 8-mal faster"),
        // A number and a unit: a date only with a leader before or a suffix after.
        DateCase("in 15 minutes", #""in 15 minutes" 2026-12-03T10:15:00-05:00 minute"#),
        DateCase("3 days ago", #""3 days ago" 2026-11-30T00:00:00-05:00 day allDay"#),
        DateCase("15min ago", #""15min ago" 2026-12-03T09:45:00-05:00 minute"#),
        DateCase("two days ago", #""two days ago" 2026-12-01T00:00:00-05:00 day allDay"#),
        DateCase("please arrive 15 minutes early (15 min)"),
        DateCase("last entry 45 minutes before closing"),
        // A word that follows a number only as the start of a longer phrase (`a.m`, `in the evening`, `before
        // today`) or as a joiner before a month (`of`) needs the rest of it.
        DateCase("call at 5 a.m. sharp", #""5 a.m." 2026-12-03T05:00:00-05:00 hour"#),
        DateCase("5 in the evening", #""5 in the evening" 2026-12-03T17:00:00-05:00 hour"#),
        DateCase("3 days before today", #""3 days before today" 2026-11-30T00:00:00-05:00 day allDay"#),
        DateCase("the 1 of May", #""1 of May" 2027-05-01T00:00:00-04:00 day allDay"#),
        DateCase("Boca won 2 a 0, up 2-0 in the series, line 42 in main.swift"),
        DateCase("version 2 of the deck, line 42 of main.swift, 2 days before the audit"),
        DateCase("sped up by 1.8x. The disk at 87.5%."),
        // `H` between digits is an hour and two digits of minutes, or nothing (`23H2` is a release).
        DateCase("18H30", #""18H30" 2026-12-03T18:30:00-05:00 minute"#),
        DateCase("Windows 11 23H2, 21H1 and 20H60"),
        // An ordinal suffix only after a day 1…31.
        DateCase("on the 21st", #""21st" 2026-12-21T00:00:00-05:00 day allDay"#),
        DateCase("stuck at 125th st in the 23rd minute"),
        // A day's ordinal suffix needs after it punctuation, a number, a phrase's first word or a zone, or nothing.
        DateCase("We sat on the 2nd floor with a 3rd party vendor. The 1st place went to Ana, 2nd time in a row."),
        DateCase("The 2nd EST release"),
        DateCase("Due on the 3rd.", #""3rd" 2026-12-03T00:00:00-05:00 day allDay"#),
        DateCase("on the 2nd\n\nfloor plan", #""2nd" 2027-01-02T00:00:00-05:00 day allDay"#),
        // A year after a month's preposition alone: 1900…2099, or a year word after it, or an open interval before.
        DateCase("in 1500 ways to cook"),
        DateCase("in 2019 we moved", #""in 2019" 2019-01-01T00:00:00-05:00–2020-01-01T00:00:00-05:00 year allDay"#),
        // A month or an abbreviated weekday needs a leader before it or something after it that continues a date.
        DateCase("in December sales were up", #""in December" 2026-12-01T00:00:00-05:00–2027-01-01T00:00:00-05:00 month allDay"#),
        DateCase("mid-March sales", #""mid-March" 2027-03-11T00:00:00-05:00–2027-03-21T00:00:00-04:00 day allDay"#),
        DateCase("December 5 party", #""December 5" 2026-12-05T00:00:00-05:00 day allDay"#),
        DateCase("Mon at noon", #""Mon at noon" 2026-12-07T12:00:00-05:00 minute"#),
        DateCase("the December issue; Jan: see you; réinitialiser mon mot de passe"),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("German (de_DE, Europe/Berlin)", arguments: [
        DateCase("um 14.30 Uhr", #""14.30 Uhr" 2026-12-03T14:30:00+01:00 minute"#),
        DateCase("am 24.12.", #""24.12" 2026-12-24T00:00:00+01:00 day allDay"#),
        DateCase("Termin 03.12.2026", #""03.12.2026" 2026-12-03T00:00:00+01:00 day allDay"#),
        DateCase("in 3 Wochen", #""in 3 Wochen" 2026-12-24T00:00:00+01:00 day allDay"#),
        DateCase("Ubuntu 22.04.4, Kernel 6.5.0-35"),
        DateCase("1.200 € nur für die Bremsen"),
        // A day and month in digits, a range's word and another: a range only after an opener.
        DateCase("vom 24.12. bis 27.12. geschlossen", #""vom 24.12. bis 27.12" 2026-12-24T00:00:00+01:00–2026-12-28T00:00:00+01:00 day allDay"#),
        DateCase("Stand: 12.7. und bis 48 Leute"),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "Europe/Berlin") == c.expected)
    }

    @Test("Russian (ru_RU, Europe/Moscow)", arguments: [
        DateCase("с 15-го числа", #""с 15-го числа" 2026-12-15T00:00:00+03:00 day allDay after"#),
        DateCase("после 6-го км только полный привод"),
        DateCase("таблица на 1000-строк"),
        // After a day's ordinal ending, a word that begins no phrase ends no date; a month or a time continues it.
        DateCase("Команда заняла 2-е место, а на 6-го км пробка."),
        DateCase("Встреча 2-го мая в 10:00", #""2-го мая в 10:00" 2027-05-02T10:00:00+03:00 minute"#),
        // `в` alone makes a year of 1900…2099; another year needs its year word.
        DateCase("Лимит в 1000 строк на страницу."),
        DateCase("В 1000 году был пожар", #""В 1000 году" 1000-01-01T00:00:00+02:30–1001-01-01T00:00:00+02:30 year allDay"#),
    ])
    func russian(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "ru_RU", zone: "Europe/Moscow") == c.expected)
    }

    @Test("Spanish (es_ES, Europe/Madrid)", arguments: [
        DateCase("el 1º de mayo", #""1º de mayo" 2027-05-01T00:00:00+02:00 day allDay"#),
        DateCase("el 125º aniversario, 4º tri"),
    ])
    func spanish(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "es_ES", zone: "Europe/Madrid") == c.expected)
    }
}
