import Foundation

/// The value of an address detection: its parts as written, the country they belong to and one normalized
/// line.
///
/// ```swift
/// // "1600 Amphitheatre Parkway, Mountain View, CA 94043"
/// value.components.houseNumber  // "1600"
/// value.components.street       // "Amphitheatre Parkway"
/// value.components.region       // "CA"
/// value.region                  // Locale.Region("US")
/// value.formatted               // "1600 Amphitheatre Parkway, Mountain View, CA 94043"
/// ```
public struct AddressValue: Hashable, Sendable {
    /// The parts of an address; those not written are `nil`. Each is the text as written with runs of
    /// white space (line breaks included) collapsed to one space.
    public struct Components: Hashable, Sendable, Codable {
        /// The street name with its type word: `Amphitheatre Parkway`, `rue de Rivoli`, `ул. Тверская`.
        public var street: String?
        /// `1600`, `221B`, `43`, `7` (without `д.` / `nº` markers).
        public var houseNumber: String?
        /// Suite, apartment, floor: `Suite 200`, `Apt 4B`, `кв. 5`.
        public var unit: String?
        /// A post-office box as written: `PO Box 1234`, `Postfach 10 11 12`.
        public var poBox: String?
        /// The neighbourhood written between the street and the city: a Brazilian bairro (`Bela Vista`).
        public var district: String?
        /// The city, town or village: `Mountain View`, `Berlin`, `Москва`.
        public var city: String?
        /// State, province or region as written: `CA`, `Ontario`, `SP`.
        public var region: String?
        /// The postal code as written: `94043`, `10117`, `SW1A 1AA`.
        public var postalCode: String?
        /// The country name as written: `USA`, `Deutschland`.
        public var country: String?

        /// An address from its parts; every part is optional.
        public init(street: String? = nil, houseNumber: String? = nil, unit: String? = nil, poBox: String? = nil,
                    district: String? = nil, city: String? = nil, region: String? = nil, postalCode: String? = nil,
                    country: String? = nil) {
            self.street = street
            self.houseNumber = houseNumber
            self.unit = unit
            self.poBox = poBox
            self.district = district
            self.city = city
            self.region = region
            self.postalCode = postalCode
            self.country = country
        }
    }

    /// The address's parts as written.
    public var components: Components
    /// The country whose conventions the address follows (written or inferred from its shape and the
    /// detector's region).
    public var region: Locale.Region
    /// One line in the country's usual order, parts separated by `, `:
    /// `1600 Amphitheatre Parkway, Suite 200, Mountain View, CA 94043`, `Friedrichstraße 43, 10117 Berlin`.
    public var formatted: String

    /// An address value with its parts, country and one-line form.
    public init(components: Components, region: Locale.Region, formatted: String) {
        self.components = components
        self.region = region
        self.formatted = formatted
    }
}

extension AddressValue: Codable {
    enum CodingKeys: String, CodingKey { case components, countryCode, formatted }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(components, forKey: .components)
        try c.encode(region.identifier, forKey: .countryCode)
        try c.encode(formatted, forKey: .formatted)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        components = try c.decode(Components.self, forKey: .components)
        region = Locale.Region(try c.decode(String.self, forKey: .countryCode))
        formatted = try c.decode(String.self, forKey: .formatted)
    }
}

extension AddressValue {
    /// Builds the value and its `formatted` line from components, in the order of `country`.
    init(components p: Components, country: String) {
        func join(_ parts: String?..., separator: String = " ") -> String? {
            let present = parts.compactMap { $0 }
            return present.isEmpty ? nil : present.joined(separator: separator)
        }
        let lines: [String?]
        switch country {
        case "US", "CA":
            lines = [join(p.houseNumber, p.street), p.unit, p.poBox, p.city, join(p.region, p.postalCode), p.country]
        case "GB":
            lines = [p.unit, join(p.houseNumber, p.street), p.poBox, join(p.city, p.postalCode), p.country]
        case "FR":
            lines = [join(p.houseNumber, p.street), p.unit, p.poBox, join(p.postalCode, p.city), p.country]
        case "DE":
            lines = [join(p.street, p.houseNumber), p.unit, p.poBox, join(p.postalCode, p.city), p.country]
        case "ES":
            lines = [join(p.street, p.houseNumber, separator: ", "), p.unit, p.poBox, join(p.postalCode, p.city), p.country]
        case "BR":
            lines = [join(p.street, p.houseNumber, separator: ", "), p.unit, p.poBox, p.district,
                     join(p.city, p.region, separator: " - "), p.postalCode, p.country]
        case "PT":
            lines = [join(p.street, p.houseNumber, separator: ", "), p.unit, p.poBox, join(p.postalCode, p.city), p.country]
        case "RU":
            // Russian Post's order; the house number keeps its `д.` (дом) as addresses write it.
            lines = [join(p.street, p.houseNumber.map { "д. " + $0 }, separator: ", "), p.unit, p.poBox, p.city, p.region,
                     p.postalCode, p.country]
        default:
            lines = [join(p.street, p.houseNumber, separator: ", "), p.unit, p.poBox, p.district, p.city, p.region,
                     p.postalCode, p.country]
        }
        self.init(components: p, region: Locale.Region(country), formatted: lines.compactMap { $0 }.joined(separator: ", "))
    }
}
