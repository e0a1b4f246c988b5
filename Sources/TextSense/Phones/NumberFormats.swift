/// libphonenumber's international and national formatting (`PhoneNumberUtil::Format`) for the numbers of one
/// country calling code, from its own metadata (`tp_country_formats`): the first format whose last leading-digits
/// pattern starts the national number and whose pattern matches all of it, its groups written into the format
/// (with the national prefix rule in national format), then the extension and the country code.
///
/// Any case outside what this reads exactly (pattern syntax, a format with other `$` references, a match that
/// does not take the whole number) is `nil`, and the caller asks libphonenumber. `NumberFormatsTests` compares
/// both on numbers of many countries.
struct NumberFormats: Sendable {
    struct Rule: Sendable {
        let pattern: GroupPattern
        let format: String
        let leadingDigits: DigitPattern?
        /// The national prefix formatting rule (`0$1`, `($1)`), national format only.
        let nationalPrefixRule: String?
        /// The format's bytes with the national prefix rule applied, read once; nil when the rule cannot be
        /// applied.
        let written: [UInt8]?

        init(pattern: GroupPattern, format: String, leadingDigits: DigitPattern?, nationalPrefixRule: String?) {
            self.pattern = pattern
            self.format = format
            self.leadingDigits = leadingDigits
            self.nationalPrefixRule = nationalPrefixRule
            if let rule = nationalPrefixRule, !rule.isEmpty {
                written = NumberFormats.applyingNationalPrefixRule(rule, to: format).map { Array($0.utf8) }
            } else {
                written = Array(format.utf8)
            }
        }
    }

    let countryCode: Int
    let national: [Rule]
    let international: [Rule]
    let extensionPrefix: String?

    /// Reads `tp_country_formats`'s text; nil when any pattern is outside what `GroupPattern` and `DigitPattern`
    /// read, or the text is not as expected.
    init?(countryCode: Int, metadata: String) {
        var national: [Rule] = [], international: [Rule] = []
        var extensionPrefix: String?
        for line in metadata.split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func optional(_ s: String) -> String? { s == "-" ? nil : s }
            switch f.first {
            case "extension":
                guard f.count == 2 else { return nil }
                extensionPrefix = optional(f[1])
            case "national", "international":
                guard f.count == (f[0] == "national" ? 6 : 4), let pattern = GroupPattern(f[1]) else { return nil }
                var leading: DigitPattern?
                if let text = optional(f[3]) {
                    guard let p = DigitPattern(text) else { return nil }
                    leading = p
                }
                // Carrier-code rules apply only to numbers with a carrier code, which matches never keep.
                let rule = Rule(pattern: pattern, format: f[2], leadingDigits: leading,
                                nationalPrefixRule: f[0] == "national" ? optional(f[4]) : nil)
                if f[0] == "national" { national.append(rule) } else { international.append(rule) }
            default:
                return nil
            }
        }
        self.countryCode = countryCode
        self.national = national
        self.international = international
        self.extensionPrefix = extensionPrefix
    }

    /// `Format(number, INTERNATIONAL or NATIONAL)` for the national number `digits` (values 0–9, no leading
    /// zero) and extension, or nil when this cannot tell.
    func format(_ digits: [UInt8], extension ext: String?, international wantsInternational: Bool) -> String? {
        let rules = wantsInternational && !international.isEmpty ? international : national
        // Written as bytes, made a `String` once.
        var out: [UInt8] = []
        out.reserveCapacity(40)
        if wantsInternational {
            out.append(UInt8(ascii: "+"))
            out.append(contentsOf: String(countryCode).utf8)
            out.append(UInt8(ascii: " "))
        }
        if let rule = rules.first(where: { r in
            (r.leadingDigits?.matchesPrefix(digits) ?? true) && r.pattern.matchesWhole(digits)
        }) {
            // An international rule's format as it is; a national one's with its prefix rule applied.
            let format = wantsInternational ? Array(rule.format.utf8) : rule.written
            guard let format, let groups = rule.pattern.firstMatch(digits), groups.last?.upperBound == digits.count,
                  Self.expand(format, groups: groups, digits: digits, into: &out) else { return nil }
        } else {
            for d in digits { out.append(d + 0x30) }
        }
        if let ext = ext, !ext.isEmpty {
            out.append(contentsOf: (extensionPrefix ?? " ext. ").utf8)
            out.append(contentsOf: ext.utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The format with its first group reference (`$1`) replaced by the national prefix rule, whose own `$1`
    /// stands for that reference (ICU's replacement of `(\$\d)`).
    static func applyingNationalPrefixRule(_ rule: String, to format: String) -> String? {
        let f = Array(format.utf8), r = Array(rule.utf8)
        guard let k = f.indices.first(where: { f[$0] == 0x24 && $0 + 1 < f.count && f[$0 + 1] &- 0x30 < 10 }) else {
            return format
        }
        var replacement: [UInt8] = []
        var i = 0
        while i < r.count {
            if r[i] == 0x5C { return nil }
            if r[i] == 0x24 {
                guard i + 1 < r.count, r[i + 1] == 0x31 else { return nil }
                replacement += f[k...(k + 1)]
                i += 2
            } else {
                replacement.append(r[i])
                i += 1
            }
        }
        return String(decoding: f[..<k] + replacement + f[(k + 2)...], as: UTF8.self)
    }

    /// Appends the format (its bytes `f`) with `$n` replaced by group n's digits to `out`; false when the format
    /// holds what this does not read.
    private static func expand(_ f: [UInt8], groups: [Range<Int>], digits: [UInt8], into out: inout [UInt8]) -> Bool {
        var i = 0
        while i < f.count {
            if f[i] == 0x5C { return false }
            if f[i] == 0x24 {
                guard i + 1 < f.count, f[i + 1] &- 0x31 < 9, Int(f[i + 1] &- 0x30) <= groups.count else { return false }
                for d in digits[groups[Int(f[i + 1] &- 0x31)]] { out.append(d + 0x30) }
                i += 2
            } else {
                out.append(f[i])
                i += 1
            }
        }
        return true
    }
}

/// A formatting pattern of libphonenumber's metadata: capturing groups, each a sequence of digit atoms (`\d`,
/// a class, a digit) with counts (`{n}`, `{n,m}`, `?`), matched as ICU does: from the start, greedy counts first,
/// backtracking in order.
struct GroupPattern: Sendable {
    struct Atom: Sendable {
        var mask: UInt16
        var min: Int
        var max: Int
        /// The index of the group the atom belongs to.
        var group: Int
    }

    let atoms: [Atom]
    let groupCount: Int

    init?(_ text: String) {
        let b = Array(text.utf8)
        var atoms: [Atom] = []
        var i = 0, group = -1
        while i < b.count {
            guard b[i] == 0x28 else { return nil }
            group += 1
            i += 1
            var any = false
            while i < b.count, b[i] != 0x29 {
                var mask: UInt16
                switch b[i] {
                case 0x30...0x39:
                    mask = 1 << UInt16(b[i] - 0x30)
                    i += 1
                case 0x5C:
                    guard i + 1 < b.count, b[i + 1] == 0x64 else { return nil }
                    mask = 0x3FF
                    i += 2
                case 0x5B:
                    guard let m = DigitPattern.digitClass(b, &i) else { return nil }
                    mask = m
                default:
                    return nil
                }
                var lo = 1, hi = 1
                if i < b.count, b[i] == 0x3F {
                    lo = 0
                    i += 1
                } else if i < b.count, b[i] == 0x7B {
                    i += 1
                    func number() -> Int? {
                        var v = 0, seen = false
                        while i < b.count, b[i] &- 0x30 < 10, v < 100 { v = v * 10 + Int(b[i] - 0x30); i += 1; seen = true }
                        return seen ? v : nil
                    }
                    guard let n = number() else { return nil }
                    lo = n
                    hi = n
                    if i < b.count, b[i] == 0x2C {
                        i += 1
                        guard let m = number(), m >= n else { return nil }
                        hi = m
                    }
                    guard i < b.count, b[i] == 0x7D else { return nil }
                    i += 1
                }
                // Lazy or possessive counts would change which match comes first.
                if i < b.count, b[i] == 0x3F || b[i] == 0x2B || b[i] == 0x2A { return nil }
                atoms.append(Atom(mask: mask, min: lo, max: hi, group: group))
                any = true
            }
            guard any, i < b.count else { return nil }
            i += 1
        }
        guard group >= 0 else { return nil }
        self.atoms = atoms
        groupCount = group + 1
    }

    /// Whether some way of matching takes all of `digits` (`FullMatch`).
    func matchesWhole(_ digits: [UInt8]) -> Bool {
        var ends = [Int](repeating: 0, count: atoms.count)
        return search(digits, atom: 0, at: 0, ends: &ends, whole: true)
    }

    /// The groups' ranges in the first match from the start, as ICU finds it (greedy, backtracking in order).
    func firstMatch(_ digits: [UInt8]) -> [Range<Int>]? {
        var ends = [Int](repeating: 0, count: atoms.count)
        guard search(digits, atom: 0, at: 0, ends: &ends, whole: false) else { return nil }
        var groups = [Range<Int>](repeating: 0..<0, count: groupCount)
        var start = 0
        for (k, atom) in atoms.enumerated() {
            if k == 0 || atoms[k - 1].group != atom.group { groups[atom.group] = start..<start }
            groups[atom.group] = groups[atom.group].lowerBound..<ends[k]
            start = ends[k]
        }
        return groups
    }

    private func search(_ digits: [UInt8], atom k: Int, at i: Int, ends: inout [Int], whole: Bool) -> Bool {
        if k == atoms.count { return !whole || i == digits.count }
        let a = atoms[k]
        // The longest run of digits from i this atom accepts, then back off.
        var longest = 0
        while longest < a.max, i + longest < digits.count, a.mask & (1 << UInt16(digits[i + longest])) != 0 { longest += 1 }
        var n = longest
        while n >= a.min {
            ends[k] = i + n
            if search(digits, atom: k + 1, at: i + n, ends: &ends, whole: whole) { return true }
            n -= 1
        }
        return false
    }
}
