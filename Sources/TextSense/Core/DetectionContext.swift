import Foundation

/// What a `DataDetector` assumes about the texts it reads: their language and region, and the moment and
/// zone relative dates are resolved against.
public struct DetectionContext: Hashable, Sendable {
    /// The language of the texts (words for dates, street types, abbreviations). Default: `en_US`.
    public var locale: Locale {
        didSet { facts = LocaleFacts(locale) }
    }
    /// The region that decides ambiguous cases (national phone numbers, day-first dates). Default: the
    /// locale's region, else US.
    public var region: Locale.Region
    /// The moment relative expressions ("tomorrow", "in 2 hours") are resolved against. Default: now.
    public var referenceDate: Date
    /// The zone of times written without one. Default: the system zone.
    public var timeZone: TimeZone
    /// Link bare IPv4 addresses without a scheme (`192.168.0.1/admin`). Off by default, like linkify-it's
    /// `fuzzyIP`.
    public var linksBareIPAddresses: Bool
    /// How sure libphonenumber must be before digits count as a phone number. Default: `.valid`.
    public var phoneLeniency: PhoneLeniency

    /// A context; each setting defaults to what a detector uses when none is given: en_US, the locale's
    /// region, now, the system time zone, no bare IP links, valid phone numbers.
    public init(locale: Locale = Locale(identifier: "en_US"), region: Locale.Region? = nil,
                referenceDate: Date = Date(), timeZone: TimeZone = .current, linksBareIPAddresses: Bool = false,
                phoneLeniency: PhoneLeniency = .valid) {
        self.locale = locale
        self.facts = LocaleFacts(locale)
        self.region = region ?? locale.region ?? .unitedStates
        self.referenceDate = referenceDate
        self.timeZone = timeZone
        self.linksBareIPAddresses = linksBareIPAddresses
        self.phoneLeniency = phoneLeniency
    }

    /// What the detectors read from `locale` on every call, read once when it is set: asking Foundation's
    /// ICU-backed locale costs a few thousand instructions each time, and streams call the detectors once per
    /// paragraph.
    private var facts: LocaleFacts

    /// The locale's language code (`"en"`, `"ru"`…), lower-cased; `"en"` when the locale has none.
    public var languageCode: String { facts.languageCode }

    /// Whether the locale writes `,` as its decimal mark (`1.234,56`; `es_MX` and English write `.`): how a lone
    /// mark before three digits is read in amounts and quantities.
    var usesDecimalComma: Bool { facts.usesDecimalComma }
}

/// The parts of a locale the detectors read per call (`DetectionContext.languageCode`, `usesDecimalComma`).
private struct LocaleFacts: Hashable, Sendable {
    let languageCode: String
    let usesDecimalComma: Bool

    init(_ locale: Locale) {
        languageCode = locale.language.languageCode?.identifier.lowercased() ?? "en"
        usesDecimalComma = (locale.decimalSeparator ?? (languageCode == "en" ? "." : ",")) == ","
    }
}
