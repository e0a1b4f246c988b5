/// The byte-level prefilter in front of libphonenumber: finds *clusters*, maximal runs of characters that
/// can belong to a phone number, in one pass over the UTF-8 bytes.
///
/// Why this is exact and not a guess: every match `PhoneNumberMatcher` can return is drawn from its
/// candidate pattern — a lead character (`(`, `[`, `+`, fullwidth forms) or a decimal digit, then digits
/// (`\p{Nd}`), its punctuation set (`-x‐‑‒–—―−ー－．／  ­​⁠　()（）［］.[]/~⁓∼～`) and extension labels
/// (`ext`, `extension`, `anexo`, `int`, `доб`, `#`, `;ext=` …). A cluster starts at a lead character or a
/// digit and continues over a superset of those characters (letters of the labels only after a digit), so a
/// match can never cross a cluster boundary, and the matcher, started at a cluster, sees exactly the
/// candidates it would see when run over the whole line. Its only look-around is one character before a
/// candidate and up to three after (`:[0-5]\d` time-stamp suffix, letter/currency checks); the snippet handed to
/// libphonenumber includes one character before the cluster and four after it. For the same reason several
/// clusters of one line can share a snippet: the text between them cannot be part of a match.
///
/// Deviations, both documented: clusters need 7 digits (see `PhoneRejection.tooFewDigits`), and a cluster
/// longer than 1 KB is cut (see `maximumClusterBytes`; a number straddling such a cut can be lost).
struct PhoneScanner {
    /// Clusters with fewer digits than this are skipped (extension digits count here; the per-match rule in
    /// `PhoneFilter` does not count them).
    static let minimumDigits = 7
    /// A cluster longer than this is cut (at the last `, `/`;`/tab/double space in its second half, else the
    /// last space there, else where it is): libphonenumber's matcher is superlinear in its input, and a
    /// megabyte-long run of digits and dashes would take it minutes. Real numbers are under 40 bytes.
    static let maximumClusterBytes = 1024

    struct Cluster: Equatable {
        /// UTF-8 byte offsets of the cluster in the scanned text.
        var range: Range<Int>
        /// Decimal digits in it.
        var digits: Int
    }

    enum CharClass: UInt8 {
        case other
        /// `\p{Nd}`.
        case digit
        /// Starts a candidate: `( [ +` and their fullwidth forms.
        case lead
        /// Punctuation, spaces and extension marks that may continue a candidate.
        case punctuation
        /// Letters of extension labels (`ext`, `anexo`, `int`, `доб`): continue a cluster that has a digit.
        case label
        /// A line feed: ends a cluster (the reference matcher runs line by line).
        case newline
    }

    /// Class of an ASCII byte. A `switch`, not a table in a `static let`: the compiler makes it a constant
    /// table, where a `static let` would cost a `swift_once` check on every call.
    @inline(__always)
    static func asciiClass(_ b: UInt8) -> CharClass {
        switch b {
        case 0x30...0x39: return .digit
        case 0x28, 0x5B, 0x2B: return .lead                                                    // ( [ +
        case 0x2D, 0x78, 0x58, 0x20, 0x29, 0x5D, 0x2E, 0x2F, 0x7E, 0x09, 0x2C, 0x3B, 0x3D, 0x23, 0x3A:
            return .punctuation                                                             // - x X space ) ] . / ~ tab , ; = # :
        case 0x61, 0x65, 0x69, 0x6E, 0x6F, 0x73, 0x74, 0x41, 0x45, 0x49, 0x4E, 0x4F, 0x53, 0x54:
            return .label                                                                   // a e i n o s t A E I N O S T
        case 0x0A: return .newline
        default: return .other
        }
    }

    private static let ascii: [CharClass] = (0..<128).map { asciiClass(UInt8($0)) }

    /// Class of a non-ASCII scalar.
    static func classify(_ v: UInt32) -> CharClass {
        switch v {
        case 0x00A0, 0x00AD, 0x2007...0x200B, 0x2010...0x2015, 0x202F, 0x2053, 0x2060, 0x2212, 0x223C, 0x3000,
             0x30FC, 0xFF03, 0xFF09, 0xFF0D...0xFF0F, 0xFF1A, 0xFF1B, 0xFF1D, 0xFF3D, 0xFF5E:
            return .punctuation
        case 0xFF08, 0xFF0B, 0xFF3B:
            return .lead
        case 0xFF10...0xFF19:
            return .digit
        case 0x00D3, 0x00F3, 0x0301, 0x0414, 0x041E, 0x0411, 0x0434, 0x043E, 0x0431, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            return .label
        case 0x0660...0x0669, 0x06F0...0x06F9, 0x07C0...0x07C9:
            return .digit
        case 0x0900..<0x1C60, 0xA620..<0xAA60, 0xABF0...0xABF9, 0x10000..<0x1F000, 0x1FBF0...0x1FBF9:
            // Scripts with their own decimal digits (Devanagari, Bengali, Thai, Myanmar, Osmanya, math…).
            guard let s = Unicode.Scalar(v) else { return .other }
            return s.properties.generalCategory == .decimalNumber ? .digit : .other
        default:
            return .other
        }
    }

    /// The class of the scalar at `i` and its length in bytes. `bytes` is valid UTF-8 (it came from a String);
    /// a truncated sequence still yields a length ≥ 1, so callers always advance.
    @inline(__always)
    static func scalar(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (CharClass, Int) {
        let b = bytes[i]
        if b < 0x80 { return (asciiClass(b), 1) }
        let n = bytes.count
        if b < 0xE0 {
            guard i + 1 < n else { return (.other, 1) }
            // Cyrillic and Latin-1 prose stays on this short path. Below U+0640 (lead bytes up to D8) there are
            // no digits or leads, only these few punctuation marks and label letters (as in `classify`).
            let v = UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
            guard b <= 0xD8 else { return (classify(v), 2) }
            switch v {
            case 0x00A0, 0x00AD: return (.punctuation, 2)
            case 0x00D3, 0x00F3, 0x0301, 0x0411, 0x0414, 0x041E, 0x0431, 0x0434, 0x043E: return (.label, 2)
            default: return (.other, 2)
            }
        }
        if b < 0xF0 {
            guard i + 2 < n else { return (.other, 1) }
            let v = UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
            return (classify(v), 3)
        }
        guard i + 3 < n else { return (.other, 1) }
        let v = UInt32(b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
            | UInt32(bytes[i + 3] & 0x3F)
        return (classify(v), 4)
    }

    /// Calls `body` for every cluster with at least `minimumDigits` digits, in text order.
    ///
    /// - Complexity: O(n), one pass; ASCII bytes cost one table lookup.
    static func forEachCluster(in bytes: UnsafeBufferPointer<UInt8>, minimumDigits: Int = PhoneScanner.minimumDigits,
                               _ body: (Cluster) -> Void) {
        // A local copy of the table: reading a `static let` in the loop costs a `swift_once` check per byte.
        let table = ascii
        table.withUnsafeBufferPointer { table in
            let n = bytes.count
            var i = 0
            var start = -1          // -1: not in a cluster
            var end = 0
            var digits = 0
            var strongCut = -1      // just after the last `, ` `;` tab or double space of the current cluster
            var spaceCut = -1       // just after its last space
            scan: while i < n {
                // Fast skip of the common case: outside a cluster, what cannot start one, and short runs of
                // digits that cannot make one (see `ByteScan.nextPhoneCluster`), many bytes a step.
                if start < 0 {
                    i = ByteScan.nextPhoneCluster(in: bytes, from: i, minimumDigits: minimumDigits)
                    if i >= n { break }
                    if bytes[i] < 0x80 {
                        // An ASCII digit or lead (the only ASCII bytes the skip stops at) starts a cluster.
                        start = i
                        digits = bytes[i] &- 0x30 < 10 ? 1 : 0
                        end = i + 1
                        strongCut = -1
                        spaceCut = -1
                        i += 1
                        continue
                    }
                } else {
                    // Inside a cluster, ASCII, up to where a cut is due; the rest (non-ASCII, the cut) takes the
                    // general path below.
                    let limit = min(n, start + maximumClusterBytes + 1)
                    ascii: while i < limit {
                        let b = bytes[i]
                        guard b < 0x80 else { break }
                        switch table[Int(b)] {
                        case .digit:
                            digits += 1
                        case .lead, .punctuation:
                            if b == 0x20 || b == 0x09 {
                                if b == 0x09 || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x2C || bytes[i - 1] == 0x3B {
                                    strongCut = i + 1
                                }
                                spaceCut = i + 1
                            }
                        case .label where digits > 0:
                            break
                        default:
                            // An ASCII byte that ends the cluster (no cut is due before `limit`).
                            if digits >= minimumDigits { body(Cluster(range: start..<end, digits: digits)) }
                            start = -1
                            i += 1
                            continue scan
                        }
                        end = i + 1
                        i += 1
                    }
                    if i >= n { break }
                }
                let b = bytes[i]
                // Outside a cluster, skip whole the non-ASCII scalars `classify` never calls digits or leads:
                // two-byte ones except Arabic-Indic, extended Arabic-Indic and NKo digits (U+0660, U+06F0,
                // U+07C0: lead bytes D9, DB, DF), and three-byte ones from U+2000 to U+9FFF and U+B000 to U+EFFF
                // (lead bytes E2–E9, EB–EE: typographic punctuation, CJK). Cyrillic, Greek and accented Latin
                // prose stays off the decoding path.
                if start < 0, b >= 0xC2 {
                    if b <= 0xDF, b != 0xD9, b != 0xDB, b != 0xDF, i + 1 < n { i += 2; continue }
                    if (b >= 0xE2 && b <= 0xE9) || (b >= 0xEB && b <= 0xEE), i + 2 < n { i += 3; continue }
                }
                let (c, len) = b < 0x80 ? (table[Int(b)], 1) : scalar(at: i, in: bytes)
                if start >= 0, i - start > maximumClusterBytes {
                    // Cut, and rescan from the cut. Cuts in the second half keep the rescans linear overall.
                    let half = start + maximumClusterBytes / 2
                    let cut = strongCut > half ? strongCut : spaceCut > half ? spaceCut : i
                    var k = start, cutDigits = 0
                    while k < cut {
                        let (ck, lk) = scalar(at: k, in: bytes)
                        if ck == .digit { cutDigits += 1 }
                        k += lk
                    }
                    if cutDigits >= minimumDigits { body(Cluster(range: start..<cut, digits: cutDigits)) }
                    start = -1
                    i = cut
                    continue
                }
                if start < 0 {
                    if c == .digit || c == .lead {
                        start = i
                        digits = c == .digit ? 1 : 0
                        end = i + len
                        strongCut = -1
                        spaceCut = -1
                    }
                } else {
                    switch c {
                    case .digit:
                        digits += 1
                        end = i + len
                    case .lead, .punctuation:
                        if b == 0x20 || b == 0x09 {
                            if b == 0x09 || (i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x2C || bytes[i - 1] == 0x3B)) {
                                strongCut = i + 1
                            }
                            spaceCut = i + 1
                        }
                        end = i + len
                    case .label where digits > 0:
                        end = i + len
                    default:
                        if digits >= minimumDigits { body(Cluster(range: start..<end, digits: digits)) }
                        start = -1
                    }
                }
                i += len
            }
            if start >= 0, digits >= minimumDigits { body(Cluster(range: start..<end, digits: digits)) }
        }
    }

    /// The parts of `cluster` between the words no match can cross, or nil when it has none: words of two or
    /// more ASCII letters, after a space, that cannot be part of an extension label (`120 Seiten. (+52 55 6744
    /// 0751)`, `96 513 834 in 1990.`). Clusters run through such words only because their letters are label
    /// letters. The matcher's candidates take letters only in an extension (`ext`, `extn`, `extension`, `anexo`,
    /// `int`, `x`, all containing `x` but `int`), and a candidate starts at a digit or lead, so a word without
    /// `x` that is not `int` ends every candidate before it, and the matcher resumes after it: run on the whole
    /// cluster it finds what it finds in the parts. Each part runs from its first digit or lead to the byte
    /// before its barrier word, and counts its digits.
    static func pieces(of cluster: Cluster, in bytes: UnsafeBufferPointer<UInt8>) -> [Cluster]? {
        @inline(__always) func isLetter(_ b: UInt8) -> Bool { b | 0x20 >= 0x61 && b | 0x20 <= 0x7A }
        var parts: [Cluster] = []
        var partStart = cluster.range.lowerBound
        var i = cluster.range.lowerBound
        func close(at end: Int) {
            var lo = partStart, digits = 0
            while lo < end {
                let (c, len) = scalar(at: lo, in: bytes)
                if c == .digit || c == .lead { break }
                lo += len
            }
            var k = lo
            while k < end {
                let (c, len) = scalar(at: k, in: bytes)
                if c == .digit { digits += 1 }
                k += len
            }
            if lo < end { parts.append(Cluster(range: lo..<end, digits: digits)) }
        }
        while i < cluster.range.upperBound {
            guard isLetter(bytes[i]), i > cluster.range.lowerBound, bytes[i - 1] == 0x20 else { i += 1; continue }
            var j = i
            var hasX = false
            while j < cluster.range.upperBound, isLetter(bytes[j]) { hasX = hasX || bytes[j] | 0x20 == 0x78; j += 1 }
            // A non-ASCII letter after the word (`intó`, `доб`) leaves it alone.
            let word = UnsafeBufferPointer(rebasing: bytes[i..<j])
            let isInt = word.count == 3 && word[0] | 0x20 == 0x69 && word[1] | 0x20 == 0x6E && word[2] | 0x20 == 0x74
            if j - i >= 2, !hasX, !isInt, j == bytes.count || bytes[j] < 0x80 {
                close(at: i)
                partStart = j
            }
            i = j
        }
        guard !parts.isEmpty else { return nil }
        close(at: cluster.range.upperBound)
        return parts
    }

    /// Whether `gap` holds a line feed, or a digit or lead (where a matcher candidate could start).
    static func holdsLineFeedOrCandidateStart(in gap: Range<Int>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = gap.lowerBound
        while i < gap.upperBound {
            let (c, len) = scalar(at: i, in: bytes)
            if c == .digit || c == .lead || c == .newline { return true }
            i += len
        }
        return false
    }

    /// The snippet handed to libphonenumber for `cluster`: one scalar before it and up to four after it,
    /// never past a line feed (the reference runs line by line; the line feed itself is harmless context).
    static func snippet(for cluster: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var lo = cluster.lowerBound
        if lo > 0 {
            lo -= 1
            while lo > 0, bytes[lo] & 0xC0 == 0x80 { lo -= 1 }
        }
        var hi = cluster.upperBound
        var scalars = 0
        while hi < bytes.count, scalars < 4 {
            let b = bytes[hi]
            hi += 1
            while hi < bytes.count, bytes[hi] & 0xC0 == 0x80 { hi += 1 }
            scalars += 1
            if b == 0x0A { break }
        }
        return lo..<hi
    }
}
