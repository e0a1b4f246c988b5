import Foundation

/// Timestamps written by programs, read whole with their zone so the offset sets the instant:
///
/// - RFC 5322 mail `Date:` and Debian changelog trailers: `Tue, 20 Sep 2022 12:17:15 -0400`, also without the
///   weekday, with a two-digit year (`20 Sep 22`), an obsolete zone name (`GMT`, `UT`, `EST`…`PDT`) or a
///   trailing comment (`-0400 (EDT)`);
/// - HTTP (RFC 7231) IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the obsolete RFC 850 form
///   `Sunday, 06-Nov-94 08:49:37 GMT` and asctime `Sun Nov  6 08:49:37 1994`;
/// - git and date(1): `Tue Sep 20 12:17:15 2022 -0400`, `Thu Dec  3 07:11:22 UTC 2026`;
/// - ISO 8601 and RFC 3339 date-times: `2023-01-05T14:03:11.250Z`, `2023-01-05 14:03:11 +0100`,
///   `2023-01-05T14:03:11+01:00`, `20230105T140311Z`;
/// - web server logs (Common Log Format) `03/Dec/2026:06:12:41 +0300`;
/// - syslog `Dec  3 07:05:58` (no year: the year that puts it closest to the reference time, as logs record
///   the recent past).
///
/// A stamp without a zone is wall-clock time in the detection context's zone. Zone names after a time are the
/// RFC 5322 ones (fixed offsets: `EST` is −05:00, `EDT` −04:00) and the unambiguous abbreviations of
/// `ZoneAbbreviations` (`CET`, `MSK`…, read in their region's zone). The weekday is not checked against the
/// date (mail software ignores it too). Forms that say no more than a person would write (`20 Sep 2022 12:17`,
/// `2023-01-05 14:03`) are left to `DateParser`: a match needs seconds or a zone.
///
/// Scanning is by bytes from an anchor the caller found (a capitalised three-letter word or a weekday name, a
/// digit run of one, two, four or eight digits); each attempt reads at most about 60 bytes, so the detector
/// stays linear.
enum MachineTimestamps {
    struct Match {
        var range: Range<Int>
        var value: DateValue
    }

    /// Whether a digit run `start..<end` has the shape of a stamp's first part, so `match` is worth trying:
    /// `2023-`, `2023/`, `20230105T`, `20 Sep`, `06-Nov-`, `03/Dec/`.
    @inline(__always)
    static func digitsMayStart(_ start: Int, _ end: Int, in text: UTF8Text) -> Bool {
        guard end < text.count else { return false }
        let c = text[end]
        switch end - start {
        case 4: return c == UInt8(ascii: "-") || c == UInt8(ascii: "/")
        case 8: return c == UInt8(ascii: "T")
        case 1, 2:
            // `mailDate` and `commonLog` read a month of exactly three letters there (`20 Sep`, `06-Nov`, `03/Dec`).
            return (c == 0x20 || c == UInt8(ascii: "-") || c == UInt8(ascii: "/")) && end + 4 < text.count
                && !DateScan.isASCIILetter(text[end + 4]) && month(text, (end + 1)..<(end + 4)) != nil
        default: return false
        }
    }

    /// Whether the letter run `start..<end` can begin a stamp: a capitalised English weekday or month
    /// abbreviation, or a weekday name (RFC 850), followed by `,` or a space.
    @inline(__always)
    static func wordMayStart(_ start: Int, _ end: Int, in text: UTF8Text) -> Bool {
        let length = end - start
        guard end < text.count, text[start] &- 0x41 < 26, length == 3 || (length >= 6 && length <= 9) else { return false }
        let c = text[end]
        guard c == UInt8(ascii: ",") || c == 0x20 else { return false }
        // One switch on the first three letters, so capitalised prose words cost no table lookup.
        switch lower3(text, start) {
        case 0x73756E, 0x6D6F6E, 0x747565, 0x776564, 0x746875, 0x667269, 0x736174,   // sun mon tue wed thu fri sat
             0x6A616E, 0x666562, 0x6D6172, 0x617072, 0x6D6179, 0x6A756E, 0x6A756C,   // jan feb mar apr may jun jul
             0x617567, 0x736570, 0x6F6374, 0x6E6F76, 0x646563:                       // aug sep oct nov dec
            return true
        default:
            return false
        }
    }

    /// What `match` found at an anchor: a stamp, or a stamp made wrong by what follows its time (`+2400`,
    /// `-04:75`) that no other rule may read without it.
    enum Outcome {
        case stamp(Match)
        case broken(end: Int)
    }

    /// The stamp starting at byte `i`, read in `zone` when it states none.
    static func match(at i: Int, in text: UTF8Text, reference: Date, zone: TimeZone) -> Outcome? {
        var s = Scanner(text: text, at: i)
        if let m = stamp(&s, at: i, reference: reference, zone: zone) { return .stamp(m) }
        guard let e = s.brokenEnd else { return nil }
        return .broken(end: e)
    }

    private static func stamp(_ s: inout Scanner, at i: Int, reference: Date, zone: TimeZone) -> Match? {
        let text = s.text
        let b = text[i]
        if DateScan.isDigit(b) {
            if let m = iso(&s, reference: reference, zone: zone) { return m }
            s.at = i
            if let m = mailDate(&s, requireZone: true, zone: zone) { return m }
            s.at = i
            return commonLog(&s)
        }
        // A weekday: `Tue, 20 Sep 2022 …` (RFC 5322, RFC 7231, RFC 850) or `Tue Sep 20 …` (asctime, git, date(1)).
        let wordEnd = s.letterRunEnd()
        if weekday(text, i..<wordEnd) != nil {
            s.at = wordEnd
            if s.peek == UInt8(ascii: ",") {
                s.at += 1
                guard s.spaces(max: 2) >= 1 else { return nil }
                return mailDate(&s, requireZone: false, zone: zone).map { Match(range: i..<$0.range.upperBound, value: $0.value) }
            }
            guard wordEnd - i == 3, s.spaces(max: 1) == 1 else { return nil }
            return asctime(&s, from: i, reference: reference, zone: zone)
        }
        // syslog: `Dec  3 07:05:58`.
        guard wordEnd - i == 3, month(text, i..<wordEnd) != nil else { return nil }
        s.at = i
        return asctime(&s, from: i, reference: reference, zone: zone)
    }

    // MARK: Forms

    /// `20 Sep 2022 12:17:15 -0400`, `06-Nov-94 08:49:37 GMT`: day, month, year, time, zone.
    private static func mailDate(_ s: inout Scanner, requireZone: Bool, zone: TimeZone) -> Match? {
        let start = s.at
        guard let (day, dayDigits) = s.number(maxDigits: 2), dayDigits >= 1 else { return nil }
        let dashed = s.peek == UInt8(ascii: "-")
        if dashed { s.at += 1 } else if s.spaces(max: 2) == 0 { return nil }
        let monthStart = s.at
        let monthEnd = s.letterRunEnd()
        guard monthEnd - monthStart == 3, let mo = month(s.text, monthStart..<monthEnd) else { return nil }
        s.at = monthEnd
        if dashed { guard s.take(UInt8(ascii: "-")) else { return nil } } else if s.spaces(max: 2) == 0 { return nil }
        guard let (rawYear, yearDigits) = s.number(maxDigits: 4), yearDigits >= 2 else { return nil }
        let year = yearDigits == 4 ? rawYear : (yearDigits == 2 && rawYear < 50 ? 2000 + rawYear : 1900 + rawYear)
        guard s.spaces(max: 2) >= 1, let t = clock(&s) else { return nil }
        let afterTime = s.at
        var z = statedZone(&s, spaced: true)
        if z == nil { s.at = afterTime; if s.signedNumberFollows() { return nil } }
        if requireZone && z == nil { return nil }
        if z == nil && !t.hasSeconds { return nil }
        if z != nil { comment(&s) }
        guard s.ends, CivilDate.isValid(year: year, month: mo, day: day) else { return nil }
        if z == nil { z = zone }
        return make(start..<s.at, year, mo, day, t, z ?? zone)
    }

    /// The Common Log Format of web servers: `03/Dec/2026:06:12:41 +0300`.
    private static func commonLog(_ s: inout Scanner) -> Match? {
        let start = s.at
        guard let (day, dd) = s.number(maxDigits: 2), dd == 2, s.take(UInt8(ascii: "/")) else { return nil }
        let monthStart = s.at
        let monthEnd = s.letterRunEnd()
        guard monthEnd - monthStart == 3, let mo = month(s.text, monthStart..<monthEnd) else { return nil }
        s.at = monthEnd
        guard s.take(UInt8(ascii: "/")), let (year, yd) = s.number(maxDigits: 4), yd == 4, s.take(UInt8(ascii: ":")),
              let t = clock(&s), t.hasSeconds, let z = statedZone(&s, spaced: true), s.ends,
              CivilDate.isValid(year: year, month: mo, day: day) else { return nil }
        return make(start..<s.at, year, mo, day, t, z)
    }

    /// `Sep 20 12:17:15 2022 -0400` (git), `Nov  6 08:49:37 1994` (asctime), `Dec  3 07:11:22 UTC 2026`
    /// (date(1)), `Dec  3 07:05:58` (syslog, only when no weekday came first), from the month on.
    private static func asctime(_ s: inout Scanner, from start: Int, reference: Date, zone: TimeZone) -> Match? {
        let monthStart = s.at
        let monthEnd = s.letterRunEnd()
        guard monthEnd - monthStart == 3, let mo = month(s.text, monthStart..<monthEnd) else { return nil }
        s.at = monthEnd
        guard s.spaces(max: 2) >= 1, let (day, _) = s.number(maxDigits: 2), s.spaces(max: 1) == 1, let t = clock(&s),
              t.hasSeconds else { return nil }
        let afterTime = s.at
        var z: TimeZone?
        var year: Int?
        // A zone name between the time and the year (date(1)), or the year then a numeric offset (git).
        if let named = statedZone(&s, spaced: true), s.spaces(max: 1) == 1, let (y, d) = s.number(maxDigits: 4), d == 4 {
            z = named; year = y
        } else {
            s.at = afterTime
            if s.spaces(max: 1) == 1, let (y, d) = s.number(maxDigits: 4), d == 4, !DateScan.isDigit(s.peek ?? 0) {
                year = y
                let afterYear = s.at
                z = statedZone(&s, spaced: true)
                if z == nil { s.at = afterYear; if s.signedNumberFollows() { return nil } }
            } else {
                s.at = afterTime
            }
        }
        guard s.ends else { return nil }
        let weekdayFirst = start != monthStart
        if year == nil {
            // syslog has no weekday; `Tue Sep 20 12:17:15` without a year is neither asctime nor syslog.
            guard !weekdayFirst else { return nil }
            let now = DateValue.fields(of: reference, offset: zone.secondsFromGMT(for: reference))
            let ref = reference.timeIntervalSince1970
            year = [now.year - 1, now.year, now.year + 1]
                .filter { CivilDate.isValid(year: $0, month: mo, day: day) }
                .min { y1, y2 in
                    let a = make(0..<0, y1, mo, day, t, zone).map { abs($0.value.start.timeIntervalSince1970 - ref) } ?? .infinity
                    let b = make(0..<0, y2, mo, day, t, zone).map { abs($0.value.start.timeIntervalSince1970 - ref) } ?? .infinity
                    return a < b
                }
        }
        guard let y = year, CivilDate.isValid(year: y, month: mo, day: day) else { return nil }
        return make(start..<s.at, y, mo, day, t, z ?? zone)
    }

    /// ISO 8601 / RFC 3339: `2023-01-05T14:03:11.250Z`, `2023-01-05 14:03:11 +0100`, `20230105T140311Z`,
    /// `2023/01/05 14:03:11`.
    private static func iso(_ s: inout Scanner, reference: Date, zone: TimeZone) -> Match? {
        let start = s.at
        guard let (first, digits) = s.number(maxDigits: 8) else { return nil }
        var year: Int, mo: Int, day: Int
        var t: Clock
        if digits == 8 {
            // Basic format: `20230105T140311Z`, `20230105T1403Z`.
            (year, mo, day) = (first / 10_000, first / 100 % 100, first % 100)
            guard s.take(UInt8(ascii: "T")), let (hms, d2) = s.number(maxDigits: 6), d2 == 4 || d2 == 6 else { return nil }
            t = d2 == 6 ? Clock(hour: hms / 10_000, minute: hms / 100 % 100, second: hms % 100, fraction: 0, hasSeconds: true)
                : Clock(hour: hms / 100, minute: hms % 100, second: 0, fraction: 0, hasSeconds: false)
            if s.peek == UInt8(ascii: ".") || s.peek == UInt8(ascii: ",") { t.fraction = s.fraction() ?? 0 }
            guard t.hour <= 23, t.minute <= 59, t.second <= 60 else { return nil }
        } else {
            guard digits == 4, let sep = s.peek, sep == UInt8(ascii: "-") || sep == UInt8(ascii: "/") else { return nil }
            s.at += 1
            guard let (m, md) = s.number(maxDigits: 2), md == 2, s.take(sep), let (d, dd) = s.number(maxDigits: 2), dd == 2 else { return nil }
            (year, mo, day) = (first, m, d)
            if s.peek == UInt8(ascii: "T") { s.at += 1 } else if s.spaces(max: 1) != 1 { return nil }
            guard let c = clock(&s) else { return nil }
            t = c
        }
        let afterTime = s.at
        // RFC 3339 glues the offset on; logs and git's ISO form put a space before it.
        var z = statedZone(&s, spaced: false)
        if z == nil { s.at = afterTime; z = statedZone(&s, spaced: true) }
        if z == nil { s.at = afterTime; if s.signedNumberFollows() { return nil } }
        guard z != nil || t.hasSeconds, s.ends, CivilDate.isValid(year: year, month: mo, day: day) else { return nil }
        return make(start..<s.at, year, mo, day, t, z ?? zone)
    }

    // MARK: Parts

    struct Clock {
        var hour: Int, minute: Int, second: Int
        var fraction: Double
        var hasSeconds: Bool
    }

    /// `HH:MM`, `HH:MM:SS`, `HH:MM:SS.fff` (RFC 3339 allows a leap second, `:60`).
    private static func clock(_ s: inout Scanner) -> Clock? {
        guard let (h, hd) = s.number(maxDigits: 2), hd >= 1, h <= 23, s.take(UInt8(ascii: ":")),
              let (m, md) = s.number(maxDigits: 2), md == 2, m <= 59 else { return nil }
        var c = Clock(hour: h, minute: m, second: 0, fraction: 0, hasSeconds: false)
        if s.peek == UInt8(ascii: ":") {
            s.at += 1
            guard let (sec, sd) = s.number(maxDigits: 2), sd == 2, sec <= 60 else { return nil }
            c.second = sec
            c.hasSeconds = true
            if s.peek == UInt8(ascii: ".") || s.peek == UInt8(ascii: ",") {
                let before = s.at
                if let f = s.fraction() { c.fraction = f } else { s.at = before }
            }
        }
        if let p = s.peek, DateScan.isDigit(p) { return nil }
        return c
    }

    /// A zone after the time: `Z`, `+01:00`, `-0400`, `+03`, `UTC`, `GMT+3`, `UTC-05:00`, `EDT`, `CET`. With
    /// `spaced` one or two spaces come first (and `Z` is not accepted); without, it is glued on.
    private static func statedZone(_ s: inout Scanner, spaced: Bool) -> TimeZone? {
        if spaced {
            guard s.spaces(max: 2) >= 1 else { return nil }
        } else if s.peek == UInt8(ascii: "Z") {
            s.at += 1
            guard !s.letterOrDigitNext else { return nil }
            return TimeZone(identifier: "UTC")
        }
        if let z = numericOffset(&s) { return z }
        let wordStart = s.at
        let wordEnd = s.letterRunEnd()
        guard wordEnd > wordStart, wordEnd - wordStart <= 5 else { return nil }
        var name = ""
        for k in wordStart..<wordEnd {
            let c = s.text[k]
            guard c &- 0x41 < 26 else { return nil }   // upper-case ASCII only
            name.unicodeScalars.append(Unicode.Scalar(c))
        }
        s.at = wordEnd
        if name == "UT" || name == "UTC" || name == "GMT" {
            let before = s.at
            if let z = numericOffset(&s) { return z }
            s.at = before
            return TimeZone(identifier: name == "GMT" ? "GMT" : "UTC")
        }
        if let hours = rfc5322Zones[name] { return TimeZone(secondsFromGMT: hours * 3600) }
        guard name != "Z", let id = ZoneAbbreviations.table[name], let z = TimeZone(identifier: id) else { return nil }
        return z
    }

    /// RFC 5322 §4.3's obsolete zone names, fixed offsets in hours.
    private static let rfc5322Zones: [String: Int] = [
        "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
    ]

    /// `+0100`, `-04:00`, `+03`, `−05` (a minus sign), glued to what is before.
    private static func numericOffset(_ s: inout Scanner) -> TimeZone? {
        let start = s.at
        var sign = 0
        if s.take(UInt8(ascii: "+")) { sign = 1 } else if s.take(UInt8(ascii: "-")) { sign = -1 }
        else if s.at + 2 < s.text.count, s.text[s.at] == 0xE2, s.text[s.at + 1] == 0x88, s.text[s.at + 2] == 0x92 { s.at += 3; sign = -1 }
        guard sign != 0, let (n, d) = s.number(maxDigits: 4) else { s.at = start; return nil }
        var hours: Int, minutes = 0
        switch d {
        case 4: (hours, minutes) = (n / 100, n % 100)
        case 1, 2:
            hours = n
            if s.peek == UInt8(ascii: ":") {
                s.at += 1
                guard let (m, md) = s.number(maxDigits: 2), md == 2 else { s.at = start; return nil }
                minutes = m
            }
        default: s.at = start; return nil
        }
        guard hours <= 14, minutes <= 59, !s.letterOrDigitNext, let z = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60)) else {
            s.at = start
            return nil
        }
        return z
    }

    /// A comment after the zone, as mail writes it: ` (EDT)`, ` (CEST)`, ` (UTC)`.
    private static func comment(_ s: inout Scanner) {
        let start = s.at
        guard s.spaces(max: 1) == 1, s.take(UInt8(ascii: "(")) else { s.at = start; return }
        let w = s.at
        let e = s.letterRunEnd()
        guard e > w, e - w <= 6 else { s.at = start; return }
        s.at = e
        if !s.take(UInt8(ascii: ")")) { s.at = start }
    }

    /// The value of a stamp read as wall-clock time in `zone` (the stated one, else the context's).
    private static func make(_ range: Range<Int>, _ year: Int, _ month: Int, _ day: Int, _ t: Clock, _ zone: TimeZone) -> Match? {
        guard (1...9999).contains(year) else { return nil }
        let wall = TimeInterval(CivilDate.daysFromEpoch(year: year, month: month, day: day) * 86_400
            + t.hour * 3600 + t.minute * 60 + t.second) + t.fraction
        // Wall-clock time to an instant: the offset in force at the first guess, corrected once (DST edges).
        var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall))
        offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - TimeInterval(offset)))
        let start = Date(timeIntervalSince1970: wall - TimeInterval(offset))
        return Match(range: range, value: DateValue(start: start, allDay: false, timeZone: zone, grain: t.hasSeconds ? .second : .minute))
    }

    /// 1 (Sunday) … 7 for an English weekday abbreviation or name (`Tue`, `Tuesday`), case as written by programs.
    private static func weekday(_ text: UTF8Text, _ r: Range<Int>) -> Int? {
        guard r.count >= 3 else { return nil }
        let key = lower3(text, r.lowerBound)
        guard let k = weekdayKeys.firstIndex(of: key) else { return nil }
        if r.count == 3 { return k + 1 }
        let full = weekdayNames[k]
        guard r.count == full.utf8.count else { return nil }
        for (j, c) in full.utf8.enumerated() where text[r.lowerBound + j] | 0x20 != c { return nil }
        return k + 1
    }

    /// 1…12 for an English month abbreviation (`Sep`, `Dec`).
    private static func month(_ text: UTF8Text, _ r: Range<Int>) -> Int? {
        guard r.count == 3 else { return nil }
        return monthKeys.firstIndex(of: lower3(text, r.lowerBound)).map { $0 + 1 }
    }

    @inline(__always)
    private static func lower3(_ text: UTF8Text, _ i: Int) -> UInt32 {
        UInt32(text[i] | 0x20) << 16 | UInt32(text[i + 1] | 0x20) << 8 | UInt32(text[i + 2] | 0x20)
    }

    private static func key(_ s: String) -> UInt32 {
        let b = Array(s.utf8)
        return UInt32(b[0]) << 16 | UInt32(b[1]) << 8 | UInt32(b[2])
    }

    private static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    private static let weekdayKeys = weekdayNames.map { key($0) }
    private static let monthKeys = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].map { key($0) }

    /// A cursor over the bytes; every read is bounds-checked.
    struct Scanner {
        let text: UTF8Text
        var at: Int

        init(text: UTF8Text, at: Int) { self.text = text; self.at = at }

        var peek: UInt8? { at < text.count ? text[at] : nil }

        /// Whether the stamp may end here: at the end of the text, or before a byte that is no letter or digit.
        var ends: Bool { !letterOrDigitNext }

        var letterOrDigitNext: Bool {
            guard let c = peek else { return false }
            return DateScan.isDigit(c) || DateScan.isLetterByte(c)
        }

        /// The end of a broken stamp's offset, once `signedNumberFollows` saw one.
        var brokenEnd: Int?

        /// Whether a sign and a digit come next, after at most two spaces (an offset that did not read as one:
        /// `+2400`, `-04:75`); if so, `brokenEnd` is set past it.
        mutating func signedNumberFollows() -> Bool {
            var k = at
            while k < text.count, k - at < 2, text[k] == 0x20 { k += 1 }
            guard k + 1 < text.count, text[k] == UInt8(ascii: "+") || text[k] == UInt8(ascii: "-"), DateScan.isDigit(text[k + 1]) else {
                return false
            }
            k += 1
            while k < text.count, k - at < 12, DateScan.isDigit(text[k]) || text[k] == UInt8(ascii: ":") { k += 1 }
            brokenEnd = k
            return true
        }

        mutating func take(_ b: UInt8) -> Bool {
            guard peek == b else { return false }
            at += 1
            return true
        }

        /// Skips up to `max` spaces; returns how many.
        mutating func spaces(max: Int) -> Int {
            var k = 0
            while k < max, peek == 0x20 { at += 1; k += 1 }
            return k
        }

        /// A run of 1…`maxDigits` digits (not followed by another digit) and its length.
        mutating func number(maxDigits: Int) -> (Int, Int)? {
            var n = 0, d = 0
            while let c = peek, DateScan.isDigit(c) {
                guard d < maxDigits else { return nil }
                n = n * 10 + Int(c &- 0x30)
                d += 1
                at += 1
            }
            return d > 0 ? (n, d) : nil
        }

        /// `.250`, `,5`: a decimal fraction of a second (up to nine digits read, more skipped).
        mutating func fraction() -> Double? {
            let start = at
            at += 1
            var value = 0.0, scale = 1.0, d = 0
            while let c = peek, DateScan.isDigit(c) {
                if d < 9 { scale /= 10; value += Double(c &- 0x30) * scale }
                d += 1
                at += 1
            }
            if d == 0 { at = start; return nil }
            return value
        }

        /// The end of the ASCII letter run at `at` (not moving).
        func letterRunEnd() -> Int {
            var e = at
            while e < text.count, DateScan.isASCIILetter(text[e]) { e += 1 }
            return e
        }
    }
}
