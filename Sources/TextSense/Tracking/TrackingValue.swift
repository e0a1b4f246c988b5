import Foundation

/// The value of a shipment tracking number: `{"carrier":"ups","number":"1Z…","product":"UPS","trackingURL":"https://…"}`.
public struct TrackingValue: Hashable, Sendable, Codable {
    /// The carrier as a lowercase snake_case id: `ups`, `fedex`, `usps`, `dhl`, `amazon`, `ontrac`,
    /// `russian_post`, and `upu` for UPU S10 international items.
    public var carrier: String
    /// The number without spaces, as the carrier's page expects it.
    public var number: String
    /// The carrier's product (service) the format belongs to: `UPS`, `FedEx Ground`, `USPS 91`, `S10`.
    public var product: String
    /// The carrier's public tracking page for the number, when it has one.
    public var trackingURL: URL?
    /// For S10 items: the ISO 3166-1 alpha-2 country in the number's last two letters.
    public var country: String?
    /// For S10 items of a country TextSense knows: its postal operator (`royal_mail`, `deutsche_post`,
    /// `la_poste`, `correos`, `correios`, `ctt`, `russian_post`, `usps`, `canada_post`).
    public var postalOperator: String?
    /// Whether the number carries a check digit that was verified (false: accepted after a tracking word).
    public var checkDigitVerified: Bool

    /// A tracking number of `carrier`, with its tracking page and whether its check digit was verified.
    public init(carrier: String, number: String, product: String, trackingURL: URL?, country: String? = nil,
                postalOperator: String? = nil, checkDigitVerified: Bool) {
        self.carrier = carrier
        self.number = number
        self.product = product
        self.trackingURL = trackingURL
        self.country = country
        self.postalOperator = postalOperator
        self.checkDigitVerified = checkDigitVerified
    }

    /// `{"carrier","number","product","trackingURL"?,"country"?,"operator"?,"checkDigit"}`.
    /// `urlText` is `trackingURL?.absoluteString`, computed by the caller.
    func writeJSON(to w: inout JSONWriter, urlText: String?) {
        w.field("carrier", carrier)
        w.field("number", number)
        w.field("product", product)
        w.field("trackingURL", ifPresent: urlText)
        w.field("country", ifPresent: country)
        w.field("operator", ifPresent: postalOperator)
        w.field("checkDigit", checkDigitVerified)
    }

    enum CodingKeys: String, CodingKey {
        case carrier, number, product, trackingURL, country, postalOperator = "operator", checkDigitVerified = "checkDigit"
    }
}

extension TrackingFormat {
    /// Formats tracking_number_data lacks, from the operators' published descriptions.
    ///
    /// Почта России's 14-digit domestic identifier (ШПИ): 6-digit post code of the sending office, 2-digit
    /// month, 5-digit serial, and a check digit over the first 13 (odd positions × 3, even × 1, mod 10).
    static let national: [TrackingFormat] = [
        TrackingFormat(carrier: "russian_post", product: "Почта России (14)",
                       pattern: "(?<SerialNumber>[1-9][0-9]{5}(?:0[1-9]|1[0-2])[0-9]{5})(?<CheckDigit>[0-9])", lengths: 14...14,
                       url: "https://www.pochta.ru/tracking?barcode=%s",
                       checksum: .mod10(odds: 1, evens: 3), lettersAsDigits: false, prependIf: nil, groupChecks: []),
    ]

    /// Every format, most specific first (the generated order, then the national ones).
    static let all: [TrackingFormat] = generated + national
}
