import Foundation
import Testing
@testable import TextSense

/// Russian numbers in their oblique cases (ICU's case rule sets) in money and quantities; the readings are in
/// `NumberWordsTests`.
@Suite("Number words: Russian oblique cases")
struct ObliqueNumberWordsTests {
    @Test("money and quantities in oblique cases", arguments: [
        ("около трёх тысяч рублей", "money трёх тысяч рублей 3000 RUB"),
        ("не больше двадцати километров", "quantity двадцати километров 20 kilometer"),
        ("с пятью литрами воды", "quantity пятью литрами 5 liter"),
        ("к двумстам граммам муки", "quantity двумстам граммам 200 gram"),
        ("о пяти детях", nil),
        ("без трёх минут", "quantity трёх минут 3 minute"),
    ] as [(String, String?)])
    func detections(_ text: String, _ expected: String?) throws {
        let detector = try DataDetector(types: [.money, .quantity], context: DetectionContext(locale: Locale(identifier: "ru_RU")))
        let lines = detector.detections(in: text).map { d -> String in
            switch d.value {
            case .money(let v): return "money \(d.text) \(v.amount) \(v.currency)"
            case .quantity(let v): return "quantity \(d.text) \(v.value) \(v.unit)"
            default: return "other"
            }
        }
        #expect((lines.isEmpty ? nil : lines.joined(separator: " | ")) == expected)
    }
}
