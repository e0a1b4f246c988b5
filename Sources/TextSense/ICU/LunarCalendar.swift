internal import CICU

/// Dates of non-Gregorian calendars through ICU's `ucal` (`ucal_open` with `@calendar=chinese|hebrew|
/// islamic-umalqura`, then `ucal_set`/`ucal_getMillis`), via the shim's `ts_cal_day_in_gregorian_year`.
///
/// Stateless: each call opens and closes its own `UCalendar`, so it is safe from any thread.
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
        var err: Int32 = 0
        var days: Int64 = 0
        let found = ts_cal_day_in_gregorian_year(calendar.rawValue, Int32(clamping: year), Int32(clamping: month),
                                                 Int32(clamping: day), &days, &err)
        try ICUError.check(err, "ucal \(calendar.rawValue) date")
        return found == 1 ? Int(days) : nil
    }
}
