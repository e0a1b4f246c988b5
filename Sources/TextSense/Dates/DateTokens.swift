/// Byte-level helpers for the date scan: classification, lower-casing hash, scalar decoding.
enum DateScan {
    static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnvPrime: UInt64 = 0x100_0000_01b3

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    @inline(__always) static func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }

    /// Whether `b` can be part of a letter run in a keyword (ASCII letter or any byte of a multi-byte scalar).
    @inline(__always) static func isLetterByte(_ b: UInt8) -> Bool { isASCIILetter(b) || b >= 0x80 }

    /// Lead bytes whose scalars are punctuation or spaces, not letters: C2 (U+0080–U+00BF: NBSP, «, », º is
    /// handled by the tokenizer), E2 (U+2000–U+2FFF: dashes, quotes, spaces), E3 (CJK punctuation).
    @inline(__always) static func isSeparatorLead(_ b: UInt8) -> Bool { b == 0xC2 || b == 0xE2 || b == 0xE3 }

    /// The length of the UTF-8 sequence starting with lead byte `b` (1 for stray continuation bytes).
    @inline(__always) static func sequenceLength(_ b: UInt8) -> Int {
        b < 0xC0 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
    }

    /// `s.split(separator: " ")`, cut at space bytes when `s` is ASCII (each byte is then a `Character`), which
    /// spares the table build at start-up a grapheme walk over every phrase.
    static func words(_ s: String) -> [Substring] {
        guard s.utf8.allSatisfy({ $0 < 0x80 }) else { return s.split(separator: " ") }
        return s.utf8.split(separator: 0x20).map { Substring($0) }
    }

    /// FNV-1a over the lower-cased bytes of `bytes` (ASCII, Latin-1 and Cyrillic capitals folded); never 0.
    static func hashLowered(_ bytes: some Collection<UInt8>) -> (hash: UInt64, count: Int) {
        var h = fnvOffset
        var it = bytes.makeIterator()
        var n = 0
        var pendingLead: UInt8 = 0
        while let b0 = it.next() {
            n += 1
            var b = b0
            if pendingLead != 0 {
                // Second byte of a two-byte scalar: fold capitals.
                if pendingLead == 0xC3, b >= 0x80, b <= 0x9E, b != 0x97 { b += 0x20 }
                else if pendingLead == 0xD0 {
                    if b >= 0x90 && b <= 0x9F { b += 0x20 }
                    else if b >= 0xA0 && b <= 0xAF { h = (h ^ 0xD1) &* fnvPrime; h = (h ^ UInt64(b - 0x20)) &* fnvPrime; pendingLead = 0; continue }
                    else if b >= 0x80 && b <= 0x8F { h = (h ^ 0xD1) &* fnvPrime; h = (h ^ UInt64(b + 0x10)) &* fnvPrime; pendingLead = 0; continue }
                }
                h = (h ^ UInt64(pendingLead)) &* fnvPrime
                h = (h ^ UInt64(b)) &* fnvPrime
                pendingLead = 0
                continue
            }
            if b == 0xC3 || b == 0xD0 { pendingLead = b; continue }
            if b >= 0x41 && b <= 0x5A { b |= 0x20 }
            h = (h ^ UInt64(b)) &* fnvPrime
        }
        if pendingLead != 0 { h = (h ^ UInt64(pendingLead)) &* fnvPrime }
        return (h | 1, n)
    }

    /// FNV-1a continued over `bytes`.
    @inline(__always)
    static func fnv(_ state: UInt64, _ bytes: some Sequence<UInt8>) -> UInt64 {
        var h = state
        for b in bytes { h = (h ^ UInt64(b)) &* fnvPrime }
        return h
    }

    /// The `WordSieve` slot of a letter run of `length` bytes whose first eight (or fewer) bytes are `packed`,
    /// little-endian, bytes past the run ignored; ASCII letters in either case give the same slot.
    @inline(__always)
    static func sieveSlot(packed: UInt64, length: Int) -> Int {
        // Masking shifts: `kept` is 1…8 for a run, so no shift is out of range (an empty run keeps nothing).
        let kept = UInt64(truncatingIfNeeded: min(length, 8))
        let mask: UInt64 = length <= 0 ? 0 : ~0 &>> (64 &- 8 &* kept)
        let folded = (packed | 0x2020_2020_2020_2020) & mask
        let mixed = (folded ^ (UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed >> 48)
    }

    /// The bytes `start..<min(end, start + 8)` of `text` as a little-endian word (higher bytes unspecified when
    /// the run is shorter: `sieveSlot` masks them).
    @inline(__always)
    static func firstEightBytes(_ text: UTF8Text, _ start: Int, _ end: Int) -> UInt64 {
        if start + 8 <= text.count, let base = text.bytes.baseAddress {
            return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self))
        }
        var packed: UInt64 = 0
        for k in 0..<min(end - start, 8) { packed |= UInt64(text[start + k]) << UInt64(8 * k) }
        return packed
    }

    /// The bytes `start..<min(end, start + 8)` of `text` folded as `hashLowered` folds them (ASCII, Latin-1 and
    /// Cyrillic capitals to small letters, each byte for byte), as a little-endian word; bytes past the run are 0.
    /// A two-byte letter cut by the eighth byte is folded with its second byte.
    @inline(__always)
    static func foldedFirstEightBytes(_ text: UTF8Text, _ start: Int, _ end: Int) -> UInt64 {
        // Cyrillic letters (leads D0 and D1) over the run's first eight bytes, or over the whole of a shorter run of
        // whole letters: four two-byte lanes read at once, each folded as below.
        let length = end - start
        if length >= 2, length >= 8 || length & 1 == 0, start + 8 <= text.count, let base = text.bytes.baseAddress {
            let keep: UInt64 = length >= 8 ? ~0 : ~0 &>> (64 &- 8 &* UInt64(truncatingIfNeeded: length))
            let w = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self)) & keep
            if w & 0xC0FE_C0FE_C0FE_C0FE == 0x80D0_80D0_80D0_80D0 & keep {
                var packed: UInt64 = 0
                for lane in 0..<4 {
                    let shift = UInt64(lane * 16)
                    var lead = UInt8(truncatingIfNeeded: w &>> shift)
                    var c = UInt8(truncatingIfNeeded: w &>> (shift + 8))
                    if lead == 0xD0 {
                        if c >= 0x90 && c <= 0x9F { c += 0x20 }
                        else if c >= 0xA0 && c <= 0xAF { lead = 0xD1; c -= 0x20 }
                        else if c >= 0x80 && c <= 0x8F { lead = 0xD1; c += 0x10 }
                    }
                    packed |= (UInt64(lead) | UInt64(c) &<< 8) &<< shift
                }
                return packed
            }
        }
        var packed: UInt64 = 0
        var k = start
        var shift: UInt64 = 0
        let stop = min(end, start + 8)
        while k < stop {
            var b = text[k]
            if b == 0xC3 || b == 0xD0, k + 1 < end {
                var c = text[k + 1]
                if b == 0xC3 {
                    if c >= 0x80 && c <= 0x9E && c != 0x97 { c += 0x20 }
                } else if c >= 0x90 && c <= 0x9F {
                    c += 0x20
                } else if c >= 0xA0 && c <= 0xAF {
                    b = 0xD1; c -= 0x20
                } else if c >= 0x80 && c <= 0x8F {
                    b = 0xD1; c += 0x10
                }
                packed |= UInt64(b) << shift
                if shift < 56 { packed |= UInt64(c) << (shift + 8) }
                shift += 16
                k += 2
                continue
            }
            if b &- 0x41 < 26 { b |= 0x20 }
            packed |= UInt64(b) << shift
            shift += 8
            k += 1
        }
        return packed
    }

    /// The end of the run of ASCII letters starting at `i` (`i` itself when there is none), eight bytes a step
    /// (`asciiLetterBits`).
    ///
    /// - Complexity: O(run length), about two instructions per byte.
    @inline(__always)
    static func asciiLetterRunEnd(_ text: UTF8Text, from i: Int) -> Int {
        runEnd(text, from: i, eight: asciiLetterBits, one: isASCIILetter)
    }

    /// The end of the letter run starting at `i` (`i` itself when there is none): ASCII letters and the bytes of
    /// multi-byte scalars whose lead is no punctuation lead (`isSeparatorLead`). A continuation byte only follows
    /// its lead in valid UTF-8, and the run stops at a punctuation lead before reaching its continuation bytes, so
    /// the bytes are classed one by one without decoding a scalar, eight at a step: a byte continues the run when it
    /// is an ASCII letter or has bit 7 set and is none of C2, E2, E3.
    ///
    /// - Complexity: O(run length), about four instructions per byte.
    @inline(__always)
    static func letterRunEnd(_ text: UTF8Text, from i: Int) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        /// Bit 7 of each byte of `x` set when that byte is not 0 (exact: no carry crosses bytes).
        @inline(__always) func nonzero(_ x: UInt64) -> UInt64 { (((x & low) &+ low) | x) & 0x8080_8080_8080_8080 }
        return runEnd(text, from: i, eight: { w in
            asciiLetterBits(w) | w & nonzero(w ^ 0xC2C2_C2C2_C2C2_C2C2) & nonzero(w ^ 0xE2E2_E2E2_E2E2_E2E2) & nonzero(w ^ 0xE3E3_E3E3_E3E3_E3E3)
        }, one: { c in c < 0x80 ? isASCIILetter(c) : !isSeparatorLead(c) })
    }

    /// Bit 7 of each byte of the little-endian word `w` set when that byte is an ASCII letter: with bit 7 cleared and
    /// case folded (`| 0x20`), a byte is a letter when adding 0x1F sets its bit 7 (it is at least `a`) and adding
    /// 0x05 does not (it is below `{`); no sum carries into the next byte.
    @inline(__always)
    static func asciiLetterBits(_ w: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let y = (w | 0x2020_2020_2020_2020) & ~high
        return (y &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(y &+ 0x0505_0505_0505_0505) & ~w & high
    }

    /// The end of the run of bytes starting at `i` that `one` accepts; `eight` gives the same test for the eight
    /// bytes of a little-endian word at once (bit 7 of each accepted byte set).
    @inline(__always)
    static func runEnd(_ text: UTF8Text, from i: Int, eight: (UInt64) -> UInt64, one: (UInt8) -> Bool) -> Int {
        let n = text.count
        var j = i
        if let base = text.bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while j + 8 <= n {
                let stops = ~eight(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))) & 0x8080_8080_8080_8080
                if stops != 0 { return j + stops.trailingZeroBitCount / 8 }
                j += 8
            }
        }
        while j < n, one(text[j]) { j += 1 }
        return j
    }

    /// FNV-1a over the ASCII letters `start..<end` of `text`, lower-cased, as the lookup hash (`| 1`): equals
    /// `hashLowered` of them.
    @inline(__always)
    static func hashASCIILetters(_ text: UTF8Text, _ start: Int, _ end: Int) -> UInt64 {
        var h = fnvOffset
        for k in start..<end { h = (h ^ UInt64(text[k] | 0x20)) &* fnvPrime }
        return h | 1
    }

    /// The lookup hash of an already lower-cased key (`"day after tomorrow"`); equals `hashLowered` of it.
    static func keyHash(_ key: String) -> UInt64 { fnv(fnvOffset, key.utf8) | 1 }

    /// Decodes the scalar at `i` (the text is valid UTF-8 because it came from a `String`; a truncated or
    /// stray byte decodes as U+FFFD with length 1 so callers always advance).
    static func scalar(in text: UTF8Text, at i: Int) -> (Unicode.Scalar, Int) {
        let b = text[i]
        if b < 0x80 { return (Unicode.Scalar(b), 1) }
        let len = sequenceLength(b)
        guard len > 1, i + len <= text.count else { return ("\u{FFFD}", 1) }
        var v = UInt32(b) & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07)
        for k in 1..<len {
            let c = text[i + k]
            guard c & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            v = (v << 6) | UInt32(c & 0x3F)
        }
        guard let s = Unicode.Scalar(v) else { return ("\u{FFFD}", 1) }
        return (s, len)
    }

    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x20, 0x09, 0x0D, 0x0A, 0xA0, 0x2009, 0x202F, 0x2007: return true
        default: return false
        }
    }
}

/// One token near an anchor: a digit run, a word (letters with inner `'`/`-`), or one punctuation scalar.
///
/// Plain data with no references, so the parser copies tokens without retains; the token's text is kept
/// beside it (`DateTokens.tokenText(_:)`).
struct DateToken {
    enum Kind { case number, word, punct }
    var kind: Kind
    /// UTF-8 byte offsets into the text.
    var start: Int
    var end: Int
    /// Punctuation: the scalar (`’` as `'`); otherwise U+0000.
    var scalar: Unicode.Scalar = "\0"
    /// Numbers of at most 9 digits: their value; otherwise -1.
    var number: Int
    var digits: Int
    /// Whitespace separates this token from the previous one.
    var spaceBefore: Bool
    /// Words: the first letter is upper-case.
    var capitalized: Bool
    /// Words: every letter is upper-case.
    var allCaps: Bool
    /// Words: the lookup hash is the first word of a phrase in some table (`DateLexicon.firstWords`); a word
    /// that is not matches no phrase, and `DateParser.match` says so without a lookup.
    var known = false
    /// Words written with a byte outside ASCII: the index of their lower-cased text in `DateTokens`; -1 for
    /// the others, whose lower-cased text is their bytes with `0x20` set.
    var textIndex: Int32 = -1
    /// FNV-1a state after `text`'s bytes (`| 1` gives the lookup hash; phrases continue from it).
    var fnv: UInt64
}

/// Tokens from a start offset, produced on demand so a failed parse costs only the tokens it looked at.
/// Stops at a blank line or `limit` bytes.
///
/// No `String` is made for a token written in ASCII (most of them): its hash is taken from the bytes and its
/// text is only made when a rule asks for it (`tokenText(_:)`).
final class DateTokens {
    let text: UTF8Text
    /// Hashes of the first words of every phrase table (`DateLexicon.firstWords`): sets `DateToken.known`.
    private let firstWords: WordHashTable<Bool>
    // Unchecked: the parser reads tokens many times per anchor, and a dynamic exclusivity check on each read
    // cost about a tenth of the date scan. The object is private to one parse on one thread, and no access
    // to these properties overlaps another (`produce` is only called from the subscript).
    @exclusivity(unchecked) private var pos: Int
    @exclusivity(unchecked) private var limit: Int
    @exclusivity(unchecked) private var tokens: [DateToken] = []
    @exclusivity(unchecked) private var done = false

    init(text: UTF8Text, from start: Int, firstWords: WordHashTable<Bool>, maxBytes: Int = 320) {
        self.text = text
        self.firstWords = firstWords
        self.pos = start
        self.limit = min(text.count, start + maxBytes)
        tokens.reserveCapacity(16)
    }

    /// Starts over at byte `start` of the same text, keeping the arrays' storage for the next parse.
    func restart(from start: Int, maxBytes: Int = 320) {
        pos = start
        limit = min(text.count, start + maxBytes)
        done = false
        tokens.removeAll(keepingCapacity: true)
        lowered.removeAll(keepingCapacity: true)
        loweredRanges.removeAll(keepingCapacity: true)
    }

    /// The lower-cased bytes of the words written with a byte outside ASCII (`’` as `'`), one after another;
    /// `loweredRanges[DateToken.textIndex]` is a word's. A `String` is made only when a rule asks for the text.
    @exclusivity(unchecked) private var lowered: [UInt8] = []
    @exclusivity(unchecked) private var loweredRanges: [Range<Int>] = []

    @inline(__always)
    subscript(i: Int) -> DateToken? {
        if i < tokens.count { return tokens[i] }
        return produce(upTo: i)
    }

    /// The text of token `i`: words lower-cased with `’` as `'`, punctuation its scalar, numbers their digits;
    /// "" past the end.
    func tokenText(_ i: Int) -> String {
        guard i < tokens.count else { return "" }
        let t = tokens[i]
        switch t.kind {
        case .number: return text.string(t.start..<t.end)
        case .punct: return String(t.scalar)
        case .word:
            if t.textIndex >= 0 { return String(decoding: lowered[loweredRanges[Int(t.textIndex)]], as: UTF8.self) }
            return String(unsafeUninitializedCapacity: t.end - t.start) { buffer in
                for k in t.start..<t.end { buffer[k - t.start] = text[k] | 0x20 }
                return t.end - t.start
            }
        }
    }

    /// FNV-1a `state` continued over the text of word `i` (`tokenText(i)`'s bytes), for phrases of several words.
    func continueHash(_ state: UInt64, over i: Int) -> UInt64 {
        let t = tokens[i]
        if t.textIndex >= 0 { return DateScan.fnv(state, lowered[loweredRanges[Int(t.textIndex)]]) }
        var h = state
        for k in t.start..<t.end { h = (h ^ UInt64(text[k] | 0x20)) &* DateScan.fnvPrime }
        return h
    }

    @inline(never)
    private func produce(upTo i: Int) -> DateToken? {
        while tokens.count <= i && !done { produce() }
        return i < tokens.count ? tokens[i] : nil
    }

    static func isLetter(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x80 ? DateScan.isASCIILetter(UInt8(s.value)) : s.properties.isAlphabetic
    }

    private func produce() {
        var space = false
        var newlines = 0
        while pos < limit {
            let b = text[pos]
            // ASCII space and tab without decoding.
            if b == 0x20 || b == 0x09 { space = true; pos += 1; continue }
            let (s, len) = DateScan.scalar(in: text, at: pos)
            guard DateScan.isSpace(s) else { break }
            if s == "\n" { newlines += 1; if newlines >= 2 { done = true; return } }
            space = true
            pos += len
        }
        guard pos < limit else { done = true; return }
        let start = pos
        let b = text[pos]
        if DateScan.isDigit(b) {
            var n = 0, digits = 0
            var h = DateScan.fnvOffset
            while pos < limit, DateScan.isDigit(text[pos]) {
                if digits < 9 { n = n * 10 + Int(text[pos] - 0x30) }
                h = (h ^ UInt64(text[pos])) &* DateScan.fnvPrime
                digits += 1
                pos += 1
            }
            tokens.append(DateToken(kind: .number, start: start, end: pos,
                                    number: digits <= 9 ? n : -1, digits: digits, spaceBefore: space,
                                    capitalized: false, allCaps: false, fnv: h))
            return
        }
        let (first, firstLen) = DateScan.scalar(in: text, at: pos)
        guard Self.twoByteLetter(text, at: pos) != nil || Self.isLetter(first) else {
            pos += firstLen
            let scalar: Unicode.Scalar = first == "\u{2019}" ? "'" : first
            let h = scalar.value < 0x80 ? (DateScan.fnvOffset ^ UInt64(scalar.value)) &* DateScan.fnvPrime
                : DateScan.fnv(DateScan.fnvOffset, String(scalar).utf8)
            tokens.append(DateToken(kind: .punct, start: start, end: pos, scalar: scalar, number: -1, digits: 0,
                                    spaceBefore: space, capitalized: false, allCaps: false, fnv: h))
            return
        }
        // The lower-cased text is hashed from the bytes while they are ASCII; at the first other scalar its
        // bytes so far, lower-cased, start a run of `lowered`, and the rest is appended there: two-byte Latin-1 and
        // Cyrillic letters folded byte for byte (`twoByteLetter`), other letters by their lower-case mapping.
        var from = -1
        var h = DateScan.fnvOffset
        var capitalized = false, allCaps = true, firstLetter = true
        while pos < limit {
            let c = text[pos]
            // ASCII fast path: no Unicode property lookups.
            if c < 0x80 {
                if DateScan.isASCIILetter(c) {
                    if firstLetter { capitalized = c < 0x61; firstLetter = false }
                    if c >= 0x61 { allCaps = false }
                    if from >= 0 { lowered.append(c | 0x20) } else { h = (h ^ UInt64(c | 0x20)) &* DateScan.fnvPrime }
                    pos += 1
                    continue
                }
            } else if let l = Self.twoByteLetter(text, at: pos) {
                if firstLetter { capitalized = l.upper; firstLetter = false }
                if !l.upper { allCaps = false }
                if from < 0 { from = lowered.count; appendASCIILowered(start, pos) }
                lowered.append(UInt8(truncatingIfNeeded: l.lowered >> 8))
                lowered.append(UInt8(truncatingIfNeeded: l.lowered))
                pos += 2
                continue
            } else {
                let (s, len) = DateScan.scalar(in: text, at: pos)
                if Self.isLetter(s) {
                    if firstLetter { capitalized = s.properties.isUppercase; firstLetter = false }
                    if s.properties.isLowercase { allCaps = false }
                    if from < 0 { from = lowered.count; appendASCIILowered(start, pos) }
                    lowered.append(contentsOf: s.properties.lowercaseMapping.utf8)
                    pos += len
                    continue
                }
            }
            // An apostrophe or hyphen between two letters stays inside the word (`year's`, `après-demain`).
            let (s, len) = DateScan.scalar(in: text, at: pos)
            if s == "'" || s == "\u{2019}" || s == "-", pos + len < limit {
                if Self.twoByteLetter(text, at: pos + len) != nil || Self.isLetter(DateScan.scalar(in: text, at: pos + len).0) {
                    let kept: UInt8 = s == "-" ? 0x2D : 0x27
                    if s == "\u{2019}", from < 0 { from = lowered.count; appendASCIILowered(start, pos) }
                    if from >= 0 { lowered.append(kept) } else { h = (h ^ UInt64(kept)) &* DateScan.fnvPrime }
                    pos += len
                    continue
                }
            }
            break
        }
        var index: Int32 = -1
        if from >= 0 {
            h = DateScan.fnv(DateScan.fnvOffset, lowered[from...])
            index = Int32(loweredRanges.count)
            loweredRanges.append(from..<lowered.count)
        }
        tokens.append(DateToken(kind: .word, start: start, end: pos, number: -1, digits: 0,
                                spaceBefore: space, capitalized: capitalized, allCaps: allCaps,
                                known: firstWords.value(h | 1) != nil, textIndex: index, fnv: h))
    }

    /// Appends the ASCII bytes `start..<end` (letters, `'`, `-`) lower-cased to `lowered`.
    private func appendASCIILowered(_ start: Int, _ end: Int) {
        for k in start..<end { lowered.append(text[k] | 0x20) }
    }

    /// The letter at byte `i` when it is a two-byte Latin-1 or Cyrillic letter whose lower-case mapping is one
    /// letter of two bytes (U+00C0…U+00FF but `×` and `÷`; U+0400…U+045F): its lower-case bytes (first byte
    /// high) and whether it is a capital. Any other scalar: nil.
    @inline(__always)
    static func twoByteLetter(_ text: UTF8Text, at i: Int) -> (lowered: UInt16, upper: Bool)? {
        let b = text[i]
        guard b == 0xC3 || b == 0xD0 || b == 0xD1, i + 1 < text.count else { return nil }
        let c = text[i + 1]
        guard c & 0xC0 == 0x80 else { return nil }
        switch b {
        case 0xC3:
            if c == 0x97 || c == 0xB7 { return nil }
            return c <= 0x9E ? (0xC300 | UInt16(c + 0x20), true) : (0xC300 | UInt16(c), false)
        case 0xD0:
            if c <= 0x8F { return (0xD100 | UInt16(c + 0x10), true) }
            if c <= 0x9F { return (0xD000 | UInt16(c + 0x20), true) }
            if c <= 0xAF { return (0xD100 | UInt16(c - 0x20), true) }
            return (0xD000 | UInt16(c), false)
        default:
            // U+0460 and above pair capitals and small letters one by one: the general path.
            return c <= 0x9F ? (0xD100 | UInt16(c), false) : nil
        }
    }
}
