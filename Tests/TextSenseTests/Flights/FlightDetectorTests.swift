import Foundation
import Testing
@testable import TextSense

/// Flight numbers after a flight word in the six languages or with a route, their airports and zoned dates.
@Suite("Flight detector")
struct FlightDetectorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let locale: String
        /// `airline flight departure→arrival` of every flight detection.
        let expected: [String]
        var testDescription: String { text }
        init(_ text: String, _ locale: String, _ expected: [String]) {
            self.text = text; self.locale = locale; self.expected = expected
        }
        init(_ text: String, _ expected: [String]) { self.init(text, "en_US", expected) }
    }

    static let cases: [Case] = [
        .init("Flight UA 837 departs SFO at 10:40 AM", ["UA 837 SFO→"]),
        .init("Mein Flug LH400 von FRA nach JFK", "de_DE", ["LH 400 FRA→JFK"]),
        .init("Votre vol AF 1234 CDG → NCE", "fr_FR", ["AF 1234 CDG→NCE"]),
        .init("Su vuelo IB 3166 sale de MAD", "es_ES", ["IB 3166 MAD→"]),
        .init("O voo TP 1350 parte de LIS para OPO", "pt_PT", ["TP 1350 LIS→OPO"]),
        .init("Рейс SU 1402 из SVO", "ru_RU", ["SU 1402 SVO→"]),
        .init("easyJet U2 8123 LGW-BCN", ["U2 8123 LGW→BCN"]),
        .init("flights BA 283 and BA 287", ["BA 283 →", "BA 287 →"]),
        // Each flight takes the airports written after it, before the next flight number.
        .init("flight AA 2301 ORD-DFW, then AA 1190 DFW → MIA", ["AA 2301 ORD→DFW", "AA 1190 DFW→MIA"]),
        .init("flight UA 1534 was cancelled, so Priya rebooked on DL 2248 (ATL-ORD)", ["UA 1534 →", "DL 2248 ATL→ORD"]),
        .init("я лечу рейсом S7 2032 DME–OVB", "ru_RU", ["S7 2032 DME→OVB"]),
        .init("Der Rückflug ist LH 401, JFK–FRA.", "de_DE", ["LH 401 JFK→FRA"]),
        .init("oder TUIfly X3 2150 HAJ–PMI, Flug EW 582 DUS-PMI", "de_DE", ["X3 2150 HAJ→PMI", "EW 582 DUS→PMI"]),
        .init("Tu vuelo IB 3166\nsale de MAD a BCN.", "es_ES", ["IB 3166 MAD→BCN"]),
        // Lower-case words are passed over to the next digit or capital.
        .init("our flight, after a long wait at the gate, was UA 837 SFO → NRT", ["UA 837 SFO→NRT"]),
    ]

    static let negatives: [String] = [
        "Paper size A4 and MP3 files",
        "Model XT 1000 is on sale",
        "UA UA UA UA UA 1",
        "Room B 12 on floor 3",
        "COVID 19 rules",
        "the flight was ua 837 from sfo",     // a designator is written in capitals
        "flight iPhone15 launch",             // a token that opens with a lower-case letter
    ]

    private func flights(_ text: String, _ locale: String) throws -> [String] {
        try DataDetector(types: .all, context: DetectionContext(locale: Locale(identifier: locale)))
            .detections(in: text).compactMap {
                guard case .flight(let v) = $0.value else { return nil }
                return "\(v.airline) \(v.flight) \(v.departure ?? "")→\(v.arrival ?? "")"
            }
    }

    @Test("found", arguments: cases)
    func finds(_ c: Case) throws {
        #expect(try flights(c.text, c.locale) == c.expected)
    }

    @Test("not a flight", arguments: negatives)
    func rejects(_ text: String) throws {
        #expect(try flights(text, "en_US") == [])
    }

    @Test("a date in the sentence takes the departure airport's zone")
    func zonedDate() throws {
        let ref = try #require(ISO8601DateFormatter().date(from: "2026-12-01T10:00:00Z"))
        let context = DetectionContext(referenceDate: ref, timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let text = "Flight UA 837 departs SFO Dec 3 at 10:40 AM."
        let found = try DataDetector(types: .all, context: context).detections(in: text)
        let flight = try #require(found.first { $0.kind == .flight })
        let date = try #require(found.first { $0.kind == .date })
        guard case .flight(let f) = flight.value, case .date(let d) = date.value else { Issue.record("kinds"); return }
        #expect(d.timeZone.identifier == "America/Los_Angeles")
        #expect(DateValue.iso8601(d.start, in: d.timeZone) == "2026-12-03T10:40:00-08:00")
        #expect(f.date == d)
        #expect(flight.actions.map(\.kind) == [.open, .addToCalendar, .copy])
        #expect(flight.actions[1].payload?.contains("TZID:America/Los_Angeles") == true)
        #expect(flight.actions[0].url?.absoluteString == "https://www.flightaware.com/live/flight/UA837")
    }

    @Test("with flights off, dates keep the context's zone")
    func datesAlone() throws {
        let context = DetectionContext(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let found = try DataDetector(types: [.date], context: context).detections(in: "Flight UA 837 departs SFO Dec 3 at 10:40 AM.")
        guard case .date(let d)? = found.first?.value else { Issue.record("no date"); return }
        #expect(d.timeZone.identifier == "Europe/Berlin")
    }

    @Test("airports come from airportsdata")
    func airports() {
        #expect(Airports.airport("SFO")?.timeZone.identifier == "America/Los_Angeles")
        #expect(Airports.airport("SVO")?.country == "RU")
        #expect(Airports.airport("ZZZ") == nil)
    }

    @Test("every row of the table is found by its code, and codes between rows are not")
    func everyAirport() {
        var rows = 0
        for line in Airports.table.split(separator: "\n") {
            let f = line.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            let airport = Airports.airport(f[0])
            guard let zone = TimeZone(identifier: f[1]) else {
                #expect(airport == nil, "\(line)")
                continue
            }
            #expect(airport == Airports.Airport(code: f[0], timeZone: zone, country: f[2], city: f[3]), "\(line)")
            rows += 1
        }
        #expect(rows > 7000)
        for absent in ["AAS", "AAAA", "AA", "", "aaa", "A|B", "ZZZ", "000", "~~~"] {
            #expect(Airports.airport(absent) == nil, "\(absent)")
        }
    }
}
