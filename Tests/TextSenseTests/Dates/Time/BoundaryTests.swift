import Foundation
import Testing
@testable import TextSense

/// boundary: the beginning, middle or end third of a period.
@Suite("Time model: boundary")
struct BoundaryTests {
    typealias F = TimeFixture

    static func b(_ k: TimeExpr.Boundary, _ e: TimeExpr?) -> TimeExpr? { e.flatMap { .boundary(k, of: $0) } }

    static let weekend = IntervalTests.i(NthTests.n(1, F.f(weekday: 7), of: .cycle(.week, 0)),
                                         NthTests.n(1, F.f(weekday: 1), of: .cycle(.week, 0)), closed: true)

    @Test("Cases", arguments: [
        TimeCase("end of the month", b(.end, .cycle(.month, 0)), "2026-12-21T00:00:00+01:00–2027-01-01T00:00:00+01:00 day"),
        TimeCase("beginning of March", b(.beginning, F.f(month: 3)), "2027-03-01T00:00:00+01:00–2027-03-11T00:00:00+01:00 day"),
        TimeCase("mid-March", b(.middle, F.f(month: 3)), "2027-03-11T00:00:00+01:00–2027-03-21T00:00:00+01:00 day"),
        TimeCase("end of February 2028", b(.end, F.f(year: 2028, month: 2)), "2028-02-21T00:00:00+01:00–2028-03-01T00:00:00+01:00 day"),
        TimeCase("middle of this week", b(.middle, .cycle(.week, 0)), "2026-12-02T00:00:00+01:00–2026-12-04T00:00:00+01:00 day"),
        TimeCase("end of this week", b(.end, .cycle(.week, 0)), "2026-12-04T00:00:00+01:00–2026-12-07T00:00:00+01:00 day"),
        TimeCase("beginning of next year", b(.beginning, .cycle(.year, 1)), "2027-01-01T00:00:00+01:00–2027-05-01T00:00:00+02:00 month"),
        TimeCase("end of this quarter", b(.end, .cycle(.quarter, 0)), "2026-12-01T00:00:00+01:00–2027-01-01T00:00:00+01:00 month"),
        TimeCase("middle of Q2 2027", b(.middle, F.f(year: 2027, quarter: 2)), "2027-05-01T00:00:00+02:00–2027-06-01T00:00:00+02:00 month"),
        TimeCase("end of the weekend: Sunday", b(.end, weekend), "2026-12-06T00:00:00+01:00–2026-12-07T00:00:00+01:00 day"),
        TimeCase("beginning of the weekend: Saturday", b(.beginning, weekend), "2026-12-05T00:00:00+01:00–2026-12-06T00:00:00+01:00 day"),
        TimeCase("end of 5pm: finer than a day", b(.end, F.f(hour: 17)), "no expression"),
    ])
    func cases(_ c: TimeCase) { c.check() }
}
