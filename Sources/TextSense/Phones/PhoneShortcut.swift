import Synchronization

/// Answers, without libphonenumber's matcher, what it would find in the commonest clusters, at leniency `valid`:
///
/// - **International numbers**, `+` then ASCII digit blocks separated by one space, no-break space, `-`, `.` or
///   en dash, the second block optionally in parentheses (`+44 20 7946 0958`, `+7 (495) 123-45-67`,
///   `+1 416–555–0199`), answered when the number is valid.
/// - **North American national numbers** in text whose default region is a +1 region that parses them as
///   written (US, CA, DO, JM, PR): `(650) 253-0000`, `650-253-0000`, `650.253.0000`, `650 253 0000`,
///   `6502530000`, answered whether valid or not; the same after a lead bracket (`(650-253-0000`) or the trunk
///   prefix `1` (`1-800-555-0199`, `(1 (650) 253-0000`), answered when valid.
///
/// Anything else, and any case the reasoning below does not cover, is `unknown`: the caller runs the matcher.
///
/// Why the answer is the matcher's (`PhoneNumberMatcher`, libphonenumber 8.12):
/// - The cluster holds exactly the shape's digits, so the matcher's candidate is the shape itself: it starts at
///   the cluster's first character (a digit, `+` or `(`) and ends at its last digit (what follows has no digit,
///   so neither a further block nor an extension). Slash dates and publication pages need characters the shapes
///   do not have; time stamps (`… 2015-01-01 12`) are checked for and left to the matcher.
/// - The leniency's letter test: the character after the candidate, and the one before unless the candidate
///   starts with `+` or `(`, must not be Latin letters, `%` or currency signs; the shortcut requires ASCII there
///   and checks.
/// - Parsing: after `+`, the country code is the first 1–3 digits that name one, and the national number the
///   rest, without the national prefix when the parser strips it (`+49 (0)89 …`): a prefix of plain digits is
///   stripped by the parser's rules (general pattern, then possible lengths); where a prefix pattern with
///   alternatives or carrier codes could match, or the number keeps a leading 0, the answer is `unknown`. A national North American number has no `+`, no
///   international prefix and a first digit 2–9, so its country code is 1 and its national number the 10
///   digits (those regions strip only a leading national prefix `1`).
/// - `valid` = `IsValidNumber` (answered by `NumberPlan` from the same metadata), no `x` characters, and the
///   national prefix present when required: always so for `+` numbers, and for +1 the metadata requires it for
///   no format (checked at start-up; otherwise the national shortcut is off).
/// - A valid candidate is the match. An invalid national one sends the matcher to "inner matches": parts of the
///   candidate split at its separators, each one block or two adjacent blocks; the shortcut answers "no match"
///   only when none of them (nor it without a leading `1`) is a valid +1 number and none starts with the
///   international prefix `011`. Invalid international numbers are left to the matcher.
///
/// `PhoneEquivalenceTests` and `textsense-bench phones` compare the detector with the matcher run line by line.
final class PhoneShortcut: Sendable {
    private let engine: PhoneNumberEngine
    /// Default regions whose national North American numbers are answered.
    let northAmericanRegions: Set<String>
    /// The two-letter ones as bits, the bit `26 × (first − A) + (second − A)`: a test on every cluster.
    private let northAmericanLetters: InlineArray<11, UInt64>
    /// The +1 number plan (read at start-up; the national paths use it on every cluster).
    private let northAmericanPlan: NumberPlan?
    /// Countries by calling code (0–999), read on first use: looked up without a lock (for every international
    /// cluster), read under `reading` (once each) and stored retained, released by `deinit`. (Not
    /// `AtomicLazyReference`: its `load` is not inlined, and costs more than the lock.)
    private let countries: InlineArray<1000, Atomic<Unmanaged<CountryEntry>?>>
    /// Guards the reading of countries; its value is unused (see `Locked` on zero-sized values).
    private let reading = Locked(0)
    /// Formatting rules by calling code; nil inside when `NumberFormats` cannot read them.
    private let formatRules = Locked<[Int: NumberFormats?]>([:])

    /// Read from libphonenumber's metadata on first use.
    static let shared: PhoneShortcut? = PhoneNumberEngine.shared.map { PhoneShortcut(engine: $0) }

    private enum Country: Sendable {
        /// No country has this calling code.
        case noSuchCode
        /// A calling code whose numbers the shortcut cannot answer for.
        case unreadable
        case plan(CountryPlan)
    }

    /// A calling code the shortcut reads: its number plan and how the parser strips a national prefix. (A class:
    /// the lookups for every international cluster copy one reference.)
    private final class CountryPlan: Sendable {
        let plan: NumberPlan
        let nationalPrefix: NationalPrefix?

        init(_ plan: NumberPlan, nationalPrefix: NationalPrefix?) {
            self.plan = plan
            self.nationalPrefix = nationalPrefix
        }
    }

    /// The main region's `national_prefix_for_parsing`: digits (`0`, `8`), stripped by the rules of
    /// `parsedNationalNumber`, or a pattern (with carrier codes and alternatives), whose numbers are left to the
    /// matcher. (A struct of optionals, not an enum with payloads: LeakSanitizer cannot see array pointers that
    /// an enum stores with tag bits, and would report the process-wide plans as leaked.)
    private struct NationalPrefix: Sendable {
        var digits: [UInt8]?
        var pattern: DigitPattern?
    }

    private init(engine: PhoneNumberEngine) {
        self.engine = engine
        var regions: Set<String> = []
        let plan = engine.countryMetadata(1).flatMap { NumberPlan(countryCode: 1, metadata: $0) }
        if let plan, let main = plan.regions.first, !main.nationalPrefixRequired {
            for r in plan.regions where r.nationalPrefixForParsing == "1" && r.nationalPrefixTransformRule == nil
                && r.internationalPrefix == "011" {
                regions.insert(r.id)
            }
        }
        northAmericanRegions = regions
        var letters = InlineArray<11, UInt64>(repeating: 0)
        for r in regions {
            if let k = Self.letterIndex(r) { letters[k >> 6] |= 1 << UInt64(k & 63) }
        }
        northAmericanLetters = letters
        northAmericanPlan = regions.isEmpty ? nil : plan
        countries = InlineArray { _ in Atomic(nil) }
    }

    /// The index of a region code of two ASCII capital letters among all such codes, or nil.
    private static func letterIndex(_ region: String) -> Int? {
        let index = region.utf8.withContiguousStorageIfAvailable { u -> Int? in
            guard u.count == 2, u[0] &- 0x41 < 26, u[1] &- 0x41 < 26 else { return nil }
            return Int(u[0] &- 0x41) * 26 + Int(u[1] &- 0x41)
        }
        return index ?? nil
    }

    /// Whether `northAmericanRegions` holds `region`.
    private func isNorthAmerican(_ region: String) -> Bool {
        guard let k = Self.letterIndex(region) else { return northAmericanRegions.contains(region) }
        return northAmericanLetters[k >> 6] & (1 << UInt64(k & 63)) != 0
    }

    private final class CountryEntry: Sendable {
        let country: Country
        init(_ country: Country) { self.country = country }
    }

    private func country(_ code: Int) -> Country {
        guard code >= 0, code < countries.count else { return readCountry(code) }
        if let entry = countries[code].load(ordering: .acquiring) { return entry.takeUnretainedValue().country }
        return reading.withLock { _ in
            if let entry = countries[code].load(ordering: .acquiring) { return entry.takeUnretainedValue().country }
            let c = readCountry(code)
            countries[code].store(Unmanaged.passRetained(CountryEntry(c)), ordering: .releasing)
            return c
        }
    }

    deinit {
        for code in 0..<countries.count { countries[code].load(ordering: .acquiring)?.release() }
    }

    /// The country of `code`, from libphonenumber's metadata.
    private func readCountry(_ code: Int) -> Country {
        let c: Country
        if let metadata = engine.countryMetadata(code) {
            if let plan = NumberPlan(countryCode: code, metadata: metadata), let main = plan.regions.first {
                // The parser strips the main region's national prefix (with its carrier codes).
                if let text = main.nationalPrefixForParsing {
                    if main.nationalPrefixTransformRule == nil, text.utf8.allSatisfy({ $0 &- 0x30 < 10 }) {
                        c = .plan(CountryPlan(plan, nationalPrefix: NationalPrefix(digits: text.utf8.map { $0 - 0x30 })))
                    } else {
                        c = DigitPattern(text).map { .plan(CountryPlan(plan, nationalPrefix: NationalPrefix(pattern: $0))) }
                            ?? .unreadable
                    }
                } else {
                    c = .plan(CountryPlan(plan, nationalPrefix: nil))
                }
            } else {
                c = .unreadable
            }
        } else {
            c = .noSuchCode
        }
        return c
    }

    /// The formatting rules for numbers of `code`, read on first use; nil when libphonenumber must format them.
    func formats(_ code: Int) -> NumberFormats? {
        formatRules.withLock { known in
            if let f = known[code] { return f }
            let f = engine.countryFormats(code).flatMap { NumberFormats(countryCode: code, metadata: $0) }
            known[code] = f
            return f
        }
    }

    /// The number plan of `code`, when the shortcut reads it.
    func plan(_ code: Int) -> NumberPlan? {
        if case .plan(let p) = country(code) { return p.plan }
        return nil
    }

    enum Verdict: Equatable {
        /// The matcher matches `range` (UTF-8 offsets in the text): the number +`countryCode` `nationalNumber`.
        case number(range: Range<Int>, countryCode: Int, nationalNumber: UInt64, extension: String?)
        /// The matcher finds nothing in the cluster.
        case none
        /// Not a shape the shortcut answers for: run the matcher.
        case unknown
    }

    /// The leniency's neighbour test, for ASCII neighbours (others are left to the matcher).
    private static func neutral(_ b: UInt8) -> Bool {
        b < 0x80 && !(b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) && b != 0x25 && b != 0x24 && b != 0x23
    }

    /// What the matcher finds in `cluster` (a cluster of `PhoneScanner`, so `digits` counts all its digits), for
    /// default region `region`.
    func verdict(for cluster: PhoneScanner.Cluster, in bytes: UnsafeBufferPointer<UInt8>, region: String) -> Verdict {
        let lo = cluster.range.lowerBound, end = cluster.range.upperBound
        let northAmerican = isNorthAmerican(region)
        guard cluster.digits <= 20, let shape = Shape(bytes, from: lo, to: end, digits: cluster.digits) else {
            return northAmerican && noNumberAnywhere(cluster, bytes) ? .none : .unknown
        }
        // The leniency's neighbour test.
        if !shape.startsWithLead, lo > 0, !Self.neutral(bytes[lo - 1]) { return .unknown }
        if shape.end < bytes.count, !Self.neutral(bytes[shape.end]) { return .unknown }
        if shape.international {
            guard !shape.mayBeTimeStamp() else { return .unknown }
            let code = countryCode(of: shape.digits[...])
            var invalid = false
            if let code, let p = code.plan,
               let national = Self.parsedNationalNumber(shape.digits[code.digitCount...], p),
               national.count >= 2, national.count <= 17, national.first != 0 {
                if p.plan.isValid(national) {
                    return .number(range: lo..<shape.end, countryCode: code.code, nationalNumber: Self.value(national),
                                   extension: shape.extension(in: bytes))
                }
                invalid = true
            }
            return northAmerican && !shape.spelledLabel
                && noInnerMatch(shape, bytes, callingCode: code, wholeInvalid: invalid) ? .none : .unknown
        }
        guard northAmerican, let plan = northAmericanPlan else { return .unknown }
        if shape.trunkPrefix {
            // `1-800-…`: the parser strips the country code 1 when the rest, and not the whole, fits the default
            // region's general pattern (and the rest does not start with the national prefix 1 again).
            let national = shape.digits[1...]
            guard let general = plan.regions.first(where: { $0.id == region })?.descriptions[0].pattern,
                  national.first != 1, !general.matchesWhole(shape.digits), general.matchesWhole(national),
                  plan.isValid(national) else { return .unknown }
            return .number(range: lo..<shape.end, countryCode: 1, nationalNumber: Self.value(national),
                           extension: shape.extension(in: bytes))
        }
        guard shape.digits[0] >= 2 else { return .unknown }
        if plan.isValid(shape.digits[...]) {
            return .number(range: lo..<shape.end, countryCode: 1, nationalNumber: Self.value(shape.digits[...]),
                           extension: shape.extension(in: bytes))
        }
        return noInnerMatch(shape, bytes, callingCode: nil, wholeInvalid: true) ? .none : .unknown
    }

    /// The national number `ParseHelper` keeps of the digits after a country code: without the national prefix
    /// when `MaybeStripNationalPrefixAndCarrierCode` strips it (the whole does not fit the general pattern, or
    /// the rest does too) and `TestNumberLength` finds the rest possible or too long. Nil when a prefix pattern
    /// could match (the matcher decides).
    private static func parsedNationalNumber(_ digits: ArraySlice<UInt8>, _ country: CountryPlan) -> ArraySlice<UInt8>? {
        if let p = country.nationalPrefix?.pattern { return p.matchesPrefix(digits) ? nil : digits }
        guard let p = country.nationalPrefix?.digits, !p.isEmpty, digits.starts(with: p) else { return digits }
        let stripped = digits.dropFirst(p.count)
        let main = country.plan.regions[0]
        let general = main.descriptions[0].pattern
        if general?.matchesWhole(digits) ?? false, !(general?.matchesWhole(stripped) ?? false) { return digits }
        guard let accepted = main.lengthAcceptedAfterPrefix(stripped.count) else { return nil }
        return accepted ? stripped : digits
    }

    private static func value(_ digits: ArraySlice<UInt8>) -> UInt64 {
        digits.reduce(UInt64(0)) { $0 &* 10 &+ UInt64($1) }
    }

    /// `ExtractCountryCode`: the first 1–3 digits that name a calling code, with how many digits it took, and
    /// its plan.
    private func countryCode(of digits: ArraySlice<UInt8>) -> CallingCode? {
        guard digits.first != 0 else { return nil }
        var code = 0
        for (k, d) in digits.prefix(3).enumerated() {
            code = code * 10 + Int(d)
            switch country(code) {
            case .noSuchCode: continue
            case .unreadable: return CallingCode(code: code, digitCount: k + 1, plan: nil)
            case .plan(let p): return CallingCode(code: code, digitCount: k + 1, plan: p)
            }
        }
        return nil
    }

    private struct CallingCode {
        var code: Int
        var digitCount: Int
        /// Nil when the shortcut cannot answer for the code's numbers.
        var plan: CountryPlan?
    }

    /// For an invalid candidate in a North American default region: whether no "inner match" can be valid. Inner
    /// candidates are runs of adjacent blocks (the matcher splits at separators, an extension's label included);
    /// one starting at the `+` is an international number, the others national +1 numbers; so are the
    /// extension's digits alone, and the number with a spelled `ext` read as letters. `callingCode`: for an
    /// international shape, `countryCode(of: shape.digits)` (which is that of every part of more than 2 digits
    /// starting at the `+`: it reads at most 3). `wholeInvalid`: the caller found the whole candidate, parsed as
    /// below, an invalid number (so its part, all the blocks, is skipped).
    private func noInnerMatch(_ shape: borrowing Shape, _ bytes: UnsafeBufferPointer<UInt8>, callingCode: CallingCode?,
                              wholeInvalid: Bool) -> Bool {
        guard let plan = northAmericanPlan else { return false }
        func mayBeValidNational(_ part: ArraySlice<UInt8>) -> Bool { Self.mayBeValidNational(part, plan) }
        if let ext = shape.extensionRange,
           mayBeValidNational(UnsafeBufferPointer(rebasing: bytes[ext]).map { $0 &- 0x30 }[...]) { return false }
        if shape.spelledLabel, mayBeValidNational((shape.digits + [3, 9, 8])[...]) { return false }
        for a in 0..<shape.blockCount {
            for b in a..<shape.blockCount {
                if wholeInvalid, a == 0, b == shape.blockCount - 1 { continue }
                let part = shape.digits[shape.block(a).lowerBound..<shape.block(b).upperBound]
                if a == 0, shape.international {
                    // `+CC …` cut short: parse errors and invalid numbers are no match; a national prefix the
                    // parser might strip is a question for the matcher.
                    guard part.count > 2, let code = callingCode else { continue }
                    guard let p = code.plan,
                          let national = Self.parsedNationalNumber(part.dropFirst(code.digitCount), p)
                    else { return false }
                    if national.count < 2 || national.count > 17 { continue }
                    if p.plan.isValid(national) { return false }
                } else if mayBeValidNational(part) {
                    return false
                }
            }
        }
        return true
    }

    /// Whether the national candidate with digits `part` may parse to a valid +1 number: it is one, or is one
    /// without a leading national prefix or country code `1`, or starts with the international prefix `011`.
    private static func mayBeValidNational(_ part: ArraySlice<UInt8>, _ plan: NumberPlan) -> Bool {
        let i = part.startIndex
        if part.count >= 3, part[i] == 0, part[i + 1] == 1, part[i + 2] == 1 { return true }
        return plan.isValid(part) || (part.first == 1 && plan.isValid(part.dropFirst()))
    }

    /// For a cluster of any other shape in a North American default region: whether no candidate the matcher could
    /// take from it can be valid. Every candidate and inner candidate (and what parsing leaves of it: without an
    /// extension, without a national prefix `1`) is a run of adjacent digit blocks, as long as no block is longer
    /// than a candidate's digit sequence (20) and nothing before the last digit can add digits: no `+` (an
    /// international number), no non-ASCII character but the punctuation `PhoneScanner` knows (no-break and thin
    /// spaces, dashes, fullwidth forms of ASCII punctuation: separators, as their ASCII forms are; anything else
    /// may be another script's digits or letters), fewer than three Latin letters (the parser reads a number with
    /// three letters as a vanity number); candidates end with a digit, so what follows the last one does not
    /// count. So the cluster holds no match when no run of blocks is a valid +1 number.
    private func noNumberAnywhere(_ cluster: PhoneScanner.Cluster, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let plan = northAmericanPlan, cluster.digits <= 64 else { return false }
        var digits: [UInt8] = []
        digits.reserveCapacity(cluster.digits)
        var blocks: [Range<Int>] = []
        blocks.reserveCapacity(12)
        // Only what comes before the last digit can be part of a candidate (candidates end with a digit).
        var letters = 0, lettersBeforeLastDigit = 0
        var i = cluster.range.lowerBound
        while i < cluster.range.upperBound {
            let b = bytes[i]
            if b &- 0x30 < 10 {
                let start = digits.count
                while i < cluster.range.upperBound, bytes[i] &- 0x30 < 10 { digits.append(bytes[i] &- 0x30); i += 1 }
                guard digits.count - start <= 17, blocks.count < 12 else { return false }
                blocks.append(start..<digits.count)
                lettersBeforeLastDigit = letters
                continue
            }
            if b >= 0x80 {
                let (c, length) = PhoneScanner.scalar(at: i, in: bytes)
                if c == .punctuation {
                    i += length
                    continue
                }
            }
            // Before the cluster's last digit (of any script: `digits` counts them all), no `+` or other non-ASCII.
            if b >= 0x80 || b == 0x2B, digits.count < cluster.digits { return false }
            if b | 0x20 >= 0x61 && b | 0x20 <= 0x7A { letters += 1 }
            i += 1
        }
        guard lettersBeforeLastDigit < 3 else { return false }
        for a in blocks.indices {
            for b in a..<blocks.count {
                let part = digits[blocks[a].lowerBound..<blocks[b].upperBound]
                if part.count > 18 { break }
                if Self.mayBeValidNational(part, plan) { return false }
            }
        }
        return true
    }

    /// A candidate the shortcut reads: its digits (values 0–9), blocks and end. Noncopyable: `verdict` and
    /// `noInnerMatch` use the one reading (no retain or release of its array on the way).
    private struct Shape: ~Copyable {
        /// At most `maximumDigits` (the caller reads clusters of up to 20 digits).
        var digits: [UInt8] = []
        static var maximumDigits: Int { 20 }
        /// The digit index just after each block, for `blockCount` blocks (blocks are adjacent in `digits`, so
        /// at most `maximumDigits` of them). Stored inline: a shape is read for most clusters.
        private var blockEnds = InlineArray<20, UInt8>(repeating: 0)
        private(set) var blockCount = 0
        /// UTF-8 offset just after the last digit.
        var end = 0
        /// Starts with `+` (after an optional `(`).
        var international = false
        /// Starts with `(` or `+`: the matcher skips the test of the character before.
        var startsWithLead = false
        /// A national number written with the trunk prefix: `1-800-555-0199`, `1 (800) 555-0199`, `18005550199`.
        var trunkPrefix = false
        /// The UTF-8 offsets of the extension's digits (`ext. 123`, `x12`, `;ext=1234`, `доб. 123`), or nil.
        /// (Offsets, not a string: a shape is read for most clusters, and then holds no other reference than
        /// `digits`; the string is made for an answer.)
        var extensionRange: Range<Int>?
        /// The extension label is the Latin word `ext`: split off at a following dot, the parser reads
        /// `… 5678 ext` as a vanity number (`ext` = 398).
        var spelledLabel = false
        /// Between each block and the one before it (`gaps[k]` before block `k + 1`): a single separator (its
        /// first byte: 0x20 for a space, 0x2D for a hyphen), or 0.
        private var gaps = InlineArray<20, UInt8>(repeating: 0)

        /// The extension's digits, or nil.
        func `extension`(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
            extensionRange.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }

        /// The digit-index range of block `k`.
        func block(_ k: Int) -> Range<Int> {
            (k == 0 ? 0 : Int(blockEnds[k - 1]))..<Int(blockEnds[k])
        }

        /// The length in bytes of the separator at `i`, or nil: a space, `-` or `.`, a no-break space, an en dash,
        /// the ideographic space U+3000 or the fullwidth hyphen U+FF0D.
        static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
            switch bytes[i] {
            case 0x20, 0x2D, 0x2E: return 1
            case 0xC2 where i + 1 < end && bytes[i + 1] == 0xA0: return 2
            case 0xE2 where i + 2 < end && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x93: return 3
            case 0xE3 where i + 2 < end && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x80: return 3
            case 0xEF where i + 2 < end && bytes[i + 1] == 0xBC && bytes[i + 2] == 0x8D: return 3
            default: return nil
            }
        }

        /// The decimal digit at `i` and its length in bytes: ASCII, or fullwidth (U+FF10–U+FF19).
        @inline(__always)
        static func digit(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (UInt8, Int)? {
            let b = bytes[i]
            if b &- 0x30 < 10 { return (b &- 0x30, 1) }
            if b == 0xEF, i + 2 < end, bytes[i + 1] == 0xBC, bytes[i + 2] &- 0x90 < 10 { return (bytes[i + 2] &- 0x90, 3) }
            return nil
        }

        /// Signature tokens other than blocks (which are their lengths).
        private static let open = -1, close = -2, plus = -3, sep = -4
        /// Two or more separators in a row, kept as one token: no shape has them, except spaces before an
        /// extension's label, which are dropped.
        private static let sepRun = -5

        /// A cluster's signature: blocks as their lengths (positive), separators and brackets as the negative
        /// constants above, each separator with its first byte (a run's is 0x20 when all are spaces, else 0).
        /// Stored inline, up to `capacity` tokens: more than any accepted shape has (at most 43: `+`, 20 blocks,
        /// the separators between them, a bracketed second block; before an extension one more separator).
        private struct Signature {
            static var capacity: Int { 48 }
            private var tokens = InlineArray<48, Int8>(repeating: 0)
            private var separators = InlineArray<48, UInt8>(repeating: 0)
            private(set) var count = 0

            subscript(k: Int) -> Int { Int(tokens[k]) }
            var first: Int? { count > 0 ? Int(tokens[0]) : nil }
            var last: Int? { count > 0 ? Int(tokens[count - 1]) : nil }
            /// The first byte of the separator token at `k`.
            func separator(_ k: Int) -> UInt8 { separators[k] }

            /// Appends `token` (a separator with its first byte `byte`, merged into a run with one before it), or
            /// returns false when full.
            mutating func append(_ token: Int, byte: UInt8 = 0) -> Bool {
                if token == Shape.sep, let last, last == Shape.sep || last == Shape.sepRun {
                    tokens[count - 1] = Int8(Shape.sepRun)
                    separators[count - 1] = separators[count - 1] == 0x20 && byte == 0x20 ? 0x20 : 0
                    return true
                }
                guard count < Self.capacity else { return false }
                tokens[count] = Int8(token)
                separators[count] = byte
                count += 1
                return true
            }

            mutating func removeLast() { count -= 1 }

            /// Whether the tokens from `k` on are a plain national North American signature, `sep` being one
            /// space, `-` or `.`: `3 s 3 s 4` or `10`.
            func isPlain(from k: Int) -> Bool {
                switch count - k {
                case 1: return self[k] == 10
                case 5: return self[k] == 3 && self[k + 1] == Shape.sep && self[k + 2] == 3 && self[k + 3] == Shape.sep
                    && self[k + 4] == 4
                default: return false
                }
            }

            /// Whether the tokens from `k` on are one with the area code in brackets: `(3)3 s 4` or `(3) s 3 s 4`.
            func isArea(from k: Int) -> Bool {
                let n = count - k
                guard n == 6 || n == 7, self[k] == Shape.open, self[k + 1] == 3, self[k + 2] == Shape.close else {
                    return false
                }
                let m = n == 6 ? k + 3 : k + 4
                if n == 7, self[k + 3] != Shape.sep { return false }
                return self[m] == 3 && self[m + 1] == Shape.sep && self[m + 2] == 4
            }

            /// `1-800-…`, `1 (650) …`, `18005550199` from `k` on: the trunk prefix before a plain or bracketed
            /// shape.
            func isTrunk(from k: Int) -> Bool {
                let n = count - k
                if n == 1 { return self[k] == 11 }
                return n > 2 && self[k] == 1 && self[k + 1] == Shape.sep && (isPlain(from: k + 2) || isArea(from: k + 2))
            }
        }

        /// Reads the cluster `lo..<end` holding `count` digits, or nil when it is not an accepted shape: at the
        /// first byte before the last digit that no shape has (a letter other than those of the extension labels,
        /// other signs), so reading other text costs no more than a scan for such a byte would.
        init?(_ bytes: UnsafeBufferPointer<UInt8>, from lo: Int, to end: Int, digits count: Int) {
            var i = lo
            var signature = Signature()
            // The digits, copied to `digits` once the shape is accepted.
            var found = InlineArray<20, UInt8>(repeating: 0)
            var n = 0
            // Since the last block: no token yet (`afterBlock`), then a single separator (`single`, its first byte;
            // 0 for anything else).
            var afterBlock = false
            var single: UInt8 = 0
            while n + (extensionRange?.count ?? 0) < count {
                guard i < end else { return nil }
                let b = bytes[i]
                if Self.digit(bytes, i, end) != nil {
                    // The gap since the previous block: one space, one hyphen, or anything else.
                    if blockCount > 0 { gaps[blockCount - 1] = single }
                    let start = n
                    while i < end, let (d, length) = Self.digit(bytes, i, end) {
                        guard n < Self.maximumDigits else { return nil }
                        found[n] = d
                        n += 1
                        i += length
                    }
                    blockEnds[blockCount] = UInt8(n)
                    blockCount += 1
                    guard signature.append(n - start) else { return nil }
                    afterBlock = true
                    single = 0
                    continue
                }
                if let length = Self.separatorLength(bytes, i, end) {
                    guard signature.append(Self.sep, byte: b) else { return nil }
                    single = afterBlock ? b : 0
                    afterBlock = false
                    i += length
                    continue
                }
                let token: Int
                switch b {
                case 0x28: token = Self.open
                case 0x29: token = Self.close
                case 0x2B: token = Self.plus
                case 0xEF where i + 2 < end && bytes[i + 1] == 0xBC && (bytes[i + 2] == 0x88 || bytes[i + 2] == 0x89 || bytes[i + 2] == 0x8B):
                    // Fullwidth （ ） ＋.
                    token = bytes[i + 2] == 0x88 ? Self.open : bytes[i + 2] == 0x89 ? Self.close : Self.plus
                    i += 2
                default:
                    // An extension takes the rest of the digits; the spaces before its label belong to it.
                    guard n > 0, let (ext, spelled) = Self.extensionDigits(bytes, &i, end: end, count: count - n) else {
                        return nil
                    }
                    spelledLabel = spelled
                    while let last = signature.last, last == Self.sep || last == Self.sepRun {
                        guard signature.separator(signature.count - 1) == 0x20 else { return nil }
                        signature.removeLast()
                    }
                    extensionRange = ext
                    continue
                }
                guard signature.append(token) else { return nil }
                afterBlock = false
                single = 0
                i += 1
            }
            guard n + (extensionRange?.count ?? 0) == count else { return nil }
            self.end = i
            if signature.first == Self.plus || (signature.count > 1 && signature[0] == Self.open && signature[1] == Self.plus) {
                startsWithLead = true
                international = true
                // + block, then (s block)*, the second block optionally as `(block)` with a space or nothing on
                // either side: `+7 (495) 123-45-67`.
                var k = signature[0] == Self.open ? 2 : 1
                guard k < signature.count, signature[k] > 0 else { return nil }
                k += 1
                var blockIndex = 1
                while k < signature.count {
                    if signature[k] == Self.sep, k + 1 < signature.count, signature[k + 1] > 0 {
                        k += 2
                    } else if blockIndex == 1 {
                        var m = k
                        if signature[m] == Self.sep {
                            guard signature.separator(m) == 0x20 else { return nil }
                            m += 1
                        }
                        guard m + 2 < signature.count, signature[m] == Self.open, signature[m + 1] > 0,
                              signature[m + 2] == Self.close else { return nil }
                        m += 3
                        if m < signature.count, signature[m] == Self.sep {
                            guard signature.separator(m) == 0x20 else { return nil }
                            m += 1
                        }
                        guard m < signature.count, signature[m] > 0 else { return nil }
                        k = m + 1
                        blockIndex += 1
                    } else {
                        return nil
                    }
                    blockIndex += 1
                }
                digits = Self.array(found, n)
                return
            }
            // National North American shapes, separators `s` being one space, `-` or `.`; next to a bracket only
            // a space.
            for k in 0..<signature.count where signature[k] == Self.sep {
                let nextToBracket = (k + 1 < signature.count && signature[k + 1] == Self.open) || (k > 0 && signature[k - 1] == Self.close)
                if nextToBracket && signature.separator(k) != 0x20 { return nil }
            }
            let lead = signature.first == Self.open
            if signature.isArea(from: 0) {
                startsWithLead = true
            } else if lead, signature.isPlain(from: 1) {
                // `(650-253-0000`, `(6502530000`: a lead bracket before a plain shape.
                startsWithLead = true
            } else if lead, signature.isTrunk(from: 1) {
                // `(1-800-555-0199`, `(1 (650) 253-0000`: the parser drops the lead bracket as it does before a
                // plain shape, then reads the trunk prefix as below; the match starts at the bracket.
                guard found[0] == 1 else { return nil }
                startsWithLead = true
                trunkPrefix = true
            } else if signature.isPlain(from: 0) {
                // As written.
            } else if signature.isTrunk(from: 0) {
                guard found[0] == 1 else { return nil }
                trunkPrefix = true
            } else {
                return nil
            }
            digits = Self.array(found, n)
        }

        /// The first `n` digits of `found`, as an array. (Copied from a buffer: the other initializers call the
        /// standard library's unspecialized allocation, which looks up the storage type on every call.)
        private static func array(_ found: InlineArray<20, UInt8>, _ n: Int) -> [UInt8] {
            withUnsafeBytes(of: found) { Array(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
        }

        /// An extension at `i` (after the number and any spaces), of exactly `count` ASCII digits (at most 6, under
        /// every label's limit), moving `i` past it: `ext`, `x` or `доб` (any case for the Latin ones), an optional
        /// `.` or `:` and spaces, then the digits; or `;ext=` and the digits (RFC 3966). Nil for anything else.
        private static func extensionDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, end: Int,
                                            count: Int) -> (digits: Range<Int>, spelled: Bool)? {
            var j = i
            var spelled = false
            func lower(_ k: Int) -> UInt8 { k < end ? bytes[k] | 0x20 : 0 }
            if bytes[j] == 0x3B {
                guard lower(j + 1) == 0x65, lower(j + 2) == 0x78, lower(j + 3) == 0x74, j + 4 < end, bytes[j + 4] == 0x3D else {
                    return nil
                }
                j += 5
            } else {
                if lower(j) == 0x65, lower(j + 1) == 0x78, lower(j + 2) == 0x74 {
                    j += 3
                    spelled = true
                } else if lower(j) == 0x78 {
                    j += 1
                } else if j + 5 < end, bytes[j] == 0xD0, bytes[j + 1] == 0xB4, bytes[j + 2] == 0xD0, bytes[j + 3] == 0xBE,
                          bytes[j + 4] == 0xD0, bytes[j + 5] == 0xB1 {
                    j += 6
                } else {
                    return nil
                }
                if j < end, bytes[j] == 0x2E || bytes[j] == 0x3A { j += 1 }
                while j < end, bytes[j] == 0x20 { j += 1 }
            }
            let start = j
            while j < end, bytes[j] &- 0x30 < 10 { j += 1 }
            guard j - start == count, count >= 1, count <= 6 else { return nil }
            i = j
            return (start..<j, spelled)
        }

        /// Whether the candidate may end like the matcher's time stamp pattern,
        /// `[12]\d{3}[-/]?[01]\d[-/]?[0-3]\d +[0-2]\d$` (conservatively: a final two-digit block after a space, after
        /// blocks joined by hyphens holding at least 8 digits).
        func mayBeTimeStamp() -> Bool {
            guard blockCount >= 2, block(blockCount - 1).count == 2, gaps[blockCount - 2] == 0x20 else { return false }
            var k = blockCount - 2
            var run = block(k).count
            while k > 0, gaps[k - 1] == 0x2D {
                k -= 1
                run += block(k).count
            }
            return run >= 8
        }
    }
}
