import Foundation

/// Postal-code fields, read with the formats the address detector uses (`PostalCodeFormat`).
enum PostalCodeField {
    static func validate(_ field: String, region: Locale.Region) -> FieldValidation {
        let code = region.identifier.uppercased()
        let format: PostalCodeFormat
        if code == "PT" {
            format = .portugal
        } else if let country = AddressCountry.all.first(where: { $0.code == code }) {
            format = country.postalCode
        } else {
            let known = (AddressCountry.all.map(\.code) + ["PT"]).sorted().joined(separator: ", ")
            return .invalid("postal codes of \(code) are not known (known: \(known))")
        }
        let b = Array(field.utf8)
        guard matches(b, format) else { return .invalid("not a postal code of \(code) (\(example(format)))") }
        let normalized = code == "GB" || code == "CA" ? field.uppercased() : field
        return .valid(PostalCode(code: normalized, region: code))
    }

    private static func matches(_ b: [UInt8], _ format: PostalCodeFormat) -> Bool {
        func d(_ i: Int) -> Bool { i < b.count && b[i] >= 0x30 && b[i] <= 0x39 }
        func l(_ i: Int) -> Bool { i < b.count && ((b[i] | 0x20) >= 0x61 && (b[i] | 0x20) <= 0x7A) }
        func digits(_ r: Range<Int>) -> Bool { r.allSatisfy(d) }
        switch format {
        case .zip: return (b.count == 5 && digits(0..<5)) || (b.count == 10 && digits(0..<5) && b[5] == 0x2D && digits(6..<10))
        case .fiveDigits: return b.count == 5 && digits(0..<5)
        case .sixDigits: return b.count == 6 && digits(0..<6)
        case .brazil: return (b.count == 9 && digits(0..<5) && b[5] == 0x2D && digits(6..<9)) || (b.count == 8 && digits(0..<8))
        case .portugal: return b.count == 8 && digits(0..<4) && b[4] == 0x2D && digits(5..<8)
        case .canada:
            let s = b.filter { $0 != 0x20 }
            return s.count == 6 && b.count <= 7 && [0, 2, 4].allSatisfy { i in (s[i] | 0x20) >= 0x61 && (s[i] | 0x20) <= 0x7A }
                && [1, 3, 5].allSatisfy { s[$0] >= 0x30 && s[$0] <= 0x39 }
        case .britain:
            // Outward A9 A99 AA9 AA99 A9A AA9A, a space (optional in forms), inward 9AA.
            let s = b.filter { $0 != 0x20 }
            guard s.count >= 5, s.count <= 7, b.count - s.count <= 1 else { return false }
            let inward = Array(s.suffix(3)), outward = Array(s.prefix(s.count - 3))
            func isL(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
            func isD(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
            guard isD(inward[0]), isL(inward[1]), isL(inward[2]), isL(outward[0]) else { return false }
            let shape = String(outward.map { isL($0) ? "A" : isD($0) ? "9" : "?" })
            return ["A9", "A99", "AA9", "AA99", "A9A", "AA9A"].contains(shape)
        }
    }

    private static func example(_ format: PostalCodeFormat) -> String {
        switch format {
        case .zip: return "5 digits or ZIP+4: 94043, 94043-1351"
        case .fiveDigits: return "5 digits"
        case .sixDigits: return "6 digits"
        case .brazil: return "CEP: 01310-200"
        case .portugal: return "1100-218"
        case .canada: return "A9A 9A9: M5H 2G4"
        case .britain: return "SW1A 2AA"
        }
    }
}
