import Foundation
import Testing
@testable import TextSense

/// Tracking numbers in running text, and the numbers that must stay something else.
@Suite("Tracking detector")
struct TrackingDetectorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        /// `carrier number` of every tracking detection, in order.
        let expected: [String]
        var testDescription: String { text }
        init(_ text: String, _ expected: [String]) { self.text = text; self.expected = expected }
    }

    static let found: [Case] = [
        .init("Your package 1Z 999 AA1 01 2345 6784 ships today.", ["ups 1Z999AA10123456784"]),
        .init("UPS: 1Z999AA10123456784.", ["ups 1Z999AA10123456784"]),
        .init("Sendungsnummer RR 123 456 785 DE", ["upu RR123456785DE"]),
        .init("n° de suivi : RR194102851GB", ["upu RR194102851GB"]),
        .init("Código de rastreio 9400 3701 8231 0361 2970 15", ["usps 9400370182310361297015"]),
        .init("DHL tracking 7829477154 arrives Friday", ["dhl 7829477154"]),
        .init("FedEx 321989059545", ["fedex 321989059545"]),
        .init("трек-номер 10100001000010", ["russian_post 10100001000010"]),
        .init("número de seguimiento TBA123456789012", ["amazon TBA123456789012"]),
        .init("Two: 1Z2309720115134054 and 1ZA92E860309094466", ["ups 1Z2309720115134054", "ups 1ZA92E860309094466"]),
        .init("C15129642013517 via OnTrac", ["ontrac C15129642013517"]),
        // An order word of the sentence before decides nothing.
        .init("Commande n° 77812034, facture 2026-1142. Lettre recommandée : LX 288 200 185 FR.", ["upu LX288200185FR"]),
        // The scan passes over lower-case words to the next digit or capital, and back to its chunk's start.
        .init("the iPhone parcel RR123456785DE came", ["upu RR123456785DE"]),
        .init("шёл долго, посылка RR 123 456 785 DE пришла", ["upu RR123456785DE"]),
    ]

    static let notFound: [String] = [
        "Call 7829477154 today",                       // 10 digits that pass mod 7: a phone without a tracking word
        "Order #1Z999AA10123456784 is confirmed",      // an order number
        "Bestellnummer RR123456785DE",                 // an order word wins
        "Card 4111 1111 1111 1111 exp 12/28",          // a card number
        "ISBN 978-3-16-148410-0",
        "IBAN DE89 3704 0044 0532 0130 00",
        "1Z999AA10123456785",                          // wrong check digit
        "TBA123456789012",                             // no check digit and no tracking word
        "RR123456786DE",                               // wrong S10 check digit
        "1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z1Z",
        // A tracking word of the sentence before decides nothing: a phone number.
        "Pagué $149 por envío exprés. ¿Me pueden llamar al 7829477154 hoy?",
        "The parcel was late. Please call 7829477154 today",
        "parcel ref x1Z999AA10123456784 glued to a lower-case letter",
    ]

    private func tracking(_ text: String) throws -> [String] {
        try DataDetector(types: .all, context: DetectionContext(region: .unitedStates)).detections(in: text).compactMap {
            guard case .tracking(let v) = $0.value else { return nil }
            return "\(v.carrier) \(v.number)"
        }
    }

    @Test("found in text", arguments: found)
    func finds(_ c: Case) throws {
        #expect(try tracking(c.text) == c.expected)
    }

    @Test("not a tracking number", arguments: notFound)
    func rejects(_ text: String) throws {
        #expect(try tracking(text) == [])
    }

    @Test("the phone stays a phone without a tracking word")
    func phoneStays() throws {
        let found = try DataDetector(types: .all, context: DetectionContext(region: .unitedStates))
            .detections(in: "Call 650-253-0000 or 6502530000.")
        #expect(found.allSatisfy { $0.kind == .phone })
    }

    @Test("golden line, JSON value and actions")
    func golden() throws {
        let text = "Parcel 1Z 999 AA1 01 2345 6784."
        let d = try #require(try DataDetector(types: [.tracking]).detections(in: text).first)
        #expect(d.description == #"tracking 7..<30 "1Z 999 AA1 01 2345 6784" [open, copy]"#)
        var w = JSONWriter()
        d.value.writeJSON(to: &w)
        #expect(String(decoding: w.bytes, as: UTF8.self)
                == #"{"carrier":"ups","number":"1Z999AA10123456784","product":"UPS","trackingURL":"https://wwwapps.ups.com/WebTracking/track?track=yes&trackNums=1Z999AA10123456784","checkDigit":true}"#)
        #expect(d.actions.last?.payload == "1Z999AA10123456784")
    }

    @Test("Codable round trip")
    func codable() throws {
        let text = "RR123456785DE"
        let d = try #require(try DataDetector(types: [.tracking]).detections(in: "tracking " + text).first)
        let data = try JSONEncoder().encode(d)
        let decoder = JSONDecoder()
        decoder.userInfo[.textSenseSourceText] = "tracking " + text
        #expect(try decoder.decode(Detection.self, from: data).value == d.value)
    }

    @Test("the skip to the next digit or capital stops where the byte rule does, for every byte value in every lane",
          arguments: [0, 3, 8, 13])
    func digitOrCapitalSkip(start: Int) {
        for value in 0...255 {
            for lane in 0..<40 {
                var bytes = [UInt8](repeating: UInt8(ascii: "q"), count: 48)
                bytes[lane] = UInt8(value)
                let b = UInt8(value)
                let expected = lane >= start && (b &- 0x41 < 26 || b &- 0x30 < 10) ? lane : bytes.count
                bytes.withUnsafeBufferPointer { p in
                    #expect(ByteScan.firstDigitOrCapital(in: p, from: start) == expected, "byte \(value) at \(lane)")
                }
            }
        }
    }
}
