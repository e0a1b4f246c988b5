import Foundation

/// Email fields: the address, or which part is wrong.
enum EmailField {
    static func validate(_ field: String, whole: Detection.Value?) -> FieldValidation {
        if let whole { return .valid(whole) }
        let parts = field.split(separator: "@", omittingEmptySubsequences: false)
        if parts.count != 2 { return .invalid(parts.count < 2 ? "an email address needs an @" : "an email address has one @") }
        if parts[0].isEmpty { return .invalid("nothing before the @") }
        if parts[1].isEmpty { return .invalid("no domain after the @") }
        if field.contains(where: \.isWhitespace) { return .invalid("an email address holds no spaces") }
        if !parts[1].contains(".") { return .invalid("the domain \(parts[1]) has no dot") }
        if parts[0].hasPrefix(".") || parts[0].hasSuffix(".") || parts[0].contains("..") {
            return .invalid("a dot may not start or end the name before the @, nor follow another dot")
        }
        return .invalid("not a valid email address")
    }
}

/// Phone fields: libphonenumber's reading of the whole field for the context's region.
enum PhoneField {
    static func validate(_ field: String, context: DetectionContext) -> FieldValidation {
        guard let engine = PhoneNumberEngine.shared else { return .invalid("the phone number engine is not available") }
        let region = context.region.identifier.uppercased()
        if let problem = engine.fieldProblem(field, region: region) {
            switch problem {
            case .notANumber: return .invalid("not a phone number")
            case .invalidCountryCode: return .invalid("unknown country calling code")
            case .tooShort: return .invalid("phone number too short for \(region)")
            case .tooLong: return .invalid("phone number too long for \(region)")
            case .invalidLength: return .invalid("no phone number of \(region) has this many digits")
            case .invalid: return .invalid("not a valid phone number for \(region)")
            }
        }
        // The detector gives the same value shape as in text.
        var found: [Candidate] = []
        withUTF8Bytes(of: field) { bytes in
            PhoneDetector().detect(in: UTF8Text(bytes: bytes), context: context, into: &found)
        }
        if found.count == 1, found[0].range == 0..<field.utf8.count { return .valid(found[0].value) }
        return .invalid("not a valid phone number for \(region)")
    }
}

/// Tracking fields: any known carrier format, spaces allowed, letters in either case; numbers without a check
/// digit are accepted (the field says what it is).
enum TrackingField {
    static func validate(_ field: String) -> FieldValidation {
        let compact = String(field.filter { $0 != " " && $0 != "\u{A0}" })
        var reading = TrackingNumbers.read(compact, allowUnchecked: true)
        if case .invalid = reading, compact.uppercased() != compact {
            if case .valid(let v) = TrackingNumbers.read(compact.uppercased(), allowUnchecked: true) { reading = .valid(v) }
        }
        switch reading {
        case .valid(let v): return .valid(.tracking(v))
        case .invalid(let reason): return .invalid(reason)
        }
    }
}

/// Flight fields: a designator and a number, nothing else.
enum FlightField {
    static func validate(_ field: String) -> FieldValidation {
        withUTF8Bytes(of: field) { bytes in
            let text = UTF8Text(bytes: bytes)
            var end = 0
            while end < text.count, FlightScan.isAlnum(text[end]) { end += 1 }
            guard end > 0, let m = FlightScan.number(at: 0, tokenEnd: end, in: text), m.range.upperBound == text.count else {
                return .invalid("a flight number is an airline code and 1–4 digits (UA 837, LH400)")
            }
            return .valid(.flight(FlightValue(airline: m.airline, flight: m.flight)))
        }
    }
}

/// Money fields: one amount with its currency (code, symbol or name), read like the detector reads text.
enum MoneyField {
    static func validate(_ field: String, whole: Detection.Value?) -> FieldValidation {
        if let whole { return .valid(whole) }
        if !field.contains(where: \.isNumber), !field.contains(where: \.isLetter) {
            return .invalid("a money amount needs a number")
        }
        if field.allSatisfy({ $0.isNumber || ".,' -\u{A0}".contains($0) }) {
            return .invalid("a money amount needs a currency (USD 5, 5 €, $5)")
        }
        return .invalid("not one money amount with a currency (USD 1,250.00, 12,50 €, twenty dollars)")
    }
}
