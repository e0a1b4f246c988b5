/// A first test on a word's bytes for `AddressScanner.streetSignal`: "certainly not a street type, unit,
/// PO-box word or compound street name" without making a lower-cased `String`.
///
/// Most digits in prose have no address near them, and `streetSignal` looked at up to eighteen words around
/// each, lower-casing every one and looking it up in `AddressCountry.wordClasses` — half the address scan.
/// The test folds a word's case on its bytes (ASCII, Latin-1 and basic Cyrillic capitals, where byte
/// folding equals Unicode lower-casing) and looks up its FNV-1a hash; a word with any other cased scalar
/// (`Œ`, `Ł`, Greek…) answers "maybe", so the exact path still decides everything the fold cannot.
///
/// - Complexity: O(word length), no allocation.
struct AddressWordFilter: Sendable {
    /// Hashes of the lower-cased words that signal a street: street types and unit words of any country,
    /// and the words that end a PO-box phrase.
    private let signals: ByteWordSet
    /// Lower-case endings of compound street names (`straße`, `weg`) of every country.
    private let suffixes: [[UInt8]]
    /// Bit `b` of word `b >> 6` is set when some suffix ends in byte `b`: most capitalized words fail this
    /// before any suffix is compared.
    private let suffixEnds: (UInt64, UInt64, UInt64, UInt64)
    /// Longer words are not folded (they answer "maybe").
    static let longestWord = 64

    static let shared = AddressWordFilter()

    private init() {
        var table: [UInt64: UInt8] = [:]
        for (word, classes) in AddressCountry.wordClasses {
            // As `AddressScanner.streetSignal` counts them: units always, street types unless dotted-only.
            let types = classes & AddressScanner.streetTypeMask
            let undotted = types & ~(classes >> AddressScanner.dottedOnlyShift)
            if classes & AddressScanner.unitMask != 0 || undotted != 0 {
                table[Self.hash(Array(word.utf8))] = Self.always
            } else if types != 0 {
                table[Self.hash(Array(word.utf8))] = Self.withDot
            }
        }
        for word in AddressScanner.boxWords { table[Self.hash(Array(word.utf8))] = Self.always }
        signals = ByteWordSet(table)
        suffixes = AddressCountry.all.flatMap(\.streetSuffixes).map { Array($0.utf8) }
        var ends: [UInt64] = [0, 0, 0, 0]
        for s in suffixes { if let b = s.last { ends[Int(b) >> 6] |= 1 << UInt64(b & 63) } }
        suffixEnds = (ends[0], ends[1], ends[2], ends[3])
    }

    /// FNV-1a of already lower-cased bytes (never 0).
    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h | 1
    }

    /// Flags in `signals`: a signal as it is, or only abbreviated, with a dot or slash after it (`r.`, `C/`).
    private static let always: UInt8 = 1
    private static let withDot: UInt8 = 2

    /// Whether word bytes `start..<end` may be a street signal; `false` is certain. `dotted`: a `.` or `/`
    /// follows the word. `capitalized` words are also tested against the compound street endings.
    func maySignal(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, dotted: Bool, capitalized: Bool) -> Bool {
        let count = end - start
        guard count <= Self.longestWord else { return true }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longestWord) { folded -> Bool in
            guard let n = Self.fold(text, start, end, into: folded) else { return true }
            let word = UnsafeBufferPointer(rebasing: folded[0..<n])
            let flags = signals.flags(Self.hash(word))
            if flags == Self.always || (flags == Self.withDot && dotted) { return true }
            guard capitalized, n > 0, mayEndSuffix(word[n - 1]) else { return false }
            return suffixes.contains { s in s.count < n && word.suffix(s.count).elementsEqual(s) }
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
