import Foundation

/// What a whole form field is meant to hold (UIKit's `textContentType` cases).
public enum FieldKind: String, CaseIterable, Hashable, Sendable {
    /// An email address: `ana@example.com`.
    case email
    /// A web link: `https://swift.org`, `swift.org/about`.
    case url
    /// A phone number of the context's region, or international with `+`.
    case phone
    /// A postal code of the context's region: `94043`, `SW1A 2AA`, `10117`, `01310-200`, `1100-218`, `125009`.
    case postalCode = "postal-code"
    /// A date or time: `2026-12-15`, `15.12.2026`, `tomorrow at 5pm`.
    case date
    /// A shipment tracking number of any known carrier; spaces inside are allowed.
    case tracking
    /// A flight number: `UA 837`, `LH400`.
    case flight
    /// An amount of money with its currency: `USD 1,250.00`, `12,50 €`, `R$ 1.234,56`, `twenty dollars`.
    case money
}

/// The answer to "is this whole field a …?": the parsed value, or why not.
///
/// ```swift
/// let v = try FieldValidator(context: DetectionContext(region: Locale.Region("DE")))
/// v.validate("030 123", as: .phone).reason   // "phone number too short for DE"
/// ```
public struct FieldValidation: Hashable, Sendable {
    /// The parsed value when the field is a valid email, URL, phone, date, tracking or flight number or money amount.
    public var value: Detection.Value?
    /// The postal code, normalized (`SW1A 2AA`), when the field is a valid postal code.
    public var postalCode: PostalCode?
    /// Why the field is not valid (a sentence for the user), when it is not.
    public var reason: String?
    /// Whether the field holds exactly one value of the kind and nothing else.
    public var isValid: Bool { reason == nil }

    /// A valid field holding `value`.
    public static func valid(_ value: Detection.Value) -> FieldValidation { FieldValidation(value: value) }
    /// A valid postal-code field holding `code`.
    public static func valid(_ code: PostalCode) -> FieldValidation { FieldValidation(postalCode: code) }
    /// An invalid field and why.
    public static func invalid(_ reason: String) -> FieldValidation { FieldValidation(reason: reason) }

    /// `{"kind","valid":true,"type","value":{…}}` or `{"kind","valid":false,"reason":"…"}`; a postal code's value is
    /// `{"postalCode","countryCode"}`.
    public func writeJSON(kind: FieldKind, to w: inout JSONWriter) {
        w.beginObject()
        w.field("kind", kind.rawValue)
        w.field("valid", isValid)
        if let value {
            w.field("type", value.kind.rawValue)
            w.key("value")
            value.writeJSON(to: &w)
        }
        if let postalCode {
            w.key("value")
            w.beginObject()
            w.field("postalCode", postalCode.code)
            w.field("countryCode", postalCode.region)
            w.endObject()
        }
        w.field("reason", ifPresent: reason)
        w.endObject()
    }
}

/// A valid postal code: `SW1A 2AA` in `GB`.
public struct PostalCode: Hashable, Sendable {
    /// The code as written, capital letters for GB and CA.
    public var code: String
    /// ISO 3166-1 alpha-2 country.
    public var region: String
}

/// Validates whole fields with the same engines `DataDetector` uses to find data in text.
///
/// Build one and reuse it: construction loads the link tables and the phone engine.
///
/// - Complexity: O(n) in the field's length for every kind.
public struct FieldValidator: Sendable {
    /// The locale, region and reference time the validator reads values with.
    public let context: DetectionContext
    private let links: LinkDetector
    private let dates: DateDetector

    /// - Throws: `TextSenseError` when the link tables cannot be loaded.
    public init(context: DetectionContext = DetectionContext()) throws(TextSenseError) {
        self.context = context
        links = try LinkDetector(findsLinks: true, findsEmails: true)
        dates = DateDetector(context: context)
    }

    /// Whether all of `field` (surrounding white space ignored) is one value of `kind`.
    public func validate(_ field: String, as kind: FieldKind) -> FieldValidation {
        let trimmed = field.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .invalid("the field is empty") }
        guard trimmed.utf8.count <= 4096 else { return .invalid("the field is longer than 4096 bytes") }
        switch kind {
        case .email: return EmailField.validate(trimmed, whole: whole(trimmed, .email, with: links))
        case .url: return whole(trimmed, .link, with: links).map(FieldValidation.valid)
            ?? .invalid(trimmed.contains(" ") ? "a link holds no spaces" : "not a link (no known domain or scheme)")
        case .phone: return PhoneField.validate(trimmed, context: context)
        case .postalCode: return PostalCodeField.validate(trimmed, region: context.region)
        case .date: return whole(trimmed, .date, with: dates).map(FieldValidation.valid) ?? .invalid("not a date or time")
        case .tracking: return TrackingField.validate(trimmed)
        case .flight: return FlightField.validate(trimmed)
        case .money: return MoneyField.validate(trimmed, whole: whole(trimmed, .money, with: MoneyDetector()))
        }
    }

    /// The value of the single candidate of `kind` that covers all of `field`.
    private func whole(_ field: String, _ kind: Detection.Kind, with detector: some Detector) -> Detection.Value? {
        withUTF8Bytes(of: field) { bytes in
            var found: [Candidate] = []
            detector.detect(in: UTF8Text(bytes: bytes), context: context, into: &found)
            let hits = found.filter { $0.kind == kind }
            guard hits.count == 1, hits[0].range == 0..<bytes.count else { return nil }
            return hits[0].value
        }
    }
}

extension DataDetector {
    /// Whether all of `field` is one value of `kind`, read with this detector's context.
    ///
    /// ```swift
    /// try DataDetector().validate("1Z 999 AA1 01 2345 6784", as: .tracking).isValid   // true
    /// ```
    /// Builds a `FieldValidator` per call; validate many fields with one `FieldValidator`.
    public func validate(_ field: String, as kind: FieldKind) throws(TextSenseError) -> FieldValidation {
        try FieldValidator(context: context).validate(field, as: kind)
    }
}
