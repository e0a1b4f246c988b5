import Foundation

/// English words by how they sound: a Metaphone-like consonant key (Lawrence Philips, 1990) for every
/// attested word, so that a misspelling written by ear (`sicolagest`, `hifin`, `teridical`) finds its word
/// however many letters differ.
///
/// The key keeps a word's consonant sounds in order and drops its vowels but a first one: `psychologist`
/// and `sicolagest` are both `S K L J S T`, `hyphen` and `hifin` both `H F N`. Letters that sound alike
/// share a symbol (`c`/`k`/`q`, `s`/`z`, `d`/`t`/`th`, `f`/`v`/`ph`), silent letters are left out (`kn`,
/// `wr`, `ps` at the start, `gh` after a vowel) and `ti`/`si` before a vowel are `X` (`sh`). A lookup
/// collects the words whose key is the typed word's; `CandidateSearch` scores them with a wider budget
/// and a lower cost per edit. Words whose key is one symbol from it (a consonant sound more, less or
/// another, two swapped) come from a second table of every key less one symbol (symmetric deletion, as
/// `DeletionIndex` does for letters), for keys of at least `minNearSymbols`.
///
/// Storage: the keys, packed four bits a symbol and mixed into 32 bits, sorted, with the word of each in a
/// parallel array (a collision only adds candidates, which the scoring rejects). Only words attested in the
/// frequency list are indexed: a sound-alike guess for an unattested word is rarely the right one.
/// English: 40,100 of the 166,000 words, 0.3 MB.
///
/// Sendable notes: every stored property is an immutable array written only in `init`.
final class SoundIndex: Sendable {
    /// Symbols past this many are not part of the key.
    static let maxSymbols = 14
    /// Frequency classes (1/8 nat) above the lexicon's lowest that a word needs to be indexed.
    static let frequencyMargin = 32

    /// Sorted mixed keys, and the word with each key.
    let keys: [UInt32]
    let words: [Int32]
    /// Sorted mixed keys of every indexed key less one symbol, and the word of each (a word once per
    /// distinct shorter key): the symmetric deletions that find words one sound apart (`nearWords`).
    let shorterKeys: [UInt32]
    let shorterWords: [Int32]

    init(lexicon: Lexicon) {
        // Unattested words all have the lowest class; the index holds words at least e⁴ (55) times as
        // frequent as the rarest attested ones (`hyphen`, `psychologist`, not `hyphenless`): on the Aspell
        // original list, all attested words (+2 classes above the floor) find no more, and build in
        // three times as long.
        let floor = Int(lexicon.frequencyClass.min() ?? 0) + Self.frequencyMargin
        var pairs: [UInt64] = [] // key << 32 | word: sorting these sorts by key, then word
        var shorter: [UInt64] = []
        lexicon.keyBytes.withUnsafeBufferPointer { bytes in
            for w in 0..<lexicon.wordCount where lexicon.frequencyClass[w] > floor {
                // Key bytes are UTF-8: a word with a byte outside ASCII has no key.
                let word = UnsafeBufferPointer(rebasing: bytes[Int(lexicon.keyStart[w])..<Int(lexicon.keyStart[w + 1])])
                guard let key = Self.key(ofASCII: word) else { continue }
                pairs.append(UInt64(Self.hash(key)) << 32 | UInt64(w))
                if Self.symbolCount(key) >= Self.minNearSymbols {
                    Self.forEachDeletion(of: key) { shorter.append(UInt64(Self.hash($0)) << 32 | UInt64(w)) }
                }
            }
        }
        pairs.sort()
        keys = pairs.map { UInt32(truncatingIfNeeded: $0 >> 32) }
        words = pairs.map { Int32(truncatingIfNeeded: $0) }
        shorter.sort()
        // `appl` less a symbol is `apl` twice: one entry.
        var unique: [UInt64] = []
        unique.reserveCapacity(shorter.count)
        for p in shorter where p != unique.last { unique.append(p) }
        shorterKeys = unique.map { UInt32(truncatingIfNeeded: $0 >> 32) }
        shorterWords = unique.map { Int32(truncatingIfNeeded: $0) }
    }

    /// Keys of fewer symbols than this are not searched one sound apart: one symbol less of `L B R` leaves
    /// two, which hundreds of words share (from 3 to 4 the lists score the same with fewer words scored).
    static let minNearSymbols = 4

    /// How many symbols the packed `key` holds (below its leading 1).
    static func symbolCount(_ key: UInt64) -> Int { (63 - key.leadingZeroBitCount) / 4 }

    /// Calls `body` with `key` less each of its symbols in turn (a repeated result once per position).
    static func forEachDeletion(of key: UInt64, _ body: (UInt64) -> Void) {
        let count = symbolCount(key)
        for i in 0..<count {
            let shift = UInt64(4 * i)
            let low = key & ((1 << shift) - 1)
            body((key >> (shift + 4)) << shift | low)
        }
    }

    /// Word indices whose key is `input`'s, ascending (key order, so that scoring shares rows); empty
    /// when `input` has no key. (Also looking up the key less one symbol, for a consonant typed in excess,
    /// scored no better on the Aspell and Norvig lists and doubled the candidates.)
    func words(soundingLike input: [UInt32]) -> [Int32] {
        guard let key = Self.key(of: input) else { return [] }
        var found: [Int32] = []
        append(Self.hash(key), to: &found)
        return found
    }

    /// Word indices whose key is one sound from `input`'s, ascending, without those of `input`'s own key:
    /// a symbol more (`fluk` → `flux`, `misilous` → `miscellaneous`), less (`credetability` →
    /// `credibility`) or another (`majaerly` → `majority`), and two neighbouring symbols swapped
    /// (`benidifs` → `benefits`), by symmetric deletion. Empty for keys under `minNearSymbols`.
    func nearWords(soundingLike input: [UInt32]) -> [Int32] {
        guard let key = Self.key(of: input), Self.symbolCount(key) >= Self.minNearSymbols else { return [] }
        var found: [Int32] = []
        // A symbol more: the word less one of its symbols is the typed key.
        append(Self.hash(key), to: &found, keys: shorterKeys, words: shorterWords)
        Self.forEachDeletion(of: key) { d in
            let h = Self.hash(d)
            // A symbol less, then another symbol or a swap (both less one symbol are the same key).
            append(h, to: &found, keys: keys, words: words)
            append(h, to: &found, keys: shorterKeys, words: shorterWords)
        }
        guard !found.isEmpty else { return [] }
        found.sort()
        var own: [Int32] = []
        append(Self.hash(key), to: &own)
        var result: [Int32] = []
        result.reserveCapacity(found.count)
        for w in found where w != result.last && !own.contains(w) { result.append(w) }
        return result
    }

    /// Appends the words whose mixed key is `h` (they are sorted by word within a key).
    private func append(_ h: UInt32, to found: inout [Int32]) {
        append(h, to: &found, keys: keys, words: words)
    }

    private func append(_ h: UInt32, to found: inout [Int32], keys: [UInt32], words: [Int32]) {
        var lo = 0, hi = keys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid] < h { lo = mid + 1 } else { hi = mid }
        }
        while lo < keys.count, keys[lo] == h { found.append(words[lo]); lo += 1 }
    }

    static func hash(_ key: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: DeletionIndex.mix(key) >> 32) }

    /// Sound symbols (4 bits each; 0 is unused).
    private enum Symbol: UInt64 {
        case vowel = 1, b, f, k, s, x, t, j, l, m, n, p, r, h, w
    }

    /// The sound key of the lower-cased `scalars`, packed four bits a symbol under a leading 1, or nil when
    /// they hold a letter outside `a`–`z` (other than an apostrophe, hyphen or full stop) or no sound.
    static func key(of scalars: [UInt32]) -> UInt64? {
        guard scalars.allSatisfy({ $0 < 0x80 }) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scalars.count) { buffer in
            for (i, s) in scalars.enumerated() { buffer[i] = UInt8(s) }
            return key(ofASCII: UnsafeBufferPointer(buffer))
        }
    }

    /// `key(of:)` for lower-cased ASCII bytes.
    static func key(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            // Letters only.
            var n = 0
            for b in bytes {
                if b >= 0x61, b <= 0x7A {
                    buffer[n] = b
                    n += 1
                } else if b != 0x27, b != 0x2D, b != 0x2E {
                    return nil
                }
            }
            return n > 0 ? key(ofLetters: UnsafeBufferPointer(rebasing: buffer[..<n])) : nil
        }
    }

    /// The sound key of the lower-case ASCII `letters` (at least one).
    private static func key(ofLetters letters: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let n = letters.count
        @inline(__always) func at(_ i: Int) -> UInt8 { i >= 0 && i < n ? letters[i] : 0 }
        @inline(__always) func isVowel(_ c: UInt8) -> Bool {
            c == UInt8(ascii: "a") || c == UInt8(ascii: "e") || c == UInt8(ascii: "i") || c == UInt8(ascii: "o")
                || c == UInt8(ascii: "u") || c == UInt8(ascii: "y")
        }
        @inline(__always) func isFront(_ c: UInt8) -> Bool { c == UInt8(ascii: "e") || c == UInt8(ascii: "i") || c == UInt8(ascii: "y") }
        var packed: UInt64 = 1, count = 0
        var last: Symbol? // the last symbol emitted with no vowel since: a repeat is one sound
        @inline(__always) func emit(_ s: Symbol) {
            guard s != last, count < maxSymbols else { return }
            packed = packed << 4 | s.rawValue
            count += 1
            last = s
        }
        var i = 0
        // Silent first letters.
        let first = at(0), second = at(1)
        switch (first, second) {
        case (UInt8(ascii: "k"), UInt8(ascii: "n")), (UInt8(ascii: "g"), UInt8(ascii: "n")),
             (UInt8(ascii: "p"), UInt8(ascii: "n")), (UInt8(ascii: "w"), UInt8(ascii: "r")),
             (UInt8(ascii: "p"), UInt8(ascii: "s")), (UInt8(ascii: "a"), UInt8(ascii: "e")):
            i = 1
        default: break
        }
        let start = i
        while i < n {
            let c = letters[i], next = at(i + 1), after = at(i + 2)
            i += 1
            if c != UInt8(ascii: "c"), c == at(i - 2), i - 2 >= start { continue } // doubled letter
            switch c {
            case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"):
                if i - 1 == start { emit(.vowel) }
                last = nil
            case UInt8(ascii: "y"), UInt8(ascii: "w"):
                if i - 1 == start { emit(.w) }
                last = nil
                if c == UInt8(ascii: "w"), next == UInt8(ascii: "h") { i += 1 }
            case UInt8(ascii: "h"):
                if i - 1 == start { emit(.h) }
            case UInt8(ascii: "b"):
                if !(at(i - 2) == UInt8(ascii: "m") && i == n) { emit(.b) }
            case UInt8(ascii: "c"):
                if next == UInt8(ascii: "h") {
                    // `ch` is `k` in Greek words (`psychology`, `chrome`, `school`), `x` otherwise.
                    let greek = at(i - 2) == UInt8(ascii: "s") || at(i - 2) == UInt8(ascii: "y")
                        || (after != 0 && !isVowel(after))
                    emit(greek ? .k : .x)
                    i += 1
                } else if isFront(next) {
                    emit(after == UInt8(ascii: "a") || after == UInt8(ascii: "o") ? .x : .s)
                } else if next != UInt8(ascii: "k") {
                    emit(.k)
                }
            case UInt8(ascii: "d"):
                if next == UInt8(ascii: "g"), isFront(after) { emit(.j); i += 1 } else { emit(.t) }
            case UInt8(ascii: "g"):
                if next == UInt8(ascii: "h") {
                    i += 1
                    if isVowel(after) {
                        emit(.k)
                    } else if at(i - 3) == UInt8(ascii: "u"), i == n {
                        emit(.f) // `tough`, `laugh`
                    }
                } else if next == UInt8(ascii: "n"), i + 1 == n || (i + 3 == n && after == UInt8(ascii: "e")) {
                    continue // `sign`, `signed`
                } else if isFront(next) {
                    emit(.j)
                } else {
                    emit(.k)
                }
            case UInt8(ascii: "k"), UInt8(ascii: "q"):
                emit(.k)
            case UInt8(ascii: "p"):
                if next == UInt8(ascii: "h") { emit(.f); i += 1 } else { emit(.p) }
            case UInt8(ascii: "s"):
                if next == UInt8(ascii: "h") {
                    emit(.x); i += 1
                } else if next == UInt8(ascii: "i"), after == UInt8(ascii: "o") || after == UInt8(ascii: "a") {
                    emit(.x)
                } else {
                    emit(.s)
                }
            case UInt8(ascii: "t"):
                if next == UInt8(ascii: "i"), after == UInt8(ascii: "o") || after == UInt8(ascii: "a") {
                    emit(.x)
                } else if next == UInt8(ascii: "h") {
                    emit(.t); i += 1
                } else if next == UInt8(ascii: "c"), after == UInt8(ascii: "h") {
                    continue
                } else {
                    emit(.t)
                }
            case UInt8(ascii: "v"), UInt8(ascii: "f"): emit(.f)
            case UInt8(ascii: "x"):
                if i - 1 == start { emit(.s) } else { emit(.k); emit(.s) }
            case UInt8(ascii: "z"): emit(.s)
            case UInt8(ascii: "j"): emit(.j)
            case UInt8(ascii: "l"): emit(.l)
            case UInt8(ascii: "m"): emit(.m)
            case UInt8(ascii: "n"): emit(.n)
            case UInt8(ascii: "r"): emit(.r)
            default: break
            }
        }
        return count > 0 ? packed : nil
    }

    private static let built = OnceCache<SoundIndex>()

    /// The index for `lexicon`, built once; nil for languages other than English.
    static func shared(for lexicon: Lexicon) -> SoundIndex? {
        guard lexicon.language == "en" else { return nil }
        return built.value(lexicon.language) { SoundIndex(lexicon: lexicon) }
    }
}
