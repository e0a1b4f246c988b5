import Foundation
import Testing
@testable import TextSense

/// A text, the one address it must yield (its exact span and country, and the components named) — or none.
struct AddressCase: CustomTestStringConvertible, Sendable {
    var input: String
    /// The matched text; `nil` when the text holds no address.
    var span: String?
    var country: String?
    /// Components to check, by JSON name (`street`, `houseNumber`, `unit`, `poBox`, `district`, `city`, `region`,
    /// `postalCode`, `country`); a component not named is not checked.
    var components: [String: String]
    /// The region the detector assumes (`DetectionContext.region`).
    var region: String

    var testDescription: String { "[\(region)] " + input.debugDescription }

    /// A positive case.
    init(_ input: String, _ span: String, _ country: String, _ components: [String: String] = [:],
         region: String? = nil) {
        self.input = input
        self.span = span
        self.country = country
        self.components = components
        self.region = region ?? country
    }

    /// A negative case: no address at all.
    init(none input: String, region: String) {
        self.input = input
        self.span = nil
        self.country = nil
        self.components = [:]
        self.region = region
    }

    func check() throws {
        let detector = try DataDetector(types: .address, context: DetectionContext(region: Locale.Region(region)))
        let found = detector.detections(in: input)
        guard let span else {
            #expect(found.isEmpty, "expected no address, found \(found.map(\.text))")
            return
        }
        #expect(found.count == 1, "expected one address, found \(found.map(\.text))")
        guard let d = found.first, case .address(let value) = d.value else {
            Issue.record("no address found in \(input.debugDescription)")
            return
        }
        #expect(d.text == span)
        #expect(value.region.identifier == country)
        let c = value.components
        let actual: [String: String?] = [
            "street": c.street, "houseNumber": c.houseNumber, "unit": c.unit, "poBox": c.poBox, "district": c.district, "city": c.city,
            "region": c.region, "postalCode": c.postalCode, "country": c.country,
        ]
        for (key, expected) in components.sorted(by: { $0.key < $1.key }) {
            #expect(actual[key] ?? nil == expected, "component \(key)")
        }
    }
}
