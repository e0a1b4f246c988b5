import Foundation

/// Turns a parsed expression into instants, against the context's reference date and time zone.
///
/// The rules, applied the same way everywhere:
/// - Days are counted in the context's zone: "today" is the reference date's day there.
/// - A date without a year (`December 4`, `Christmas`) is its next occurrence on or after the reference day
///   (today counts); `Feb 29` without a year is the next one that exists. With a weekday (`Fri, Dec 4`), the
///   date in the last half year when the weekday fits it and not next year's, else the first year from the
///   reference year on whose date falls on that weekday, within 11 years. A weekday and a day alone
///   (`Saturday 12th`) is the next such day within a year.
/// - A holiday (`Thanksgiving`, `Pfingstmontag 2027`) is its rule's day (`HolidayRule`): in the stated year, else
///   the next occurrence on or after the reference day (today counts).
/// - A bare weekday (`Saturday`, `this Saturday`) is the first such day on or after the reference day (today
///   counts); `next Saturday` is the first strictly after it; `last Saturday` the last strictly before it.
/// - A time without a date is on the reference day, even when that hour has passed.
/// - A stated zone (`EST`, `UTC+3`, `Moscow time`) is where the wall-clock time is read; the day is still
///   picked in the context's zone.
/// - `in 2 hours`/`30 min ago` count from the reference instant; `in 3 days`/`2 weeks from today` are days
///   (all-day) counted from the reference day.
/// - A recurrence (`every Monday at 10`, `каждый день`) starts at its first occurrence: the weekday or day as
///   above, one period later when its time has already passed on the reference day; with several weekdays
///   (`every Monday and Friday`), the earliest of them.
/// - A range's end is exclusive: an all-day range ends at midnight after its last day; a time range whose end
///   is not after its start ends the next day (`10pm-1am`).
struct DateResolver {
    let referenceDate: Date
    let zone: TimeZone
    let refDays: Int
    let refYear: Int
    let refMonth: Int
    let refDay: Int

    init(referenceDate: Date, zone: TimeZone) {
        self.referenceDate = referenceDate
        self.zone = zone
        let f = DateValue.fields(of: referenceDate, offset: zone.secondsFromGMT(for: referenceDate))
        refYear = f.year; refMonth = f.month; refDay = f.day
        refDays = CivilDate.daysFromEpoch(year: f.year, month: f.month, day: f.day)
    }

    /// A resolved point: either a civil day (and time) in a zone, or an exact instant.
    struct Resolved {
        var days: Int
        var seconds: Int?
        var zone: TimeZone
        var grain: DateValue.Grain
        var instant: Date?
        var explicitYear: Bool
    }

    func value(of e: DateExpression) -> DateValue? {
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
        guard var a = resolve(e.start) else { return nil }
        var start = instant(a)
        var end: Date?
        var grain = a.grain
        if let bp = e.end, var b = resolve(bp) {
            grain = max(grain, b.grain)
            // A range without years is the next one whose end is on or after the reference day: its start is
            // in the end's year (or the year before, for `Dec 28 - Jan 3`).
            if !a.explicitYear, !b.explicitYear, let m = e.start.month, let d = e.start.day, bp.month != nil {
                let (by, _, _) = CivilDate.fromDays(b.days)
                var y = by
                if CivilDate.daysFromEpoch(year: y, month: m, day: d) > b.days { y -= 1 }
                if CivilDate.isValid(year: y, month: m, day: d) {
                    a.days = CivilDate.daysFromEpoch(year: y, month: m, day: d)
                    start = instant(a)
                }
            }
            if a.seconds == nil && b.seconds == nil {
                if b.days < a.days, !b.explicitYear { b.days = shiftYear(b.days, by: 1) }
                guard b.days >= a.days else { return nil }
                b.days += 1
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

    func instant(_ r: Resolved) -> Date {
        if let i = r.instant { return i }
        let local = r.days * 86_400 + (r.seconds ?? 0)
        let guess = r.zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
        let off = r.zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local - guess)))
        return Date(timeIntervalSince1970: TimeInterval(local - off))
    }

    func addMonths(_ days: Int, _ n: Int) -> Int {
        let (y, m, d) = CivilDate.fromDays(days)
        let total = y * 12 + (m - 1) + n
        let ny = total >= 0 ? total / 12 : (total - 11) / 12
        let nm = total - ny * 12 + 1
        return CivilDate.daysFromEpoch(year: ny, month: nm, day: min(d, CivilDate.daysInMonth(year: ny, month: nm)))
    }

    private func shiftYear(_ days: Int, by n: Int) -> Int { addMonths(days, 12 * n) }

    func resolve(_ p: DatePoint) -> Resolved? {
        let z = p.zone ?? zone
        var r = Resolved(days: refDays, seconds: nil, zone: z, grain: .day, instant: nil, explicitYear: p.year != nil)
        if let o = p.offset {
            switch o.unit {
            case .minute, .hour:
                let secs = o.amount * (o.unit == .hour ? 3600 : 60)
                r.instant = referenceDate.addingTimeInterval(TimeInterval(secs))
                r.zone = zone
                r.grain = o.unit == .hour ? .hour : .minute
                let f = DateValue.fields(of: r.instant ?? referenceDate, offset: zone.secondsFromGMT(for: r.instant ?? referenceDate))
                r.days = CivilDate.daysFromEpoch(year: f.year, month: f.month, day: f.day)
                r.seconds = f.hour * 3600 + f.minute * 60 + f.second
                return r
            case .day: r.days = refDays + o.amount
            case .week: r.days = refDays + 7 * o.amount
            case .month: r.days = addMonths(refDays, o.amount)
            case .quarter: r.days = addMonths(refDays, 3 * o.amount)
            case .year: r.days = addMonths(refDays, 12 * o.amount)
            }
        } else if let n = p.relativeDays {
            r.days = refDays + n
        } else if let h = p.holiday {
            // With a year, that year's day; without, the next one on or after the reference day.
            if let y = p.year {
                guard let d = h.days(inYear: y) else { return nil }
                r.days = d
            } else {
                guard let d = (refYear - 1...refYear + 2).lazy.compactMap({ h.days(inYear: $0) }).first(where: { $0 >= refDays })
                else { return nil }
                r.days = d
            }
        } else if let m = p.month, let d = p.day {
            if let y = p.year {
                guard CivilDate.isValid(year: y, month: m, day: d) else { return nil }
                r.days = CivilDate.daysFromEpoch(year: y, month: m, day: d)
            } else {
                guard let days = nextOccurrence(month: m, day: d, weekday: p.weekday) else { return nil }
                r.days = days
            }
        } else if let d = p.day, p.month == nil {
            // `Saturday 12th`: the next 12th that is a Saturday (today counts), within a year; `on the 15th`: the next 15th.
            guard let days = (0..<400).lazy.map({ refDays + $0 }).first(where: {
                (p.weekday == nil || CivilDate.weekday(ofDays: $0) == p.weekday) && CivilDate.fromDays($0).2 == d
            }) else { return nil }
            r.days = days
        } else if let m = p.month, let y = p.year {
            r.days = CivilDate.daysFromEpoch(year: y, month: m, day: 1)
            r.grain = .month
        } else if let wd = p.weekday {
            let today = CivilDate.weekday(ofDays: refDays)
            switch p.weekdayMode {
            case .upcoming: r.days = refDays + (wd - today + 7) % 7
            case .next: r.days = refDays + ((wd - today + 6) % 7 + 1)
            case .last: r.days = refDays - ((today - wd + 6) % 7 + 1)
            case .afterNext: r.days = refDays + ((wd - today + 6) % 7 + 1) + 7
            case .recent: r.days = refDays - (today - wd + 7) % 7
            }
        } else if !p.hasTime {
            return nil
        }
        if var h = p.hour {
            if let pm = p.pm {
                if pm && h < 12 { h += 12 } else if !pm && h == 12 { h = 0 }
            } else if p.evening, (1...11).contains(h) {
                h += 12
            }
            if h == 24 { h = 0; r.days += 1 }
            r.seconds = h * 3600 + (p.minute ?? 0) * 60 + min(p.second ?? 0, 59)
            r.grain = p.second != nil ? .second : p.minute != nil ? .minute : .hour
        }
        return r
    }

    /// The next `month`/`day` on or after the reference day (see the type's rules).
    private func nextOccurrence(month m: Int, day d: Int, weekday: Int?) -> Int? {
        // A weekday that fits this year's date in the last half year names that date (`Monday, November 30`
        // read on December 3), not one six years ahead whose weekday happens to match.
        if let wd = weekday, CivilDate.isValid(year: refYear, month: m, day: d) {
            let days = CivilDate.daysFromEpoch(year: refYear, month: m, day: d)
            if days < refDays, refDays - days <= 183, CivilDate.weekday(ofDays: days) == wd,
               let next = CivilDate.isValid(year: refYear + 1, month: m, day: d) ? CivilDate.daysFromEpoch(year: refYear + 1, month: m, day: d) : nil,
               CivilDate.weekday(ofDays: next) != wd {
                return days
            }
        }
        var first: Int?
        for y in refYear...(refYear + 11) where CivilDate.isValid(year: y, month: m, day: d) {
            let days = CivilDate.daysFromEpoch(year: y, month: m, day: d)
            guard days >= refDays else { continue }
            if first == nil { first = days }
            guard let wd = weekday else { return days }
            if CivilDate.weekday(ofDays: days) == wd { return days }
        }
        return first
    }
}
