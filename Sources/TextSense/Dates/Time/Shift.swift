import Foundation

/// shift: moved by an amount of a unit. `in 2 hours` is now + 2 hours; `in 3 days` is today + 3 days; `a month
/// after January 31` is February 28 (29 in a leap year): months and years clip to the month's end.
extension TimeExpr {
    /// `base` moved by `n` units of `unit`; `nil` for `.none`.
    static func shift(_ base: TimeExpr, by n: Int, _ unit: Grain) -> TimeExpr? {
        guard unit != .none else { return nil }
        return .shifted(base, n, unit)
    }
}

extension TimeResolver {
    /// Seconds, minutes and hours move exact instants (a daylight-saving change in between does not move the
    /// wall clock reading); days and longer move the wall clock (`tomorrow at 10:00` + 1 day is 10:00 again,
    /// 23 or 25 hours later across a change). The span keeps its length: one unit of its grain when it was one.
    func shifted(_ x: TimeExpr, _ n: Int, _ unit: Grain) -> TimeSpan? {
        guard var s = span(of: x) else { return nil }
        let grain = s.grain == .none ? unit : s.grain
        if unit <= .hour {
            let seconds = TimeInterval(n * (unit == .hour ? 3600 : unit == .minute ? 60 : 1))
            let a = (s.exactStart ?? instant(s.start, in: s.zone ?? zone)).addingTimeInterval(seconds)
            let b = (s.exactEnd ?? instant(s.end, in: s.zone ?? zone)).addingTimeInterval(seconds)
            var r = TimeSpan(start: wallClock(a), end: wallClock(b), grain: grain)
            r.exactStart = a; r.exactEnd = b
            r.isClockTime = s.isClockTime
            return r
        }
        let wholeUnit = s.grain != .none && advance(s.start, s.grain, by: 1) == s.end
        guard let start = advance(s.start, unit, by: n) else { return nil }
        let end: Int? = wholeUnit ? advance(start, s.grain, by: 1) : start + (s.end - s.start)
        guard let end else { return nil }
        s.start = start; s.end = end; s.grain = grain
        s.exactStart = nil; s.exactEnd = nil
        return s
    }
}
