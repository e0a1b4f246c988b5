import Foundation

/// nearest: the occurrence of a series closest to the reference day, in the past or the future (`15 August`,
/// `1.12.`, `Tuesday, 10 January` without a year).
extension TimeExpr {
    /// The occurrence of `series` whose day is nearest the reference day, at most `days` days before or after it:
    /// the next one that has not ended, or the last one that has when it is fewer days back than the next is
    /// ahead (a tie goes to the future). `nil` when `series` is not a series.
    static func nearest(_ series: TimeExpr, within days: Int) -> TimeExpr? {
        guard series.isSeries || series.isSeriesIntersection, days > 0 else { return nil }
        return .nearest(series, days: days)
    }
}

extension TimeResolver {
    /// See `TimeExpr.nearest(_:within:)`.
    func nearest(_ x: TimeExpr, within days: Int) -> TimeSpan? {
        let today = referenceDay
        let ahead = occurrence(x, 0, immediate: true).flatMap { s in s.startDay - today <= days ? s : nil }
        let back = occurrence(x, -1, immediate: false).flatMap { s in today - s.startDay <= days ? s : nil }
        guard let b = back else { return ahead }
        guard let a = ahead else { return b }
        return today - b.startDay < a.startDay - today ? b : a
    }
}
