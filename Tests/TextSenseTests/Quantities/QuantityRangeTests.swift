import Foundation
import Testing
@testable import TextSense

/// Ranges with one unit after the upper end: `text value max unit` (nil: no quantity).
@Suite("Quantities: ranges")
struct QuantityRangeTests {
    static func line(_ text: String, locale: String) throws -> String? {
        let detector = try DataDetector(types: .quantity, context: DetectionContext(locale: Locale(identifier: locale)))
        let lines = detector.detections(in: text).map { d -> String in
            guard case .quantity(let v) = d.value else { return "not a quantity" }
            return "\(d.text) \(v.value)" + (v.max.map { " max \($0)" } ?? "") + " \(v.unit)"
        }
        return lines.isEmpty ? nil : lines.joined(separator: " | ")
    }

    static let cases: [QuantityCase] = [
        QuantityCase("keep 40–60 km/h here", "40–60 km/h 40 max 60 kilometer-per-hour"),
        QuantityCase("lift 5 to 10 kg", "5 to 10 kg 5 max 10 kilogram"),
        QuantityCase("between 5 and 10 miles", "5 and 10 miles 5 max 10 mile"),
        QuantityCase("wait 10-15 min", "10-15 min 10 max 15 minute"),
        QuantityCase("from -5 to 10 °C", "-5 to 10 °C -5 max 10 celsius"),
        QuantityCase("1.5 - 2 liters", "1.5 - 2 liters 1.5 max 2 liter"),
        QuantityCase("entre 3 et 5 km", "fr_FR", "3 et 5 km 3 max 5 kilometer"),
        QuantityCase("de 3 à 5 kilomètres", "fr_FR", "3 à 5 kilomètres 3 max 5 kilometer"),
        QuantityCase("от 5 до 10 кг", "ru_RU", "5 до 10 кг 5 max 10 kilogram"),
        QuantityCase("между 2 и 3 литрами", "ru_RU", "2 и 3 литрами 2 max 3 liter"),
        QuantityCase("5 bis 10 Liter", "de_DE", "5 bis 10 Liter 5 max 10 liter"),
        QuantityCase("zwischen 2 und 4 Stunden", "de_DE", "2 und 4 Stunden 2 max 4 hour"),
        QuantityCase("de 5 a 10 kilómetros", "es_ES", "5 a 10 kilómetros 5 max 10 kilometer"),
        QuantityCase("entre 2 y 3 litros", "es_ES", "2 y 3 litros 2 max 3 liter"),
        QuantityCase("entre 2 e 3 litros", "pt_BR", "2 e 3 litros 2 max 3 liter"),
        QuantityCase("de 1,5 a 2 kg", "pt_BR", "1,5 a 2 kg 1.5 max 2 kilogram"),
        // Not ranges.
        QuantityCase("won 3-1 at home", nil),
        QuantityCase("5 to 10 people", nil),
        QuantityCase("ouvert de 12 à 14h", "fr_FR", "14h 14 hour"),
        QuantityCase("from 10 to 5 km", "5 km 5 kilometer"),
        QuantityCase("pages 5 and 10 km", "10 km 10 kilometer"),
        QuantityCase("5 km to 10 km", "5 km 5 kilometer | 10 km 10 kilometer"),
        QuantityCase("score 2:1 kg", "1 kg 1 kilogram"),
        QuantityCase("версия 5 до 10", "ru_RU", nil),
    ]

    @Test("case table", arguments: cases)
    func table(_ c: QuantityCase) throws {
        #expect(try Self.line(c.text, locale: c.locale) == c.expected)
    }

    @Test("JSON: max after value, both ends converted")
    func json() throws {
        let d = try #require(try DataDetector(types: .quantity).detections(in: "keep 40–60 km/h").first)
        var w = JSONWriter()
        d.value.writeJSON(to: &w)
        #expect(String(decoding: w.bytes, as: UTF8.self)
                == #"{"value":"40","max":"60","unit":"kilometer-per-hour","system":"metric","converted":[{"value":"25","max":"37","unit":"mile-per-hour"}]}"#)
        #expect(d.actions.first?.title == "40 km/h – 60 km/h ≈ 25 mph – 37 mph")
    }

}
