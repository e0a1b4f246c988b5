import Foundation

/// The value of a phone-number detection, normalized by libphonenumber.
///
/// ```swift
/// // "Call +1 (650) 253-0000 ext. 12"
/// // e164 "+16502530000", international "+1 650-253-0000", national "(650) 253-0000",
/// // countryCode 1, region US, numberType .fixedLineOrMobile, extension "12"
/// ```
///
/// Detected values are formatted lazily: `international`, `national`, `region` and `numberType` cost
/// libphonenumber's pattern matching, so they are computed when one of them is first read (then kept, and
/// shared by copies of the value). Reading them gives the same results as eager formatting would.
public struct PhoneValue: Hashable, Sendable {
    /// E.164 form without the extension: `+16502530000`.
    public var e164: String
    /// International format: `+1 650-253-0000` (with ` ext. 12` when there is an extension).
    public var international: String {
        get { details.international }
        set { details = details.with { $0.international = newValue } }
    }
    /// National format: `(650) 253-0000`.
    public var national: String {
        get { details.national }
        set { details = details.with { $0.national = newValue } }
    }
    /// Country calling code: `1`.
    public var countryCode: Int
    /// The region the number belongs to (`US`; `001` for non-geographic numbers such as `+800`), or `nil`
    /// when libphonenumber cannot tell.
    public var region: Locale.Region? {
        get { details.classification.region }
        set { details = details.with { $0.region = newValue } }
    }
    /// What kind of line it is, as far as the number alone tells.
    public var numberType: PhoneNumberType {
        get { details.classification.type }
        set { details = details.with { $0.numberType = newValue } }
    }
    /// The extension digits (`12` in `… ext. 12`), or `nil`.
    public var `extension`: String?

    /// The formatted forms, region and type, given or formatted on first read.
    private var details: Details

    /// A phone value in its E.164, international and national forms.
    public init(e164: String, international: String, national: String, countryCode: Int, region: Locale.Region?,
                numberType: PhoneNumberType, extension: String?) {
        self.init(e164: e164, countryCode: countryCode, extension: `extension`,
                  details: Details(Details.Fields(international: international, national: national, region: region,
                                                  numberType: numberType)))
    }

    init(e164: String, countryCode: Int, extension: String?, details: Details) {
        self.e164 = e164
        self.countryCode = countryCode
        self.extension = `extension`
        self.details = details
    }

    /// The `tel:` URI (RFC 3966) for the number, with the extension as `;ext=`: `tel:+16502530000;ext=12`.
    public var telURI: URL? {
        var s = "tel:" + e164
        if let ext = `extension`, !ext.isEmpty { s += ";ext=" + ext }
        return URL(string: s)
    }

    /// `telURI` as an action's target: its text when the number and extension are plain (see
    /// `ActionDraft.target(_:_:)`).
    var telTarget: ActionDraft.Target {
        guard let ext = `extension`, !ext.isEmpty else { return ActionDraft.target("tel:", e164) }
        return ActionDraft.target("tel:", e164 + ";ext=" + ext)
    }

    /// The `sms:` URI (RFC 5724) for the number: `sms:+16502530000`.
    public var smsURI: URL? { URL(string: "sms:" + e164) }

    /// Equal when every property is equal (values formatted from one number compare without formatting).
    public static func == (a: PhoneValue, b: PhoneValue) -> Bool {
        a.e164 == b.e164 && a.countryCode == b.countryCode && a.extension == b.extension
            && (a.details === b.details || a.details.fields == b.details.fields)
    }

    /// Hashes the E.164 form, country code and extension: equal values have equal ones, and hashing needs no
    /// formatting.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(e164)
        hasher.combine(countryCode)
        hasher.combine(`extension`)
    }

    /// The fields of a `PhoneValue` that libphonenumber formats, either given or computed on first read from
    /// the parsed number (serialized by the C shim): each formatted form, and region with type, separately
    /// (a detection's actions read only the international form).
    ///
    /// It is its own lock (a `Locked` of its parts: one object per value, not two).
    ///
    /// Sendable notes: the serialized number is immutable; each lazily computed part is written once, under
    /// the lock, and never changes after that. Setters on `PhoneValue` replace the whole object.
    final class Details: Locked<DetailsParts>, @unchecked Sendable {
        struct Fields: Equatable, Sendable {
            var international: String
            var national: String
            var region: Locale.Region?
            var numberType: PhoneNumberType
        }


        /// A number `PhoneShortcut` found: formatted and classified from libphonenumber's metadata by TextSense's
        /// own `NumberFormats` and `NumberPlan`, with libphonenumber as the fallback.
        struct Plain: Sendable {
            var plan: NumberPlan
            var countryCode: Int
            /// The national number (no leading zero).
            var nationalNumber: UInt64
            var `extension`: String?

            /// The national number's digits (values 0–9), made when it is formatted or classified.
            var digits: [UInt8] { Self.digits(of: nationalNumber) }

            /// The decimal digits of `number` (values 0–9), without leading zeros.
            static func digits(of number: UInt64) -> [UInt8] {
                var count = 1, rest = number / 10
                while rest > 0 { count += 1; rest /= 10 }
                return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                    var v = number
                    for k in stride(from: count - 1, through: 0, by: -1) {
                        buffer[k] = UInt8(truncatingIfNeeded: v % 10)
                        v /= 10
                    }
                    initialized = count
                }
            }
        }

        private let number: [UInt8]
        /// Serialized only when libphonenumber has to format it.
        private let plain: Plain?

        init(_ fields: Fields) {
            number = []
            plain = nil
            super.init(DetailsParts(international: fields.international, national: fields.national,
                                    classification: (fields.region, fields.numberType)))
        }

        /// A number as serialized by `PhoneNumberEngine`, formatted and classified when first read. (A number that
        /// cannot be read back, which happens only when out of memory, reads as empty and unknown.)
        init(number: [UInt8]) {
            self.number = number
            self.plain = nil
            super.init(DetailsParts())
        }

        /// A number `PhoneShortcut` found: serialized for libphonenumber only if `NumberFormats` cannot format it
        /// (most are never serialized).
        init(plain: Plain) {
            number = []
            self.plain = plain
            super.init(DetailsParts())
        }

        /// The serialized number (made on first need for a plain one).
        private func serialized() -> [UInt8] {
            guard number.isEmpty, let p = plain else { return number }
            return PhoneNumberEngine.shared?.serialize(countryCode: p.countryCode, nationalNumber: p.nationalNumber,
                                                       extension: p.extension) ?? []
        }

        var international: String {
            part(\.international, made: \.international) { [plain] in
                plain.flatMap { p in
                    PhoneShortcut.shared?.formats(p.countryCode)?.format(p.digits, extension: p.extension, international: true)
                } ?? PhoneNumberEngine.shared?.format(serialized: $0(), .international) ?? ""
            }
        }

        var national: String {
            part(\.national, made: \.national) { [plain] in
                plain.flatMap { p in
                    PhoneShortcut.shared?.formats(p.countryCode)?.format(p.digits, extension: p.extension, international: false)
                } ?? PhoneNumberEngine.shared?.format(serialized: $0(), .national) ?? ""
            }
        }

        var classification: (region: Locale.Region?, type: PhoneNumberType) {
            part(\.classification, made: \.classification) { [plain] in
                if let p = plain {
                    let c = p.plan.classify(p.digits[...])
                    return (c.region.map { Locale.Region($0) }, c.type)
                }
                return PhoneNumberEngine.shared?.classify(serialized: $0()) ?? (nil, .unknown)
            }
        }

        /// What a part is made from: the plain number (its plan is its country code's), or the serialized one.
        struct Key: Hashable {
            var countryCode = 0
            var nationalNumber: UInt64 = 0
            var `extension`: String?
            var serialized: [UInt8] = []
        }

        private var key: Key {
            guard let p = plain else { return Key(serialized: number) }
            return Key(countryCode: p.countryCode, nationalNumber: p.nationalNumber, extension: p.extension)
        }

        /// The parts made so far in this process, by number: a text names the same numbers again and again (a
        /// signature, a contact line), and each value of a number formats it on its own. Emptied when `limit`
        /// numbers are kept.
        private static let made = Locked<DetailsCache>(DetailsCache())
        private static let limit = 4096

        /// The part at `key`, from the numbers already made (`made`), else computed by `make` on first read (from the
        /// serialized number, when it asks for it).
        private func part<T: Sendable>(_ key: WritableKeyPath<DetailsParts, T?>, made cached: WritableKeyPath<DetailsCache, [Key: T]>,
                                       _ make: (() -> [UInt8]) -> T) -> T {
            withLock { p in
                if let known = p[keyPath: key] { return known }
                let number = self.key
                if let known = Self.made.withLock({ $0[keyPath: cached][number] }) {
                    p[keyPath: key] = known
                    return known
                }
                let made = make(serialized)
                p[keyPath: key] = made
                Self.made.withLock { m in
                    if m[keyPath: cached].count >= Self.limit { m[keyPath: cached].removeAll(keepingCapacity: true) }
                    m[keyPath: cached][number] = made
                }
                return made
            }
        }

        var fields: Fields {
            let c = classification
            return Fields(international: international, national: national, region: c.region, numberType: c.type)
        }

        /// A copy with `change` applied to the fields.
        func with(_ change: (inout Fields) -> Void) -> Details {
            var f = fields
            change(&f)
            return Details(f)
        }
    }
}

/// The kind of line a number belongs to (libphonenumber's `PhoneNumberType`). Raw values are the JSON names.
public enum PhoneNumberType: String, Hashable, Sendable, Codable, CaseIterable {
    /// A landline: `+44 20 7031 3000`.
    case fixedLine
    /// A mobile number: `+44 7400 123456`.
    case mobile
    /// Either; the number plan does not tell them apart (US and Canada): `+1 650-253-0000`.
    case fixedLineOrMobile
    /// Free to call: `+1 800-555-0199`.
    case tollFree
    /// Charged above normal rates: `+44 909 876 5432`.
    case premiumRate
    /// Cost shared between caller and callee: `+44 845 464 7000`.
    case sharedCost
    /// Voice over IP: `+44 56 7890 1234`.
    case voip
    /// A personal number routed anywhere: `+44 70 1234 5678`.
    case personalNumber
    /// A pager: `+44 76 0012 3456`.
    case pager
    /// Universal access number (a company's single number): `+44 55 1234 5678`.
    case uan
    /// Voicemail access, in the few plans that reserve a range for it.
    case voicemail
    /// libphonenumber could not classify it.
    case unknown
}

/// How sure libphonenumber must be before a digit sequence counts as a phone number
/// (`PhoneNumberMatcher::Leniency`). The default, `.valid`, accepts numbers that are valid for their region.
public enum PhoneLeniency: String, Hashable, Sendable, Codable, CaseIterable {
    /// Possible lengths only: `+1 650 253 00` … more matches, more false positives.
    case possible
    /// Valid for the number plan (the default).
    case valid
    /// Valid and grouped in a way the region's formats allow (`650 253 0000`, not `65 02 53 00 00`).
    case strictGrouping
    /// Valid and grouped exactly as libphonenumber would format it, or as one block.
    case exactGrouping
}

// MARK: - JSON and Codable: {"e164","international","national","countryCode","region","numberType","extension"?}

extension PhoneValue: Codable {
    enum CodingKeys: String, CodingKey { case e164, international, national, countryCode, region, numberType, `extension` }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(e164, forKey: .e164)
        try c.encode(international, forKey: .international)
        try c.encode(national, forKey: .national)
        try c.encode(countryCode, forKey: .countryCode)
        try c.encode(region?.identifier, forKey: .region)
        try c.encode(numberType, forKey: .numberType)
        try c.encodeIfPresent(`extension`, forKey: .extension)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(e164: try c.decode(String.self, forKey: .e164),
                  international: try c.decode(String.self, forKey: .international),
                  national: try c.decode(String.self, forKey: .national),
                  countryCode: try c.decode(Int.self, forKey: .countryCode),
                  region: try c.decodeIfPresent(String.self, forKey: .region).map { Locale.Region($0) },
                  numberType: try c.decode(PhoneNumberType.self, forKey: .numberType),
                  extension: try c.decodeIfPresent(String.self, forKey: .extension))
    }

    /// Writes `{"e164","international","national","countryCode","region","numberType","extension"?}`;
    /// `region` is `null` when unknown.
    func writeJSON(to w: inout JSONWriter) {
        w.field("e164", e164)
        w.field("international", international)
        w.field("national", national)
        w.field("countryCode", countryCode)
        w.key("region")
        if let region { w.string(region.identifier) } else { w.null() }
        w.field("numberType", numberType.rawValue)
        w.field("extension", ifPresent: `extension`)
    }
}

/// The parts of the numbers formatted so far (`PhoneValue.Details.made`), by number.
struct DetailsCache {
    var international: [PhoneValue.Details.Key: String] = [:]
    var national: [PhoneValue.Details.Key: String] = [:]
    var classification: [PhoneValue.Details.Key: (region: Locale.Region?, type: PhoneNumberType)] = [:]
}

/// The lazily computed parts of a `PhoneValue.Details`, guarded by its lock.
struct DetailsParts {
    var international: String?
    var national: String?
    var classification: (region: Locale.Region?, type: PhoneNumberType)?
}
