import Foundation
import Testing
@testable import TextSense

/// One quantity case: text, locale, expected `text value unit system [≈ value unit]` (nil: none).
struct QuantityCase: CustomTestStringConvertible, Sendable {
    let text: String
    let locale: String
    let expected: String?
    init(_ text: String, _ expected: String?) {
        self.init(text, "en_US", expected)
    }
    init(_ text: String, _ locale: String, _ expected: String?) {
        self.text = text
        self.locale = locale
        self.expected = expected
    }
    var testDescription: String { "\(locale): \(text)" }
}

@Suite("Quantities: a number with a CLDR unit")
struct QuantityDetectorTests {
    static func line(_ text: String, locale: String) throws -> String? {
        let detector = try DataDetector(types: .quantity, context: DetectionContext(locale: Locale(identifier: locale)))
        let lines = detector.detections(in: text).map { d -> String in
            guard case .quantity(let v) = d.value else { return "not a quantity" }
            return "\(d.text) \(v.value) \(v.unit) \(v.system)" + v.converted.map { " ≈ \($0.value) \($0.unit)" }.joined()
        }
        return lines.isEmpty ? nil : lines.joined(separator: " | ")
    }

    static let cases: [QuantityCase] = [
        QuantityCase("run 5 km today", "5 km 5 kilometer metric ≈ 3.1 mile"),
        QuantityCase("drive 12 mph", "12 mph 12 mile-per-hour us ≈ 19 kilometer-per-hour"),
        QuantityCase("it is 72°F", "72°F 72 fahrenheit us ≈ 22 celsius"),
        QuantityCase("it is -3 °C", "-3 °C -3 celsius metric ≈ 27 fahrenheit"),
        QuantityCase("бутылка 1,5 л", "ru_RU", "1,5 л 1.5 liter metric ≈ 0.4 gallon"),
        QuantityCase("2 Liter Milch", "de_DE", "2 Liter 2 liter metric ≈ 0.53 gallon"),
        QuantityCase("500 g flour", "500 g 500 gram metric ≈ 17.6 ounce"),
        QuantityCase("10 m² room", "10 m² 10 square-meter metric ≈ 108 square-foot"),
        QuantityCase("16 GB RAM", "16 GB 16 gigabyte metric"),
        QuantityCase("2.4 GHz band", "2.4 GHz 2.4 gigahertz metric"),
        QuantityCase("add 1½ cups", "1½ cups 1.5 cup us ≈ 355 milliliter"),
        QuantityCase("weighs 150 pounds", "150 pounds 150 pound us ≈ 68 kilogram"),
        QuantityCase("5 miles", "5 miles 5 mile us ≈ 8 kilometer"),
        QuantityCase("a 3 gallon tank", "3 gallon 3 gallon us ≈ 11 liter"),
        QuantityCase("à 100 kilomètres", "fr_FR", "100 kilomètres 100 kilometer metric ≈ 62.1 mile"),
        QuantityCase("a 20 kilómetros", "es_ES", "20 kilómetros 20 kilometer metric ≈ 12 mile"),
        QuantityCase("pesa 3 quilos", "pt_BR", nil),
        QuantityCase("100 km/h", "100 km/h 100 kilometer-per-hour metric ≈ 62.1 mile-per-hour"),
        QuantityCase("60 kWh battery", "60 kWh 60 kilowatt-hour metric"),
        // Numbers in words before a unit's name.
        QuantityCase("five kilometers", "five kilometers 5 kilometer metric ≈ 3.1 mile"),
        QuantityCase("a hundred grams", "a hundred grams 100 gram metric ≈ 3.53 ounce"),
        QuantityCase("twelve degrees Fahrenheit", "twelve degrees Fahrenheit 12 fahrenheit us ≈ -11 celsius"),
        QuantityCase("zwei Liter Milch", "de_DE", "zwei Liter 2 liter metric ≈ 0.53 gallon"),
        QuantityCase("dreihundert Gramm", "de_DE", "dreihundert Gramm 300 gram metric ≈ 10.6 ounce"),
        QuantityCase("cinq kilomètres", "fr_FR", "cinq kilomètres 5 kilometer metric ≈ 3.1 mile"),
        QuantityCase("cinco quilômetros", "pt_BR", "cinco quilômetros 5 kilometer metric ≈ 3.1 mile"),
        QuantityCase("три килограмма", "ru_RU", "три килограмма 3 kilogram metric ≈ 6.6 pound"),
        QuantityCase("dos kilómetros", "es_ES", "dos kilómetros 2 kilometer metric ≈ 1.2 mile"),
        // Compound measures, in the smaller unit.
        QuantityCase("He is 5 ft 10 in tall", "5 ft 10 in 70 inch us ≈ 178 centimeter"),
        QuantityCase("a 3 ft 2 in shelf", "3 ft 2 in 38 inch us ≈ 96.5 centimeter"),
        QuantityCase("a 3'6\" door", "3'6\" 42 inch us ≈ 107 centimeter"),
        QuantityCase("5′10″", "5′10″ 70 inch us ≈ 178 centimeter"),
        QuantityCase("weighs 5 lb 3 oz", "5 lb 3 oz 83 ounce us ≈ 2353 gram"),
        QuantityCase("12 st 5 lb", "12 st 5 lb 173 pound us ≈ 78.5 kilogram"),
        QuantityCase("Il mesure 1 m 80.", "fr_FR", "1 m 80 180 centimeter metric ≈ 70.9 inch"),
        QuantityCase("mide 1m80", "es_ES", "1m80 180 centimeter metric ≈ 70.9 inch"),
        QuantityCase("2 m 30 people", "2 m 2 meter metric ≈ 6.6 foot"),
        QuantityCase("5 ft 15 in", "5 ft 5 foot us ≈ 1.5 meter"),
        // Not quantities.
        QuantityCase("j'ai lu un livre", "fr_FR", nil),
        QuantityCase("inputs larger than 2^31 bytes", nil),
        QuantityCase("the 2nd and the 1st", nil),
        QuantityCase("room 12B at 07#", nil),
        QuantityCase("построен в 1962 г.", "ru_RU", nil),
        QuantityCase("casa com 4 quartos", "pt_BR", nil),
        QuantityCase("Node 17.0 o superior", "es_ES", nil),
        QuantityCase("ein Meter", "de_DE", nil),
        QuantityCase("five m away", nil),
        QuantityCase("meet 5 in the morning", nil),
        QuantityCase("version 1.2.3 m", nil),
        QuantityCase("up 50% today", nil),
        QuantityCase("room A4 m", nil),
    ]

    @Test("case table", arguments: cases)
    func table(_ c: QuantityCase) throws {
        #expect(try Self.line(c.text, locale: c.locale) == c.expected)
    }

    @Test("action: copy titled with the conversion")
    func action() throws {
        let d = try #require(try DataDetector(types: .quantity).detections(in: "run 5 km").first)
        #expect(d.description == #"quantity 4..<8 "5 km" [copy]"#)
        #expect(d.actions[0].title == "5 km ≈ 3.1 mi")
        var w = JSONWriter()
        d.value.writeJSON(to: &w)
        #expect(String(decoding: w.bytes, as: UTF8.self)
                == #"{"value":"5","unit":"kilometer","system":"metric","converted":[{"value":"3.1","unit":"mile"}]}"#)
    }

    @Test("the title is formatted per locale by ICU's number formatter with units", arguments: [
        ("run 5 km", "en_US", "5 km ≈ 3.1 mi"),
        ("cours 5 km", "fr_FR", "5\u{202F}km ≈ 3,1\u{202F}mi"),
        ("бег 5 км", "ru_RU", "5 км ≈ 3,1 ми"),
        ("es ist 72°F", "de_DE", "72 °F ≈ 22 °C"),
        ("it is 72°F", "en_US", "72°F ≈ 22°C"),
        ("1 234,5 km", "fr_FR", "1\u{202F}234,5\u{202F}km ≈ 767,08\u{202F}mi"),
        ("16 GB", "en_US", "16 GB"),
    ])
    func localizedTitle(_ text: String, _ locale: String, _ title: String) throws {
        let detector = try DataDetector(types: .quantity, context: DetectionContext(locale: Locale(identifier: locale)))
        let d = try #require(detector.detections(in: text).first)
        #expect(d.actions.first?.title == title)
    }

    @Test("conversions use CLDR's exact factors", arguments: [("1", "mile", "1.6"), ("100", "fahrenheit", "37.8"),
                                                              ("1000", "foot", "304.8"), ("212", "fahrenheit", "100")])
    func exact(_ c: (String, String, String)) throws {
        let unit = try #require(UnitTable.shared.units[c.1])
        #expect(UnitTable.shared.converted(c.0, from: unit)?.value == c.2)
    }
}
