/// Which detectors a `DataDetector` runs.
///
/// ```swift
/// let detector = try DataDetector(types: [.link, .email])
/// ```
public struct DetectionTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Links: `https://…`, `www.…`, bare domains with a public suffix (`swift.org`).
    public static let link = DetectionTypes(rawValue: 1 << 0)
    /// Email addresses.
    public static let email = DetectionTypes(rawValue: 1 << 1)
    /// Phone numbers (libphonenumber, read with the context's region and leniency).
    public static let phone = DetectionTypes(rawValue: 1 << 2)

    /// Postal addresses (US, CA, GB, DE, FR, ES, BR, RU).
    public static let address = DetectionTypes(rawValue: 1 << 3)

    /// Dates, times, date ranges and events (`tomorrow at 5pm`, `15.12.2026`). 
    public static let date = DetectionTypes(rawValue: 1 << 4)

    /// Amounts of money (`$5`, `1 234,56 ₽`, `20 dollars`).
    public static let money = DetectionTypes(rawValue: 1 << 5)

    /// Physical quantities (`5 km`, `72°F`, `16 GB`).
    public static let quantity = DetectionTypes(rawValue: 1 << 6)

    /// Shipment tracking numbers (UPS, FedEx, USPS, DHL, OnTrac, Amazon, Почта России, UPU S10 items).
    public static let tracking = DetectionTypes(rawValue: 1 << 7)

    /// Flight numbers (`UA 837` after a flight word or with a route), with airports and a zoned date.
    public static let flight = DetectionTypes(rawValue: 1 << 8)

    /// Every detector this version has.
    public static let all: DetectionTypes = [.link, .email, .phone, .address, .date, .money, .quantity, .tracking, .flight]

    /// The type for one detection kind.
    public init(_ kind: Detection.Kind) {
        switch kind {
        case .link: self = .link
        case .email: self = .email
        case .phone: self = .phone
        case .date: self = .date
        case .address: self = .address
        case .tracking: self = .tracking
        case .flight: self = .flight
        case .money: self = .money
        case .quantity: self = .quantity
        }
    }

    /// The kinds in this set, in `Detection.Kind` order.
    public var kinds: [Detection.Kind] { Detection.Kind.allCases.filter { contains(DetectionTypes($0)) } }

    /// Parses a comma-separated list of kind names (`"link,email"`); `nil` names the first unknown one
    /// through `unknown`.
    public init?(names: String, unknown: inout String?) {
        var set: DetectionTypes = []
        for raw in names.split(separator: ",", omittingEmptySubsequences: true) {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if name == "all" { set.formUnion(.all); continue }
            guard let kind = Detection.Kind(rawValue: name) else { unknown = String(name); return nil }
            set.insert(DetectionTypes(kind))
        }
        guard !set.isEmpty else { unknown = names; return nil }
        self = set
    }
}

import Foundation
