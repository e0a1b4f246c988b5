import Foundation

/// open: one side of a bound. `until Friday` (.before, inclusive) runs up to the midnight that ends Friday;
/// `before Christmas` (.before) up to its start; `since Monday` (.after, inclusive) from Monday's start; `after
/// Monday` (.after) from Monday's end. A clock time is an instant: `until 4pm` and `after 4pm` are both 16:00.
extension TimeExpr {
    /// `nil` for a bound that is itself open.
    static func open(_ bound: TimeExpr, _ direction: DateValue.Direction, inclusive: Bool) -> TimeExpr? {
        if case .openEnded = bound { return nil }
        return .openEnded(bound, direction, inclusive: inclusive)
    }
}

extension TimeResolver {
    /// The bound's end for an inclusive `before` and an exclusive `after`, its start otherwise (and always for
    /// a clock time).
    func openEnded(_ x: TimeExpr, _ d: DateValue.Direction, inclusive: Bool) -> TimeSpan? {
        guard var s = span(of: x) else { return nil }
        let atEnd = (d == .before) == inclusive && !s.isClockTime
        if atEnd { s.start = s.end; s.exactStart = s.exactEnd } else { s.end = s.start; s.exactEnd = s.exactStart }
        s.direction = d
        return s
    }
}
