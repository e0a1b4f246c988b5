import Foundation

/// Finds dates, times, ranges and durations.
///
/// One pass over the bytes finds anchors: the start of every digit run that is not glued to a letter, and
/// every word whose lower-cased first letter run is a keyword that can start a date on its own (a month, a
/// weekday, `tomorrow`, a holiday, `noon`, a unit such as `hours`). Words are hashed only when their first
/// byte can start such a keyword. Around an anchor the parser tokenizes lazily, also trying to start up to
/// three words earlier so that leading words (`next`, `in`, `from`, `a las`) join the expression; the first
/// (earliest) start whose expression covers the anchor wins, and scanning resumes after it, so each byte is
/// parsed a bounded number of times.
///
/// A class so that parsers reach the shared tables through one reference instead of copying them.
///
/// Languages: the context's language (when it is one of `DateLanguage.all`) and English, the context's first.
final class DateDetector: Detector {
    let lexicon: DateLexicon
    let dayFirst: Bool

    /// Regions that write numeric dates month first (`12/15/2026`); everyone else reads `10/12/2026` as
    /// 10 December.
    static let monthFirstRegions: Set<String> = ["US", "PH", "FM", "MH", "PW", "AS", "GU", "MP", "PR", "UM", "VI"]

    init(context: DetectionContext) {
        var languages: [DateLanguage] = []
        if let l = DateLanguage.named(context.languageCode) { languages.append(l) }
        if context.languageCode != "en" { languages.append(.english) }
        lexicon = DateLexicon(languages: languages)
        dayFirst = !Self.monthFirstRegions.contains(context.region.identifier.uppercased())
    }

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        // Made at the first candidate: most paragraphs have none.
        var scratch = Scratch()
        let n = text.count
        var i = 0
        var lastEnd = 0
        while i < n {
            let b = text[i]
            if DateScan.isDigit(b) {
                let start = i
                while i < n, DateScan.isDigit(text[i]) { i += 1 }
                if start >= lastEnd, MachineTimestamps.digitsMayStart(start, i, in: text), !Self.followsWordCharacter(start, in: text),
                   let m = MachineTimestamps.match(at: start, in: text, reference: context.referenceDate, zone: context.timeZone) {
                    lastEnd = stamp(m, into: &candidates)
                    i = lastEnd
                    continue
                }
                // `Q3`, `Q3 2027`: a quarter letter before one digit 1…4.
                if i == start + 1, start >= 1, start - 1 >= lastEnd, text[start - 1] | 0x20 == UInt8(ascii: "q"),
                   (1...4).contains(Int(b) - 0x30), start < 2 || !DateScan.isLetterByte(text[start - 2]) && !DateScan.isDigit(text[start - 2]),
                   i >= n || !DateScan.isLetterByte(text[i]) && !DateScan.isDigit(text[i]),
                   let end = take(around: start - 1, in: text, after: lastEnd, scratch: &scratch, context: context, into: &candidates) {
                    lastEnd = end
                    i = max(i, lastEnd)
                    continue
                }
                guard start >= lastEnd, !Self.followsWordCharacter(start, in: text),
                      numberMayBeDate(start: start, end: i, in: text),
                      let end = take(around: start, in: text, after: lastEnd, scratch: &scratch, context: context, into: &candidates) else { continue }
                lastEnd = end
                i = max(i, lastEnd)
            } else if DateScan.isASCIILetter(b) || (b >= 0xC0 && !DateScan.isSeparatorLead(b)) {
                let start = i
                // The letter run: ASCII letters first, then any scalars that are not punctuation.
                i = DateScan.asciiLetterRunEnd(text, from: i)
                var ascii = true
                if i < n, text[i] >= 0xC0 && !DateScan.isSeparatorLead(text[i]) {
                    ascii = false
                    i = DateScan.letterRunEnd(text, from: i)
                }
                // Words shorter or longer than every keyword's first run are never anchors, so they are not looked up.
                let length = i - start
                // `Tue, 20 Sep 2022 12:17:15 -0400`, `Dec  3 07:05:58`: a stamp written by a program.
                if ascii, start >= lastEnd, MachineTimestamps.wordMayStart(start, i, in: text),
                   start == 0 || !DateScan.isDigit(text[start - 1]),
                   let m = MachineTimestamps.match(at: start, in: text, reference: context.referenceDate, zone: context.timeZone) {
                    lastEnd = stamp(m, into: &candidates)
                    i = lastEnd
                    continue
                }
                guard length <= lexicon.longestAnchorRun, length >= lexicon.shortestAnchorRun,
                      ascii ? lexicon.anchorRuns.mayContain(start, i, in: text)
                            : lexicon.anchorFirstBytes[Int(b)] && lexicon.anchorRuns.mayContainFolded(start, i, in: text),
                      start >= lastEnd, start == 0 || !DateScan.isDigit(text[start - 1]) else { continue }
                let h = ascii ? DateScan.hashASCIILetters(text, start, i) : hash(start..<i, text)
                let flags = lexicon.anchors.flags(h)
                guard flags != 0 else { continue }
                if flags & DateLexicon.AnchorFlags.capitalizedOnly != 0, b >= 0x61, b <= 0x7A { continue }
                if flags & DateLexicon.AnchorFlags.needsNeighbour != 0, !neighbourMayJoin(start, i, in: text, floor: lastEnd) { continue }
                if flags & DateLexicon.AnchorFlags.standalone == 0 {
                    // A unit (`days`) needs an amount before it: digits or a number word.
                    // A period before its modifier (`semana que vem`, `mês passado`) has its leader after it.
                    guard let prev = previousWord(before: start, in: text, floor: lastEnd) else {
                        guard leaderAfter(i, in: text) else { continue }
                        guard let end = take(around: start, in: text, after: lastEnd, scratch: &scratch, context: context, into: &candidates) else { continue }
                        lastEnd = end
                        i = max(i, lastEnd)
                        continue
                    }
                    if DateScan.isDigit(text[prev.lowerBound]) {
                        // Digits are no leader, so the parse would start at the unit itself, and only a word
                        // that can lead an expression starts one. `in 15 minutes`, `15 minutes ago` are
                        // found from the digits' anchor instead.
                        guard lexicon.leaders.flags(h) != 0 else { continue }
                    } else {
                        guard isLeader(prev, in: text) || leaderAfter(i, in: text) else { continue }
                    }
                }
                guard let end = take(around: start, in: text, after: lastEnd, scratch: &scratch, context: context, into: &candidates) else { continue }
                lastEnd = end
                i = max(i, lastEnd)
            } else {
                // Punctuation, a space, or a byte of a punctuation scalar (its lead and continuation bytes are
                // never a digit or a letter's lead, so they are passed one by one).
                i += 1
            }
        }
    }

    /// Whether the word after the unit or period ending at byte `i` leads it (`semana que vem`, `mês passado`)
    /// or is a suffix (`полчаса назад`, `неделю назад`: a unit without a number).
    private func leaderAfter(_ i: Int, in text: UTF8Text) -> Bool {
        guard let next = wordAfterSpace(from: i, in: text) else { return false }
        let nh = hash(next, text)
        return lexicon.leaders.flags(nh) != 0 || lexicon.suffixStarts.flags(nh) != 0
    }

    /// Adds a machine-written stamp (`MachineTimestamps`) as a candidate and returns where scanning resumes; a
    /// broken one (`12:17:15 +2400`) adds nothing, so no other rule reads it without its offset.
    private func stamp(_ outcome: MachineTimestamps.Outcome, into candidates: inout [Candidate]) -> Int {
        switch outcome {
        case .stamp(let m):
            candidates.append(Candidate(kind: .date, range: m.range, value: .date(m.value), priority: Candidate.Priority.date))
            return m.range.upperBound
        case .broken(let end):
            return end
        }
    }

    /// The prefilter for a digit run `start..<end`: it can be part of a date only when a separator and a digit
    /// make a date shape of it (`12/15/2026`, `17:00`, `on 5/14`), a letter is glued to it (`5pm`, `1st`), the
    /// next word can follow a number in a date (`5 de`, `3 days ago`, `2 and`), or the word before it leads
    /// one and a unit or a date word follows (`in 30 minutes`, `at 7 tonight`), makes it an hour (`a las 10`) or
    /// a year (`in 2027`).
    ///
    /// It must accept everything `DateParser` accepts from this anchor (a looser test only costs time; a
    /// stricter one loses dates): each rule names the parser rule it stands for.
    private func numberMayBeDate(start: Int, end: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        // A day number 1…31 (`DateParser.dayNumber`): only it takes an ordinal suffix.
        let day = end - start <= 2 && (1...31).contains(Self.smallNumber(start, end, in: text))
        // `+15 minutes`, `-3y`, `now + 40minutes`, `in about ~5 hours` (`DateParser.relativeAmount`).
        if start > 0, Self.maySign(start, in: text), signedStart(start, in: text) != nil, unitFollows(end, in: text) { return true }
        if end < n {
            let c = text[end]
            if c == UInt8(ascii: "/") || c == UInt8(ascii: ".") || c == UInt8(ascii: "-") || c == UInt8(ascii: ":"),
               end + 1 < n, DateScan.isDigit(text[end + 1]), chainMayBeDate(start: start, end: end, in: text) { return true }
            // `15-го`, `1-e`, `3-day`, `12-Dec`: an ordinal ending or another follower after a hyphen (`1000-row`,
            // `8-mal` are no date).
            if c == UInt8(ascii: "-") || c == UInt8(ascii: "/"), end + 1 < n, DateScan.isASCIILetter(text[end + 1]) || (text[end + 1] >= 0xC0 && !DateScan.isSeparatorLead(text[end + 1])),
               case let e = Self.letterRunEnd(from: end + 1, in: text), case let f = followerFlags((end + 1)..<e, in: text), f != 0,
               ordinalFits(f, day: day), f & DateLexicon.FollowerFlags.dayOrdinal == 0 || ordinalDayMayEnd(at: e, in: text) {
                return true
            }
            // `1º de mayo`: the ordinal indicator where it is an ordinal suffix, after a day.
            if c == 0xC2 && end + 1 < n && text[end + 1] == 0xBA && day && lexicon.ordinalIndicatorIsSuffix { return true }
            // Letters glued on (`5pm`, `1st`, `18h30`, `15min`) must be a follower; `3x`, `40k`, `125th`'s
            // `th` is one, `1Z999` is not.
            if DateScan.isASCIILetter(c) || (c >= 0xC0 && !DateScan.isSeparatorLead(c)) {
                let e = Self.letterRunEnd(from: end, in: text)
                if followerMayMakeDate(end..<e, in: text, day: day), Self.gluedHourMayHaveMinutes(end, e, in: text) { return true }
            }
            // `10 - 22 August`, `8 - 11pm`, `3.–5. Mai`: a spaced dash (or a dash after an ordinal dot) to another
            // short number.
            if c == 0x20 || (c == UInt8(ascii: ".") && end - start <= 2) {
                var k = c == 0x20 ? end : end + 1
                while k < n, text[k] == 0x20 { k += 1 }
                if k + 1 < n, text[k] == UInt8(ascii: "-") || (text[k] == 0xE2 && k + 3 < n && text[k + 1] == 0x80 && (text[k + 2] == 0x93 || text[k + 2] == 0x94)) {
                    k += text[k] == UInt8(ascii: "-") ? 1 : 3
                    while k < n, text[k] == 0x20 { k += 1 }
                    if k < n, DateScan.isDigit(text[k]), end - start <= 2 { return true }
                }
            }
            var j = end
            if c == UInt8(ascii: ".") || c == UInt8(ascii: ",") { j += 1 }
            var sawSpace = false
            while j < n, text[j] == 0x20 { j += 1; sawSpace = true }
            // `31.März`: a day's ordinal dot may be glued to its month.
            let gluedOrdinal = c == UInt8(ascii: ".") && end - start <= 2 && j == end + 1
            if sawSpace || gluedOrdinal, j < n, DateScan.isASCIILetter(text[j]) || (text[j] >= 0xC0 && !DateScan.isSeparatorLead(text[j])) {
                let e = Self.letterRunEnd(from: j, in: text)
                if followerMayMakeDate(j..<e, in: text, day: day) { return true }
            }
        }
        // After a word that leads an expression, a number is read when a unit follows (`in 15 minutes`, `the
        // last 10 days`) or the word makes a bare number an hour (`a las 10`); `de 840 ms`, `at 60 km/h`,
        // `the 21 marbles` are not dates.
        guard let prev = previousWord(before: start, in: text, floor: 0), lexicon.leaderFirstBytes.contains(text[prev.lowerBound]) else { return false }
        let h = hash(prev, text)
        guard lexicon.leaders.flags(h) != 0 else { return false }
        let context = lexicon.numberContext.flags(h)
        if context & DateLexicon.NumberContextFlags.strongTimePreposition != 0 { return true }
        // `am 15.`: a German ordinal day after a date preposition (`DateParser.dayOfMonth`).
        if context & DateLexicon.NumberContextFlags.datePreposition != 0, end - start <= 2, end < n, text[end] == UInt8(ascii: ".") { return true }
        // `in 2027`, `the year 2027`, `since 1998`: a year alone.
        if context & DateLexicon.NumberContextFlags.yearLeader != 0, end - start == 4 { return true }
        // After a month's preposition alone `DatePeriodParser.yearAlone` reads a year 1900…2099 (`in 2019`, `в 2027`);
        // another year needs a year word after it (a follower, read above: `в 1000 году`) or an open interval's word
        // before the preposition, which names it a year (`until in 1500`). `в 1000 строк` is no date.
        if context & DateLexicon.NumberContextFlags.yearPreposition != 0, end - start == 4 {
            var year = 0
            for k in start..<end { year = year * 10 + Int(text[k] &- 0x30) }
            if (1900...2099).contains(year) { return true }
            if let before = previousWord(before: prev.lowerBound, in: text, floor: 0), isLeader(before, in: text) { return true }
        }
        // `at 12.`, `um 12`, `в 12.30`: an hour ending the sentence or the line (`DateParser.endingHour`).
        if context & DateLexicon.NumberContextFlags.timePreposition != 0, end - start <= 2 {
            var j = end
            // Minutes are two digits; `at 1.8x`, `at 87.5%` are no hour, nor is `at 12,5` (a decimal).
            var clock = true
            if j + 1 < n, text[j] == UInt8(ascii: ".") || text[j] == UInt8(ascii: ":"), DateScan.isDigit(text[j + 1]) {
                clock = j + 2 < n && DateScan.isDigit(text[j + 2]) && (j + 3 >= n || !DateScan.isDigit(text[j + 3]))
                j += 3
            }
            if clock, j >= n || text[j] == 0x0A || (text[j] == UInt8(ascii: ".") || text[j] == UInt8(ascii: "!") || text[j] == UInt8(ascii: "?")
                || text[j] == UInt8(ascii: ",") || text[j] == UInt8(ascii: ";") || text[j] == UInt8(ascii: ")"))
                && !(j + 1 < n && DateScan.isDigit(text[j + 1])) { return true }
        }
        // `the end of 2027`, `a finales de 2027`.
        if context & DateLexicon.NumberContextFlags.boundaryJoiner != 0, end - start == 4,
           let before = previousWord(before: prev.lowerBound, in: text, floor: 0), isLeader(before, in: text) { return true }
        var j = end
        var decimals = false
        if j < n, text[j] == UInt8(ascii: ".") || text[j] == UInt8(ascii: ",") {
            j += 1
            // `in 1.5 hours`, `через 1,5 часа`: the decimals before the unit.
            while j < n, DateScan.isDigit(text[j]) { j += 1; decimals = true }
        }
        guard let next = wordAfterSpace(from: j, in: text) else { return false }
        // `at 7 tonight`, `by 5 tomorrow`: a date word after the number; after decimals only a unit word
        // (`to 6.0 in`, `about 4.5 s` are no dates).
        let nh = hash(next, text)
        if decimals { return lexicon.anchors.flags(nh) & DateLexicon.AnchorFlags.unit != 0 }
        let follower = lexicon.followers.flags(nh)
        // A capital glued to the digits is no compact unit (`in 3D`): `DateParser.singleQuantity` reads those only in
        // lower case, and no other rule reads a run that is nothing else.
        let compactCapital = next.lowerBound == end && text[end] &- 0x41 < 26
            && follower == DateLexicon.FollowerFlags.unit | DateLexicon.FollowerFlags.compactOnly
        return follower & DateLexicon.FollowerFlags.unit != 0 && !compactCapital || lexicon.anchors.flags(nh) != 0
    }

    /// The value of the one or two digits `start..<end` (a day or a month).
    @inline(__always)
    private static func smallNumber(_ start: Int, _ end: Int, in text: UTF8Text) -> Int {
        let first = Int(text[start] &- 0x30)
        return end - start == 1 ? first : first * 10 + Int(text[start + 1] &- 0x30)
    }

    /// Whether the byte before `start` (`start > 0`), or the one before a space there, may be a sign or `~`: the
    /// byte test that spares `signedStart` most digit runs.
    @inline(__always)
    static func maySign(_ start: Int, in text: UTF8Text) -> Bool {
        var c = text[start - 1]
        if c == 0x20, start >= 2 { c = text[start - 2] }
        return c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: "~") || c == 0x92
    }

    /// The byte of the sign or `~` that leads the digits at `start` into an amount (`DateParser.relativeAmount`): a
    /// sign glued to them where a sign may start one (`+15min`, not `ls -1m`), a sign after a word for now
    /// (`now + 40minutes`), or `~` after a leader (`in about ~5 hours`).
    private func signedStart(_ start: Int, in text: UTF8Text) -> Int? {
        var k = start
        if k >= 2, text[k - 1] == 0x20 { k -= 1 }
        guard k >= 1 else { return nil }
        let s: Int
        switch text[k - 1] {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "~"): s = k - 1
        case 0x92 where k >= 3 && text[k - 3] == 0xE2 && text[k - 2] == 0x88: s = k - 3   // U+2212 MINUS SIGN
        default: return nil
        }
        if text[s] == UInt8(ascii: "~") {
            guard k == start, let prev = previousWord(before: s, in: text, floor: 0) else { return nil }
            return isLeader(prev, in: text) ? s : nil
        }
        if k == start, Self.startsClause(s, in: text) { return s }
        guard let prev = previousWord(before: s, in: text, floor: 0),
              lexicon.nowWords.table.value(hash(prev, text)) != nil else { return nil }
        return s
    }

    /// Whether byte `s` starts a clause: at the start of the text or a line, or after an opening bracket, a colon, a
    /// comma or a semicolon. A sign there may start an amount alone (`+15 minutes`, `-3y`); after a word, a number
    /// or an operator it belongs to a command line or a sum (`ls -1m`, `x -3y`, `+2 -3 = -1`).
    static func startsClause(_ s: Int, in text: UTF8Text) -> Bool {
        var k = s
        while k > 0, text[k - 1] == 0x20 || text[k - 1] == 0x09 { k -= 1 }
        guard k > 0 else { return true }
        switch text[k - 1] {
        case 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ";"): return true
        default: return false
        }
    }

    /// Whether a unit is glued to byte `i` or is the next word (`15min`, `15 minutes`, `3y`, `2 часа`).
    private func unitFollows(_ i: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        guard i < n else { return false }
        let c = text[i]
        let run: Range<Int>
        if DateScan.isASCIILetter(c) || (c >= 0xC0 && !DateScan.isSeparatorLead(c)) { run = i..<Self.letterRunEnd(from: i, in: text) }
        else if let w = wordAfterSpace(from: i, in: text) { run = w }
        else { return false }
        return lexicon.followers.flags(hash(run, text)) & DateLexicon.FollowerFlags.unit != 0
    }

    /// Whether a dash and a digit (`–27.12.`, `- 3/1`) or a word that may continue a date (`al`, `au`, `по`, `bis`)
    /// follow byte `i`, the end of a day and month in digits starting at byte `start`. A word joins the two only after a
    /// range opener right before `start` (`с 24.12 по 11.01`, `del 24/12 al 6/1`): `DateParser.expression`'s numeric
    /// day ranges read a worded range of two days with months only when opened (`12.7. and headcount is 48` is none).
    private func rangeFollows(_ i: Int, openedBefore start: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        var k = i
        while k < n, text[k] == 0x20 { k += 1 }
        if k < n, text[k] == UInt8(ascii: "-") { k += 1 }
        else if k + 2 < n, text[k] == 0xE2, text[k + 1] == 0x80, text[k + 2] == 0x93 || text[k + 2] == 0x94 { k += 3 }
        else {
            // A range's word has the second day and month right after it: `bis 27.12`, `bis zum 27.12`, `jusqu'au 3.1`.
            guard let w = wordAfterSpace(from: i, in: text), followerMayMakeDate(w, in: text),
                  wordBefore(start, in: text, has: DateLexicon.NumberContextFlags.rangeOpener) else { return false }
            return digitAfterWords(from: w.upperBound, in: text)
        }
        while k < n, text[k] == 0x20 { k += 1 }
        return k < n && DateScan.isDigit(text[k])
    }

    /// Whether a digit starts at byte `i` after at most two more words (the rest of a range's word, `zum`, `las`)
    /// and the spaces between.
    private func digitAfterWords(from i: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        var k = i
        for word in 0...2 {
            while k < n, text[k] == 0x20 || text[k] == 0x09 || text[k] == 0x0A || text[k] == 0x0D { k += 1 }
            if k < n, DateScan.isDigit(text[k]) { return true }
            guard word < 2 else { break }
            let s = k
            while k < n, text[k] != 0x20, text[k] != 0x09, text[k] != 0x0A, text[k] != 0x0D, !DateScan.isDigit(text[k]) { k += 1 }
            if k == s { break }
        }
        return false
    }

    /// Whether `DateParser.numericMonthYear` may read the month and year at `start` (`9/2012`, `seit 9.2012`):
    /// a year 1900…2099, and before the month the line's start, `:`, `(`, a word that leads a date, or a
    /// leading zero; never `#`, `/`, `-` or a digit (`Law 12/2012`, `#3/2020`).
    private func monthYearMayBeLed(start: Int, end: Int, yearEnd: Int, in text: UTF8Text) -> Bool {
        var year = 0
        for i in (end + 1)..<yearEnd { year = year * 10 + Int(text[i] &- 0x30) }
        guard (1900...2099).contains(year) else { return false }
        var k = start
        while k > 0, text[k - 1] == 0x20 { k -= 1 }
        guard k > 0 else { return true }
        let c = text[k - 1]
        if c == UInt8(ascii: "#") || c == UInt8(ascii: "/") || c == UInt8(ascii: "-") || DateScan.isDigit(c) { return false }
        if (end - start == 2 && text[start] == UInt8(ascii: "0")) || c == 0x0A || c == UInt8(ascii: ":") || c == UInt8(ascii: "(") {
            return true
        }
        var w = k
        while w > 0, DateScan.isLetterByte(text[w - 1]) { w -= 1 }
        let flags = DateLexicon.NumberContextFlags.yearLeader | DateLexicon.NumberContextFlags.datePreposition
            | DateLexicon.NumberContextFlags.rangeOpener
        return w < k && lexicon.numberContext.flags(hash(w..<k, text)) & flags != 0
    }

    /// Whether the word before byte `start` (spaces between) has `flag` among its `NumberContextFlags`.
    private func wordBefore(_ start: Int, in text: UTF8Text, has flag: UInt8) -> Bool {
        guard let prev = previousWord(before: start, in: text, floor: 0) else { return false }
        return lexicon.numberContext.flags(hash(prev, text)) & flag != 0
    }

    /// Whether a time preposition (`at`, `um`, `a las`, `@`) follows byte `i`, after an optional comma.
    private func timePrepositionFollows(_ i: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        var j = i
        if j < n, text[j] == UInt8(ascii: ",") { j += 1 }
        while j < n, text[j] == 0x20 { j += 1 }
        if j < n, text[j] == UInt8(ascii: "@") { return true }
        guard let next = wordAfterSpace(from: j, in: text) else { return false }
        return lexicon.numberContext.flags(hash(next, text)) & DateLexicon.NumberContextFlags.timePreposition != 0
    }

    /// Whether the letter run `run` after a number can continue it into a date: any follower, but a unit only
    /// when a past or future suffix comes next (`3 days ago`, `2 hours later`) — a number and a unit alone
    /// (`15 minutes early`, `(15 min)`) are not a date unless a word before leads them (`in 15 minutes`),
    /// which the caller checks.
    private func followerMayMakeDate(_ run: Range<Int>, in text: UTF8Text, day: Bool = true) -> Bool {
        let flags = followerFlags(run, in: text)
        guard ordinalFits(flags, day: day) else { return false }
        if flags & DateLexicon.FollowerFlags.dayOrdinal != 0 { return ordinalDayMayEnd(at: run.upperBound, in: text) }
        if flags & DateLexicon.FollowerFlags.other != 0 { return true }
        guard flags & DateLexicon.FollowerFlags.unit != 0 else { return false }
        let n = text.count
        var j = run.upperBound
        if j < n, text[j] == UInt8(ascii: ".") { j += 1 }
        guard let next = wordAfterSpace(from: j, in: text) else { return false }
        return suffixStarts(next, in: text)
    }

    /// Whether a day's ordinal suffix ending at byte `k` (`2nd`, `1er`, `2-е`, `6-го`) may end or continue a date.
    /// Every rule that reads the suffix (`DateParser.dayNumber`) then wants punctuation, a number or the end of
    /// the text, or a word that some phrase table begins with (a month, a joiner, a day noun, a range's word, a time
    /// preposition, a date word: `1st of May`, `15-го числа`, `2nd at 3pm`; `DateToken.known`), or a zone
    /// (`DateParser.zone`: a capital, `utc`, `gmt`). Any other word ends no date: `2nd floor`, `2-е место`, `6-го км`.
    /// Words the tokenizer continues past a `'` or `-`, and scripts the lookup hash does not fold, are let through;
    /// a word after a blank line is past the tokens' end.
    private func ordinalDayMayEnd(at k: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        var j = k
        var lines = 0
        while j < n {
            let (s, len) = DateScan.scalar(in: text, at: j)
            guard DateScan.isSpace(s) else { break }
            if s == "\n" { lines += 1 }
            j += len
        }
        guard lines < 2, j < n, DateScan.isASCIILetter(text[j]) || (text[j] >= 0xC0 && !DateScan.isSeparatorLead(text[j])) else { return true }
        let next = j..<Self.letterRunEnd(from: j, in: text)
        let e = next.upperBound
        if e < n, text[e] == UInt8(ascii: "'") || text[e] == UInt8(ascii: "-") || text[e] == 0xE2 { return true }
        let b = text[next.lowerBound]
        if b &- 0x41 < 26 { return true }
        var ascii = true
        for i in next where text[i] >= 0x80 {
            ascii = false
            // Lead bytes of two-byte Latin-1 and Cyrillic letters, which the hash folds; a capital may be a zone.
            guard text[i] < 0xC0 || text[i] == 0xC3 || text[i] == 0xD0 || text[i] == 0xD1 else { return true }
        }
        if !ascii, next.count >= 2, text[next.lowerBound + 1] & 0xC0 == 0x80,
           (b == 0xD0 && text[next.lowerBound + 1] <= 0xAF) || (b == 0xC3 && text[next.lowerBound + 1] <= 0x9E) { return true }
        let h = hash(next, text)
        if lexicon.firstWords.value(h) != nil { return true }
        return next.count == 3 && (h == Self.utcHash || h == Self.gmtHash)
    }

    private static let utcHash = DateScan.keyHash("utc"), gmtHash = DateScan.keyHash("gmt")

    /// Whether follower `flags` fit after a number: a run that is only an ordinal suffix (`th`, `er`) only after a
    /// `day` (1…31, at most two digits: `125th`, `40e` are no dates).
    @inline(__always)
    private func ordinalFits(_ flags: UInt8, day: Bool) -> Bool {
        day || flags & DateLexicon.FollowerFlags.dayOrdinal == 0
    }

    /// Whether the letters `start..<end` glued to an hour may be read with the digits glued after them: a capital
    /// `H` between digits is `DateParser.timePart`'s `18H30` (two digits of minutes, 00…59) and nothing else
    /// (`23H2`, `21H1` are releases); any other run is not judged here.
    static func gluedHourMayHaveMinutes(_ start: Int, _ end: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        guard end == start + 1, text[start] == UInt8(ascii: "H"), end < n, DateScan.isDigit(text[end]) else { return true }
        guard end + 1 < n, DateScan.isDigit(text[end + 1]), end + 2 >= n || !DateScan.isDigit(text[end + 2]) else { return false }
        return text[end] <= UInt8(ascii: "5")
    }

    /// Whether a month name or an abbreviated weekday (`AnchorFlags.needsNeighbour`) at `start..<end` may be
    /// read: something glued before it (`mid-March`), a word before it the parse may start at (`earlierStart`'s
    /// words: a leader, a number, another anchor), or after it anything but a word that begins no phrase of any
    /// table (`DateLexicon.firstWords`) or a colon before a space (`Jan: hi`). Only an ASCII word after it is
    /// judged, whose lookup hash is its letters'.
    private func neighbourMayJoin(_ start: Int, _ end: Int, in text: UTF8Text, floor: Int) -> Bool {
        let n = text.count
        if start > floor {
            let c = text[start - 1]
            guard c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D else { return true }
            if let prev = previousWord(before: start, in: text, floor: floor) {
                if DateScan.isDigit(text[prev.lowerBound]) { return true }
                let h = hash(prev, text)
                if lexicon.leaders.flags(h) != 0 || lexicon.anchors.flags(h) != 0 || lexicon.followers.flags(h) != 0 { return true }
            }
        }
        guard end < n else { return true }
        if text[end] == UInt8(ascii: ":") { return end + 1 < n && !(text[end + 1] == 0x20 || text[end + 1] == 0x09) }
        var j = end
        while j < n, text[j] == 0x20 || text[j] == 0x09 { j += 1 }
        guard j > end, j < n, DateScan.isASCIILetter(text[j]) else { return true }
        let e = DateScan.asciiLetterRunEnd(text, from: j)
        if e < n, text[e] >= 0x80 || text[e] == UInt8(ascii: "'") || text[e] == UInt8(ascii: "-") { return true }
        let h = DateScan.hashASCIILetters(text, j, e)
        return lexicon.firstWords.value(h) != nil || lexicon.leaders.flags(h) != 0 || lexicon.anchors.flags(h) != 0
            || lexicon.followers.flags(h) != 0 || lexicon.suffixStarts.flags(h) != 0
    }

    /// The `followers` flags of the letter run `run`; a run that only starts longer phrases (`in` of `in the
    /// evening`) has them only where one of its phrases is written (`3 in the series` is no date).
    private func followerFlags(_ run: Range<Int>, in text: UTF8Text) -> UInt8 {
        let h = hash(run, text)
        let flags = lexicon.followers.flags(h)
        if flags & DateLexicon.FollowerFlags.joiner != 0 {
            // `5 of May`, `5 de mayo`: the month after the joiner (`DateParser.datePart`); `line 42 of main.swift` has none.
            guard let next = wordAfterSpace(from: run.upperBound, in: text) else { return 0 }
            return lexicon.followers.flags(hash(next, text)) & ~DateLexicon.FollowerFlags.joiner != 0 ? flags : 0
        }
        guard flags & DateLexicon.FollowerFlags.phraseOnly != 0 else { return flags }
        guard let phrases = lexicon.phrasesAfterNumbers[h], DateLexicon.phraseWritten(phrases, at: run.lowerBound, in: text) else { return 0 }
        return flags
    }

    /// Whether a past or future suffix starts with the letter run `run` (`ago`; `before` only in `before today`).
    private func suffixStarts(_ run: Range<Int>, in text: UTF8Text) -> Bool {
        let h = hash(run, text)
        let flags = lexicon.suffixStarts.flags(h)
        guard flags & DateLexicon.FollowerFlags.phraseOnly != 0 else { return flags != 0 }
        guard let phrases = lexicon.suffixPhrases[h] else { return false }
        return DateLexicon.phraseWritten(phrases, at: run.lowerBound, in: text)
    }

    /// The letter run at `i` after any white space the tokenizer skips (a line break included).
    private func wordAfterSpace(from i: Int, in text: UTF8Text) -> Range<Int>? {
        let n = text.count
        var j = i
        while j < n {
            let (s, len) = DateScan.scalar(in: text, at: j)
            guard DateScan.isSpace(s) else { break }
            j += len
        }
        guard j < n, DateScan.isASCIILetter(text[j]) || (text[j] >= 0xC0 && !DateScan.isSeparatorLead(text[j])) else { return nil }
        return j..<Self.letterRunEnd(from: j, in: text)
    }

    private func wordAfterSpaceMayFollow(from i: Int, in text: UTF8Text) -> Bool {
        guard let w = wordAfterSpace(from: i, in: text) else { return false }
        return followerMayMakeDate(w, in: text)
    }

    /// Whether the digit chain starting with the run `start..<end` (followed by `/`, `.`, `-` or `:` and a
    /// digit) has a shape the parser can read: three parts of a numeric date (`12/15/2026`, `2026-12-01`,
    /// `01.07.10`), a clock (`17:00`, `14.30`), a dotted day and month (`24.12.`) or a short range (`1-5`,
    /// `9-11`). Versions, decimals, prices, scores and coordinates (`5.2.0`, `40.7484`, `2:3`, `1,215`) are
    /// rejected here without tokenizing; the caller still tries its word-based checks.
    ///
    /// It must accept everything `DateParser` accepts (a looser test only costs time): `numericDate`,
    /// `clock`, `dottedDayMonth` and the dash ranges of `expression`.
    private func chainMayBeDate(start: Int, end: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        let sep = text[end]
        let a = end - start
        var e2 = end + 1
        while e2 < n, DateScan.isDigit(text[e2]) { e2 += 1 }
        let b = e2 - end - 1
        var value = 0
        for i in start..<min(end, start + 3) { value = value * 10 + Int(text[i] &- 0x30) }
        // A month and a year (`9/2012`, `09.2012`: `DateParser.numericMonthYear`).
        if sep == UInt8(ascii: "/") || sep == UInt8(ascii: "."), a <= 2, b == 4, (1...12).contains(value),
           e2 >= n || text[e2] != sep, monthYearMayBeLed(start: start, end: end, yearEnd: e2, in: text) { return true }
        // `31.12–03.01`, `24.12.–4.1.`, `24.12 по 11.01`: a day and month opening a range.
        // Both ends are read by `DateParser.numericDayMonthParts`, which wants a day of that month (`iOS 17.0 o posterior`
        // is a version).
        if sep == UInt8(ascii: "."), a <= 2, b <= 2, b > 0,
           CivilDate.isValid(year: 2000, month: Self.smallNumber(end + 1, e2, in: text), day: value),
           rangeFollows(e2 < n && text[e2] == sep ? e2 + 1 : e2, openedBefore: start, in: text) { return true }
        switch sep {
        case UInt8(ascii: ":"):
            return a <= 2 && b == 2 && value <= 24
        case UInt8(ascii: "."):
            // A clock with a dot (`14.30 Uhr`, `9.15pm`) needs an hour word or a.m./p.m. after it; `3.10+`,
            // `22.11` are versions. A dot or a third part goes on to the date shapes below.
            if a <= 2 && b == 2 && value <= 24, e2 < n, text[e2] != sep {
                if text[e2] == UInt8(ascii: ":") { return true }
                if DateScan.isASCIILetter(text[e2]) || (text[e2] >= 0xC0 && !DateScan.isSeparatorLead(text[e2])) {
                    return followerMayMakeDate(e2..<Self.letterRunEnd(from: e2, in: text), in: text)
                }
                return wordAfterSpaceMayFollow(from: e2, in: text)
            }
        case UInt8(ascii: "-"):
            // A range of days or hours (`1-5 December`, `9-11am`, `10-12 de dezembro`): both ends are day or
            // hour numbers, and the second is followed by what makes it a point, never by another number
            // (`12-34 56`) or the end of the text.
            if a <= 2 && b <= 2 && value <= 31 && e2 < n && text[e2] != sep {
                var second = 0
                for i in end + 1..<e2 { second = second * 10 + Int(text[i] &- 0x30) }
                guard second <= 31 else { return false }
                // The second end must be a point of its own: a clock (`9-11:30`), letters that make one
                // (`9-11am`), or a word that can follow a day or an hour (`1-5 December`, `10-12 de dezembro`,
                // `14-16 Uhr`); a score (`4-2 au fait`, `lost 3-1 again`) has none.
                if text[e2] == UInt8(ascii: ":") { return e2 + 1 < n && DateScan.isDigit(text[e2 + 1]) }
                var j = e2
                if DateScan.isASCIILetter(text[j]) || (text[j] >= 0xC0 && !DateScan.isSeparatorLead(text[j])) {
                    return followerMayMakeDate(j..<Self.letterRunEnd(from: j, in: text), in: text)
                }
                if text[j] == UInt8(ascii: ".") { j += 1 }
                guard let next = wordAfterSpace(from: j, in: text) else { return false }
                return followerFlags(next, in: text) != 0
            }
        case UInt8(ascii: "/"):
            // `5/14`, `17/02` with no third part: the parser reads it only after a date preposition, an open interval's
            // or a range's word, before a time (`on 5/14`, `until 12/10`, `5/14 at 3:30pm`), or as a range end.
            if a <= 2 && b <= 2 && b > 0 && (e2 >= n || text[e2] != sep) {
                return wordBefore(start, in: text, has: DateLexicon.NumberContextFlags.datePreposition
                                    | DateLexicon.NumberContextFlags.yearLeader | DateLexicon.NumberContextFlags.rangeOpener)
                    || timePrepositionFollows(e2, in: text) || rangeFollows(e2, openedBefore: start, in: text)
            }
        default:
            break
        }
        guard e2 < n, text[e2] == sep else { return false }
        guard e2 + 1 < n, DateScan.isDigit(text[e2 + 1]) else {
            // `24.12.`: the parser wants a date preposition or a range opener right before it.
            return sep == UInt8(ascii: ".") && a <= 2 && b <= 2
                && wordBefore(start, in: text, has: DateLexicon.NumberContextFlags.datePreposition | DateLexicon.NumberContextFlags.rangeOpener)
        }
        var e3 = e2 + 1
        while e3 < n, DateScan.isDigit(text[e3]) { e3 += 1 }
        let c = e3 - e2 - 1
        guard (a == 4 && b <= 2 && c <= 2) || (a <= 2 && b <= 2 && (c == 4 || (a == 2 && b == 2 && c == 2))) else { return false }
        return !Self.numericDateHasGluedTail(afterThirdPart: e3, yearFirst: a == 4, yearLast: c == 4, in: text)
    }

    /// Whether `DateParser.numericDate` refuses the three parts ending at byte `end` for what is glued after them
    /// (an ID or a version): a fourth part (`1.2.3.4`, `2026.11.30-rc2`, `2026-12-01-7788`) or letters
    /// (`2026-12-01abc`), but not a year-first date's `T` (`2026-12-01T15:30`) or a clock glued to a four-digit
    /// year (`05/31/2024-14:15`). Only ASCII letters and digits are judged; anything else is left to the parser.
    static func numericDateHasGluedTail(afterThirdPart end: Int, yearFirst: Bool, yearLast: Bool, in text: UTF8Text) -> Bool {
        let n = text.count
        guard end < n else { return false }
        let c = text[end]
        if DateScan.isASCIILetter(c) { return !(yearFirst && c | 0x20 == UInt8(ascii: "t")) }
        guard c == UInt8(ascii: "/") || c == UInt8(ascii: ".") || c == UInt8(ascii: "-"), end + 1 < n else { return false }
        let next = text[end + 1]
        if DateScan.isASCIILetter(next) { return true }
        return DateScan.isDigit(next) && !(yearLast && c != UInt8(ascii: "/"))
    }

    /// Whether the word `r` is a leader; only a word whose first byte can start one is hashed.
    @inline(__always)
    private func isLeader(_ r: Range<Int>, in text: UTF8Text) -> Bool {
        lexicon.leaderFirstBytes.contains(text[r.lowerBound]) && lexicon.leaders.flags(hash(r, text)) != 0
    }

    /// `DateScan.hashLowered` of the bytes `r`, folded here while they are ASCII (the words around numbers
    /// nearly always are).
    @inline(__always)
    private func hash(_ r: Range<Int>, _ text: UTF8Text) -> UInt64 {
        var h = DateScan.fnvOffset
        for k in r {
            var b = text[k]
            if b >= 0x80 { return DateScan.hashLowered(UnsafeBufferPointer(rebasing: text.bytes[r])).hash }
            if b &- 0x41 < 26 { b |= 0x20 }
            h = (h ^ UInt64(b)) &* DateScan.fnvPrime
        }
        return h | 1
    }

    /// The end of the letter run (ASCII letters and non-punctuation multi-byte scalars) starting at `i`.
    @inline(__always)
    static func letterRunEnd(from i: Int, in text: UTF8Text) -> Int {
        DateScan.letterRunEnd(text, from: i)
    }

    /// What the parses in one text share, made at its first anchor that is parsed: the resolver, and one parser
    /// whose tokens and memos keep their arrays' storage from one anchor to the next.
    private struct Scratch {
        var resolver: DateResolver?
        var parser: DateParser?
    }

    /// Appends the expression around the anchor at byte `anchor` (`candidate(around:…)`) and returns its end, or
    /// returns nil; the candidate is built where it is appended instead of being copied out of an optional.
    @inline(never)
    private func take(around anchor: Int, in text: UTF8Text, after floor: Int, scratch: inout Scratch,
                      context: DetectionContext, into candidates: inout [Candidate]) -> Int? {
        guard let c = candidate(around: anchor, in: text, after: floor, scratch: &scratch, context: context) else { return nil }
        candidates.append(c)
        return c.range.upperBound
    }

    /// The expression around the anchor at byte `anchor`, starting no earlier than `floor`.
    @inline(__always)
    private func candidate(around anchor: Int, in text: UTF8Text, after floor: Int, scratch: inout Scratch,
                           context: DetectionContext) -> Candidate? {
        var from = anchor
        if anchor > 0, DateScan.isDigit(text[anchor]), Self.maySign(anchor, in: text), let s = signedStart(anchor, in: text), s >= floor { from = s }
        let first = earlierStart(before: from, in: text, floor: floor, words: 4)
        let parser: DateParser
        if let made = scratch.parser {
            parser = made
            parser.restart(from: first)
        } else {
            parser = DateParser(owner: self, tokens: DateTokens(text: text, from: first, firstWords: lexicon.firstWords), dayFirst: dayFirst)
            scratch.parser = parser
        }
        let tokens = parser.tokens
        var k = 0
        while let t = tokens[k], t.start <= anchor {
            defer { k += 1 }
            // An expression starts at the anchor's token (`mid-March` is one) or earlier at a number or a word
            // that can begin one (a leader: `next`, `from`, `the`, `in`, `a las`; or another anchor word):
            // other words cost nothing.
            guard t.end > anchor || mayStartExpression(t) else { continue }
            guard var e = parser.expression(k), let last = tokens[e.endToken - 1], last.end > anchor,
                  let first = tokens[e.firstToken] else { continue }
            if e.duration == nil, e.end == nil, e.direction == nil, e.start.hasTime, e.start.offset == nil,
               let d = compoundDuration(before: first.start, in: text, floor: floor) {
                e.duration = d
            }
            let resolver = scratch.resolver ?? DateResolver(referenceDate: context.referenceDate, zone: context.timeZone)
            scratch.resolver = resolver
            guard let value = resolver.value(of: e) else { continue }
            let numeric = e.start.numeric || (e.end?.numeric ?? false)
            // A full stop that ends the sentence is not part of the date ("at 5pm."), but the one that closes
            // a dotted abbreviation is ("5 p.m."): keep a final "." only when another stands two bytes before.
            var end = last.end
            // A day alone written as a German ordinal keeps its dot (`am 27.`).
            let ordinalDay = e.start.day != nil && e.start.month == nil && e.start.weekday == nil && !e.start.hasTime && e.end == nil
                && end - 2 >= first.start && DateScan.isDigit(text[end - 2])
            // So does an era's abbreviation (`113 v. Chr.`, `234 av. J.-C.`, `88 н. э.`).
            let eraDot = text[end - 1] == UInt8(ascii: ".") && (e.start.year ?? e.end?.year) != nil
                && parser.eraEnds(before: e.endToken, after: e.firstToken)
            while !ordinalDay, !eraDot, end - 1 > first.start, text[end - 1] == UInt8(ascii: "."),
                  !(end - 3 >= first.start && text[end - 3] == UInt8(ascii: ".")) {
                end -= 1
            }
            return Candidate(kind: .date, range: first.start..<end, value: .date(value),
                             priority: numeric ? Candidate.Priority.date : Candidate.Priority.normal)
        }
        return nil
    }

    /// A duration written as a compound adjective in the three words before a timed date: `a 90-minute call
    /// tomorrow at 3pm`, `2-hour meeting on Friday at 10`, `30-Minuten-Termin`… (digits, `-`, a minute or hour
    /// unit). It sets the event's end; the date's span stays where it was.
    private func compoundDuration(before start: Int, in text: UTF8Text, floor: Int) -> (amount: Int, unit: DateLanguage.Unit)? {
        var at = start
        for _ in 0..<3 {
            guard let w = previousWord(before: at, in: text, floor: floor) else { return nil }
            at = w.lowerBound
            var i = w.lowerBound
            var n = 0
            while i < w.upperBound, DateScan.isDigit(text[i]), n < 10_000 { n = n * 10 + Int(text[i] - 0x30); i += 1 }
            guard i > w.lowerBound, i - w.lowerBound <= 4, i < w.upperBound, text[i] == UInt8(ascii: "-") else { continue }
            var e = i + 1
            while e < w.upperBound, text[e] != UInt8(ascii: "-") { e += 1 }
            guard e > i + 1, n > 0,
                  let unit = lexicon.units.map[String(decoding: UnsafeBufferPointer(rebasing: text.bytes[(i + 1)..<e]), as: UTF8.self).lowercased()],
                  unit == .minute || unit == .hour else { continue }
            return (n, unit)
        }
        return nil
    }

    /// Whether an expression can start at `t`, a token before the anchor: a number, or a word that leads an
    /// expression or is an anchor itself (one table lookup each).
    private func mayStartExpression(_ t: DateToken) -> Bool {
        switch t.kind {
        case .number: return true
        case .punct: return t.scalar == "+" || t.scalar == "-" || t.scalar == "\u{2212}" || t.scalar == "~"
        case .word:
            let h = t.fnv | 1
            return lexicon.leaders.flags(h) != 0 || lexicon.anchors.flags(h) != 0
        }
    }

    /// The start of the word up to `words` words before `anchor`, crossing only spaces, never before `floor`,
    /// never across a line break or punctuation.
    private func earlierStart(before anchor: Int, in text: UTF8Text, floor: Int, words: Int) -> Int {
        var start = anchor
        // `mid-March`, `mi-mars`: a leader joined by a hyphen.
        if start >= 2, start - 1 > floor, text[start - 1] == UInt8(ascii: "-"), DateScan.isASCIILetter(text[start - 2]) {
            var w = start - 2
            while w > floor, DateScan.isASCIILetter(text[w - 1]) { w -= 1 }
            if isLeader(w..<(start - 1), in: text) { start = w }
        }
        for _ in 0..<words {
            guard let word = previousWord(before: start, in: text, floor: floor) else { break }
            let h = hash(word, text)
            // Leaders, and the numbers and units of a compound amount (`3 min 49 sec ago`).
            guard lexicon.leaders.flags(h) != 0 || DateScan.isDigit(text[word.lowerBound])
                    || lexicon.anchors.flags(h) & DateLexicon.AnchorFlags.unit != 0
                    || word.count <= 3 && lexicon.followers.flags(h) & DateLexicon.FollowerFlags.unit != 0 else { break }
            start = word.lowerBound
        }
        return start
    }

    /// The word (letters, digits, `'`, `-`) just before `i`, across spaces only, not before `floor`.
    @inline(__always)
    private func previousWord(before i: Int, in text: UTF8Text, floor: Int) -> Range<Int>? {
        var q = i
        while q > floor, text[q - 1] == 0x20 || text[q - 1] == 0x09 { q -= 1 }
        guard q < i, q > floor else { return nil }
        var w = q
        while w > floor {
            let c = text[w - 1]
            if c < 0x80 {
                guard DateScan.isASCIILetter(c) || DateScan.isDigit(c) || c == UInt8(ascii: "'") || c == UInt8(ascii: "-") else { break }
                w -= 1
                continue
            }
            var lead = w - 1
            while lead > floor, text[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard text[lead] >= 0xC0, !DateScan.isSeparatorLead(text[lead]) else { break }
            w = lead
        }
        return w < q ? w..<q : nil
    }

    /// Whether the scalar before byte `i` is a letter or digit, or a number separator after a digit (so `i` is
    /// inside a word or number, not at its start).
    @inline(__always)
    static func followsWordCharacter(_ i: Int, in text: UTF8Text) -> Bool {
        guard i > 0 else { return false }
        let c = text[i - 1]
        if c < 0x80 {
            if DateScan.isASCIILetter(c) || DateScan.isDigit(c) { return true }
            // `2026-12-01-7788`, `1.2.3`: a number continued by a separator is one token, not a new start.
            if c == UInt8(ascii: "-") || c == UInt8(ascii: "/") || c == UInt8(ascii: ".") || c == UInt8(ascii: ":") {
                return i >= 2 && DateScan.isDigit(text[i - 2])
            }
            return false
        }
        var lead = i - 1
        while lead > 0, text[lead] & 0xC0 == 0x80 { lead -= 1 }
        return text[lead] >= 0xC0 && !DateScan.isSeparatorLead(text[lead])
    }
}
