import Foundation

/// boundary: a third of a period. `beginning of the month` is days 1–10, `mid-March` 11–20, `end of the month` 21
/// to the end; a week splits Monday–Tuesday, Wednesday–Thursday, Friday–Sunday (two, two and the rest of its
/// days); a quarter or a year splits into whole months (a year: January–April, May–August, September–December).
/// A stretch of fewer than three days (a weekend) begins with its first day, ends with its last, and its middle
/// is all of it.
extension TimeExpr {
    /// `nil` when `period` is finer than a day.
    static func boundary(_ b: Boundary, of period: TimeExpr) -> TimeExpr? {
        guard period.grain >= .day else { return nil }
        return .part(b, period)
    }
}

extension TimeResolver {
    func part(_ b: TimeExpr.Boundary, _ x: TimeExpr) -> TimeSpan? {
        guard var s = span(of: x), s.grain >= .day else { return nil }
        let from = TimeSpan.day(of: s.start), to = TimeSpan.day(of: s.end)
        var a: Int, c: Int
        switch s.grain {
        case .quarter, .year:
            let step = s.grain == .year ? 4 : 1
            let t = s.start
            guard let m1 = advance(t, .month, by: step), let m2 = advance(t, .month, by: 2 * step) else { return nil }
            switch b {
            case .beginning: (a, c) = (t, m1)
            case .middle: (a, c) = (m1, m2)
            case .end: (a, c) = (m2, s.end)
            }
            s.grain = .month
        default:
            let first = s.grain == .month ? 10 : 2
            let days = to - from
            if days < 3 {
                switch b {
                case .beginning: (a, c) = (from, from + 1)
                case .middle: (a, c) = (from, to)
                case .end: (a, c) = (to - 1, to)
                }
            } else {
                switch b {
                case .beginning: (a, c) = (from, from + first)
                case .middle: (a, c) = (from + first, from + 2 * first)
                case .end: (a, c) = (from + 2 * first, to)
                }
            }
            a *= 86_400; c *= 86_400
            s.grain = .day
        }
        s.start = a; s.end = c
        s.exactStart = nil; s.exactEnd = nil
        return s
    }
}
