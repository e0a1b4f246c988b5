import Foundation

/// interval: from one to the other. Days are closed (`from March 10 to March 12` ends at the midnight starting
/// March 13); times of day end where the second one starts (`2pm-3pm` ends at 15:00).
extension TimeExpr {
    /// From the start of `a` to the end of `b` when `closed`, else to the start of `b`. `nil` when either side is
    /// itself open.
    static func interval(_ a: TimeExpr, _ b: TimeExpr, closed: Bool) -> TimeExpr? {
        if case .openEnded = a { return nil }
        if case .openEnded = b { return nil }
        return .range(a, b, closed: closed)
    }
}

extension TimeResolver {
    /// `nil` when the end is not after the start. The grain is the finer of the two sides'.
    func range(_ a: TimeExpr, _ b: TimeExpr, closed: Bool) -> TimeSpan? {
        guard let x = span(of: a), let y = span(of: b) else { return nil }
        let start = x.exactStart ?? instant(x.start, in: x.zone ?? zone)
        let endLocal = closed ? y.end : y.start
        let end = (closed ? y.exactEnd : y.exactStart) ?? instant(endLocal, in: y.zone ?? zone)
        guard end > start else { return nil }
        var r = TimeSpan(start: x.start, end: endLocal, grain: TimeExpr.finest(x.grain, y.grain), zone: x.zone ?? y.zone)
        // Sides counted from the reference instant or read in different zones stay exact.
        if x.zone != y.zone || x.exactStart != nil || y.exactStart != nil { r.exactStart = start; r.exactEnd = end }
        return r
    }
}
