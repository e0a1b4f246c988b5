import Foundation

/// nth: an occurrence of a series counted from the reference (`next Friday`, `last March`, `the Friday after
/// next`) or inside a period (`the first Monday of March`, `the last Friday of the month`).
extension TimeExpr {
    /// The `n`th occurrence of `series` from the reference: `n` = 0 is the first that has not ended
    /// (`immediate`, so today's Friday counts) or the first that starts after the reference (not `immediate`:
    /// `next Friday`); 1 the one after; -1 the most recent that has started (`immediate`) or ended (not
    /// `immediate`: `last Friday`). `nil` when `series` is not a series.
    static func nth(_ n: Int, _ series: TimeExpr, immediate: Bool) -> TimeExpr? {
        guard series.isSeries || series.isSeriesIntersection else { return nil }
        return .occurrence(series, n, immediate: immediate)
    }

    /// The `n`th occurrence of `series` starting inside `period`: 1 the first, -1 the last. `nil` for `n` = 0,
    /// a `series` that is not one, or a period no coarser than the series.
    static func nth(_ n: Int, _ series: TimeExpr, of period: TimeExpr) -> TimeExpr? {
        guard n != 0, series.isSeries || series.isSeriesIntersection, period.grain > series.grain else { return nil }
        return .nthOf(series, n, period)
    }

    /// A holiday within a year or a month (`Thanksgiving 2027`), searched as one series.
    var isSeriesIntersection: Bool {
        guard case .intersection(let a, let b) = self, a.isSeries, b.isSeries else { return false }
        if case .fields(let f) = a, f.grain >= .day { return true }
        if case .fields(let f) = b, f.grain >= .day { return true }
        return false
    }
}

extension TimeResolver {
    /// See `TimeExpr.nth(_:_:immediate:)`.
    func occurrence(_ x: TimeExpr, _ n: Int, immediate: Bool) -> TimeSpan? {
        let ref = referenceSeconds
        var found: TimeSpan?
        if n >= 0 {
            var left = n
            scan(x, from: referenceDay - 1, forward: true) { s in
                guard immediate ? s.end > ref : s.start > ref else { return true }
                if left == 0 { found = s; return false }
                left -= 1
                return true
            }
        } else {
            var left = -n - 1
            scan(x, from: referenceDay + 1, forward: false) { s in
                guard immediate ? s.start <= ref : s.end <= ref else { return true }
                if left == 0 { found = s; return false }
                left -= 1
                return true
            }
        }
        return found
    }

    /// See `TimeExpr.nth(_:_:of:)`.
    func nth(_ x: TimeExpr, _ n: Int, of period: TimeExpr) -> TimeSpan? {
        guard n != 0, let w = span(of: period) else { return nil }
        return nth(x, n, within: w)
    }

    /// The `n`th (1-based; negative from the end) occurrence of `x` starting inside `w` (a part of the day: whose
    /// day is inside `w`).
    func nth(_ x: TimeExpr, _ n: Int, within w: TimeSpan) -> TimeSpan? {
        var found: TimeSpan?
        var left = abs(n) - 1
        let forward = n > 0
        scan(x, from: forward ? TimeSpan.day(of: w.start) : TimeSpan.day(of: w.end - 1), forward: forward) { s in
            if forward ? s.anchor >= w.end : s.anchor < w.start { return false }
            guard s.anchor >= w.start, s.anchor < w.end else { return true }
            if left == 0 { found = s; return false }
            left -= 1
            return true
        }
        return found
    }

    /// Calls `body` with the occurrences of a series in time order (reversed when not `forward`), starting
    /// around civil day `day`, until `body` returns false or the search bound is reached. Occurrences before
    /// `day` (after it, backwards) may be passed too; `body` filters.
    func scan(_ x: TimeExpr, from day: Int, forward: Bool, _ body: (TimeSpan) -> Bool) {
        let step = forward ? 1 : -1
        switch x {
        case .holiday(let h):
            let y0 = CivilDate.fromDays(day).0
            for k in 0..<5 {
                let y = y0 - step + step * k
                guard (1...9999).contains(y), let d = h.days(inYear: y) else { continue }
                if !body(TimeSpan(start: d * 86_400, end: (d + 1) * 86_400, grain: .day)) { return }
            }
        case .intersection(let a, let b):
            // A holiday in a year or a month (`Thanksgiving 2027`): the holiday's days that fit the fields.
            let f: DateFields, other: TimeExpr
            if case .fields(let x) = a { f = x; other = b } else if case .fields(let x) = b { f = x; other = a } else { return }
            let v = f.values
            var from = day
            if let fy = v.year, CivilDate.years.contains(fy) {
                // Start in the year the fields name.
                let first = CivilDate.daysFromEpoch(year: fy, month: 1, day: 1), last = CivilDate.daysFromEpoch(year: fy + 1, month: 1, day: 1) - 1
                if forward ? day > last : day < first { return }
                from = forward ? max(day, first) : min(day, last)
            }
            scan(other, from: from, forward: forward) { s in
                let (y, m, d) = CivilDate.fromDays(s.startDay)
                if let fy = v.year, fy != y { return forward ? fy > y : fy < y }
                if let fm = v.month, fm != m { return true }
                if let fd = v.day, fd != d { return true }
                if let q = v.quarter, q != (m - 1) / 3 + 1 { return true }
                if let w = v.weekday, w != CivilDate.weekday(ofDays: s.startDay) { return true }
                return body(s)
            }
        case .fields(let f):
            scanFields(f, from: day, step: step, body)
        default:
            return
        }
    }

    private func scanFields(_ f: DateFields, from day: Int, step: Int, _ body: (TimeSpan) -> Bool) {
        let v = f.values
        let g = f.grain
        let (y0, m0, _) = CivilDate.fromDays(day)
        // Whole months, quarters, years.
        if v.day == nil, v.weekday == nil, v.hour == nil, v.partOfDay == nil {
            let unitMonths = v.month != nil ? 1 : v.quarter != nil ? 3 : 12
            var y = v.year ?? y0
            var m = unitMonths == 12 ? 1 : v.year == nil || v.year == y0 ? (m0 - 1) / unitMonths * unitMonths + 1 : (step > 0 ? 1 : 13 - unitMonths)
            for _ in 0..<(13 * 12 / unitMonths) {
                if CivilDate.years.contains(y), v.year.map({ $0 == y }) ?? true, v.month.map({ $0 == m }) ?? true,
                   v.quarter.map({ $0 == (m - 1) / 3 + 1 }) ?? true {
                    let a = CivilDate.daysFromEpoch(year: y, month: m, day: 1)
                    // The next period's first month; `y` may be 0 or below (`August 345 BC`), so the year is floored.
                    let (ny, nm) = m - 1 + unitMonths >= 12 ? (y + 1, m - 1 + unitMonths - 12) : (y, m - 1 + unitMonths)
                    let b = CivilDate.daysFromEpoch(year: ny, month: nm + 1, day: 1)
                    if !body(TimeSpan(start: a * 86_400, end: b * 86_400, grain: g)) { return }
                }
                m += step * unitMonths
                if m > 12 { m -= 12; y += 1 } else if m < 1 { m += 12; y -= 1 }
                if let fy = v.year, y != fy { return }
            }
            return
        }
        // Days, and times of day inside them.
        func emit(_ d: Int) -> Bool {
            let (y, m, dd) = CivilDate.fromDays(d)
            if let fy = v.year, fy != y { return true }
            if let fm = v.month, fm != m { return true }
            if let fd = v.day, fd != dd { return true }
            if let q = v.quarter, q != (m - 1) / 3 + 1 { return true }
            if let w = v.weekday, w != CivilDate.weekday(ofDays: d) { return true }
            let base = d * 86_400
            if let h = v.hour {
                let t = base + h * 3600 + (v.minute ?? 0) * 60 + (v.second ?? 0)
                let length = v.second != nil ? 1 : v.minute != nil ? 60 : 3600
                var s = TimeSpan(start: t, end: t + length, grain: g)
                s.isClockTime = true
                return body(s)
            }
            if let p = v.partOfDay {
                var s = TimeSpan(start: base + p.from * 60, end: base + p.to * 60, grain: g)
                s.anchor = base
                return body(s)
            }
            return body(TimeSpan(start: base, end: base + 86_400, grain: g))
        }
        if let y = v.year, let m = v.month, let d = v.day {
            guard CivilDate.isValid(year: y, month: m, day: d) else { return }
            _ = emit(CivilDate.daysFromEpoch(year: y, month: m, day: d))
        } else if let m = v.month, let d = v.day {
            // One candidate a year.
            for k in 0..<13 {
                let y = y0 - step + step * k
                guard CivilDate.years.contains(y), CivilDate.isValid(year: y, month: m, day: d) else { continue }
                if !emit(CivilDate.daysFromEpoch(year: y, month: m, day: d)) { return }
            }
        } else if let d = v.day {
            // One candidate a month.
            var y = y0, m = m0
            for _ in 0..<15 {
                if CivilDate.isValid(year: y, month: m, day: d), !emit(CivilDate.daysFromEpoch(year: y, month: m, day: d)) { return }
                m += step
                if m > 12 { m = 1; y += 1 } else if m < 1 { m = 12; y -= 1 }
                if let fy = v.year, step > 0 ? y > fy : y < fy { return }
            }
        } else {
            var d = day
            if let fy = v.year {
                let first = CivilDate.daysFromEpoch(year: fy, month: 1, day: 1)
                let last = CivilDate.daysFromEpoch(year: fy + 1, month: 1, day: 1) - 1
                d = step > 0 ? max(d, first) : min(d, last)
            }
            for _ in 0..<400 {
                if !emit(d) { return }
                d += step
            }
        }
    }
}
