import Foundation
import Testing
@testable import TextSense

/// How a phrase's value is chosen when the text leaves it open: a date without a year, `next Friday`, `midnight`,
/// an hour at night, a range's missing half of the day, a range of weekdays or months. Reference Thursday
/// 2026-12-03 10:00 local.
@Suite("Dates: value conventions")
struct DateConventionTests {
    @Test("a date without a year is the nearest one", arguments: [
        DateCase("the invoice of 20 October", #""20 October" 2026-10-20T00:00:00-04:00 day allDay"#),
        DateCase("back on 15 March", #""15 March" 2027-03-15T00:00:00-04:00 day allDay"#),
        // 1 June 2026 is 185 days back, 1 June 2027 180 days ahead.
        DateCase("on 1 June", #""1 June" 2027-06-01T00:00:00-04:00 day allDay"#),
        DateCase("12 October at 19:00", #""12 October at 19:00" 2026-10-12T19:00:00-04:00 minute"#),
        // None within a year either way: the next one that exists.
        DateCase("February 29", #""February 29" 2028-02-29T00:00:00-05:00 day allDay"#),
    ])
    func nearestDate(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("a weekday picks the date within a year it falls on, else it is a slip", arguments: [
        DateCase("Friday, July 10", #""Friday, July 10" 2026-07-10T00:00:00-04:00 day allDay"#),
        DateCase("Sunday, January 10", #""Sunday, January 10" 2027-01-10T00:00:00-05:00 day allDay"#),
        // 10 July is a Friday in 2026 and a Saturday in 2027: the nearest date, not a year far away.
        DateCase("Wednesday, July 10", #""Wednesday, July 10" 2026-07-10T00:00:00-04:00 day allDay"#),
    ])
    func weekdayWithDate(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("numeric and other languages", arguments: [
        ("de_DE", "Europe/Berlin", DateCase("die Rechnung vom 28.11.", #""28.11" 2026-11-28T00:00:00+01:00 day allDay"#)),
        ("de_DE", "Europe/Berlin", DateCase("Termin am 17.2.", #""17.2." 2027-02-17T00:00:00+01:00 day allDay"#)),
        ("ru_RU", "Europe/Moscow", DateCase("9 сентября", #""9 сентября" 2026-09-09T00:00:00+03:00 day allDay"#)),
        ("fr_FR", "Europe/Paris", DateCase("le 2 octobre à 19h", #""2 octobre à 19h" 2026-10-02T19:00:00+02:00 minute"#)),
    ])
    func nearestDateElsewhere(_ locale: String, _ zone: String, _ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: locale, zone: zone) == c.expected)
    }

    @Test("next and coming are the first after today, last the last before it", arguments: [
        ("en_US", "America/New_York", DateCase("next Friday", #""next Friday" 2026-12-04T00:00:00-05:00 day allDay"#)),
        ("en_US", "America/New_York", DateCase("next Monday", #""next Monday" 2026-12-07T00:00:00-05:00 day allDay"#)),
        ("en_US", "America/New_York", DateCase("next Thursday", #""next Thursday" 2026-12-10T00:00:00-05:00 day allDay"#)),
        ("en_US", "America/New_York", DateCase("this coming Friday", #""this coming Friday" 2026-12-04T00:00:00-05:00 day allDay"#)),
        ("en_US", "America/New_York", DateCase("last Friday", #""last Friday" 2026-11-27T00:00:00-05:00 day allDay"#)),
        ("de_DE", "Europe/Berlin", DateCase("nächsten Freitag", #""nächsten Freitag" 2026-12-04T00:00:00+01:00 day allDay"#)),
        ("de_DE", "Europe/Berlin", DateCase("kommenden Freitag", #""kommenden Freitag" 2026-12-04T00:00:00+01:00 day allDay"#)),
        ("ru_RU", "Europe/Moscow", DateCase("в следующую пятницу", #""в следующую пятницу" 2026-12-04T00:00:00+03:00 day allDay"#)),
        ("fr_FR", "Europe/Paris", DateCase("vendredi prochain", #""vendredi prochain" 2026-12-04T00:00:00+01:00 day allDay"#)),
    ])
    func nextWeekday(_ locale: String, _ zone: String, _ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: locale, zone: zone) == c.expected)
    }

    @Test("midnight alone is the coming one, with a date the start of that date", arguments: [
        ("en_US", "America/New_York", DateCase("midnight", #""midnight" 2026-12-04T00:00:00-05:00 minute"#)),
        ("en_US", "America/New_York", DateCase("Friday at midnight", #""Friday at midnight" 2026-12-04T00:00:00-05:00 minute"#)),
        ("en_US", "America/New_York", DateCase("a quarter to midnight", #""a quarter to midnight" 2026-12-03T23:45:00-05:00 minute"#)),
        ("en_US", "America/New_York",
         DateCase("from 10pm to midnight", #""from 10pm to midnight" 2026-12-03T22:00:00-05:00–2026-12-04T00:00:00-05:00 minute"#)),
        ("de_DE", "Europe/Berlin", DateCase("um Mitternacht", #""Mitternacht" 2026-12-04T00:00:00+01:00 minute"#)),
        ("pt_BR", "America/Sao_Paulo", DateCase("à meia-noite", #""meia-noite" 2026-12-04T00:00:00-03:00 minute"#)),
    ])
    func midnight(_ locale: String, _ zone: String, _ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: locale, zone: zone) == c.expected)
    }

    @Test("midnight read in the small hours is the one just past")
    func midnightJustPast() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let local = CivilDate.daysFromEpoch(year: 2026, month: 12, day: 3) * 86_400 + 3600 + 1800
        let now = Date(timeIntervalSince1970: TimeInterval(local - 3600))
        let context = DetectionContext(locale: Locale(identifier: "en_GB"), referenceDate: now, timeZone: zone)
        let detector = try DataDetector(types: .date, context: context)
        let lines = detector.detections(in: "it was midnight").map { DateFixture.line($0, contextZone: "Europe/Berlin") }
        #expect(lines == [#""midnight" 2026-12-03T00:00:00+01:00 minute"#])
    }

    @Test("an hour at night: 1…5 a.m., 6…11 p.m.", arguments: [
        ("en_US", "America/New_York", DateCase("1 at night", #""1 at night" 2026-12-03T01:00:00-05:00 hour"#)),
        ("en_US", "America/New_York", DateCase("11 at night", #""11 at night" 2026-12-03T23:00:00-05:00 hour"#)),
        ("de_DE", "Europe/Berlin", DateCase("um 8 Uhr in der Nacht", #""8 Uhr in der Nacht" 2026-12-03T20:00:00+01:00 minute"#)),
        ("de_DE", "Europe/Berlin", DateCase("um 3 Uhr nachts", #""3 Uhr nachts" 2026-12-03T03:00:00+01:00 minute"#)),
        ("ru_RU", "Europe/Moscow", DateCase("в 2 часа ночи", #""2 часа ночи" 2026-12-03T02:00:00+03:00 minute"#)),
        ("ru_RU", "Europe/Moscow", DateCase("в 11 ночи", #""11 ночи" 2026-12-03T23:00:00+03:00 hour"#)),
        ("es_ES", "Europe/Madrid", DateCase("a las 10 de la noche", #""a las 10 de la noche" 2026-12-03T22:00:00+01:00 hour"#)),
        ("pt_BR", "America/Sao_Paulo", DateCase("às 11 da noite", #""às 11 da noite" 2026-12-03T23:00:00-03:00 hour"#)),
    ])
    func night(_ locale: String, _ zone: String, _ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: locale, zone: zone) == c.expected)
    }

    @Test("a range's end without a.m./p.m. after a p.m. start", arguments: [
        ("en_US", "America/New_York", DateCase("8pm - 11", #""8pm - 11" 2026-12-03T20:00:00-05:00–2026-12-03T23:00:00-05:00 hour"#)),
        ("en_US", "America/New_York", DateCase("1pm-3", #""1pm-3" 2026-12-03T13:00:00-05:00–2026-12-03T15:00:00-05:00 hour"#)),
        // Past the start only on the next day: stays a.m.
        ("en_US", "America/New_York", DateCase("10pm - 1", #""10pm - 1" 2026-12-03T22:00:00-05:00–2026-12-04T01:00:00-05:00 hour"#)),
        ("es_ES", "Europe/Madrid", DateCase("de 1pm a 3", #""de 1pm a 3" 2026-12-03T13:00:00+01:00–2026-12-03T15:00:00+01:00 hour"#)),
    ])
    func rangeHalfOfDay(_ locale: String, _ zone: String, _ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: locale, zone: zone) == c.expected)
    }

    @Test("ranges of weekdays, months and dates without years", arguments: [
        DateCase("Tuesday through Thursday", #""Tuesday through Thursday" 2026-12-08T00:00:00-05:00–2026-12-11T00:00:00-05:00 day allDay"#),
        DateCase("from Monday until yesterday", #""from Monday until yesterday" 2026-11-30T00:00:00-05:00–2026-12-03T00:00:00-05:00 day allDay"#),
        // The one in progress, not next October's.
        DateCase("from October to February", #""from October to February" 2026-10-01T00:00:00-04:00–2027-03-01T00:00:00-05:00 month allDay"#),
        DateCase("Nov 20-25", #""Nov 20-25" 2026-11-20T00:00:00-05:00–2026-11-26T00:00:00-05:00 day allDay"#),
        DateCase("Dec 28 - Jan 3", #""Dec 28 - Jan 3" 2026-12-28T00:00:00-05:00–2027-01-04T00:00:00-05:00 day allDay"#),
        DateCase("22-23 Feb at 7pm", #""22-23 Feb at 7pm" 2027-02-22T19:00:00-05:00–2027-02-23T19:00:00-05:00 hour"#),
    ])
    func ranges(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }
}
