internal import CICU

/// Dates of non-Gregorian calendars through ICU's `ucal` (`ucal_open` with `@calendar=chinese|hebrew|
/// islamic-umalqura`, then `ucal_set`/`ucal_getMillis`), via the shim's `ts_cal_day_in_gregorian_year`.
///
/// Each ICU call opens and closes its own `UCalendar`; answers are cached (a text naming `Chinese New Year`
/// a thousand times opens ICU's calendar a few times, not thousands), behind a lock, so any thread may ask.
enum LunarCalendar {
    /// The ICU calendar keywords TextSense uses.
    enum Kind: String, Sendable, Hashable {
        case chinese
        case hebrew
        case islamic = "islamic-umalqura"
    }

    /// The Gregorian day (days since 1970-01-01) on which `day` of `month` (0-based, ICU's numbering: Hebrew
    /// 0 is Tishri) of `calendar` falls in Gregorian year `year`, or `nil` when it does not fall in that year.
    /// When an Islamic date falls twice in one Gregorian year, the first.
    /// - Throws: `ICUError` when ICU cannot open the calendar.
    static func day(_ calendar: Kind, month: Int, day: Int, inGregorianYear year: Int) throws(ICUError) -> Int? {
        let key = Key(calendar: calendar, month: month, day: day, year: year)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let found = try lookUp(calendar, month: month, day: day, year: year)
        cache.withLock {
            if $0.count >= 4096 { $0.removeAll(keepingCapacity: true) }   // bounded: years come from the text
            $0[key] = .some(found)
        }
        return found
    }

    private struct Key: Hashable { var calendar: Kind, month: Int, day: Int, year: Int }
    private static let cache = Locked<[Key: Int?]>([:])

    private static func lookUp(_ calendar: Kind, month: Int, day: Int, year: Int) throws(ICUError) -> Int? {
        var err: Int32 = 0
        var days: Int64 = 0
        let found = ts_cal_day_in_gregorian_year(calendar.rawValue, Int32(clamping: year), Int32(clamping: month),
                                                 Int32(clamping: day), &days, &err)
        try ICUError.check(err, "ucal \(calendar.rawValue) date")
        return found == 1 ? Int(days) : nil
    }
}
