import Testing
import TextSense
@testable import TextSenseCorpus

@Suite("Scorer")
struct ScorerTests {
    @Test(arguments: ScoreCase.cases)
    func countsAndRates(_ c: ScoreCase) {
        let doc = GoldDocument(id: "d", language: "en", region: "US", now: "2026-12-03T10:00:00", timeZone: "UTC", genre: "",
                               text: String(repeating: "x", count: 100),
                               entities: c.gold.map { GoldEntity(type: $0.type, utf8Range: $0.range, text: "", value: $0.value, line: 1) },
                               source: GoldSourceLocation(file: "t", line: 1))
        let preds = c.found.map { PredictedEntity(type: $0.type, utf8Range: $0.range, value: $0.value) }
        let report = Scorer.score(documents: [doc], predictions: [preds], implementedTypes: ["phone", "link"])
        let counts = report.total("phone")?.counts ?? AccuracyCounts()
        #expect(counts.gold == c.gold.filter { $0.type == "phone" }.count)
        #expect(counts.matched == c.matched)
        #expect(counts.exactSpan == c.exact)
        #expect(counts.valueCorrect == c.valueCorrect)
        #expect(counts.precision.map { ($0 * 1000).rounded() } == c.precision.map { ($0 * 1000).rounded() })
        #expect(counts.recall.map { ($0 * 1000).rounded() } == c.recall.map { ($0 * 1000).rounded() })
        #expect(counts.f1.map { ($0 * 1000).rounded() } == c.f1.map { ($0 * 1000).rounded() })
    }

    @Test func unimplementedGoldTypesAreReportedNotDropped() {
        let doc = GoldDocument(id: "d", language: "de", region: "DE", now: "2026-12-03T10:00:00", timeZone: "UTC", genre: "",
                               text: "am 4. Dezember", entities: [GoldEntity(type: "date", utf8Range: 3..<14, text: "4. Dezember",
                               value: .object(["start": .string("2026-12-04")]), line: 1)],
                               source: GoldSourceLocation(file: "t", line: 1))
        let report = Scorer.score(documents: [doc], predictions: [[]], implementedTypes: ["link"])
        let date = report.rows.filter { $0.type == "date" }
        #expect(date.map(\.language) == ["de", "all"])
        #expect(date.allSatisfy { !$0.implemented && $0.counts.gold == 1 })
        // An implemented type with no gold and no output still gets its row.
        #expect(report.total("link")?.implemented == true)
    }

    @Test func addressComponentsAreCountedPerKey() {
        let gold = JSONValue.object(["components": .object(["city": .string("Berlin"), "postalCode": .string("10117")])])
        let found = JSONValue.object(["components": .object(["city": .string("Berlin"), "postalCode": .string("10118"),
                                                              "country": .string("DE")])])
        let doc = GoldDocument(id: "d", language: "de", region: "DE", now: "2026-12-03T10:00:00", timeZone: "UTC", genre: "",
                               text: String(repeating: "x", count: 40),
                               entities: [GoldEntity(type: "address", utf8Range: 0..<30, text: "", value: gold, line: 1)],
                               source: GoldSourceLocation(file: "t", line: 1))
        let report = Scorer.score(documents: [doc], predictions: [[PredictedEntity(type: "address", utf8Range: 0..<30, value: found)]],
                                  implementedTypes: ["address"])
        let c = report.total("address")?.counts
        #expect(c?.componentGold == ["city": 1, "postalCode": 1])
        #expect(c?.componentCorrect == ["city": 1])
        #expect(c?.valueCorrect == 0)
    }

    @Test(arguments: [
        MatchCase(#"{"e164":"+1650"}"#, #"{"e164":"+1650","region":"US"}"#, true),
        MatchCase(#"{"e164":"+1650"}"#, #"{"e164":"+1651"}"#, false),
        MatchCase(#"{"components":{"city":"Paris"}}"#, #"{"components":{"city":"Paris","postalCode":"75001"}}"#, true),
        MatchCase(#"{"components":{"city":"Paris"}}"#, #"{"components":{}}"#, false),
        MatchCase(#"{"start":"2026-12-04"}"#, #"{"url":"x"}"#, false),
    ])
    func partialValueMatching(_ c: MatchCase) throws {
        let gold = try JSONValue(json: c.gold), found = try JSONValue(json: c.found)
        #expect(found.matches(gold) == c.matches)
    }

    /// All-day dates in the library's notation (midnight, exclusive end) read in the gold's (dates, last day).
    @Test(arguments: [
        MatchCase(#"{"start":"2026-12-09T00:00:00-05:00","end":null,"allDay":true}"#,
                  #"{"start":"2026-12-09","end":null,"allDay":true}"#, true),
        MatchCase(#"{"start":"2027-03-10T00:00:00-05:00","end":"2027-03-13T00:00:00-05:00","allDay":true}"#,
                  #"{"start":"2027-03-10","end":"2027-03-12","allDay":true}"#, true),
        MatchCase(#"{"start":"2026-12-24T00:00:00+01:00","end":"2027-01-01T00:00:00+01:00","allDay":true}"#,
                  #"{"start":"2026-12-24","end":"2026-12-31","allDay":true}"#, true),
        MatchCase(#"{"start":"2028-03-01T00:00:00Z","end":"2028-03-01T00:00:00Z","allDay":true}"#,
                  #"{"start":"2028-03-01","end":"2028-02-29","allDay":true}"#, true),
        // Timed values stay instants.
        MatchCase(#"{"start":"2026-12-04T15:00:00-05:00","end":null,"allDay":false}"#,
                  #"{"start":"2026-12-04T15:00:00-05:00","end":null,"allDay":false}"#, true),
    ])
    func allDayDatesInGoldNotation(_ c: MatchCase) throws {
        let library = try JSONValue(json: c.gold), expected = try JSONValue(json: c.found)
        #expect(PredictedEntity.goldNotation(ofDate: library) == expected)
    }
}

struct MatchCase: CustomTestStringConvertible, Sendable {
    let gold: String, found: String, matches: Bool
    init(_ gold: String, _ found: String, _ matches: Bool) { self.gold = gold; self.found = found; self.matches = matches }
    var testDescription: String { "\(gold) vs \(found)" }
}

struct Span: Sendable {
    let type: String, range: Range<Int>, value: JSONValue
    static func phone(_ r: Range<Int>, _ e164: String) -> Span { Span(type: "phone", range: r, value: .object(["e164": .string(e164)])) }
}

struct ScoreCase: CustomTestStringConvertible, Sendable {
    let name: String
    let gold: [Span]
    let found: [Span]
    let matched: Int, exact: Int, valueCorrect: Int
    let precision: Double?, recall: Double?, f1: Double?
    var testDescription: String { name }

    static let cases: [ScoreCase] = [
        ScoreCase(name: "perfect", gold: [.phone(0..<10, "+1")], found: [.phone(0..<10, "+1")],
                  matched: 1, exact: 1, valueCorrect: 1, precision: 1, recall: 1, f1: 1),
        ScoreCase(name: "miss", gold: [.phone(0..<10, "+1")], found: [],
                  matched: 0, exact: 0, valueCorrect: 0, precision: nil, recall: 0, f1: 0),
        ScoreCase(name: "spurious only", gold: [], found: [.phone(0..<10, "+1")],
                  matched: 0, exact: 0, valueCorrect: 0, precision: 0, recall: nil, f1: 0),
        ScoreCase(name: "overlap counts, span not exact", gold: [.phone(0..<10, "+1")], found: [.phone(2..<12, "+1")],
                  matched: 1, exact: 0, valueCorrect: 1, precision: 1, recall: 1, f1: 1),
        ScoreCase(name: "wrong value", gold: [.phone(0..<10, "+1")], found: [.phone(0..<10, "+2")],
                  matched: 1, exact: 1, valueCorrect: 0, precision: 1, recall: 1, f1: 1),
        ScoreCase(name: "touching is not overlapping", gold: [.phone(0..<10, "+1")], found: [.phone(10..<20, "+1")],
                  matched: 0, exact: 0, valueCorrect: 0, precision: 0, recall: 0, f1: 0),
        ScoreCase(name: "2 of 3 found plus 1 false", gold: [.phone(0..<10, "+1"), .phone(20..<30, "+2"), .phone(40..<50, "+3")],
                  found: [.phone(0..<10, "+1"), .phone(40..<50, "+3"), .phone(60..<70, "+4")],
                  matched: 2, exact: 2, valueCorrect: 2, precision: 2.0 / 3, recall: 2.0 / 3, f1: 2.0 / 3),
        ScoreCase(name: "one prediction cannot match two golds", gold: [.phone(0..<10, "+1"), .phone(10..<20, "+2")],
                  found: [.phone(5..<15, "+1")],
                  matched: 1, exact: 0, valueCorrect: 1, precision: 1, recall: 0.5, f1: 2.0 / 3),
        ScoreCase(name: "exact span is paired first", gold: [.phone(0..<10, "+1"), .phone(12..<20, "+2")],
                  found: [.phone(5..<14, "+9"), .phone(0..<10, "+1")],
                  matched: 2, exact: 1, valueCorrect: 1, precision: 1, recall: 1, f1: 1),
        ScoreCase(name: "other types do not count", gold: [.phone(0..<10, "+1")],
                  found: [Span(type: "link", range: 0..<10, value: .object(["url": .string("http://a.b")]))],
                  matched: 0, exact: 0, valueCorrect: 0, precision: nil, recall: 0, f1: 0),
    ]
}
