import Foundation
import Testing
@testable import TextSense

/// Whole-field validation: the value, or a reason a user can act on.
@Suite("Field validator")
struct FieldValidatorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let field: String
        let kind: FieldKind
        let region: String
        /// `nil`: valid; else a word the reason must contain.
        let reason: String?
        var testDescription: String { "\(kind.rawValue) \(field.debugDescription) \(region)" }
        init(_ field: String, _ kind: FieldKind, _ region: String = "US", reason: String? = nil) {
            self.field = field; self.kind = kind; self.region = region; self.reason = reason
        }
    }

    static let cases: [Case] = [
        .init("ana@example.com", .email),
        .init("  ana@example.com \n", .email),
        .init("ana@", .email, reason: "domain"),
        .init("ana.example.com", .email, reason: "@"),
        .init("ana@example.com and more", .email, reason: "spaces"),
        .init("josé@example.es", .email),
        .init("o'brien@example.ie", .email),
        .init("a..b@example.com", .email, reason: "dot"),
        .init(".ana@example.com", .email, reason: "dot"),
        .init("https://swift.org/about", .url),
        .init("swift.org", .url),
        .init("not a link", .url, reason: "spaces"),
        .init("+1 650-253-0000", .phone),
        .init("(650) 253-0000", .phone),
        .init("12", .phone, reason: "too short for US"),
        .init("030 12345678", .phone, "DE"),
        .init("+49 30 1", .phone, "DE", reason: "DE"),
        .init("hello", .phone, reason: "not a phone number"),
        .init("94043", .postalCode),
        .init("94043-1351", .postalCode),
        .init("9404", .postalCode, reason: "not a postal code of US"),
        .init("SW1A 2AA", .postalCode, "GB"),
        .init("sw1a2aa", .postalCode, "GB"),
        .init("SW1A 2A", .postalCode, "GB", reason: "GB"),
        .init("M5H 2G4", .postalCode, "CA"),
        .init("10117", .postalCode, "DE"),
        .init("01310-200", .postalCode, "BR"),
        .init("1100-218", .postalCode, "PT"),
        .init("125009", .postalCode, "RU"),
        .init("1234", .postalCode, "JP", reason: "not known"),
        .init("2026-12-15", .date),
        .init("tomorrow at 5pm", .date),
        .init("next blue moon", .date, reason: "not a date"),
        .init("1Z 999 AA1 01 2345 6784", .tracking),
        .init("1z999aa10123456784", .tracking),
        .init("1Z999AA10123456785", .tracking, reason: "check digit"),
        .init("TBA123456789012", .tracking),
        .init("12345", .tracking, reason: "too short"),
        .init("UA 837", .flight),
        .init("LH400", .flight),
        .init("UA 83777", .flight, reason: "flight number"),
        .init("USD 1,250.00", .money),
        .init("12,50 €", .money, "DE"),
        .init("$5", .money),
        .init("-€20", .money, "DE"),
        .init("1 250", .money, "FR", reason: "needs a currency"),
        .init("5 apples", .money, reason: "not one money amount"),
        .init("$5 and €6", .money, reason: "not one money amount"),
        .init("$PATH", .money, reason: "not one money amount"),
        .init("", .email, reason: "empty"),
    ]

    @Test("cases", arguments: cases)
    func validate(_ c: Case) throws {
        let v = try FieldValidator(context: DetectionContext(region: Locale.Region(c.region)))
        let result = v.validate(c.field, as: c.kind)
        if let reason = c.reason {
            #expect(!result.isValid)
            #expect(result.reason?.contains(reason) == true, "reason: \(result.reason ?? "nil")")
        } else {
            #expect(result.isValid, "reason: \(result.reason ?? "nil")")
        }
    }

    @Test("the value is the detector's value")
    func sameValue() throws {
        let detector = try DataDetector(types: [.tracking])
        let inText = try #require(detector.detections(in: "tracking RR123456785DE").first?.value)
        #expect(try detector.validate("RR 123 456 785 DE", as: .tracking).value == inText)
    }

    @Test("JSON shapes")
    func json() throws {
        let v = try FieldValidator(context: DetectionContext(region: Locale.Region("GB")))
        var w = JSONWriter()
        v.validate("sw1a 2aa", as: .postalCode).writeJSON(kind: .postalCode, to: &w)
        #expect(String(decoding: w.bytes, as: UTF8.self)
                == #"{"kind":"postal-code","valid":true,"value":{"postalCode":"SW1A 2AA","countryCode":"GB"}}"#)
        var e = JSONWriter()
        v.validate("12", as: .phone).writeJSON(kind: .phone, to: &e)
        #expect(String(decoding: e.bytes, as: UTF8.self) == #"{"kind":"phone","valid":false,"reason":"phone number too short for GB"}"#)
    }
}
