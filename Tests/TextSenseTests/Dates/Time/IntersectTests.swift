import Foundation
import Testing
@testable import TextSense

/// intersect: the finer side inside the coarser one; fields unify, and a conflict is no value.
@Suite("Time model: intersect")
struct IntersectTests {
    typealias F = TimeFixture

    static func x(_ a: TimeExpr?, _ b: TimeExpr?) -> TimeExpr? {
        guard let a, let b else { return nil }
        return .intersect(a, b)
    }

    @Test("Cases", arguments: [
        TimeCase("Friday ∩ evening", x(F.f(weekday: 6), F.f(partOfDay: F.evening)),
                 "2026-12-04T18:00:00+01:00–2026-12-05T00:00:00+01:00 hour"),
        TimeCase("tomorrow ∩ 5pm", x(.cycle(.day, 1), F.f(hour: 17)), "2026-12-04T17:00:00+01:00–2026-12-04T18:00:00+01:00 hour"),
        TimeCase("today ∩ 9am, already passed", x(.cycle(.day, 0), F.f(hour: 9)), "2026-12-03T09:00:00+01:00–2026-12-03T10:00:00+01:00 hour"),
        TimeCase("tomorrow ∩ 5pm, New York", x(.cycle(.day, 1), F.f(hour: 17)), zone: "America/New_York",
                 "2026-12-04T17:00:00-05:00–2026-12-04T18:00:00-05:00 hour"),
        TimeCase("Thanksgiving ∩ 2027", x(F.thanksgiving, F.f(year: 2027)), "2027-11-25T00:00:00+01:00–2027-11-26T00:00:00+01:00 day"),
        TimeCase("Christmas ∩ 2020: past", x(F.christmas, F.f(year: 2020)), "2020-12-25T00:00:00+01:00–2020-12-26T00:00:00+01:00 day"),
        TimeCase("Christmas ∩ 2030", x(F.christmas, F.f(year: 2030)), "2030-12-25T00:00:00+01:00–2030-12-26T00:00:00+01:00 day"),
        TimeCase("tomorrow ∩ a night that starts at midnight (German night1)", x(.cycle(.day, 1), F.f(partOfDay: .init(from: 1440, to: 1740))),
                 "2026-12-05T00:00:00+01:00–2026-12-05T05:00:00+01:00 hour"),
        TimeCase("Christmas ∩ 8pm", x(F.christmas, F.f(hour: 20)), "2026-12-25T20:00:00+01:00–2026-12-25T21:00:00+01:00 hour"),
        TimeCase("March ∩ the 5th", x(F.f(month: 3), F.f(day: 5)), "2027-03-05T00:00:00+01:00–2027-03-06T00:00:00+01:00 day"),
        TimeCase("this week ∩ Monday, already passed", x(.cycle(.week, 0), F.f(weekday: 2)),
                 "2026-11-30T00:00:00+01:00–2026-12-01T00:00:00+01:00 day"),
        TimeCase("this month ∩ the 31st", x(.cycle(.month, 0), F.f(day: 31)), "2026-12-31T00:00:00+01:00–2027-01-01T00:00:00+01:00 day"),
        TimeCase("February ∩ the 30th: no such day", x(.cycle(.month, 2), F.f(day: 30)), nil),
        TimeCase("Friday ∩ Saturday: conflict", x(F.f(weekday: 6), F.f(weekday: 7)), "no expression"),
        TimeCase("March ∩ April: conflict", x(F.f(month: 3), F.f(month: 4)), "no expression"),
        TimeCase("9am ∩ evening: conflict", x(F.f(hour: 9), F.f(partOfDay: F.evening)), "no expression"),
        TimeCase("morning ∩ evening: no overlap", x(F.f(partOfDay: .init(from: 360, to: 720)), F.f(partOfDay: F.evening)), "no expression"),
        TimeCase("February 29 ∩ 2027: conflict", x(F.f(month: 2, day: 29), F.f(year: 2027)), "no expression"),
        TimeCase("next week ∩ this month: the overlap", x(.cycle(.week, 1), .cycle(.month, 0)),
                 "2026-12-07T00:00:00+01:00–2026-12-14T00:00:00+01:00 week"),
        TimeCase("next month ∩ this week: disjoint", x(.cycle(.month, 1), .cycle(.week, 0)), nil),
    ])
    func cases(_ c: TimeCase) { c.check() }
}
