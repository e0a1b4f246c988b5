import Foundation
import Testing
@testable import TextSense

/// Fields, series, cycles and the model's constructors. Reference Thursday 2026-12-03 10:00 (`TimeFixture`).
@Suite("Time model: fields, series, cycles")
struct TimeExprTests {
    typealias F = TimeFixture

    @Test("A series alone is its first occurrence that has not ended, else its most recent one", arguments: [
        TimeCase("Friday", F.f(weekday: 6), "2026-12-04T00:00:00+01:00–2026-12-05T00:00:00+01:00 day"),
        TimeCase("Thursday, on a Thursday", F.f(weekday: 5), "2026-12-03T00:00:00+01:00–2026-12-04T00:00:00+01:00 day"),
        TimeCase("March 5", F.f(month: 3, day: 5), "2027-03-05T00:00:00+01:00–2027-03-06T00:00:00+01:00 day"),
        TimeCase("February 29: the next one that exists", F.f(month: 2, day: 29), "2028-02-29T00:00:00+01:00–2028-03-01T00:00:00+01:00 day"),
        TimeCase("March 5, 2020: past", F.f(year: 2020, month: 3, day: 5), "2020-03-05T00:00:00+01:00–2020-03-06T00:00:00+01:00 day"),
        TimeCase("9:00, passed today", F.f(hour: 9), "2026-12-04T09:00:00+01:00–2026-12-04T10:00:00+01:00 hour"),
        TimeCase("10:30, later today", F.f(hour: 10, minute: 30), "2026-12-03T10:30:00+01:00–2026-12-03T10:31:00+01:00 minute"),
        TimeCase("December, in December", F.f(month: 12), "2026-12-01T00:00:00+01:00–2027-01-01T00:00:00+01:00 month"),
        TimeCase("March", F.f(month: 3), "2027-03-01T00:00:00+01:00–2027-04-01T00:00:00+02:00 month"),
        TimeCase("Q3", F.f(quarter: 3), "2027-07-01T00:00:00+02:00–2027-10-01T00:00:00+02:00 quarter"),
        TimeCase("2027", F.f(year: 2027), "2027-01-01T00:00:00+01:00–2028-01-01T00:00:00+01:00 year"),
        TimeCase("Christmas", F.christmas, "2026-12-25T00:00:00+01:00–2026-12-26T00:00:00+01:00 day"),
        TimeCase("Thanksgiving, New York", F.thanksgiving, zone: "America/New_York", "2027-11-25T00:00:00-05:00–2027-11-26T00:00:00-05:00 day"),
        TimeCase("Friday evening", F.f(weekday: 6, partOfDay: F.evening), "2026-12-04T18:00:00+01:00–2026-12-05T00:00:00+01:00 hour"),
        TimeCase("now", .now, "2026-12-03T10:00:00+01:00–2026-12-03T10:00:00+01:00 none"),
    ])
    func series(_ c: TimeCase) { c.check() }

    @Test("Cycles: the period holding the reference, moved", arguments: [
        TimeCase("today", .cycle(.day, 0), "2026-12-03T00:00:00+01:00–2026-12-04T00:00:00+01:00 day"),
        TimeCase("yesterday", .cycle(.day, -1), "2026-12-02T00:00:00+01:00–2026-12-03T00:00:00+01:00 day"),
        TimeCase("this week (Monday first)", .cycle(.week, 0), "2026-11-30T00:00:00+01:00–2026-12-07T00:00:00+01:00 week"),
        TimeCase("next month", .cycle(.month, 1), "2027-01-01T00:00:00+01:00–2027-02-01T00:00:00+01:00 month"),
        TimeCase("this quarter, across a change of offset", .cycle(.quarter, 0), "2026-10-01T00:00:00+02:00–2027-01-01T00:00:00+01:00 quarter"),
        TimeCase("last year", .cycle(.year, -1), "2025-01-01T00:00:00+01:00–2026-01-01T00:00:00+01:00 year"),
        TimeCase("this hour", .cycle(.hour, 0), "2026-12-03T10:00:00+01:00–2026-12-03T11:00:00+01:00 hour"),
        TimeCase("the day of a spring-forward, New York", .cycle(.day, 0), at: "2026-03-08 12:00", zone: "America/New_York",
                 "2026-03-08T00:00:00-05:00–2026-03-09T00:00:00-04:00 day"),
    ])
    func cycles(_ c: TimeCase) { c.check() }

    /// The week starts on the calendar's first weekday, as ICU gives it per locale.
    @Test("Week starts follow the calendar", arguments: [
        ("en_US", "2026-11-29T00:00:00-05:00–2026-12-06T00:00:00-05:00 week"),
        ("de_DE", "2026-11-30T00:00:00-05:00–2026-12-07T00:00:00-05:00 week"),
        ("fr_FR", "2026-11-30T00:00:00-05:00–2026-12-07T00:00:00-05:00 week"),
        ("pt_BR", "2026-11-29T00:00:00-05:00–2026-12-06T00:00:00-05:00 week"),
        ("ru_RU", "2026-11-30T00:00:00-05:00–2026-12-07T00:00:00-05:00 week"),
    ])
    func weekStart(_ locale: String, _ expected: String) {
        var cal = Calendar(identifier: .gregorian)
        cal.locale = Locale(identifier: locale)
        cal.timeZone = TimeZone(identifier: "America/New_York") ?? .gmt
        let v = resolve(.cycle(.week, 0), reference: TimeFixture.reference(in: cal.timeZone), calendar: cal)
        #expect(v.map { TimeFixture.line($0) } == expected)
    }

    @Test func weekStartingSaturday() {
        #expect(TimeFixture.line(.cycle(.week, 0), firstWeekday: 7) == "2026-11-28T00:00:00+01:00–2026-12-05T00:00:00+01:00 week")
    }

    @Test func otherCalendarsAreRefused() {
        let cal = Calendar(identifier: .hebrew)
        #expect(resolve(.cycle(.day, 0), reference: TimeFixture.reference(in: .gmt), calendar: cal) == nil)
    }

    @Test("Fields that contradict themselves are no fields", arguments: [
        ("the 30th of February", DateFields(month: 2, day: 30)),
        ("February 29, 2027", DateFields(year: 2027, month: 2, day: 29)),
        ("Saturday, December 4, 2026 (a Friday)", DateFields(year: 2026, month: 12, day: 4, weekday: 7)),
        ("month 13", DateFields(month: 13)),
        ("25 o'clock", DateFields(hour: 25)),
        ("minutes without an hour", DateFields(minute: 30)),
        ("May in the first quarter", DateFields(quarter: 1, month: 5)),
        ("9am in the evening", DateFields(hour: 9, partOfDay: TimeFixture.evening)),
        ("nothing", DateFields()),
    ])
    func conflicts(_ name: String, _ f: DateFields?) {
        #expect(f == nil, "\(name)")
    }

    @Test func fieldsKeepTheirGrain() {
        #expect(DateFields(year: 2026, month: 12)?.grain == .month)
        #expect(DateFields(weekday: 6, partOfDay: TimeFixture.evening)?.grain == .hour)
        #expect(DateFields(month: 3, day: 5)?.grain == .day)
        #expect(DateFields(hour: 5, minute: 0)?.grain == .minute)
        #expect(DateFields(quarter: 2)?.grain == .quarter)
    }

    /// chrono's rule: implied values fill gaps, never overwrite a known one, and do not change the grain.
    @Test func impliedValues() throws {
        let f = try #require(DateFields(day: 7)?.implying(DateFields.Values(month: 3, hour: 9)))
        #expect(f.known.month == nil)
        #expect(f.values.month == 3)
        #expect(f.grain == .day)
        let g = try #require(DateFields(month: 5, day: 7)?.implying(DateFields.Values(month: 3)))
        #expect(g.values.month == 5)
        #expect(DateFields(month: 2, day: 7)?.implying(DateFields.Values(day: 30)) != nil)
        #expect(DateFields(day: 30)?.implying(DateFields.Values(month: 2)) == nil)
        #expect(TimeFixture.line(.fields(f)) == "2027-03-07T09:00:00+01:00–2027-03-07T10:00:00+01:00 day")
    }
}
