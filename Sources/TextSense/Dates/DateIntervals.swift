import Foundation

/// Resolution of stretches of time — periods, parts of the day, spans, boundaries — and of open intervals,
/// through the time model (`DatePoint.stretchExpr`, `Dates/Time/`).
///
/// The rules (all intervals are half-open, `end` exclusive):
/// - Weeks run Monday to Monday (ISO 8601). `this week` holds the reference day; `next week` is the one after.
/// - The weekend is Saturday 00:00 to Monday 00:00 of the week named; `this weekend` on a Sunday is the current one.
/// - Months, quarters (January, April, July, October) and years are calendar periods. A quarter or a month named
///   without a year (`Q3`, `in March`) is the first one that has not ended on the reference day; `next March`
///   is the first March after the current month, `last March` the last one before it.
/// - Parts of the day use the language's CLDR day periods (`DateLexicon.minuteSpan`).
/// - `the last N` minutes/hours end at the reference instant; `the next N` start there. `the last N days` are the
///   N days before today; `the next N days` the N days after it. Weeks, months, quarters and years count whole
///   periods the same way (`the last 2 weeks` are the two weeks before this one).
/// - A boundary is a third of its period (`TimeExpr.boundary`): days 1–10, 11–20 and 21 to the end of a month;
///   Monday–Tuesday, Wednesday–Thursday, Friday–Sunday of a week; the first, second and third third of a quarter
///   or a year, in whole months (a year: January–April, May–August, September–December); the first or last day
///   of a weekend.
/// - An open interval is one instant and a direction (`DateValue.direction`): `until`/`bis` include what they
///   name (the bound is its end for days and periods, the instant itself for times), `before` does not (its
///   start); `since`/`from` include it (its start), `after` does not (its end).
extension DateResolver {
    /// The value of an expression whose start is a stretch of time or which has a direction; `nil` when the
    /// expression is neither (the caller resolves it as a point or range).
    func intervalValue(of e: DateExpression) -> DateValue?? {
        if let (direction, inclusive) = e.direction {
            guard e.end == nil, let bound = e.start.timeExpr, let v = time.value(of: .openEnded(bound, direction, inclusive: inclusive))
            else { return .some(nil) }
            return DateValue(start: v.start, end: nil, allDay: v.grain >= .day, timeZone: v.timeZone, grain: v.grain.valueGrain,
                             direction: direction)
        }
        guard e.end == nil, e.start.isInterval else { return nil }
        guard let x = e.start.stretchExpr, let v = time.value(of: x) else { return .some(nil) }
        return DateValue(start: v.start, end: v.end, allDay: v.grain >= .day, timeZone: v.timeZone, grain: v.grain.valueGrain)
    }
}
