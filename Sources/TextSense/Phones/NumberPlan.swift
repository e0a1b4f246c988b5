/// libphonenumber's validity test (`PhoneNumberUtil::IsValidNumber`) for the numbers of one country calling
/// code, answered from its own metadata with `DigitPattern` automata instead of ICU regular expressions: about
/// 0.1 µs per number instead of 3–9 µs.
///
/// The logic mirrors `GetRegionCodeForNumber` (the regions sharing the code, main country first; a region with
/// leading digits claims the numbers they prefix, one without claims the numbers of a known type) and
/// `GetNumberTypeHelper` (general description, then each type: possible lengths first, then the whole-number
/// pattern). `PhoneNumberPlanTests` compares it with libphonenumber on numbers of every region of the code.
struct NumberPlan: Sendable {
    /// One number description (`PhoneNumberDesc`).
    struct Description: Sendable {
        /// Possible lengths; empty when the metadata lists none (then only the pattern decides).
        var lengths: [Int]
        /// Lengths possible only for local dialling.
        var localLengths: [Int]
        /// The national-number pattern; nil when empty (an empty pattern matches nothing).
        var pattern: DigitPattern?

        func matches(_ digits: ArraySlice<UInt8>) -> Bool {
            if !lengths.isEmpty, !lengths.contains(digits.count) { return false }
            return pattern?.matchesWhole(digits) ?? false
        }
    }

    /// One region's metadata. A class, so that walking the regions copies references, not their tables.
    final class Region: Sendable {
        let id: String
        /// `leading_digits`, when the metadata has it.
        let leadingDigits: DigitPattern?
        let sameMobileAndFixedLinePattern: Bool
        let nationalPrefixForParsing: String?
        let nationalPrefixTransformRule: String?
        let internationalPrefix: String?
        /// Some number format needs the national prefix when written nationally.
        let nationalPrefixRequired: Bool
        /// general, premiumRate, tollFree, sharedCost, voip, personalNumber, pager, uan, voicemail, fixedLine,
        /// mobile: `GetNumberTypeHelper`'s order.
        let descriptions: [Description]

        /// From a `region` line's fields (after the keyword) and the region's descriptions.
        init(_ f: ArraySlice<String>, leadingDigits: DigitPattern?, descriptions: [Description]) {
            func optional(_ s: String) -> String? { s == "-" ? nil : s }
            let k = f.startIndex
            id = f[k]
            self.leadingDigits = leadingDigits
            sameMobileAndFixedLinePattern = f[k + 2] == "1"
            nationalPrefixForParsing = optional(f[k + 3])
            nationalPrefixTransformRule = optional(f[k + 4])
            internationalPrefix = optional(f[k + 5])
            nationalPrefixRequired = f[k + 6] == "1"
            self.descriptions = descriptions
        }

        /// Whether `TestNumberLength` (type unknown: the general description) says a number of `length` digits is
        /// possible or too long: the lengths `ParseHelper` accepts after stripping a national prefix.
        /// Nil when the metadata lists no general lengths (libphonenumber assumes it always does).
        func lengthAcceptedAfterPrefix(_ length: Int) -> Bool? {
            let general = descriptions[0]
            guard let minimum = general.lengths.first, let maximum = general.lengths.last else { return nil }
            if minimum == -1 || general.localLengths.contains(length) { return false }
            if length == minimum || length > maximum { return true }
            return length > minimum && general.lengths.contains(length)
        }

        /// `GetNumberTypeHelper`.
        func numberType(_ digits: ArraySlice<UInt8>) -> PhoneNumberType {
            guard descriptions[0].matches(digits) else { return .unknown }
            let types: [PhoneNumberType] = [.premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .uan,
                                            .voicemail]
            for (k, type) in types.enumerated() where descriptions[k + 1].matches(digits) { return type }
            if descriptions[9].matches(digits) {
                return sameMobileAndFixedLinePattern || descriptions[10].matches(digits) ? .fixedLineOrMobile : .fixedLine
            }
            return !sameMobileAndFixedLinePattern && descriptions[10].matches(digits) ? .mobile : .unknown
        }

        /// `GetNumberTypeHelper(…) != UNKNOWN`.
        func hasKnownType(_ digits: ArraySlice<UInt8>) -> Bool {
            guard descriptions[0].matches(digits) else { return false }
            for k in 1..<10 where descriptions[k].matches(digits) { return true }
            return !sameMobileAndFixedLinePattern && descriptions[10].matches(digits)
        }
    }

    static let descriptionKinds = ["general", "premiumRate", "tollFree", "sharedCost", "voip", "personalNumber",
                                   "pager", "uan", "voicemail", "fixedLine", "mobile"]

    let countryCode: Int
    let regions: [Region]
    /// Bit n set: some region's general description allows n digits (all when a region lists no lengths); a valid
    /// number always has such a length.
    private let lengthMask: UInt64

    /// Reads `tp_country_metadata`'s description of the regions of `countryCode`; nil when there are none, the text
    /// is not as expected, or a pattern uses syntax `DigitPattern` does not read.
    init?(countryCode: Int, metadata: String) {
        // Each region's line, leading digits and descriptions, until all are read.
        var drafts: [(fields: [String], leading: DigitPattern?, descriptions: [Description])] = []
        // Regions repeat patterns (the +1 regions share their toll-free, premium and personal ones): each distinct
        // pattern is compiled once.
        var compiled: [String: DigitPattern] = [:]
        func compile(_ text: String) -> DigitPattern? {
            if let p = compiled[text] { return p }
            let p = DigitPattern(text)
            compiled[text] = p
            return p
        }
        // Cut at ASCII bytes (`asciiFields`): the first phone number of a run pays for this.
        for line in metadata.asciiFields(0x0A) {
            let f = line.asciiFields(0x09, omittingEmptySubsequences: false).map(String.init)
            func optional(_ s: String) -> String? { s == "-" ? nil : s }
            switch f.first {
            case "region":
                guard f.count == 8 else { return nil }
                var leading: DigitPattern?
                if let text = optional(f[2]) {
                    guard let p = compile(text) else { return nil }
                    leading = p
                }
                drafts.append((f, leading, []))
            case "desc":
                guard f.count == 5, !drafts.isEmpty, drafts[drafts.count - 1].descriptions.count < Self.descriptionKinds.count,
                      f[1] == Self.descriptionKinds[drafts[drafts.count - 1].descriptions.count] else { return nil }
                func lengths(_ field: String) -> [Int]? {
                    guard let text = optional(field) else { return [] }
                    var out: [Int] = []
                    for l in text.asciiFields(0x2C) {
                        guard let n = Int(l) else { return nil }
                        out.append(n)
                    }
                    return out
                }
                guard let possible = lengths(f[2]), let local = lengths(f[3]) else { return nil }
                var national: DigitPattern?
                if let text = optional(f[4]) {
                    guard let p = compile(text) else { return nil }
                    national = p
                }
                drafts[drafts.count - 1].descriptions.append(Description(lengths: possible, localLengths: local,
                                                                         pattern: national))
            default:
                return nil
            }
        }
        guard !drafts.isEmpty, drafts.allSatisfy({ $0.descriptions.count == Self.descriptionKinds.count }) else {
            return nil
        }
        let regions = drafts.map { Region($0.fields.dropFirst(), leadingDigits: $0.leading, descriptions: $0.descriptions) }
        self.countryCode = countryCode
        self.regions = regions
        var mask: UInt64 = 0
        for r in regions {
            let lengths = r.descriptions[0].lengths
            if lengths.isEmpty || lengths.contains(where: { $0 < 0 || $0 > 63 }) { mask = .max; break }
            for l in lengths { mask |= 1 << UInt64(l) }
        }
        lengthMask = mask
    }

    /// `GetRegionCodeForNumber` (nil for "ZZ") and `GetNumberType` for the national significant number `digits`.
    func classify(_ digits: ArraySlice<UInt8>) -> (region: String?, type: PhoneNumberType) {
        var found: Region?
        if regions.count == 1 {
            found = regions[0]
        } else {
            for region in regions {
                if let leading = region.leadingDigits {
                    if leading.matchesPrefix(digits) { found = region; break }
                } else if region.hasKnownType(digits) {
                    found = region
                    break
                }
            }
        }
        guard let found else { return (nil, .unknown) }
        return (found.id, found.numberType(digits))
    }

    /// `IsValidNumber` for the national significant number `digits` (values 0–9, leading zeros included).
    func isValid(_ digits: ArraySlice<UInt8>) -> Bool {
        guard digits.count < 64, lengthMask & (1 << UInt64(digits.count)) != 0 else { return false }
        if regions.count == 1 { return regions[0].hasKnownType(digits) }
        for region in regions {
            if let leading = region.leadingDigits {
                if leading.matchesPrefix(digits) { return region.hasKnownType(digits) }
            } else if region.hasKnownType(digits) {
                return true
            }
        }
        return false
    }
}
