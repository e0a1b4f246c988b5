/// How a holiday's day is found in a given year: a fixed day, a weekday counted in a month, an offset from
/// Western or Orthodox Easter, or a day of the Chinese, Hebrew or Islamic calendar.
///
/// ```swift
/// HolidayRule.nthWeekday(month: 11, weekday: 5, n: 4).date(inYear: 2026)   // Thanksgiving: (2026, 11, 26)
/// HolidayRule.easter(offset: 50).date(inYear: 2026)                          // Pfingstmontag: (2026, 5, 25)
/// ```
enum HolidayRule: Sendable, Hashable {
    /// The same month and day every year (`Christmas`: 12, 25).
    case fixed(month: Int, day: Int)
    /// The `n`th `weekday` (1 = Sunday … 7 = Saturday) of `month`; `n` = -1 is the last one.
    case nthWeekday(month: Int, weekday: Int, n: Int)
    /// The first `weekday` on or after `month`/`day` (Victoria Day: the Monday on or after May 18).
    case weekdayOnOrAfter(month: Int, day: Int, weekday: Int)
    /// Western (Gregorian) Easter Sunday + `offset` days (Good Friday -2, Pentecost Monday +50).
    case easter(offset: Int)
    /// Orthodox (Julian) Easter Sunday, as a Gregorian day, + `offset` days (Масленица ends at -49).
    case orthodoxEaster(offset: Int)
    /// `day` of `month` (0-based, ICU's numbering) of the calendar, + `offset` days, in the Gregorian year.
    case lunar(calendar: LunarCalendar.Kind, month: Int, day: Int, offset: Int)

    /// The Gregorian civil day of the holiday in `year`, or `nil` when it has none that year (a lunar date
    /// outside the year, a day that does not exist, or ICU failing).
    /// - Complexity: O(1); a lunar rule costs one ICU calendar open.
    func date(inYear year: Int) -> (year: Int, month: Int, day: Int)? {
        days(inYear: year).map { CivilDate.fromDays($0) }
    }

    /// Like `date(inYear:)`, as days since 1970-01-01.
    func days(inYear year: Int) -> Int? {
        switch self {
        case .fixed(let m, let d):
            guard CivilDate.isValid(year: year, month: m, day: d) else { return nil }
            return CivilDate.daysFromEpoch(year: year, month: m, day: d)
        case .nthWeekday(let m, let wd, let n):
            guard (1...12).contains(m), (1...7).contains(wd), n != 0, (-5...5).contains(n) else { return nil }
            if n > 0 {
                let first = CivilDate.daysFromEpoch(year: year, month: m, day: 1)
                let d = first + (wd - CivilDate.weekday(ofDays: first) + 7) % 7 + 7 * (n - 1)
                return CivilDate.fromDays(d).1 == m ? d : nil
            }
            let last = CivilDate.daysFromEpoch(year: year, month: m, day: CivilDate.daysInMonth(year: year, month: m))
            let d = last - (CivilDate.weekday(ofDays: last) - wd + 7) % 7 + 7 * (n + 1)
            return CivilDate.fromDays(d).1 == m ? d : nil
        case .weekdayOnOrAfter(let m, let d, let wd):
            guard CivilDate.isValid(year: year, month: m, day: d), (1...7).contains(wd) else { return nil }
            let start = CivilDate.daysFromEpoch(year: year, month: m, day: d)
            return start + (wd - CivilDate.weekday(ofDays: start) + 7) % 7
        case .easter(let o):
            let (m, d) = Self.westernEaster(year)
            return CivilDate.daysFromEpoch(year: year, month: m, day: d) + o
        case .orthodoxEaster(let o):
            return Self.orthodoxEasterDays(year) + o
        case .lunar(let cal, let m, let d, let o):
            // The offset may carry the day across New Year: look in the neighbouring years too.
            for y in [year, year - 1, year + 1] {
                let key = HolidayData.LunarKey(calendar: cal, month: m, day: d, year: y)
                guard let base = HolidayData.lunarCorrections[key]
                        ?? ((try? LunarCalendar.day(cal, month: m, day: d, inGregorianYear: y)) ?? nil) else { continue }
                let days = base + o
                if CivilDate.fromDays(days).0 == year { return days }
            }
            return nil
        }
    }

    /// Western Easter Sunday (month, day): the Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
    static func westernEaster(_ y: Int) -> (Int, Int) {
        let a = y % 19, b = y / 100, c = y % 100, d = b / 4, e = b % 4
        let f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return (month, day)
    }

    /// Orthodox Easter Sunday as a Gregorian day number: Meeus's Julian algorithm, then the Julian calendar
    /// day converted to Gregorian.
    static func orthodoxEasterDays(_ y: Int) -> Int {
        let a = y % 4, b = y % 7, c = y % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        return julianToDays(year: y, month: month, day: day)
    }

    /// Days since 1970-01-01 of a Julian calendar date (via its Julian Day Number).
    static func julianToDays(year: Int, month: Int, day: Int) -> Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let jdn = day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083
        return jdn - 2_440_588
    }
}

/// The compiled holiday table (`HolidayData.entries`, generated by `scripts/gen-holidays.py`).
enum HolidayData {
    /// One holiday rule, its names per language (lower-cased ISO 639-1 keys) and the ISO 3166 countries
    /// that observe it.
    struct Entry: Sendable {
        var rule: HolidayRule
        var names: [String: [String]]
        var countries: [String]
    }

    /// A lunar calendar day in one Gregorian year, for `lunarCorrections`.
    struct LunarKey: Hashable, Sendable {
        var calendar: LunarCalendar.Kind
        var month: Int
        var day: Int
        var year: Int
    }

    /// Single words that name a holiday in the data but are ordinary prose (`the armistice`, `ascension`):
    /// only their longer names are read as dates.
    static let proseWords: Set<String> = ["armistice", "waffenstillstand", "ascension", "assomption", "carnival",
                                          "saint-étienne", "saint-joseph"]   // also French towns

    /// Last words that would make every occurrence in prose an anchor for the scan (a phrase is anchored on its
    /// last word's first letter run: `aïd el-fitr` on `el`): place and saint names and common words that end
    /// regional holidays' names. Their holidays stay reachable by the names that do not end in them.
    static let weakLastWords: Set<String> = ["день", "juan", "joana", "tiago", "norte", "sur", "madrid", "holiday",
                                             "república", "république", "novo", "nuevo"]

    /// Whether the scan can anchor on `name` without firing on common prose: its last word's first letter run
    /// has at least three letters and is not a weak last word.
    static func anchorable(_ name: String) -> Bool {
        guard let last = DateScan.words(name).last else { return false }
        // An ASCII word's letters are its ASCII letter bytes; other words are walked by grapheme.
        let run = last.utf8.allSatisfy({ $0 < 0x80 }) ? Substring(last.utf8.prefix { DateScan.isASCIILetter($0) })
            : last.prefix { $0.isLetter }
        return run.count >= 3 && !weakLastWords.contains(String(run))
    }

    /// Holiday names of one language → rule.
    static func names(language: String) -> [String: HolidayRule] {
        var out: [String: HolidayRule] = [:]
        for e in entries {
            for n in e.names[language] ?? [] where !proseWords.contains(n) && !n.utf8.contains(UInt8(ascii: "/")) && anchorable(n) {
                if out[n] == nil { out[n] = e.rule }
            }
        }
        return out
    }
}
