/// The address keywords of every country keyed by their lower-cased bytes: a word of the text is classified
/// by folding its case on its bytes and one hash lookup, with no `String` made.
///
/// The parser asks what most words around a number are (street type, unit, particle…, `AddressCountry.wordClasses`)
/// and whether a capitalized one ends like a compound street name (`Friedrichstraße`). Case is folded on the
/// bytes for ASCII, Latin-1 and basic Cyrillic capitals, where byte folding equals Unicode lower-casing; a word
/// with any other cased scalar (`Œ`, `Ł`, Greek…) or longer than `longestWord` is told by `classify` to go the
/// `String` way (`AddressScanner.learn`), so the answer is always the `String` lookup's.
///
/// Built from `AddressCountry.wordClasses`, the countries' `streetSuffixes` and the PO-box words: words added to
/// the countries' tables are found here with no other change.
///
/// - Complexity: O(word length), no allocation.
struct AddressWordTable: Sendable {
    /// What the table says of one word.
    struct Entry: Sendable {
        /// `WordClass` bits of all countries, as `AddressCountry.wordClasses` has them.
        var classes: UInt64 = 0
        /// `isBoxWord`, `isUnitBeforeValue`.
        var flags: UInt8 = 0
        /// Bit `slot` set: the word ends like a compound street name of that country (`Friedrichstraße`;
        /// `…str` only with its dot). Looked for only when asked (`endings`): the parser asks it of
        /// capitalized words, and of others only when it reads lower-case text.
        var compound: UInt8 = 0
    }

    /// Ends a PO-box phrase (`AddressScanner.boxWords`).
    static let isBoxWord: UInt8 = 1
    /// A unit word that signals a street only before its value (`AddressScanner.unitWordsBeforeValue`).
    static let isUnitBeforeValue: UInt8 = 2

    /// Open addressing: `hashes[slot]` (0 free) and the index of its word in `starts`/`lengths`/`values`.
    private let hashes: [UInt64]
    private let indices: [Int32]
    private let bytes: [UInt8]
    private let starts: [Int32]
    private let lengths: [Int32]
    private let values: [(classes: UInt64, flags: UInt8)]
    private let mask: Int
    /// One bit per (length, first byte, last byte) of the lower-cased keywords (`sieveSlot`): most words of
    /// a text miss it and are told apart with one load, before any hash.
    private let sieve: [UInt64]
    /// The sieve of the keywords that signal a street (`AddressScanner.streetSignal`): street types, unit words
    /// and PO-box words of any country.
    private let signalSieve: [UInt64]
    /// Second sieves for the words that hit `sieve` or `signalSieve`: one bit per hash of a keyword's length and
    /// first, second, next-to-last and last bytes (`pairSlot`), so that common words that share a keyword's
    /// length and ends (`second` and `secret` with `street`) are still told apart without folding or hashing
    /// the word.
    private let sieve2: [UInt64]
    private let signalSieve2: [UInt64]
    /// Bit `p << 8 | l` set when some compound ending ends in bytes `p`, `l` (every `p` for a one-byte ending).
    private let suffixPairs: [UInt64]
    /// Lower-case compound endings with the countries that use them; `str` counts only with its dot.
    private let suffixes: [(bytes: [UInt8], countries: UInt8, needsDot: Bool)]
    /// Bit `b` of word `b >> 6` is set when some suffix ends in byte `b`: most words fail this before any
    /// suffix is compared.
    private let suffixEnds: (UInt64, UInt64, UInt64, UInt64)
    /// Longer words go the `String` way.
    static let longestWord = 64

    static let shared = AddressWordTable()

    private init() {
        var words: [String: (classes: UInt64, flags: UInt8)] = [:]
        for (word, classes) in AddressCountry.wordClasses { words[word, default: (0, 0)].classes |= classes }
        for word in AddressScanner.boxWords { words[word, default: (0, 0)].flags |= Self.isBoxWord }
        for word in AddressScanner.unitWordsBeforeValue { words[word, default: (0, 0)].flags |= Self.isUnitBeforeValue }
        var size = 16
        while size < words.count * 4 { size <<= 1 }
        var hashes = [UInt64](repeating: 0, count: size)
        var indices = [Int32](repeating: -1, count: size)
        var bytes: [UInt8] = []
        var starts: [Int32] = [], lengths: [Int32] = []
        var values: [(classes: UInt64, flags: UInt8)] = []
        var sieve = [UInt64](repeating: 0, count: 1024)
        var signalSieve = [UInt64](repeating: 0, count: 1024)
        var sieve2 = [UInt64](repeating: 0, count: 1024)
        var signalSieve2 = [UInt64](repeating: 0, count: 1024)
        let signals = AddressScanner.streetOrUnitMask
        for (word, value) in words.sorted(by: { $0.key < $1.key }) {
            let utf8 = Array(word.utf8)
            let bit = utf8.withUnsafeBufferPointer { Self.sieveSlot($0) }
            sieve[bit >> 6] |= 1 << UInt64(bit & 63)
            let pair = utf8.withUnsafeBufferPointer { w in
                Self.pairSlot(w.count, w[0], w[min(1, w.count - 1)], w[max(0, w.count - 2)], w[w.count - 1])
            }
            sieve2[pair >> 6] |= 1 << UInt64(pair & 63)
            if value.classes & signals != 0 || value.flags != 0 {
                signalSieve[bit >> 6] |= 1 << UInt64(bit & 63)
                signalSieve2[pair >> 6] |= 1 << UInt64(pair & 63)
            }
            let h = Self.hash(utf8)
            var slot = Int(truncatingIfNeeded: h) & (size - 1)
            while hashes[slot] != 0 { slot = (slot + 1) & (size - 1) }
            hashes[slot] = h
            indices[slot] = Int32(values.count)
            starts.append(Int32(bytes.count))
            lengths.append(Int32(utf8.count))
            bytes += utf8
            values.append(value)
        }
        self.hashes = hashes
        self.indices = indices
        self.bytes = bytes
        self.starts = starts
        self.lengths = lengths
        self.values = values
        self.sieve = sieve
        self.signalSieve = signalSieve
        self.sieve2 = sieve2
        self.signalSieve2 = signalSieve2
        mask = size - 1
        var merged: [String: UInt8] = [:]
        for c in AddressCountry.all { for s in c.streetSuffixes { merged[s, default: 0] |= 1 << UInt8(c.slot) } }
        suffixes = merged.sorted(by: { $0.key < $1.key }).map { (Array($0.key.utf8), $0.value, $0.key == "str") }
        var ends: [UInt64] = [0, 0, 0, 0]
        for s in suffixes { if let b = s.bytes.last { ends[Int(b) >> 6] |= 1 << UInt64(b & 63) } }
        suffixEnds = (ends[0], ends[1], ends[2], ends[3])
        var pairs = [UInt64](repeating: 0, count: 1024)
        for s in suffixes {
            guard let l = s.bytes.last else { continue }
            for p in 0...255 where s.bytes.count == 1 || UInt8(p) == s.bytes[s.bytes.count - 2] {
                let b = p << 8 | Int(l)
                pairs[b >> 6] |= 1 << UInt64(b & 63)
            }
        }
        suffixPairs = pairs
    }

    /// FNV-1a of lower-cased bytes (never 0).
    @inline(__always)
    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h | 1
    }

    /// The entry of word bytes `start..<end` of `text` (`dotted`: a `.` follows it; `endings`: look for
    /// compound endings), or nil when its case cannot be folded on its bytes (the caller lower-cases a
    /// `String` and asks `entry(lowerCased:dotted:endings:)`).
    func classify(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, dotted: Bool, endings: Bool) -> Entry? {
        guard end - start <= Self.longestWord else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longestWord) { folded -> Entry? in
            guard let n = Self.fold(text, start, end, into: folded) else { return nil }
            return entry(UnsafeBufferPointer(rebasing: folded[0..<n]), dotted: dotted, endings: endings)
        }
    }

    /// The word at bytes `start..<end` is ASCII (the caller knows) and `classify` would find nothing for it:
    /// its length and first and last bytes miss the sieve (or, when they hit it, its length and first two and
    /// last two bytes miss the second sieve), and (`endings`) its last two bytes end no compound ending. Told
    /// with a few loads, without folding or hashing the whole word.
    @inline(__always)
    func missesASCII(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, endings: Bool) -> Bool {
        missesASCII(text, start, end, endings: endings, in: sieve, sieve2)
    }

    /// As `missesASCII`, for the keywords that signal a street: `classify` would find no street type, unit
    /// word, PO-box word or (`endings`) compound ending.
    func signalsNoStreetASCII(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, endings: Bool) -> Bool {
        missesASCII(text, start, end, endings: endings, in: signalSieve, signalSieve2)
    }

    @inline(__always)
    private func missesASCII(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, endings: Bool,
                             in sieve: [UInt64], _ sieve2: [UInt64]) -> Bool {
        let n = end - start
        guard n > 0, n <= Self.longestWord else { return false }
        @inline(__always) func folded(_ c: UInt8) -> UInt8 { c &- 0x41 < 26 ? c | 0x20 : c }
        let first = folded(text[start])
        let last = folded(text[end - 1])
        let bit = min(n, 15) << 12 | Int(first & 0x3F) << 6 | Int(last & 0x3F)
        let beforeLast = folded(text[max(start, end - 2)])
        if sieve[bit >> 6] & (1 << UInt64(bit & 63)) != 0 {
            let pair = Self.pairSlot(n, first, folded(text[min(start + 1, end - 1)]), beforeLast, last)
            guard sieve2[pair >> 6] & (1 << UInt64(pair & 63)) == 0 else { return false }
        }
        guard endings, n > 2 else { return true }
        let b = Int(beforeLast) << 8 | Int(last)
        return suffixPairs[b >> 6] & (1 << UInt64(b & 63)) == 0
    }

    /// The second sieve's bit of a lower-cased word of `n` bytes: a hash of its length and first, second,
    /// next-to-last and last bytes (16 bits).
    @inline(__always)
    private static func pairSlot(_ n: Int, _ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8) -> Int {
        let key = UInt64(n) << 32 | UInt64(b0) << 24 | UInt64(b1) << 16 | UInt64(b2) << 8 | UInt64(b3)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 48)
    }

    /// The entry of a word the caller lower-cased as a `String`: its classes and flags are looked up by
    /// `String` equality (canonical equivalence, for the words `classify` leaves to it), its endings on bytes.
    func entry(lowerCased word: String, dotted: Bool, endings: Bool) -> Entry {
        var e = Array(word.utf8).withUnsafeBufferPointer { entry($0, dotted: dotted, endings: endings) }
        e.classes = AddressCountry.wordClasses[word] ?? 0
        e.flags = (AddressScanner.boxWords.contains(word) ? Self.isBoxWord : 0)
            | (AddressScanner.unitWordsBeforeValue.contains(word) ? Self.isUnitBeforeValue : 0)
        return e
    }

    private func entry(_ word: UnsafeBufferPointer<UInt8>, dotted: Bool, endings: Bool) -> Entry {
        var e = Entry()
        if let v = lookup(word) { e.classes = v.classes; e.flags = v.flags }
        let n = word.count
        guard endings, n > 2, mayEndSuffix(word[n - 1]) else { return e }
        for s in suffixes where n > s.bytes.count + 2 && (!s.needsDot || dotted) {
            var i = s.bytes.count - 1
            var j = n - 1
            while i >= 0, s.bytes[i] == word[j] { i -= 1; j -= 1 }
            if i < 0 { e.compound |= s.countries }
        }
        return e
    }

    /// The sieve bit of a lower-cased word: its length (16 or more alike), and the low six bits of its first
    /// and last bytes.
    @inline(__always)
    private static func sieveSlot(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = word.first, let last = word.last else { return 0 }
        return min(word.count, 15) << 12 | Int(first & 0x3F) << 6 | Int(last & 0x3F)
    }

    private func lookup(_ word: UnsafeBufferPointer<UInt8>) -> (classes: UInt64, flags: UInt8)? {
        let bit = Self.sieveSlot(word)
        guard sieve[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return nil }
        let h = Self.hash(word)
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let k = hashes[slot]
            if k == 0 { return nil }
            if k == h {
                let i = Int(indices[slot])
                let s = Int(starts[i])
                if Int(lengths[i]) == word.count, bytes[s..<(s + word.count)].elementsEqual(word) { return values[i] }
            }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func mayEndSuffix(_ b: UInt8) -> Bool {
        let word: UInt64
        switch b >> 6 {
        case 0: word = suffixEnds.0
        case 1: word = suffixEnds.1
        case 2: word = suffixEnds.2
        default: word = suffixEnds.3
        }
        return word >> UInt64(b & 63) & 1 != 0
    }

    /// Lower-cases `start..<end` into `out` and returns the length, or nil when a scalar is cased outside
    /// ASCII, Latin-1 (`À`–`Þ`) and Cyrillic `А`–`Я`, `Ѐ`–`Џ` (its byte folding could differ from Unicode's).
    private static func fold(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                             into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var i = start, n = 0
        while i < end {
            let c = b[i]
            if c < 0x80 {
                out[n] = c >= 0x41 && c <= 0x5A ? c | 0x20 : c
                i += 1; n += 1
                continue
            }
            guard i + 1 < end else { return nil }
            let d = b[i + 1]
            switch c {
            case 0xC2:
                out[n] = c; out[n + 1] = d
            case 0xC3:
                out[n] = c; out[n + 1] = d >= 0x80 && d <= 0x9E && d != 0x97 ? d + 0x20 : d
            case 0xD0:
                if d >= 0x90 && d <= 0x9F { out[n] = 0xD0; out[n + 1] = d + 0x20 }
                else if d >= 0xA0 && d <= 0xAF { out[n] = 0xD1; out[n + 1] = d - 0x20 }
                else if d >= 0x80 && d <= 0x8F { out[n] = 0xD1; out[n + 1] = d + 0x10 }
                else { out[n] = c; out[n + 1] = d }
            case 0xD1 where d < 0xA0:
                out[n] = c; out[n + 1] = d
            default:
                return nil
            }
            i += 2; n += 2
        }
        return n
    }
}
