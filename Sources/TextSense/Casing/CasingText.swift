// Byte-level character classes for capitalization. The capitalizer scans UTF-8 bytes and decodes a scalar
// only near a candidate (a terminator, a line break, a word start), so these helpers take byte offsets and
// return scalar lengths. `scalar(at:)` needs an offset inside the buffer (every caller checks `< count`);
// the backward helpers accept any offset up to `count`. None reads outside the buffer, and a byte in the
// middle of a scalar decodes as U+FFFD rather than trapping.

/// A view of valid UTF-8 bytes (they came from a `String`) with the scalar-level questions casing asks.
struct CasingText {
    let bytes: UnsafeBufferPointer<UInt8>
    var count: Int { bytes.count }

    /// The scalar starting at `i` and its length in bytes. Invalid or truncated sequences (impossible for
    /// bytes from a `String`, but cheap to survive) decode as U+FFFD of length 1.
    @inline(__always)
    func scalar(at i: Int) -> (Unicode.Scalar, Int) {
        let b0 = bytes[i]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let len: Int
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF: len = 2; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: len = 3; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: len = 4; value = UInt32(b0 & 0x07)
        default: return ("\u{FFFD}", 1)
        }
        guard i + len <= count else { return ("\u{FFFD}", 1) }
        for k in 1..<len {
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard let s = Unicode.Scalar(value) else { return ("\u{FFFD}", 1) }
        return (s, len)
    }

    /// The start of the scalar that ends at `end` (exclusive), or `nil` at the start of the text.
    @inline(__always)
    func scalarStart(before end: Int) -> Int? {
        guard end > 0 else { return nil }
        var i = end - 1
        // At most three continuation bytes precede a lead byte.
        while i > 0, end - i < 4, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return i
    }

    /// The scalar that ends at `end`, with its start.
    func scalar(before end: Int) -> (Unicode.Scalar, start: Int)? {
        guard let start = scalarStart(before: end) else { return nil }
        return (scalar(at: start).0, start)
    }
}

/// Character classes used by sentence and word detection. ASCII is answered without Unicode tables; the
/// rest of U+0000…U+2FFF (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Indic scripts, general
/// punctuation) from a table computed once from the standard library's Unicode properties, because a
/// property lookup per scalar (~30 ns) would otherwise dominate sentence scanning of non-Latin text.
enum CasingClass {
    private static let whitespace: UInt16 = 1 << 0
    private static let letter: UInt16 = 1 << 1
    private static let wordContinuation: UInt16 = 1 << 2
    private static let opener: UInt16 = 1 << 3
    private static let closer: UInt16 = 1 << 4
    private static let mark: UInt16 = 1 << 5
    private static let capital: UInt16 = 1 << 6
    private static let titlecaseChanges: UInt16 = 1 << 7
    private static let digit: UInt16 = 1 << 8

    private static let tableLimit: UInt32 = 0x3000

    /// Flags for U+0000…U+2FFF, from `computedFlags`. Built on first use (about a millisecond), immutable.
    private static let table: [UInt16] = (0..<tableLimit).map { v in
        Unicode.Scalar(v).map(computedFlags) ?? 0
    }

    private static func computedFlags(_ s: Unicode.Scalar) -> UInt16 {
        let p = s.properties
        var f: UInt16 = 0
        if p.isWhitespace { f |= whitespace }
        switch p.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: f |= letter | wordContinuation | capital
        case .lowercaseLetter, .modifierLetter, .otherLetter: f |= letter | wordContinuation
        case .nonspacingMark, .spacingMark, .enclosingMark: f |= wordContinuation | mark
        case .decimalNumber: f |= wordContinuation | digit
        case .letterNumber, .otherNumber: f |= wordContinuation
        case .openPunctuation: f |= opener
        case .closePunctuation: f |= closer
        case .initialPunctuation, .finalPunctuation: f |= opener | closer
        default: break
        }
        if p.isUppercase { f |= capital }
        if p.changesWhenTitlecased { f |= titlecaseChanges }
        return f
    }

    @inline(__always)
    private static func flags(_ s: Unicode.Scalar) -> UInt16 {
        s.value < tableLimit ? table.withUnsafeBufferPointer { $0[Int(s.value)] } : computedFlags(s)
    }

    /// White space of any kind, line breaks included (Unicode White_Space).
    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value == 0x20 || (s.value >= 0x09 && s.value <= 0x0D) }
        return flags(s) & whitespace != 0
    }

    /// Line breaks: LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    static func isLineBreak(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    static func isHorizontalSpace(_ s: Unicode.Scalar) -> Bool { isWhitespace(s) && !isLineBreak(s) }

    /// Letters (L*).
    static func isLetter(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return (s.value | 0x20) >= 0x61 && (s.value | 0x20) <= 0x7A }
        return flags(s) & letter != 0
    }

    /// Characters that continue a word after its first letter: letters, combining marks and digits.
    static func isWordContinuation(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 {
            return (s.value >= 0x30 && s.value <= 0x39) || ((s.value | 0x20) >= 0x61 && (s.value | 0x20) <= 0x7A)
        }
        return flags(s) & wordContinuation != 0
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value >= 0x30 && s.value <= 0x39 }
        return flags(s) & digit != 0
    }

    /// Combining marks (Mn, Mc, Me): they belong to the letter before them.
    static func isMark(_ s: Unicode.Scalar) -> Bool { s.value >= 0x300 && flags(s) & mark != 0 }

    /// Uppercase and titlecase letters (`A`, `Ж`, `ǅ`).
    static func isCapital(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value >= 0x41 && s.value <= 0x5A }
        return flags(s) & capital != 0
    }

    /// Whether titlecasing `s` changes it (a lowercase letter, or a digraph like `ǆ`).
    static func changesWhenTitlecased(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value >= 0x61 && s.value <= 0x7A }
        return flags(s) & titlecaseChanges != 0
    }

    /// Apostrophes that can sit inside a word: `'`, `’` (U+2019), `ʼ` (U+02BC).
    static func isApostrophe(_ s: Unicode.Scalar) -> Bool {
        s == "'" || s.value == 0x2019 || s.value == 0x02BC
    }

    /// Hyphens and dashes that join the parts of a compound (`well-known`, `word—word`).
    static func isHyphen(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2D, 0x2010, 0x2011, 0x2013, 0x2014: return true
        default: return false
        }
    }

    /// Marks that may stand before the first word of a sentence: quotes of every style (German `„` and
    /// `»`, French `«`, Swedish `”` open sentences too), opening brackets, Spanish `¿` and `¡`.
    static func isOpener(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "\"", "'", "(", "[", "{", "\u{BF}", "\u{A1}": return true
        default: break
        }
        if s.value < 0x80 { return false }
        return flags(s) & opener != 0
    }

    /// Marks that may follow a sentence's terminator before the space: quotes of every style and closing
    /// brackets.
    static func isCloser(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "\"", "'", ")", "]", "}": return true
        default: break
        }
        if s.value < 0x80 { return false }
        return flags(s) & closer != 0
    }

    /// How a scalar ends a sentence.
    enum Terminator {
        /// Not a terminator.
        case none
        /// A full stop: ends a sentence unless it closes an abbreviation, an initial or (in German) an ordinal.
        case period
        /// `!`, `?`, `…` and their kin: always end a sentence when a space follows.
        case strong
        /// CJK and full-width terminators: end a sentence even when no space follows.
        case ideographic
    }

    /// - Parameter greek: Greek writes its question mark as `;` (U+037E, or the ASCII semicolon).
    static func terminator(_ s: Unicode.Scalar, greek: Bool) -> Terminator {
        switch s.value {
        case 0x2E: return .period
        case 0x21, 0x3F, 0x2026, 0x203C, 0x203D, 0x2047, 0x2048, 0x2049, 0x061F, 0x0589: return .strong
        case 0x3B, 0x37E: return greek ? .strong : .none
        case 0x3002, 0xFF01, 0xFF0E, 0xFF1F, 0xFF61: return .ideographic
        default: return .none
        }
    }
}

extension CasingText {
    /// How many bytes one ICU call maps at most. ICU takes `int32_t` lengths and the shim allocates 1.5x
    /// the input per call; 64 KiB keeps both small on texts of any size.
    static let chunkSize = 1 << 16

    /// The end of the piece of `from..<limit` to hand ICU in one call: `limit` when it is near, else the
    /// first white space after `chunkSize` bytes (case-mapping context — final sigma, Dutch IJ — never spans
    /// white space), else, in a gigantic word, the first scalar boundary before a non-mark.
    func chunkEnd(from start: Int, limit: Int) -> Int {
        guard limit - start > Self.chunkSize else { return limit }
        var i = start + Self.chunkSize
        let searchEnd = min(limit, i + 4096)
        while i < searchEnd, bytes[i] & 0xC0 == 0x80 { i += 1 }
        var j = i
        while j < searchEnd {
            let (s, len) = scalar(at: j)
            if CasingClass.isWhitespace(s) { return j }
            j += len
        }
        while i < limit {
            let (s, len) = scalar(at: i)
            if bytes[i] & 0xC0 != 0x80, !CasingClass.isMark(s) { return i }
            i += len
        }
        return limit
    }

    /// Skips white space (line breaks included) and opening marks from `i`; returns where a sentence's or
    /// word's first letter would be.
    func skipSpaceAndOpeners(from i: Int) -> Int {
        var j = i
        while j < count {
            let (s, len) = scalar(at: j)
            guard CasingClass.isWhitespace(s) || CasingClass.isOpener(s) else { break }
            j += len
        }
        return j
    }

    /// Whitespace-delimited runs that hold a URL or address marker (`://`, `@`, `www.`), in order and
    /// disjoint. They back up the link detector: text that looks like a link or address is never recased,
    /// even where the detector rejects it (`foo://bar`, `user@localhost`).
    /// - Complexity: O(n): every byte is looked at a bounded number of times.
    func entityLikeRuns() -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var protectedEnd = 0
        var i = 0
        while i < count {
            let b = bytes[i]
            let trigger: Bool
            switch b {
            case UInt8(ascii: "@"): trigger = true
            case UInt8(ascii: ":"): trigger = i + 2 < count && bytes[i + 1] == 0x2F && bytes[i + 2] == 0x2F
            case UInt8(ascii: "."):
                // `www.`, any case (0x77 = `w`; `| 0x20` folds ASCII upper case).
                trigger = i >= 3 && bytes[i - 1] | 0x20 == 0x77 && bytes[i - 2] | 0x20 == 0x77
                    && bytes[i - 3] | 0x20 == 0x77
            default: trigger = false
            }
            guard trigger, i >= protectedEnd else { i += 1; continue }
            var start = i
            while start > protectedEnd, let (s, st) = scalar(before: start), !CasingClass.isWhitespace(s) { start = st }
            var end = i
            while end < count {
                let (s, len) = scalar(at: end)
                if CasingClass.isWhitespace(s) { break }
                end += len
            }
            runs.append(start..<end)
            protectedEnd = end
            i = end
        }
        return runs
    }
}
