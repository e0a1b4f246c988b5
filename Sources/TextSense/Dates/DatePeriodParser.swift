/// Grammar for stretches of time and clock idioms, over the same tokens as `DateParser`:
///
/// - periods: a modifier and a period noun (`next week`, `la semaine prochaine`, `в прошлом месяце`,
///   `im dritten Quartal`, `Q3 2027`, `this weekend`), a bare month after a preposition (`in March`, `в марте`);
/// - boundaries of a period or month (`end of the month`, `Anfang nächster Woche`, `mid-March`,
///   `a mediados de mayo`, `в конце марта`);
/// - relative spans (`the last 10 minutes`, `in den nächsten 5 Tagen`, `les 3 derniers jours`,
///   `за последние два часа`);
/// - parts of the day after a day (`tomorrow evening`, `heute Nachmittag`, `вчера вечером`, `this morning`);
/// - clock idioms (`quarter past 6`, `halb acht`, `minuit et demie`, `las tres y media`, `без четверти пять`).
///
/// Every rule reads words from the lexicon (`DateLanguage` fields), never a phrase list of its own.
extension DateParser {
    /// Up to two articles or joiners (`the`, `la`, `im`, `на`).
    func skipArticles(_ i: Int) -> Int {
        var j = i
        for _ in 0..<2 { guard let (_, k) = match(lex.articles, at: j) else { break }; j = k }
        return j
    }

    /// A modifier before a period: `this` 0, `next` 1, `last` −1, `übernächste` 2.
    func periodModifier(_ i: Int) -> (Int, Int)? {
        if let (_, j) = match(lex.afterNextWords, at: i) { return (2, j) }
        if let (_, j) = match(lex.nextWords, at: i) { return (1, j) }
        if let (_, j) = match(lex.lastWords, at: i) { return (-1, j) }
        if let (_, j) = match(lex.thisWords, at: i) { return (0, j) }
        return nil
    }

    /// A modifier after a period: `prochaine`, `que viene`, `pasado`, `after next`.
    func postModifier(_ i: Int) -> (Int, Int)? {
        if let (_, j) = match(lex.afterNextWords, at: i) { return (2, j) }
        if let (_, j) = match(lex.nextWords, at: i) { return (1, j) }
        if let (_, j) = match(lex.lastWords, at: i) { return (-1, j) }
        return nil
    }

    /// A period noun or the weekend, with an optional year for numbered quarters.
    private func periodNoun(_ i: Int, shift: Int, _ p: inout DatePoint) -> Int? {
        if let (u, j) = match(lex.periods, at: i) {
            p.period = DatePoint.Period(unit: u, shift: shift, number: nil)
            return j
        }
        if let (_, j) = match(lex.weekendWords, at: i) {
            p.period = DatePoint.Period(unit: .week, shift: shift, number: nil)
            p.weekend = true
            return j
        }
        return nil
    }

    /// `next week`, `the week after next`, `la semaine prochaine`, `this weekend`, `Q3 2027`, `the third quarter`,
    /// `next March`, `in March`, `в марте`.
    func periodPoint(_ i: Int, _ p: inout DatePoint, bare: Bool = false) -> Int? {
        var q = DatePoint()
        let a = skipArticles(i)
        // Modifier first: `next week`, `im nächsten Jahr`, `в следующем месяце`, `next March`.
        if let (shift, j) = periodModifier(a) {
            if let e = periodNoun(j, shift: shift, &q) {
                var end = e
                if shift == 0, let (s2, e2) = postModifier(e) { q.period?.shift = s2; end = e2 }
                p = q
                return end
            }
            if let (m, e) = month(j), tokens[e].map({ $0.kind != .number }) ?? true {
                q.month = m; q.monthOnly = true
                q.weekdayMode = shift > 0 ? .next : shift < 0 ? .last : .upcoming
                p = q
                return e
            }
        }
        // Period then modifier: `la semaine prochaine`, `el año que viene`, `the week after next`.
        if let e = periodNoun(a, shift: 0, &q) {
            if let (shift, e2) = postModifier(e) {
                q.period?.shift = shift
                p = q
                return e2
            }
            // The weekend alone after an article or preposition (`the weekend`, `am Wochenende`, `на выходных`),
            // and any period after a boundary (`end of the month`).
            if bare || (q.weekend && a > i) {
                p = q
                return e
            }
        }
        // Numbered quarters: `Q3`, `Q3 2027`, `the third quarter`, `im dritten Quartal`, `3e trimestre`.
        var n: Int?
        var j = a
        if let t = word(a), tokens.tokenText(a) == "q", let d = number(a + 1), attached(a + 1), d.digits == 1,
           (1...4).contains(d.number), t.end == d.start {
            n = d.number; j = a + 2
        } else if let (k, j1) = match(lex.ordinals, at: a), (1...4).contains(k), let (u, j2) = match(lex.periods, at: j1), u == .quarter {
            n = k; j = j2
        }
        if let n {
            q.period = DatePoint.Period(unit: .quarter, shift: 0, number: n)
            if let (y, e) = year(j) { q.year = y; j = e }
            p = q
            return j
        }
        // A year alone: `in 2027`, `the year 2027`, `im Jahr 2027`, `en 2027`, `в 2027 году`, `2027 год`.
        if let (y, e) = yearAlone(i, led: false) {
            q = y
            p = q
            return e
        }
        // A bare month after a preposition: `in March`, `im März`, `en mars`, `в марте`, `em março`.
        // With a year or a day after it, the month-name date rules read it (`in December 2026`).
        if let (_, k) = match(lex.monthPrepositions, at: i), let (m, e) = month(k), tokens[e].map({ $0.kind != .number || $0.digits == 4 }) ?? true {
            q.month = m; q.monthOnly = true
            var end = e
            if let (y, e2) = year(end) { q.year = y; end = e2 }
            else if let (_, k2) = match(lex.monthYearJoiners, at: end), let (y, e2) = year(k2) { q.year = y; end = e2 }
            p = q
            return end
        }
        return nil
    }

    /// `end of the month`, `Anfang nächster Woche`, `mid-March`, `fin avril 2027`, `a mediados de mayo`,
    /// `в конце марта`.
    func boundaryPoint(_ i: Int, _ p: inout DatePoint) -> Int? {
        // `EOM`, `EOY`: the end of the current period.
        if let (u, j) = match(lex.periodEnds, at: i) {
            var q = DatePoint()
            q.period = DatePoint.Period(unit: u, shift: 0, number: nil)
            q.boundary = .end
            p = q
            return j
        }
        // One hyphenated word: `mid-March`, `mi-mars`, `mid-2027`. Its text is made only when its bytes hold the hyphen.
        if let t = word(i), (t.start..<t.end).contains(where: { tokens.text[$0] == UInt8(ascii: "-") }),
           case let text = tokens.tokenText(i), let dash = text.firstIndex(of: "-"),
           let b = lex.boundaries.table.value(DateScan.keyHash(String(text[..<dash]))) {
            let rest = String(text[text.index(after: dash)...])
            if let m = lex.months.table.value(DateScan.keyHash(rest)) ?? lex.monthAbbreviations.table.value(DateScan.keyHash(rest)) {
                var q = DatePoint()
                q.month = m; q.monthOnly = true; q.boundary = b
                var end = i + 1
                if let (y, e2) = year(end) { q.year = y; end = e2 }
                p = q
                return end
            }
        }
        guard let (b, j0) = match(lex.boundaries, at: i) else { return nil }
        var j = j0
        if punct(j, "-", "–"), attached(j) { j += 1 }
        j = skipArticles(j)
        var q = DatePoint()
        if let e = periodPoint(j, &q, bare: true) {
            q.boundary = b
            p = q
            return e
        }
        // A month, with or without a year.
        if let (m, e) = month(j) {
            q.month = m; q.monthOnly = true
            var end = e
            if punct(end, ","), let (y, e2) = year(end + 1) { q.year = y; end = e2 }
            else if let (y, e2) = year(end) { q.year = y; end = e2 }
            q.boundary = b
            p = q
            return end
        }
        // A year: `Anfang 2027`, `late 2027`, `fin 2027`, `в конце 2027 года`.
        if let t = number(j), (1900...2099).contains(t.number), let (y, e) = year(j), match(lex.units, at: e) == nil {
            q.year = y; q.yearOnly = true; q.boundary = b
            p = q
            return e
        }
        return nil
    }

    /// `the last 10 minutes`, `the next 3 days`, `in den nächsten 5 Tagen`, `les 3 derniers jours`,
    /// `los últimos 5 días`, `за последние два часа`.
    func relativeSpan(_ i: Int, _ p: inout DatePoint) -> Int? {
        var j = i
        if let (_, k) = match(lex.spanPrefixes, at: j) { j = k }
        j = skipArticles(j)
        var sign: Int?
        if let (s, k) = postModifier(j) { sign = s; j = k }
        // `the last hour`, `der letzten Stunde`, `la última hora`, `за последний час`: one hour, the number left out
        // (not `the last minute`, an idiom, nor `the next day`, a day after the story's).
        if let sign, sign != 2, amount(j) == nil, let (unit, e) = match(lex.units, at: j), unit == .hour {
            p.span = (sign, unit)
            return e
        }
        guard let (n, k) = amount(j), n > 0 else { return nil }
        var u = k
        if sign == nil, let (s, k2) = postModifier(u) { sign = s; u = k2 }
        if let (_, k3) = match(lex.amountFillers, at: u) { u = k3 }
        guard let (unit, e0) = match(lex.units, at: u) ?? match(lex.periods, at: u) else { return nil }
        var e = e0
        // `les 30 jours précédents`, `os 5 dias seguintes`: the modifier after the unit.
        // Not when the modifier belongs to a date after it (`the 2 hours last Tuesday`).
        if sign == nil, let (s, k4) = postModifier(e), j > i, match(lex.weekdays, at: k4) == nil, match(lex.periods, at: k4) == nil,
           match(lex.partsOfDay, at: k4) == nil, month(k4) == nil {
            sign = s; e = k4
        }
        guard let sign, sign != 2 else { return nil }
        p.span = (sign * n, unit)
        return punct(e, ".") && attached(e) && unit == .minute ? e + 1 : e
    }

    /// A part of the day after a day word: `evening` in `tomorrow evening`, `Nachmittag`, `por la tarde`.
    func partOfDay(_ i: Int, _ p: inout DatePoint) -> Int? {
        guard let (span, j) = match(lex.partsOfDay, at: i) else { return nil }
        p.dayPeriod = (span.from, span.to)
        if span.from >= 720 { p.evening = true } else { p.morning = true }
        return j
    }

    /// `this morning`, `cet après-midi`, `esta mañana`, `heute Nachmittag` (via the day word): today's part.
    func thisPartOfDay(_ i: Int, _ p: inout DatePoint) -> Int? {
        var days = 0
        let j: Int
        if let (_, k) = match(lex.thisWords, at: i) { j = k }
        else if let (_, k) = match(lex.lastWords, at: i) { j = k; days = -1 }   // `last night`: yesterday's
        else { return nil }
        var q = DatePoint()
        guard let e = partOfDay(j, &q) else { return nil }
        q.relativeDays = days
        p = q
        return e
    }

    /// An hour for a clock idiom: digits 0…24, a number word 1…12, a Russian genitive ordinal, noon, midnight.
    private func idiomHour(_ i: Int) -> (Int, Int)? {
        if let t = number(i), t.digits <= 2, t.number <= 24 { return (t.number, i + 1) }
        if let (h, j) = match(lex.idiomHours, at: i) { return (h, j) }
        if let (h, j) = match(lex.namedTimes, at: i) { return (h, j) }
        if let (h, j) = match(lex.numberWords, at: i), (1...12).contains(h), word(i).map({ _ in tokens.tokenText(i).count > 2 }) == true {
            return (h, j)
        }
        return nil
    }

    /// `quarter past 6`, `half past four`, `viertel nach 7`, `halb acht`, `10 past 5`, `zehn vor acht`,
    /// `без четверти пять`, `половина пятого`, `minuit et demie`, `las tres y media`, `cinq heures et quart`.
    /// Sets the hour and minute (a.m./p.m. as written: none, unless the caller reads one after).
    func clockIdiom(_ i: Int, _ p: inout DatePoint) -> Int? {
        func set(_ h: Int, _ delta: Int) {
            var total = h * 60 + delta
            if total < 0 { total += 24 * 60 }
            p.hour = total / 60 % 24
            p.minute = total % 60
            p.bareHour = false
        }
        if let (delta, j) = match(lex.clockBefore, at: i), let (h, k) = idiomHour(j) {
            set(h, delta)
            return k
        }
        // After `from`/`between` (`entre las`), `ten to five` is a range, not 4:50.
        let inRange = (1...3).contains { back in
            i >= back && (match(lex.rangeOpeners, at: i - back).map { $0.1 == i } == true
                || match(lex.openAfter, at: i - back).map { $0.1 == i } == true)
        }
        if !inRange, let (m, j) = amount(i), (1...59).contains(m) {
            var k = j
            var unit = false
            if let (u, k2) = match(lex.units, at: k), u == .minute { k = k2; unit = true }
            var sign = 0
            if let (_, k3) = match(lex.minutesPast, at: k) { sign = 1; k = k3 }
            else if let (_, k3) = match(lex.minutesTo, at: k) {
                // `9 to 11` is a range: digits before `to` need `minutes` (`10 minutes to 5`); words do not.
                guard unit || number(i) == nil else { return nil }
                sign = -1; k = k3
            }
            // Minutes in words without `minutes` come in fives (`ten past five`, `twenty to six`): `two to five` is a
            // ratio or a score.
            if sign != 0, !unit, number(i) == nil, m % 5 != 0 || m > 30 { return nil }
            if sign != 0, let (h, e) = idiomHour(k), h <= 12 {
                // `5 to 10 people` is a count: what follows must be able to follow a time.
                if word(e) != nil, !mayFollowTime(e), meridiem(e) == nil { return nil }
                set(h, sign * m)
                return e
            }
        }
        if let (h, j) = idiomHour(i) {
            var k = j
            if let (_, k2) = match(lex.hourWords, at: k) { k = k2 }
            if let (delta, e) = match(lex.clockAfter, at: k) {
                set(h, delta)
                return e
            }
            // `las cinco y diez`, `cinq heures moins dix`: minutes in words, or digits with their unit (`las 10 y
            // 12` is a range, not 10:12).
            var sign = 0, k3 = k
            if let (_, k2) = match(lex.minutesAfterHour, at: k) { sign = 1; k3 = k2 }
            else if let (_, k2) = match(lex.minutesBeforeHour, at: k) { sign = -1; k3 = k2 }
            if sign != 0, !inRange, let (m, k4) = amount(k3), (1...59).contains(m) {
                var e = k4
                var unit = false
                if let (u, k5) = match(lex.units, at: e), u == .minute { e = k5; unit = true }
                if (unit || number(k3) == nil), word(e) == nil || mayFollowTime(e) || meridiem(e) != nil {
                    set(h, sign * m)
                    return e
                }
            }
        }
        return nil
    }

    /// `5/14`, `17/02` without a year, read in the region's order: only after a date preposition (`on 5/14`,
    /// `le 17/02`, `el 16/02`) or before a time (`5/14 at 3:30pm`), since alone it is a fraction or a score.
    /// A year as a whole (`yearOnly`): a four-digit year after a month preposition or a year noun (`in 2027`,
    /// `in the year 2027`, `l'an 2000`; after a preposition alone only 1900–2099), right after an open-interval
    /// word when `led` (`since 1998`), or with the
    /// Russian year word after it (`2027 год`). Not when a unit follows (`in 2000 seconds` is a span).
    func yearAlone(_ i: Int, led: Bool) -> (DatePoint, Int)? {
        var j = i
        var named = led
        var preposition = false
        if let (_, k) = match(lex.monthPrepositions, at: j) { j = k; preposition = true }
        if let (_, k) = match(lex.yearNouns, at: j) { j = k; named = true }
        guard let t = number(j), (1000...2999).contains(t.number), let (y, e) = year(j) else { return nil }
        // A year word after it (`2027 год`) or a year noun or opener before it names a year; a preposition alone
        // only a year of the last two centuries (`in 2019`, not `in 1234 ways`).
        guard named || e > j + 1 || (preposition && (1900...2099).contains(t.number)) else { return nil }
        if match(lex.units, at: e) != nil { return nil }
        var q = DatePoint()
        q.year = y
        q.yearOnly = true
        return (q, e)
    }

    func slashDayMonth(_ i: Int, _ p: inout DatePoint) -> Int? {
        guard let a = number(i), a.digits <= 2, punct(i + 1, "/"), attached(i + 1), let b = number(i + 2), attached(i + 2),
              b.digits <= 2 else { return nil }
        if let n = tokens[i + 3], !n.spaceBefore, n.kind != .punct || "/.-:".unicodeScalars.contains(n.scalar) { return nil }
        // After a date preposition, or an open interval's or a range's word (`until 12/10`, `até 9/12`, `hasta el
        // 10/12`, `bis 31/1`).
        let led = i > 0 && [lex.datePrepositions, lex.openBefore, lex.openAfter, lex.rangeOpeners].contains { t in
            match(t, at: i - 1).map { $0.1 == i } == true
        }
        var k = i + 3
        if punct(k, ",") { k += 1 }
        let timed = match(lex.timePrepositions, at: k) != nil || match(lex.strongTimePrepositions, at: k) != nil
        guard led || timed else { return nil }
        var (d, m) = dayFirst ? (a.number, b.number) : (b.number, a.number)
        if !CivilDate.isValid(year: 2000, month: m, day: d) { (d, m) = (m, d) }
        guard CivilDate.isValid(year: 2000, month: m, day: d) else { return nil }
        p.day = d; p.month = m
        return i + 3
    }
}
