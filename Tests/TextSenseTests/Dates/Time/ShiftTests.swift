import Foundation
import Testing
@testable import TextSense

/// shift: hours and less move instants, days and more move the wall clock; months clip to the month's end;
/// wall-clock times that daylight saving skips (read after the change) or repeats (the first), as RFC 5545 reads them.
@Suite("Time model: shift")
struct ShiftTests {
    typealias F = TimeFixture

    static func s(_ e: TimeExpr?, _ n: Int, _ g: Grain) -> TimeExpr? { e.flatMap { .shift($0, by: n, g) } }

    @Test("Month arithmetic clips to the month's end", arguments: [
        TimeCase("31 Jan 2027 + 1 month", s(F.f(year: 2027, month: 1, day: 31), 1, .month), "2027-02-28T00:00:00+01:00–2027-03-01T00:00:00+01:00 day"),
        TimeCase("31 Jan 2028 + 1 month (leap)", s(F.f(year: 2028, month: 1, day: 31), 1, .month), "2028-02-29T00:00:00+01:00–2028-03-01T00:00:00+01:00 day"),
        TimeCase("29 Feb 2028 + 1 year", s(F.f(year: 2028, month: 2, day: 29), 1, .year), "2029-02-28T00:00:00+01:00–2029-03-01T00:00:00+01:00 day"),
        TimeCase("29 Feb 2028 + 4 years", s(F.f(year: 2028, month: 2, day: 29), 4, .year), "2032-02-29T00:00:00+01:00–2032-03-01T00:00:00+01:00 day"),
        TimeCase("31 Mar 2026 − 1 month", s(F.f(year: 2026, month: 3, day: 31), -1, .month), "2026-02-28T00:00:00+01:00–2026-03-01T00:00:00+01:00 day"),
        TimeCase("30 Nov 2026 + 1 quarter", s(F.f(year: 2026, month: 11, day: 30), 1, .quarter), "2027-02-28T00:00:00+01:00–2027-03-01T00:00:00+01:00 day"),
        TimeCase("January 2027 + 1 month: all of February", s(F.f(year: 2027, month: 1), 1, .month), "2027-02-01T00:00:00+01:00–2027-03-01T00:00:00+01:00 month"),
        TimeCase("today + 3 days", s(.cycle(.day, 0), 3, .day), "2026-12-06T00:00:00+01:00–2026-12-07T00:00:00+01:00 day"),
        TimeCase("today + 2 weeks", s(.cycle(.day, 0), 2, .week), "2026-12-17T00:00:00+01:00–2026-12-18T00:00:00+01:00 day"),
        TimeCase("now + 2 hours", s(.now, 2, .hour), "2026-12-03T12:00:00+01:00–2026-12-03T12:00:00+01:00 hour"),
        TimeCase("now − 30 minutes", s(.now, -30, .minute), "2026-12-03T09:30:00+01:00–2026-12-03T09:30:00+01:00 minute"),
        // Years are astronomical (1 BC is year 0), down to -9999; Berlin before its zone is local mean time.
        TimeCase("a year before 1 January 1", s(F.f(year: 1, month: 1, day: 1), -1, .year),
                 "0000-01-01T00:00:00+00:53–0000-01-02T00:00:00+00:53 day"),
        TimeCase("a year before 1 January -9999", s(F.f(year: -9999, month: 1, day: 1), -1, .year), nil),
    ])
    func months(_ c: TimeCase) { c.check() }

    @Test("Daylight saving: gaps, overlaps, and days of 23 or 25 hours", arguments: [
        // Berlin springs forward at 02:00 on 29 March 2026 and falls back at 03:00 on 25 October 2026.
        TimeCase("Berlin, 02:30 in the gap is read as 03:30", F.f(year: 2026, month: 3, day: 29, hour: 2, minute: 30),
                 "2026-03-29T03:30:00+02:00–2026-03-29T03:31:00+02:00 minute"),
        TimeCase("Berlin, 02:30 twice is the first one", F.f(year: 2026, month: 10, day: 25, hour: 2, minute: 30),
                 "2026-10-25T02:30:00+02:00–2026-10-25T02:31:00+02:00 minute"),
        TimeCase("Berlin, 03:00 after the fall-back exists once", F.f(year: 2026, month: 10, day: 25, hour: 3),
                 "2026-10-25T03:00:00+01:00–2026-10-25T04:00:00+01:00 hour"),
        TimeCase("Berlin, 10:00 + 1 day across the gap: 23 hours", s(F.f(year: 2026, month: 3, day: 28, hour: 10), 1, .day),
                 "2026-03-29T10:00:00+02:00–2026-03-29T11:00:00+02:00 hour"),
        TimeCase("Berlin, 10:00 + 24 hours across the gap", s(F.f(year: 2026, month: 3, day: 28, hour: 10), 24, .hour),
                 "2026-03-29T11:00:00+02:00–2026-03-29T12:00:00+02:00 hour"),
        TimeCase("Berlin, now + 1 hour from 01:30 on the gap day", s(.now, 1, .hour), at: "2026-03-29 01:30",
                 "2026-03-29T03:30:00+02:00–2026-03-29T03:30:00+02:00 hour"),
        TimeCase("Berlin, the day of the fall-back has 25 hours", .cycle(.day, 0), at: "2026-10-25 12:00",
                 "2026-10-25T00:00:00+02:00–2026-10-26T00:00:00+01:00 day"),
        // New York springs forward at 02:00 on 8 March 2026 and falls back at 02:00 on 1 November 2026.
        TimeCase("New York, 02:30 in the gap is read as 03:30", F.f(year: 2026, month: 3, day: 8, hour: 2, minute: 30), zone: "America/New_York",
                 "2026-03-08T03:30:00-04:00–2026-03-08T03:31:00-04:00 minute"),
        TimeCase("New York, 01:30 twice is the first one", F.f(year: 2026, month: 11, day: 1, hour: 1, minute: 30), zone: "America/New_York",
                 "2026-11-01T01:30:00-04:00–2026-11-01T01:31:00-04:00 minute"),
        TimeCase("New York, 03:00 after the spring-forward", F.f(year: 2026, month: 3, day: 8, hour: 3), zone: "America/New_York",
                 "2026-03-08T03:00:00-04:00–2026-03-08T04:00:00-04:00 hour"),
        TimeCase("New York, tomorrow 9am from the eve of the fall-back", s(F.f(year: 2026, month: 10, day: 31, hour: 9), 1, .day),
                 zone: "America/New_York", "2026-11-01T09:00:00-05:00–2026-11-01T10:00:00-05:00 hour"),
        TimeCase("New York, now + 3 hours across the fall-back", s(.now, 3, .hour), at: "2026-11-01 00:30", zone: "America/New_York",
                 "2026-11-01T02:30:00-05:00–2026-11-01T02:30:00-05:00 hour"),
    ])
    func daylightSaving(_ c: TimeCase) { c.check() }

    @Test func noShiftByNothing() {
        #expect(TimeExpr.shift(.now, by: 1, .none) == nil)
    }
}
