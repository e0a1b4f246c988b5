import Foundation

/// Resolution of stretches of time — periods, parts of the day, spans, boundaries — and of open intervals.
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
/// - A boundary is a third of its period: days 1–10, 11–20 and 21 to the end of a month; Monday–Tuesday,
///   Wednesday–Thursday, Friday–Sunday of a week; the first, second and third third of a quarter or a year, in
///   whole months (a year: January–April, May–August, September–December).
/// - An open interval is one instant and a direction (`DateValue.direction`): `until`/`bis` include what they
///   name (the bound is its end for days and periods, the instant itself for times), `before` does not (its
///   start); `since`/`from` include it (its start), `after` does not (its end).
extension DateResolver {
    /// The value of an expression whose start is a stretch of time or which has a direction; `nil` when the
    /// expression is neither (the caller resolves it as a point or range).
    func intervalValue(of e: DateExpression) -> DateValue?? {
        if let (direction, inclusive) = e.direction {
            guard e.end == nil else { return .some(nil) }
            var inner = e
            inner.direction = nil
            guard let v = value(of: inner) else { return .some(nil) }
            let bound: Date
            let pointEnd = v.end ?? (v.allDay ? instant(days: dayNumber(of: v.start) + 1, minutes: 0, zone: v.timeZone) : v.start)
            switch (direction, inclusive) {
            case (.before, true), (.after, false): bound = pointEnd
            case (.before, false), (.after, true): bound = v.start
            }
            return DateValue(start: bound, end: nil, allDay: v.allDay, timeZone: v.timeZone,
                             grain: v.grain, direction: direction)
        }
        guard e.end == nil, e.start.isInterval else { return nil }
        return .some(interval(of: e.start))
    }

    /// The civil day number (days since 1970-01-01) of `date` in the context's zone.
    private func dayNumber(of date: Date) -> Int {
        let f = DateValue.fields(of: date, offset: zone.secondsFromGMT(for: date))
        return CivilDate.daysFromEpoch(year: f.year, month: f.month, day: f.day)
    }

    /// Local wall time `days` + `minutes` in `zone` as an instant.
    func instant(days: Int, minutes: Int, zone z: TimeZone) -> Date {
        instant(Resolved(days: days, seconds: minutes * 60, zone: z, grain: .minute, instant: nil, explicitYear: true))
    }

    /// The first day of the period of `unit` that holds day `days`.
    private func periodStart(_ unit: DateLanguage.Unit, holding days: Int) -> Int {
        let (y, m, _) = CivilDate.fromDays(days)
        switch unit {
        case .minute, .hour, .day: return days
        case .week: return days - (CivilDate.weekday(ofDays: days) + 5) % 7
        case .month: return CivilDate.daysFromEpoch(year: y, month: m, day: 1)
        case .quarter: return CivilDate.daysFromEpoch(year: y, month: (m - 1) / 3 * 3 + 1, day: 1)
        case .year: return CivilDate.daysFromEpoch(year: y, month: 1, day: 1)
        }
    }

    /// `start` moved by `n` periods of `unit` (days for day, week; months otherwise).
    private func shift(_ start: Int, _ unit: DateLanguage.Unit, by n: Int) -> Int {
        switch unit {
        case .minute, .hour, .day: return start + n
        case .week: return start + 7 * n
        case .month: return addMonths(start, n)
        case .quarter: return addMonths(start, 3 * n)
        case .year: return addMonths(start, 12 * n)
        }
    }

    private func grain(_ unit: DateLanguage.Unit) -> DateValue.Grain {
        switch unit {
        case .minute: return .minute
        case .hour: return .hour
        case .day: return .day
        case .week: return .week
        case .month: return .month
        case .quarter: return .quarter
        case .year: return .year
        }
    }

    private func allDay(_ from: Int, _ to: Int, _ g: DateValue.Grain, zone z: TimeZone? = nil) -> DateValue {
        let tz = z ?? zone
        return DateValue(start: instant(days: from, minutes: 0, zone: tz), end: instant(days: to, minutes: 0, zone: tz),
                         allDay: true, timeZone: tz, grain: g)
    }

    private func interval(of p: DatePoint) -> DateValue? {
        let z = p.zone ?? zone
        // Relative spans.
        if let (n, unit) = p.span {
            switch unit {
            case .minute, .hour:
                let secs = TimeInterval(abs(n) * (unit == .hour ? 3600 : 60))
                let (a, b) = n < 0 ? (referenceDate.addingTimeInterval(-secs), referenceDate) : (referenceDate, referenceDate.addingTimeInterval(secs))
                return DateValue(start: a, end: b, allDay: false, timeZone: zone, grain: grain(unit))
            default:
                let current = periodStart(unit, holding: refDays)
                let (a, b) = n < 0 ? (shift(current, unit, by: n), current) : (shift(current, unit, by: 1), shift(current, unit, by: 1 + n))
                return allDay(a, b, unit == .week ? .week : grain(unit))
            }
        }
        var from: Int, to: Int, g: DateValue.Grain, unit: DateLanguage.Unit
        if let period = p.period {
            unit = period.unit
            g = grain(unit)
            if let q = period.number, unit == .quarter {
                var y = p.year ?? refYear
                var s = CivilDate.daysFromEpoch(year: y, month: (q - 1) * 3 + 1, day: 1)
                if p.year == nil, addMonths(s, 3) <= refDays { y += 1; s = CivilDate.daysFromEpoch(year: y, month: (q - 1) * 3 + 1, day: 1) }
                from = s; to = addMonths(s, 3)
            } else {
                from = shift(periodStart(unit, holding: refDays), unit, by: period.shift)
                to = shift(from, unit, by: 1)
                if p.weekend {
                    // Saturday and Sunday of that week; `this weekend` read on a Sunday is the one in progress.
                    from += 5; to = from + 2
                    g = .day
                }
            }
        } else if p.yearOnly, let y = p.year {
            unit = .year
            g = .year
            from = CivilDate.daysFromEpoch(year: y, month: 1, day: 1)
            to = CivilDate.daysFromEpoch(year: y + 1, month: 1, day: 1)
        } else if p.monthOnly, let m = p.month {
            unit = .month
            g = .month
            var y: Int
            if let py = p.year { y = py } else {
                switch p.weekdayMode {
                case .upcoming: y = m >= refMonth ? refYear : refYear + 1
                case .next, .afterNext: y = m > refMonth ? refYear : refYear + 1
                case .last, .recent: y = m < refMonth ? refYear : refYear - 1
                }
            }
            from = CivilDate.daysFromEpoch(year: y, month: m, day: 1)
            to = addMonths(from, 1)
        } else if let (a, b) = p.dayPeriod, p.hour == nil {
            // A part of a day: the day as the point names it, then the minutes.
            var q = p
            q.dayPeriod = nil
            q.evening = false; q.morning = false
            guard let r = resolve(q), r.instant == nil else { return nil }
            return DateValue(start: instant(days: r.days, minutes: a, zone: r.zone), end: instant(days: r.days, minutes: b, zone: r.zone),
                             allDay: false, timeZone: r.zone, grain: .hour)
        } else {
            return nil
        }
        if let b = p.boundary {
            (from, to) = third(b, of: from, to, unit: p.weekend ? .day : unit)
            g = unit == .week || unit == .month ? .day : .month
        }
        return allDay(from, to, g, zone: z)
    }

    /// The boundary third of the period `from..<to` (see the type's rules).
    private func third(_ b: DatePoint.Boundary, of from: Int, _ to: Int, unit: DateLanguage.Unit) -> (Int, Int) {
        switch unit {
        case .month:
            switch b {
            case .beginning: return (from, from + 10)
            case .middle: return (from + 10, from + 20)
            case .end: return (from + 20, to)
            }
        case .week, .day, .minute, .hour:
            switch b {
            case .beginning: return (from, from + 2)
            case .middle: return (from + 2, from + 4)
            case .end: return (from + 4, to)
            }
        case .quarter, .year:
            let step = unit == .year ? 4 : 1
            switch b {
            case .beginning: return (from, addMonths(from, step))
            case .middle: return (addMonths(from, step), addMonths(from, 2 * step))
            case .end: return (addMonths(from, 2 * step), to)
            }
        }
    }
}
