import Foundation

/// Turns a parsed expression into a `DateValue`, against the context's reference date and time zone: every
/// point and stretch is translated into a time expression (`DatePoint.timeExpr`, `Dates/Time/`) and resolved
/// by the time model; ranges, durations and recurrences are put together here from the resolved points.
///
/// The rules, applied the same way everywhere:
/// - Days are counted in the context's zone: "today" is the reference date's day there.
/// - A date without a year (`December 4`, `1.12.`) is the one nearest the reference day, in the past or the
///   future (at most half a year away; a tie goes to the future); `Feb 29` without a year is the nearest one
///   that exists, else the next. With a weekday (`Fri, Dec 4`), the date within a year either way on which the
///   weekday falls (the three years' dates fall on three different weekdays), else the nearest date. A weekday and a day alone (`Saturday 12th`) is the next such
///   day within about a year.
/// - A holiday (`Thanksgiving`, `Pfingstmontag 2027`) is its rule's day (`HolidayRule`): in the stated year, else
///   the next occurrence on or after the reference day (today counts).
/// - A bare weekday (`Saturday`, `this Saturday`) is the first such day on or after the reference day (today
///   counts); `next Saturday` and `this coming Saturday` are the first strictly after it (as in Duckling;
///   chrono reads `next` as the following week's); `last Saturday` the last strictly before it.
/// - A time without a date is on the reference day, even when that hour has passed; `midnight` alone is the
///   coming one (the one just past when read in the three hours after it); with a date, 00:00 of that date.
/// - A stated zone (`EST`, `UTC+3`, `Moscow time`) is where the wall-clock time is read; the day is still
///   picked in the context's zone.
/// - `in 2 hours`/`30 min ago` count from the reference instant; `in 3 days`/`2 weeks from today` are days
///   (all-day) counted from the reference day.
/// - A recurrence (`every Monday at 10`, `каждый день`) starts at its first occurrence: the weekday or day as
///   above, one period later when its time has already passed on the reference day; with several weekdays
///   (`every Monday and Friday`), the earliest of them.
/// - A range's end is exclusive: an all-day range ends at midnight after its last day (after its last month
///   for `March 2027 – May 2027`); a time range whose end is not after its start ends the next day (`10pm-1am`).
/// - A range of dates without years is placed by its end (the nearest date), its start the last such date on or
///   before it (`Dec 28 - Jan 3`); a weekday end is the first such day on or after the start (`Tuesday through
///   Thursday`), a weekday start the last such day on or before a dated end (`Monday to yesterday`). A range of
///   months without years (`from December to May`) is the first one that has not ended.
struct DateResolver {
    let referenceDate: Date
    let zone: TimeZone
    /// The time model at the reference; weeks start on Monday (ISO 8601).
    let time: TimeResolver
    let refDays: Int

    init(referenceDate: Date, zone: TimeZone) {
        self.referenceDate = referenceDate
        self.zone = zone
        time = TimeResolver(reference: referenceDate, zone: zone, firstWeekday: 2)
        refDays = time.referenceDay
    }

    /// A resolved point: either a civil day (and time) in a zone, or an exact instant.
    struct Resolved {
        var days: Int
        var seconds: Int?
        var zone: TimeZone
        var grain: DateValue.Grain
        var instant: Date?
        var explicitYear: Bool
        /// The civil day after the point's stretch (the day after a day, the 1st after a month).
        var endDays: Int
    }

    func value(of e: DateExpression) -> DateValue? {
        guard var v = ruleValue(of: e) else { return nil }
        if let u = e.until, v.recurrence != nil {
            guard let end = until(u.point, inclusive: u.inclusive, allDay: v.allDay), end >= v.start else { return nil }
            v.recurrence?.until = end
            v.recurrence?.untilIsDay = v.allDay
        }
        return v
    }

    /// The last moment a recurrence may start for its end point: an instant as written (`until 5pm on Friday`); the
    /// last day of a day (`until Friday`, or the day before for `before Friday`); the day before a month or year
    /// (`every Monday until June` stops when June begins). For all-day rules, midnight UTC of that day.
    func until(_ p: DatePoint, inclusive: Bool, allDay: Bool) -> Date? {
        guard let x = p.timeExpr, let s = time.span(of: x) else { return nil }
        var last: Int
        if p.isInterval { last = s.startDay - 1 }
        else if p.hasTime, s.grain < .day {
            return s.exactStart ?? time.instant(s.start, in: s.zone ?? zone)
        } else { last = TimeSpan.day(of: s.end - 1); if !inclusive { last = s.startDay - 1 } }
        if allDay { return Date(timeIntervalSince1970: TimeInterval(last * 86_400)) }
        return time.instant(last * 86_400 + 86_399, in: s.zone ?? zone)
    }

    /// `the first Monday of every month`: the first such day on or after the reference day (a later one when its
    /// time has passed), with the rule.
    func monthlyWeekdayValue(of e: DateExpression) -> DateValue?? {
        guard let r = e.recurrence, let n = r.weekdayOrdinal, let wd = r.weekdays.first else { return nil }
        let (y, m, _) = CivilDate.fromDays(refDays)
        for k in 0..<24 {
            let total = y * 12 + (m - 1) + k
            let (yy, mm) = (total / 12, total % 12 + 1)
            let length = CivilDate.daysInMonth(year: yy, month: mm)
            let first = CivilDate.daysFromEpoch(year: yy, month: mm, day: 1)
            let firstMatch = first + (wd - CivilDate.weekday(ofDays: first) + 7) % 7
            let day = n > 0 ? firstMatch + 7 * (n - 1) : firstMatch + 7 * ((first + length - 1 - firstMatch) / 7)
            guard day < first + length, day >= refDays else { continue }
            var x = e
            x.recurrence = nil
            x.until = nil
            let (_, _, dd) = CivilDate.fromDays(day)
            x.start.weekday = nil
            x.start.year = yy; x.start.month = mm; x.start.day = dd
            guard var v = ruleValue(of: x) else { return .some(nil) }
            if e.start.hasTime, v.start < referenceDate { continue }
            v.recurrence = r
            return v
        }
        return .some(nil)
    }

    private func ruleValue(of e: DateExpression) -> DateValue? {
        if let v = monthlyWeekdayValue(of: e) { return v }
        // `every Monday and Friday`: the first occurrence is the earliest of the days' first occurrences.
        if let r = e.recurrence, r.weekdays.count > 1, let first = e.start.weekday {
            var best: DateValue?
            for wd in r.weekdays {
                var x = e
                x.start.weekday = wd
                if x.end?.weekday == first { x.end?.weekday = wd }
                x.recurrence = DateValue.Recurrence(frequency: r.frequency, interval: r.interval, weekdays: [wd])
                if let v = value(of: x), v.start < (best?.start ?? .distantFuture) { best = v }
            }
            best?.recurrence = r
            return best
        }
        if let v = intervalValue(of: e) { return v }
        if let v = monthRangeValue(of: e) { return v }
        guard var a = resolve(e.start) else { return nil }
        var start = instant(a)
        var end: Date?
        var grain = a.grain
        if let bp = e.end, var b = resolve(bp) {
            grain = max(grain, b.grain)
            // A range without years is placed by its end (the nearest date): its start is in the end's year, or
            // the year before (`Dec 28 - Jan 3`).
            if !a.explicitYear, !b.explicitYear, let m = e.start.month, let d = e.start.day, bp.month != nil {
                let (by, _, _) = CivilDate.fromDays(b.days)
                var y = by
                if CivilDate.daysFromEpoch(year: y, month: m, day: d) > b.days { y -= 1 }
                if CivilDate.isValid(year: y, month: m, day: d) {
                    a.days = CivilDate.daysFromEpoch(year: y, month: m, day: d)
                    start = instant(a)
                }
            }
            // `Tuesday through Thursday`: a weekday end is the first such day on or after the start; `Monday to
            // yesterday`: a weekday start is the last such day on or before a dated end.
            if b.days < a.days {
                let weeks = (a.days - b.days + 6) / 7 * 7
                if bp.isBareWeekday {
                    b.days += weeks; b.endDays += weeks
                } else if e.start.isBareWeekday, bp.hasDate {
                    a.days -= weeks; a.endDays -= weeks
                    start = instant(a)
                }
            }
            if a.seconds == nil && b.seconds == nil {
                let length = b.endDays - b.days
                if b.days < a.days, !b.explicitYear { b.days = addMonths(b.days, 12) }
                guard b.days >= a.days else { return nil }
                b.days += length
                end = instant(b)
            } else {
                if b.seconds == nil { b.seconds = 0 }
                var t = instant(b)
                if t <= start, bp.hasTime, !bp.hasDate || bp.relativeDays == e.start.relativeDays {
                    b.days += 1; t = instant(b)
                }
                guard t > start else { return nil }
                end = t
            }
        } else if let d = e.duration {
            switch d.unit {
            case .second: end = start.addingTimeInterval(TimeInterval(d.amount))
            case .minute: end = start.addingTimeInterval(TimeInterval(d.amount * 60))
            case .hour: end = start.addingTimeInterval(TimeInterval(d.amount * 3600))
            case .day, .week:
                var b = a
                b.days += d.amount * (d.unit == .week ? 7 : 1)
                end = instant(b)
            case .month, .quarter, .year:
                var b = a
                b.days = addMonths(a.days, d.amount * (d.unit == .year ? 12 : d.unit == .quarter ? 3 : 1))
                end = instant(b)
            }
        }
        // A recurrence starts at its first occurrence: `every day at 9am` read at 10:00 starts tomorrow.
        if let r = e.recurrence, a.seconds != nil, a.instant == nil, start < referenceDate {
            var next = a
            switch r.frequency {
            case .daily: next.days += 1
            case .weekly: next.days += 7
            case .monthly: next.days = addMonths(a.days, 1)
            case .yearly: next.days = addMonths(a.days, 12)
            }
            let shifted = instant(next)
            if let old = end { end = old.addingTimeInterval(shifted.timeIntervalSince(start)) }
            start = shifted
        }
        var v = DateValue(start: start, end: end, allDay: a.seconds == nil && a.instant == nil, timeZone: a.zone, grain: grain)
        v.recurrence = e.recurrence
        return v
    }

    /// `from May to December`: from the first day of the first month to the end of the second, in the same year or
    /// the next (`from December to May`); without years, the first such range that has not ended (`from December
    /// to May` read in April is the one ending this May); with a year on the end only, the range ending that year.
    func monthRangeValue(of e: DateExpression) -> DateValue?? {
        guard e.start.monthOnly, let bp = e.end, bp.monthOnly, e.recurrence == nil, let m0 = e.start.month, let m1 = bp.month
        else { return nil }
        if e.start.year == nil, e.start.weekdayMode == .upcoming, e.start.zone == nil {
            let y1: Int
            if let y = bp.year {
                y1 = y
            } else {
                guard let f = DateFields(month: m1), let s = time.span(of: .occurrence(.fields(f), 0, immediate: true)) else { return .some(nil) }
                y1 = CivilDate.fromDays(s.startDay).0
            }
            guard let a = DateFields(year: m0 <= m1 ? y1 : y1 - 1, month: m0), let b = DateFields(year: y1, month: m1),
                  let v = time.value(of: .range(.fields(a), .fields(b), closed: true)) else { return .some(nil) }
            return DateValue(start: v.start, end: v.end, allDay: true, timeZone: v.timeZone, grain: .month)
        }
        guard let x = e.start.stretchExpr, let sx = time.span(of: x) else { return .some(nil) }
        let (y0, _, _) = CivilDate.fromDays(sx.startDay)
        let y1 = bp.year ?? (m1 >= m0 ? y0 : y0 + 1)
        guard let f = DateFields(year: y1, month: m1), let v = time.value(of: .range(x, .fields(f), closed: true)) else { return .some(nil) }
        return DateValue(start: v.start, end: v.end, allDay: true, timeZone: v.timeZone, grain: .month)
    }

    func instant(_ r: Resolved) -> Date {
        if let i = r.instant { return i }
        return time.instant(r.days * 86_400 + (r.seconds ?? 0), in: r.zone)
    }

    /// Day number `days` moved by `n` months, clipped to the month's end.
    func addMonths(_ days: Int, _ n: Int) -> Int {
        time.advance(days * 86_400, .month, by: n).map { TimeSpan.day(of: $0) } ?? days
    }

    /// The point resolved by the time model.
    func resolve(_ p0: DatePoint) -> Resolved? {
        var p = p0
        // `midnight` alone read in the three hours after one is that one (`it was midnight`, said at 1 a.m.).
        if p.midnight, !p.hasDate, time.referenceSeconds - refDays * 86_400 < 3 * 3600 { p.relativeDays = 0 }
        guard let e = p.pointExpr, let s = time.span(of: e) else { return nil }
        let endDays = TimeSpan.day(of: s.end - 1) + 1
        if let exact = s.exactStart {
            return Resolved(days: s.startDay, seconds: s.start - s.startDay * 86_400, zone: zone, grain: s.grain.valueGrain,
                            instant: exact, explicitYear: p.year != nil, endDays: endDays)
        }
        return Resolved(days: s.startDay, seconds: s.grain < .day ? s.start - s.startDay * 86_400 : nil, zone: s.zone ?? zone,
                        grain: s.grain.valueGrain, instant: nil, explicitYear: p.year != nil, endDays: max(endDays, s.startDay + 1))
    }
}

extension DateLanguage.Unit {
    var grain: Grain {
        switch self {
        case .second: return .second
        case .minute: return .minute
        case .hour: return .hour
        case .day: return .day
        case .week: return .week
        case .month: return .month
        case .quarter: return .quarter
        case .year: return .year
        }
    }
}

/// The parser's points as time expressions.
extension DatePoint {
    /// The whole point: a stretch (`isInterval`: periods, spans, months, years, parts of the day, boundaries)
    /// or a day and time.
    var timeExpr: TimeExpr? { isInterval ? stretchExpr : pointExpr }

    /// The point as a day and time, ignoring what makes it a stretch: the day is resolved first, then the time
    /// inside it, even when that time has passed.
    var pointExpr: TimeExpr? {
        var onDay: TimeExpr
        if let o = offset {
            switch o.unit {
            case .second, .minute, .hour: return .shifted(.now, o.amount, o.unit.grain)
            default: onDay = .shifted(.cycle(.day, 0), o.amount, o.unit.grain)
            }
        } else if let n = relativeDays {
            onDay = .cycle(.day, n)
        } else if let h = holiday {
            if let y = year {
                guard let f = DateFields(year: y) else { return nil }
                onDay = .intersection(.holiday(h), .fields(f))
            } else {
                onDay = .occurrence(.holiday(h), 0, immediate: true)
            }
        } else if let m = month, let d = day {
            if let y = year {
                guard let f = DateFields(year: y, month: m, day: d) else { return nil }
                onDay = .fields(f)
            } else {
                // The nearest date (`15 August` read in December is last August's; `Feb 29` the nearest that exists,
                // else the next); with a weekday, the date within a year either way on which it falls, else the
                // nearest date (a weekday that fits no date near the reference day is taken as a slip).
                guard let f = DateFields(month: m, day: d) else { return nil }
                let nearest = TimeExpr.either(.nearest(.fields(f), days: 366), .occurrence(.fields(f), 0, immediate: true))
                if let n = yearShift {
                    onDay = .intersection(.fields(f), .cycle(.year, n))
                } else if let wd = weekday, let g = DateFields(month: m, day: d, weekday: wd) {
                    onDay = .either(.nearest(.fields(g), days: 366), nearest)
                } else {
                    onDay = nearest
                }
            }
        } else if let d = self.day, month == nil {
            // `Saturday 12th`: the next 12th that is a Saturday (today counts); `on the 15th`: the next 15th.
            guard let f = DateFields(day: d, weekday: weekday) else { return nil }
            onDay = .occurrence(.fields(f), 0, immediate: true)
        } else if let m = month, let y = year {
            guard let f = DateFields(year: y, month: m) else { return nil }
            onDay = .fields(f)
        } else if let wd = weekday, let n = weekShift {
            guard let f = DateFields(weekday: wd) else { return nil }
            onDay = .intersection(.fields(f), .cycle(.week, n))
        } else if let wd = weekday {
            guard let f = DateFields(weekday: wd) else { return nil }
            switch weekdayMode {
            case .upcoming: onDay = .occurrence(.fields(f), 0, immediate: true)
            case .next: onDay = .occurrence(.fields(f), 0, immediate: false)
            case .last: onDay = .occurrence(.fields(f), -1, immediate: false)
            case .afterNext: onDay = .occurrence(.fields(f), 1, immediate: false)
            case .recent: onDay = .occurrence(.fields(f), -1, immediate: true)
            }
        } else if hasTime {
            onDay = .cycle(.day, midnight ? 1 : 0)
        } else {
            return nil
        }
        // `2 days after tomorrow`: a day or longer moves the day, a shorter amount the time.
        var small: (Int, Grain)?
        if let (n, u) = shift {
            switch u {
            case .second, .minute, .hour: small = (n, u.grain)
            default: onDay = .shifted(onDay, n, u.grain)
            }
        }
        var e = onDay
        if var h = hour {
            if let pm {
                if pm && h < 12 { h += 12 } else if !pm && h == 12 { h = 0 }
            } else if evening, (1...11).contains(h) {
                h += 12
            } else if night {
                if h == 12 { h = 24 } else if (6...11).contains(h) { h += 12 }
            }
            if h == 24 { h = 0; e = .shifted(e, 1, .day) }
            guard let t = DateFields(hour: h, minute: minute ?? (second != nil ? 0 : nil), second: second.map { min($0, 59) })
            else { return nil }
            e = .intersection(e, .fields(t))
        }
        if let (n, g) = small { e = .shifted(e, n, g) }
        if let z = zone { e = .zoned(e, z) }
        return e
    }

    /// The point as a stretch of time.
    var stretchExpr: TimeExpr? {
        // Relative spans: the last or next N units, next to the reference instant or the current period.
        if let (n, unit) = span {
            switch unit {
            case .second, .minute, .hour:
                let moved = TimeExpr.shifted(.now, n, unit.grain)
                return n < 0 ? .range(moved, .now, closed: false) : .range(.now, moved, closed: false)
            default:
                let g = unit.grain
                return n < 0 ? .range(.cycle(g, n), .cycle(g, -1), closed: true) : .range(.cycle(g, 1), .cycle(g, n), closed: true)
            }
        }
        var e: TimeExpr
        if let period {
            let g = period.unit.grain
            if let q = period.number, period.unit == .quarter {
                guard let f = DateFields(year: year, quarter: q) else { return nil }
                e = year != nil ? .fields(f) : .occurrence(.fields(f), 0, immediate: true)
            } else if weekend {
                // Saturday and Sunday of that week; `this weekend` read on a Sunday is the one in progress.
                guard let sat = DateFields(weekday: 7), let sun = DateFields(weekday: 1) else { return nil }
                let week = TimeExpr.cycle(.week, period.shift)
                e = .range(.nthOf(.fields(sat), 1, week), .nthOf(.fields(sun), 1, week), closed: true)
            } else {
                e = .cycle(g, period.shift)
            }
        } else if yearOnly, let y = year {
            guard let f = DateFields(year: y) else { return nil }
            e = .fields(f)
        } else if monthOnly, let m = month {
            if let y = year {
                guard let f = DateFields(year: y, month: m) else { return nil }
                e = .fields(f)
            } else if let n = yearShift {
                guard let f = DateFields(month: m) else { return nil }
                e = .intersection(.fields(f), .cycle(.year, n))
            } else {
                guard let f = DateFields(month: m) else { return nil }
                switch weekdayMode {
                case .upcoming: e = .occurrence(.fields(f), 0, immediate: true)
                case .next, .afterNext: e = .occurrence(.fields(f), 0, immediate: false)
                case .last, .recent: e = .occurrence(.fields(f), -1, immediate: false)
                }
            }
        } else if let (a, b) = dayPeriod, hour == nil {
            // A part of a day: the day as the point names it, then the minutes.
            var q = self
            q.dayPeriod = nil
            q.evening = false; q.morning = false
            guard var onDay = q.pointExpr, let f = DateFields(partOfDay: DateFields.PartOfDay(from: a, to: b)) else { return nil }
            var z: TimeZone?
            if case .zoned(let inner, let stated) = onDay { onDay = inner; z = stated }
            let part = TimeExpr.intersection(onDay, .fields(f))
            return z.map { .zoned(part, $0) } ?? part
        } else {
            return nil
        }
        if let b = boundary {
            switch b {
            case .beginning: e = .part(.beginning, e)
            case .middle: e = .part(.middle, e)
            case .end: e = .part(.end, e)
            }
        }
        if let z = zone { e = .zoned(e, z) }
        return e
    }
}
