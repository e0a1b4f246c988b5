import Foundation

/// intersect: both at once. `Friday` ∩ `evening` is Friday evening; `tomorrow` ∩ `5pm` is 17:00 tomorrow;
/// `Thanksgiving` ∩ `2027` is Thanksgiving 2027.
extension TimeExpr {
    /// Fields unify into one set of fields (`nil` when they conflict: `Friday` ∩ `Saturday`, `February` ∩ `30th`);
    /// anything else is kept as an intersection resolved by finding the finer side inside the coarser one.
    static func intersect(_ a: TimeExpr, _ b: TimeExpr) -> TimeExpr? {
        if case .fields(let f) = a, case .fields(let g) = b {
            return DateFields.merge(f, g).map { .fields($0) }
        }
        return .intersection(a, b)
    }
}

extension TimeResolver {
    /// The finer side's first occurrence starting inside the coarser side (a series), or the overlap of the
    /// two spans (anything else); `nil` when they do not meet.
    func intersection(_ a: TimeExpr, _ b: TimeExpr) -> TimeSpan? {
        if TimeExpr.intersection(a, b).isSeriesIntersection { return occurrence(.intersection(a, b), 0, immediate: true) ?? occurrence(.intersection(a, b), -1, immediate: true) }
        let (outer, inner) = b.grain > a.grain ? (b, a) : (a, b)
        guard let w = span(of: outer) else { return nil }
        if inner.isSeries {
            guard var s = nth(inner, 1, within: w) else { return nil }
            s.zone = s.zone ?? w.zone
            return s
        }
        guard let s = span(of: inner) else { return nil }
        let start = max(w.start, s.start), end = min(w.end, s.end)
        guard start < end || (start == end && (w.start == w.end || s.start == s.end)) else { return nil }
        var r = TimeSpan(start: start, end: end, grain: TimeExpr.finest(w.grain, s.grain), zone: s.zone ?? w.zone)
        r.exactStart = start == s.start ? s.exactStart : w.exactStart
        r.exactEnd = end == s.end ? s.exactEnd : w.exactEnd
        return r
    }
}
