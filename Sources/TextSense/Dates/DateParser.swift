import Foundation

/// What one date expression says, before it is resolved against the reference date.
struct DatePoint {
    /// `upcoming`: today or later; `next`: the first after today; `last`: the last before today; `afterNext`: the
    /// second after today; `recent`: today or earlier.
    enum WeekdayMode { case upcoming, next, last, afterNext, recent }
    /// Which part of a period: `beginning of`, `mid-`, `end of`.
    enum Boundary: Sendable { case beginning, middle, end }
    /// A whole calendar period relative to the reference one: `next week` is (.week, 1), `this month` (.month, 0),
    /// `the third quarter` (.quarter, number 3).
    struct Period { var unit: DateLanguage.Unit; var shift: Int; var number: Int? }

    @PackedInt var year: Int?
    @PackedInt var month: Int?
    @PackedInt var day: Int?
    @PackedInt var weekday: Int?
    var weekdayMode = WeekdayMode.upcoming
    @PackedInt var relativeDays: Int?
    /// `tonight`, `8 in the evening`: a bare hour 1…11 is p.m.
    var evening = false
    var morning = false
    /// `1 at night`, `11 ночи`: a bare hour 6…11 is p.m., 12 is midnight, 1…5 stay a.m.
    var night = false
    /// A named midnight (`midnight`, `Mitternacht`, `в полночь`): 00:00 of its day; alone, the coming one.
    var midnight = false
    @PackedInt var hour: Int?
    @PackedInt var minute: Int?
    @PackedInt var second: Int?
    /// true = p.m., false = a.m., nil = not stated.
    var pm: Bool?
    @InternedZone var zone: TimeZone?
    /// `in 3 days`, `2 hours ago`: an amount of a unit from the reference moment.
    var offset: (amount: Int, unit: DateLanguage.Unit)?
    /// A named holiday (`Thanksgiving`, `Pfingstmontag`): its day is the rule's date in `year`, or the next
    /// occurrence on or after the reference day.
    var holiday: HolidayRule?
    /// Written as three numbers (`01.03.2015`): beats a phone number over the same digits.
    var numeric = false
    /// The hour is a bare number (`at 8`), only acceptable with other evidence.
    var bareHour = false
    /// A calendar period (`next month`, `cette semaine`, `Q3 2027`); with `month` alone, the month's interval.
    var period: Period?
    /// `this weekend`, `am Wochenende`: Saturday and Sunday of the week `period` names.
    var weekend = false
    /// A part of the day (`tomorrow evening`, `heute Nachmittag`) as minutes after midnight, `to` exclusive and
    /// possibly past 24:00.
    var dayPeriod: (from: Int, to: Int)?
    /// `end of the month`, `Anfang Mai`: a third of the period.
    var boundary: Boundary?
    /// `the last 10 minutes` (amount −10), `the next 3 days` (+3): a span next to the reference time.
    var span: (amount: Int, unit: DateLanguage.Unit)?
    /// A bare month name (`in March`, `в марте`): the whole month.
    var monthOnly = false
    /// A year alone (`in 2027`): the whole year.
    var yearOnly = false
    /// A month or a day of a month in the year this many years from the reference one (`June in two years`).
    @PackedInt var yearShift: Int?
    /// A weekday in the calendar week this many weeks from the reference one (`Friday next week`,
    /// `mardi de la semaine prochaine`, `во вторник на следующей неделе`).
    @PackedInt var weekShift: Int?
    /// An amount moved from the day or time the point names (`2 days after tomorrow`, `a week before Christmas`).
    var shift: (amount: Int, unit: DateLanguage.Unit)?

    /// Whether the point names a stretch of time rather than a day or an instant.
    var isInterval: Bool {
        period != nil || weekend || span != nil || monthOnly || yearOnly || boundary != nil || (dayPeriod != nil && hour == nil)
    }

    var hasDate: Bool {
        holiday != nil || month != nil || day != nil || weekday != nil || relativeDays != nil || offset != nil
            || period != nil || weekend
            || span != nil
    }
    var hasTime: Bool { hour != nil }
    /// A weekday without a day, month, relative day or holiday (`Tuesday`, `next Friday evening`).
    /// The point's time on the day `d` names: its year, month, day, weekday and week, relative day and holiday.
    func onDay(of d: DatePoint) -> DatePoint {
        var x = self
        x.year = d.year; x.month = d.month; x.day = d.day; x.weekday = d.weekday; x.weekdayMode = d.weekdayMode
        x.weekShift = d.weekShift; x.relativeDays = d.relativeDays; x.holiday = d.holiday
        return x
    }

    var isBareWeekday: Bool {
        weekday != nil && day == nil && month == nil && relativeDays == nil && holiday == nil && offset == nil && period == nil
            && weekShift == nil
    }
}

/// A parsed expression: a point, an optional end, and the token range it covers.
struct DateExpression {
    var start: DatePoint
    var end: DatePoint?
    /// An open interval: `until 4pm` (.before, inclusive), `before Christmas` (.before), `after Monday` (.after),
    /// `since Monday` (.after, inclusive).
    var direction: (DateValue.Direction, inclusive: Bool)?
    var duration: (amount: Int, unit: DateLanguage.Unit)?
    /// `every Monday`, `jeden zweiten Dienstag`, `каждый день`: `start` is the first occurrence.
    var recurrence: DateValue.Recurrence?
    /// The end of a recurrence (`every Monday until June`): the point and whether it is included.
    var until: (point: DatePoint, inclusive: Bool)?
    var firstToken: Int
    var endToken: Int
}

/// A recursive-descent parser over `DateTokens`. Every `parse…` function takes a token index and returns the
/// index after what it read, or `nil` without side effects.
final class DateParser {
    let owner: DateDetector
    let tokens: DateTokens
    /// The shared tables, borrowed from the detector (never copied: a copy retains every table).
    var lex: DateLexicon { _read { yield owner.lexicon } }
    /// Day-first reading of `a/b/c` (from the region).
    let dayFirst: Bool

    init(owner: DateDetector, tokens: DateTokens, dayFirst: Bool) {
        self.owner = owner
        self.tokens = tokens
        self.dayFirst = dayFirst
    }

    // Every rule is a function of its arguments and the tokens alone, and the detector tries several starts
    // (and `expression` several readings) over the same tokens, so the two widest rules keep what they found:
    // a failed anchor reads each point once instead of once per start and per reading. Unchecked exclusivity:
    // the parser is private to one parse on one thread, and each memo is read or appended, never both at once.
    /// `point(_:allowBare:rangeEnd:)` by start token and flags.
    @exclusivity(unchecked) private var pointMemo = DatePointMemo()
    /// `datePart(_:_:)` and `relativeAmount(_:_:)` from an empty point, by start token (`dateOrAmount` and
    /// `yearShifted` read both at the same tokens).
    @exclusivity(unchecked) private var aloneMemo = DatePointMemo()

    /// Starts the tokens over at byte `start` of the same text and forgets the memos: the next anchor's parse
    /// reuses this parser's storage instead of allocating its own.
    func restart(from start: Int) {
        tokens.restart(from: start)
        pointMemo.removeAll()
        aloneMemo.removeAll()
    }

    // MARK: Token helpers

    @inline(__always)
    func word(_ i: Int) -> DateToken? {
        guard let t = tokens[i], t.kind == .word else { return nil }
        return t
    }
    @inline(__always)
    func number(_ i: Int) -> DateToken? {
        guard let t = tokens[i], t.kind == .number, t.number >= 0 else { return nil }
        return t
    }
    // One, two or three scalars rather than a variadic list: a variadic call allocates its array, and these
    // run several times per token tried.
    func punct(_ i: Int, _ c: Unicode.Scalar) -> Bool {
        guard let t = tokens[i], t.kind == .punct else { return false }
        return t.scalar == c
    }
    func punct(_ i: Int, _ c1: Unicode.Scalar, _ c2: Unicode.Scalar) -> Bool {
        guard let t = tokens[i], t.kind == .punct else { return false }
        return t.scalar == c1 || t.scalar == c2
    }
    func punct(_ i: Int, _ c1: Unicode.Scalar, _ c2: Unicode.Scalar, _ c3: Unicode.Scalar) -> Bool {
        guard let t = tokens[i], t.kind == .punct else { return false }
        return t.scalar == c1 || t.scalar == c2 || t.scalar == c3
    }
    func attached(_ i: Int) -> Bool { tokens[i].map { !$0.spaceBefore } ?? false }
    /// Whether a line break stands between token `i` and the one before it.
    func lineBreak(before i: Int) -> Bool {
        guard i > 0, let a = tokens[i - 1], let b = tokens[i] else { return false }
        for k in a.end..<b.start where tokens.text[k] == 0x0A { return true }
        return false
    }

    /// The longest phrase of `table` starting at token `i`: words separated by spaces. A word that begins no
    /// phrase of any table (`DateToken.known`) fails without a lookup.
    func match<V>(_ table: DateLexicon.Phrases<V>, at i: Int) -> (V, Int)? {
        guard let first = tokens[i], first.kind == .word, first.known, table.maxWords > 0 else { return nil }
        let h1 = first.fnv | 1
        if table.maxWords == 1 || table.multiWordFirsts.value(h1) == nil {
            return table.table.value(h1).map { ($0, i + 1) }
        }
        var best = table.table.value(h1).map { ($0, i + 1) }
        var state = first.fnv
        var n = 1
        while n < table.maxWords, let t = word(i + n), t.spaceBefore {
            state = tokens.continueHash((state ^ 0x20) &* DateScan.fnvPrime, over: i + n)
            n += 1
            if let v = table.table.value(state | 1) { best = (v, i + n) }
        }
        return best
    }

    func capitalizationOK(_ i: Int) -> Bool {
        guard let t = word(i) else { return false }
        return t.capitalized || lex.capitalizedOnlyHashes.value(t.fnv | 1) == nil
    }

    /// A month name or abbreviation (with an optional `.`).
    func month(_ i: Int) -> (Int, Int)? {
        guard capitalizationOK(i) else { return nil }
        if let (m, j) = match(lex.months, at: i) { return (m, punct(j, ".") && attached(j) ? j + 1 : j) }
        if let (m, j) = match(lex.monthAbbreviations, at: i) { return (m, punct(j, ".") && attached(j) ? j + 1 : j) }
        return nil
    }

    /// A day number 1…31 with an optional ordinal suffix (`1st`, `1er`, `5º`, `15-го`, German `1.`).
    func dayNumber(_ i: Int) -> (Int, Int)? {
        guard let t = number(i), t.digits <= 2, (1...31).contains(t.number) else { return nil }
        if punct(i + 1, ":"), attached(i + 1) { return nil }
        var j = i + 1
        if let s = tokens[j], !s.spaceBefore, lex.ordinalSuffixHashes.value(s.fnv | 1) != nil { j += 1 }
        else if punct(j, "-"), attached(j), let s = tokens[j + 1], !s.spaceBefore, lex.ordinalSuffixHashes.value(s.fnv | 1) != nil { j += 2 }
        else if punct(j, "."), attached(j), month(j + 1) != nil { j += 1 }
        return (t.number, j)
    }

    /// A day in words before a month, and whether a joiner must follow it (`the first of May`, not `first May`):
    /// after an article that is not also a date preposition it includes the article (`the twenty-first`; `le`,
    /// `am`, `el` stay outside the span, like before digits).
    func dayWord(_ i: Int) -> (Int, Int, Bool)? {
        func word(_ j: Int) -> (Int, Int, Bool)? {
            if let (d, e) = match(lex.dayWords, at: j) { return (d, e, false) }
            if let (d, e) = match(lex.joinedDayWords, at: j) { return (d, e, true) }
            return nil
        }
        if let w = word(i) { return w }
        guard let (_, k) = match(lex.articles, at: i), match(lex.datePrepositions, at: i) == nil else { return nil }
        return word(k)
    }

    /// A day in words after a month (`May eighth`, `June twenty-first`), not before another number word or a
    /// unit (`March first quarter`).
    func dayWordAfterMonth(_ i: Int) -> (Int, Int)? {
        guard let (d, j) = match(lex.dayWordsAfterMonth, at: i) else { return nil }
        if match(lex.units, at: j) != nil || match(lex.periods, at: j) != nil { return nil }
        return (d, j)
    }

    /// A four-digit year (optionally followed by a year word: `2026 года`, `2026 г.`).
    func year(_ i: Int) -> (Int, Int)? {
        guard let t = number(i), t.digits == 4, (1000...9999).contains(t.number) else { return nil }
        // `2026-…`, `2026.5`, `2026/…` continue a number, not a date.
        if let n = tokens[i + 1], !n.spaceBefore, n.kind == .punct, "-/.:".unicodeScalars.contains(n.scalar),
           let m = tokens[i + 2], m.kind == .number, !m.spaceBefore { return nil }
        if let n = tokens[i + 1], !n.spaceBefore, n.kind != .punct { return nil }
        var j = i + 1
        if let (_, k) = match(lex.yearWords, at: j) { j = punct(k, ".") && attached(k) ? k + 1 : k }
        return (t.number, j)
    }

    // MARK: Dates

    /// A two-digit year after a month: `Aug 96`, `авг 96` (32…99, which no day can be), or any two digits after an
    /// apostrophe (`Aug '09`). Not before a word that cannot follow a date (`May 45 people`).
    func shortYear(_ i: Int) -> (Int, Int)? {
        var j = i
        let apostrophe = punct(j, "'")
        if apostrophe { j += 1; guard attached(j) else { return nil } }
        guard let t = number(j), t.digits == 2, apostrophe || t.number >= 32 else { return nil }
        if let n = tokens[j + 1], !n.spaceBefore, n.kind != .punct || ":./-".unicodeScalars.contains(n.scalar) { return nil }
        if word(j + 1) != nil, !mayFollowTime(j + 1) { return nil }
        return (t.number < 50 ? 2000 + t.number : 1900 + t.number, j + 1)
    }

    /// A month alone as the end of a month range (`from May to December`, `с мая по декабрь`), with an optional year.
    func monthAlone(_ i: Int) -> (DatePoint, Int)? {
        guard let (m, j) = month(i) else { return nil }
        var p = DatePoint()
        p.month = m; p.monthOnly = true
        var e = j
        if let (y, k) = year(j) { p.year = y; e = k }
        else if punct(j, ","), let (y, k) = year(j + 1) { p.year = y; e = k }   // `to December, 2022`
        return (p, e)
    }

    /// `24.12.` without a year, only right after a date word (`am 24.12.`, `bis 31.1.`): alone it is too
    /// easily a price or a section number.
    func dottedDayMonth(_ i: Int, _ p: inout DatePoint) -> Int? {
        guard i > 0, let a = number(i), a.digits <= 2, punct(i + 1, "."), attached(i + 1), let b = number(i + 2),
              attached(i + 2), b.digits <= 2, punct(i + 3, "."), attached(i + 3) else { return nil }
        if let n = tokens[i + 4], !n.spaceBefore, n.kind != .punct || n.scalar == "." { return nil }
        // Not after `to`/`bis`: `Ubuntu 20.04 to 22.04.` is a version.
        let led = [lex.datePrepositions, lex.rangeOpeners].contains { table in
            match(table, at: i - 1).map { $0.1 == i } == true
        }
        guard led, CivilDate.isValid(year: 2000, month: b.number, day: a.number) else { return nil }
        p.month = b.number; p.day = a.number
        return i + 4
    }

    /// Three numbers with one separator: `12/15/2026`, `03.12.2026`, `2026-12-01`, `15-12-26`.
    func numericDate(_ i: Int, _ p: inout DatePoint) -> Int? {
        guard let a = number(i), punct(i + 1, "/", ".", "-"), attached(i + 1), let sep = tokens[i + 1]?.scalar,
              let b = number(i + 2), attached(i + 2), punct(i + 3, sep), attached(i + 3),
              let c = number(i + 4), attached(i + 4) else { return nil }
        // `05/31/2024:14:15`, `05/31/2024-14:15`, `31.05.2024.14:15`: a clock glued to the year by a separator.
        let gluedClock = c.digits == 4 && punct(i + 5, ":", "-", ".") && attached(i + 5) && number(i + 6) != nil && attached(i + 6)
            && punct(i + 7, ":") && attached(i + 7)
        // A fourth part (`1.2.3.4`, `2026-12-01-7788`) or letters/digits glued on make it an ID or a version.
        if !gluedClock, let n = tokens[i + 5], !n.spaceBefore {
            if n.kind == .punct, "/.-".unicodeScalars.contains(n.scalar), let m = tokens[i + 6], m.kind != .punct, !m.spaceBefore { return nil }
            if n.kind == .word && !(tokens.tokenText(i + 5) == "t" && a.digits == 4) { return nil }
        }
        var y: Int, m: Int, d: Int
        if a.digits == 4 {
            guard b.digits <= 2, c.digits <= 2 else { return nil }
            (y, m, d) = (a.number, b.number, c.number)
        } else {
            // A two-digit year needs zero-padded parts (`01.07.10`): `1.7.10` is a version.
            guard a.digits <= 2, b.digits <= 2, c.digits == 4 || (c.digits == 2 && a.digits == 2 && b.digits == 2) else { return nil }
            y = c.digits == 4 ? c.number : (c.number < 70 ? 2000 + c.number : 1900 + c.number)
            // Dots are day-first everywhere; slashes and dashes follow the region, falling back to the other
            // order when the region's reading is impossible (`15/12/2026` in the US).
            let preferDayFirst = sep == "." || dayFirst
            (d, m) = preferDayFirst ? (a.number, b.number) : (b.number, a.number)
            if !CivilDate.isValid(year: y, month: m, day: d), sep != "." || c.digits == 4 { (d, m) = (m, d) }
        }
        guard (1000...9999).contains(y), CivilDate.isValid(year: y, month: m, day: d) else { return nil }
        p.year = y; p.month = m; p.day = d; p.numeric = true
        var j = i + 5
        if gluedClock {
            var q = p
            guard let (k, _) = clock(i + 6, &q, requireAttached: true) else { return nil }
            p = q
            return k
        }
        // ISO 8601 date-time: `2026-12-01T15:30:00Z`, `…T15:30+03:00`.
        if a.digits == 4, sep == "-", word(j) != nil, tokens.tokenText(j) == "t", attached(j), let (k, _) = clock(j + 1, &p, requireAttached: true) {
            j = k
            if word(j) != nil, tokens.tokenText(j) == "z", attached(j) { p.zone = TimeZone(identifier: "UTC"); j += 1 }
            else if let (zone, k2) = numericOffset(j), attached(j) { p.zone = zone; j = k2 }
        }
        return j
    }

    /// A day and a month in digits without a year, as the end of a range (`27.12.`, `27/12`, `03.01`, `3/1`): the
    /// day, the month and the index after them. Dots are day-first; slashes follow the region.
    func numericDayMonth(_ i: Int) -> (Int, Int, Int)? {
        numericDayMonthParts(i).map { ($0.0, $0.1, $0.2) }
    }

    /// `numericDayMonth` and whether it is unmistakable: two digits on each side or a closing dot (`03.01`,
    /// `27.12.`), not `10.1` (a version).
    func numericDayMonthParts(_ i: Int) -> (Int, Int, Int, Bool)? {
        guard let a = number(i), a.digits <= 2, punct(i + 1, "/", "."), attached(i + 1), let sep = tokens[i + 1]?.scalar,
              let b = number(i + 2), attached(i + 2), b.digits <= 2 else { return nil }
        var e = i + 3
        if sep == ".", punct(e, "."), attached(e) { e += 1 }
        if let n = tokens[e], !n.spaceBefore, n.kind != .punct || ("/.-:".unicodeScalars.contains(n.scalar) && number(e + 1) != nil && attached(e + 1)) {
            return nil
        }
        var (d, m) = sep == "." || dayFirst ? (a.number, b.number) : (b.number, a.number)
        if sep != ".", !CivilDate.isValid(year: 2000, month: m, day: d) { (d, m) = (m, d) }
        guard CivilDate.isValid(year: 2000, month: m, day: d) else { return nil }
        return (d, m, e, (a.digits == 2 && b.digits == 2) || e == i + 4)
    }

    /// A month and a year in digits: `9/2012`, `09.2012` (the whole month). Not a part of a longer chain or
    /// a number's label (`Nr. 5/2012`, `#3/2020`, `§ 4.2019`).
    func numericMonthYear(_ i: Int, _ p: inout DatePoint) -> Int? {
        guard let a = number(i), a.digits <= 2, (1...12).contains(a.number), punct(i + 1, "/", "."), attached(i + 1),
              let b = number(i + 2), attached(i + 2), b.digits == 4, (1900...2099).contains(b.number) else { return nil }
        if let n = tokens[i + 3], !n.spaceBefore, n.kind != .punct || "/.-:".unicodeScalars.contains(n.scalar) && number(i + 4) != nil || n.scalar == "/" {
            return nil
        }
        var k = a.start
        while k > 0, tokens.text[k - 1] == 0x20 { k -= 1 }
        // Without a leading zero (`9/2012`, `12/2019`) the numbers are as often a reference (`Law 12/2012`): a
        // word that leads a date must come first (`since 9/2012`, `seit 9.2012`), or nothing on the line.
        if a.digits == 1 || tokens.text[a.start] != UInt8(ascii: "0"), k > 0, tokens.text[k - 1] != 0x0A,
           tokens.text[k - 1] != UInt8(ascii: ":"), tokens.text[k - 1] != UInt8(ascii: "(") {
            var w = k
            while w > 0, DateScan.isLetterByte(tokens.text[w - 1]) { w -= 1 }
            guard w < k else { return nil }
            let h = DateScan.hashLowered(UnsafeBufferPointer(rebasing: tokens.text.bytes[w..<k])).hash
            let flags = DateLexicon.NumberContextFlags.yearLeader | DateLexicon.NumberContextFlags.datePreposition
                | DateLexicon.NumberContextFlags.rangeOpener
            guard lex.numberContext.flags(h) & flags != 0 else { return nil }
        }
        if k > 0 {
            let c = tokens.text[k - 1]
            // `#3/2020`, `§ 4.2019`, `№ 5/2012`, `n° 7/2011`, `1.9/2012`.
            if c == UInt8(ascii: "#") || c == UInt8(ascii: "/") || c == UInt8(ascii: "-") || DateScan.isDigit(c) { return nil }
            if c >= 0x80 {
                var lead = k - 1
                while lead > 0, tokens.text[lead] & 0xC0 == 0x80 { lead -= 1 }
                if DateScan.isSeparatorLead(tokens.text[lead]) { return nil }
            }
            if c == UInt8(ascii: "."), k >= 2, DateScan.isDigit(tokens.text[k - 2]) { return nil }
            var w = k
            if c == UInt8(ascii: ".") { w -= 1 }
            var start = w
            while start > 0, DateScan.isASCIILetter(tokens.text[start - 1]) { start -= 1 }
            if start < w {
                let label = String(decoding: (start..<w).map { tokens.text[$0] | 0x20 }, as: UTF8.self)
                if ["nr", "no", "n", "num", "art", "ref", "v", "version", "page", "p", "pp"].contains(label) { return nil }
            }
        }
        p.month = a.number; p.year = b.number; p.monthOnly = true; p.numeric = true
        return i + 3
    }

    /// Month-name dates: `December 4, 2026`, `Dec 1st`, `4 December 2026`, `15 декабря 2026 года`,
    /// `5 de dezembro de 2026`, `1er décembre`, `December 2026`, optionally after a weekday (`Friday, `).
    func namedDate(_ i: Int, _ p: inout DatePoint) -> Int? {
        var q = p
        if let (wd, k) = match(lex.weekdays, at: i) ?? (capitalizationOK(i) ? match(lex.weekdayAbbreviations, at: i) : nil) {
            var j = punct(k, ".") && attached(k) ? k + 1 : k
            if punct(j, ",") { j += 1 }
            if let (_, k2) = match(lex.datePrepositions, at: j) { j = k2 }   // `Freitag, den 4. Dezember`
            // `Saturday the 12th`, `Dienstag, dem 8. Dezember`: an article before the day number.
            else if let (_, k2) = match(lex.articles, at: j), number(k2) != nil { j = k2 }
            if let e = dayMonth(j, &q, afterWeekday: true) ?? weekdayNumericDay(j, &q) {
                q.weekday = wd
                p = q
                return e
            }
            return nil
        }
        guard let e = dayMonth(i, &q) else { return nil }
        p = q
        return e
    }

    /// After a weekday, a day and month without a year (`Do, 10.12., 14:15 Uhr`, `jueves 10/12`,
    /// `Saturday 12/12`, `So., 03.01.2027`) or a day alone when it is written as an ordinal (`Saturday 12th`,
    /// `Samstag, den 12.`)
    /// or a time follows it (`sábado 12 a las 17:00`): the weekday makes a date of what alone would be a
    /// fraction, a version or a count.
    func weekdayNumericDay(_ i: Int, _ p: inout DatePoint) -> Int? {
        guard let a = number(i), a.digits <= 2, i > 0, let before = tokens[i - 1] else { return nil }
        // On the weekday's line: `понедельник.⏎2. …` is a list.
        for b in before.end..<a.start where tokens.text[b] == 0x0A { return nil }
        if punct(i + 1, ".", "/"), attached(i + 1), let sep = tokens[i + 1]?.scalar, let b = number(i + 2), attached(i + 2),
           b.digits <= 2 {
            // A full numeric date: `So., 03.01.2027, 10:50`.
            if punct(i + 3, sep), attached(i + 3), number(i + 4) != nil, attached(i + 4) { return numericDate(i, &p) }
            let (d, m) = sep == "." || dayFirst ? (a.number, b.number) : (b.number, a.number)
            guard CivilDate.isValid(year: 2000, month: m, day: d) else { return nil }
            p.day = d; p.month = m
            return sep == "." && punct(i + 3, ".") && attached(i + 3) ? i + 4 : i + 3
        }
        guard let (d, afterDay) = dayNumber(i) else { return nil }
        var j = afterDay
        // German writes the ordinal with a dot: `Samstag, den 12., um 14 Uhr`.
        if j == i + 1, punct(j, "."), attached(j), punct(j + 1, ",") { j += 1 }
        let ordinal = j > i + 1
        let t = punct(j, ",") ? j + 1 : j   // `sexta, dia 18, às 16h40`
        guard ordinal || match(lex.timePrepositions, at: t) != nil || match(lex.strongTimePrepositions, at: t) != nil
        else { return nil }
        p.day = d
        return j
    }

    /// `afterWeekday`: a weekday stands before it, which makes a date of a day joined to its month without a
    /// year (`Sun 15Sep`, `DIM 15SEPT`).
    func dayMonth(_ i: Int, _ p: inout DatePoint, afterWeekday: Bool = false) -> Int? {
        // Month first: `December 4, 2026`, `Dec 1st`, `December 2026`, `dezembro de 2026`.
        if let (m, j) = month(i) {
            if monthAfterDayNumber(i) { return nil }
            // `March, 6th 2016`: a comma before the day when it is an ordinal or a year follows it.
            let comma = punct(j, ",") && dayNumber(j + 1).map({ $0.1 > j + 2 || year($0.1) != nil }) == true
            if attached(comma ? j + 1 : j) == false, let (d, k) = dayNumber(comma ? j + 1 : j) ?? dayWordAfterMonth(j),
               tokens[k].map({ $0.kind != .word || lex.units.table.value($0.fnv | 1) == nil }) ?? true {
                p.month = m; p.day = d
                var e = k
                if punct(e, ","), let (y, e2) = eraYear(e + 1) ?? year(e + 1) ?? shortYear(e + 1) { p.year = y; e = e2 }
                else if let (y, e2) = eraYear(e) ?? year(e) ?? shortYear(e) { p.year = y; e = e2 }
                return e
            }
            var k = j
            if punct(k, ",") { k += 1 } else if let (_, k2) = match(lex.monthYearJoiners, at: k) { k = k2 }
            if let (y, e) = eraYear(k) ?? year(k) { p.month = m; p.year = y; p.monthOnly = true; return e }
            // `Sep-2012`, `сен-2012`.
            if punct(j, "-", "/"), attached(j), attached(j + 1), let (y, e) = year(j + 1) {
                p.month = m; p.year = y; p.monthOnly = true; return e
            }
            if let (y, e) = shortYear(j) { p.month = m; p.year = y; p.monthOnly = true; return e }
            // `August-10, 2012`, `August/10/2012`: a glued day needs its year.
            if punct(j, "-", "/"), attached(j), let sep = tokens[j]?.scalar, attached(j + 1), let (d, k) = dayNumber(j + 1) {
                var e = k
                if punct(e, ","), let (y, e2) = year(e + 1) { e = e2; p.year = y }
                else if punct(e, sep), attached(e), attached(e + 1), let (y, e2) = year(e + 1) { e = e2; p.year = y }
                else { return nil }
                guard let y = p.year, CivilDate.isValid(year: y, month: m, day: d) else { p.year = nil; return nil }
                p.month = m; p.day = d
                return e
            }
            return nil
        }
        // A year with its era first: `2024 AD August`, `345 BC August`.
        if let (y, j) = eraYear(i), tokens[j]?.spaceBefore == true, let (m, e0) = month(j) {
            p.year = y; p.month = m; p.monthOnly = true
            return e0
        }
        // Year first: `2024 August`, `2024-August`, `2024/Aug/10`.
        if let t = number(i), t.digits == 4, (1900...2099).contains(t.number) {
            var j = i + 1
            let sep = punct(j, "-", "/") && attached(j)
            if sep { j += 1; guard attached(j) else { return nil } } else { guard tokens[j]?.spaceBefore == true else { return nil } }
            guard let (m, e0) = month(j) else { return nil }
            p.year = t.number; p.month = m
            if sep, punct(e0, "-", "/"), attached(e0), let (d, e1) = dayNumber(e0 + 1), attached(e0 + 1),
               CivilDate.isValid(year: t.number, month: m, day: d) {
                p.day = d
                return e1
            }
            // `2018 March 18`: a day after the month, ending the date (not a count: `2024 May 5 people`).
            if !sep, tokens[e0]?.spaceBefore == true, let (d, e1) = dayNumber(e0), CivilDate.isValid(year: t.number, month: m, day: d),
               tokens[e1].map({ $0.kind == .punct || lineBreak(before: e1) || mayFollowTime(e1) }) ?? true {
                p.day = d
                return e1
            }
            p.monthOnly = true
            return e0
        }
        // Day first: `4 December 2026`, `1st of December`, `5 de dezembro`, `15 декабря 2026 года`, `1. Dezember`,
        // and in words: `the twenty-first of June`, `am dritten März`, `le premier mai`, `первого мая`.
        if let (d, j, needsJoiner) = dayNumber(i).map({ ($0.0, $0.1, false) }) ?? dayWord(i) {
            if !needsJoiner, let (joined, e) = joinedDayMonth(day: d, after: j, afterWeekday: afterWeekday, &p) {
                return joined ? e : nil
            }
            var k = j
            if let (_, k2) = match(lex.dayMonthJoiners, at: k) { k = k2 } else if needsJoiner { return nil }
            guard let (m, e0) = month(k) else { return nil }
            var y: Int?
            var e = e0
            if let (y1, e2) = yearAfterMonth(e) { y = y1; e = e2 }
            // `03 авг 96`, `третье фев 82`: a two-digit year no day can be.
            else if let (y1, e2) = shortYear(e) { y = y1; e = e2 }
            p.day = d; p.month = m; p.year = y
            return e
        }
        return nil
    }

    /// A year after a month: `, 2012`, `de 2012`, `8 AD`, `345 BC`, `2012`.
    func yearAfterMonth(_ e: Int) -> (Int, Int)? {
        if punct(e, ","), let r = eraYear(e + 1) ?? year(e + 1) { return r }
        if let (_, e1) = match(lex.monthYearJoiners, at: e), let r = eraYear(e1) ?? year(e1) { return r }
        return eraYear(e) ?? year(e)
    }

    /// A year and its era: `8 AD`, `88 CE`, `2555 BE`, `345 BC`, `113 v. Chr.`, `234 v.u.Z.`, `88 p. Chr. n.`,
    /// `345 г. до н. э.` (`DateLexicon.eras`). A year before the common era is astronomical, as ISO 8601 counts
    /// it: 1 BC is year 0, 345 BC is −344.
    func eraYear(_ i: Int) -> (Int, Int)? {
        guard lex.eraTokens > 0, let t = number(i), t.digits <= 4, t.number > 0 else { return nil }
        var j = i + 1
        // `345 г. до н. э.`, `в 345 году до н. э.`
        if let (_, k) = match(lex.yearWords, at: j) { j = punct(k, ".") && attached(k) ? k + 1 : k }
        guard tokens[j]?.spaceBefore == true, let (era, e) = era(at: j) else { return nil }
        let y = era.before ? 1 - t.number : t.number + era.shift
        guard era.before || (1...9999).contains(y) else { return nil }
        return (y, e)
    }

    /// The longest era form at token `i`, and the token after it (its final dot included): the letters of its
    /// words run together, whatever the spaces, dots and dashes between them (`v. Chr.`, `v.Chr.`, `av. J.-C.`).
    /// One word without a dot needs a capital letter (`88 AD`, `88 nuZ`; `2012 ad` or `2012 ce` is no era).
    func era(at i: Int) -> (DateLexicon.Era, Int)? {
        guard word(i) != nil else { return nil }
        var state = DateScan.fnvOffset
        var best: (DateLexicon.Era, Int)?
        var k = i
        while k < i + lex.eraTokens, let t = tokens[k] {
            if t.kind == .number || (t.kind == .punct && !punct(k, ".", "-")) { break }
            if t.kind == .word {
                state = tokens.continueHash(state, over: k)
                if let era = lex.eras[state | 1] {
                    let dotted = punct(k + 1, ".") && attached(k + 1)
                    if dotted || k > i || hasCapital(t) { best = (era, dotted ? k + 2 : k + 1) }
                }
            }
            k += 1
        }
        return best
    }

    /// Whether an era form (`era(at:)`) that starts after token `floor` ends with its dot just before token `end`
    /// (`… 113 v. Chr.`): that dot is the abbreviation's, part of the date.
    func eraEnds(before end: Int, after floor: Int) -> Bool {
        guard lex.eraTokens > 0, end >= 2, punct(end - 1, ".") else { return false }
        for s in max(floor + 1, end - lex.eraTokens)..<(end - 1) where era(at: s)?.1 == end { return true }
        return false
    }

    /// Whether word token `t` holds an upper-case letter anywhere (`nuZ`, `AD`).
    func hasCapital(_ t: DateToken) -> Bool {
        if t.capitalized || t.allCaps { return true }
        for k in t.start..<t.end where tokens.text[k] &- 0x41 < 26 { return true }
        return false
    }

    /// A day joined to its month by a dash or a slash or glued to it, then its year: `10-August-2012`,
    /// `09-JAN-2017`, `21-APR-16`, `10-August 2012`, `10-August, 2012`, `10/августа/2027`, `15juin 2027`,
    /// `10-Aug-88 AD`. Without the year the pair stays out (`5-Mar` is as often a label, `1feb061701` a commit
    /// id) unless a weekday stands before it (`Sun 15Sep`, `FRI 13SEP`). Nil when the day is not joined to a
    /// month at `j`; `(false, _)` when it is but the pair is no date.
    func joinedDayMonth(day d: Int, after j: Int, afterWeekday: Bool, _ p: inout DatePoint) -> (Bool, Int)? {
        var k = j
        var sep: Unicode.Scalar?
        if punct(k, "-", "/"), attached(k), attached(k + 1) { sep = tokens[k]?.scalar; k += 1 }
        guard sep != nil || (tokens[k]?.spaceBefore == false && !(k > 0 && punct(k - 1, "."))), let (m, e0) = month(k)
        else { return nil }
        var y: Int?
        var e = e0
        // A two-digit year before a clock is an RFC 850 stamp (`06-Nov-94 08:49:37 GMT`), the stamp reader's.
        if let sep, punct(e0, sep), attached(e0), attached(e0 + 1),
           let (y1, e1) = year(e0 + 1) ?? twoDigitYear(e0 + 1).flatMap({ number($0.1) == nil ? $0 : nil }) { (y, e) = (y1, e1) }
        else if let (y1, e1) = yearAfterMonth(e0) { (y, e) = (y1, e1) }
        if let y {
            guard CivilDate.isValid(year: y, month: m, day: d) else { return (false, e) }
        } else {
            guard afterWeekday, CivilDate.isValid(year: 2000, month: m, day: d) else { return (false, e) }
        }
        p.day = d; p.month = m; p.year = y
        return (true, e)
    }

    /// Two digits as a year after a glued date (`21-APR-16`): nothing glued after them.
    func twoDigitYear(_ i: Int) -> (Int, Int)? {
        guard let t = number(i), t.digits == 2 else { return nil }
        if let n = tokens[i + 1], !n.spaceBefore, n.kind != .punct || ":./-".unicodeScalars.contains(n.scalar) { return nil }
        return (t.number < 50 ? 2000 + t.number : 1900 + t.number, i + 1)
    }

    /// Whether a number a day could be (1…39, a slip past 31 included) stands right before the month at `i`: the
    /// month then belongs to that day, and without it (`32. Oktober 2015`, `29 février 2014`) there is no date.
    func monthAfterDayNumber(_ i: Int) -> Bool {
        guard i > 0, tokens[i]?.spaceBefore == true || punct(i - 1, ".") else { return false }
        // `32 de agosto`: past the joiner.
        if i > 1, match(lex.dayMonthJoiners, at: i - 1)?.1 == i, let t = number(i - 2), t.digits <= 2 { return t.number <= 39 }
        let n = punct(i - 1, ".") && attached(i - 1) ? i - 2 : i - 1
        guard n >= 0, let t = number(n), t.digits <= 2, t.number <= 39 else { return false }
        return n == i - 1 || attached(n + 1)
    }

    /// `today`, `tomorrow`, `tonight`, `next Tuesday`, `Saturday`, `mardi prochain`, `Christmas Eve 2026`.
    func wordDate(_ i: Int, _ p: inout DatePoint) -> Int? {
        if let (span, j) = match(lex.tonightSpans, at: i) {
            p.relativeDays = 0; p.evening = true; p.dayPeriod = (span.from, span.to); return j
        }
        if let e = thisPartOfDay(i, &p) { return e }
        // `вечером 11 января`, `вечером в 8`, `abends um 8`: a part of the day before a date or a time. Alone it is
        // mostly a habit (`звонить вечером`, `Anrufe gern abends`), so it is no date by itself.
        if let (span, j) = match(lex.partsOfDayAlone, at: i) {
            var q = DatePoint()
            if let e = datePart(j, &q), q.day != nil || q.weekday != nil || q.relativeDays != nil, q.dayPeriod == nil,
               !q.hasTime, !q.isInterval {
                q.dayPeriod = (span.from, span.to)
                if span.from >= 720 { q.evening = true } else { q.morning = true }
                p = q
                return e
            }
            var k = j
            var prep = false
            if punct(k, ",") { k += 1 }
            if let (_, k2) = match(lex.timePrepositions, at: k) ?? match(lex.strongTimePrepositions, at: k) { k = k2; prep = true }
            var t = DatePoint()
            guard timePart(k, &t, allowBare: prep) != nil else { return nil }
            p.relativeDays = 0
            if span.from >= 720 { p.evening = true } else { p.morning = true }
            return j
        }
        if let (d, j) = match(lex.relativeDays, at: i) {
            p.relativeDays = d
            return partOfDay(j, &p) ?? j
        }
        if let (h, j) = match(lex.holidays, at: i), !h.needsCapital || word(i)?.capitalized == true {
            p.holiday = h.rule
            if let (y, k) = year(j) { p.year = y; return k }
            return j
        }
        var j = i
        var mode = DatePoint.WeekdayMode.upcoming
        if let (_, k) = match(lex.afterNextWords, at: j) { mode = .afterNext; j = k }
        else if let (_, k) = match(lex.nextWords, at: j) { mode = .next; j = k }
        else if let (_, k) = match(lex.lastWords, at: j) { mode = .last; j = k }
        else if let (_, k) = match(lex.thisWords, at: j) { j = k }
        // `Freitagabend`, `nächsten Montagmorgen`: a weekday and a part of the day in one word.
        if let (c, k) = match(lex.weekdayParts, at: j) {
            p.weekday = c.weekday; p.weekdayMode = mode
            p.dayPeriod = (c.span.from, c.span.to)
            if c.span.from >= 720 { p.evening = true } else { p.morning = true }
            return k
        }
        guard let (wd, k) = match(lex.weekdays, at: j) ?? abbreviatedWeekday(j, modified: j > i) else { return nil }
        var e = k
        // `Friday next week`: the week before the weekday's own modifier.
        if mode == .upcoming, let (n, k2) = weekOf(e) {
            p.weekday = wd; p.weekShift = n
            return partOfDay(k2, &p) ?? k2
        }
        if mode == .upcoming {
            if let (_, k2) = match(lex.nextWords, at: e) { mode = .next; e = k2 }
            else if let (_, k2) = match(lex.lastWords, at: e) { mode = .last; e = k2 }
        }
        if mode == .upcoming, let (_, k2) = match(lex.afterNextWords, at: e) { mode = .afterNext; e = k2 }
        p.weekday = wd; p.weekdayMode = mode
        return partOfDay(e, &p) ?? e
    }

    /// After a weekday, the week it falls in: `Tuesday of next week`, `Friday next week`, `Tuesday, this week`,
    /// `mardi de la semaine prochaine`, `martes de la semana que viene`. The shift of the week and the index after it.
    func weekOf(_ i: Int) -> (Int, Int)? {
        var j = i
        if punct(j, ",") { j += 1 }
        if let (_, k) = match(lex.monthlyJoiners, at: j) ?? match(lex.dayMonthJoiners, at: j) { j = k }
        var q = DatePoint()
        guard let e = periodPoint(j, &q), let period = q.period, period.unit == .week, period.number == nil, !q.weekend,
              q.boundary == nil else { return nil }
        return (period.shift, e)
    }

    /// An abbreviated weekday where it cannot be a word: after a date preposition or a modifier (`on Thu`,
    /// `next Fri`), or before a time (`Thu at 3pm`, `Mo. um 10 Uhr`, `lun. à 10h`, `seg. às 10h`, `пн в 10:00`).
    /// Two Latin letters need their dot or a preposition (`So um 10` is German `so`).
    func abbreviatedWeekday(_ i: Int, modified: Bool) -> (Int, Int)? {
        guard let (wd, k) = match(lex.weekdayAbbreviations, at: i), capitalizationOK(i), let t = word(i) else { return nil }
        let dotted = punct(k, ".") && attached(k)
        let e = dotted ? k + 1 : k
        let led = modified || (i > 0 && match(lex.datePrepositions, at: i - 1).map { $0.1 == i } == true)
        if t.end - t.start <= 2, tokens.text[t.start] < 0x80, !dotted, !led { return nil }
        if led { return (wd, e) }
        var j = e
        if punct(j, ",") { j += 1 }
        var scratch = DatePoint()
        if let (_, k2) = match(lex.timePrepositions, at: j) ?? match(lex.strongTimePrepositions, at: j),
           timePart(k2, &scratch, allowBare: true) != nil || timePart(j, &scratch, allowBare: true) != nil {
            return (wd, e)
        }
        if timePart(j, &scratch, allowBare: false) != nil { return (wd, e) }
        return nil
    }

    /// A day of the month alone: after a date preposition when written as an ordinal or before a time
    /// (`on the 15th`, `am 15.`, `le 2 à 10h`, `el 16 a las 10`), or with a day noun (`dia 16`, `el día 16`,
    /// `15 числа`). A plain number after `le`/`el` alone stays a number. Like other dates, the span leaves the
    /// preposition out.
    func dayOfMonth(_ i: Int, _ p: inout DatePoint) -> Int? {
        var j = i
        var noun = false
        if let (_, k) = match(lex.dayNouns, at: j) { j = k; noun = true }
        guard let t = number(j), t.digits <= 2, let (d, k0) = dayNumber(j) else { return nil }
        // `dia 01/12` is a whole date, read by the numeric rules.
        if k0 == j + 1, let n = tokens[k0], !n.spaceBefore, n.kind == .punct, "/-:.".unicodeScalars.contains(n.scalar),
           number(k0 + 1) != nil, attached(k0 + 1) { return nil }
        func ends(_ table: DateLexicon.Phrases<Bool>, at x: Int, before y: Int) -> Bool {
            x >= 0 && match(table, at: x).map { $0.1 == y } == true
        }
        let led = ends(lex.datePrepositions, at: i - 1, before: i)
            || (ends(lex.articles, at: i - 1, before: i) && ends(lex.datePrepositions, at: i - 2, before: i - 1))
        var k = k0
        var ok = noun
        if let (_, k2) = match(lex.dayNouns, at: k) { k = k2; ok = true }
        if !ok, led {
            if k > j + 1 { ok = true }
            // German writes the ordinal with a dot: `am 15.`, not `am 15.3` (a number).
            else if punct(k, "."), attached(k), tokens[k + 1].map({ $0.kind != .number || $0.spaceBefore }) ?? true { k += 1; ok = true }
        }
        // A word after the day must be able to follow a date (`on the 2nd floor` is no date).
        if ok, word(k) != nil, tokens[k]?.spaceBefore == true, !mayFollowTime(k), match(lex.timePrepositions, at: k) == nil,
           match(lex.strongTimePrepositions, at: k) == nil { return nil }
        if !ok, led, k == j + 1 {
            var scratch = DatePoint()
            if let (_, k2) = match(lex.timePrepositions, at: k) ?? match(lex.strongTimePrepositions, at: k),
               timePart(k2, &scratch, allowBare: true) != nil || timePart(k, &scratch, allowBare: true) != nil { ok = true }
        }
        guard ok else { return nil }
        p.day = d
        return k
    }

    /// Any date part; the longest reading wins.
    func datePart(_ i: Int, _ p: inout DatePoint) -> Int? {
        var best: (Int, DatePoint)?
        // A rule that fails leaves the point as it was (see `DateParser`), so `q` is copied back from `p` only
        // after a rule that read something: on a failed anchor the rules tried cost no copy of the point.
        var q = p
        var used = false
        if let j = numericDate(i, &q) ?? dottedDayMonth(i, &q) ?? numericMonthYear(i, &q) { best = (j, q); used = true }
        if used { q = p; used = false }
        if let j = namedDate(i, &q) { if j > (best?.0 ?? i) { best = (j, q) }; used = true }
        if used { q = p; used = false }
        if let j = wordDate(i, &q) { if j > (best?.0 ?? i) { best = (j, q) }; used = true }
        if used { q = p; used = false }
        if let j = periodPoint(i, &q) ?? boundaryPoint(i, &q) { if j > (best?.0 ?? i) { best = (j, q) }; used = true }
        if used { q = p; used = false }
        if let j = relativeSpan(i, &q) { if j > (best?.0 ?? i) { best = (j, q) }; used = true }
        if used { q = p; used = false }
        if let j = slashDayMonth(i, &q) { if j > (best?.0 ?? i) { best = (j, q) }; used = true }
        if used { q = p }
        if let j = dayOfMonth(i, &q), j > (best?.0 ?? i) { best = (j, q) }
        guard let (j, r) = best else { return nil }
        p = r
        return j
    }

    // MARK: Times

    /// `17:00`, `5:30:15`, `14.30` (only with a following `Uhr`/`h`/am-pm) — digits with a clock separator.
    /// With `dotted`, `14.30` alone is a time too (the end of `18:10 - 22.32`, whose start is a clock).
    func clock(_ i: Int, _ p: inout DatePoint, requireAttached: Bool = false, dotted: Bool = false) -> (Int, Bool)? {
        guard let h = number(i), h.digits <= 2, h.number <= 24, punct(i + 1, ":", "."), attached(i + 1),
              let m = number(i + 2), attached(i + 2), m.digits == 2, m.number <= 59 else { return nil }
        if requireAttached, !attached(i) { return nil }
        let dot = punct(i + 1, ".")
        var j = i + 3
        var s: Int?
        if punct(j, ":"), attached(j), let sec = number(j + 1), attached(j + 1), sec.digits == 2, sec.number <= 60 {
            s = sec.number; j += 2
            if punct(j, "."), attached(j), let frac = number(j + 1), attached(j + 1), frac.digits <= 9 { j += 2 }
        }
        if let n = tokens[j], !n.spaceBefore, n.kind == .number { return nil }
        if let n = tokens[j], !n.spaceBefore, n.kind == .punct, ":.".unicodeScalars.contains(n.scalar), number(j + 1) != nil, attached(j + 1) { return nil }
        var q = p
        q.hour = h.number; q.minute = m.number; q.second = s
        var strong = !dot || dotted
        if let (pm, k) = meridiem(j) ?? gluedMeridiem(j) {
            guard (1...12).contains(h.number) else { return nil }
            q.pm = pm; j = k; strong = true
        } else if let (_, k) = match(lex.hourWords, at: j) { j = k; strong = true }
        guard strong else { return nil }
        p = q
        return (j, true)
    }

    /// `am`, `pm`, `a.m.`, `p.m.`.
    func meridiem(_ i: Int) -> (Bool, Int)? {
        guard word(i) != nil else { return nil }
        let text = tokens.tokenText(i)
        switch text {
        case "am": return (false, punct(i + 1, ".") && attached(i + 1) ? i + 2 : i + 1)
        case "pm": return (true, punct(i + 1, ".") && attached(i + 1) ? i + 2 : i + 1)
        case "a", "p":
            guard punct(i + 1, "."), attached(i + 1), word(i + 2) != nil, tokens.tokenText(i + 2) == "m", attached(i + 2) else { return nil }
            return (text == "p", punct(i + 3, ".") && attached(i + 3) ? i + 4 : i + 3)
        default: return nil
        }
    }

    /// `a` or `p` glued to a clock's minutes as the whole word (`5:16p`, `10:30a`), as calendars abbreviate.
    func gluedMeridiem(_ i: Int) -> (Bool, Int)? {
        guard i > 0, word(i) != nil, !(tokens[i]?.spaceBefore ?? true), tokens[i - 1]?.kind == .number else { return nil }
        let text = tokens.tokenText(i)
        guard text == "a" || text == "p" else { return nil }
        if let n = tokens[i + 1], !n.spaceBefore, n.kind != .punct || !",;)!?".unicodeScalars.contains(n.scalar) {
            guard n.kind == .punct, n.scalar == ".", tokens[i + 2].map({ $0.spaceBefore }) ?? true else { return nil }
        }
        return (text == "p", i + 1)
    }

    /// A time of day: `5pm`, `5 p.m.`, `17:00`, `17h`, `18h30`, `14:30 Uhr`, `10 Uhr`, `noon`; with
    /// `allowBare`, a bare hour (`at 8`). Followed by an optional evening/morning phrase and zone.
    func timePart(_ i: Int, _ p: inout DatePoint, allowBare: Bool) -> Int? {
        var q = p
        var j: Int
        if let k = clockIdiom(i, &q) {
            j = k
            if let (pm, k2) = meridiem(j), let h = q.hour, (1...12).contains(h) { q.pm = pm; j = k2 }
        } else if let (h, k) = match(lex.namedTimes, at: i) {
            q.hour = h; q.minute = 0; q.midnight = h == 0; j = k
        } else if let (k, _) = clock(i, &q) {
            j = k
        } else if let h = number(i), h.digits <= 2, h.number <= 24 {
            // `11 am Abend`, `6 am Morgen`: German `am` before a part of the day is no a.m.
            if let (_, k) = match(lex.eveningAfter, at: i + 1) ?? match(lex.morningAfter, at: i + 1), k > i + 2 {
                guard allowBare else { return nil }
                q.hour = h.number; j = i + 1
            } else if let (pm, k) = meridiem(i + 1) {
                guard (1...12).contains(h.number) else { return nil }
                q.hour = h.number; q.pm = pm; j = k
            } else if word(i + 1) != nil, tokens.tokenText(i + 1) == "h", attached(i + 1) {
                q.hour = h.number; j = i + 2
                if let m = number(j), attached(j), m.digits == 2, m.number <= 59 { q.minute = m.number; j += 1 }
                else if tokens[j].map({ !$0.spaceBefore && $0.kind != .punct }) == true { return nil }   // `23H2`
                else { q.minute = 0 }
                // `8h10 PM`, `5h16 p.m.`: a twelve-hour clock written with `h`.
                if let (pm, k) = meridiem(j) ?? gluedMeridiem(j), (1...12).contains(h.number) { q.pm = pm; j = k }
            } else if let (_, k) = match(lex.hourWords, at: i + 1) {
                // An hour word that is also a unit (`24 h vorher`, `les 2 h`, `за 2 часа`, `por 2 horas`) is an amount
                // of time after an article or a duration word, or at 24 without a time preposition.
                if match(lex.units, at: i + 1) != nil || tokens.tokenText(i + 1) == "h", !ledByTimePreposition(i) {
                    if h.number == 24 { return nil }
                    if i > 0, [lex.articles, lex.durationPrefixes, lex.spanPrefixes].contains(where: { t in
                        match(t, at: i - 1).map { $0.1 == i } == true
                    }) { return nil }
                }
                q.hour = h.number; q.minute = 0; j = k
                // `7 h 40`: minutes after a spaced hour word.
                if tokens.tokenText(i + 1) == "h", let m = number(j), m.digits == 2, m.number <= 59,
                   !(tokens[j + 1].map { !$0.spaceBefore && ($0.kind != .punct || ":.,".unicodeScalars.contains($0.scalar)) } ?? false
                     && number(j + 2) != nil && attached(j + 2)),
                   tokens[j + 1].map({ $0.spaceBefore || $0.kind == .punct }) ?? true {
                    q.minute = m.number; j += 1
                }
            } else if allowBare {
                // A bare hour must not run into something that makes it a count (`at 5 health`, `at 5.5`).
                if let n = tokens[i + 1], !n.spaceBefore, n.kind != .punct || !",).!?;".unicodeScalars.contains(n.scalar) {
                    // `1-3 PM`, `13–15 Uhr`: a bare hour may open a range (`expression` drops a range whose
                    // two ends are both bare, so `5-6 people` and a `2-1` score stay out).
                    guard n.kind == .punct, "-–—".unicodeScalars.contains(n.scalar), number(i + 2) != nil, attached(i + 2) else { return nil }
                }
                if let n = tokens[i + 1], n.kind == .number { return nil }
                if punct(i + 1, "."), attached(i + 1), number(i + 2) != nil, attached(i + 2) { return nil }
                // A bare hour followed by an unrelated word is a count (`a las 10 personas`, `at 5 health`); a word on
                // the next line is not its own.
                if word(i + 1) != nil, !lineBreak(before: i + 1), !mayFollowTime(i + 1) { return nil }
                q.hour = h.number; q.bareHour = true; j = i + 1
            } else { return nil }
        } else if let (h, k) = match(lex.hourNumbers, at: i) {
            // `five o'clock`, `cinq heures`, `five pm`, `five in the evening`; bare (`a las cinco`) only where a
            // bare digit hour would be read.
            q.hour = h
            if let (pm, k2) = meridiem(k) { q.pm = pm; j = k2 }
            else if let (_, k2) = match(lex.hourWords, at: k) {
                // `cinq heures`, `два часа`, `dos horas` are also amounts of time (`pendant deux heures`): an hour only
                // after a time preposition (`à cinq heures`, `в пять часов`) or before a part of the day.
                if match(lex.units, at: k) != nil, !ledByTimePreposition(i), match(lex.eveningAfter, at: k2) == nil,
                   match(lex.morningAfter, at: k2) == nil { return nil }
                q.minute = 0; j = k2
            }
            else if match(lex.eveningAfter, at: k) != nil || match(lex.morningAfter, at: k) != nil { j = k }
            else if allowBare, tokens[k]?.kind != .number, word(k) == nil || mayFollowTime(k) { q.bareHour = true; j = k }
            else { return nil }
        } else { return nil }
        if let h = q.hour, h == 24, (q.minute ?? 0) != 0 { return nil }
        if let (evening, k) = match(lex.eveningAfter, at: j) {
            if evening { q.evening = true } else { q.night = true }
            q.bareHour = false; j = k
        }
        else if let (_, k) = match(lex.morningAfter, at: j) { q.morning = true; q.bareHour = false; j = k }
        if let (z, k) = zone(j) { q.zone = z; j = k }
        else if q.minute != nil, tokens[j]?.spaceBefore == true, let (z, k) = numericOffset(j), number(j + 1)?.digits == 4 {
            // RFC 5322 and changelog stamps: `12:17:15 -0400`, `14:03:11 +0100`.
            q.zone = z; j = k
        }
        p = q
        return j
    }

    /// Whether a time preposition (`at`, `à`, `в`, `a las`, `às`) ends right before token `i`.
    func ledByTimePreposition(_ i: Int) -> Bool {
        (1...2).contains { back in
            i >= back && (match(lex.timePrepositions, at: i - back) ?? match(lex.strongTimePrepositions, at: i - back)).map { $0.1 == i } == true
        }
    }

    /// Whether the words at `i` can follow a time: a half of the day, an hour word, a zone, a date word, a
    /// range or list connector.
    func mayFollowTime(_ i: Int) -> Bool {
        if match(lex.eveningAfter, at: i) != nil || match(lex.morningAfter, at: i) != nil || match(lex.hourWords, at: i) != nil
            || match(lex.datePrepositions, at: i) != nil || match(lex.rangeConnectors, at: i) != nil
            || match(lex.andWords, at: i) != nil || match(lex.relativeDays, at: i) != nil || match(lex.tonight, at: i) != nil
            || match(lex.weekdays, at: i) != nil || match(lex.durationPrefixes, at: i) != nil || zone(i) != nil {
            return true
        }
        return false
    }

    // MARK: Zones

    /// `+03:00`, `-0800`, `+3` after `UTC`/`GMT` or glued to an ISO time.
    func numericOffset(_ i: Int) -> (TimeZone, Int)? {
        guard punct(i, "+", "-", "−"), let sign = tokens[i]?.scalar, let h = number(i + 1), attached(i + 1) else { return nil }
        var hours = h.number, minutes = 0, j = i + 2
        if h.digits == 4 { hours = h.number / 100; minutes = h.number % 100 }
        else if h.digits <= 2, punct(j, ":"), attached(j), let m = number(j + 1), m.digits == 2, attached(j + 1) { minutes = m.number; j += 2 }
        else if h.digits > 2 { return nil }
        guard hours <= 14, minutes < 60 else { return nil }
        let secs = (hours * 3600 + minutes * 60) * (sign == "+" ? 1 : -1)
        guard let z = TimeZone(secondsFromGMT: secs) else { return nil }
        return (z, j)
    }

    /// A zone after a time: `UTC+3`, `GMT-08:00`, `EST`, `America/New_York`, `Moscow time`, `(CET)`.
    func zone(_ i: Int) -> (TimeZone, Int)? {
        if punct(i, "("), let (z, j) = zone(i + 1), punct(j, ")") { return (z, j + 1) }
        if let (id, j) = match(lex.zoneNames, at: i), let z = TimeZone(identifier: id) { return (z, j) }
        guard let t = word(i) else { return nil }
        let text = tokens.tokenText(i)
        if text == "utc" || text == "gmt" {
            if let (z, j) = numericOffset(i + 1), attached(i + 1) { return (z, j) }
            return (TimeZone(identifier: text == "utc" ? "UTC" : "GMT") ?? .gmt, i + 1)
        }
        if t.allCaps, text.unicodeScalars.count >= 2, let id = ZoneAbbreviations.table[text.uppercased()],
           let z = TimeZone(identifier: id) { return (z, i + 1) }
        // IANA names: `Europe/Berlin`, `America/Argentina/Buenos_Aires`.
        if t.capitalized, punct(i + 1, "/"), attached(i + 1) {
            var j = i
            var parts: [String] = []
            while let w = tokens[j], w.kind == .word || (w.kind == .punct && (w.scalar == "/" || w.scalar == "_")), j == i || !w.spaceBefore {
                parts.append(w.kind == .word ? String(tokens.text.string(w.start..<w.end)) : tokens.tokenText(j))
                j += 1
                if parts.count > 9 { break }
            }
            while let last = parts.last, last == "/" || last == "_" { parts.removeLast(); j -= 1 }
            if parts.contains("/"), let z = TimeZone(identifier: parts.joined()) { return (z, j) }
        }
        return nil
    }

    // MARK: Relative amounts

    /// A count: digits or a number word (`two`, `an`, `a couple of`).
    func amount(_ i: Int) -> (Int, Int)? {
        if let t = number(i), t.digits <= 4 { return (t.number, i + 1) }
        return match(lex.numberWords, at: i)
    }

    /// `30 min`, `2 hours`, `3 days`, `a few days` (a vague count), and compounds of a larger and a smaller unit
    /// (`3 min 49 sec`, `1 hour and 30 minutes`, `2 years, 3 months`) as an amount of the smaller one.
    func quantity(_ i: Int) -> ((Int, DateLanguage.Unit), Int)? {
        guard let (first, k) = singleQuantity(i) else { return nil }
        var q = first, e = k
        // At most three parts (`1 day 2 hours 30 minutes`), each smaller than the one before.
        for _ in 0..<2 {
            var j = e
            if punct(j, ",") { j += 1 }
            if let (_, k2) = match(lex.andWords, at: j) { j = k2 }
            guard number(j) != nil || j > e, let (next, k3) = singleQuantity(j, chained: true), let sum = Self.compound(q, next) else { break }
            q = sum; e = k3
        }
        return (q, e)
    }

    /// One amount and its unit; `chained` after another (`1d 21 h 25m`), a compact unit may stand apart from its digits.
    func singleQuantity(_ i: Int, chained: Bool = false) -> ((Int, DateLanguage.Unit), Int)? {
        if let (a, k) = match(lex.amountPhrases, at: i) { return ((a.count, a.unit), k) }
        var i = i
        if let (_, k) = match(lex.approximations, at: i) { i = k }   // `in about 5 hours`
        guard let t0 = tokens[i] else { return nil }
        if t0.kind == .punct, t0.scalar == "~", number(i + 1) != nil, attached(i + 1) { i += 1 }   // `in ~5 hours`
        // `1.5 hours`, `1,5 Stunden`, `2.5 days`: a fraction of a unit as a whole number of the next smaller one.
        if let t = number(i), t.digits <= 3, let s = tokens[i + 1], s.kind == .punct, !s.spaceBefore, s.scalar == "." || s.scalar == ",",
           let f = number(i + 2), f.digits == 1, attached(i + 2), let (u, k) = match(lex.units, at: i + 3),
           let q = Self.fraction(t.number, tenths: f.number, of: u) {
            return (q, k)
        }
        // `1h`, `3m 49s`, `2hr5min`: a unit glued to its digits, in lower case.
        if let t = number(i), t.digits <= 4, attached(i + 1) || chained, let w = word(i + 1), !w.capitalized,
           let (u, k) = match(lex.compactUnits, at: i + 1), tokens[k].map({ $0.spaceBefore || $0.kind != .word }) ?? true {
            return ((t.number, u), k)
        }
        // `a few` before `a`: the longer count.
        guard let (n, j0) = match(lex.vagueCounts, at: i) ?? amount(i) else { return nil }
        var j = j0
        if let (_, k) = match(lex.amountFillers, at: j) { j = k }
        guard let (u, k) = match(lex.units, at: j) else { return nil }
        return ((n, u), punct(k, ".") && attached(k) && (u == .minute || u == .second) ? k + 1 : k)
    }

    /// `whole.tenths` of `unit` as a whole number of the next smaller unit (1.5 hours is 90 minutes, 2.5 days 60
    /// hours, 1.5 years 18 months), when it is one.
    static func fraction(_ whole: Int, tenths: Int, of unit: DateLanguage.Unit) -> (Int, DateLanguage.Unit)? {
        let (factor, smaller): (Int, DateLanguage.Unit)
        switch unit {
        case .minute: (factor, smaller) = (60, .second)
        case .hour: (factor, smaller) = (60, .minute)
        case .day: (factor, smaller) = (24, .hour)
        case .week: (factor, smaller) = (7, .day)
        case .year: (factor, smaller) = (12, .month)
        default: return nil
        }
        guard (tenths * factor) % 10 == 0 else { return nil }
        return (whole * factor + tenths * factor / 10, smaller)
    }

    /// Two amounts as one of the smaller unit, when it is smaller and both count fixed lengths (seconds to weeks,
    /// or months to years): `1 hour` and `30 minutes` are 90 minutes; `2 months` and `3 days` have no sum.
    static func compound(_ a: (Int, DateLanguage.Unit), _ b: (Int, DateLanguage.Unit)) -> (Int, DateLanguage.Unit)? {
        func fixed(_ u: DateLanguage.Unit) -> Int? {
            switch u {
            case .second: return 1
            case .minute: return 60
            case .hour: return 3600
            case .day: return 86_400
            case .week: return 604_800
            default: return nil
            }
        }
        func months(_ u: DateLanguage.Unit) -> Int? {
            switch u {
            case .month: return 1
            case .quarter: return 3
            case .year: return 12
            default: return nil
            }
        }
        if let x = fixed(a.1), let y = fixed(b.1), x > y { return (a.0 * (x / y) + b.0, b.1) }
        if let x = months(a.1), let y = months(b.1), x > y { return (a.0 * (x / y) + b.0, b.1) }
        return nil
    }

    /// `in 30 days`, `in 2 hours`, `2 weeks from today`, `3 days ago`, `через 2 часа`, `hace 3 días`, `vor 2 Tagen`;
    /// a signed amount alone (`+15 minutes`, `-3y`, `+1 день 2 часа`) or after a word for now (`now + 40 minutes`).
    func relativeAmount(_ i: Int, _ p: inout DatePoint) -> Int? {
        // A closing prefix (false: `After an hour.`) needs a clause of its own: `expires after 30 minutes` is a
        // length of time.
        if let (open, j) = match(lex.futurePrefixes, at: i), let (q, k) = quantity(j),
           open || (tokens[i].map { DateDetector.startsClause($0.start, in: tokens.text) } == true && endsSignedAmount(k)) {
            p.offset = q; return k
        }
        if let (_, j) = match(lex.pastPrefixes, at: i), let (q, k) = quantity(j) {
            p.offset = (-q.0, q.1); return k
        }
        if let (q, j) = quantity(i) {
            if let (_, k) = match(lex.pastSuffixes, at: j) { p.offset = (-q.0, q.1); return k }
            if let (_, k) = match(lex.futureSuffixes, at: j) { p.offset = q; return k }
            if let (_, k) = match(lex.closingFutureSuffixes, at: j), endsSignedAmount(k) { p.offset = q; return k }
        }
        var signed: (Int, (Int, DateLanguage.Unit), (Int, DateLanguage.Unit)?, Int)?
        if let t = tokens[i], t.kind == .punct, DateDetector.startsClause(t.start, in: tokens.text) { signed = signedAmount(i, spaced: false) }
        else if let t = tokens[i + 1], t.kind == .punct, t.scalar == "+" || t.scalar == "-" || t.scalar == "\u{2212}",
                let (_, j) = match(lex.nowWords, at: i) { signed = signedAmount(j, spaced: true) }
        guard let (s, q, rest, k) = signed, endsSignedAmount(k) else { return nil }
        p.offset = (s * q.0, q.1)
        if let r = rest { p.shift = (s * r.0, r.1) }
        return k
    }

    /// A sign (`+`, `-`, `−`) at token `i` before an amount with its unit: the sign, the amount, a second amount
    /// of days or shorter after months or years (`+2 months, 5 days`), and the end. The number is glued to the
    /// sign, or after `spaced` one space (`now + 40 minutes`, `next Tuesday + 10 days`). The unit is required:
    /// `+2 -3`, `+1 555 0100` and `-5 dB` are no amounts of time.
    func signedAmount(_ i: Int, spaced: Bool) -> (Int, (Int, DateLanguage.Unit), (Int, DateLanguage.Unit)?, Int)? {
        guard let t = tokens[i], t.kind == .punct, number(i + 1) != nil, attached(i + 1) || spaced else { return nil }
        let s: Int
        switch t.scalar {
        case "+": s = 1
        case "-", "\u{2212}": s = -1
        default: return nil
        }
        guard let (q, k) = quantity(i + 1) else { return nil }
        var j = k
        if punct(j, ",") { j += 1 }
        if let (_, k2) = match(lex.andWords, at: j) { j = k2 }
        if q.1 == .month || q.1 == .year || q.1 == .quarter, number(j) != nil, let (r, k3) = quantity(j),
           r.1 != .month && r.1 != .year && r.1 != .quarter {
            return (s, q, r, k3)
        }
        return (s, q, nil, k)
    }

    /// Whether an amount that ends before token `k` stands alone: the text, the line or the clause ends there
    /// (`+15 minutes`, `-3y.`, `after an hour.`), so `+5m users`, `-2h 30 runs` and `after 3 days of rain` stay counts.
    func endsSignedAmount(_ k: Int) -> Bool {
        guard let t = tokens[k] else { return true }
        return t.kind == .punct || lineBreak(before: k)
    }

    // MARK: Points and expressions

    /// A date, a time, or both in either order; a bare hour only after a time preposition next to a date
    /// (`tomorrow at 8`) or after a strong preposition (`a las 10`), or when `allowBare` (range ends).
    func point(_ i: Int, allowBare: Bool = false, rangeEnd: Bool = false) -> (DatePoint, Int)? {
        let key = i << 2 | (allowBare ? 2 : 0) | (rangeEnd ? 1 : 0)
        if let slot = pointMemo.slot(key) { return pointMemo[slot] }
        let r = readPoint(i, allowBare: allowBare, rangeEnd: rangeEnd)
        pointMemo.append(key, r)
        return r
    }

    /// A date part or a relative amount alone from token `i` (`datePart`, else `relativeAmount`).
    func dateOrAmount(_ i: Int) -> (DatePoint, Int)? {
        alone(i, amount: false) ?? alone(i, amount: true)
    }

    /// `datePart(_:_:)`, or with `amount` `relativeAmount(_:_:)`, from an empty point at token `i`.
    func alone(_ i: Int, amount: Bool) -> (DatePoint, Int)? {
        let key = i << 1 | (amount ? 1 : 0)
        if let slot = aloneMemo.slot(key) { return aloneMemo[slot] }
        var d = DatePoint()
        guard let j = amount ? relativeAmount(i, &d) : datePart(i, &d) else {
            aloneMemo.append(key, nil)
            return nil
        }
        aloneMemo.append(key, (d, j))
        return (d, j)
    }

    private func readPoint(_ i: Int, allowBare: Bool, rangeEnd: Bool) -> (DatePoint, Int)? {
        var best: (DatePoint, Int)?
        func consider(_ p: DatePoint, _ j: Int) { if j > (best?.1 ?? i) { best = (p, j) } }

        // Date first, then an optional time.
        if let (d, j) = dateOrAmount(i) {
            consider(d, j)
            // `next Tuesday +10 days`, `2023-12-29 -10days`: a signed amount moves the date.
            if d.offset == nil, d.shift == nil, !d.isInterval, let (s, q, rest, e) = signedAmount(j, spaced: true), rest == nil, endsSignedAmount(e) {
                var x = d
                x.shift = (s * q.0, q.1)
                consider(x, e)
            }
            var k = j
            if punct(k, ",") { k += 1 }
            var prep = false
            if let (_, k2) = match(lex.timePrepositions, at: k) ?? match(lex.strongTimePrepositions, at: k) { k = k2; prep = true }
            var t = d
            let takesTime = d.period == nil && d.span == nil && !d.monthOnly && !d.yearOnly && d.boundary == nil
            if takesTime, d.offset?.unit != .hour, d.offset?.unit != .minute, d.offset?.unit != .second, let e = timePart(k, &t, allowBare: prep) {
                t.bareHour = false
                consider(t, e)
            }
        }
        if let (y, j) = yearShifted(i) { consider(y, j) }
        // Time first, then an optional date.
        var t = DatePoint()
        var start = i
        var strongPrep = false
        if let (_, k) = match(lex.strongTimePrepositions, at: i) { start = k; strongPrep = true }
        if let j = timePart(start, &t, allowBare: allowBare || strongPrep) {
            if strongPrep { t.bareHour = false }
            if !t.bareHour { consider(t, j) }
            var k = j
            // `8:23 AM ∙ Jul 9`, `10:00 · 5 May`: a bullet or a middle dot between the time and its date.
            if punct(k, ",") || punct(k, "\u{2219}", "\u{2022}", "\u{00B7}") { k += 1 }
            if let (_, k2) = match(lex.datePrepositions, at: k) {
                k = k2
                // `until 4pm on the 15th`: the article before a day alone (`dayOfMonth` reads it back).
                if let (_, k3) = match(lex.articles, at: k), number(k3) != nil { k = k3 }
            }
            // A bare number before a date is not its time (`Version 2, June 1991`).
            var both = t
            let afterPreposition = i > 0 && match(lex.timePrepositions, at: i - 1).map { $0.1 == i } == true
            // The end of `de 10 a 12 el lunes`, `from 2 to 3 on Monday`: after a range opener the hour is one.
            if !t.bareHour || afterPreposition || rangeEnd, let e = datePart(k, &both),
               both.period == nil, both.span == nil, !both.monthOnly, !both.yearOnly, both.boundary == nil {
                both.bareHour = false; consider(both, e)
            }
            else if t.bareHour { consider(t, j) }
        }
        return best
    }

    /// A full expression starting at token `i`: a point or a range, then an optional duration.
    func expression(_ i: Int) -> DateExpression? {
        var best: DateExpression?
        func consider(_ e: DateExpression) {
            if e.start.bareHour && (e.end?.bareHour ?? true) { return }
            if let end = e.end, end.bareHour, !e.start.hasTime && !e.start.hasDate { return }
            if e.endToken > (best?.endToken ?? i) { best = e }
        }
        // An amount before or after a date: `2 days after tomorrow`, `a week before Christmas`, `2 hours before
        // midnight`; the exclusive open-interval words (`before`, `after`, `vor`, `avant`, `antes de`, `после`).
        if let (q, j) = quantity(i) {
            for step in 0..<2 {
                if let (inclusive, k) = match(step == 0 ? lex.openBefore : lex.openAfter, at: j), !inclusive,
                   let (a0, e) = point(skipArticles(k)) ?? point(k), a0.hasDate, !a0.isInterval, !a0.bareHour,
                   a0.offset == nil, a0.shift == nil {
                    var a = a0
                    a.shift = (step == 0 ? -q.0 : q.0, q.1)
                    consider(DateExpression(start: a, firstToken: i, endToken: e))
                }
            }
        }
        // Open intervals: `until 4pm`, `before Christmas`, `bis Freitag`, `à partir de lundi`, `с понедельника`.
        // The two tables in turn, with no array of them to allocate per expression tried.
        for step in 0..<2 {
            let (table, direction) = step == 0 ? (lex.openBefore, DateValue.Direction.before) : (lex.openAfter, .after)
            if let (inclusive, j) = match(table, at: i), let (a0, k) = point(skipArticles(j)) ?? point(j) ?? yearAlone(j, led: true),
               !a0.bareHour {
                var a = a0
                if match(lex.pastOpeners, at: i) != nil, a.weekdayMode == .upcoming, a.weekday != nil, a.day == nil { a.weekdayMode = .recent }
                var e = DateExpression(start: a, firstToken: i, endToken: k)
                e.direction = (direction, inclusive)
                consider(e)
            }
        }
        // `from … to …`, `between … and …`.
        if let (_, j) = match(lex.rangeOpeners, at: i), let (a, k) = point(j, allowBare: true) {
            // `between … and …` and `from … to …` both accept either connector: the words are data, and
            // `from 2 and 3` never occurs in practice.
            var c: Int?
            if let (_, k2) = match(lex.rangeConnectors, at: k) ?? match(lex.andWords, at: k) { c = k2 }
            else if punct(k, "-", "–", "—") { c = k + 1 }
            if let c, let (b, e) = point(c, allowBare: true, rangeEnd: true), var merged = merge(a, b) {
                // `entre las 2 y las 4`, `de las 10 a las 12`: the article on both ends makes both hours.
                if j - i > 1, c - k > 1, merged.0.bareHour, b.bareHour { merged.0.bareHour = false; merged.1.bareHour = false }
                consider(DateExpression(start: merged.0, end: merged.1, firstToken: i, endToken: e))
            }
        }
        // `from May to December`, `de mayo a diciembre`, `с мая по декабрь`: two months.
        if let (_, j) = match(lex.rangeOpeners, at: i), let (a, k) = monthAlone(j),
           let (_, c) = match(lex.rangeConnectors, at: k) ?? match(lex.andWords, at: k), let (b0, e) = monthAlone(c) {
            var s = a, b = b0
            // `from December to May 2022`: a start month after the end's is in the year before.
            if s.year == nil, let y = b.year, let m0 = s.month, let m1 = b.month { s.year = m0 > m1 ? y - 1 : y }
            if b.year == nil, let y = s.year, let m0 = s.month, let m1 = b.month { b.year = m1 >= m0 ? y : y + 1 }
            consider(DateExpression(start: s, end: b, firstToken: i, endToken: e))
        }
        if let r = recurrence(i) { consider(recurrenceEnd(r)) }
        if let r = monthlyWeekday(i) { consider(recurrenceEnd(r)) }
        if let (a, k) = point(i, allowBare: false) ?? point(i, allowBare: true) {
            consider(DateExpression(start: a, firstToken: i, endToken: k))
            // `10am-11:30am`, `March 10 to March 12, 2027`, `01.03.2015 - 31.03.2015`, `December 10-12`.
            var c: Int?
            if punct(k, "-", "–", "—") { c = k + 1 } else if let (_, k2) = match(lex.rangeConnectors, at: k) { c = k2 }
            if let c {
                var dottedEnd = DatePoint()
                if let (b, e) = point(c, allowBare: true), let merged = merge(a, b) {
                    consider(DateExpression(start: merged.0, end: merged.1, firstToken: i, endToken: e))
                } else if a.minute != nil, !a.hasDate, k >= 2, punct(k - 2, ":"), let (e, _) = clock(c, &dottedEnd, dotted: true),
                          let merged = merge(a, dottedEnd) {
                    // `18:10 - 22.32`: after a clock with a colon, the end's dot is a clock's too.
                    consider(DateExpression(start: merged.0, end: merged.1, firstToken: i, endToken: e))
                } else if a.day != nil, !a.hasTime, a.year == nil || !a.numeric, let (d, e) = dayNumber(c) ?? dayWordAfterMonth(c),
                          tokens[e].map({ $0.kind != .number && $0.scalar != ":" }) ?? true {
                    var b = a
                    b.day = d
                    var end = e
                    if punct(end, ","), let (y, e2) = year(end + 1) { b.year = y; end = e2 }
                    else if let (y, e2) = year(end) { b.year = y; end = e2 }
                    if let merged = merge(a, b) { consider(DateExpression(start: merged.0, end: merged.1, firstToken: i, endToken: end)) }
                }
            }
        }
        // A date followed by a time range: `Dec 9th from 9 to 11am`, `viernes, de 10 a 12`.
        if let b = best, b.end == nil, b.direction == nil, !b.start.hasTime, b.start.hasDate, b.start.offset == nil, !b.start.isInterval {
            var j = b.endToken
            if punct(j, ",") { j += 1 }
            if let r = expression(j), r.start.hasTime, !r.start.hasDate, let rEnd = r.end, !rEnd.hasDate || rEnd.hasTime {
                var ranged = DateExpression(start: r.start.onDay(of: b.start), end: rEnd.onDay(of: b.start), firstToken: i,
                                            endToken: r.endToken)
                ranged.recurrence = b.recurrence
                consider(ranged)
            }
        }
        // A date followed by an open interval of its time: `tomorrow before 4pm`, `Tuesday after 2pm`.
        if let b = best, b.end == nil, b.direction == nil, b.recurrence == nil, !b.start.hasTime, b.start.hasDate,
           b.start.offset == nil, !b.start.isInterval {
            var j = b.endToken
            if punct(j, ",") { j += 1 }
            for step in 0..<2 {
                let (table, direction) = step == 0 ? (lex.openBefore, DateValue.Direction.before) : (lex.openAfter, .after)
                // Not the start of a time range (`15 January, from 8:00 to 17:00`).
                if let (inclusive, k) = match(table, at: j), let (t, e) = point(k), t.hasTime, !t.hasDate, !t.bareHour,
                   match(lex.rangeConnectors, at: e) == nil, match(lex.andWords, at: e) == nil, !punct(e, "-", "–", "—") {
                    var x = DateExpression(start: t.onDay(of: b.start), firstToken: i, endToken: e)
                    x.direction = (direction, inclusive)
                    consider(x)
                }
            }
        }
        // Day ranges sharing a month: `1-5 December`, `с 1 по 5 декабря`, `vom 1. bis 3. März`, `du 10 au 12 mars`.
        do {
            var j = i
            if let (_, k) = match(lex.rangeOpeners, at: j) { j = k }
            // The days in words (`eighth to eleventh May 2010`, `du premier au trois mai`): the end's day word needs
            // no joiner after the start's.
            let first: (Int, Int)? = number(j).flatMap { $0.digits <= 2 && (1...31).contains($0.number) ? ($0.number, j + 1) : nil }
                ?? (word(j).map { lex.dayWordFirsts.flags($0.fnv | 1) != 0 } == true ? dayWord(j).map { ($0.0, $0.1) } : nil)
            if let (d, k0) = first {
                var k = k0
                if k == j + 1, punct(k, "."), attached(k) { k += 1 }
                var c: Int?
                if let (_, k2) = match(lex.rangeConnectors, at: k) { c = k2 } else if punct(k, "-", "–", "—") { c = k + 1 }
                var worded: (DatePoint, Int)?
                if let c, number(j) == nil, let (d2, k2, _) = dayWord(c), let (m, k3) = month(k2) {
                    var b = DatePoint()
                    b.day = d2; b.month = m
                    var e = k3
                    if let (y, e2) = yearAfterMonth(k3) { b.year = y; e = e2 }
                    worded = (b, e)
                }
                if let c, let (b, e) = worded ?? point(c), b.day != nil, b.month != nil, d < (b.day ?? 0) {
                    var a = b
                    a.day = d
                    a.numeric = false
                    // `22-23 Feb at 7pm`: the time belongs to both days; this reading beats `22` as an hour.
                    if b.hasTime, e >= (best?.endToken ?? i) { best = DateExpression(start: a, end: b, firstToken: i, endToken: e) }
                    else if !b.hasTime { consider(DateExpression(start: a, end: b, firstToken: i, endToken: e)) }
                }
            }
        }
        // Numeric day ranges: `23.–27.12.`, `del 23 al 27/12`, `du 1er au 3/01`, `31.12–03.01`, `с 24.12 по 11.01`,
        // `24/12 al 6/1`. After a dash, a day alone needs a dot or an opener (`7-8/10` is a rating).
        do {
            var j = i
            var opened = false
            if let (_, k) = match(lex.rangeOpeners, at: j) { j = k; opened = true }
            var a = DatePoint()
            var k: Int?
            var dotted = false
            var strong = false
            if let (d, m, e, s) = numericDayMonthParts(j) { a.day = d; a.month = m; k = e; strong = s }
            else if let t = number(j), t.digits <= 2, let (d, e0) = dayNumber(j) {
                a.day = d
                var e = e0
                if e == j + 1, punct(e, "."), attached(e) { e += 1; dotted = true }
                k = e
            }
            if let k {
                var c: Int?
                var worded = false
                if let (_, k2) = match(lex.rangeConnectors, at: k) { c = k2; worded = true }
                else if punct(k, "-", "–", "—") { c = k + 1 }
                // `Ubuntu 20.04 to 22.04` is two versions: a day and month first need an opener or a dash.
                if let c, let (d2, m2, e, s2) = numericDayMonthParts(c),
                   opened || (worded && a.month == nil) || dotted || (strong && s2 && !worded) {
                    var b = DatePoint()
                    b.day = d2; b.month = m2
                    if a.month == nil { a.month = m2 }
                    if a.month != m2 || (a.day ?? 0) < d2 {
                        consider(DateExpression(start: a, end: b, firstToken: i, endToken: e))
                    }
                }
            }
        }
        // Only when nothing else reads the words: `a las 10` keeps its preposition.
        if best == nil, let (p, e) = endingHour(i), let (_, k) = match(lex.endingHourPrepositions, at: i) {
            consider(DateExpression(start: p, firstToken: k, endToken: e))
        }
        guard var e = best else { return nil }
        // `for 2 hours`, `, 30 min`.
        if e.start.hasTime || e.start.hasDate, e.end == nil, e.direction == nil, !e.start.isInterval {
            var j = e.endToken
            if punct(j, ",") { j += 1 }
            if let (_, k2) = match(lex.durationPrefixes, at: j) { j = k2 }
            if let (q, k3) = quantity(j), q.0 > 0, (e.start.hasTime && e.start.offset == nil) || q.1 == .day || q.1 == .week {
                e.duration = q
                e.endToken = k3
            }
        }
        return e
    }

    /// A bare hour after a time preposition that ends a sentence or a line: `see you at 12.`, `um 12`, `в 12.30`,
    /// `à 8`. The preposition stays outside the span. Anything after it on the line but a sentence end makes it a
    /// count or a score (`at 12 degrees`, `at 12 of 20`).
    func endingHour(_ i: Int) -> (DatePoint, Int)? {
        guard let (_, k) = match(lex.endingHourPrepositions, at: i), let h = number(k), h.digits <= 2, h.number <= 24, attached(k) == false
        else { return nil }
        // `2 à 1`, `3 в 1`: a score or a ratio.
        if let t = tokens[i] {
            var b = t.start
            while b > 0, tokens.text[b - 1] == 0x20 { b -= 1 }
            if b > 0, DateScan.isDigit(tokens.text[b - 1]) { return nil }
        }
        var p = DatePoint()
        p.hour = h.number
        var e = k + 1
        if punct(e, ".", ":"), attached(e), let m = number(e + 1), attached(e + 1), m.digits == 2, m.number <= 59 {
            if h.number == 24 && m.number != 0 { return nil }
            p.minute = m.number; e += 2
        } else {
            p.minute = 0
        }
        if let n = tokens[e] {
            guard n.kind == .punct, ".!?;,)".unicodeScalars.contains(n.scalar) else {
                // A new line after it ends it too.
                return lineBreak(before: e) ? (p, e) : nil
            }
            // `at 12.5`, `at 12,5`: a decimal.
            if let m = tokens[e + 1], !m.spaceBefore, m.kind == .number { return nil }
        }
        return (p, e)
    }

    /// A recurrence: a recurrence word, an optional interval (`other`, `zweiten`, `2`, `deux`), then a weekday
    /// (`every Monday`, `tous les lundis`) or a unit of a day or longer (`every day`, `jede Woche`, `cada dos
    /// semanas`), then an optional time (`at 10`, `à 9h`); or a plural prefix and a plural weekday (`on Mondays`,
    /// `по понедельникам`). Anything else after the recurrence word (`every time`, `each of`) is no date.
    func recurrence(_ i: Int) -> DateExpression? {
        var j: Int
        var plural = false
        if let (_, k) = match(lex.recurrenceWords, at: i) { j = k }
        else if let (_, k) = match(lex.pluralRecurrencePrefixes, at: i) { j = k; plural = true }
        else { return nil }
        var p = DatePoint()
        var rule: DateValue.Recurrence
        // A weekday first: `toda segunda-feira` is Monday, not an interval `segunda`.
        if let (wd, k) = match(lex.weekdayPlurals, at: j) ?? (plural ? nil : match(lex.weekdays, at: j)) {
            p.weekday = wd
            var days = [wd]
            j = moreWeekdays(k, &days)
            rule = DateValue.Recurrence(frequency: .weekly, weekdays: days)
        } else {
            guard !plural else { return nil }
            var interval = 1
            if let (n, k) = match(lex.recurrenceIntervals, at: j), n >= 2 { interval = n; j = k }
            else if let (n, k) = amount(j), n >= 2, n <= 99 { interval = n; j = k }
            if let (wd, k) = match(lex.weekdayPlurals, at: j) ?? match(lex.weekdays, at: j) {
                p.weekday = wd
                var days = [wd]
                j = moreWeekdays(k, &days)
                rule = DateValue.Recurrence(frequency: .weekly, interval: interval, weekdays: days)
            } else if let (u, k) = match(lex.units, at: j) {
                let frequency: DateValue.Recurrence.Frequency
                switch u {
                case .second, .minute, .hour: return nil
                case .day: frequency = .daily
                case .week: frequency = .weekly
                case .month, .quarter: frequency = .monthly
                case .year: frequency = .yearly
                }
                rule = DateValue.Recurrence(frequency: frequency, interval: u == .quarter ? 3 * interval : interval)
                p.relativeDays = 0
                j = k
            } else { return nil }
        }
        var e = DateExpression(start: p, firstToken: i, endToken: j)
        e.recurrence = rule
        return withTime(e)
    }

    /// A recurrence with the time after it, if any: `every Monday at 10`, `tous les jours à 9h`, `todos los viernes
    /// a las 8`, `the first Monday of every month at 9`.
    func withTime(_ r: DateExpression) -> DateExpression {
        var e = r
        var k = e.endToken
        if punct(k, ",") { k += 1 }
        var prep = false
        if let (_, k2) = match(lex.timePrepositions, at: k) ?? match(lex.strongTimePrepositions, at: k) { k = k2; prep = true }
        var t = e.start
        if let end = timePart(k, &t, allowBare: prep) {
            t.bareHour = false
            e.start = t
            e.endToken = end
        }
        return e
    }

    /// A weekday of every month: `the first Monday of every month`, `the last Friday of each month`,
    /// `el primer lunes de cada mes`, `le premier lundi de chaque mois`, `в первый понедельник каждого месяца`;
    /// with the recurrence word first (`jeden ersten Montag im Monat`, `каждый первый понедельник месяца`,
    /// `every first Monday of the month`) or before the month (`jeden Monat am ersten Montag`, `every month on
    /// the last Friday`) (`FREQ=MONTHLY;BYDAY=1MO`); `start` is its weekday, the resolver finds the first
    /// occurrence.
    func monthlyWeekday(_ i: Int) -> DateExpression? {
        /// `first Monday`, `last Friday`, `ersten Montag`: the ordinal and the weekday.
        func nthWeekday(_ j0: Int) -> (n: Int, weekday: Int, end: Int)? {
            var j = skipArticles(j0)
            let n: Int
            if let (o, k) = match(lex.ordinals, at: j), (1...5).contains(o) { n = o; j = k }
            else if let (_, k) = match(lex.lastWords, at: j) { n = -1; j = k }
            else { return nil }
            guard let (wd, k) = match(lex.weekdays, at: j) else { return nil }
            return (n, wd, k)
        }
        /// `month`, `Monat`, `mois`, `месяца`: the unit of a month.
        func monthUnit(_ j: Int) -> Int? {
            guard let (u, k) = match(lex.units, at: j), u == .month else { return nil }
            return k
        }
        func joined(_ j: Int) -> Int {
            var k = j
            if let (_, k2) = match(lex.monthlyJoiners, at: k) ?? match(lex.dayMonthJoiners, at: k) { k = k2 }
            return k
        }
        var found: (n: Int, weekday: Int, end: Int)?
        if let (_, j) = match(lex.recurrenceWords, at: i) {
            // `jeden ersten Montag im Monat`, `каждый первый понедельник месяца`.
            if let w = nthWeekday(j), let e = monthUnit(skipArticles(joined(w.end))) { found = (w.n, w.weekday, e) }
            // `jeden Monat am ersten Montag`, `every month on the first Monday`, `cada mes el primer lunes`.
            else if let k = monthUnit(j) {
                var m = k
                if punct(m, ",") { m += 1 }
                if let (_, k2) = match(lex.datePrepositions, at: m) { m = k2 }
                if let w = nthWeekday(m) { found = w }
            }
        } else if let w = nthWeekday(i), let (_, k3) = match(lex.recurrenceWords, at: joined(w.end)), let e = monthUnit(k3) {
            found = (w.n, w.weekday, e)
        }
        guard let (n, wd, e) = found else { return nil }
        var p = DatePoint()
        p.weekday = wd
        var x = DateExpression(start: p, firstToken: i, endToken: e)
        x.recurrence = DateValue.Recurrence(frequency: .monthly, weekdays: [wd], weekdayOrdinal: n)
        return withTime(x)
    }

    /// A recurrence's end after it: `every Monday until June`, `tous les lundis jusqu'au 30 juin`,
    /// `каждый понедельник до 1 июня`.
    func recurrenceEnd(_ r: DateExpression) -> DateExpression {
        var j = r.endToken
        if punct(j, ",") { j += 1 }
        guard let (inclusive, k) = match(lex.openBefore, at: j),
              let (b, e) = point(skipArticles(k)) ?? point(k) ?? monthAlone(k) ?? yearAlone(k, led: true),
              !b.bareHour, b.hasDate || b.monthOnly || b.yearOnly else { return r }
        var x = r
        x.until = (b, inclusive)
        x.endToken = e
        return x
    }

    /// More weekdays of a recurrence after the first: `every Monday and Thursday`, `по вторникам и четвергам`,
    /// `tous les lundis, mercredis et vendredis`. At most seven; the first stays `start`'s weekday.
    func moreWeekdays(_ i: Int, _ days: inout [Int]) -> Int {
        var j = i
        while days.count < 7 {
            var k = j
            if punct(k, ",") { k += 1 }
            if let (_, k2) = match(lex.andWords, at: k) { k = k2 } else if k == j { break }
            guard let (wd, e) = match(lex.weekdayPlurals, at: k) ?? match(lex.weekdays, at: k) else { break }
            if !days.contains(wd) { days.append(wd) }
            j = e
        }
        return j
    }

    /// A month, or a day of a month, some years from the reference year: `June in two years`, `May 5 two years
    /// ago`, `in zwei Jahren im Juni`, `dans trois ans en mars`, `через два года в июне`.
    func yearShifted(_ i: Int) -> (DatePoint, Int)? {
        func monthOrDay(_ j: Int) -> (DatePoint, Int)? {
            if let (q, e) = alone(j, amount: false), q.month != nil, q.year == nil, q.monthOnly || q.day != nil, !q.hasTime, q.weekday == nil,
               q.period == nil, q.boundary == nil, q.relativeDays == nil, q.offset == nil {
                return (q, e)
            }
            return monthAlone(j).flatMap { $0.0.year == nil ? $0 : nil }
        }
        func years(_ j: Int) -> (Int, Int)? {
            guard let (q, e) = alone(j, amount: true), let o = q.offset, o.unit == .year, o.amount != 0 else { return nil }
            return (o.amount, e)
        }
        if let (q0, k) = monthOrDay(i) {
            var j = k
            if punct(j, ",") { j += 1 }
            if let (n, e) = years(j) { var q = q0; q.yearShift = n; return (q, e) }
        }
        if let (n, k) = years(i) {
            var j = k
            if punct(j, ",") { j += 1 }
            if let (_, k2) = match(lex.monthPrepositions, at: j) { j = k2 }
            else if let (_, k2) = match(lex.datePrepositions, at: j) { j = k2 }
            if let (q0, e) = monthOrDay(j) { var q = q0; q.yearShift = n; return (q, e) }
        }
        return nil
    }

    /// Fills what the second point of a range leaves out from the first and vice versa: `from 2:00 to 3:30 PM`
    /// (a.m./p.m.), `March 10 to March 12, 2027` (year), `Dec 4 10am-11:30am` (the day).
    func merge(_ a0: DatePoint, _ b0: DatePoint) -> (DatePoint, DatePoint)? {
        var a = a0, b = b0
        // A range needs like ends: two dates or two times.
        guard a.hasTime == b.hasTime || (a.hasDate && b.hasDate) else { return nil }
        if a.offset != nil || b.offset != nil { return nil }
        if a.hasTime && b.hasTime {
            // `2 to 3:30 PM`: the start shares the end's half of the day unless that puts it after the end
            // (`11-1pm` is 11 a.m.).
            if a.pm == nil, let bpm = b.pm, let ah = a.hour, (1...12).contains(ah), let bh = b.hour {
                a.pm = bpm ? (ah % 12) + 12 <= (bh % 12) + 12 : false
            }
            // `с 10 до 11 вечера`, `from 8 to 10 in the evening`: the start shares the end's evening.
            if a.pm == nil, b.pm == nil, b.evening, !a.evening, !a.morning, let ah = a.hour, let bh = b.hour, (1...11).contains(ah), ah <= bh {
                a.evening = true
            }
            if a.pm == nil, b.pm == nil, b.night, !a.night, !a.evening, !a.morning, let ah = a.hour, let bh = b.hour, (1...11).contains(ah), ah <= bh {
                a.night = true
            }
            // `8pm - 11`, `de 1pm a 3`: an end without a.m./p.m. after a p.m. start is p.m. when that keeps it after
            // the start on the same day (`10pm - 1` ends at 1 a.m.).
            if b.pm == nil, !b.evening, !b.night, let ah = a.hour, let bh = b.hour, (1...11).contains(bh), (1...11).contains(ah),
               a.pm == true || (a.pm == nil && (a.evening || (a.night && ah >= 6))), bh > ah {
                b.pm = true
            }
            if a.zone == nil { a.zone = b.zone }
            if b.zone == nil { b.zone = a.zone }
        }
        if !b.hasDate { b = b.onDay(of: a) }
        // `9:00 AM to 5:00 PM, Tuesday, 20 May 2013`: the start shares the end's day.
        if !a.hasDate, a.hasTime, b.hasDate { a = a.onDay(of: b) }
        // `December 20 to May 5, 2022`: a start after the end's month is in the year before.
        if a.year == nil, let m = a.month, let y = b.year { a.year = b.month.map { m > $0 } == true ? y - 1 : y }
        if a.month == nil, a.day != nil, b.month != nil { a.month = b.month }
        return (a, b)
    }
}
