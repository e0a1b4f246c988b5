import Testing
@testable import TextSense

/// Every check-digit scheme: a valid number, the same number with one digit changed, and with two adjacent
/// digits transposed. The valid numbers were made with the schemes' published rules and cross-checked with
/// the Python `tracking-numbers` package; the changed and transposed ones it rejects.
@Suite("Tracking check digits")
struct TrackingCheckDigitTests {
    struct Scheme: CustomTestStringConvertible, Sendable {
        let name: String
        let carrier: String
        let product: String
        let valid: String
        let changed: String
        let transposed: String
        var testDescription: String { name }
    }

    static let schemes: [Scheme] = [
        .init(name: "UPS 1Z mod 10", carrier: "ups", product: "UPS",
              valid: "1Z2309720115134054", changed: "1Z2309720215134054", transposed: "1Z3209720115134054"),
        .init(name: "UPS 1Z with letters", carrier: "ups", product: "UPS",
              valid: "1ZA92E860309094466", changed: "1ZA92E860319094466", transposed: "1ZA29E860309094466"),
        .init(name: "UPS documentation example", carrier: "ups", product: "UPS",
              valid: "1Z999AA10123456784", changed: "1Z999AA10123456785", transposed: "1Z999AA10123465784"),
        .init(name: "FedEx Express 12 (weights 3 1 7, mod 11 mod 10)", carrier: "fedex", product: "FedEx Express (12)",
              valid: "321989059545", changed: "321989159545", transposed: "329189059545"),
        .init(name: "FedEx Ground 15 (mod 10, 3 1)", carrier: "fedex", product: "FedEx Ground",
              valid: "264824426058065", changed: "264824436058065", transposed: "268424426058065"),
        .init(name: "FedEx Ground SSCC-18", carrier: "fedex", product: "FedEx Ground (SSCC-18)",
              valid: "004848662495690496", changed: "004848662595690496", transposed: "008448662495690496"),
        .init(name: "FedEx Ground 96 (22)", carrier: "fedex", product: "FedEx Ground 96 (22)",
              valid: "9611020988868611751662", changed: "9611020988878611751662", transposed: "9611029088868611751662"),
        .init(name: "USPS 20 (mod 10, 3 1)", carrier: "usps", product: "USPS 20",
              valid: "71038360173208652552", changed: "71038360174208652552", transposed: "71308360173208652552"),
        .init(name: "USPS IMpb 22", carrier: "usps", product: "USPS 91",
              valid: "9400370182310361297015", changed: "9400370182320361297015", transposed: "9403070182310361297015"),
        .init(name: "DHL Express 10 (mod 7)", carrier: "dhl", product: "DHL Express",
              valid: "7829477154", changed: "7829487154", transposed: "7824977154"),
        .init(name: "UPU S10 (mod 11)", carrier: "upu", product: "S10",
              valid: "RR194102851GB", changed: "RR194112851GB", transposed: "RR914102851GB"),
        .init(name: "UPU S10 check 5 (remainder 0)", carrier: "upu", product: "S10",
              valid: "RR123456785DE", changed: "RR123456775DE", transposed: "RR213456785DE"),
        .init(name: "OnTrac (mod 10, 2 1)", carrier: "ontrac", product: "OnTrac",
              valid: "C15129642013517", changed: "C15129643013517", transposed: "C11529642013517"),
        .init(name: "Почта России 14 (mod 10, 3 1)", carrier: "russian_post", product: "Почта России (14)",
              valid: "10100001000010", changed: "10100001000110", transposed: "10100001000100"),
    ]

    @Test("the valid number is read with its carrier", arguments: schemes)
    func valid(_ s: Scheme) throws {
        guard case .valid(let v) = TrackingNumbers.read(s.valid, allowUnchecked: false) else {
            Issue.record("\(s.valid) rejected")
            return
        }
        #expect(v.carrier == s.carrier)
        #expect(v.product == s.product)
        #expect(v.number == s.valid)
        #expect(v.checkDigitVerified)
    }

    @Test("one digit changed is rejected", arguments: schemes)
    func changed(_ s: Scheme) {
        guard case .invalid(let reason) = TrackingNumbers.read(s.changed, allowUnchecked: false) else {
            Issue.record("\(s.changed) accepted")
            return
        }
        #expect(reason.contains("check digit") || reason.contains("not used"))
    }

    @Test("two adjacent digits transposed are rejected", arguments: schemes)
    func transposed(_ s: Scheme) {
        if case .valid(let v) = TrackingNumbers.read(s.transposed, allowUnchecked: false) {
            Issue.record("\(s.transposed) accepted as \(v.product)")
        }
    }

    @Test("S10 items name their country's postal operator")
    func s10Operator() throws {
        guard case .valid(let v) = TrackingNumbers.read("RR123456785DE", allowUnchecked: false) else {
            Issue.record("rejected")
            return
        }
        #expect(v.country == "DE")
        #expect(v.postalOperator == "deutsche_post")
        #expect(v.trackingURL?.absoluteString.hasPrefix("https://www.deutschepost.de/") == true)
    }

    @Test("an S10 item of a country that is not a UPU member code is rejected")
    func s10Country() {
        guard case .invalid = TrackingNumbers.read("RR123456785XX", allowUnchecked: false) else {
            Issue.record("accepted")
            return
        }
    }

    @Test("a format without a check digit needs a tracking word")
    func unchecked() {
        guard case .invalid(let reason) = TrackingNumbers.read("TBA123456789012", allowUnchecked: false) else {
            Issue.record("accepted without a word")
            return
        }
        #expect(reason.contains("tracking word"))
        guard case .valid(let v) = TrackingNumbers.read("TBA123456789012", allowUnchecked: true) else {
            Issue.record("rejected after a word")
            return
        }
        #expect(v.carrier == "amazon")
        #expect(!v.checkDigitVerified)
    }

    @Test("allowed field values are a set lookup, not an expression", arguments: [
        ("(?:AF)|(?:AL)|(?:DZ)", "AL", true), ("(?:AF)|(?:AL)|(?:DZ)", "XX", false), ("(?:AF)|(?:AL)", "AFA", false),
        ("(?:01)|(?:A0)|(?:YW)", "YW", true), ("(?:E[A-Z])|(?:L[A-Z])", "EZ", true), ("(?:E[A-Z])|(?:L[A-Z])", "E1", false),
    ])
    func allowedValues(pattern: String, value: String, matches: Bool) {
        #expect((CompiledPattern(pattern).match(value) != nil) == matches)
    }

    @Test("every expression of the table is short enough for corelibs to compile without leaking")
    func expressionLengths() {
        // `TrackingFormat.all` traps on an over-long expression; the country list of S10 is the long one.
        #expect(TrackingFormat.all.count > 15)
        let countries = (["AF", "AL"] + (0..<200).map { String(format: "%03d", $0) }).map { "(?:\($0))" }.joined(separator: "|")
        #expect(!CompiledPattern.needsExpression(countries))
        #expect(CompiledPattern.needsExpression("(?:E[A-Z])|(?:L[A-Z])"))
    }
}
