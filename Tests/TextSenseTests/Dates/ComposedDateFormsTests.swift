import Foundation
import Testing
@testable import TextSense

/// Dates composed the way people write them, in German, French, Spanish, Portuguese and Russian: a two-digit year, a weekday in a named week, a weekday that picks the year, a part of the day
/// before a time, a clock range ending in a dotted time. Reference Thursday 2026-12-03 10:00 local.
@Suite("Dates: composed forms (de, fr, es, pt, ru)")
struct ComposedDateFormsTests {
    static let zones = ["en_US": "America/New_York", "de_DE": "Europe/Berlin", "fr_FR": "Europe/Paris", "es_ES": "Europe/Madrid",
                        "pt_BR": "America/Sao_Paulo", "ru_RU": "Europe/Moscow"]

    static func check(_ locale: String, _ c: DateCase) {
        let zone = zones[locale] ?? "UTC"
        #expect(DateFixture.lines(c.text, locale: locale, zone: zone) == c.expected)
    }

    @Test("a two-digit year after a day and month", arguments: [
        ("de_DE", DateCase("Abgabe 03 Aug 96", #""03 Aug 96" 1996-08-03T00:00:00+02:00 day allDay"#)),
        ("ru_RU", DateCase("03 авг 96", #""03 авг 96" 1996-08-03T00:00:00+04:00 day allDay"#)),
        // Not a year: a count after it.
        ("de_DE", DateCase("am 3 Aug 45 Leute", #""3 Aug" 2026-08-03T00:00:00+02:00 day allDay"#)),
    ])
    func shortYear(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("a day's ordinal dot glued to its month; a twelve-hour clock written with h or a glued a/p", arguments: [
        ("de_DE", DateCase("31.März 2016 war Frist", #""31.März 2016" 2016-03-31T00:00:00+02:00 day allDay"#)),
        ("de_DE", DateCase("Abgabe am 31.März 2016", #""31.März 2016" 2016-03-31T00:00:00+02:00 day allDay"#)),
        ("de_DE", DateCase("1.Einleitung")),
        ("fr_FR", DateCase("rendez-vous à 8h10 PM", #""8h10 PM" 2026-12-03T20:10:00+01:00 minute"#)),
        ("fr_FR", DateCase("départ 5h16 p.m.", #""5h16 p.m." 2026-12-03T17:16:00+01:00 minute"#)),
        ("en_US", DateCase("call at 5:16p.", #""5:16p" 2026-12-03T17:16:00-05:00 minute"#)),
        ("en_US", DateCase("10:30a standup", #""10:30a" 2026-12-03T10:30:00-05:00 minute"#)),
        // No clock: a version, a ratio.
        ("en_US", DateCase("version 1.2a")),
        ("en_US", DateCase("won 3:2a")),
    ])
    func gluedMarks(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("a day that does not exist makes no date of its month", arguments: [
        ("fr_FR", DateCase("32 août 2014")),
        ("fr_FR", DateCase("29 février 2027")),
        ("ru_RU", DateCase("32 августа 2014")),
        ("es_ES", DateCase("32 de agosto de 2014")),
        ("pt_BR", DateCase("32 de agosto de 2014")),
    ])
    func impossibleDay(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("a weekday in a named week", arguments: [
        ("de_DE", DateCase("Freitag nächste Woche", #""Freitag nächste Woche" 2026-12-11T00:00:00+01:00 day allDay"#)),
        ("de_DE", DateCase("am Dienstag der nächsten Woche", #""Dienstag der nächsten Woche" 2026-12-08T00:00:00+01:00 day allDay"#)),
        ("de_DE", DateCase("Mittwoch dieser Woche", #""Mittwoch dieser Woche" 2026-12-02T00:00:00+01:00 day allDay"#)),
        ("fr_FR", DateCase("vendredi de la semaine prochaine", #""vendredi de la semaine prochaine" 2026-12-11T00:00:00+01:00 day allDay"#)),
        ("fr_FR", DateCase("mardi de la semaine dernière", #""mardi de la semaine dernière" 2026-11-24T00:00:00+01:00 day allDay"#)),
        ("es_ES", DateCase("viernes de la próxima semana", #""viernes de la próxima semana" 2026-12-11T00:00:00+01:00 day allDay"#)),
        ("pt_BR", DateCase("sexta da próxima semana", #""sexta da próxima semana" 2026-12-11T00:00:00-03:00 day allDay"#)),
        ("ru_RU", DateCase("в пятницу на следующей неделе", #""пятницу на следующей неделе" 2026-12-11T00:00:00+03:00 day allDay"#)),
    ])
    func weekdayInWeek(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    // 10 March 2026 was a Tuesday, 10 March 2027 is a Wednesday: the weekday picks the year.
    @Test("a weekday with a date picks the year within a year either way it falls on", arguments: [
        ("de_DE", DateCase("Dienstag, 10. März", #""Dienstag, 10. März" 2026-03-10T00:00:00+01:00 day allDay"#)),
        ("fr_FR", DateCase("mardi 10 mars", #""mardi 10 mars" 2026-03-10T00:00:00+01:00 day allDay"#)),
        ("es_ES", DateCase("el martes, 10 de marzo", #""martes, 10 de marzo" 2026-03-10T00:00:00+01:00 day allDay"#)),
        ("pt_BR", DateCase("terça-feira, 10 de março", #""terça-feira, 10 de março" 2026-03-10T00:00:00-03:00 day allDay"#)),
        ("ru_RU", DateCase("вторник, 10 марта", #""вторник, 10 марта" 2026-03-10T00:00:00+03:00 day allDay"#)),
    ])
    func weekdayPicksYear(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("a part of the day before a time", arguments: [
        ("de_DE", DateCase("Abend um 7", #""Abend um 7" 2026-12-03T19:00:00+01:00 hour"#)),
        ("de_DE", DateCase("Nachmittag um 3", #""Nachmittag um 3" 2026-12-03T15:00:00+01:00 hour"#)),
        ("fr_FR", DateCase("soir à 8", #""soir à 8" 2026-12-03T20:00:00+01:00 hour"#)),
        ("fr_FR", DateCase("après-midi à 5", #""après-midi à 5" 2026-12-03T17:00:00+01:00 hour"#)),
        ("es_ES", DateCase("por la tarde a las 5", #""por la tarde a las 5" 2026-12-03T17:00:00+01:00 hour"#)),
        ("pt_BR", DateCase("à tarde às 5", #""à tarde às 5" 2026-12-03T17:00:00-03:00 hour"#)),
        // Alone it is a habit or an adverb, no date.
        ("es_ES", DateCase("llegó tarde")),
        ("pt_BR", DateCase("chegou tarde")),
        ("de_DE", DateCase("Der Abend war lang")),
    ])
    func partOfDayBeforeTime(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("a clock range may end in a dotted time; German am before a part of the day is no a.m.", arguments: [
        ("de_DE", DateCase("18:10 - 22.32", #""18:10 - 22.32" 2026-12-03T18:10:00+01:00–2026-12-03T22:32:00+01:00 minute"#)),
        ("fr_FR", DateCase("8:10 - 12.32", #""8:10 - 12.32" 2026-12-03T08:10:00+01:00–2026-12-03T12:32:00+01:00 minute"#)),
        ("ru_RU", DateCase("8:10 - 12.32", #""8:10 - 12.32" 2026-12-03T08:10:00+03:00–2026-12-03T12:32:00+03:00 minute"#)),
        ("de_DE", DateCase("von 6 Uhr morgens bis 11 am Abend",
                           #""von 6 Uhr morgens bis 11 am Abend" 2026-12-03T06:00:00+01:00–2026-12-03T23:00:00+01:00 minute"#)),
        // A version and a score stay numbers.
        ("de_DE", DateCase("Version 2.4 - 3.5")),
        ("fr_FR", DateCase("score 12.32 - 8.10")),
    ])
    func clockRanges(_ locale: String, _ c: DateCase) { Self.check(locale, c) }

    @Test("a range from today to another relative day", arguments: [
        ("ru_RU", DateCase("с сегодня и до послезавтра", #""с сегодня и до послезавтра" 2026-12-03T00:00:00+03:00–2026-12-06T00:00:00+03:00 day allDay"#)),
    ])
    func relativeDayRange(_ locale: String, _ c: DateCase) { Self.check(locale, c) }
}
