/// Numbers written in words in the six languages — `twenty-five`, `fünfhundert`, `trois cents`, `mil e
/// quinhentos`, `сто`, `dos millones` — read over UTF-8 bytes, for amounts of money and quantities.
///
/// The words are ICU's (CLDR's spell-out rules, `Spellout`), not typed by hand: at first use of a language every
/// number 1…999 is spelled in each of the language's cardinal rule sets (masculine, feminine, neuter), and the
/// scale words (thousand, million, billion, trillion, with their plurals) are what the spelling of 1, 2 and 5
/// times each scale adds to the multiplier. Hyphens, soft hyphens and the joiner word (`and`, `und`, `et`,
/// `e`, `y`, `и`) are ignored, so `vingt-et-un` and `vingt et un`, `one hundred fifty` and `one hundred and
/// fifty` read alike; German compounds (`zweitausendfünfhundert`) are split into their parts.
///
/// - Complexity: `read` is O(words read), at most `maxWords` words.
///
/// A class: detectors test every word start against it, and a struct of six collections would cost six
/// retains and releases per test.
final class NumberWords: Sendable {
    /// The language (`en`, `ru`, `pt`, `de`, `fr`, `es`).
    let code: String
    /// 1…999 in words, each word lower-cased, joined by one space, joiners left out.
    private let groups: [String: Int]
    /// Scale word → its value (1000, 1_000_000, …).
    private let scales: [String: Int]
    /// The words a number may start with (first words of groups, scale words), lower-cased.
    private let firstWords: Set<String>
    /// Every word a number in words is made of (group words, scale words, the joiner, articles).
    private let vocabulary: Set<String>
    /// A bit per hash of the folded first words (`gatePrefix` bytes of them for German): most words of a text
    /// are turned away by one bit test, without making a string.
    private let gate: [UInt64]
    private let gatePrefix: Int
    /// A bit per folded first two bytes of the first words (the second 0 for a one-byte word): a word whose
    /// start has no bit is turned away before its bytes are hashed.
    private let leads: [UInt64]
    /// `leads` over the raw first two bytes of a word (`first << 8 | second`, the second as it stands in the text,
    /// 0 at the end): the folding is done once here, so `nextAnchor` tests each word start by one bit.
    private let rawLeads: [UInt64]
    /// The first words as folded bytes (`mayStart`'s folding), by their full FNV-1a hash: a word of ASCII, Latin-1
    /// and basic Cyrillic letters is looked up without a `String`. Nil when some first word holds another
    /// scalar (the `String` comparison, which is canonical, decides then).
    private let firstByHash: [UInt64: [[UInt8]]]?
    /// The first letters of `hundred` and the scale words (folded, ASCII): an article (`a`, `an`) before a word
    /// starting with none of them starts no number, since `read` takes an article only before one of those.
    /// Empty when no article starts a number alone (every language but English), or when a group's spelling
    /// starts with an article.
    private let articleFollowers: Set<UInt8>
    /// The longest group in words.
    private let groupWords: Int
    private let joiner: String
    /// Words that mean one only before a scale or `hundred` (`a thousand`, `an hundred`).
    private let articles: Set<String>
    /// German writes numbers below a million as one word: parts are split off by longest prefix.
    private let compounds: Bool
    /// The longest number read, in words: enough for `nine hundred ninety-nine thousand nine hundred …`.
    static let maxWords = 24

    /// The words read: the value and the UTF-8 end of the last word.
    struct Reading: Equatable {
        var value: Int
        var end: Int
        /// How many words: `one`, `un`, `ein` alone are also articles.
        var words: Int
    }

    private static let joiners = ["en": "and", "de": "und", "fr": "et", "pt": "e", "es": "y", "ru": "и"]
    private static let ruleSets = ["", "%spellout-cardinal-masculine", "%spellout-cardinal-feminine",
                                   "%spellout-cardinal-neuter"]
    /// Russian numbers decline: ICU's case rule sets give the oblique forms (`пяти`, `двадцати`, `трём`,
    /// `пятью`, `трёх тысяч`); the neuter's equal the masculine's. ICU's `ablative` is the instrumental.
    private static let caseRuleSets = ["ru": ["masculine", "feminine"].flatMap { gender in
        ["genitive", "dative", "accusative", "locative", "ablative"].map { "%spellout-cardinal-\(gender)-\($0)" }
    }]
    private static let cache = Locked<[String: NumberWords?]>([:])

    /// The number words of `code`, built at first use; nil for a language ICU has no spell-out rules for.
    static func language(_ code: String) -> NumberWords? {
        // Built under the lock: the threads of one batch ask for the same language at once, and each would
        // otherwise spell out its thousand numbers again.
        cache.withLock { cache in
            if let built = cache[code] { return built }
            let made = NumberWords(code: code)
            cache[code] = made
            return made
        }
    }

    private init?(code: String) {
        guard let joiner = Self.joiners[code] else { return nil }
        self.code = code
        self.joiner = joiner
        compounds = code == "de"
        articles = code == "en" ? ["a", "an"] : []
        var groups: [String: Int] = [:]
        var scales: [String: Int] = [:]
        let scaleValues: [Int64] = [1000, 1_000_000, 1_000_000_000, 1_000_000_000_000]
        // 1…999, then 1, 2 and 5 times each scale: one formatter per rule set.
        let values = (1...999).map(Int64.init) + scaleValues.flatMap { s in [1, 2, 5].map { $0 * s } }
        for ruleSet in Self.ruleSets + (Self.caseRuleSets[code] ?? []) {
            guard let spelled = Spellout.words(values, locale: code, ruleSet: ruleSet.isEmpty ? nil : ruleSet) else {
                continue
            }
            let keys = spelled.map { Self.words(of: $0, joiner: joiner).joined(separator: " ") }
            for k in 0..<999 where groups[keys[k]] == nil { groups[keys[k]] = k + 1 }
            for (n, scale) in scaleValues.enumerated() {
                for (j, multiplier) in [1, 2, 5].enumerated() {
                    let m = keys[multiplier - 1]
                    let whole = keys[999 + n * 3 + j]
                    // `two thousand` − `two`; `mil` and `mille` have no multiplier word for one.
                    let word: Substring = whole.hasPrefix(m) ? whole.dropFirst(m.count) : (multiplier == 1 ? Substring(whole) : "")
                    let trimmed = word.trimmingPrefix(" ")
                    // A scale is one word; `mil millones` (es 10⁹) reads as a thousand millions.
                    guard !trimmed.isEmpty, !trimmed.contains(" ") else { continue }
                    if scales[String(trimmed)] == nil { scales[String(trimmed)] = Int(scale) }
                }
            }
        }
        guard !groups.isEmpty else { return nil }
        self.groups = groups
        self.scales = scales
        var first = Set(groups.keys.map { String($0.asciiPrefix(upTo: 0x20)) })
        first.formUnion(scales.keys)
        first.formUnion(articles)
        firstWords = first
        var vocabulary = Set(groups.keys.flatMap { $0.asciiFields(0x20).map(String.init) })
        vocabulary.formUnion(first)
        vocabulary.insert(joiner)
        self.vocabulary = vocabulary
        gatePrefix = compounds ? 3 : 0
        var gate = [UInt64](repeating: 0, count: Self.gateWords)
        for word in first {
            let bytes = Array(word.utf8)
            let h = Self.hash(bytes[0..<(gatePrefix == 0 ? bytes.count : min(gatePrefix, bytes.count))])
            gate[h >> 6] |= 1 << UInt64(h & 63)
        }
        self.gate = gate
        var leads = [UInt64](repeating: 0, count: 1024)
        for word in first {
            let bytes = Array(word.utf8)
            guard let b0 = bytes.first else { continue }
            let k = Int(b0) << 8 | Int(bytes.count > 1 ? bytes[1] : 0)
            leads[k >> 6] |= 1 << UInt64(k & 63)
        }
        self.leads = leads
        var rawLeads = [UInt64](repeating: 0, count: 1024)
        var pair: [UInt8] = [0, 0]
        for b0 in 0..<256 where (UInt8(b0) | 0x20) &- 0x61 < 26 || b0 >= 0xC3 {
            for b1 in 0..<256 {
                pair[0] = UInt8(b0)
                pair[1] = UInt8(b1)
                let k = pair.withUnsafeBufferPointer { Self.lead($0, at: 0) }
                guard leads[k >> 6] & (1 << UInt64(k & 63)) != 0 else { continue }
                let raw = b0 << 8 | b1
                rawLeads[raw >> 6] |= 1 << UInt64(raw & 63)
            }
        }
        self.rawLeads = rawLeads
        var byHash: [UInt64: [[UInt8]]]? = [:]
        for word in first {
            let bytes = Array(word.utf8)
            guard Self.foldsByBytes(bytes) else { byHash = nil; break }
            byHash?[Self.fullHash(bytes), default: []].append(bytes)
        }
        firstByHash = byHash
        var followers = Set<UInt8>()
        for word in scales.keys + ["hundred"] {
            guard let b = word.utf8.first else { continue }
            followers.insert(b < 0x80 ? b : 0)   // 0: a follower outside ASCII, which `mayStart` never turns away
        }
        let articles = self.articles
        let articleStartsGroup = groups.keys.contains { articles.contains(String($0.asciiPrefix(upTo: 0x20))) }
        articleFollowers = articles.isEmpty || articleStartsGroup ? [] : followers
        groupWords = groups.keys.map { $0.asciiFields(0x20).count }.max() ?? 1
    }

    /// ICU's spelling split into lower-cased words: hyphens and soft hyphens part words (`vingt-et-un`), German
    /// soft hyphens join parts of one word (`zwei\u{AD}hundert`), the joiner word is left out.
    ///
    /// One pass over the UTF-8 bytes (every mark it looks for is a whole scalar that never combines): a thousand
    /// spellings per language are read at every start.
    private static func words(of text: String, joiner: String) -> [String] {
        var out: [String] = []
        var word: [UInt8] = []
        func end() {
            if !word.isEmpty {
                let w = String(decoding: word, as: UTF8.self)
                if w != joiner { out.append(w) }
            }
            word.removeAll(keepingCapacity: true)
        }
        let b = Array(text.lowercased().utf8)
        var i = 0
        while i < b.count {
            if b[i] == 0x20 || b[i] == 0x2D {                                          // space, hyphen-minus
                end()
                i += 1
            } else if b[i] == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0x90 {  // U+2010 hyphen
                end()
                i += 3
            } else if b[i] == 0xC2, i + 1 < b.count, b[i + 1] == 0xAD {                  // soft hyphen: joins
                i += 2
            } else if b[i] == 0xD1, i + 1 < b.count, b[i + 1] == 0x91 {                  // ё → е
                word += [0xD0, 0xB5]
                i += 2
            } else {
                word.append(b[i])
                i += 1
            }
        }
        end()
        return out
    }

    /// `ё` read as `е`, as Russian is mostly written (`трёх` and `трех` alike; ICU spells with `е`).
    private static func folded(_ lower: String) -> String {
        lower.unicodeScalars.contains("ё") ? lower.replacingOccurrences(of: "ё", with: "е") : lower
    }

    private static let gateWords = 1024

    /// FNV-1a of folded bytes, reduced to the gate's bits.
    private static func hash(_ bytes: some Collection<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: (h ^ (h >> 29)) & UInt64(gateWords * 64 - 1))
    }

    /// Whether the word starting at `i` may start a number: one bit test over its case-folded bytes (ASCII,
    /// Latin-1 and basic Cyrillic capitals folded), then the word itself for those that pass.
    func mayStart(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i < bytes.count else { return false }
        let k = Self.lead(bytes, at: i)
        guard leads[k >> 6] & (1 << UInt64(k & 63)) != 0 else { return false }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var j = i
        var n = 0
        while j < bytes.count, Self.isWordByte(bytes[j]), gatePrefix == 0 || n < gatePrefix {
            var b = bytes[j]
            if b >= 0x41 && b <= 0x5A {
                b |= 0x20
            } else if j > i, bytes[j - 1] == 0xC3, b >= 0x80, b <= 0x9E, b != 0x97 {
                b += 0x20
            } else if b == 0xD0 || b == 0xD1, j + 1 < bytes.count,
                      b == 0xD0 && (bytes[j + 1] >= 0x90 && bytes[j + 1] <= 0xAF || bytes[j + 1] == 0x81)
                        || b == 0xD1 && bytes[j + 1] == 0x91 {
                // А–П → а–п (D0 B0…BF), Р–Я → р–я (D1 80…8F), Ё and ё → е (D0 B5)
                let next = bytes[j + 1]
                let folded: (UInt8, UInt8) = next == 0x81 || next == 0x91 ? (0xD0, 0xB5)
                    : next <= 0x9F ? (0xD0, next + 0x20) : (0xD1, next - 0x20)
                h = (h ^ UInt64(folded.0)) &* 0x100_0000_01b3
                h = (h ^ UInt64(folded.1)) &* 0x100_0000_01b3
                j += 2
                n += 2
                continue
            }
            h = (h ^ UInt64(b)) &* 0x100_0000_01b3
            j += 1
            n += 1
            if n > 64 { return false }
        }
        guard n > 0 else { return false }
        let bit = Int(truncatingIfNeeded: (h ^ (h >> 29)) & UInt64(Self.gateWords * 64 - 1))
        guard gate[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return false }
        var e = j
        while e < bytes.count, Self.isWordByte(bytes[e]) {
            e += 1
            if e - i > 64 { return false }   // no number word is this long: stay linear
        }
        if let firstByHash, let found = Self.foldedLookUp(bytes, i..<e, in: firstByHash) {
            if found, articleLeadsNowhere(bytes, i..<e) { return false }
            if found || !compounds { return found }
        }
        let word = Self.folded(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<e]), as: UTF8.self).lowercased())
        if firstWords.contains(word) { return true }
        return compounds && !parts(of: word).isEmpty
    }

    /// Whether the word at `r` is an article (`a`, `an`) that `read` cannot take as the start of a number: the
    /// next word (after one space, no-break space or hyphen, as `read` joins words) is missing or starts with an
    /// ASCII letter that starts neither `hundred` nor a scale word.
    private func articleLeadsNowhere(_ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
        guard !articleFollowers.isEmpty, r.count <= 2 else { return false }
        var word: [UInt8] = []
        for k in r {
            guard bytes[k] < 0x80 else { return false }
            word.append(bytes[k] >= 0x41 && bytes[k] <= 0x5A ? bytes[k] | 0x20 : bytes[k])
        }
        guard articles.contains(where: { $0.utf8.elementsEqual(word) }) else { return false }
        var k = r.upperBound
        if k < bytes.count, bytes[k] == 0x2D || bytes[k] == 0x20 {
            k += 1
        } else if k + 1 < bytes.count, bytes[k] == 0xC2, bytes[k + 1] == 0xA0 {
            k += 2
        } else {
            return true
        }
        guard k < bytes.count, Self.isWordByte(bytes[k]) else { return true }
        let b = bytes[k]
        guard b < 0x80, !articleFollowers.contains(0) else { return false }
        return !articleFollowers.contains(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
    }

    /// Whether `bytes` are ASCII, Latin-1 letters (C3 xx) and basic Cyrillic (D0 90…BF, D1 80…9F, Ё, ё) alone,
    /// already folded as `mayStart` folds: what a first word must be for `foldedLookUp` to decide by bytes.
    private static func foldsByBytes(_ bytes: [UInt8]) -> Bool {
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            if b < 0x80 {
                guard !(b >= 0x41 && b <= 0x5A) else { return false }
                k += 1
                continue
            }
            guard k + 1 < bytes.count else { return false }
            let c = bytes[k + 1]
            switch b {
            case 0xC3: guard c >= 0x9F else { return false }
            case 0xD0: guard c >= 0xB0 && c <= 0xBF else { return false }
            case 0xD1: guard c >= 0x80 && c <= 0x9F, c != 0x91 else { return false }
            default: return false
            }
            k += 2
        }
        return true
    }

    /// FNV-1a over all of `bytes`.
    private static func fullHash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    /// Whether the word at `r` folded (ASCII, Latin-1 and basic Cyrillic capitals lowered; `ё` as `е`) is one of
    /// `table`'s words, decided over bytes; nil when the word holds a scalar outside those (another script, a
    /// combining mark, a capital `lowercased()` would change otherwise), for the `String` comparison to decide.
    /// A word of these scalars is in NFC and its folding is what `lowercased()` and `folded` make of it.
    private static func foldedLookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>,
                                     in table: [UInt64: [[UInt8]]]) -> Bool? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: r.count) { out -> Bool? in
            var n = 0
            var k = r.lowerBound
            while k < r.upperBound {
                let b = bytes[k]
                if b < 0x80 {
                    out[n] = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
                    n += 1
                    k += 1
                    continue
                }
                guard k + 1 < r.upperBound else { return nil }
                let c = bytes[k + 1]
                switch b {
                case 0xC3:
                    guard c >= 0x80 && c <= 0xBF else { return nil }
                    out[n] = 0xC3
                    out[n + 1] = c <= 0x9E && c != 0x97 ? c + 0x20 : c
                case 0xD0:
                    if c == 0x81 || c == 0xB5 {
                        (out[n], out[n + 1]) = (0xD0, 0xB5)                       // Ё, е
                    } else if c >= 0x90 && c <= 0x9F {
                        (out[n], out[n + 1]) = (0xD0, c + 0x20)                   // А–П
                    } else if c >= 0xA0 && c <= 0xAF {
                        (out[n], out[n + 1]) = (0xD1, c - 0x20)                   // Р–Я
                    } else if c >= 0xB0 && c <= 0xBF {
                        (out[n], out[n + 1]) = (0xD0, c)
                    } else {
                        return nil
                    }
                case 0xD1:
                    if c == 0x91 {
                        (out[n], out[n + 1]) = (0xD0, 0xB5)                       // ё
                    } else if c >= 0x80 && c <= 0x9F {
                        (out[n], out[n + 1]) = (0xD1, c)
                    } else {
                        return nil
                    }
                default:
                    return nil
                }
                n += 2
                k += 2
            }
            let folded = UnsafeBufferPointer(rebasing: out[0..<n])
            guard let words = table[fullHash(folded)] else { return false }
            return words.contains { $0.elementsEqual(folded) }
        }
    }

    /// The first offset at or after `i` where an ASCII digit stands or a word starts (`startsWord`) whose first two
    /// bytes may start a number word, or `bytes.count`: what the money and quantity scans act on. Every other word
    /// is passed over whole (`skipWord`), its bytes never hashed.
    ///
    /// - Complexity: O(n) in the bytes passed over.
    func nextAnchor(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        rawLeads.withUnsafeBufferPointer { rawLeads in
            var j = i
            let n = bytes.count
            while j < n {
                let b = bytes[j]
                if b &- 0x30 < 10 { return j }
                // ASCII letters and the lead bytes of letters outside U+0080…U+00BF and U+2000…U+2FFF.
                guard (b | 0x20) &- 0x61 < 26 || b >= 0xC3 && b != 0xE2 else { j += 1; continue }
                // Past `i`, a letter after an ASCII byte starts a word: that byte is no letter (words are passed
                // over whole) and no digit (a digit is returned).
                if j > i && bytes[j - 1] < 0x80 || Self.startsWord(bytes, at: j) {
                    // One bit for the raw first two bytes (`lead`'s folding is in the table).
                    let k = Int(b) << 8 | Int(j + 1 < n ? bytes[j + 1] : 0)
                    if rawLeads[k >> 6] & (1 << UInt64(k & 63)) != 0 { return j }
                }
                j = Self.skipWord(bytes, from: j)
            }
            return n
        }
    }

    /// The first two bytes of the word at `i` folded as `mayStart` folds them (ASCII, Latin-1 and basic Cyrillic
    /// capitals; `ё` as `е`), the second 0 when the word has one byte: `first << 8 | second`.
    @inline(__always)
    private static func lead(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let b0 = bytes[i]
        let b1: UInt8 = i + 1 < bytes.count && isWordByte(bytes[i + 1]) ? bytes[i + 1] : 0
        if b0 < 0x80 {
            let low = b0 >= 0x41 && b0 <= 0x5A ? b0 | 0x20 : b0
            let next = b1 >= 0x41 && b1 <= 0x5A ? b1 | 0x20 : b1
            return Int(low) << 8 | Int(next)
        }
        if b0 == 0xC3, b1 >= 0x80, b1 <= 0x9E, b1 != 0x97 { return 0xC3 << 8 | Int(b1 + 0x20) }
        if b0 == 0xD0, b1 == 0x81 || b1 >= 0x90 && b1 <= 0x9F { return 0xD0 << 8 | (b1 == 0x81 ? 0xB5 : Int(b1 + 0x20)) }
        if b0 == 0xD0, b1 >= 0xA0 && b1 <= 0xAF { return 0xD1 << 8 | Int(b1 - 0x20) }
        if b0 == 0xD1, b1 == 0x91 { return 0xD0 << 8 | 0xB5 }
        return Int(b0) << 8 | Int(b1)
    }

    /// A German compound split into known parts (`zweitausendfünfhundert` → `zwei`, `tausend`, `fünfhundert`),
    /// or empty when it is not one.
    private func parts(of word: String) -> [String] {
        var out: [String] = []
        var rest = Substring(word)
        while !rest.isEmpty {
            var found: Substring?
            var n = min(rest.count, 40)
            while n > 0 {
                let p = rest.prefix(n)
                if groups[String(p)] != nil || scales[String(p)] != nil { found = p; break }
                n -= 1
            }
            guard let found, out.count < 8 else { return [] }
            out.append(String(found))
            rest = rest.dropFirst(found.count)
        }
        return out
    }

    /// Reads the number in words starting at `start` (the first byte of a word), or nil.
    func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Reading? {
        // The words ahead: lower-cased, split at spaces and hyphens, German compounds split into parts.
        var tokens: [(text: String, end: Int)] = []
        var i = start
        guard Self.startsWord(bytes, at: start) else { return nil }
        while tokens.count < Self.maxWords, i < bytes.count {
            var j = i
            while j < bytes.count, Self.isWordByte(bytes[j]) { j += 1 }
            if j - i > 64 { break }   // no number word is this long: stay linear
            guard j > i else { break }
            var word = Self.folded(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self).lowercased())
            // Soft hyphens join the parts of one word (`zwei\u{AD}hundert`); the stdlib scan avoids Foundation's
            // substring search on every word read.
            if word.unicodeScalars.contains("\u{AD}") { word.unicodeScalars.removeAll { $0 == "\u{AD}" } }
            let pieces = compounds && !vocabulary.contains(word) ? parts(of: word) : [word]
            guard !pieces.isEmpty, vocabulary.contains(pieces[0]) else { break }
            tokens += pieces.map { ($0, j) }
            // One space or hyphen between words; anything else ends the number.
            var k = j
            if k < bytes.count, bytes[k] == 0x2D { k += 1 }
            else if k < bytes.count, bytes[k] == 0x20 { k += 1 }
            else if k + 1 < bytes.count, bytes[k] == 0xC2, bytes[k + 1] == 0xA0 { k += 2 }
            else { break }
            guard k < bytes.count, Self.isWordByte(bytes[k]) else { break }
            i = k
        }
        return evaluate(tokens)
    }

    /// `group (scale group?)*` over the tokens, the longest reading.
    private func evaluate(_ tokens: [(text: String, end: Int)]) -> Reading? {
        var total = 0, current = 0
        var k = 0
        var last: Reading?
        var groupAllowed = true
        var count = 0
        func note(_ end: Int) { last = Reading(value: total + current, end: end, words: count) }
        while k < tokens.count {
            // The joiner between parts: `mil e quinhentos`, `a thousand and one`.
            if tokens[k].text == joiner, k > 0, k + 1 < tokens.count { k += 1; count += 1 }
            if groupAllowed, let (value, used) = group(tokens, at: k) {
                current += value
                k += used
                count += used
                note(tokens[k - 1].end)
                groupAllowed = false
                continue
            }
            if groupAllowed, articles.contains(tokens[k].text), k + 1 < tokens.count,
               scales[tokens[k + 1].text] != nil || tokens[k + 1].text == "hundred" {
                if tokens[k + 1].text == "hundred" {
                    current += 100
                    k += 2
                    count += 2
                    // `a hundred and fifty`: the tens and units after it.
                    var j = k
                    if j < tokens.count, tokens[j].text == joiner { j += 1 }
                    if let (value, used) = group(tokens, at: j), value < 100 {
                        current += value
                        count += j - k + used
                        k = j + used
                    }
                    note(tokens[k - 1].end)
                    groupAllowed = false
                    continue
                }
                current = 1
                k += 1
                count += 1
                continue
            }
            guard let scale = scales[tokens[k].text] else { break }
            if current == 0, total > 0, total < scale {
                let (product, overflow) = total.multipliedReportingOverflow(by: scale)
                guard !overflow, product <= 999_000_000_000_000 else { break }
                total = product   // `mil millones`
            } else if current == 0, total > 0 {
                break            // `thousand thousand`
            } else {
                total += max(current, 1) * scale
            }
            current = 0
            k += 1
            count += 1
            note(tokens[k - 1].end)
            groupAllowed = true
            if total > 999_000_000_000_000 { break }
        }
        guard let last, last.value > 0 else { return nil }
        return last
    }

    /// The longest 1…999 group at `k`, and how many tokens it takes.
    private func group(_ tokens: [(text: String, end: Int)], at k: Int) -> (Int, Int)? {
        var n = min(groupWords, tokens.count - k)
        while n > 0 {
            let key = tokens[k..<k + n].filter { $0.text != joiner }.map(\.text).joined(separator: " ")
            if tokens[k].text != joiner, let v = groups[key] { return (v, n) }
            n -= 1
        }
        return nil
    }

    /// Whether a word starts at `i`: a letter with no letter or digit before it.
    static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i < bytes.count, isWordByte(bytes[i]), bytes[i] & 0xC0 != 0x80 else { return false }
        guard i > 0 else { return true }
        var s = i - 1
        while s > 0, bytes[s] & 0xC0 == 0x80 { s -= 1 }
        let lead = bytes[s]
        if lead < 0x80 { return !isWordByte(lead) && !AmountReader.isDigit(lead) }
        return lead == 0xC2 || lead == 0xE2
    }

    /// Where the next word may start after position `i` (already tested): past the rest of a word of ASCII
    /// letters and letters outside U+0080…U+00BF and U+2000…U+2FFF, at none of whose bytes `startsWord` is
    /// true, so the scans test each word once instead of each byte.
    static func skipWord(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        var j = i
        // Eight bytes a step while they are ASCII letters: the first byte that is not one ends an ASCII word, and
        // one outside ASCII is left to the byte loop.
        let raw = UnsafeRawBufferPointer(bytes)
        while j + 8 <= bytes.count {
            let x = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self).littleEndian
            let y = x | 0x2020_2020_2020_2020
            let z = y & 0x7F7F_7F7F_7F7F_7F7F
            // High bit of each byte: at least `a` (z + 0x1F) and not past `z` (z + 0x05), and ASCII (y < 0x80).
            let letters = (z &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(z &+ 0x0505_0505_0505_0505) & ~y & 0x8080_8080_8080_8080
            let others = ~letters & 0x8080_8080_8080_8080
            if others == 0 { j += 8; continue }
            j += others.trailingZeroBitCount >> 3
            if bytes[j] < 0x80 { return Swift.max(j, i + 1) }
            break
        }
        while j < bytes.count {
            let b = bytes[j]
            if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A {
                j += 1
            } else if b >= 0xC3 && b != 0xE2 {
                j += 1
                while j < bytes.count, bytes[j] & 0xC0 == 0x80 { j += 1 }
            } else {
                break
            }
        }
        return Swift.max(j, i + 1)
    }

    /// ASCII letters and the bytes of non-ASCII letters (every scalar but those of U+0080…U+00BF — NBSP, `«`,
    /// `°`, the soft hyphen — and U+2000…U+2FFF: dashes, quotes, `€`, `₽`).
    static func isWordByte(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b >= 0x80 && b != 0xC2 && b != 0xE2
    }
}
