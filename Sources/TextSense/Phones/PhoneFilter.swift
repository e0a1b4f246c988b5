/// Why a match libphonenumber accepted is not reported as a phone number.
///
/// libphonenumber checks that digits form a valid number; it does not read the text around them. These rules
/// do, in English, Russian, Portuguese, German, French and Spanish. Each one is a documented difference from
/// the reference matcher (see `PhoneFilter`).
enum PhoneRejection: String, Hashable, Sendable, CaseIterable {
    /// Fewer than 7 digits before any extension (`12 34 56`): in prose these are amounts, codes and
    /// postcodes; short local numbers (Falklands, Niue…) are found when written with their country code.
    case tooFewDigits
    /// Part of a word (between spaces) with more than 30 digits, or of a stretch of more than 48 digits with no
    /// list separator (`,` `;` a tab, two spaces, `) (`, a word with letters) in it: serials, hashes, digit dumps and tables
    /// (`12-34-56-78-90-12-34-…`, `12-34 56.78/90 12-34 56.78/90 …`). No number plan needs that many, and
    /// three numbers in a row are written with separators (`650 253 0000, 650 253 0001`).
    case longDigitSequence
    /// A date or date range overlaps it: `01.03.2015 - 31.03.2015`, `03/2015 – 03/2016`, `2015-03-01`,
    /// `2015-2016`.
    case date
    /// A time or time range: `10:30`, `09:00-17:30`.
    case time
    /// ISBN or ISSN: `978-3-16-148410-0`, or after the word `ISBN`/`ISSN`.
    case isbn
    /// Card-number grouping: `4111 1111 1111 1111`, `3782 822463 10005`, or 13–19 digits passing Luhn.
    case card
    /// Part of a hexadecimal identifier or UUID: `123e4567-e89b-12d3-a456-426614174000`, `0x7F3A1234`.
    case hexIdentifier
    /// A pair of decimal coordinates: `55.755826, 37.617299`, `40.7128° N`.
    case coordinates
    /// After a version word: `version 10.0.19041.1234`, `версия 2.4.52`.
    case version
    /// After a page word: `pp. 1203-1245`, `S. 1234–1256`, `стр. 1203–1245`, `págs. 1203-1245`.
    case pageRange
    /// An amount: currency before or after (`€ 1 234 567`, `1 234 567 руб.`), or thousands grouping with
    /// commas (`1,234,567`) or dots and decimals (`1.234.567,00`).
    case price
    /// A percentage: `12 345 678 %`, `1234567 percent`.
    case percentage
    /// Introduced as an order, confirmation, invoice, ticket, tracking, account or reference number:
    /// `Order number: 857-555-3556`, `Заказ № 8 800 555-35-35`, `Pedido nº 11 98765-4321`,
    /// `Bestellnummer 030 1234567`, `numéro de commande : 01 23 45 67 89`, `número de pedido 912 345 678`.
    case reference
}

/// The precision rules applied to every libphonenumber match (see `PhoneRejection`).
///
/// Rules look at the match, the cluster it lies in (`PhoneScanner`) and the words before it on the same line,
/// never further, so the same function serves the detector and the line-by-line reference run.
enum PhoneFilter {
    /// The reason to drop `match`, or `nil` to keep it. All ranges are UTF-8 byte offsets into `bytes`.
    static func rejection(for match: Range<Int>, cluster: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> PhoneRejection? {
        ClusterVerdict(cluster, in: bytes).rejection(for: match, in: bytes)
    }

    /// Buffers `marks` reads words into, kept from one cluster to the next.
    struct Scratch {
        var words: [MarkedWord] = []
        fileprivate var summaries: [WordSummary] = []
    }

    /// What the rules say about one cluster, computed once and applied to each match inside it.
    struct ClusterVerdict {
        /// The cluster's words, marked with the rule that rejects any match overlapping them.
        let words: [MarkedWord]
        /// A reference, version, page or ISBN word introducing the cluster: it rejects every match in it
        /// (`Order number: 857-555-3556 / 857-555-3557` are both order numbers).
        let keyword: PhoneRejection?

        /// Every match inside the cluster breaks a per-match rule whatever libphonenumber makes of it: no stretch
        /// between extension marks holds `PhoneScanner.minimumDigits` digits (`120 Seiten. In 2019`, where
        /// labels let the cluster run through words), or the cluster is part of a hex identifier (a UUID's tail).
        private let matchesAlwaysRejected: Bool

        init(_ cluster: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
            var scratch = Scratch()
            self.init(cluster, in: bytes, scratch: &scratch)
        }

        /// The verdict, its words read into `scratch`'s buffers: a caller judging many clusters passes the same
        /// scratch each time and saves two allocations per cluster (a verdict still alive keeps its words: the
        /// buffer is copied on write).
        ///
        /// With `skipWordsWhenRejectingAll`, a cluster that a keyword or its digit runs reject whole (`rejectsAll`
        /// without reading words: about half the clusters of a reference number's or a date's look-alikes) gets
        /// no words, and `rejection(for:)` must not be asked (it would miss the words' reasons).
        init(_ cluster: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, scratch: inout Scratch,
             skipWordsWhenRejectingAll: Bool = false) {
            keyword = keywordBefore(cluster.lowerBound, bytes: bytes)
            matchesAlwaysRejected = longestMainDigitRun(in: cluster, bytes: bytes) < PhoneScanner.minimumDigits
                || isHexIdentifierCluster(cluster, bytes: bytes)
            if skipWordsWhenRejectingAll, keyword != nil || matchesAlwaysRejected {
                words = []
                return
            }
            marks(for: cluster, in: bytes, into: &scratch)
            words = scratch.words
        }

        /// Whether no match inside the cluster can survive, so libphonenumber need not run on it: a keyword
        /// introduces it, every digit lies in a rejected word (dates, times, amounts, card numbers), or every
        /// match would be too short or part of a hex identifier.
        var rejectsAll: Bool {
            if keyword != nil || matchesAlwaysRejected { return true }
            var sawDigits = false
            for w in words where w.digits > 0 {
                if w.reason == nil { return false }
                sawDigits = true
            }
            return sawDigits
        }

        /// The reason to drop `match`, or nil. `holdsEnoughDigits`: the caller knows the match has at least
        /// `PhoneScanner.minimumDigits` digits before any extension mark (the shortcut's numbers whose national
        /// number alone has that many), and they need not be counted.
        func rejection(for match: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, holdsEnoughDigits: Bool = false)
            -> PhoneRejection? {
            if !holdsEnoughDigits, mainDigits(in: match, bytes: bytes) < PhoneScanner.minimumDigits { return .tooFewDigits }
            for word in words where word.reason != nil && word.range.overlaps(match) { return word.reason }
            if isInHexIdentifier(match, bytes: bytes) { return .hexIdentifier }
            return keyword
        }
    }

    // MARK: - Digits

    /// Whether the character of class `c` starting with byte `b` ends a number's main digits: a label letter,
    /// `x`, `;`, `,` or `#` (what follows is an extension, or not part of the number).
    @inline(__always)
    private static func endsMainDigits(_ c: PhoneScanner.CharClass, _ b: UInt8) -> Bool {
        c == .label || b == UInt8(ascii: "x") || b == UInt8(ascii: "X") || b == UInt8(ascii: ";")
            || b == UInt8(ascii: ",") || b == UInt8(ascii: "#")
    }

    /// Digits of the number proper: counting stops at the extension (a label letter, `x`, `;`, `,`, `#`).
    static func mainDigits(in range: Range<Int>, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = range.lowerBound
        var n = 0
        while i < range.upperBound {
            let (c, len) = PhoneScanner.scalar(at: i, in: bytes)
            if endsMainDigits(c, bytes[i]) { break }
            if c == .digit { n += 1 }
            i += len
        }
        return n
    }

    /// The most digits between two extension marks of `cluster`: an upper bound of `mainDigits` for every
    /// match that starts inside it.
    static func longestMainDigitRun(in cluster: Range<Int>, bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = cluster.lowerBound
        var n = 0, longest = 0
        while i < cluster.upperBound {
            let b = bytes[i]
            if b &- 0x30 < 10 {
                n += 1
                longest = max(longest, n)
                i += 1
                continue
            }
            let (c, len) = PhoneScanner.scalar(at: i, in: bytes)
            if endsMainDigits(c, bytes[i]) { n = 0 } else if c == .digit { n += 1; longest = max(longest, n) }
            i += len
        }
        return longest
    }

    // MARK: - Words of a cluster

    struct MarkedWord {
        var range: Range<Int>
        var digits: Int
        var reason: PhoneRejection?
    }

    /// What the rules across words read of a word's `Shape`.
    fileprivate struct ShapeSummary {
        var groupCount: Int
        var firstGroupLength: Int
        var signed: Bool
        var decimalCoordinate: Bool

        init(groupCount: Int, firstGroupLength: Int, signed: Bool, decimalCoordinate: Bool) {
            self.groupCount = groupCount
            self.firstGroupLength = firstGroupLength
            self.signed = signed
            self.decimalCoordinate = decimalCoordinate
        }

        init(_ s: Shape) {
            groupCount = s.groups.count
            firstGroupLength = s.groups[0].length
            signed = s.leadingSign != nil
            decimalCoordinate = isDecimalCoordinate(s)
        }
    }

    fileprivate struct WordSummary {
        /// Nil when the word is not a shape.
        var shape: ShapeSummary?
        /// An extension label, `x`, or a word the cluster runs through.
        var hasLetter: Bool
    }

    /// The rule that rejects a word of at most 30 digits by its shape alone, if any.
    private static func singleWordRule(_ s: Shape, _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> PhoneRejection? {
        // One group (most words of a number): only a card number's length can matter. Every other rule needs two
        // groups or more, and the only hyphen such a word may hold is a leading sign, which splits nothing.
        if s.groups.count == 1, !(13...19).contains(s.groups[0].length) { return nil }
        if isDate(s) { return .date }
        if isTime(s) { return .time }
        if isISBN(s) { return .isbn }
        // Ranges written without spaces: 01.03.2015-31.03.2015, 09:00-17:30.
        if let parts = splitAtHyphen(range, bytes: bytes) {
            if let a = Shape(bytes, parts.0), let b = Shape(bytes, parts.1) {
                if isDate(a) && isDate(b) && a.sameSeparator != UInt8(ascii: "-") { return .date }
                if isTime(a) && isTime(b) { return .time }
            }
        }
        let g = s.groups
        if s.leadingSign == nil, s.sameSeparator == UInt8(ascii: "-"), cardGroupings.contains(where: s.hasGroupLengths) {
            return .card
        }
        if g.count == 1, s.leadingSign == nil, isUngroupedCard(range, digits: g[0].length, bytes) { return .card }
        if isGroupedAmount(s) { return .price }
        return nil
    }

    /// A word's digits and separators when it is made only of ASCII digit groups joined by `. - / : ,`
    /// (with an optional leading `-`/`+` and trailing `.`).
    struct Shape {
        typealias Group = (value: Int, length: Int)
        /// At most 13 groups: a word with more is not a shape. No rule reads one: the longest a rule accepts, an
        /// ISBN of one-digit groups, has 13; and the rules across words read only shapes of one or two groups.
        var groups = Groups()
        var separators = SmallList<12, UInt8>(filler: 0)

        /// Groups packed in eight bytes each (a `Shape` is copied a few times per word, and under 128 bytes a
        /// copy is a few vector moves, not a `memcpy` call): the length in the low 24 bits, the value above, kept
        /// only for groups of at most 12 digits (0 for longer ones). Rules read values of groups of at most 4
        /// digits, and the ISBN check's digits, which matter only when the groups hold 13 digits in all, in at
        /// least 4 groups.
        struct Groups: RandomAccessCollection {
            private var packed = SmallList<13, UInt64>(filler: 0)
            var startIndex: Int { 0 }
            var endIndex: Int { packed.count }
            subscript(i: Int) -> Group {
                let p = packed[i]
                return (Int(p >> 24), Int(p & 0xFF_FFFF))
            }
            mutating func append(_ g: Group) -> Bool {
                let value = g.length <= 12 ? UInt64(g.value) : 0
                return packed.append(value << 24 | UInt64(Swift.min(g.length, 0xFF_FFFF)))
            }
        }
        var trailingDot = false
        var leadingSign: UInt8? = nil

        init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            var i = range.lowerBound
            guard i < range.upperBound else { return nil }
            if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { leadingSign = bytes[i]; i += 1 }
            var value = 0, length = 0
            while i < range.upperBound {
                let b = bytes[i]
                if b >= 0x30, b <= 0x39 {
                    if length < 18 { value = value * 10 + Int(b - 0x30) }
                    length += 1
                } else if b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "/")
                            || b == UInt8(ascii: ":") || b == UInt8(ascii: ",") {
                    guard length > 0, groups.append((value, length)) else { return nil }
                    value = 0; length = 0
                    if i + 1 == range.upperBound, b == UInt8(ascii: ".") { trailingDot = true } else {
                        guard separators.append(b) else { return nil }
                    }
                } else {
                    return nil
                }
                i += 1
            }
            if length > 0 { guard groups.append((value, length)) else { return nil } } else if !trailingDot { return nil }
            guard !groups.isEmpty, separators.count == groups.count - 1 else { return nil }
        }

        var digits: Int { groups.reduce(0) { $0 + $1.length } }
        var sameSeparator: UInt8? {
            guard let first = separators.first, separators.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        /// Whether the group lengths are exactly `lengths`.
        func hasGroupLengths(_ lengths: [Int]) -> Bool {
            guard groups.count == lengths.count else { return false }
            for k in 0..<lengths.count where groups[k].length != lengths[k] { return false }
            return true
        }
        /// Whether there is exactly one separator, `b`.
        func hasOnlySeparator(_ b: UInt8) -> Bool { separators.count == 1 && separators[0] == b }
    }

    /// Up to `capacity` (at most 255) elements stored inline (a `Shape` is read for most words of a cluster;
    /// arrays would cost two allocations per word).
    struct SmallList<let capacity: Int, Element>: RandomAccessCollection {
        private var storage: InlineArray<capacity, Element>
        private var stored: UInt8 = 0

        init(filler: Element) { storage = InlineArray(repeating: filler) }

        var count: Int { Int(stored) }
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(i: Int) -> Element {
            precondition(i >= 0 && i < count, "SmallList index out of range")
            return storage[i]
        }

        /// Appends `e`, or returns false when the list is full.
        mutating func append(_ e: Element) -> Bool {
            guard count < capacity else { return false }
            storage[count] = e
            stored &+= 1
            return true
        }
    }

    private static func isDay(_ g: (value: Int, length: Int)) -> Bool { g.length <= 2 && (1...31).contains(g.value) }
    private static func isMonth(_ g: (value: Int, length: Int)) -> Bool { g.length <= 2 && (1...12).contains(g.value) }
    private static func isYear(_ g: (value: Int, length: Int)) -> Bool {
        (g.length == 4 && (1000...2999).contains(g.value)) || g.length == 2
    }
    private static func isLongYear(_ g: (value: Int, length: Int)) -> Bool { g.length == 4 && (1900...2099).contains(g.value) }

    static func isDate(_ s: Shape) -> Bool {
        let g = s.groups
        guard s.leadingSign == nil else { return false }
        if g.count == 3, let sep = s.sameSeparator, sep != UInt8(ascii: ":"), sep != UInt8(ascii: ",") {
            // A sentence's full stop may follow a date with a four-digit year (`… bis 31.03.2015.`); after a
            // two-digit one it is more likely a number's (`+687 20.12.34.`).
            if (isDay(g[0]) && isMonth(g[1]) || isMonth(g[0]) && isDay(g[1])) && isYear(g[2])
                && (!s.trailingDot || isLongYear(g[2])) { return true }
            if g[0].length == 4, isYear(g[0]), isMonth(g[1]), isDay(g[2]) { return true }
        }
        if g.count == 2, let sep = s.sameSeparator {
            // 03/2015, 3.2015 (month and year); 01.03. (German day and month)
            if (sep == UInt8(ascii: "/") || sep == UInt8(ascii: ".")), isMonth(g[0]), isLongYear(g[1]) { return true }
            if sep == UInt8(ascii: "."), s.trailingDot, isDay(g[0]), isMonth(g[1]) { return true }
            // 2015-2016, 2015/16: a range of years
            if sep == UInt8(ascii: "-") || sep == UInt8(ascii: "/"), isLongYear(g[0]),
               g[1].length == 2 || (isLongYear(g[1]) && g[1].value >= g[0].value) { return true }
        }
        return false
    }

    static func isTime(_ s: Shape) -> Bool {
        let g = s.groups
        guard s.leadingSign == nil, g.count == 2 || g.count == 3, s.sameSeparator == UInt8(ascii: ":") else { return false }
        return g[0].length <= 2 && g[0].value <= 24 && g.dropFirst().allSatisfy { $0.length == 2 && $0.value <= 59 }
    }

    static func isISBN(_ s: Shape) -> Bool {
        guard s.leadingSign == nil, s.sameSeparator == UInt8(ascii: "-"), s.groups.count >= 4 else { return false }
        // The digits in order, weighted for both checks at once: ISBN-13 weights 1 3 1 3…, ISBN-10 10 9 8….
        var count = 0, sum13 = 0, sum10 = 0, first3 = 0
        for g in s.groups {
            guard g.length <= 18 else { return false }
            var scale = 1
            for _ in 1..<max(g.length, 1) { scale *= 10 }
            var v = g.value
            for _ in 0..<g.length {
                let d = v / scale
                v %= scale
                scale /= 10
                if count < 3 { first3 = first3 * 10 + d }
                sum13 += d * (count % 2 == 0 ? 1 : 3)
                sum10 += d * (10 - count)
                count += 1
            }
        }
        if count == 13 { return (first3 == 978 || first3 == 979) && sum13 % 10 == 0 }
        if count == 10 { return sum10 % 11 == 0 }
        return false
    }

    /// Whether the word at `range`, one group of `digits` ASCII digits, is a card number written without groups:
    /// 13 to 19 digits, not starting with 0, passing the Luhn check.
    private static func isUngroupedCard(_ range: Range<Int>, digits: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        (13...19).contains(digits) && bytes[range.lowerBound] != 0x30 && luhn(asciiDigits(range, bytes))
    }

    static func luhn(_ digits: [Int]) -> Bool {
        var sum = 0
        for (i, d) in digits.reversed().enumerated() {
            if i % 2 == 1 { let x = d * 2; sum += x > 9 ? x - 9 : x } else { sum += d }
        }
        return sum % 10 == 0
    }

    private static let cardGroupings: [[Int]] = [[4, 4, 4, 4, 3], [4, 4, 4, 4], [4, 6, 5], [4, 6, 4]]

    /// Splits a cluster into words (at spaces, tabs, NBSP, thin spaces, en and em dashes and `~`), trims
    /// brackets and `,;:` from their ends, and marks each with the rule that rejects it, if any: the words go to
    /// `scratch.words`.
    static func marks(for cluster: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, into scratch: inout Scratch) {
        // Taken out of the scratch while they are filled (no copy: the scratch is left empty), and put back.
        var words = scratch.words, summaries = scratch.summaries
        scratch = Scratch()
        words.removeAll(keepingCapacity: true)
        summaries.removeAll(keepingCapacity: true)
        words.reserveCapacity(8)
        summaries.reserveCapacity(8)
        defer { scratch = Scratch(words: words, summaries: summaries) }
        var i = cluster.lowerBound
        var wordStart = i
        // Reads a word, marks it with the single-word rules and keeps what the rules across words need.
        func flush(_ end: Int) {
            var lo = wordStart, hi = end
            func trimmed(_ b: UInt8) -> Bool {
                switch b {
                case 0x28, 0x29, 0x5B, 0x5D, 0x2C, 0x3B, 0x3A: return true   // ( ) [ ] , ; :
                default: return false
                }
            }
            while lo < hi, trimmed(bytes[lo]) { lo += 1 }
            while hi > lo, trimmed(bytes[hi - 1]) { hi -= 1 }
            guard lo < hi else { return }
            var digits = 0, asciiDigitCount = 0
            var hasLetter = false
            var j = lo
            while j < hi {
                let b = bytes[j]
                if b &- 0x30 < 10 {
                    digits += 1
                    asciiDigitCount += 1
                    j += 1
                    continue
                }
                let (c, len) = PhoneScanner.scalar(at: j, in: bytes)
                if c == .digit { digits += 1 }
                // An extension label, `x`, or a word the cluster runs through.
                if c == .label || b | 0x20 == UInt8(ascii: "x") { hasLetter = true }
                j += len
            }
            // The shape is read once and not copied around (it is a few hundred bytes).
            var reason: PhoneRejection? = digits > 30 ? .longDigitSequence : nil
            var summary: ShapeSummary?
            if asciiDigitCount == hi - lo {
                // Only ASCII digits (most words of a number): one group, which of the single-word rules only
                // the card number's reads (see `singleWordRule`).
                let n = hi - lo
                if reason == nil, isUngroupedCard(lo..<hi, digits: n, bytes) { reason = .card }
                summary = ShapeSummary(groupCount: 1, firstGroupLength: n, signed: false, decimalCoordinate: false)
            } else if let shape = Shape(bytes, lo..<hi) {
                if reason == nil { reason = singleWordRule(shape, lo..<hi, bytes) }
                summary = ShapeSummary(shape)
            }
            words.append(MarkedWord(range: lo..<hi, digits: digits, reason: reason))
            summaries.append(WordSummary(shape: summary, hasLetter: hasLetter))
        }
        while i < cluster.upperBound {
            let b = bytes[i]
            var sepLen = 0
            if b == 0x20 || b == 0x09 || b == UInt8(ascii: "~") { sepLen = 1 }
            else if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xA0 { sepLen = 2 }
            else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80,
                    (0x87...0x8B).contains(bytes[i + 2]) || bytes[i + 2] == 0xAF || bytes[i + 2] == 0x93 || bytes[i + 2] == 0x94 {
                sepLen = 3
            } else if b == 0xE3, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0x80 { sepLen = 3 }
            if sepLen > 0 {
                flush(i)
                i += sepLen
                wordStart = i
            } else {
                i += 1
            }
        }
        flush(cluster.upperBound)

        // Card numbers spread over words: 4111 1111 1111 1111.
        var k = 0
        while k < words.count {
            var run = k
            while run < words.count, let s = summaries[run].shape, s.groupCount == 1, !s.signed { run += 1 }
            if run - k >= 3 {
                // The words' group lengths, read in place.
                func lengths(from start: Int, equal grouping: [Int]) -> Bool {
                    for (j, length) in grouping.enumerated() where summaries[start + j].shape?.firstGroupLength != length {
                        return false
                    }
                    return true
                }
                for grouping in cardGroupings where run - k >= grouping.count {
                    for start in k...(run - grouping.count) where lengths(from: start, equal: grouping) {
                        for w in start..<(start + grouping.count) { words[w].reason = words[w].reason ?? .card }
                    }
                }
            }
            k = max(run, k + 1)
        }

        // Stretches of digit groups between list separators with more digits than three numbers hold: digit
        // dumps and tables. libphonenumber would spend about 10 µs per byte on them.
        // A word with letters (`ext.`, `доб.`, `Seiten`) separates too, and is never part of a stretch.
        var stretchStart = 0, stretchDigits = 0
        func closeStretch(before end: Int) {
            if stretchDigits > maximumUnseparatedDigits, stretchStart < end {
                for w in stretchStart..<end { words[w].reason = words[w].reason ?? .longDigitSequence }
            }
            stretchStart = end
            stretchDigits = 0
        }
        for k in words.indices {
            if summaries[k].hasLetter {
                closeStretch(before: k)
                stretchStart = k + 1
                continue
            }
            stretchDigits += words[k].digits
            if k + 1 == words.count || isListSeparator(words[k].range.upperBound..<words[k + 1].range.lowerBound, bytes) {
                closeStretch(before: k + 1)
            }
        }

        // Coordinates: two decimals side by side, or a decimal followed by a degree sign.
        for k in words.indices where words[k].reason == nil {
            guard summaries[k].shape?.decimalCoordinate == true else { continue }
            let paired = (k > 0 && summaries[k - 1].shape?.decimalCoordinate == true)
                || (k + 1 < words.count && summaries[k + 1].shape?.decimalCoordinate == true)
            let end = words[k].range.upperBound
            let degree = end + 1 < bytes.count && bytes[end] == 0xC2 && bytes[end + 1] == 0xB0
            if paired || degree { words[k].reason = .coordinates }
        }

        // Currency or percent sign around the cluster: the amount next to it (1 234 567 ₽, $ 5 550 000).
        let first = words.firstIndex { $0.digits > 0 }, last = words.lastIndex { $0.digits > 0 }
        if let first, let before = currencyBefore(words[first].range.lowerBound, bytes: bytes) {
            for w in amountRun(from: first, forward: true, words: words, shapes: summaries) { words[w].reason = words[w].reason ?? before }
        }
        if let last, let after = amountSignAfter(words[last].range.upperBound, bytes: bytes) {
            for w in amountRun(from: last, forward: false, words: words, shapes: summaries) { words[w].reason = words[w].reason ?? after }
        }
    }

    /// More digits than this between list separators are not phone numbers (`longDigitSequence`).
    static let maximumUnseparatedDigits = 48

    /// Whether the bytes between two words hold a list separator: `,` `;`, a tab, two spaces in a row, or a
    /// closing bracket before an opening one (`(+1 416 811 2307) (+49 89 85 55 90 19)`).
    private static func isListSeparator(_ gap: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousSpace = false, closed = false
        for i in gap {
            let b = bytes[i]
            if b == UInt8(ascii: ",") || b == UInt8(ascii: ";") || b == 0x09 || (b == 0x20 && previousSpace) { return true }
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { closed = true }
            if closed, b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { return true }
            previousSpace = b == 0x20
        }
        return false
    }

    private static func asciiDigits(_ r: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        r.compactMap { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 ? Int(bytes[$0] - 0x30) : nil }
    }

    private static func splitAtHyphen(_ r: Range<Int>, bytes: UnsafeBufferPointer<UInt8>) -> (Range<Int>, Range<Int>)? {
        // One hyphen, or five (the middle one splits two dashed dates).
        var count = 0, first = -1, third = -1
        for i in r where bytes[i] == UInt8(ascii: "-") {
            count += 1
            if count == 1 { first = i } else if count == 3 { third = i }
        }
        guard count == 1 || count == 5 else { return nil }
        let h = count == 1 ? first : third
        guard h > r.lowerBound, h + 1 < r.upperBound else { return nil }
        return (r.lowerBound..<h, (h + 1)..<r.upperBound)
    }

    /// 1,234,567 / 1,234,567.89 / 1.234.567,89 (dots need the decimal part: 912.345.678 is a Spanish phone).
    static func isGroupedAmount(_ s: Shape) -> Bool {
        let g = s.groups
        guard s.leadingSign == nil, g.count >= 3, g[0].length <= 3 else { return false }
        let seps = s.separators
        if seps.allSatisfy({ $0 == UInt8(ascii: ",") }) { return g.dropFirst().allSatisfy { $0.length == 3 } }
        guard let last = seps.last, last != seps.first else { return false }
        let grouping = seps.dropLast()
        guard (last == UInt8(ascii: ",") || last == UInt8(ascii: ".")), grouping.allSatisfy({ $0 != last && $0 == grouping.first }),
              grouping.first == UInt8(ascii: ".") || grouping.first == UInt8(ascii: ",") else { return false }
        return g.dropFirst().dropLast().allSatisfy { $0.length == 3 } && g[g.count - 1].length == 2
    }

    private static func isDecimalCoordinate(_ s: Shape) -> Bool {
        s.groups.count == 2 && s.groups[0].length <= 3 && s.groups[0].value <= 180 && s.groups[1].length >= 3
            && (s.hasOnlySeparator(UInt8(ascii: ".")) || s.hasOnlySeparator(UInt8(ascii: ",")))
    }

    /// The words of an amount written with space grouping starting (or ending) at word `k`: 1 234 567,89.
    private static func amountRun(from k: Int, forward: Bool, words: [MarkedWord], shapes: [WordSummary]) -> [Int] {
        var run = [k]
        if forward {
            guard let s = shapes[k].shape, s.groupCount == 1, s.firstGroupLength <= 3 else { return run }
            var j = k + 1
            while j < words.count, let t = shapes[j].shape, t.firstGroupLength == 3, !t.signed { run.append(j); j += 1 }
        } else {
            var j = k
            while j > 0, let t = shapes[j].shape, t.firstGroupLength == 3, !t.signed, let p = shapes[j - 1].shape,
                  p.groupCount == 1, p.firstGroupLength <= 3 {
                run.append(j - 1); j -= 1
            }
        }
        return run
    }

    // MARK: - Context around the cluster

    private static let currencyWords: Set<String> = [
        "usd", "eur", "gbp", "rub", "brl", "jpy", "cny", "rmb", "inr", "aud", "cad", "mxn", "chf", "uah", "kzt",
        "euro", "euros", "dollar", "dollars", "pound", "pounds", "yen", "yuan", "rupees", "rs", "reais", "real", "pesos",
        "руб", "рублей", "рубля", "рубль", "р", "долларов", "евро", "грн", "тенге",
    ]
    private static let percentWords: Set<String> = ["percent", "prozent", "процент", "процента", "процентов", "pct"]
    private static let percentPairs: [(String, String)] = [("per", "cent"), ("por", "ciento"), ("pour", "cent"), ("por", "cento")]

    /// Scalars of the Latin (U+00C0–U+024F) and Cyrillic (U+0400–U+04FF) letter blocks: letters but for a few
    /// signs and marks, never currency signs. Words around numbers are mostly in these blocks; answering them
    /// without a Unicode property lookup (about a hundred instructions each) matters in the look-back loops.
    @inline(__always)
    private static func inLetterBlock(_ v: UInt32) -> Bool { (0xC0...0x24F).contains(v) || (0x400...0x4FF).contains(v) }

    static func isCurrencySign(_ v: UInt32) -> Bool {
        if v < 0x80 { return v == 0x24 }   // $
        if inLetterBlock(v) { return false }
        guard let s = Unicode.Scalar(v) else { return false }
        return s.properties.generalCategory == .currencySymbol
    }

    static func isLetter(_ v: UInt32) -> Bool {
        if v < 0x80 { return (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A }
        if v == 0xBA { return true }   // º in nº
        // × ÷, the Cyrillic thousands sign and combining marks are the block's non-letters.
        if inLetterBlock(v) { return v != 0xD7 && v != 0xF7 && !(0x482...0x489).contains(v) }
        guard v >= 0xC0, let s = Unicode.Scalar(v) else { return false }
        return s.properties.isAlphabetic
    }

    private static func isSpace(_ v: UInt32) -> Bool { v == 0x20 || v == 0xA0 || v == 0x202F }

    /// The scalar ending at byte `i` and where it starts, or nil at `lo`. The bytes are valid UTF-8.
    @inline(__always)
    private static func scalar(before i: Int, lo: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, start: Int)? {
        guard i > lo else { return nil }
        var s = i - 1
        while s > lo, bytes[s] & 0xC0 == 0x80 { s -= 1 }
        return (decode(at: s, end: i, bytes), s)
    }

    /// The scalar starting at byte `i` and where the next one starts, or nil at `hi`.
    @inline(__always)
    private static func scalar(after i: Int, hi: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, end: Int)? {
        guard i < hi else { return nil }
        var e = i + 1
        while e < hi, bytes[e] & 0xC0 == 0x80 { e += 1 }
        return (decode(at: i, end: e, bytes), e)
    }

    private static func decode(at s: Int, end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let b = bytes[s]
        if b < 0x80 { return UInt32(b) }
        var v = UInt32(b & (b >= 0xF0 ? 0x07 : b >= 0xE0 ? 0x0F : 0x1F))
        var k = s + 1
        while k < end { v = v << 6 | UInt32(bytes[k] & 0x3F); k += 1 }
        return v
    }

    /// The word at `r`, lowercased. ASCII words (most) are lowered byte by byte on the stack.
    private static func lowercasedWord(_ r: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let word = UnsafeBufferPointer(rebasing: bytes[r])
        guard word.count <= 32, word.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: word, as: UTF8.self).lowercased()
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count) { lowered in
            for k in 0..<word.count {
                let b = word[k]
                lowered[k] = b &- 0x41 < 26 ? b | 0x20 : b
            }
            return String(decoding: lowered, as: UTF8.self)
        }
    }

    /// `.price` when a currency sign or code stands right before `start` (spaces allowed).
    private static func currencyBefore(_ start: Int, bytes: UnsafeBufferPointer<UInt8>) -> PhoneRejection? {
        let lo = max(0, start - 24)
        var i = start
        while let (v, s) = scalar(before: i, lo: lo, bytes), isSpace(v) { i = s }
        guard let (v, _) = scalar(before: i, lo: lo, bytes) else { return nil }
        if isCurrencySign(v) { return .price }
        var w = i, letters = 0
        while let (v, s) = scalar(before: w, lo: lo, bytes), isLetter(v) { w = s; letters += 1 }
        guard letters >= 3 else { return nil }
        return listsOf(w..<i, bytes).contains(.currency) ? .price : nil
    }

    /// `.price` or `.percentage` when a currency or percent sign or word follows `end` (spaces allowed).
    private static func amountSignAfter(_ end: Int, bytes: UnsafeBufferPointer<UInt8>) -> PhoneRejection? {
        let hi = min(bytes.count, end + 32)
        var i = end
        while let (v, e) = scalar(after: i, hi: hi, bytes), isSpace(v) { i = e }
        guard let (first, _) = scalar(after: i, hi: hi, bytes) else { return nil }
        if first == 0x25 || first == 0x2030 { return .percentage }   // % ‰
        if isCurrencySign(first) { return .price }
        // The first two words after it (runs of letters, one space apart).
        var r0: Range<Int>?, r1: Range<Int>?
        var wordStart = i
        func add(_ r: Range<Int>) { if r0 == nil { r0 = r } else { r1 = r } }
        while r1 == nil, let (v, e) = scalar(after: i, hi: hi, bytes) {
            if isLetter(v) {
                i = e
                continue
            }
            if i > wordStart { add(wordStart..<i) }
            if v != 0x20 { wordStart = i; break }
            i = e
            wordStart = i
        }
        if i > wordStart, r1 == nil { add(wordStart..<i) }
        guard let r0 else { return nil }
        let on = listsOf(r0, bytes)
        if on.contains(.currency) { return .price }
        if on.contains(.percent) { return .percentage }
        if on.contains(.percentPairStart), let r1 {
            let w0 = lowercasedWord(r0, bytes), w1 = lowercasedWord(r1, bytes)
            if percentPairs.contains(where: { $0.0 == w0 && $0.1 == w1 }) { return .percentage }
        }
        return nil
    }

    // MARK: - Hex identifiers

    private static func isHex(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    /// Whether `cluster` is made only of hex digits and hyphens and lies in a hex identifier: then every match
    /// in it starts with a digit of that identifier, and `isInHexIdentifier` rejects it.
    static func isHexIdentifierCluster(_ cluster: Range<Int>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !cluster.isEmpty, isHex(bytes[cluster.lowerBound]),
              cluster.allSatisfy({ isHex(bytes[$0]) || bytes[$0] == UInt8(ascii: "-") }) else { return false }
        return isInHexIdentifier(cluster.lowerBound..<(cluster.lowerBound + 1), bytes: bytes)
    }

    /// How far `isInHexIdentifier` reads a run of hex digits and hyphens from the match's edge.
    static let hexRunReach = 128

    /// Whether the match's first or last character lies in a run of hex digits and hyphens that holds a
    /// letter `a-f` and at least 8 hex digits (UUIDs, hashes), or follows `0x`.
    ///
    /// The run is read at most `hexRunReach` bytes either side of the edge: a cluster in a megabyte of digits
    /// must not read the whole megabyte (once per cluster, that was quadratic). Identifiers are shorter (a
    /// UUID is 36 characters, a SHA-256 64).
    static func isInHexIdentifier(_ match: Range<Int>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func hexOrHyphen(_ b: UInt8) -> Bool { isHex(b) || b == UInt8(ascii: "-") }
        func inIdentifier(_ edge: Int) -> Bool {
            guard edge >= 0, edge < bytes.count, isHex(bytes[edge]) else { return false }
            var lo = edge, hi = edge + 1
            while lo > 0, edge - lo < hexRunReach, hexOrHyphen(bytes[lo - 1]) { lo -= 1 }
            while hi < bytes.count, hi - edge < hexRunReach, hexOrHyphen(bytes[hi]) { hi += 1 }
            if lo >= 2, bytes[lo - 1] | 0x20 == UInt8(ascii: "x"), bytes[lo - 2] == UInt8(ascii: "0") { return true }
            var hexLetters = 0, hexChars = 0
            for i in lo..<hi where bytes[i] != UInt8(ascii: "-") {
                hexChars += 1
                if bytes[i] > 0x39 { hexLetters += 1 }
            }
            return hexLetters > 0 && hexChars >= 8
        }
        return inIdentifier(match.lowerBound) || inIdentifier(match.upperBound - 1)
    }

    // MARK: - Words before the match

    /// Words that say what a number is. A reference keyword rejects; a phone word accepts at once; filler
    /// words (`number`, `номер`, `nº`, `de`…) are skipped; any other word ends the look-back.
    private static let referenceWords: Set<String> = [
        // en
        "order", "orders", "confirmation", "invoice", "ticket", "tracking", "track", "account", "acct", "reference",
        "ref", "booking", "reservation", "case", "claim", "policy", "transaction", "receipt", "serial", "parcel",
        "shipment", "awb", "po", "sku", "iban", "pnr", "id",
        // ru
        "заказ", "заказа", "заказу", "подтверждения", "подтверждение", "счет", "счёт", "счета", "счёта", "накладной",
        "накладная", "билет", "билета", "трек", "отслеживания", "договор", "договора", "брони", "бронирования",
        "квитанции", "квитанция", "посылки", "отправления", "лицевой", "референс", "идентификатор", "инн", "снилс",
        // pt
        "pedido", "encomenda", "confirmação", "confirmacao", "fatura", "factura", "bilhete", "ingresso",
        "rastreamento", "rastreio", "conta", "referência", "referencia", "protocolo", "reserva", "recibo", "cpf", "cnpj",
        // de
        "bestellung", "auftrag", "bestätigung", "bestaetigung", "rechnung", "sendung", "konto", "referenz",
        "aktenzeichen", "buchung", "vorgang", "kundennr", "bestellnr", "rechnungsnr", "auftragsnr",
        // fr
        "commande", "facture", "billet", "suivi", "compte", "référence", "réf", "dossier", "réservation", "colis", "reçu",
        // es
        "confirmación", "confirmacion", "billete", "boleto", "seguimiento", "cuenta", "localizador", "expediente",
        "envío", "envio",
    ]
    private static let fillerWords: Set<String> = [
        "number", "numbers", "no", "nos", "n", "nº", "nr", "nro", "num", "núm", "numero", "número", "numéro",
        "nummer", "code", "código", "codigo", "de", "do", "da", "del", "du", "des", "your", "the", "our", "my",
        "is", "was", "est", "es", "ist", "é", "ваш", "вашего", "вашей", "номер", "код", "ihre", "ihr", "votre",
        "su", "seu", "sua", "tu",
    ]
    private static let phoneWords: Set<String> = [
        "tel", "tel.", "phone", "telephone", "call", "fax", "mobile", "mob", "cell", "whatsapp", "sms", "text",
        "телефон", "тел", "телефона", "моб", "звоните", "факс", "teléfono", "telefono", "telefone", "telefon",
        "téléphone", "tél", "portable", "handy", "ruf", "rufen", "llame", "llamar", "ligue", "appelez", "móvil",
        "movil", "celular", "celulare", "contact", "contato", "contacto", "hotline",
    ]
    private static let phoneCompounds = ["telefon", "ruf", "handy", "fax", "mobil", "notruf", "service", "durchwahl", "kontakt"]
    private static let versionWords: Set<String> = [
        "version", "ver", "v", "versión", "versão", "versao", "версия", "версии", "build", "release", "firmware",
        "patch", "kernel",
    ]
    /// Page words; single letters count only when written as an abbreviation with a dot (`p.`, `S.`, `с.`).
    private static let pageWords: Set<String> = [
        "pp", "page", "pages", "pg", "pgs", "seite", "seiten", "стр", "страница", "страницы", "pág", "págs",
        "página", "páginas", "pag", "pags", "pagina", "paginas",
    ]
    private static let pageAbbreviations: Set<String> = ["p", "s", "с"]

    /// Which of the lists above each listed word is on: one lookup per word read instead of up to eight.
    private struct Lists: OptionSet {
        let rawValue: UInt16
        static let phone = Lists(rawValue: 1), reference = Lists(rawValue: 2), version = Lists(rawValue: 4)
        static let page = Lists(rawValue: 8), pageAbbreviation = Lists(rawValue: 16), filler = Lists(rawValue: 32)
        static let currency = Lists(rawValue: 64), percent = Lists(rawValue: 128)
        /// The first word of one of `percentPairs`.
        static let percentPairStart = Lists(rawValue: 256)
    }

    private static let lists: [String: Lists] = {
        var out: [String: Lists] = [:]
        for (words, list) in [(phoneWords, Lists.phone), (referenceWords, .reference), (versionWords, .version),
                              (pageWords, .page), (pageAbbreviations, .pageAbbreviation), (fillerWords, .filler),
                              (currencyWords, .currency), (percentWords, .percent),
                              (Set(percentPairs.map(\.0)), .percentPairStart)] {
            for w in words { out[w, default: []].insert(list) }
        }
        return out
    }()

    /// `lists` read from the bytes (most words), else by `String`.
    private static let listTable = WordFlagTable(lists.mapValues(\.rawValue))

    /// The lists the word at `r` is on.
    @inline(__always)
    private static func listsOf(_ r: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Lists {
        if let f = listTable.flags(of: UnsafeBufferPointer(rebasing: bytes[r])) { return Lists(rawValue: f) }
        return lists[lowercasedWord(r, bytes)] ?? []
    }

    /// Whether the word at `r`, lowercased, ends with (`whole` false) or is (`whole` true) the ASCII word `suffix`
    /// (lowercase). No non-ASCII letter lowercases to the letters of the suffixes asked for (`nummer`, `isbn`,
    /// `issn`), so the bytes decide.
    private static func word(_ r: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, endsWith suffix: StaticString,
                             whole: Bool) -> Bool {
        let n = suffix.utf8CodeUnitCount
        guard whole ? r.count == n : r.count >= n else { return false }
        let base = r.upperBound - n
        let s = suffix.utf8Start
        for k in 0..<n {
            let b = bytes[base + k]
            if (b &- 0x41 < 26 ? b | 0x20 : b) != s[k] { return false }
        }
        return true
    }

    /// What the words before `start` on its line (at most 96 bytes, 5 words) say about the number there.
    static func keywordBefore(_ start: Int, bytes: UnsafeBufferPointer<UInt8>) -> PhoneRejection? {
        // The line's start needs no search: reading back stops at a line feed, which is neither a letter nor
        // skipped.
        var lo = max(0, start - 96)
        while lo < start, bytes[lo] & 0xC0 == 0x80 { lo += 1 }
        var i = start
        var seen = 0
        while seen < 5, let (v, s) = scalar(before: i, lo: lo, bytes) {
            if isLetter(v) {
                var w = s
                while let (v2, s2) = scalar(before: w, lo: lo, bytes), isLetter(v2) { w = s2 }
                let dotted = i < bytes.count && bytes[i] == UInt8(ascii: ".")
                seen += 1
                let on = listsOf(w..<i, bytes)
                let compound = word(w..<i, bytes, endsWith: "nummer", whole: false)
                // "…auf 120 Seiten. (+52 55 5299 1567": a dot after a long word ends a sentence, and words of
                // the previous sentence do not introduce the number. Short dotted words are abbreviations
                // (`Nr.`, `pp.`, `S.`, `стр.`).
                if dotted, !on.contains(.filler), lowercasedWord(w..<i, bytes).count > 5 { return nil }
                if on.contains(.phone) || (compound && phoneCompounds.contains(where: { lowercasedWord(w..<i, bytes).hasPrefix($0) })) {
                    return nil
                }
                if on.contains(.reference) || (compound && !word(w..<i, bytes, endsWith: "nummer", whole: true)) {
                    return .reference
                }
                if on.contains(.version) { return .version }
                if on.contains(.page) || (dotted && on.contains(.pageAbbreviation)) { return .pageRange }
                if word(w..<i, bytes, endsWith: "isbn", whole: true) || word(w..<i, bytes, endsWith: "issn", whole: true) {
                    return .isbn
                }
                if on.contains(.filler) { i = w; continue }
                return nil
            }
            // Skip what sits between a keyword and its number: spaces, `: # № . - ( ) « » "`.
            switch v {
            case 0x20, 0x09, 0xA0, 0x202F, 0x3A, 0x23, 0x2116, 0x2E, 0x2D, 0x2013, 0x2014, 0x28, 0x29, 0xAB, 0xBB, 0x22,
                 0x27, 0xB0, 0x2F, 0x3D, 0xFF03, 0xFF1A:
                i = s
            default:
                return nil
            }
        }
        return nil
    }
}
