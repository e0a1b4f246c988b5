/// Word tables of several `DateLanguage`s merged for lookup, plus the anchor table the byte scan uses.
///
/// Built once per `DateDetector` and immutable afterwards. Parsers hold it in a `let`, so lookups borrow the
/// tables instead of copying them. When two active languages give one word different
/// meanings, the first language (the context's) wins.
struct DateLexicon: Sendable {
    /// A table of phrases (one or more words) → value, with the longest phrase's word count.
    ///
    /// A class so that passing a table to the parser's `match` is one retain, not a copy of its storage.
    /// Sendable notes: `@unchecked` because `add` mutates it, which only `DateLexicon.init` does, before the
    /// lexicon is shared; afterwards it is only read.
    ///
    /// Its properties are read without dynamic exclusivity checks (`@exclusivity(unchecked)`): the parser
    /// looks them up several times per token tried, and after `DateLexicon.init` nothing writes them.
    final class Phrases<V: Sendable>: @unchecked Sendable, PhraseHashes {
        @exclusivity(unchecked) var map: [String: V] = [:]
        @exclusivity(unchecked) var maxWords = 0
        /// Hashes of the first words of phrases with more than one word: other words are looked up alone.
        @exclusivity(unchecked) private(set) var multiWordFirsts = WordHashTable<Bool>()
        /// `map` keyed by `DateScan.keyHash`, so lookups hash no `String`.
        @exclusivity(unchecked) private(set) var table = WordHashTable<V>()

        init() {}

        func add(_ key: String, _ value: V) {
            guard map[key] == nil else { return }
            map[key] = value
            table.insert(DateScan.keyHash(key), value)
            let words = DateScan.words(key)
            maxWords = max(maxWords, words.count)
            if words.count > 1, let f = words.first { multiWordFirsts.insert(DateScan.keyHash(String(f)), true) }
        }
        func add(_ table: [String: V]) { for (k, v) in table.sorted(by: { $0.key < $1.key }) { add(k, v) } }

        func forEachLookupHash(_ body: (UInt64) -> Void) {
            table.forEachKey(body)
            multiWordFirsts.forEachKey(body)
        }
    }

    /// Every hash a phrase table looks a first word up by (`Phrases.table` and `Phrases.multiWordFirsts` keys of
    /// all tables): a word outside it starts no phrase of any table.
    private(set) var firstWords = WordHashTable<Bool>()

    private(set) var months = Phrases<Int>(), monthAbbreviations = Phrases<Int>()
    private(set) var weekdays = Phrases<Int>(), weekdayAbbreviations = Phrases<Int>()
    private(set) var capitalizedOnly: Set<String> = []
    /// `capitalizedOnly` and `ordinalSuffixes` by key hash.
    private(set) var capitalizedOnlyHashes = WordHashTable<Bool>(), ordinalSuffixHashes = WordHashTable<Bool>()
    private(set) var relativeDays = Phrases<Int>(), tonight = Phrases<Bool>()
    private(set) var eveningAfter = Phrases<Bool>(), morningAfter = Phrases<Bool>()
    private(set) var units = Phrases<DateLanguage.Unit>(), numberWords = Phrases<Int>()
    private(set) var futurePrefixes = Phrases<Bool>(), pastPrefixes = Phrases<Bool>()
    private(set) var pastSuffixes = Phrases<Bool>(), futureSuffixes = Phrases<Bool>()
    private(set) var nextWords = Phrases<Bool>(), lastWords = Phrases<Bool>(), thisWords = Phrases<Bool>()
    private(set) var timePrepositions = Phrases<Bool>(), strongTimePrepositions = Phrases<Bool>(), datePrepositions = Phrases<Bool>()
    private(set) var hourWords = Phrases<Bool>(), namedTimes = Phrases<Int>()
    private(set) var rangeOpeners = Phrases<Bool>(), rangeConnectors = Phrases<Bool>(), andWords = Phrases<Bool>()
    private(set) var durationPrefixes = Phrases<Bool>()
    private(set) var ordinalSuffixes: Set<String> = []
    private(set) var dayMonthJoiners = Phrases<Bool>(), monthYearJoiners = Phrases<Bool>(), yearWords = Phrases<Bool>()
    private(set) var holidays = Phrases<HolidayName>(), zoneNames = Phrases<String>()
    private(set) var partsOfDay = Phrases<MinuteSpan>(), tonightSpans = Phrases<MinuteSpan>()
    private(set) var periods = Phrases<DateLanguage.Unit>(), weekendWords = Phrases<Bool>()
    private(set) var boundaries = Phrases<DatePoint.Boundary>(), articles = Phrases<Bool>()
    private(set) var openBefore = Phrases<Bool>(), openAfter = Phrases<Bool>(), monthPrepositions = Phrases<Bool>()
    private(set) var clockBefore = Phrases<Int>(), clockAfter = Phrases<Int>()
    private(set) var minutesPast = Phrases<Bool>(), minutesTo = Phrases<Bool>(), idiomHours = Phrases<Int>()
    private(set) var afterNextWords = Phrases<Bool>(), ordinals = Phrases<Int>(), amountFillers = Phrases<Bool>()
    private(set) var spanPrefixes = Phrases<Bool>(), pastOpeners = Phrases<Bool>(), yearNouns = Phrases<Bool>()
    private(set) var recurrenceWords = Phrases<Bool>(), recurrenceIntervals = Phrases<Int>()
    private(set) var amountPhrases = Phrases<DateLanguage.Amount>(), dayNouns = Phrases<Bool>()
    private(set) var periodEnds = Phrases<DateLanguage.Unit>(), compactUnits = Phrases<DateLanguage.Unit>()
    private(set) var nowWords = Phrases<Bool>()
    /// `DateLanguage.closingFutureSuffixes`; the closing prefixes are in `futurePrefixes` with the value false.
    private(set) var closingFutureSuffixes = Phrases<Bool>()
    /// The eras a year may be followed by (`DateLanguage.eraYears`, `EraNames`), keyed by `DateScan.keyHash` of
    /// their words' letters run together (`eraKey`): `v. Chr.`, `v.Chr.` and `vChr` are one key.
    private(set) var eras: [UInt64: Era] = [:]
    /// An era: before the common era (year n is astronomical year 1 − n), or the years to add for the
    /// Gregorian year (`AD` 0, the Buddhist era's `BE` −543).
    struct Era: Sendable, Hashable { var before: Bool; var shift: Int }
    /// The most tokens an era form spans (`v. d. g. Z.` is eight).
    private(set) var eraTokens = 0
    private(set) var hourNumbers = Phrases<Int>(), minutesAfterHour = Phrases<Bool>(), minutesBeforeHour = Phrases<Bool>()
    private(set) var partsOfDayAlone = Phrases<MinuteSpan>()
    /// `Freitagabend`: a weekday and a part of the day in one word (`DateLanguage.joinsWeekdayAndPartOfDay`).
    private(set) var weekdayParts = Phrases<WeekdayPart>()
    struct WeekdayPart: Sendable { var weekday: Int; var span: MinuteSpan }
    private(set) var weekdayPlurals = Phrases<Int>(), pluralRecurrencePrefixes = Phrases<Bool>()
    /// Days of the month in words before a month (`DateLanguage.dayOrdinalRuleSets`, `dayCardinalRuleSets`),
    /// and those that may follow it (`May eighth`).
    private(set) var dayWords = Phrases<Int>(), dayWordsAfterMonth = Phrases<Int>(), joinedDayWords = Phrases<Int>()
    private(set) var vagueCounts = Phrases<Int>(), monthlyJoiners = Phrases<Bool>(), approximations = Phrases<Bool>(),
        endingHourPrepositions = Phrases<Bool>()

    /// Minutes after the day's midnight, `to` exclusive (past 1440 for a night that runs into the next day).
    struct MinuteSpan: Sendable, Hashable { var from: Int; var to: Int }

    /// The interval of CLDR day period `type` in `language` (`DayPeriodRules`). A period that runs past midnight
    /// ends the next day; a night that starts at midnight (`night1` 00:00–05:00 in German) is the one after the
    /// day it is said of; an evening that starts at 17:00 or later runs to midnight (English `evening1` is
    /// 18:00–21:00, but `tomorrow evening` means the whole of it until the day ends). `tonight` is the period
    /// that holds 20:00, to midnight.
    static func minuteSpan(_ type: String, language: String) -> MinuteSpan? {
        guard let rules = DayPeriodRules.byLanguage[language] else { return nil }
        if type == "tonight" {
            guard let r = rules.values.first(where: { $0.from <= 1200 && ($0.before > 1200 || $0.before < $0.from) }) else { return nil }
            return MinuteSpan(from: r.from, to: 1440)
        }
        guard let r = rules[type] else { return nil }
        if r.before <= r.from { return MinuteSpan(from: r.from, to: r.before + 1440) }
        if r.from == 0 && type.hasPrefix("night") { return MinuteSpan(from: 1440, to: 1440 + r.before) }
        if r.from >= 1020 { return MinuteSpan(from: r.from, to: 1440) }
        return MinuteSpan(from: r.from, to: r.before)
    }

    /// The days 1…31 in words as ICU spells them with the rule sets given (cardinals from 2), lower-cased, soft
    /// hyphens dropped; a hyphenated spelling is also kept with spaces (`twenty-first`, `twenty first`), and a
    /// Russian `ё` also as `е`.
    static func dayWords(ordinals: [String], cardinals: [String], language: String) -> [String: Int] {
        var out: [String: Int] = [:]
        let days = (1...31).map(Int64.init)
        for (sets, from) in [(ordinals, 1), (cardinals, 2)] {
            for ruleSet in sets {
                guard let spelled = Spellout.words(days, locale: language, ruleSet: ruleSet) else { continue }
                for (k, w) in spelled.enumerated() where k + 1 >= from {
                    let key = String(String.UnicodeScalarView(w.lowercased().unicodeScalars.filter { $0 != "\u{AD}" }))
                        .split(separator: " ").joined(separator: " ")
                    guard !key.isEmpty else { continue }
                    for variant in [key, String(key.map { $0 == "-" ? " " : $0 }), String(key.map { $0 == "ё" ? "е" : $0 })]
                    where out[variant] == nil {
                        out[variant] = k + 1
                    }
                }
            }
        }
        return out
    }

    /// An era form's letters as the tokenizer reads its words (lower-cased, an apostrophe or a hyphen kept between
    /// two letters), run together without the spaces and dots between them, and the number of tokens it spans:
    /// `v. u. Z.` → (`vuz`, 6), `av. J.-C.` → (`avjc`, 6), `avant l’ère commune` → (`avantl'èrecommune`, 3).
    static func eraKey(_ form: String) -> (String, Int) {
        let scalars = Array(form.unicodeScalars)
        var key = "", tokens = 0, inWord = false
        for (k, s) in scalars.enumerated() {
            if DateTokens.isLetter(s) {
                if !inWord { tokens += 1; inWord = true }
                key.unicodeScalars.append(contentsOf: s.properties.lowercaseMapping.unicodeScalars)
            } else if inWord, s == "'" || s == "\u{2019}" || s == "-", k + 1 < scalars.count, DateTokens.isLetter(scalars[k + 1]) {
                key.unicodeScalars.append(s == "-" ? "-" : "'")
            } else {
                inWord = false
                if !DateScan.isSpace(s) { tokens += 1 }
            }
        }
        return (key, tokens)
    }

    /// Words that make a date expression on their own (the last word of a phrase), keyed by the FNV-1a hash
    /// of their lower-cased first letter run (`aujourd'hui` → `aujourd`), with `AnchorFlags`.
    private(set) var anchors = ByteWordSet()
    /// Words that can follow a number in a date (`pm`, `Uhr`, `days`, `December`, `de`): a digit run followed
    /// by anything else (and not glued to a separator or letter, and not after a leader) is not parsed.
    private(set) var followers = ByteWordSet()
    /// The first letter runs of past and future suffixes (`ago`, `from now`, `назад`): what must follow a
    /// number and a unit for them to make a date on their own.
    private(set) var suffixStarts = ByteWordSet()
    /// Whole words that may lead an expression (`next`, `in`, `from`, `a las`, `il y a`, `two`): the parser
    /// may start up to three such words before an anchor.
    private(set) var leaders = ByteWordSet()
    /// The first words of the days in words (`eighth`, `twenty`, `premier`): where a range of day words may start.
    private(set) var dayWordFirsts = ByteWordSet()
    /// Words with `NumberContextFlags`, by the hash of the whole lower-cased word.
    private(set) var numberContext = ByteWordSet()
    /// Bytes that can start an anchor word (either case); a word starting with any other byte is skipped
    /// without hashing.
    private(set) var anchorFirstBytes = [Bool](repeating: false, count: 256)
    /// Bytes that can start a leader word in any letter case: a word before a number that starts with any
    /// other byte leads nothing, and is not hashed.
    private(set) var leaderFirstBytes = ByteSet()
    /// The byte lengths of the longest and the shortest anchor letter runs.
    private(set) var longestAnchorRun = 0, shortestAnchorRun = Int.max
    /// Every anchor letter run, folded as the lookup folds it: a word outside it is skipped without hashing.
    private(set) var anchorRuns = WordSieve()

    /// A holiday's rule, and whether its first word must be capitalized to count (names from the generated
    /// data in languages that capitalize them: `Labor Day`, `Ostern`, not `labor day` in prose).
    struct HolidayName: Sendable {
        var rule: HolidayRule
        var needsCapital: Bool
    }

    enum FollowerFlags {
        /// Any follower but a unit (`pm`, `December`, `de`, `Uhr`).
        static let other: UInt8 = 1
        /// A one-word unit (`days`).
        static let unit: UInt8 = 2
        /// The run only starts longer phrases (`in` of `in the evening`, `a` of `a.m`, `before` of `before
        /// today`): it counts only where one of them is written out (`phrasesAfterNumbers`, `suffixPhrases`).
        /// Also used in `suffixStarts`.
        static let phraseOnly: UInt8 = 4
        /// The run is only a joiner between a day and its month (`of`, `de`): it counts only when another
        /// follower (the month) comes next.
        static let joiner: UInt8 = 8
        /// The run is only an ordinal suffix (`th`, `er`, `º`): `DateParser.dayNumber` reads it after a day number
        /// 1…31 of at most two digits, and no other rule reads it (`125th`, `4º tri` are no dates).
        static let dayOrdinal: UInt8 = 16
        /// The run is a one-word compact unit (`d`, `h`, `yrs`) and no unit of the units table: only
        /// `DateParser.singleQuantity`'s glued, lower-case compact units read it (`3d`, not `3D`).
        static let compactOnly: UInt8 = 32
    }

    /// Whether `º` is an ordinal suffix (`1º de mayo`) in one of the languages.
    private(set) var ordinalIndicatorIsSuffix = false

    /// The phrases of the `followers` runs flagged `FollowerFlags.phraseOnly`, by the run's hash: lower-cased
    /// ASCII letters, `.` and single spaces.
    private(set) var phrasesAfterNumbers: [UInt64: [[UInt8]]] = [:]
    /// The same for the `suffixStarts` runs flagged `FollowerFlags.phraseOnly` (`before` of `before today`).
    private(set) var suffixPhrases: [UInt64: [[UInt8]]] = [:]

    /// Files the follower or suffix `w` (first letter run `run`, hashing to `hash`) under `whole` when the run
    /// is all of it or it cannot be compared byte by byte (non-ASCII letters, `'`, `-`), else under `longer`.
    private static func sortPhrase(_ w: String, run: ArraySlice<UInt8>, hash: UInt64, whole: inout Set<UInt64>,
                                   longer: inout [UInt64: [[UInt8]]]) {
        let bytes = Array(w.utf8)
        let plain = bytes.allSatisfy { $0 &- 0x61 < 26 || $0 == 0x20 || $0 == UInt8(ascii: ".") }
        guard run.count < bytes.count, plain, bytes.last != 0x20,
              !zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) else {
            whole.insert(hash)
            return
        }
        longer[hash, default: []].append(bytes)
    }

    /// Whether one of `phrases` (lower-cased ASCII letters and `.`, a space standing for any run of the white
    /// space the date tokenizer skips) is written at byte `i` of `text`, letters in either case.
    static func phraseWritten(_ phrases: [[UInt8]], at i: Int, in text: UTF8Text) -> Bool {
        let n = text.count
        next: for p in phrases {
            var j = i
            for c in p {
                if c == 0x20 {
                    let s = j
                    while j < n {
                        let (scalar, len) = DateScan.scalar(in: text, at: j)
                        guard DateScan.isSpace(scalar) else { break }
                        j += len
                    }
                    if j == s { continue next }
                    continue
                }
                guard j < n else { continue next }
                let b = text[j]
                guard (DateScan.isASCIILetter(b) ? b | 0x20 : b) == c else { continue next }
                j += 1
            }
            return true
        }
        return false
    }

    /// What a word next to a number tells the number prefilter (`DateDetector.numberMayBeDate`).
    enum NumberContextFlags {
        /// A date preposition (`on`, `am`, `le`, `el`, `no`, `в`): `on 5/14`, `am 24.12.`.
        static let datePreposition: UInt8 = 1
        /// The last word of a range opener (`from`, `bis`, `du`, `с`): `bis 31.1.`.
        static let rangeOpener: UInt8 = 2
        /// The first word of a time preposition (`at`, `um`, `à`, `a las`, `в`): `5/14 at 3:30pm`.
        static let timePreposition: UInt8 = 4
        /// The last word of a preposition that makes a bare number an hour (`a las`, `às`): `a las 10`.
        static let strongTimePreposition: UInt8 = 8
        /// The last word of what may stand before a year alone (`in`, `the year`, `since`, `bis`): `in 2027`.
        static let yearLeader: UInt8 = 16
        /// The joiner ending a boundary (`of` in `end of`): a year after it only when a leader precedes it.
        static let boundaryJoiner: UInt8 = 32
        /// The last word of a month's preposition (`in`, `im`, `en`, `в`): alone it makes a year of the last two
        /// centuries of a number (`in 2019`, not `в 1000 строк`; `DatePeriodParser.yearAlone`).
        static let yearPreposition: UInt8 = 64
    }

    enum AnchorFlags {
        /// Starts an expression alone (month, weekday, `tomorrow`, holiday, `noon`).
        static let standalone: UInt8 = 1
        /// A unit (`days`): only after a number or a number word.
        static let unit: UInt8 = 2
        /// A date only when capitalized (`May`, `Sun`).
        static let capitalizedOnly: UInt8 = 4
        /// A month name or a weekday abbreviation, and nothing that stands alone: every rule that reads it needs
        /// something before it that starts an expression (`in March`, `next Fri`) or something after it that
        /// continues one (`March 5`, `Fri at 3pm`, `Dec.`), so `December issue` or `mon ami` is not parsed.
        static let needsNeighbour: UInt8 = 8
    }

    init(languages: [DateLanguage]) {
        func set(_ s: Set<String>) -> [String: Bool] { Dictionary(uniqueKeysWithValues: s.map { ($0, true) }) }
        for l in languages {
            months.add(l.months); monthAbbreviations.add(l.monthAbbreviations)
            weekdays.add(l.weekdays); weekdayAbbreviations.add(l.weekdayAbbreviations)
            capitalizedOnly.formUnion(l.capitalizedOnly)
            relativeDays.add(l.relativeDays); tonight.add(set(l.tonight))
            // `eveningAfter` holds false for the night words (`1 at night` is a.m., `11 at night` p.m.).
            eveningAfter.add(l.nightAfter.reduce(into: [String: Bool]()) { $0[$1] = false })
            eveningAfter.add(set(l.eveningAfter)); morningAfter.add(set(l.morningAfter))
            units.add(l.units); numberWords.add(l.numberWords)
            futurePrefixes.add(set(l.futurePrefixes)); pastPrefixes.add(set(l.pastPrefixes))
            pastSuffixes.add(set(l.pastSuffixes)); futureSuffixes.add(set(l.futureSuffixes))
            nextWords.add(set(l.nextWords)); lastWords.add(set(l.lastWords)); thisWords.add(set(l.thisWords))
            timePrepositions.add(set(l.timePrepositions)); strongTimePrepositions.add(set(l.strongTimePrepositions))
            datePrepositions.add(set(l.datePrepositions))
            hourWords.add(set(l.hourWords)); namedTimes.add(l.namedTimes)
            rangeOpeners.add(set(l.rangeOpeners)); rangeConnectors.add(set(l.rangeConnectors)); andWords.add(set(l.andWords))
            durationPrefixes.add(set(l.durationPrefixes))
            ordinalSuffixes.formUnion(l.ordinalSuffixes)
            dayMonthJoiners.add(set(l.dayMonthJoiners)); monthYearJoiners.add(set(l.monthYearJoiners))
            yearWords.add(set(l.yearWords))
            // Hand-listed fixed days first (their spellings are the established ones), then the names the
            // generated data and its supplement add.
            holidays.add(l.holidays.mapValues { HolidayName(rule: .fixed(month: $0.month, day: $0.day), needsCapital: false) })
            let capitalizes = l.code == "en" || l.code == "de"
            holidays.add((HolidayData.supplement[l.code] ?? [:]).filter { HolidayData.anchorable($0.key) }.mapValues { HolidayName(rule: $0, needsCapital: capitalizes) })
            holidays.add(HolidayData.names(language: l.code).mapValues { HolidayName(rule: $0, needsCapital: capitalizes) })
            zoneNames.add(l.zoneNames)
            for (w, type) in l.partsOfDay.sorted(by: { $0.key < $1.key }) {
                if let span = Self.minuteSpan(type, language: l.code) { partsOfDay.add(w, span) }
            }
            if let span = Self.minuteSpan("tonight", language: l.code) {
                for w in l.tonight.sorted() { tonightSpans.add(w, span) }
            }
            periods.add(l.periods); weekendWords.add(set(l.weekendWords)); boundaries.add(l.boundaries)
            articles.add(set(l.articles)); openBefore.add(l.openBefore); openAfter.add(l.openAfter)
            monthPrepositions.add(set(l.monthPrepositions)); clockBefore.add(l.clockBefore); clockAfter.add(l.clockAfter)
            minutesPast.add(set(l.minutesPast)); minutesTo.add(set(l.minutesTo)); idiomHours.add(l.idiomHours)
            afterNextWords.add(set(l.afterNextWords)); ordinals.add(l.ordinals); amountFillers.add(set(l.amountFillers))
            spanPrefixes.add(set(l.spanPrefixes)); pastOpeners.add(set(l.pastOpeners)); yearNouns.add(set(l.yearNouns))
            recurrenceWords.add(set(l.recurrenceWords)); recurrenceIntervals.add(l.recurrenceIntervals)
            recurrenceIntervals.add(l.ordinals); weekdayPlurals.add(l.weekdayPlurals)
            pluralRecurrencePrefixes.add(set(l.pluralRecurrencePrefixes))
            amountPhrases.add(l.amountPhrases); dayNouns.add(set(l.dayNouns)); periodEnds.add(l.periodEnds)
            hourNumbers.add(l.hourNumbers); compactUnits.add(l.compactUnits)
            nowWords.add(set(l.nowWords))
            futurePrefixes.add(l.closingFuturePrefixes.reduce(into: [String: Bool]()) { $0[$1] = false })
            closingFutureSuffixes.add(set(l.closingFutureSuffixes))
            vagueCounts.add(l.vagueCounts); monthlyJoiners.add(set(l.monthlyJoiners)); approximations.add(set(l.approximations))
            endingHourPrepositions.add(set(l.endingHourPrepositions))
            let eraForms = l.eraYears.mapValues { Era(before: false, shift: $0) }
                .merging((EraNames.byLanguage[l.code] ?? [:]).mapValues { Era(before: $0, shift: 0) }) { a, _ in a }
            for (form, era) in eraForms.sorted(by: { $0.key < $1.key }) {
                let (key, tokens) = Self.eraKey(form)
                guard key.count >= 2 else { continue }
                if eras[DateScan.keyHash(key)] == nil { eras[DateScan.keyHash(key)] = era }
                eraTokens = max(eraTokens, tokens)
            }
            let days = Self.dayWords(ordinals: l.dayOrdinalRuleSets, cardinals: l.dayCardinalRuleSets, language: l.code)
            if l.dayWordsNeedJoiner { joinedDayWords.add(days) } else { dayWords.add(days) }
            if l.dayWordsAfterMonth { dayWordsAfterMonth.add(days) }
            minutesAfterHour.add(set(l.minutesAfterHour)); minutesBeforeHour.add(set(l.minutesBeforeHour))
            for (w, type) in l.partsOfDayAlone.sorted(by: { $0.key < $1.key }) {
                if let span = Self.minuteSpan(type, language: l.code) { partsOfDayAlone.add(w, span) }
            }
            if l.joinsWeekdayAndPartOfDay {
                for (day, wd) in l.weekdays.sorted(by: { $0.key < $1.key }) where !day.contains(" ") {
                    for (part, type) in l.partsOfDay.sorted(by: { $0.key < $1.key }) where !part.contains(" ") && !part.hasSuffix("s") {
                        if let span = Self.minuteSpan(type, language: l.code) { weekdayParts.add(day + part, WeekdayPart(weekday: wd, span: span)) }
                    }
                }
            }
        }
        for w in capitalizedOnly { capitalizedOnlyHashes.insert(DateScan.keyHash(w), true) }
        for w in ordinalSuffixes { ordinalSuffixHashes.insert(DateScan.keyHash(w), true) }
        func firstRun(_ w: String) -> ArraySlice<UInt8> {
            let bytes = Array(w.utf8)
            var end = 0
            while end < bytes.count, DateScan.isLetterByte(bytes[end]) { end += 1 }
            return bytes[0..<end]
        }
        var anchorFlags: [UInt64: UInt8] = [:]
        var phraseLeaders: [String] = []
        func addAnchors(_ words: some Sequence<String>, _ flag: UInt8) {
            for phrase in words {
                // A phrase is anchored on its last word (`the day after tomorrow` on `tomorrow`, `Christmas Eve`
                // on `eve`): first words such as `the` or `new` are too common to parse at every occurrence.
                // The words before it become leaders, so the parser starts at them.
                let parts = DateScan.words(phrase).map(String.init)
                guard let w = parts.last else { continue }
                phraseLeaders += parts.dropLast()
                let run = firstRun(w)
                guard let b = run.first else { continue }
                longestAnchorRun = max(longestAnchorRun, run.count)
                shortestAnchorRun = min(shortestAnchorRun, run.count)
                var f = flag
                if capitalizedOnly.contains(w) { f |= AnchorFlags.capitalizedOnly }
                let h = DateScan.hashLowered(run).hash
                if let old = anchorFlags[h] {
                    // A run shared by a capitalized-only word and a plain one (`mar` vs `march`) stays plain; one
                    // shared with a word that stands alone (`sun` of `Sunday`) needs no neighbour.
                    let both = AnchorFlags.capitalizedOnly | AnchorFlags.needsNeighbour
                    let kept = old & f & both
                    f = ((old | f) & ~both) | kept
                }
                anchorFlags[h] = f
                anchorRuns.insert(run)
                anchorFirstBytes[Int(b)] = true
                if b >= 0x61 && b <= 0x7A { anchorFirstBytes[Int(b - 0x20)] = true }
                // Cyrillic capitals and small letters use the lead bytes D0 and D1.
                if b == 0xD0 || b == 0xD1 { anchorFirstBytes[0xD0] = true; anchorFirstBytes[0xD1] = true }
            }
        }
        // A month is a date after a leader (`in March`, `next May`, `from May to June`) or before a day, a year or
        // punctuation (`March 5`, `May 2027`, `Dec.`); an abbreviated weekday after a preposition or a modifier, or
        // before a time or a date (`DateParser.abbreviatedWeekday`, `namedDate`).
        let neighbour = AnchorFlags.standalone | AnchorFlags.needsNeighbour
        addAnchors(months.map.keys, neighbour); addAnchors(monthAbbreviations.map.keys, neighbour)
        addAnchors(weekdays.map.keys, AnchorFlags.standalone); addAnchors(weekdayAbbreviations.map.keys, neighbour)
        addAnchors(relativeDays.map.keys, AnchorFlags.standalone); addAnchors(tonight.map.keys, AnchorFlags.standalone)
        addAnchors(holidays.map.keys, AnchorFlags.standalone); addAnchors(namedTimes.map.keys, AnchorFlags.standalone)
        addAnchors(units.map.keys, AnchorFlags.unit)
        // Amounts without a number (`полчаса`, `half an hour`) need a prefix or suffix, like a unit; so do
        // the Russian singular units (`через неделю`, `неделю назад`).
        addAnchors(amountPhrases.map.keys, AnchorFlags.unit)
        addAnchors(weekdayParts.map.keys, AnchorFlags.standalone)
        addAnchors(periodEnds.map.keys, AnchorFlags.standalone)
        addAnchors(partsOfDayAlone.map.keys, AnchorFlags.standalone)
        // An hour written as a word is a time only after a leader (`at five o'clock`, `a las cinco`, `ten past
        // five`, `um fünf Uhr`) or before an hour word; alone (`five people`) it costs one lookup.
        addAnchors(hourNumbers.map.keys, AnchorFlags.unit)
        // Periods and parts of the day need a modifier or a day before them, which are leaders; the parser starts
        // there. Clock idioms and boundaries are anchored on their own words.
        // A period or part of the day is only a date after a modifier, an article or a day word (`next week`,
        // `the weekend`, `tomorrow evening`), so, like a unit, it is parsed only when a leader stands before it.
        addAnchors(periods.map.keys, AnchorFlags.unit); addAnchors(weekendWords.map.keys, AnchorFlags.unit)
        addAnchors(partsOfDay.map.keys, AnchorFlags.unit)
        // Plural weekdays are a date only after a recurrence word or prefix, which are leaders.
        addAnchors(weekdayPlurals.map.keys, AnchorFlags.unit)
        // Clock idioms before the hour are anchored on their longest word (`quarter`, `half`, `halb`, `четверти`):
        // their last words (`to`, `past`, `nach`) and first ones (`a`, `без`) are everywhere in prose.
        addAnchors(clockBefore.map.keys.compactMap { k in
            k.split(separator: " ").max { $0.utf8.count < $1.utf8.count }.map(String.init)
        }, AnchorFlags.standalone)
        addAnchors(idiomHours.map.keys, AnchorFlags.standalone)
        addAnchors(clockAfter.map.keys, AnchorFlags.standalone)
        anchors = ByteWordSet(anchorFlags)

        var follow: [UInt64: UInt8] = [:]
        var followWords: [String] = ["am", "pm", "a.m", "p.m", "h"]
        followWords += months.map.keys; followWords += monthAbbreviations.map.keys
        for p in [hourWords, eveningAfter, morningAfter, pastSuffixes, futureSuffixes,
                  yearWords, rangeConnectors, andWords, minutesPast, minutesTo, nextWords, lastWords, amountFillers, dayNouns,
                  closingFutureSuffixes]
        { followWords += p.map.keys }
        let joiners = Set(dayMonthJoiners.map.keys).union(monthYearJoiners.map.keys).sorted()
        followWords += clockAfter.map.keys; followWords += periods.map.keys
        // An era of one word after a year that a month follows (`2024 AD August`).
        for l in languages { followWords += (EraNames.byLanguage[l.code] ?? [:]).keys.filter { Self.eraKey($0).1 == 1 } }
        let nonOrdinalFollowWords = followWords
        followWords += ordinalSuffixes
        var followerWhole: Set<UInt64> = []
        var followerLonger: [UInt64: [[UInt8]]] = [:]
        for w in followWords {
            let run = firstRun(w)
            guard !run.isEmpty else { continue }
            let h = DateScan.hashLowered(run).hash
            follow[h] = FollowerFlags.other
            Self.sortPhrase(w, run: run, hash: h, whole: &followerWhole, longer: &followerLonger)
        }
        // A one-word unit is only a date with a suffix after it (`3 days ago`); a unit that is also another
        // follower (`heures` is an hour word too), or has several words, stays a plain follower.
        for w in Array(units.map.keys) + Array(compactUnits.map.keys) {
            let run = firstRun(w)
            guard !run.isEmpty else { continue }
            let h = DateScan.hashLowered(run).hash
            follow[h, default: 0] |= run.count == w.utf8.count ? FollowerFlags.unit : FollowerFlags.other
            followerWhole.insert(h)
        }
        let unitRuns = Set(units.map.keys.map { DateScan.hashLowered(firstRun($0)).hash })
        for w in compactUnits.map.keys {
            let run = firstRun(w)
            let h = DateScan.hashLowered(run).hash
            if !run.isEmpty, run.count == w.utf8.count, !unitRuns.contains(h) { follow[h, default: 0] |= FollowerFlags.compactOnly }
        }
        for (h, phrases) in followerLonger where !followerWhole.contains(h) {
            follow[h, default: 0] |= FollowerFlags.phraseOnly
            phrasesAfterNumbers[h] = phrases
        }
        // A joiner after a number (`5 of`, `5 de`) joins it to a month: it is a follower of its own only when it
        // is nothing else.
        for w in joiners {
            let run = firstRun(w)
            guard !run.isEmpty else { continue }
            let h = DateScan.hashLowered(run).hash
            let alone = FollowerFlags.other | FollowerFlags.joiner
            if run.count == w.utf8.count, follow[h] == nil || follow[h] == alone { follow[h] = alone }
            else { follow[h] = ((follow[h] ?? 0) | FollowerFlags.other) & ~(FollowerFlags.joiner | FollowerFlags.phraseOnly) }
        }
        // Runs that only an ordinal suffix gives (`th`, not `e`, which is also Portuguese `and`).
        var notOrdinal = Set<UInt64>()
        for w in nonOrdinalFollowWords + Array(units.map.keys) + Array(compactUnits.map.keys) + joiners {
            notOrdinal.insert(DateScan.hashLowered(firstRun(w)).hash)
        }
        for w in ordinalSuffixes {
            let h = DateScan.hashLowered(firstRun(w)).hash
            if !notOrdinal.contains(h), let f = follow[h] { follow[h] = f | FollowerFlags.dayOrdinal }
        }
        followers = ByteWordSet(follow)
        ordinalIndicatorIsSuffix = ordinalSuffixes.contains("\u{BA}")
        var suffix: [UInt64: UInt8] = [:]
        var suffixWhole: Set<UInt64> = []
        var suffixLonger: [UInt64: [[UInt8]]] = [:]
        for w in Array(pastSuffixes.map.keys) + Array(futureSuffixes.map.keys) + Array(closingFutureSuffixes.map.keys) {
            let run = firstRun(w)
            guard !run.isEmpty else { continue }
            let h = DateScan.hashLowered(run).hash
            suffix[h] = 1
            Self.sortPhrase(w, run: run, hash: h, whole: &suffixWhole, longer: &suffixLonger)
        }
        for (h, phrases) in suffixLonger where !suffixWhole.contains(h) {
            suffix[h, default: 0] |= FollowerFlags.phraseOnly
            suffixPhrases[h] = phrases
        }
        suffixStarts = ByteWordSet(suffix)

        var lead: [UInt64: UInt8] = [:]
        var leadPhrases: [String] = []
        for p in [futurePrefixes, pastPrefixes, nextWords, lastWords, thisWords, rangeOpeners, strongTimePrepositions,
                  timePrepositions, durationPrefixes, tonight, rangeConnectors, andWords, datePrepositions,
                  weekendWords, articles, openBefore, openAfter, monthPrepositions, afterNextWords, spanPrefixes, yearNouns,
                  recurrenceWords, pluralRecurrencePrefixes, minutesPast, minutesTo, hourWords]
        { leadPhrases += p.map.keys }
        leadPhrases += boundaries.map.keys; leadPhrases += ordinals.map.keys; leadPhrases += clockBefore.map.keys
        leadPhrases += numberWords.map.keys; leadPhrases += relativeDays.map.keys; leadPhrases += phraseLeaders
        leadPhrases += recurrenceIntervals.map.keys
        leadPhrases += dayNouns.map.keys
        leadPhrases += dayWords.map.keys; leadPhrases += joinedDayWords.map.keys; leadPhrases += vagueCounts.map.keys; leadPhrases += approximations.map.keys
        leadPhrases += endingHourPrepositions.map.keys; leadPhrases += nowWords.map.keys
        for phrase in leadPhrases {
            for w in phrase.split(separator: " ") {
                lead[DateScan.hashLowered(Array(w.utf8)).hash] = 1
                // The lookup folds ASCII, Latin-1 and Cyrillic capitals: the first byte of the word as listed, of
                // its small and of its capital letters covers every spelling that can hash to it.
                for form in [String(w), w.lowercased(), w.uppercased()] {
                    if let b = form.utf8.first { leaderFirstBytes.insert(b) }
                }
            }
        }
        leaders = ByteWordSet(lead)
        var dayFirsts: [UInt64: UInt8] = [:]
        for phrase in Array(dayWords.map.keys) + Array(joinedDayWords.map.keys) {
            if let w = phrase.split(separator: " ").first { dayFirsts[DateScan.hashLowered(Array(w.utf8)).hash] = 1 }
        }
        dayWordFirsts = ByteWordSet(dayFirsts)

        var context: [UInt64: UInt8] = [:]
        func mark(_ phrases: some Sequence<String>, first: Bool, _ flag: UInt8) {
            for phrase in phrases {
                let words = phrase.split(separator: " ")
                guard let w = first ? words.first : words.last else { continue }
                context[DateScan.hashLowered(Array(w.utf8)).hash, default: 0] |= flag
            }
        }
        mark(datePrepositions.map.keys, first: false, NumberContextFlags.datePreposition)
        mark(rangeOpeners.map.keys, first: false, NumberContextFlags.rangeOpener)
        mark(timePrepositions.map.keys, first: true, NumberContextFlags.timePreposition)
        mark(strongTimePrepositions.map.keys, first: true, NumberContextFlags.timePreposition)
        mark(endingHourPrepositions.map.keys, first: true, NumberContextFlags.timePreposition)
        mark(strongTimePrepositions.map.keys, first: false, NumberContextFlags.strongTimePreposition)
        for p in [yearNouns, openBefore, openAfter] { mark(p.map.keys, first: false, NumberContextFlags.yearLeader) }
        mark(monthPrepositions.map.keys, first: false, NumberContextFlags.yearPreposition)
        // `Anfang 2027`, `late 2027`; not after a joiner (`end of`, `fin de`): `of 1500 people` stays unread.
        // `Anfang 2027`, `late 2027`; after a joiner (`end of`, `fin de`) only when a leader stands before it, so
        // `of 1500 people` costs no parse.
        for k in boundaries.map.keys {
            let last = String(k.split(separator: " ").last ?? "")
            let joiner = dayMonthJoiners.map[last] != nil || monthYearJoiners.map[last] != nil || rangeOpeners.map[last] != nil
            mark([k], first: false, joiner ? NumberContextFlags.boundaryJoiner : NumberContextFlags.yearLeader)
        }
        mark(dayNouns.map.keys, first: false, NumberContextFlags.strongTimePreposition)
        numberContext = ByteWordSet(context)

        // Every phrase table, new ones included, found by reflection once, so none can be left out.
        var first = WordHashTable<Bool>()
        for child in Mirror(reflecting: self).children {
            (child.value as? any PhraseHashes)?.forEachLookupHash { first.insert($0, true) }
        }
        firstWords = first
    }
}

/// A table whose lookups start with the hash of one word (`DateLexicon.Phrases`).
protocol PhraseHashes {
    /// Calls `body` with every hash the table looks a first word up by.
    func forEachLookupHash(_ body: (UInt64) -> Void)
}

/// A fixed set of word hashes with a byte of flags each: open addressing, no `Hasher`, no allocation on lookup.
struct ByteWordSet: Sendable {
    private var keys: [UInt64] = [0]
    private var flags: [UInt8] = [0]
    private var mask = 0

    init() {}

    init(_ table: [UInt64: UInt8]) {
        var size = 16
        while size < table.count * 4 { size <<= 1 }
        keys = [UInt64](repeating: 0, count: size)
        flags = [UInt8](repeating: 0, count: size)
        mask = size - 1
        for (h, f) in table {
            var slot = Int(truncatingIfNeeded: h) & mask
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = h
            flags[slot] = f
        }
    }

    /// The flags of the word hashing to `h` (never 0 for a member), or 0 when it is not a member.
    @inline(__always)
    func flags(_ h: UInt64) -> UInt8 {
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let k = keys[slot]
            if k == h { return flags[slot] }
            if k == 0 { return 0 }
            slot = (slot + 1) & mask
        }
    }
}

/// A set of letter runs (any case) kept as one bit per slot of a 65,536-bit table: a run that is not a member is
/// almost always told in one multiplication and one load, with no hash over its bytes; a member is never refused
/// (a false yes only costs the exact lookup that follows).
///
/// The slot mixes the run's first eight bytes, folded as `DateScan.hashLowered` folds them, with its byte length
/// (`DateScan.sieveSlot`); folding keeps the byte length. An ASCII run's slot is taken from its bytes as they
/// are (`sieveSlot` folds ASCII case), any other's from `DateScan.foldedFirstEightBytes`.
struct WordSieve: Sendable {
    private var bits = [UInt64](repeating: 0, count: 1024)

    init() {}

    /// Adds the letter run `bytes` (ASCII letters, or the bytes of letters in any script).
    mutating func insert(_ bytes: some Collection<UInt8>) {
        let run = Array(bytes)
        let packed = run.withUnsafeBufferPointer { DateScan.foldedFirstEightBytes(UTF8Text(bytes: $0), 0, $0.count) }
        let slot = DateScan.sieveSlot(packed: packed, length: run.count)
        bits[slot >> 6] |= 1 &<< UInt64(slot & 63)
    }

    /// Whether the ASCII letter run `start..<end` of `text` may be a member.
    @inline(__always)
    func mayContain(_ start: Int, _ end: Int, in text: UTF8Text) -> Bool {
        contains(slot: DateScan.sieveSlot(packed: DateScan.firstEightBytes(text, start, end), length: end - start))
    }

    /// Whether the letter run `start..<end` of `text`, in any script, may be a member.
    @inline(__always)
    func mayContainFolded(_ start: Int, _ end: Int, in text: UTF8Text) -> Bool {
        contains(slot: DateScan.sieveSlot(packed: DateScan.foldedFirstEightBytes(text, start, end), length: end - start))
    }

    @inline(__always)
    private func contains(slot: Int) -> Bool {
        bits.withUnsafeBufferPointer { $0[slot >> 6] } & (1 &<< UInt64(slot & 63)) != 0
    }
}

/// A set of bytes, one bit each, held inline (no heap storage to reach).
struct ByteSet: Sendable {
    private var words = SIMD4<UInt64>(repeating: 0)

    init() {}

    mutating func insert(_ b: UInt8) {
        words[Int(b >> 6)] |= 1 << UInt64(b & 63)
    }

    @inline(__always)
    func contains(_ b: UInt8) -> Bool {
        words[Int(b >> 6)] >> UInt64(b & 63) & 1 != 0
    }
}

/// A growable open-addressing table from 64-bit word hashes (never 0) to values.
struct WordHashTable<V: Sendable>: Sendable {
    private var keys: [UInt64] = [UInt64](repeating: 0, count: 8)
    private var values: [V?] = [V?](repeating: nil, count: 8)
    private var count = 0

    init() {}

    mutating func insert(_ h: UInt64, _ v: V) {
        if (count + 1) * 2 > keys.count {
            let old = zip(keys, values).filter { $0.0 != 0 }
            keys = [UInt64](repeating: 0, count: keys.count * 2)
            values = [V?](repeating: nil, count: keys.count)
            count = 0
            for (k, value) in old { if let value { insert(k, value) } }
        }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: h) & mask
        while keys[slot] != 0 && keys[slot] != h { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = h
        values[slot] = v
    }

    func forEachKey(_ body: (UInt64) -> Void) {
        for k in keys where k != 0 { body(k) }
    }

    @inline(__always)
    func value(_ h: UInt64) -> V? {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let k = keys[slot]
            if k == h { return values[slot] }
            if k == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }
}
