import Foundation

/// The words that could be within two edits of a typed word, found without walking the lexicon: a
/// symmetric-deletion index (Wolf Garbe's SymSpell, 2012) over folded word prefixes.
///
/// A word's *folded key* (`Folding`) is its lower-cased key without diacritics, apostrophes, hyphens and
/// full stops, with runs of one letter written once and a few letter pairs spelled by sound written as one
/// letter: `don't` → `dont`, `café` → `cafe`, `occurred` → `ocured`, `phonetic` → `fonetic`. The commonest
/// misspellings (a missing apostrophe or accent, a dropped or doubled double letter, `f` for `ph`)
/// therefore cost no deletes at all. Only the first `prefixLength` letters of a folded key are indexed (SymSpell's
/// prefix length), and words sharing that folded prefix form one *group*. The index maps every string
/// obtained by deleting up to two letters from a group's prefix to the group; a lookup deletes up
/// to two letters from the typed word's folded prefix and collects the words of every group it meets. Every
/// word whose folded prefix is within two insertions, deletions, substitutions or swaps of the typed
/// word's is among them; the weighted scoring (`CandidateSearch`) then ranks each exactly.
///
/// Storage: a prefix or deleted string of up to seven letters packs exactly into a `UInt64` (alphabet codes,
/// one byte each, under a leading 1), whose mixed bits pick one of `2^bucketBits` buckets. A bucket is a run
/// of 32-bit entries (group id in the high bits, more hash bits as a tag in the low bits) laid out by a
/// counting sort, so building neither sorts entries nor hashes strings. A tag collision only adds
/// candidates, which the exact scoring rejects. English: 86,700 groups, 2.1 million entries (8.4 MB); the
/// largest, Portuguese: 213,000 groups, 5.7 million entries.
///
/// Sendable notes: every stored property is an immutable array written only in `init`.
final class DeletionIndex: Sendable {
    static let prefixLength = 7

    let bucketBits: Int
    let tagBits: UInt32
    /// `bucketStart[b]..<bucketStart[b + 1]` are the entries of bucket `b`.
    let bucketStart: [UInt32]
    let entries: [UInt32]
    /// The words of group `g`: `groupWords[groupStart[g]..<groupStart[g + 1]]`, ascending.
    let groupStart: [Int32]
    let groupWords: [Int32]
    /// How words become folded keys.
    let folding: Folding

    var entryCount: Int { entries.count }
    var groupCount: Int { groupStart.count - 1 }

    init(lexicon: Lexicon) {
        let folding = Folding(lexicon: lexicon)
        self.folding = folding

        // Every word's packed folded prefix; sorting (prefix, word) pairs forms the groups.
        // Groups are numbered in the alphabetical order of their prefixes, so a lookup that lists its groups
        // in order lists words nearly in key order (the order in which scoring shares rows best).
        var order: [(alphabetical: UInt64, word: Int32, prefix: UInt64)] = []
        order.reserveCapacity(lexicon.wordCount)
        var scalars: [UInt32] = []
        for w in 0..<lexicon.wordCount {
            scalars.removeAll(keepingCapacity: true)
            Lexicon.decodeScalars(lexicon.keyBytes, Int(lexicon.keyStart[w])..<Int(lexicon.keyStart[w + 1]), into: &scalars)
            let prefix = folding.prefix(of: scalars)
            order.append((Self.alphabetical(prefix), Int32(w), prefix))
        }
        order.sort { ($0.alphabetical, $0.word) < ($1.alphabetical, $1.word) }
        var groupStart: [Int32] = [], groupWords: [Int32] = [], prefixes: [UInt64] = []
        groupWords.reserveCapacity(order.count)
        for (i, o) in order.enumerated() {
            if i == 0 || order[i - 1].prefix != o.prefix {
                groupStart.append(Int32(groupWords.count))
                prefixes.append(o.prefix)
            }
            groupWords.append(o.word)
        }
        groupStart.append(Int32(groupWords.count))
        var idBits: UInt32 = 1
        while (1 << idBits) < prefixes.count { idBits += 1 }
        let tagBits = 32 - idBits
        self.tagBits = tagBits
        // About sixteen entries a bucket: a probe scans a few more tags, and the directory is 1 MB, not 2.
        let estimate = prefixes.count * 25
        var bits = 10
        while (1 << bits) * 16 < estimate { bits += 1 }
        bucketBits = bits
        let shift = UInt64(64 - bits)

        // Counting sort in two passes over the same deletes: count per bucket, then place.
        var start = [UInt32](repeating: 0, count: (1 << bits) + 1)
        for prefix in prefixes {
            Self.forEachDelete(of: prefix) { h, _ in start[Int(h >> shift) + 1] += 1 }
        }
        for b in 0..<(1 << bits) { start[b + 1] += start[b] }
        var fill = start
        var entries = [UInt32](repeating: 0, count: Int(start[1 << bits]))
        let tagMask = UInt32((1 << UInt64(tagBits)) - 1)
        for (g, prefix) in prefixes.enumerated() {
            let id = UInt32(g) << tagBits
            Self.forEachDelete(of: prefix) { h, _ in
                let b = Int(h >> shift)
                entries[Int(fill[b])] = id | (UInt32(truncatingIfNeeded: h) & tagMask)
                fill[b] += 1
            }
        }
        self.bucketStart = start
        self.entries = entries
        self.groupStart = groupStart
        self.groupWords = groupWords
    }

    /// Word indices that may be within two edits of the lower-cased `input`, distinct: first the words of
    /// the groups that the typed prefix or one of its single deletes meets, then the others (the likelier
    /// words first, so that the scoring's bound prunes the rest early); within each part, ascending within
    /// a group and the groups in the alphabetical order of their prefixes (so consecutive words share rows).
    /// - Complexity: O(prefixLength²) bucket probes plus the size of the answer.
    func words(near input: [UInt32]) -> [Int32] {
        var near: [Int32] = [], far: [Int32] = []
        near.reserveCapacity(32)
        far.reserveCapacity(128)
        let shift = UInt64(64 - bucketBits), tagMask = UInt32((1 << UInt64(tagBits)) - 1)
        let prefix = folding.prefix(of: input)
        // A group is met once per delete that reaches it: the first meeting (fewest letters deleted, as
        // `forEachDelete` reports them) decides whether it is near or far, and later ones are dropped by an
        // open-addressing set on the stack, which keeps the sorts below short. Should the set fill up,
        // the rest are kept, and the passes below drop the repeats.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 512) { slots in
        bucketStart.withUnsafeBufferPointer { bucketStart in
        entries.withUnsafeBufferPointer { entries in
            slots.initialize(repeating: -1)
            var distinct = 0
            Self.forEachDelete(of: prefix) { h, deleted in
                let b = Int(h >> shift)
                let tag = UInt32(truncatingIfNeeded: h) & tagMask
                var k = Int(bucketStart[b])
                let end = Int(bucketStart[b + 1])
                while k < end {
                    let e = entries[k]
                    k &+= 1
                    guard e & tagMask == tag else { continue }
                    let g = Int32(e >> tagBits)
                    if distinct < 256 {
                        var i = Int((UInt32(bitPattern: g) &* 0x9E37_79B1) >> 23)
                        var repeated = false
                        while slots[i] >= 0 {
                            if slots[i] == g { repeated = true; break }
                            i = (i &+ 1) & 511
                        }
                        if repeated { continue }
                        slots[i] = g
                        distinct &+= 1
                    }
                    if deleted < 2 { near.append(g) } else { far.append(g) }
                }
            }
        }}}
        let groups = groupCount
        near.withUnsafeMutableBufferPointer { Self.sortGroups($0, below: groups) }
        far.withUnsafeMutableBufferPointer { Self.sortGroups($0, below: groups) }
        return groupStart.withUnsafeBufferPointer { groupStart in
        groupWords.withUnsafeBufferPointer { groupWords in
            var total = 0
            for g in near { total += Int(groupStart[Int(g) + 1] - groupStart[Int(g)]) }
            for g in far { total += Int(groupStart[Int(g) + 1] - groupStart[Int(g)]) }
            return [Int32](unsafeUninitializedCapacity: total) { out, count in
                var n = 0
                func copy(_ g: Int32) {
                    let a = Int(groupStart[Int(g)]), b = Int(groupStart[Int(g) + 1])
                    (out.baseAddress! + n).update(from: groupWords.baseAddress! + a, count: b - a)
                    n += b - a
                }
                // Groups hold disjoint words: removing repeated groups is enough.
                for (i, g) in near.enumerated() where i == 0 || g != near[i - 1] { copy(g) }
                var k = 0 // walks `near` alongside: a group found both ways is listed once
                for (i, g) in far.enumerated() where i == 0 || g != far[i - 1] {
                    while k < near.count, near[k] < g { k += 1 }
                    if k < near.count, near[k] == g { continue }
                    copy(g)
                }
                count = n
            }
        }}
    }

    /// Sorts group numbers (each below `limit`) ascending: a counting sort on their top bits (as many runs
    /// as numbers), then an insertion sort, which finds at most a few numbers out of place in each run. The
    /// lists of a lookup hold a few hundred numbers spread over all groups; `sort()` took a third of
    /// `words(near:)`.
    static func sortGroups(_ groups: UnsafeMutableBufferPointer<Int32>, below limit: Int) {
        let n = groups.count
        guard n > 1, let g = groups.baseAddress else { return }
        if n > 12 {
            let bits = Int.bitWidth - limit.leadingZeroBitCount
            let runBits = min(bits, Int.bitWidth - n.leadingZeroBitCount)
            let shift = Int32(bits - runBits), runs = 1 << runBits
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: n) { sorted in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: runs + 1) { start in
                let start = start.baseAddress!, out = sorted.baseAddress!
                start.initialize(repeating: 0, count: runs + 1)
                for i in 0..<n { start[Int(g[i] &>> shift) &+ 1] &+= 1 }
                for b in 1...runs { start[b] &+= start[b &- 1] }
                for i in 0..<n {
                    let b = Int(g[i] &>> shift)
                    out[start[b]] = g[i]
                    start[b] &+= 1
                }
                g.update(from: out, count: n)
            }}
        }
        for i in 1..<n {
            let x = g[i]
            var j = i
            while j > 0, g[j &- 1] > x {
                g[j] = g[j &- 1]
                j &-= 1
            }
            g[j] = x
        }
    }

    /// A packed prefix with its letters moved to the top bytes and its length in the lowest: unsigned
    /// order on these is alphabetical order on the prefixes.
    static func alphabetical(_ packed: UInt64) -> UInt64 {
        let length = (63 - packed.leadingZeroBitCount) / 8
        guard length > 0 else { return 0 }
        let letters = packed & ((1 << UInt64(8 * length)) - 1)
        return letters << UInt64(8 * (8 - length)) | UInt64(length)
    }

    /// Calls `body` with the mixed hash of the packed `prefix` and of every string made by deleting one or
    /// two of its letters, with the number of letters deleted, fewest first. A string reached in more than one way (`abab` less its first,
    /// middle or last two letters is `ab` each time) is reported as often as it is reached: a duplicate
    /// entry only repeats a candidate, which lookups remove.
    @inline(__always)
    static func forEachDelete(of prefix: UInt64, _ body: (_ hash: UInt64, _ deleted: Int) -> Void) {
        let length = (63 - prefix.leadingZeroBitCount) / 8
        body(mix(prefix), 0)
        for i in 0..<length { body(mix(deleting(i, from: prefix)), 1) }
        for i in 0..<length {
            let once = deleting(i, from: prefix)
            // Deleting byte j > i of the original is deleting byte j - 1 of `once`: each pair once.
            for j in i..<(length - 1) { body(mix(deleting(j, from: once)), 2) }
        }
    }

    /// `packed` without its letter at `position` (0 is the first, most significant letter).
    @inline(__always)
    static func deleting(_ position: Int, from packed: UInt64) -> UInt64 {
        let length = (63 - packed.leadingZeroBitCount) / 8
        let below = UInt64(8 * (length - 1 - position)) // bits holding the letters after `position`
        let low = packed & ((1 << below) - 1)
        return (packed >> (below + 8)) << below | low
    }

    /// A final avalanche (MurmurHash3's fmix64): the bucket comes from the high bits.
    @inline(__always)
    static func mix(_ x: UInt64) -> UInt64 {
        var h = x
        h ^= h >> 33; h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33; h &*= 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }

    private static let built = OnceCache<DeletionIndex>()

    /// The index for `lexicon`, built once per language.
    static func shared(for lexicon: Lexicon) -> DeletionIndex {
        built.value(lexicon.language) { DeletionIndex(lexicon: lexicon) }
    }
}

/// Values built once per key. A caller holds the key's own lock while it builds, so callers of the same key
/// wait for that build instead of repeating it (with `--jobs 2` both threads used to build the English index,
/// 50 ms of CPU and its memory twice); callers of other keys are not held up.
final class OnceCache<T: Sendable>: Sendable {
    private let slots = Locked<[String: Locked<T?>]>([:])

    func value(_ key: String, _ make: () -> T) -> T {
        let slot = slots.withLock { slots in
            if let s = slots[key] { return s }
            let s = Locked<T?>(nil)
            slots[key] = s
            return s
        }
        return slot.withLock { value in
            if let v = value { return v }
            let made = make()
            value = made
            return made
        }
    }
}

extension Locked {
    /// The value stored under `key`, or else `make()`'s, stored. `make` runs outside the lock, so a slow
    /// build holds up no other key; when two threads race, the first stored is kept and given to both.
    func cached<T: Sendable>(_ key: String, _ make: () -> T) -> T where Value == [String: T] {
        if let found = withLock({ $0[key] }) { return found }
        let made = make()
        return withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = made
            return made
        }
    }
}

/// How a word becomes its folded key (see `DeletionIndex`): per letter through `foldCode`, and letter pairs
/// spelled by sound through `pairs`.
///
/// Sendable notes: immutable after `init`; the lexicon is itself immutable.
struct Folding: Sendable {
    /// Alphabet codes stand for letters in packed strings; unknown letters (code 0) all become this one.
    static let unknownLetter: UInt8 = 255
    /// Letter pairs written as one letter in folded keys: `ph` anywhere (`fonetic`, `elefant`), and at the
    /// start of a word the silent letters (`nife`, `rite`, `sychology`, `nome`, `neumonia`, `wen`).
    static let soundPairs: [(pair: String, letter: String, atStart: Bool)] = [
        ("ph", "f", false), ("kn", "n", true), ("wr", "r", true), ("ps", "s", true), ("gn", "n", true),
        ("pn", "n", true), ("wh", "w", true),
    ]

    let lexicon: Lexicon
    /// By lexicon alphabet code: the code of the letter's base letter (or its own when the base letter is
    /// not in the alphabet), 0 for the punctuation folding drops, `unknownLetter` for code 0.
    let foldCode: [UInt8]
    /// `soundPairs` in folded codes (a pair whose letters the alphabet lacks is left out).
    let pairs: [(first: UInt8, second: UInt8, letter: UInt8, atStart: Bool)]
    /// By folded code: a pair of `pairs` begins with this letter.
    let startsPair: [Bool]

    init(lexicon: Lexicon) {
        self.lexicon = lexicon
        var foldCode = [UInt8](repeating: 0, count: lexicon.alphabet.count)
        for (c, s) in lexicon.alphabet.enumerated() {
            if c == 0 { foldCode[c] = Self.unknownLetter; continue }
            if ErrorModel.isPunctuation(s) { continue }
            let base = lexicon.code(of: ErrorModel.baseLetter(s))
            foldCode[c] = base != 0 ? base : UInt8(c)
        }
        self.foldCode = foldCode
        pairs = Self.soundPairs.compactMap { rule in
            let codes = (rule.pair + rule.letter).unicodeScalars.map { foldCode[Int(lexicon.code(of: $0.value))] }
            guard codes.count == 3, !codes.contains(Self.unknownLetter), !codes.contains(0) else { return nil }
            return (codes[0], codes[1], codes[2], rule.atStart)
        }
        var startsPair = [Bool](repeating: false, count: 256)
        for p in pairs { startsPair[Int(p.first)] = true }
        self.startsPair = startsPair
    }

    /// The first `DeletionIndex.prefixLength` letters of the folded form of the lower-cased `scalars`,
    /// packed one alphabet code a byte under a leading 1 bit (so `""` is 1 and lengths never collide).
    func prefix(of scalars: some Sequence<UInt32>) -> UInt64 {
        var packed: UInt64 = 1, length = 0
        var last: UInt8 = 0
        for s in scalars {
            var f = foldCode[Int(lexicon.code(of: s))]
            if f == 0 { continue }
            for p in pairs where p.second == f && p.first == last && (!p.atStart || length == 1) {
                // The pair's first letter is the last one packed: it becomes the pair's letter.
                packed = packed >> 8
                length -= 1
                last = length > 0 ? UInt8(packed & 0xFF) : 0
                f = p.letter
                break
            }
            if f != last {
                guard length < DeletionIndex.prefixLength else { break }
                packed = packed << 8 | UInt64(f)
                length += 1
            }
            last = f
        }
        return packed
    }

    /// The first letter of the folded form of `scalars` (`f` for `phone`), 0 when there is none.
    func firstLetter(of scalars: UnsafeBufferPointer<UInt32>) -> UInt8 {
        guard let a = scalars.first else { return 0 }
        let f = foldCode[Int(lexicon.code(of: a))]
        // The common case, without packing: a letter that no sound pair begins.
        if f != 0, !startsPair[Int(f)] { return f }
        let packed = prefix(of: scalars.prefix(2))
        let length = (63 - packed.leadingZeroBitCount) / 8
        return length == 0 ? 0 : UInt8(truncatingIfNeeded: packed >> UInt64(8 * (length - 1)))
    }
}
