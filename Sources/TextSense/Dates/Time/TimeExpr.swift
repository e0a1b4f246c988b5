import Foundation

/// The unit of a time value, finest first: `.none` is an instant without extent ("now"), `.year` the coarsest.
enum Grain: Int, Comparable, Sendable, Hashable, CaseIterable {
    case none, second, minute, hour, day, week, month, quarter, year

    static func < (a: Grain, b: Grain) -> Bool { a.rawValue < b.rawValue }

    /// The public grain of a value resolved at this grain (`.none` reads as seconds).
    var valueGrain: DateValue.Grain { Self.valueGrains[rawValue] }

    private static let valueGrains: [DateValue.Grain] = [.second, .second, .minute, .hour, .day, .week, .month, .quarter, .year]
}

/// A time expression: constraints on calendar fields, composed by operators, resolved against a reference
/// instant once, at the end (`TimeResolver`).
///
/// Build values with the smart constructors (`intersect`, `shift`, `nth`, `interval`, `open`, `boundary`; one file
/// each in this folder),
/// which return `nil` when the parts cannot hold together (`Friday` ∩ `Saturday`, the 31st of February).
/// Every value resolves to an interval with its grain, `end` exclusive; an open interval resolves to one bound
/// and a direction.
indirect enum TimeExpr: Sendable, Hashable {
    /// The reference instant.
    case now
    /// Every stretch of time matching the fields (`March 5`, `Friday`, `5pm`, `Friday evening`): resolved alone,
    /// the first one that has not ended at the reference.
    case fields(DateFields)
    /// A holiday's day in every year: alone, the first one that has not ended.
    case holiday(HolidayRule)
    /// The period of the grain holding the reference, moved by `n` periods: `today` (.day, 0), `tomorrow`
    /// (.day, 1), `next week` (.week, 1), `last month` (.month, -1).
    case cycle(Grain, Int)
    /// Both at once: the finer one inside the coarser one (`Intersect.swift`).
    case intersection(TimeExpr, TimeExpr)
    /// Moved by `n` units of the grain (`Shift.swift`).
    case shifted(TimeExpr, Int, Grain)
    /// The `n`th occurrence of a series counted from the reference (`Nth.swift`).
    case occurrence(TimeExpr, Int, immediate: Bool)
    /// The `n`th occurrence of a series inside a period (`Nth.swift`).
    case nthOf(TimeExpr, Int, TimeExpr)
    /// From the start of the first to the end (`closed`) or the start of the second (`Interval.swift`).
    case range(TimeExpr, TimeExpr, closed: Bool)
    /// One side of a bound (`Open.swift`).
    case openEnded(TimeExpr, DateValue.Direction, inclusive: Bool)
    /// A third of a period (`Boundary.swift`).
    case part(Boundary, TimeExpr)
    /// The occurrence of a series whose day is nearest the reference day, looking at most `days` days either way
    /// (`Nearest.swift`): `15 August` read in December is last August's.
    case nearest(TimeExpr, days: Int)
    /// The first reading that has a value: `Monday, November 30` is a date within half a year on which the
    /// weekday falls, else the nearest November 30.
    case either(TimeExpr, TimeExpr)
    /// The wall-clock times of the expression read in a stated zone (`EST`, `UTC+3`); days are still picked in
    /// the reference zone.
    case zoned(TimeExpr, TimeZone)

    /// `beginning of`, `middle of`, `end of` a period.
    enum Boundary: Sendable, Hashable { case beginning, middle, end }

    /// The grain the expression states (from known fields only).
    var grain: Grain {
        switch self {
        case .now: return .none
        case .fields(let f): return f.grain
        case .holiday: return .day
        case .cycle(let g, _): return g
        case .intersection(let a, let b): return min(a.grain, b.grain)
        case .shifted(let e, _, let g): return e.grain == .none ? g : e.grain
        case .occurrence(let e, _, _), .nthOf(let e, _, _), .zoned(let e, _), .nearest(let e, _): return e.grain
        case .range(let a, let b, _): return Self.finest(a.grain, b.grain)
        case .openEnded(let e, _, _): return e.grain
        case .either(let a, _): return a.grain
        case .part(_, let e):
            switch e.grain {
            case .quarter, .year: return .month
            default: return .day
            }
        }
    }

    /// The finer of two grains, ignoring `.none` when the other has one.
    static func finest(_ a: Grain, _ b: Grain) -> Grain {
        if a == .none { return b }
        if b == .none { return a }
        return min(a, b)
    }

    /// Whether the expression names a repeating series (fields, holidays) rather than one stretch.
    var isSeries: Bool {
        switch self {
        case .fields, .holiday: return true
        default: return false
        }
    }
}

/// Field constraints, chrono-style: `known` values were stated, `implied` ones fill gaps (a range lends each
/// side's known fields to the other) and never overwrite a known value. The grain comes from known values only.
struct DateFields: Sendable, Hashable {
    /// One set of optional calendar fields. `weekday` is 1 (Sunday) … 7 (Saturday); `partOfDay` is minutes after
    /// midnight, `to` exclusive and possibly past 24:00 (`night` 22:00–28:00).
    struct Values: Sendable, Hashable {
        var year: Int?
        var quarter: Int?
        var month: Int?
        var day: Int?
        var weekday: Int?
        var hour: Int?
        var minute: Int?
        var second: Int?
        var partOfDay: PartOfDay?

        var isEmpty: Bool { self == Values() }

        /// `self` with `other`'s values where `self` has none.
        func filled(from other: Values) -> Values {
            Values(year: year ?? other.year, quarter: quarter ?? other.quarter, month: month ?? other.month,
                   day: day ?? other.day, weekday: weekday ?? other.weekday, hour: hour ?? other.hour,
                   minute: minute ?? other.minute, second: second ?? other.second, partOfDay: partOfDay ?? other.partOfDay)
        }
    }

    /// A part of the day in minutes after midnight: `evening` 18:00–21:00 is (1080, 1260).
    struct PartOfDay: Sendable, Hashable {
        var from: Int
        var to: Int
    }

    private(set) var known: Values
    private(set) var implied = Values()

    /// Checked constraints; `nil` when they contradict each other or a value is out of range (month 13,
    /// the 30th of February, Friday 2026-12-05).
    init?(_ known: Values, implied: Values = Values()) {
        self.known = known
        self.implied = implied
        guard Self.consistent(known), Self.consistent(self.values) else { return nil }
    }

    init?(year: Int? = nil, quarter: Int? = nil, month: Int? = nil, day: Int? = nil, weekday: Int? = nil,
          hour: Int? = nil, minute: Int? = nil, second: Int? = nil, partOfDay: PartOfDay? = nil) {
        self.init(Values(year: year, quarter: quarter, month: month, day: day, weekday: weekday, hour: hour,
                         minute: minute, second: second, partOfDay: partOfDay))
    }

    /// Known values, with implied ones where nothing is known: what resolution searches for.
    var values: Values { known.filled(from: implied) }

    /// The finest known unit.
    var grain: Grain {
        if known.second != nil { return .second }
        if known.minute != nil { return .minute }
        if known.hour != nil || known.partOfDay != nil { return .hour }
        if known.day != nil || known.weekday != nil { return .day }
        if known.month != nil { return .month }
        if known.quarter != nil { return .quarter }
        if known.year != nil { return .year }
        return .none
    }

    /// `self` with `values` implied where nothing is known or implied yet; `nil` on a contradiction.
    func implying(_ values: Values) -> DateFields? {
        DateFields(known, implied: implied.filled(from: values))
    }

    private static func consistent(_ v: Values) -> Bool {
        if v.isEmpty { return false }
        if let y = v.year, !CivilDate.years.contains(y) { return false }
        if let q = v.quarter, !(1...4).contains(q) { return false }
        if let m = v.month {
            guard (1...12).contains(m) else { return false }
            if let q = v.quarter, (m - 1) / 3 + 1 != q { return false }
        }
        if let d = v.day {
            let longest = v.month.map { CivilDate.daysInMonth(year: v.year ?? 2000, month: $0) } ?? 31
            guard (1...longest).contains(d) else { return false }
        }
        if let w = v.weekday {
            guard (1...7).contains(w) else { return false }
            if let y = v.year, let m = v.month, let d = v.day,
               CivilDate.weekday(ofDays: CivilDate.daysFromEpoch(year: y, month: m, day: d)) != w { return false }
        }
        if let h = v.hour, !(0...23).contains(h) { return false }
        if let m = v.minute, !(0...59).contains(m) { return false }
        if let s = v.second, !(0...59).contains(s) { return false }
        if v.minute != nil && v.hour == nil { return false }
        if v.second != nil && v.minute == nil { return false }
        if let p = v.partOfDay {
            guard p.from >= 0, p.to > p.from, p.to <= 2 * 1440 else { return false }
            if let h = v.hour {
                let at = h * 60 + (v.minute ?? 0)
                guard (p.from..<p.to).contains(at) || (p.from..<p.to).contains(at + 1440) else { return false }
            }
        }
        return true
    }

    /// The unification of two sets of constraints: `nil` when a field differs or the union contradicts itself.
    static func merge(_ a: DateFields, _ b: DateFields) -> DateFields? {
        func unify(_ x: Int?, _ y: Int?, _ ok: inout Bool) -> Int? {
            if let x, let y, x != y { ok = false }
            return x ?? y
        }
        var ok = true
        let k = a.known, l = b.known
        var v = Values()
        v.year = unify(k.year, l.year, &ok)
        v.quarter = unify(k.quarter, l.quarter, &ok)
        v.month = unify(k.month, l.month, &ok)
        v.day = unify(k.day, l.day, &ok)
        v.weekday = unify(k.weekday, l.weekday, &ok)
        v.hour = unify(k.hour, l.hour, &ok)
        v.minute = unify(k.minute, l.minute, &ok)
        v.second = unify(k.second, l.second, &ok)
        if let p = k.partOfDay, let q = l.partOfDay {
            let from = max(p.from, q.from), to = min(p.to, q.to)
            guard from < to else { return nil }
            v.partOfDay = PartOfDay(from: from, to: to)
        } else {
            v.partOfDay = k.partOfDay ?? l.partOfDay
        }
        guard ok else { return nil }
        return DateFields(v, implied: a.implied.filled(from: b.implied))
    }
}
