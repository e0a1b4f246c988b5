import Foundation
import Testing
@testable import TextSense

/// Signed amounts (`+15 minutes`, `-3y`, `next Tuesday +10 days`, `now + 40minutes`), chained and fractional
/// amounts (`1d 21 h 25m ago`, `in 1.5 hours`, `after an hour`, `15 minutes out`), a day joined to its month
/// (`Sun 13Dec`, `10-August-2012`, `15juin 2027`) and English forms (`2018 March 18`, `May eighth - tenth, 2010`,
/// `8:23 AM ∙ Jul 9`, `05/31/2024-14:15`), in every language where they are written, with the negatives next
/// to each. Reference Thursday 2026-12-03 10:00 local time; intervals are half-open.
@Suite("Dates: signed and chained amounts, days joined to months, English forms")
struct SignedOffsetDateTests {
    static let zones = ["en_US": "America/New_York", "de_DE": "Europe/Berlin", "fr_FR": "Europe/Paris",
                        "es_ES": "Europe/Madrid", "pt_BR": "America/Sao_Paulo", "ru_RU": "Europe/Moscow"]

    static func check(_ locale: String, _ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: locale, zone: zones[locale] ?? "UTC") == c.expected)
    }

    @Test("a signed amount alone, after a date or after now", arguments: [
        ("en_US", DateCase("+15 minutes", #""+15 minutes" 2026-12-03T10:15:00-05:00 minute"#)),
        ("en_US", DateCase("+15min", #""+15min" 2026-12-03T10:15:00-05:00 minute"#)),
        ("en_US", DateCase("+1 day 2 hour", #""+1 day 2 hour" 2026-12-04T12:00:00-05:00 hour"#)),
        ("en_US", DateCase("+1m", #""+1m" 2026-12-03T10:01:00-05:00 minute"#)),
        ("en_US", DateCase("-3y", #""-3y" 2023-12-03T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("+2 months, 5 days", #""+2 months, 5 days" 2027-02-08T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("-2hr5min", #""-2hr5min" 2026-12-03T07:55:00-05:00 minute"#)),
        ("en_US", DateCase("Reminder: +15 minutes", #""+15 minutes" 2026-12-03T10:15:00-05:00 minute"#)),
        ("en_US", DateCase("next Tuesday +10 days", #""next Tuesday +10 days" 2026-12-18T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("2026-12-29 -10days", #""2026-12-29 -10days" 2026-12-19T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("now + 40minutes", #""now + 40minutes" 2026-12-03T10:40:00-05:00 minute"#)),
        ("ru_RU", DateCase("+15 минут", #""+15 минут" 2026-12-03T10:15:00+03:00 minute"#)),
        ("ru_RU", DateCase("+15мин", #""+15мин" 2026-12-03T10:15:00+03:00 minute"#)),
        ("ru_RU", DateCase("+1 день 2 часа", #""+1 день 2 часа" 2026-12-04T12:00:00+03:00 hour"#)),
        ("ru_RU", DateCase("-3 года", #""-3 года" 2023-12-03T00:00:00+03:00 day allDay"#)),
        ("ru_RU", DateCase("сейчас + 2 часа", #""сейчас + 2 часа" 2026-12-03T12:00:00+03:00 hour"#)),
        ("de_DE", DateCase("+2 Tage", #""+2 Tage" 2026-12-05T00:00:00+01:00 day allDay"#)),
        ("de_DE", DateCase("jetzt + 30 Minuten", #""jetzt + 30 Minuten" 2026-12-03T10:30:00+01:00 minute"#)),
        ("fr_FR", DateCase("+3 jours", #""+3 jours" 2026-12-06T00:00:00+01:00 day allDay"#)),
        ("es_ES", DateCase("+2 horas", #""+2 horas" 2026-12-03T12:00:00+01:00 hour"#)),
        ("pt_BR", DateCase("+2 dias", #""+2 dias" 2026-12-05T00:00:00-03:00 day allDay"#)),
        // A sign after a word, a number or an operator, with no unit, or before more words is no amount of time.
        ("en_US", DateCase("now")),
        ("en_US", DateCase("x -3y")),
        ("en_US", DateCase("ls -1m")),
        ("en_US", DateCase("-5 dB")),
        ("en_US", DateCase("+1 555 0100")),
        ("en_US", DateCase("+2 -3 = -1")),
        ("en_US", DateCase("+5m users")),
        ("ru_RU", DateCase("сейчас")),
    ])
    func signed(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("chained, fractional and closing amounts", arguments: [
        ("en_US", DateCase("1d 21 h 25m ago", #""1d 21 h 25m ago" 2026-12-01T12:35:00-05:00 minute"#)),
        ("en_US", DateCase("in 1.5 hours", #""in 1.5 hours" 2026-12-03T11:30:00-05:00 minute"#)),
        ("en_US", DateCase("In about ~5 hours", #""In about ~5 hours" 2026-12-03T15:00:00-05:00 hour"#)),
        ("en_US", DateCase("in 2.5 days", #""in 2.5 days" 2026-12-05T22:00:00-05:00 hour"#)),
        ("ru_RU", DateCase("через 1,5 часа", #""через 1,5 часа" 2026-12-03T11:30:00+03:00 minute"#)),
        ("en_US", DateCase("after an hour", #""after an hour" 2026-12-03T11:00:00-05:00 hour"#)),
        ("en_US", DateCase("after a year", #""after a year" 2027-12-03T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("15 minutes out", #""15 minutes out" 2026-12-03T10:15:00-05:00 minute"#)),
        ("de_DE", DateCase("nach 2 Stunden", #""nach 2 Stunden" 2026-12-03T12:00:00+01:00 hour"#)),
        ("es_ES", DateCase("después de una hora", #""después de una hora" 2026-12-03T11:00:00+01:00 hour"#)),
        // A closing amount needs the clause to end; a fraction needs a whole number of the smaller unit.
        ("en_US", DateCase("after 3 days of rain")),
        ("en_US", DateCase("15 minutes out of 60")),
        ("en_US", DateCase("in 1.3 months")),
    ])
    func chained(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("a day joined to its month: one rule, with its year or after a weekday", arguments: [
        ("en_US", DateCase("10-August-2012", #""10-August-2012" 2012-08-10T00:00:00-04:00 day allDay"#)),
        ("en_US", DateCase("Expires 21-APR-16", #""21-APR-16" 2016-04-21T00:00:00-04:00 day allDay"#)),
        ("en_US", DateCase("10-August, 2012", #""10-August, 2012" 2012-08-10T00:00:00-04:00 day allDay"#)),
        ("en_US", DateCase("10/August 2012", #""10/August 2012" 2012-08-10T00:00:00-04:00 day allDay"#)),
        ("en_US", DateCase("10-Aug 8 AD", #""10-Aug 8 AD" 0008-08-10T00:00:00-04:56 day allDay"#)),
        ("en_US", DateCase("09/JAN/2017", #""09/JAN/2017" 2017-01-09T00:00:00-05:00 day allDay"#)),
        ("de_DE", DateCase("Abgabe 10/August/2027", #""10/August/2027" 2027-08-10T00:00:00+02:00 day allDay"#)),
        ("fr_FR", DateCase("le 10/août/2027", #""10/août/2027" 2027-08-10T00:00:00+02:00 day allDay"#)),
        ("ru_RU", DateCase("10-августа 2027", #""10-августа 2027" 2027-08-10T00:00:00+03:00 day allDay"#)),
        ("de_DE", DateCase("Lieferung am 10-August 2027", #""10-August 2027" 2027-08-10T00:00:00+02:00 day allDay"#)),
        ("fr_FR", DateCase("le 15juin 2027 à 20h", #""15juin 2027 à 20h" 2027-06-15T20:00:00+02:00 minute"#)),
        ("ru_RU", DateCase("10/августа/2027", #""10/августа/2027" 2027-08-10T00:00:00+03:00 day allDay"#)),
        ("en_US", DateCase("Sun 13Dec", #""Sun 13Dec" 2026-12-13T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("SUN 13DEC", #""SUN 13DEC" 2026-12-13T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("FRI 11DEC 1:29 PM - FRI 11DEC 3:29 PM",
                           #""FRI 11DEC 1:29 PM - FRI 11DEC 3:29 PM" 2026-12-11T13:29:00-05:00–2026-12-11T15:29:00-05:00 minute"#)),
        ("fr_FR", DateCase("DIM 13DÉC", #""DIM 13DÉC" 2026-12-13T00:00:00+01:00 day allDay"#)),
        ("es_ES", DateCase("Dom 13Dic", #""Dom 13Dic" 2026-12-13T00:00:00+01:00 day allDay"#)),
        ("pt_BR", DateCase("Dom 13Dez", #""Dom 13Dez" 2026-12-13T00:00:00-03:00 day allDay"#)),
        // Without a year or a weekday: a label, a part number, a commit id; a day the month lacks.
        ("en_US", DateCase("row 10-Aug")),
        ("en_US", DateCase("size 15Sep")),
        ("de_DE", DateCase("Teil 3-Mai")),
        ("fr_FR", DateCase("commit 1fev061701")),
        ("en_US", DateCase("Sun 31Feb")),
    ])
    func joined(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("English forms: a year first, commas, day words in ranges, joined times", arguments: [
        ("en_US", DateCase("2018 March 18", #""2018 March 18" 2018-03-18T00:00:00-04:00 day allDay"#)),
        ("en_US", DateCase("Sunday, March, 6th 2016", #""Sunday, March, 6th 2016" 2016-03-06T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("May eighth - tenth, 2010",
                           #""May eighth - tenth, 2010" 2010-05-08T00:00:00-04:00–2010-05-11T00:00:00-04:00 day allDay"#)),
        ("en_US", DateCase("Eighth to eleventh May 2010",
                           #""Eighth to eleventh May 2010" 2010-05-08T00:00:00-04:00–2010-05-12T00:00:00-04:00 day allDay"#)),
        ("en_US", DateCase("see you thurs", #""thurs" 2026-12-03T00:00:00-05:00 day allDay"#)),
        ("en_US", DateCase("8:23 AM ∙ Jul 9", #""8:23 AM ∙ Jul 9" 2026-07-09T08:23:00-04:00 minute"#)),
        ("en_US", DateCase("05/31/2024:14:15", #""05/31/2024:14:15" 2024-05-31T14:15:00-04:00 minute"#)),
        ("en_US", DateCase("05/31/2024-14:15", #""05/31/2024-14:15" 2024-05-31T14:15:00-04:00 minute"#)),
        ("en_US", DateCase("05/31/2024.14:15", #""05/31/2024.14:15" 2024-05-31T14:15:00-04:00 minute"#)),
        // A count after the day, a fourth number part.
        ("en_US", DateCase("2024 May 5 people", #""2024 May" 2024-05-01T00:00:00-04:00–2024-06-01T00:00:00-04:00 month allDay"#)),
        ("en_US", DateCase("version 05/31/2024-14")),
    ])
    func englishForms(_ locale: String, _ c: DateCase) { Self.check(locale, c) }
}
