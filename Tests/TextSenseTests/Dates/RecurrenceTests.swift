import Foundation
import Testing
@testable import TextSense

/// Recurrences in the six languages: the first occurrence (reference Thursday 2026-12-03 10:00 local) and the
/// RRULE. Each row: text, expected golden line (`DateFixture.line`), expected RRULE.
@Suite("Dates: recurrence")
struct RecurrenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String, zone: String, text: String, line: String, rrule: String
        init(_ locale: String, _ zone: String, _ text: String, _ line: String, _ rrule: String) {
            (self.locale, self.zone, self.text, self.line, self.rrule) = (locale, zone, text, line, rrule)
        }
        var testDescription: String { "\(locale): \(text)" }
    }

    static let ny = "America/New_York", berlin = "Europe/Berlin", paris = "Europe/Paris", madrid = "Europe/Madrid"
    static let saoPaulo = "America/Sao_Paulo", moscow = "Europe/Moscow"

    @Test("the value starts at the first occurrence and carries the rule", arguments: [
        Case("en_US", ny, "Standup every Monday at 10.", #""every Monday at 10" 2026-12-07T10:00:00-05:00 hour"#, "FREQ=WEEKLY;BYDAY=MO"),
        Case("en_US", ny, "every other Tuesday", #""every other Tuesday" 2026-12-08T00:00:00-05:00 day allDay"#, "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        // 9am has passed on the reference day: the first occurrence is tomorrow.
        Case("en_US", ny, "every day at 9am", #""every day at 9am" 2026-12-04T09:00:00-05:00 hour"#, "FREQ=DAILY"),
        Case("en_US", ny, "each week", #""each week" 2026-12-03T00:00:00-05:00 day allDay"#, "FREQ=WEEKLY"),
        Case("en_US", ny, "every Thursday at 8am", #""every Thursday at 8am" 2026-12-10T08:00:00-05:00 hour"#, "FREQ=WEEKLY;BYDAY=TH"),
        Case("en_US", ny, "every 2 weeks", #""every 2 weeks" 2026-12-03T00:00:00-05:00 day allDay"#, "FREQ=WEEKLY;INTERVAL=2"),
        Case("en_US", ny, "Yoga on Fridays", #""on Fridays" 2026-12-04T00:00:00-05:00 day allDay"#, "FREQ=WEEKLY;BYDAY=FR"),
        Case("en_US", ny, "every year", #""every year" 2026-12-03T00:00:00-05:00 day allDay"#, "FREQ=YEARLY"),
        Case("en_US", ny, "every Monday at 10 for 2 hours",
             #""every Monday at 10 for 2 hours" 2026-12-07T10:00:00-05:00–2026-12-07T12:00:00-05:00 hour"#, "FREQ=WEEKLY;BYDAY=MO"),
        // Several weekdays: the earliest first occurrence (Friday, the reference being a Thursday).
        Case("en_US", ny, "every Monday and Friday at 9", #""every Monday and Friday at 9" 2026-12-04T09:00:00-05:00 hour"#, "FREQ=WEEKLY;BYDAY=MO,FR"),
        // An end (RRULE UNTIL): before a month, the day before it; a day, inclusive; a timed rule, its last second.
        Case("en_US", ny, "every Monday until June", #""every Monday until June" 2026-12-07T00:00:00-05:00 day allDay"#,
             "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270531"),
        Case("en_US", ny, "every Monday at 10 until December 21",
             #""every Monday at 10 until December 21" 2026-12-07T10:00:00-05:00 hour"#, "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261222T045959Z"),
        // A weekday of every month (BYDAY with its ordinal): December 1, 2026 is a Tuesday.
        Case("en_US", ny, "the first Monday of every month", #""the first Monday of every month" 2026-12-07T00:00:00-05:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=1MO"),
        Case("en_US", ny, "the last Friday of each month at 4pm",
             #""the last Friday of each month at 4pm" 2026-12-25T16:00:00-05:00 hour"#, "FREQ=MONTHLY;BYDAY=-1FR"),
        // The recurrence word before the ordinal or before the month.
        Case("en_US", ny, "every first Monday of the month", #""every first Monday of the month" 2026-12-07T00:00:00-05:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=1MO"),
        Case("de_DE", berlin, "jeden ersten Montag im Monat", #""jeden ersten Montag im Monat" 2026-12-07T00:00:00+01:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=1MO"),
        Case("de_DE", berlin, "jeden zweiten Dienstag des Monats um 18 Uhr",
             #""jeden zweiten Dienstag des Monats um 18 Uhr" 2026-12-08T18:00:00+01:00 minute"#, "FREQ=MONTHLY;BYDAY=2TU"),
        Case("de_DE", berlin, "jeden Monat am letzten Freitag", #""jeden Monat am letzten Freitag" 2026-12-25T00:00:00+01:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=-1FR"),
        Case("fr_FR", paris, "le premier lundi de chaque mois", #""le premier lundi de chaque mois" 2026-12-07T00:00:00+01:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=1MO"),
        Case("es_ES", madrid, "el primer lunes de cada mes", #""el primer lunes de cada mes" 2026-12-07T00:00:00+01:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=1MO"),
        Case("pt_BR", saoPaulo, "toda primeira segunda-feira do mês", #""toda primeira segunda-feira do mês" 2026-12-07T00:00:00-03:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=1MO"),
        Case("ru_RU", moscow, "каждый первый понедельник месяца", #""каждый первый понедельник месяца" 2026-12-07T00:00:00+03:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=1MO"),
        Case("ru_RU", moscow, "каждую третью среду месяца", #""каждую третью среду месяца" 2026-12-16T00:00:00+03:00 day allDay"#,
             "FREQ=MONTHLY;BYDAY=3WE"),
        Case("de_DE", berlin, "jeden Montag", #""jeden Montag" 2026-12-07T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;BYDAY=MO"),
        Case("de_DE", berlin, "jeden zweiten Dienstag", #""jeden zweiten Dienstag" 2026-12-08T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        Case("de_DE", berlin, "jede Woche", #""jede Woche" 2026-12-03T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY"),
        Case("de_DE", berlin, "jeden Tag um 9 Uhr", #""jeden Tag um 9 Uhr" 2026-12-04T09:00:00+01:00 minute"#, "FREQ=DAILY"),
        Case("de_DE", berlin, "alle zwei Wochen", #""alle zwei Wochen" 2026-12-03T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;INTERVAL=2"),
        Case("fr_FR", paris, "tous les lundis", #""tous les lundis" 2026-12-07T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;BYDAY=MO"),
        Case("fr_FR", paris, "chaque mardi à 18h", #""chaque mardi à 18h" 2026-12-08T18:00:00+01:00 minute"#, "FREQ=WEEKLY;BYDAY=TU"),
        Case("fr_FR", paris, "tous les jours", #""tous les jours" 2026-12-03T00:00:00+01:00 day allDay"#, "FREQ=DAILY"),
        Case("fr_FR", paris, "tous les deux jours", #""tous les deux jours" 2026-12-03T00:00:00+01:00 day allDay"#, "FREQ=DAILY;INTERVAL=2"),
        Case("es_ES", madrid, "todos los viernes", #""todos los viernes" 2026-12-04T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;BYDAY=FR"),
        Case("es_ES", madrid, "cada martes", #""cada martes" 2026-12-08T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;BYDAY=TU"),
        Case("es_ES", madrid, "todos los días a las 8", #""todos los días a las 8" 2026-12-04T08:00:00+01:00 hour"#, "FREQ=DAILY"),
        Case("es_ES", madrid, "cada dos semanas", #""cada dos semanas" 2026-12-03T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;INTERVAL=2"),
        Case("es_ES", madrid, "todos los domingos", #""todos los domingos" 2026-12-06T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;BYDAY=SU"),
        Case("pt_BR", saoPaulo, "toda segunda-feira", #""toda segunda-feira" 2026-12-07T00:00:00-03:00 day allDay"#, "FREQ=WEEKLY;BYDAY=MO"),
        Case("pt_BR", saoPaulo, "todas as sextas", #""todas as sextas" 2026-12-04T00:00:00-03:00 day allDay"#, "FREQ=WEEKLY;BYDAY=FR"),
        Case("pt_BR", saoPaulo, "todos os dias às 7h", #""todos os dias às 7h" 2026-12-04T07:00:00-03:00 minute"#, "FREQ=DAILY"),
        Case("pt_BR", saoPaulo, "a cada duas semanas", #""a cada duas semanas" 2026-12-03T00:00:00-03:00 day allDay"#, "FREQ=WEEKLY;INTERVAL=2"),
        Case("pt_BR", saoPaulo, "todos os sábados", #""todos os sábados" 2026-12-05T00:00:00-03:00 day allDay"#, "FREQ=WEEKLY;BYDAY=SA"),
        Case("ru_RU", moscow, "каждую среду", #""каждую среду" 2026-12-09T00:00:00+03:00 day allDay"#, "FREQ=WEEKLY;BYDAY=WE"),
        Case("ru_RU", moscow, "по понедельникам", #""по понедельникам" 2026-12-07T00:00:00+03:00 day allDay"#, "FREQ=WEEKLY;BYDAY=MO"),
        Case("ru_RU", moscow, "Лекции по вторникам и четвергам, ауд. 1404.", #""по вторникам и четвергам" 2026-12-03T00:00:00+03:00 day allDay"#, "FREQ=WEEKLY;BYDAY=TU,TH"),
        Case("fr_FR", paris, "tous les lundis, mercredis et vendredis", #""tous les lundis, mercredis et vendredis" 2026-12-04T00:00:00+01:00 day allDay"#, "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
        Case("ru_RU", moscow, "каждую вторую среду", #""каждую вторую среду" 2026-12-09T00:00:00+03:00 day allDay"#, "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
        Case("ru_RU", moscow, "каждый день в 9:00", #""каждый день в 9:00" 2026-12-04T09:00:00+03:00 minute"#, "FREQ=DAILY"),
        Case("ru_RU", moscow, "каждый месяц", #""каждый месяц" 2026-12-03T00:00:00+03:00 day allDay"#, "FREQ=MONTHLY"),
        Case("ru_RU", moscow, "по пятницам в 19:00", #""по пятницам в 19:00" 2026-12-04T19:00:00+03:00 minute"#, "FREQ=WEEKLY;BYDAY=FR"),
    ])
    func recurrence(_ c: Case) throws {
        let detector = try #require(DateFixture.detector(c.locale, zone: c.zone))
        let found = detector.detections(in: c.text)
        #expect(found.map { DateFixture.line($0, contextZone: c.zone) } == [c.line])
        guard found.count == 1, case .date(let v) = found[0].value else { return }
        #expect(v.recurrence?.rrule == c.rrule)
        // The addToCalendar payload carries the rule.
        let ics = found[0].actions.first { $0.kind == .addToCalendar }?.payload ?? ""
        #expect(ics.contains("\r\nRRULE:" + c.rrule + "\r\n"))
    }

    @Test("a recurrence word before anything but a weekday or a day-or-longer unit is no date", arguments: [
        ("en_US", "every time I go"), ("en_US", "everyone agreed"), ("en_US", "each of them"), ("en_US", "every one of us"),
        ("en_US", "poll every 5 minutes"), ("en_US", "every hour on the hour"), ("en_US", "on Monday's agenda"),
        ("de_DE", "auf jeden Fall"), ("de_DE", "alle Kinder"), ("fr_FR", "tous les deux"), ("fr_FR", "chaque fois"),
        ("es_ES", "cada vez"), ("es_ES", "todo el día"), ("pt_BR", "todo mundo"), ("pt_BR", "toda a semana passada"),
        ("ru_RU", "каждый раз"), ("ru_RU", "по пути"),
    ])
    func negatives(_ locale: String, _ text: String) throws {
        let detector = try #require(DateFixture.detector(locale, zone: "UTC"))
        #expect(detector.detections(in: text).allSatisfy {
            guard case .date(let v) = $0.value else { return true }
            return v.recurrence == nil
        })
    }

    @Test("the JSON value gains a recurrence object and reads back")
    func json() throws {
        let detector = try #require(DateFixture.detector("en_US", zone: "Europe/Berlin"))
        let d = try #require(detector.detections(in: "every other Tuesday at 9:30").first)
        var w = JSONWriter()
        d.value.writeJSON(to: &w)
        let text = String(decoding: w.bytes, as: UTF8.self)
        #expect(text.contains(#""recurrence":{"rrule":"FREQ=WEEKLY;INTERVAL=2;BYDAY=TU","frequency":"weekly","interval":2,"byDay":["TU"]}"#))
        guard case .date(let v) = d.value else { Issue.record("not a date"); return }
        let decoded = try JSONDecoder().decode(DateValue.self, from: JSONEncoder().encode(v))
        #expect(decoded == v)
    }

    @Test("an end and a monthly weekday reach the JSON value and read back")
    func jsonUntil() throws {
        let detector = try #require(DateFixture.detector("en_US", zone: "America/New_York"))
        for (text, fragment) in [("every Monday until June", #""byDay":["MO"],"until":"2027-05-31"}"#),
                                 ("the last Friday of each month", #""byDay":["-1FR"]}"#)] {
            let d = try #require(detector.detections(in: text).first)
            var w = JSONWriter()
            d.value.writeJSON(to: &w)
            #expect(String(decoding: w.bytes, as: UTF8.self).contains(fragment))
            guard case .date(let v) = d.value else { Issue.record("not a date"); return }
            let decoded = try JSONDecoder().decode(DateValue.self, from: JSONEncoder().encode(v))
            #expect(decoded == v)
        }
    }
}
