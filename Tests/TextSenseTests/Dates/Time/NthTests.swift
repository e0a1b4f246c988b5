import Foundation
import Testing
@testable import TextSense

/// nth: occurrences counted from the reference (`next Friday`, `last March`) or inside a period (`the first
/// Monday of March`, `the last Friday of the month`). Reference Thursday 2026-12-03 10:00.
@Suite("Time model: nth")
struct NthTests {
    typealias F = TimeFixture

    static func n(_ k: Int, _ e: TimeExpr?, immediate: Bool) -> TimeExpr? { e.flatMap { .nth(k, $0, immediate: immediate) } }
    static func n(_ k: Int, _ e: TimeExpr?, of p: TimeExpr?) -> TimeExpr? {
        guard let e, let p else { return nil }
        return .nth(k, e, of: p)
    }

    @Test("From the reference", arguments: [
        TimeCase("Friday: this one", n(0, F.f(weekday: 6), immediate: true), "2026-12-04T00:00:00+01:00–2026-12-05T00:00:00+01:00 day"),
        TimeCase("Thursday, on a Thursday: today", n(0, F.f(weekday: 5), immediate: true), "2026-12-03T00:00:00+01:00–2026-12-04T00:00:00+01:00 day"),
        TimeCase("next Thursday, on a Thursday", n(0, F.f(weekday: 5), immediate: false), "2026-12-10T00:00:00+01:00–2026-12-11T00:00:00+01:00 day"),
        TimeCase("Thursday after next", n(1, F.f(weekday: 5), immediate: false), "2026-12-17T00:00:00+01:00–2026-12-18T00:00:00+01:00 day"),
        TimeCase("last Thursday, on a Thursday", n(-1, F.f(weekday: 5), immediate: false), "2026-11-26T00:00:00+01:00–2026-11-27T00:00:00+01:00 day"),
        TimeCase("the most recent Thursday: today", n(-1, F.f(weekday: 5), immediate: true), "2026-12-03T00:00:00+01:00–2026-12-04T00:00:00+01:00 day"),
        TimeCase("last Friday", n(-1, F.f(weekday: 6), immediate: false), "2026-11-27T00:00:00+01:00–2026-11-28T00:00:00+01:00 day"),
        TimeCase("next December, in December", n(0, F.f(month: 12), immediate: false), "2027-12-01T00:00:00+01:00–2028-01-01T00:00:00+01:00 month"),
        TimeCase("last March", n(-1, F.f(month: 3), immediate: false), "2026-03-01T00:00:00+01:00–2026-04-01T00:00:00+02:00 month"),
        TimeCase("the Christmas after next", n(1, F.christmas, immediate: true), "2027-12-25T00:00:00+01:00–2027-12-26T00:00:00+01:00 day"),
        TimeCase("last Christmas", n(-1, F.christmas, immediate: false), "2025-12-25T00:00:00+01:00–2025-12-26T00:00:00+01:00 day"),
        TimeCase("the next 5pm", n(0, F.f(hour: 17), immediate: false), "2026-12-03T17:00:00+01:00–2026-12-03T18:00:00+01:00 hour"),
        TimeCase("a cycle is not a series", n(0, .cycle(.day, 0), immediate: true), "no expression"),
    ])
    func fromReference(_ c: TimeCase) { c.check() }

    @Test("Inside a period", arguments: [
        TimeCase("the first Monday of March 2027", n(1, F.f(weekday: 2), of: F.f(year: 2027, month: 3)),
                 "2027-03-01T00:00:00+01:00–2027-03-02T00:00:00+01:00 day"),
        TimeCase("the second Monday of March", n(2, F.f(weekday: 2), of: F.f(month: 3)), "2027-03-08T00:00:00+01:00–2027-03-09T00:00:00+01:00 day"),
        TimeCase("the last Friday of the month", n(-1, F.f(weekday: 6), of: .cycle(.month, 0)), "2026-12-25T00:00:00+01:00–2026-12-26T00:00:00+01:00 day"),
        TimeCase("the last Sunday of October 2026, New York", n(-1, F.f(weekday: 1), of: F.f(year: 2026, month: 10)), zone: "America/New_York",
                 "2026-10-25T00:00:00-04:00–2026-10-26T00:00:00-04:00 day"),
        TimeCase("the fifth Wednesday of December 2026", n(5, F.f(weekday: 4), of: F.f(year: 2026, month: 12)),
                 "2026-12-30T00:00:00+01:00–2026-12-31T00:00:00+01:00 day"),
        TimeCase("the fifth Friday of this month: past its end", n(5, F.f(weekday: 6), of: .cycle(.month, 0)), nil),
        TimeCase("the fifth Monday of February 2027: past its end", n(5, F.f(weekday: 2), of: F.f(year: 2027, month: 2)), nil),
        TimeCase("the 31st of February 2028: none", n(1, F.f(day: 31), of: F.f(year: 2028, month: 2)), nil),
        TimeCase("the first Friday of next month", n(1, F.f(weekday: 6), of: .cycle(.month, 1)),
                 "2027-01-01T00:00:00+01:00–2027-01-02T00:00:00+01:00 day"),
        TimeCase("the second Christmas of 2027: none", n(2, F.christmas, of: F.f(year: 2027)), nil),
        TimeCase("a period no coarser than the series", n(1, F.f(month: 3), of: .cycle(.day, 0)), "no expression"),
        TimeCase("the zeroth", n(0, F.f(weekday: 2), of: .cycle(.month, 0)), "no expression"),
    ])
    func insidePeriod(_ c: TimeCase) { c.check() }
}
