/// Flags of listed words, looked up straight from the UTF-8 bytes of a word in the text, lowercased on the way
/// and without building a `String` (`PhoneFilter` reads a few words around every cluster; building and hashing
/// a `String` for each cost more than the rest of the look-back).
///
/// The lookup lowercases with the simple case mappings of ASCII, Latin-1 and basic Cyrillic letters (U+0041–
/// U+005A, U+00C0–U+00DE but ×, U+0400–U+042F), which is what `String.lowercased()` does to them; characters of
/// those blocks have no other canonically equivalent spelling within them, so byte equality is `String`
/// equality there. A word with any other non-ASCII lead byte (other scripts, combining marks) or longer than
/// 32 bytes answers nil, and the caller takes the `String` path.
struct WordFlagTable: Sendable {
    static let maximumBytes = 32
    /// Four little-endian words of zero-padded bytes per slot.
    private let keys: [UInt64]
    /// Byte length per slot; 0 marks an empty slot.
    private let lengths: [UInt8]
    private let flags: [UInt16]
    private let slotMask: Int

    /// `words`: lowercased words (as `String.lowercased()` spells them) and their flags. Words of more than
    /// `maximumBytes` bytes are left out; callers look those up by `String` (`flags(of:)` answers nil for them).
    init(_ words: [String: UInt16]) {
        let entries = words.filter { !$0.key.isEmpty && $0.key.utf8.count <= Self.maximumBytes }
        var capacity = 16
        while capacity < entries.count * 4 { capacity *= 2 }
        var keys = [UInt64](repeating: 0, count: capacity * 4)
        var lengths = [UInt8](repeating: 0, count: capacity)
        var flags = [UInt16](repeating: 0, count: capacity)
        for (word, flag) in entries {
            let key = Self.pack(Array(word.utf8))
            var slot = Self.hash(key) & (capacity - 1)
            while lengths[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            for k in 0..<4 { keys[slot * 4 + k] = key.words[k] }
            lengths[slot] = UInt8(key.count)
            flags[slot] = flag
        }
        self.keys = keys
        self.lengths = lengths
        self.flags = flags
        slotMask = capacity - 1
    }

    private struct Key {
        var words: [UInt64]
        var count: Int
    }

    private static func pack(_ bytes: [UInt8]) -> Key {
        var words = [UInt64](repeating: 0, count: 4)
        for (k, b) in bytes.enumerated() { words[k / 8] |= UInt64(b) << (8 * UInt64(k % 8)) }
        return Key(words: words, count: bytes.count)
    }

    @inline(__always)
    private static func hash(_ w0: UInt64, _ w1: UInt64, _ w2: UInt64, _ w3: UInt64, _ count: Int) -> Int {
        var h = (w0 ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ w1 ^ (w2 &* 0xC2B2_AE3D_27D4_EB4F) ^ (w3 &* 0x1656_67B1_9E37_79F9)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h >> 32)
    }

    private static func hash(_ key: Key) -> Int {
        hash(key.words[0], key.words[1], key.words[2], key.words[3], key.count)
    }

    /// The flags of the lowercased `word` (0 when it is not listed), or nil when the word is not lowercased here
    /// (see the type's comment): then look it up by `String`.
    func flags(of word: UnsafeBufferPointer<UInt8>) -> UInt16? {
        let n = word.count
        guard n > 0, n <= Self.maximumBytes else { return nil }
        var w: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        let ok = withUnsafeMutableBytes(of: &w) { out -> Bool in
            var i = 0
            while i < n {
                let b = word[i]
                if b < 0x80 {
                    out[i] = b &- 0x41 < 26 ? b | 0x20 : b
                    i += 1
                    continue
                }
                guard i + 1 < n else { return false }
                let c = word[i + 1]
                switch b {
                case 0xC2:
                    out[i] = b; out[i + 1] = c                                       // U+0080–U+00BF: no case
                case 0xC3:
                    out[i] = b; out[i + 1] = c &- 0x80 < 0x1F && c != 0x97 ? c | 0x20 : c   // À–Þ but ×
                case 0xD0:
                    if c &- 0x80 < 0x10 { out[i] = 0xD1; out[i + 1] = c | 0x10 }      // Ѐ–Џ → ѐ–џ
                    else if c &- 0x90 < 0x10 { out[i] = 0xD0; out[i + 1] = c | 0x20 } // А–П → а–п
                    else if c &- 0xA0 < 0x10 { out[i] = 0xD1; out[i + 1] = c &- 0x20 } // Р–Я → р–я
                    else { out[i] = b; out[i + 1] = c }                               // а–п
                case 0xD1 where c < 0xA0:
                    out[i] = b; out[i + 1] = c                                       // р–я, ѐ–џ
                default:
                    return false
                }
                i += 2
            }
            return true
        }
        guard ok else { return nil }
        var slot = Self.hash(w.0, w.1, w.2, w.3, n) & slotMask
        while true {
            let length = Int(lengths[slot])
            if length == 0 { return 0 }
            if length == n, keys[slot * 4] == w.0, keys[slot * 4 + 1] == w.1, keys[slot * 4 + 2] == w.2,
               keys[slot * 4 + 3] == w.3 {
                return flags[slot]
            }
            slot = (slot + 1) & slotMask
        }
    }
}
