import Foundation

/// Reads a compacted string (ASCII letters and digits) as a tracking number of any known format.
enum TrackingNumbers {
    /// The result of reading one number: the value, or the most telling reason it is none.
    enum Reading: Sendable {
        case valid(TrackingValue)
        case invalid(String)
    }

    /// Reads `number` (no spaces). Formats without a check digit are accepted only when `allowUnchecked`
    /// (a tracking word precedes, or the caller says the field is a tracking number).
    ///
    /// - Complexity: O(k) regular-expression matches over a string of at most 40 bytes, k the format count.
    static func read(_ number: String, allowUnchecked: Bool) -> Reading {
        let n = number.utf8.count
        guard n >= 10, n <= 40 else {
            return .invalid(n < 10 ? "too short for a tracking number (\(n) characters)" : "too long for a tracking number (\(n) characters)")
        }
        guard number.utf8.allSatisfy({ isAlnum($0) }) else {
            return .invalid("a tracking number holds only letters and digits")
        }
        var reason: String?
        // The first format without a check digit that matched: its value is built only when it is returned.
        var unchecked: TrackingFormat?
        for format in TrackingFormat.all {
            switch format.failure(number) {
            case .format?:
                continue
            case .field(let group)?:
                reason = reason ?? "\(format.product): \(fieldName(group)) not used by \(format.carrier)"
            case .checkDigit?:
                reason = reason ?? "\(format.product): check digit does not match"
            case nil:
                if format.hasCheckDigit { return .valid(value(number, format)) }
                if unchecked == nil { unchecked = format }
            }
        }
        if let unchecked {
            if allowUnchecked { return .valid(value(number, unchecked)) }
            reason = reason ?? "\(unchecked.product) numbers carry no check digit: only accepted after a tracking word"
        }
        return .invalid(reason ?? "no carrier uses this format")
    }

    /// Whether some format may read `compact` (ASCII letters and digits, 10–40 of them; `allDigits` when it holds no
    /// letter): its length, opening and digits pass the checks a format makes before its expression, so `read`
    /// turns away whatever this does.
    static func mayRead(_ compact: ArraySlice<UInt8>, allDigits: Bool) -> Bool {
        TrackingFormat.all.contains { $0.mayMatch(compact, allDigits: allDigits) }
    }

    private static func value(_ number: String, _ format: TrackingFormat) -> TrackingValue {
        var v = TrackingValue(carrier: format.carrier, number: number, product: format.product,
                              trackingURL: format.trackingURL(number), checkDigitVerified: format.hasCheckDigit)
        if format.checksum == .s10 {
            let country = String(number.suffix(2))
            v.country = country
            if let op = S10.operators[country] {
                v.postalOperator = op.id
                v.trackingURL = URL(string: TrackingFormat.filled(op.url, with: number))
            }
        }
        return v
    }

    private static func fieldName(_ group: String) -> String {
        switch group {
        case "ServiceType": return "service code"
        case "CountryCode": return "country code"
        case "ShippingContainerType": return "container type"
        default: return group
        }
    }

    static func isAlnum(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
}
