import Foundation

/// The value of a phone-number detection, normalized by libphonenumber.
///
/// ```swift
/// // "Call +1 (650) 253-0000 ext. 12"
/// // e164 "+16502530000", international "+1 650-253-0000", national "(650) 253-0000",
/// // countryCode 1, region US, numberType .fixedLineOrMobile, extension "12"
/// ```
public struct PhoneValue: Hashable, Sendable {
    /// E.164 form without the extension: `+16502530000`.
    public var e164: String
    /// International format: `+1 650-253-0000` (with ` ext. 12` when there is an extension).
    public var international: String
    /// National format: `(650) 253-0000`.
    public var national: String
    /// Country calling code: `1`.
    public var countryCode: Int
    /// The region the number belongs to (`US`; `001` for non-geographic numbers such as `+800`), or `nil`
    /// when libphonenumber cannot tell.
    public var region: Locale.Region?
    /// What kind of line it is, as far as the number alone tells.
    public var numberType: PhoneNumberType
    /// The extension digits (`12` in `… ext. 12`), or `nil`.
    public var `extension`: String?

    public init(e164: String, international: String, national: String, countryCode: Int, region: Locale.Region?,
                numberType: PhoneNumberType, extension: String?) {
        self.e164 = e164
        self.international = international
        self.national = national
        self.countryCode = countryCode
        self.region = region
        self.numberType = numberType
        self.extension = `extension`
    }

    /// The `tel:` URI (RFC 3966) for the number, with the extension as `;ext=`: `tel:+16502530000;ext=12`.
    public var telURI: URL? {
        var s = "tel:" + e164
        if let ext = `extension`, !ext.isEmpty { s += ";ext=" + ext }
        return URL(string: s)
    }

    /// The `sms:` URI (RFC 5724) for the number: `sms:+16502530000`.
    public var smsURI: URL? { URL(string: "sms:" + e164) }
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
        e164 = try c.decode(String.self, forKey: .e164)
        international = try c.decode(String.self, forKey: .international)
        national = try c.decode(String.self, forKey: .national)
        countryCode = try c.decode(Int.self, forKey: .countryCode)
        region = try c.decodeIfPresent(String.self, forKey: .region).map { Locale.Region($0) }
        numberType = try c.decode(PhoneNumberType.self, forKey: .numberType)
        `extension` = try c.decodeIfPresent(String.self, forKey: .extension)
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
