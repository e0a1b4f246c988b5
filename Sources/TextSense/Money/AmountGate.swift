/// The cheap test in front of the money and quantity readers: a number is read further only when the word
/// right before or after it can be what those readers look up (a currency symbol or code, the first word of a
/// currency name, magnitude, range or unit form). One case-folded hash per word and no `String`, so prose
/// numbers (`section 3`, `in 2027`, `840 ms` for money) cost a few byte reads.
///
/// The sets hold the folded hashes of the readers' own tables, so the gate passes everything the readers
/// accept (it is looser: case is folded, and any symbol that is not a letter passes).
struct AmountGate: Sendable {
    private let before: Filter
    private let after: Filter
    private let connectors: Filter
    /// Whether a word starting with a dash or a symbol outside ASCII passes whatever it is (the range dash of
    /// `$10–15`); without, only the hash decides for such words.
    private let dashes: Bool

    /// `before`: words that may stand right before a number; `after`: phrases whose first word may follow it;
    /// `connectors`: words that count only when a number or an `after` word follows them (`to`, `and`, `de`).
    init(before: some Sequence<String>, after: some Sequence<String>, connectors: [String] = [], dashes: Bool = true) {
        self.dashes = dashes
        self.before = Filter(before.map { Self.hash($0.utf8[...]) })
        // The first word of each phrase (phrases of spaces alone have none).
        self.after = Filter(after.compactMap { phrase in
            phrase.asciiFields(0x20).first.map { Self.hash($0.utf8) }
        })
        self.connectors = Filter(connectors.map { Self.hash($0.utf8[...]) })
    }

    /// A set of hashes behind a 4096-bit filter: most words after a number are in none of the sets, and one bit
    /// test turns them away before the set hashes the hash again.
    private struct Filter: Sendable {
        let hashes: Set<UInt64>
        let bits: [UInt64]

        init(_ hashes: [UInt64]) {
            self.hashes = Set(hashes)
            var bits = [UInt64](repeating: 0, count: 64)
            for h in hashes {
                let k = Self.bit(h)
                bits[k >> 6] |= 1 << UInt64(k & 63)
            }
            self.bits = bits
        }

        @inline(__always) private static func bit(_ h: UInt64) -> Int { Int(truncatingIfNeeded: (h ^ (h >> 32)) >> 1) & 4095 }

        var isEmpty: Bool { hashes.isEmpty }

        func contains(_ h: UInt64) -> Bool {
            let k = Self.bit(h)
            return bits[k >> 6] & (1 << UInt64(k & 63)) != 0 && hashes.contains(h)
        }
    }

    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 { DateScan.hashLowered(bytes).hash }
    fileprivate static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> UInt64 {
        DateScan.hashLowered(UnsafeBufferPointer(rebasing: bytes[r])).hash
    }

    /// Whether the word before `number` (as `AmountReader.word(before:)` finds it, without a leading sign or
    /// bracket: `$`, `R$`, `USD`, `kr`) is in the `before` set.
    func passesBefore(_ number: Range<Int>, reader: AmountReader) -> Bool {
        let bytes = reader.bytes
        var e = number.lowerBound
        if e > 0, bytes[e - 1] == 0x20 { e -= 1 } else if e > 1, bytes[e - 2] == 0xC2, bytes[e - 1] == 0xA0 { e -= 2 }
        var s = e
        while s > 0, bytes[s - 1] != 0x20, bytes[s - 1] != 0x0A, bytes[s - 1] != 0x09, bytes[s - 1] != 0xA0,
              !AmountReader.isDigit(bytes[s - 1]), e - s < 40 {
            s -= 1
        }
        while s < e, bytes[s] & 0xC0 == 0x80 { s += 1 }
        // `-€20`, `(USD 5)`, `~$30`, `−€5`, in any order (as `MoneyDetector` strips them).
        while s < e {
            if bytes[s] == 0x2D || bytes[s] == 0x28 || bytes[s] == 0x7E {
                s += 1
            } else if s + 2 < e, bytes[s] == 0xE2, bytes[s + 1] == 0x88, bytes[s + 2] == 0x92 {
                s += 3
            } else {
                break
            }
        }
        return s < e && before.contains(Self.hash(bytes, s..<e))
    }

    /// The word after `end` as `AmountReader.words(after:max:)` finds the first one (at most three bytes of space
    /// before it; it ends at a space, line break, tab or digit), cut at `limit` bytes; nil when there is none.
    fileprivate static func word(after end: Int, reader: AmountReader, limit: Int) -> Range<Int>? {
        let bytes = reader.bytes
        var q = end
        while reader.spaceLength(at: q) > 0 { q += reader.spaceLength(at: q) }
        guard q - end <= 3, q < bytes.count else { return nil }
        let start = q
        while q < bytes.count, reader.spaceLength(at: q) == 0, bytes[q] != 0x0A, bytes[q] != 0x0D, bytes[q] != 0x09,
              !AmountReader.isDigit(bytes[q]), q - start < limit {
            q += 1
        }
        return q > start ? start..<q : nil
    }

    /// Whether the block of scalars whose UTF-8 starts `E2 b` holds a letter `lowercased()` changes.
    fileprivate static func hasCapitals(e2 b: UInt8) -> Bool {
        (0x84...0x86).contains(b) || b == 0x92 || b == 0x93 || (0xB0...0xB3).contains(b)
    }

    /// The word after a number as `passesAfter` and `passesConnector` read it, folded and hashed once for every
    /// gate that asks (money and quantities each ask two): where it lies, its hash with and without closing
    /// punctuation, and what decides without the hash.
    struct WordAfter: Sendable {
        /// As `AmountReader.words(after:max:)` finds the first word (cut at 64 bytes).
        let range: Range<Int>
        let hash: UInt64
        /// The hash without closing punctuation (`km.`, `euros,`), when some was cut and something is left.
        let trimmedHash: UInt64?
        /// Starts with a dash or a symbol, dash or quote outside ASCII (`–`, `€`, `½`).
        let dashLead: Bool
        /// Holds a letter the hash does not fold (`ZŁOTYCH`).
        let unfolded: Bool

        /// The word after `end`, or nil when there is none.
        init?(after end: Int, reader: AmountReader) {
            guard let word = AmountGate.word(after: end, reader: reader, limit: 64) else { return nil }
            let bytes = reader.bytes
            let start = word.lowerBound, q = word.upperBound
            range = word
            dashLead = bytes[start] == 0x2D || DateScan.isSeparatorLead(bytes[start])
            hash = AmountGate.hash(bytes, word)
            // The hash folds ASCII, Latin-1 and basic Cyrillic capitals only: a word with any other letter outside
            // ASCII (`ZŁOTYCH`) is left to the reader's own `lowercased()` look-up. Of U+2000…U+2FFF (lead E2) only
            // the letterlike symbols, number forms, enclosed letters (E2 84–86, 92–93) and the scripts from U+2C00
            // (E2 B0–B3) have capitals: dashes, quotes and currency signs change nothing.
            var unfolded = false
            for k in start..<q where bytes[k] >= 0xC4 && bytes[k] != 0xD0 && bytes[k] != 0xD1 && bytes[k] & 0xC0 != 0x80 {
                if bytes[k] == 0xE2, k + 1 < q, !AmountGate.hasCapitals(e2: bytes[k + 1]) { continue }
                unfolded = true
                break
            }
            self.unfolded = unfolded
            var t = q
            while t > start {
                let c = bytes[t - 1]
                // , ; : ! ? ) ] " . by byte (a `String`'s `utf8.contains` is a call per byte tested)
                if c == 0x2C || c == 0x3B || c == 0x3A || c == 0x21 || c == 0x3F || c == 0x29 || c == 0x5D || c == 0x22
                    || c == 0x2E { t -= 1; continue }
                if t - start >= 2, bytes[t - 2] == 0xC2, c == 0xBB { t -= 2; continue }                       // »
                if t - start >= 3, bytes[t - 3] == 0xE2, bytes[t - 2] == 0x80, c == 0x9D { t -= 3; continue }  // ”
                break
            }
            trimmedHash = t < q && t > start ? AmountGate.hash(bytes, start..<t) : nil
        }
    }

    /// `passesAfter` of the number whose next word is `word` (`Number.wordAfter`).
    func passesAfter(_ word: WordAfter?) -> Bool {
        guard let word else { return false }
        if dashes && word.dashLead || word.unfolded || after.contains(word.hash) { return true }
        return word.trimmedHash.map { after.contains($0) } ?? false
    }

    /// `passesConnector` of the number whose next word is `word` (`Number.wordAfter`).
    func passesConnector(_ word: WordAfter?, reader: AmountReader) -> Bool {
        // The connector test reads at most eight bytes of the word: a longer word is none.
        guard !connectors.isEmpty, let word, word.range.count < 8, connectors.contains(word.hash) else { return false }
        return followsConnector(word.range.upperBound, reader: reader)
    }

    /// Whether the word after `end` is a connector (`to`, `bis`, `до`, `and`, `et`, `de`, `of`) followed by what
    /// a range or a currency name needs: a number (`5 to 10`), one ASCII symbol and a number (`$10 to $15`), or a
    /// word that `passesAfter` (`millones de pesos`). Prose numbers before `of the`, `de la`, `and then` stop here.
    func passesConnector(_ end: Int, reader: AmountReader) -> Bool {
        guard !connectors.isEmpty, let word = Self.word(after: end, reader: reader, limit: 8), word.count < 8,
              connectors.contains(Self.hash(reader.bytes, word)) else { return false }
        return followsConnector(word.upperBound, reader: reader)
    }

    /// Whether what follows a connector ending at `end` is what a range or a currency name needs (see
    /// `passesConnector`).
    private func followsConnector(_ end: Int, reader: AmountReader) -> Bool {
        let bytes = reader.bytes
        var p = end
        while reader.spaceLength(at: p) > 0 { p += reader.spaceLength(at: p) }
        guard p < bytes.count else { return false }
        if AmountReader.isDigit(bytes[p]) { return true }
        if bytes[p] < 0x80, p + 1 < bytes.count, AmountReader.isDigit(bytes[p + 1]) { return true }
        return passesAfter(p, reader: reader)
    }

    /// Whether the word after `end` (as `AmountReader.words(after:max:)` finds the first one) is in the
    /// `after` set with or without its trailing punctuation, starts with a dash (`$10–15`), starts with a
    /// symbol, dash or quote outside ASCII (`€`, `₽`, `°C`, `½`, `–`), or holds a letter the hash does not fold.
    func passesAfter(_ end: Int, reader: AmountReader) -> Bool {
        passesAfter(WordAfter(after: end, reader: reader))
    }
}
