import Foundation

/// Word-pair counts for reranking candidates by their neighbours (`to by a car` → `buy`).
///
/// Loaded from `Dictionaries/<lang>.bigrams` (English only: symspellpy's bigram list, MIT): sorted pairs of
/// lexicon word indices as `(first << 32 | second)` keys with a frequency class each. A binary search over
/// a flat sorted array needs no hashing at load time and 9 bytes per pair.
///
/// Sendable notes: immutable after `init`.
final class LanguageModel: Sendable {
    let pairs: [UInt64]
    let classes: [UInt8]

    init(bytes: [UInt8]) throws(TextSenseError) {
        var pos = 0
        let end = bytes.count
        // Skip the `#` header through its `#END` line.
        while pos < end, bytes[pos] == UInt8(ascii: "#") {
            let lineStart = pos
            while pos < end, bytes[pos] != 0x0A { pos += 1 }
            pos += 1
            if pos - lineStart == 5, bytes[lineStart + 1] == UInt8(ascii: "E") { break }
        }
        var pairs: [UInt64] = [], classes: [UInt8] = []
        pairs.reserveCapacity(end / 5)
        classes.reserveCapacity(end / 5)
        var first: UInt64 = 0
        func varint() throws(TextSenseError) -> UInt64 {
            var v: UInt64 = 0, shift: UInt64 = 0
            while pos < end, shift < 35 {
                let b = bytes[pos]
                pos += 1
                v |= UInt64(b & 0x7F) << shift
                if b & 0x80 == 0 { return v }
                shift += 7
            }
            throw .missingData("bigrams: truncated number")
        }
        while pos < end {
            first += try varint()
            let second = try varint()
            guard pos < end else { throw .missingData("bigrams: truncated record") }
            pairs.append(first << 32 | second)
            classes.append(bytes[pos])
            pos += 1
        }
        self.pairs = pairs
        self.classes = classes
    }

    /// The frequency class of the pair (`first`, `second`), or nil when unseen.
    func pairClass(_ first: Int, _ second: Int) -> UInt8? {
        let key = UInt64(first) << 32 | UInt64(second)
        var lo = 0, hi = pairs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if pairs[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo < pairs.count && pairs[lo] == key ? classes[lo] : nil
    }

    /// `ln P(second | first)` with stupid backoff (Brants et al. 2007) to the unigram probability.
    func logProbability(_ second: Int, after first: Int, lexicon: Lexicon) -> Double {
        let scale = Lexicon.classesPerNat
        if let q = pairClass(first, second) {
            return min(0, (Double(q) - Double(lexicon.frequencyClass[first])) / scale)
        }
        return log(0.4) + (Double(lexicon.frequencyClass[second]) - lexicon.totalClass) / scale
    }

    private static let loaded = Locked<[String: LanguageModel?]>([:])

    /// The bigram model for `language`, or nil when the language has none.
    static func shared(language: String) -> LanguageModel? {
        if let cached = loaded.withLock({ $0[language] }) { return cached }
        let made = (try? Lexicon.resourceBytes(name: language, ext: "bigrams")).flatMap { try? LanguageModel(bytes: $0) }
        loaded.withLock { $0[language] = made }
        return made
    }
}
