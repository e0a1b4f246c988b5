import Foundation

/// A resolved stretch of time: wall-clock seconds since 1970-01-01 00:00 in `zone` (the reference zone when
/// `nil`), `end` exclusive. Spans counted from the reference instant (`in 2 hours`) also keep their exact
/// instants, so a daylight-saving change between the two never moves them.
struct TimeSpan: Sendable, Hashable {
    var start: Int
    var end: Int
    var grain: Grain
    var exactStart: Date?
    var exactEnd: Date?
    var zone: TimeZone?
    /// For an open interval: the side of `start` it lies on (`start == end`).
    var direction: DateValue.Direction?
    /// A clock time (`4pm`, `17:30`): an instant, though it spans one unit of its grain.
    var isClockTime = false
    /// The start of the unit the span belongs to: the day for a part of the day (`tonight`, a night that starts
    /// at midnight), else `start`. A series is inside a period when its anchor is.
    var anchor: Int

    init(start: Int, end: Int, grain: Grain, zone: TimeZone? = nil) {
        self.anchor = start
        self.start = start
        self.end = end
        self.grain = grain
        self.zone = zone
    }

    /// The civil day of the start.
    var startDay: Int { Self.day(of: start) }

    static func day(of seconds: Int) -> Int { seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400 }
}

/// What a time expression means at a reference instant: an interval (or one bound with a direction) and its
/// grain.
struct TimeValue: Sendable, Hashable {
    var start: Date
    /// Exclusive; `nil` for an open interval.
    var end: Date?
    var grain: Grain
    var timeZone: TimeZone
    var direction: DateValue.Direction?
}

/// Resolves `expression` at `reference` in `calendar` (Gregorian; its time zone picks the days and its
/// `firstWeekday` starts the weeks). `nil` when the expression has no value there.
func resolve(_ expression: TimeExpr, reference: Date, calendar: Calendar) -> TimeValue? {
    guard calendar.identifier == .gregorian else { return nil }
    return TimeResolver(reference: reference, zone: calendar.timeZone, firstWeekday: calendar.firstWeekday).value(of: expression)
}

/// The resolution of time expressions against one reference instant, in one zone, with one week start.
///
/// Rules, shared by every operator:
/// - Days are civil days in `zone`; months and years are proleptic Gregorian.
/// - A series alone (`.fields`, `.holiday`) is its first occurrence that has not ended at the reference, else
///   its most recent one (`March 5, 2020`).
/// - Searches are bounded: 400 days, 14 months, 13 years; beyond that there is no value.
/// - A wall-clock time that does not exist (the hour skipped when clocks go forward) is read with the offset
///   from before the change, so as the same distance after it (02:30 → 03:30 in Europe/Berlin); one that exists
///   twice (when clocks go back) is the first of the two. Both are RFC 5545's readings, so an event's ICS
///   (`DTSTART;TZID=…`) names the same instant as its value.
struct TimeResolver: Sendable {
    let reference: Date
    let zone: TimeZone
    /// 1 = Sunday … 7 = Saturday.
    let firstWeekday: Int
    /// The reference on the zone's wall clock, in seconds since 1970-01-01 00:00.
    let referenceSeconds: Int

    init(reference: Date, zone: TimeZone, firstWeekday: Int = 2) {
        self.reference = reference
        self.zone = zone
        self.firstWeekday = (1...7).contains(firstWeekday) ? firstWeekday : 2
        referenceSeconds = Int(reference.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: reference)
    }

    var referenceDay: Int { TimeSpan.day(of: referenceSeconds) }

    /// The value of `e`: the span's bounds as instants.
    func value(of e: TimeExpr) -> TimeValue? {
        guard let s = span(of: e) else { return nil }
        let z = s.zone ?? zone
        let start = s.exactStart ?? instant(s.start, in: z)
        let end: Date? = s.direction != nil ? nil : (s.exactEnd ?? instant(s.end, in: z))
        return TimeValue(start: start, end: end, grain: s.grain, timeZone: z, direction: s.direction)
    }

    /// The span of `e` at the reference, or `nil`.
    func span(of e: TimeExpr) -> TimeSpan? {
        switch e {
        case .now:
            var s = TimeSpan(start: referenceSeconds, end: referenceSeconds, grain: .none)
            s.exactStart = reference; s.exactEnd = reference
            return s
        case .fields, .holiday:
            return occurrence(e, 0, immediate: true) ?? occurrence(e, -1, immediate: true)
        case .cycle(let g, let n):
            return cycle(g, n)
        case .intersection(let a, let b):
            return intersection(a, b)
        case .shifted(let x, let n, let g):
            return shifted(x, n, g)
        case .occurrence(let x, let n, let immediate):
            return occurrence(x, n, immediate: immediate)
        case .nthOf(let x, let n, let w):
            return nth(x, n, of: w)
        case .range(let a, let b, let closed):
            return range(a, b, closed: closed)
        case .openEnded(let x, let d, let inclusive):
            return openEnded(x, d, inclusive: inclusive)
        case .part(let b, let x):
            return part(b, x)
        case .nearest(let x, let days):
            return nearest(x, within: days)
        case .either(let a, let b):
            return span(of: a) ?? span(of: b)
        case .zoned(let x, let z):
            guard var s = span(of: x) else { return nil }
            if s.exactStart == nil { s.zone = z }
            return s
        }
    }

    /// The period of grain `g` holding the reference, moved by `n` periods.
    func cycle(_ g: Grain, _ n: Int) -> TimeSpan? {
        let start = periodStart(g, holding: referenceSeconds)
        guard let a = advance(start, g, by: n), let b = advance(a, g, by: 1) else { return nil }
        return TimeSpan(start: a, end: b, grain: g)
    }

    /// The first second of the period of grain `g` holding wall-clock second `t`.
    func periodStart(_ g: Grain, holding t: Int) -> Int {
        let days = TimeSpan.day(of: t)
        let (y, m, _) = CivilDate.fromDays(days)
        switch g {
        case .none, .second: return t
        case .minute: return t - (t - days * 86_400) % 60
        case .hour: return t - (t - days * 86_400) % 3600
        case .day: return days * 86_400
        case .week: return (days - (CivilDate.weekday(ofDays: days) - firstWeekday + 7) % 7) * 86_400
        case .month: return CivilDate.daysFromEpoch(year: y, month: m, day: 1) * 86_400
        case .quarter: return CivilDate.daysFromEpoch(year: y, month: (m - 1) / 3 * 3 + 1, day: 1) * 86_400
        case .year: return CivilDate.daysFromEpoch(year: y, month: 1, day: 1) * 86_400
        }
    }

    /// Wall-clock second `t` moved by `n` units of `g` on the wall clock; months and years clip the day to the
    /// month's end (31 January + 1 month = 28 or 29 February). `nil` outside `CivilDate.years`.
    func advance(_ t: Int, _ g: Grain, by n: Int) -> Int? {
        switch g {
        case .none: return t
        case .second: return t + n
        case .minute: return t + 60 * n
        case .hour: return t + 3600 * n
        case .day: return t + 86_400 * n
        case .week: return t + 7 * 86_400 * n
        case .month, .quarter, .year:
            let months = n * (g == .year ? 12 : g == .quarter ? 3 : 1)
            let days = TimeSpan.day(of: t)
            let (y, m, d) = CivilDate.fromDays(days)
            let total = y * 12 + (m - 1) + months
            let ny = total >= 0 ? total / 12 : (total - 11) / 12
            let nm = total - ny * 12 + 1
            guard CivilDate.years.contains(ny) else { return nil }
            let nd = CivilDate.daysFromEpoch(year: ny, month: nm, day: min(d, CivilDate.daysInMonth(year: ny, month: nm)))
            return nd * 86_400 + (t - days * 86_400)
        }
    }

    /// Wall-clock second `local` in zone `z` as an instant (see the type's rules for gaps and overlaps): the
    /// offsets a day before and a day after are the two candidates; one that reads back as `local` is the answer,
    /// the earlier one when both do, and in a gap the offset from before the change.
    func instant(_ local: Int, in z: TimeZone) -> Date {
        let before = z.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local - 86_400)))
        let after = z.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local + 86_400)))
        if before == after { return Date(timeIntervalSince1970: TimeInterval(local - before)) }
        let early = local - before, late = local - after
        let earlyFits = z.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(early))) == before
        let lateFits = z.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(late))) == after
        switch (earlyFits, lateFits) {
        case (true, true): return Date(timeIntervalSince1970: TimeInterval(min(early, late)))
        case (true, false): return Date(timeIntervalSince1970: TimeInterval(early))
        case (false, true): return Date(timeIntervalSince1970: TimeInterval(late))
        case (false, false): return Date(timeIntervalSince1970: TimeInterval(early))
        }
    }

    /// `date` on the reference zone's wall clock.
    func wallClock(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: date)
    }
}
