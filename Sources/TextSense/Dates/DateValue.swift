import Foundation

/// The value of a date detection: when it starts, when it ends, and how precisely the text said so.
///
/// ```swift
/// // "Lunch tomorrow at noon" read on 2026-12-03 in Europe/Berlin:
/// // start 2026-12-04T12:00:00+01:00, end nil, allDay false, timeZone Europe/Berlin, grain .hour
/// ```
///
/// In JSON: `{"start":"2026-12-04T12:00:00+01:00","end":null,"allDay":false,"timeZone":"Europe/Berlin","grain":"hour"}`.
/// `start`/`end` are ISO 8601 with the offset of `timeZone` at that instant.
///
/// How text is resolved against `DetectionContext.referenceDate` in `DetectionContext.timeZone`:
/// - A date without a year is its next occurrence on or after the reference day (today counts): on
///   2026-12-03, `December 4` is 2026-12-04 and `December 1` is 2027-12-01. A range without years is the next
///   one whose end is on or after the reference day (`Dec 28 - Jan 3`).
/// - A bare weekday (`Saturday`, `this Saturday`, `в субботу`) is the first such day on or after the reference
///   day (today counts); `next Saturday` the first strictly after it; `last Saturday` the last strictly before.
/// - A time without a date is on the reference day. `tonight at 8` is 20:00.
/// - `in 2 hours`/`30 min ago` count from the reference instant; `in 3 days`/`2 weeks from today` are whole
///   days from the reference day.
/// - A stated zone (`EST`, `UTC+3`, `Moscow time`, `Europe/Paris`) is where the wall-clock time is read;
///   abbreviations name their region's zone, so the offset follows its daylight-saving rules on that date.
/// - Numeric dates follow the region: month first in the US (`12/15/2026`), day first elsewhere
///   (`10/12/2026` is 10 December); dotted dates are always day first; a reading that is impossible in the
///   region's order is read the other way (`15/12/2026` in the US). Impossible dates (`31.02.2026`) are no date.
public struct DateValue: Hashable, Sendable {
    /// The finest unit the text states, e.g. `.month` for `December 2026`, `.day` for `tomorrow`, `.hour` for
    /// `5pm`, `.minute` for `17:00`, `.second` for `2026-12-01T15:30:00Z`.
    public enum Grain: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// A year alone (reserved: bare years are not reported as dates).
        case year
        /// A quarter: `Q3 2027`, `next quarter`, `im dritten Quartal`.
        case quarter
        /// A month and year: `December 2026`, `next month`, `in March`.
        case month
        /// A week: `next week`, `cette semaine`, `this weekend`.
        case week
        /// A day: `12/15/2026`, `tomorrow`, `next Tuesday`, `in 3 days`.
        case day
        /// An hour: `5pm`, `10 Uhr`, `in 2 hours`.
        case hour
        /// Minutes: `17:00`, `18h30`, `noon`.
        case minute
        /// Seconds: `15:30:05`, ISO 8601 with seconds.
        case second

        public static func < (a: Grain, b: Grain) -> Bool { a.order < b.order }
        private var order: Int { Grain.allCases.firstIndex(of: self) ?? 0 }
    }

    /// The first instant: midnight in `timeZone` for an all-day value.
    public var start: Date
    /// The instant the event ends (exclusive), when the text gives a range or a duration: for an all-day range
    /// `March 10 to March 12` this is midnight starting March 13, as in RFC 5545's DTEND. `nil` otherwise.
    public var end: Date?
    /// True when the text names days but no time of day.
    public var allDay: Bool
    /// The zone the text states (`EST`, `UTC+3`, `Moscow time`), else the detection context's zone.
    public var timeZone: TimeZone
    /// The finest unit the text states.
    public var grain: Grain
    /// For an open interval, the side of `start` it lies on: `until 4pm` and `before Christmas` are `.before`
    /// (everything up to `start`, exclusive), `after Monday` and `since Monday` are `.after` (from `start` on).
    /// `until Friday` includes Friday, so its `start` is the midnight that ends Friday; `after Monday` begins
    /// when Monday ends. `nil` for a point, a range or a period. In JSON `"direction": "before"|"after"`, present
    /// only on open intervals.
    public var direction: Direction?

    /// The side of an open interval.
    public enum Direction: String, Hashable, Sendable, Codable {
        /// Up to the instant: `until 4pm`, `bis Freitag`, `avant Noël`, `до 3 часов дня`.
        case before
        /// From the instant on: `after Monday`, `à partir de lundi`, `desde el martes`, `с понедельника`.
        case after
    }

    /// For a recurring event (`every Monday at 10`, `jeden zweiten Dienstag`, `tous les jours`, `каждую среду`), the
    /// rule; `start` (and `end`) are its first occurrence on or after the reference day. In JSON
    /// `"recurrence": {"rrule": "FREQ=WEEKLY;BYDAY=MO", "frequency": "weekly", "interval": 1, "byDay": ["MO"]}`, present only on
    /// recurrences.
    public var recurrence: Recurrence?

    /// How an event repeats: an RFC 5545 RRULE, with an end when the text gives one (`every Monday until June`).
    public struct Recurrence: Hashable, Sendable {
        /// How often the event repeats (RRULE `FREQ`).
        public enum Frequency: String, Hashable, Sendable, Codable {
            /// Every day (`FREQ=DAILY`).
            case daily
            /// Every week (`FREQ=WEEKLY`).
            case weekly
            /// Every month (`FREQ=MONTHLY`).
            case monthly
            /// Every year (`FREQ=YEARLY`).
            case yearly
        }
        /// How often the event repeats.
        public var frequency: Frequency
        /// Every `interval`-th period: 2 for `every other Tuesday`.
        public var interval: Int
        /// 1 (Sunday) … 7 (Saturday), for weekly rules on named days.
        public var weekdays: [Int]
        /// For a monthly rule on `weekdays`, which one of the month: 1 … 5, or −1 for the last
        /// (`the first Monday of every month` is `BYDAY=1MO`).
        public var weekdayOrdinal: Int?
        /// The last moment an occurrence may start (RRULE `UNTIL`, inclusive). For an all-day rule
        /// (`untilIsDay`), midnight UTC of the last day, written as a date (`UNTIL=20270531`).
        public var until: Date?
        /// Whether `until` is a day (the rule's events are all-day) rather than an instant.
        public var untilIsDay: Bool

        /// A rule repeating every `interval` periods of `frequency`, on `weekdays` (1 Sunday … 7 Saturday)
        /// for weekly rules, or on the `weekdayOrdinal`-th of those weekdays for monthly ones, until `until`.
        public init(frequency: Frequency, interval: Int = 1, weekdays: [Int] = [], weekdayOrdinal: Int? = nil,
                    until: Date? = nil, untilIsDay: Bool = false) {
            self.frequency = frequency
            self.interval = max(1, interval)
            self.weekdays = weekdays
            self.weekdayOrdinal = weekdayOrdinal
            self.until = until
            self.untilIsDay = untilIsDay
        }

        /// `until` in RFC 5545 form: `20270531` for a day, `20270531T235959Z` for an instant.
        var untilValue: String? {
            guard let u = until else { return nil }
            let c = DateValue.fields(of: u, offset: 0)
            let day = DateValue.pad(c.year, 4) + DateValue.pad(c.month, 2) + DateValue.pad(c.day, 2)
            return untilIsDay ? day : day + "T" + DateValue.pad(c.hour, 2) + DateValue.pad(c.minute, 2) + DateValue.pad(c.second, 2) + "Z"
        }

        /// `until` as JSON writes it: `2027-05-31` for a day, ISO 8601 in UTC for an instant.
        var untilJSON: String? {
            guard let u = until else { return nil }
            let iso = DateValue.iso8601(u, in: TimeZone(identifier: "UTC") ?? .gmt)
            return untilIsDay ? String(iso.prefix(10)) : iso
        }

        static let dayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

        /// `weekdays` as RFC 5545 day codes (`MO`, `TU`, …).
        public var byDay: [String] {
            let prefix = weekdayOrdinal.map(String.init) ?? ""
            return weekdays.compactMap { (1...7).contains($0) ? prefix + Self.dayCodes[$0 - 1] : nil }
        }

        /// The rule in RFC 5545 form: `FREQ=WEEKLY;INTERVAL=2;BYDAY=TU`.
        public var rrule: String {
            var s = "FREQ=" + frequency.rawValue.uppercased()
            if interval > 1 { s += ";INTERVAL=\(interval)" }
            if !byDay.isEmpty { s += ";BYDAY=" + byDay.joined(separator: ",") }
            if let u = untilValue { s += ";UNTIL=" + u }
            return s
        }
    }

    /// A date value; `end`, `timeZone` and `recurrence` are absent for a plain instant or day.
    public init(start: Date, end: Date? = nil, allDay: Bool, timeZone: TimeZone, grain: Grain, direction: Direction? = nil,
                recurrence: Recurrence? = nil) {
        self.start = start
        self.end = end
        self.allDay = allDay
        self.timeZone = timeZone
        self.grain = grain
        self.direction = direction
        self.recurrence = recurrence
    }

    /// `date` as ISO 8601 with the offset of `timeZone` at that instant: `2026-12-04T12:00:00+01:00`
    /// (`Z` is never used, so the offset is always explicit). Years are astronomical (ISO 8601's expanded
    /// representation): 1 BC is `0000`, 345 BC is `-0344` (`-0344-08-10T00:00:00+00:00`), and a year past 9999 is
    /// signed (`+10000`).
    public static func iso8601(_ date: Date, in timeZone: TimeZone) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        let c = Self.fields(of: date, offset: offset)
        let sign = offset < 0 ? "-" : "+"
        let a = abs(offset)
        return "\(isoYear(c.year))-\(pad(c.month, 2))-\(pad(c.day, 2))T\(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2))"
            + "\(sign)\(pad(a / 3600, 2)):\(pad(a / 60 % 60, 2))"
    }

    /// A year as ISO 8601 writes it: four digits from 0 to 9999, else signed (`-0344`, `+10000`).
    static func isoYear(_ y: Int) -> String {
        (0...9999).contains(y) ? pad(y, 4) : (y < 0 ? "-" : "+") + pad(abs(y), 4)
    }

    /// Parses the `iso8601(_:in:)` form (also accepts `Z`, and a signed year: `-0344-08-10T…`); `nil` for
    /// anything else.
    static func parseISO8601(_ s: String) -> Date? {
        var b = Array(s.utf8)
        // A signed year: its sign, then its digits up to the first dash, read apart.
        var yearSign = 1, yearDigits: [UInt8] = []
        if let first = b.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            yearSign = first == UInt8(ascii: "-") ? -1 : 1
            guard let dash = b.dropFirst().firstIndex(of: UInt8(ascii: "-")), dash - 1 >= 4, dash - 1 <= 6 else { return nil }
            yearDigits = Array(b[1..<dash])
            b = Array("0000".utf8) + b[dash...]
        }
        guard b.count >= 20 else { return nil }
        func num(_ r: Range<Int>) -> Int? {
            var n = 0
            for i in r { guard i < b.count, b[i] >= 0x30, b[i] <= 0x39 else { return nil }; n = n * 10 + Int(b[i] - 0x30) }
            return n
        }
        var signedYear = 0
        for c in yearDigits { guard c >= 0x30, c <= 0x39 else { return nil }; signedYear = signedYear * 10 + Int(c - 0x30) }
        guard let y0 = num(0..<4), let mo = num(5..<7), let d = num(8..<10), let h = num(11..<13), let mi = num(14..<16),
              let se = num(17..<19) else { return nil }
        var offset = 0
        if b[19] == UInt8(ascii: "Z") {
            guard b.count == 20 else { return nil }
        } else {
            guard b.count == 25, b[19] == UInt8(ascii: "+") || b[19] == UInt8(ascii: "-"), let oh = num(20..<22), let om = num(23..<25)
            else { return nil }
            offset = (oh * 3600 + om * 60) * (b[19] == UInt8(ascii: "-") ? -1 : 1)
        }
        let y = yearDigits.isEmpty ? y0 : yearSign * signedYear
        let days = CivilDate.daysFromEpoch(year: y, month: mo, day: d)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + h * 3600 + mi * 60 + se - offset))
    }

    static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }

    /// Civil fields of `date` shifted by `offset` seconds (proleptic Gregorian, no Calendar needed).
    static func fields(of date: Date, offset: Int) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let t = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        let days = t >= 0 ? t / 86_400 : (t - 86_399) / 86_400
        let secs = t - days * 86_400
        let (y, m, d) = CivilDate.fromDays(days)
        return (y, m, d, secs / 3600, secs / 60 % 60, secs % 60)
    }
}

/// Proleptic Gregorian day arithmetic (Howard Hinnant's `days_from_civil`), so value formatting and
/// validation never depend on a `Calendar`.
enum CivilDate {
    /// The years a date value may name: astronomical years (1 BC is year 0, 345 BC is −344), four digits either
    /// side of year 0.
    static let years = -9999...9999

    static func isLeap(_ y: Int) -> Bool { y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        case 1...12: return 31
        default: return 0
        }
    }

    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= daysInMonth(year: year, month: month)
    }

    static func daysFromEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func fromDays(_ z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// 1 = Sunday … 7 = Saturday (Calendar's numbering). 1970-01-01 was a Thursday.
    static func weekday(ofDays days: Int) -> Int {
        let w = (days % 7 + 7 + 4) % 7   // 0 = Sunday
        return w + 1
    }
}

extension DateValue: Codable {
    enum CodingKeys: String, CodingKey { case start, end, allDay, timeZone, grain, direction, recurrence }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.iso8601(start, in: timeZone), forKey: .start)
        if let end { try c.encode(Self.iso8601(end, in: timeZone), forKey: .end) } else { try c.encodeNil(forKey: .end) }
        try c.encode(allDay, forKey: .allDay)
        try c.encode(timeZone.identifier, forKey: .timeZone)
        try c.encode(grain, forKey: .grain)
        try c.encodeIfPresent(direction, forKey: .direction)
        try c.encodeIfPresent(recurrence, forKey: .recurrence)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let id = try c.decode(String.self, forKey: .timeZone)
        guard let zone = TimeZone(identifier: id) else {
            throw DecodingError.dataCorruptedError(forKey: .timeZone, in: c, debugDescription: "unknown time zone \(id)")
        }
        guard let s = Self.parseISO8601(try c.decode(String.self, forKey: .start)) else {
            throw DecodingError.dataCorruptedError(forKey: .start, in: c, debugDescription: "not ISO 8601 with offset")
        }
        var e: Date?
        if let text = try c.decodeIfPresent(String.self, forKey: .end) {
            guard let parsed = Self.parseISO8601(text) else {
                throw DecodingError.dataCorruptedError(forKey: .end, in: c, debugDescription: "not ISO 8601 with offset")
            }
            e = parsed
        }
        self.init(start: s, end: e, allDay: try c.decode(Bool.self, forKey: .allDay), timeZone: zone,
                  grain: try c.decode(Grain.self, forKey: .grain),
                  direction: try c.decodeIfPresent(Direction.self, forKey: .direction),
                  recurrence: try c.decodeIfPresent(Recurrence.self, forKey: .recurrence))
    }
}

extension DateValue.Recurrence: Codable {
    enum CodingKeys: String, CodingKey { case rrule, frequency, interval, byDay, until }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rrule, forKey: .rrule)
        try c.encode(frequency, forKey: .frequency)
        try c.encode(interval, forKey: .interval)
        if !byDay.isEmpty { try c.encode(byDay, forKey: .byDay) }
        if let u = untilJSON { try c.encode(u, forKey: .until) }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let days = try c.decodeIfPresent([String].self, forKey: .byDay) ?? []
        var weekdays: [Int] = []
        var ordinal: Int?
        for d0 in days {
            // `1MO`, `-1FR`: the ordinal of a monthly rule.
            let d = String(d0.drop { $0 == "-" || $0.isNumber })
            if d.count < d0.count { ordinal = Int(d0.dropLast(d.count)) }
            guard let k = Self.dayCodes.firstIndex(of: d) else {
                throw DecodingError.dataCorruptedError(forKey: .byDay, in: c, debugDescription: "unknown weekday \(d)")
            }
            weekdays.append(k + 1)
        }
        var until: Date?
        var untilIsDay = false
        if let u = try c.decodeIfPresent(String.self, forKey: .until) {
            untilIsDay = u.count == 10
            guard let d = DateValue.parseISO8601(untilIsDay ? u + "T00:00:00Z" : u) else {
                throw DecodingError.dataCorruptedError(forKey: .until, in: c, debugDescription: "bad until \(u)")
            }
            until = d
        }
        self.init(frequency: try c.decode(Frequency.self, forKey: .frequency),
                  interval: try c.decodeIfPresent(Int.self, forKey: .interval) ?? 1, weekdays: weekdays,
                  weekdayOrdinal: ordinal, until: until, untilIsDay: untilIsDay)
    }
}
