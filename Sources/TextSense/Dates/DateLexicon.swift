/// Word tables of several `DateLanguage`s merged for lookup, plus the anchor table the byte scan uses.
///
/// Built once per `DateDetector`; immutable afterwards. When two active languages give one word different
/// meanings, the first language (the context's) wins.
struct DateLexicon: Sendable {
    /// A table of phrases (one or more words) → value, with the longest phrase's word count.
    struct Phrases<V: Sendable>: Sendable {
        var map: [String: V] = [:]
        var maxWords = 0

        mutating func add(_ key: String, _ value: V) {
            guard map[key] == nil else { return }
            map[key] = value
            maxWords = max(maxWords, key.split(separator: " ").count)
        }
        mutating func add(_ table: [String: V]) { for (k, v) in table.sorted(by: { $0.key < $1.key }) { add(k, v) } }
    }

    var months = Phrases<Int>(), monthAbbreviations = Phrases<Int>()
    var weekdays = Phrases<Int>(), weekdayAbbreviations = Phrases<Int>()
    var capitalizedOnly: Set<String> = []
    var relativeDays = Phrases<Int>(), tonight = Phrases<Bool>()
    var eveningAfter = Phrases<Bool>(), morningAfter = Phrases<Bool>()
    var units = Phrases<DateLanguage.Unit>(), numberWords = Phrases<Int>()
    var futurePrefixes = Phrases<Bool>(), pastPrefixes = Phrases<Bool>()
    var pastSuffixes = Phrases<Bool>(), futureSuffixes = Phrases<Bool>()
    var nextWords = Phrases<Bool>(), lastWords = Phrases<Bool>(), thisWords = Phrases<Bool>()
    var timePrepositions = Phrases<Bool>(), strongTimePrepositions = Phrases<Bool>(), datePrepositions = Phrases<Bool>()
    var hourWords = Phrases<Bool>(), namedTimes = Phrases<Int>()
    var rangeOpeners = Phrases<Bool>(), rangeConnectors = Phrases<Bool>(), andWords = Phrases<Bool>()
    var durationPrefixes = Phrases<Bool>()
    var ordinalSuffixes: Set<String> = []
    var dayMonthJoiners = Phrases<Bool>(), monthYearJoiners = Phrases<Bool>(), yearWords = Phrases<Bool>()
    var holidays = Phrases<DateLanguage.MonthDay>(), zoneNames = Phrases<String>()

    /// FNV-1a hashes of the lower-cased first letter run of every word that starts a date expression on its
    /// own (months, weekdays, relative days, holidays, named times, units). Open addressing, 0 = empty.
    private(set) var anchorHashes: [UInt64] = []
    private(set) var anchorMask = 0
    /// Bytes that can start an anchor word (either case); a word starting with any other byte is skipped
    /// without hashing.
    private(set) var anchorFirstBytes = [Bool](repeating: false, count: 256)

    init(languages: [DateLanguage]) {
        func set(_ s: Set<String>) -> [String: Bool] { Dictionary(uniqueKeysWithValues: s.map { ($0, true) }) }
        for l in languages {
            months.add(l.months); monthAbbreviations.add(l.monthAbbreviations)
            weekdays.add(l.weekdays); weekdayAbbreviations.add(l.weekdayAbbreviations)
            capitalizedOnly.formUnion(l.capitalizedOnly)
            relativeDays.add(l.relativeDays); tonight.add(set(l.tonight))
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
            holidays.add(l.holidays); zoneNames.add(l.zoneNames)
        }
        var anchorWords: [String] = []
        anchorWords += months.map.keys; anchorWords += monthAbbreviations.map.keys
        anchorWords += weekdays.map.keys; anchorWords += weekdayAbbreviations.map.keys
        anchorWords += relativeDays.map.keys; anchorWords += tonight.map.keys
        anchorWords += holidays.map.keys; anchorWords += namedTimes.map.keys; anchorWords += units.map.keys
        var hashes = Set<UInt64>()
        for w in anchorWords {
            let bytes = Array(w.utf8)
            var end = 0
            while end < bytes.count, DateScan.isLetterByte(bytes[end]) { end += 1 }
            guard end > 0 else { continue }
            hashes.insert(DateScan.hashLowered(bytes[0..<end]).hash)
            let b = bytes[0]
            anchorFirstBytes[Int(b)] = true
            if b >= 0x61 && b <= 0x7A { anchorFirstBytes[Int(b - 0x20)] = true }
            // Upper-case lead bytes of Latin-1 (C3) and Cyrillic (D0/D1) letters share or neighbour the
            // lower-case ones.
            if b == 0xD0 || b == 0xD1 { anchorFirstBytes[0xD0] = true; anchorFirstBytes[0xD1] = true }
        }
        var size = 64
        while size < hashes.count * 4 { size <<= 1 }
        anchorHashes = [UInt64](repeating: 0, count: size)
        anchorMask = size - 1
        for h in hashes {
            var slot = Int(truncatingIfNeeded: h) & anchorMask
            while anchorHashes[slot] != 0 { slot = (slot + 1) & anchorMask }
            anchorHashes[slot] = h
        }
    }

    /// Whether a word whose first letter run hashes to `h` may start a date expression.
    @inline(__always)
    func isAnchor(hash h: UInt64) -> Bool {
        var slot = Int(truncatingIfNeeded: h) & anchorMask
        while true {
            let v = anchorHashes[slot]
            if v == h { return true }
            if v == 0 { return false }
            slot = (slot + 1) & anchorMask
        }
    }
}
