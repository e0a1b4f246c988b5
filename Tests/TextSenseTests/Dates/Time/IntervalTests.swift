import Foundation
import Testing
@testable import TextSense

/// interval: from one to the other, `end` exclusive; reversed intervals are no value.
@Suite("Time model: interval")
struct IntervalTests {
    typealias F = TimeFixture

    static func i(_ a: TimeExpr?, _ b: TimeExpr?, closed: Bool) -> TimeExpr? {
        guard let a, let b else { return nil }
        return .interval(a, b, closed: closed)
    }
    static func at(_ d: TimeExpr, _ h: Int) -> TimeExpr? { F.f(hour: h).flatMap { .intersect(d, $0) } }

    @Test("Cases", arguments: [
        TimeCase("March 10 to March 12, 2027: closed", i(F.f(year: 2027, month: 3, day: 10), F.f(year: 2027, month: 3, day: 12), closed: true),
                 "2027-03-10T00:00:00+01:00–2027-03-13T00:00:00+01:00 day"),
        TimeCase("2pm to 3pm today", i(at(.cycle(.day, 0), 14), at(.cycle(.day, 0), 15), closed: false),
                 "2026-12-03T14:00:00+01:00–2026-12-03T15:00:00+01:00 hour"),
        TimeCase("10pm today to 1am tomorrow", i(at(.cycle(.day, 0), 22), at(.cycle(.day, 1), 1), closed: false),
                 "2026-12-03T22:00:00+01:00–2026-12-04T01:00:00+01:00 hour"),
        TimeCase("Monday to Friday of next week", i(NthTests.n(1, F.f(weekday: 2), of: .cycle(.week, 1)), NthTests.n(1, F.f(weekday: 6), of: .cycle(.week, 1)), closed: true),
                 "2026-12-07T00:00:00+01:00–2026-12-12T00:00:00+01:00 day"),
        TimeCase("now to 10 minutes from now", i(.now, .shift(.now, by: 10, .minute), closed: false),
                 "2026-12-03T10:00:00+01:00–2026-12-03T10:10:00+01:00 minute"),
        TimeCase("this month to March", i(.cycle(.month, 0), F.f(month: 3), closed: true), "2026-12-01T00:00:00+01:00–2027-04-01T00:00:00+02:00 month"),
        TimeCase("midnight to 3am on the fall-back night, New York: four hours",
                 i(F.f(year: 2026, month: 11, day: 1, hour: 0), F.f(year: 2026, month: 11, day: 1, hour: 3), closed: false), zone: "America/New_York",
                 "2026-11-01T00:00:00-04:00–2026-11-01T03:00:00-05:00 hour"),
        TimeCase("reversed: March 12 to March 10", i(F.f(year: 2027, month: 3, day: 12), F.f(year: 2027, month: 3, day: 10), closed: true), nil),
        TimeCase("empty: 3pm to 3pm", i(at(.cycle(.day, 0), 15), at(.cycle(.day, 0), 15), closed: false), nil),
        TimeCase("an open side", OpenTests.o(.cycle(.day, 0), .before, true).flatMap { .interval($0, .cycle(.day, 1), closed: true) }, "no expression"),
    ])
    func cases(_ c: TimeCase) { c.check() }
}
