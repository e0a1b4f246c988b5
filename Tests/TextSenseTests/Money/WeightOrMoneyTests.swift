import Foundation
import Testing
@testable import TextSense

/// `forty pounds` with money and quantities both on: `kind text value` of each detection (nil: none).
struct WeightOrMoneyCase: CustomTestStringConvertible, Sendable {
    let text: String
    let locale: String
    let region: String?
    let expected: String?
    init(_ text: String, _ locale: String, region: String? = nil, _ expected: String?) {
        self.text = text
        self.locale = locale
        self.region = region
        self.expected = expected
    }
    var testDescription: String { "\(locale)\(region.map { "/" + $0 } ?? ""): \(text)" }
}

@Suite("Money or weight: pounds, Pfund, libras, фунты by their neighbours")
struct WeightOrMoneyTests {
    static func line(_ c: WeightOrMoneyCase) throws -> String? {
        let context = DetectionContext(locale: Locale(identifier: c.locale), region: c.region.map { Locale.Region($0) })
        let detector = try DataDetector(types: [.money, .quantity], context: context)
        let lines = detector.detections(in: c.text).map { d -> String in
            switch d.value {
            case .money(let v): return "money \(d.text) \(v.amount) \(v.currency)"
            case .quantity(let v): return "quantity \(d.text) \(v.value) \(v.unit)"
            default: return "other"
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: " | ")
    }

    static let cases: [WeightOrMoneyCase] = [
        // A weight word, or `of` after the name: a weight, wherever the text is from.
        WeightOrMoneyCase("the box weighs forty pounds", "en_US", "quantity forty pounds 40 pound"),
        WeightOrMoneyCase("the box weighs forty pounds", "en_GB", "quantity forty pounds 40 pound"),
        WeightOrMoneyCase("she lost 40 pounds last year", "en_GB", "quantity 40 pounds 40 pound"),
        WeightOrMoneyCase("buy 40 pounds of flour", "en_GB", "quantity 40 pounds 40 pound"),
        WeightOrMoneyCase("Das Paket wiegt zwei Pfund.", "de_DE", "quantity zwei Pfund 2 pound"),
        WeightOrMoneyCase("la maleta pesa dos libras", "es_ES", "quantity dos libras 2 pound"),
        WeightOrMoneyCase("a mala pesa 3 libras", "pt_BR", "quantity 3 libras 3 pound"),
        WeightOrMoneyCase("посылка весит пять фунтов", "ru_RU", "quantity пять фунтов 5 pound"),
        // A money word: money, wherever the text is from.
        WeightOrMoneyCase("I paid forty pounds for it", "en_GB", "money forty pounds 40 GBP"),
        WeightOrMoneyCase("I paid 40 pounds for it", "en_US", "money 40 pounds 40 GBP"),
        WeightOrMoneyCase("the ticket costs 12 pounds", "en_US", "money 12 pounds 12 GBP"),
        WeightOrMoneyCase("Er hat 20 Pfund bezahlt.", "de_DE", region: "GB", "money 20 Pfund 20 GBP"),
        // Neither: the region's currency decides.
        WeightOrMoneyCase("it was forty pounds", "en_GB", "money forty pounds 40 GBP"),
        WeightOrMoneyCase("it was forty pounds", "en_US", "quantity forty pounds 40 pound"),
        WeightOrMoneyCase("40 pounds", "en_US", "quantity 40 pounds 40 pound"),
        WeightOrMoneyCase("40 pounds", "en_GB", "money 40 pounds 40 GBP"),
        // Symbols and codes are never in doubt.
        WeightOrMoneyCase("weighs £40", "en_US", "money £40 40 GBP"),
        WeightOrMoneyCase("paid 40 lb", "en_GB", "quantity 40 lb 40 pound"),
        WeightOrMoneyCase("costs 40 GBP", "en_US", "money 40 GBP 40 GBP"),
        WeightOrMoneyCase("deux livres sterling", "fr_FR", "money deux livres sterling 2 GBP"),
        // Not an amount.
        WeightOrMoneyCase("j'ai lu un livre", "fr_FR", nil),
        WeightOrMoneyCase("a pound cake", "en_GB", nil),
    ]

    @Test("case table", arguments: cases)
    func table(_ c: WeightOrMoneyCase) throws {
        #expect(try Self.line(c) == c.expected)
    }

    @Test("the ambiguous names come from the two CLDR tables")
    func names() {
        #expect(WeightOrMoney.names["pounds"] != nil)
        #expect(WeightOrMoney.names["pfund"] != nil)
        #expect(WeightOrMoney.names["фунтов"] != nil)
        #expect(WeightOrMoney.names["dollars"] == nil)
        #expect(WeightOrMoney.names["kilogram"] == nil)
    }
}
