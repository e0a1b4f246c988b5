import Foundation
import Testing
@testable import TextSense

@Suite("Dates: values, actions and JSON")
struct DateOutputTests {
    static let zone = "America/New_York"

    static func detect(_ text: String) -> [Detection] {
        DateFixture.detector("en_US", zone: zone)?.detections(in: text) ?? []
    }

    @Test("a date beats other kinds over the same digits: full numeric dates get the date priority")
    func numericPriority() throws {
        let text = "01.03.2015 and tomorrow"
        let candidates = withUTF8Bytes(of: text) { bytes -> [Candidate] in
            var out: [Candidate] = []
            DateDetector(context: DetectionContext(referenceDate: DateFixture.reference(in: .gmt), timeZone: .gmt))
                .detect(in: UTF8Text(bytes: bytes), context: DetectionContext(referenceDate: DateFixture.reference(in: .gmt), timeZone: .gmt), into: &out)
            return out
        }
        #expect(candidates.map(\.priority) == [Candidate.Priority.date, Candidate.Priority.normal])
        // A longer overlapping normal candidate (a phone number guess over the same digits) loses.
        let phoneLike = Candidate(kind: .link, range: 0..<14, value: .link(LinkValue(url: try #require(URL(string: "http://a.io")))),
                                  priority: Candidate.Priority.normal)
        #expect(Resolver.resolve([phoneLike, candidates[0]]).map(\.range) == [0..<10])
    }

    @Test("actions: add to calendar (VCALENDAR), show in calendar (calshow:), copy; the summary is the sentence")
    func actions() throws {
        let d = try #require(Self.detect("Lunch with Ana tomorrow at noon. Bring the slides.").first)
        #expect(d.description == #"date 15..<31 "tomorrow at noon" [addToCalendar, showInCalendar, copy]"#)
        let ics = try #require(d.actions[0].payload)
        #expect(ics.contains("\r\nSUMMARY:Lunch with Ana\r\n"))
        #expect(ics.contains("\r\nDTSTART;TZID=America/New_York:20261204T120000\r\n"))
        #expect(ics.contains("\r\nDTEND;TZID=America/New_York:20261204T130000\r\n"))
        guard case .date(let v) = d.value else { Issue.record("not a date"); return }
        #expect(d.actions[1].url?.absoluteString == "calshow:\(Int(v.start.timeIntervalSince1970))")
        #expect(d.actions[1].url?.absoluteString == "calshow:1796403600")
        #expect(d.actions[2].payload == "tomorrow at noon")
    }

    @Test("JSON value: start/end with offset, allDay, timeZone, grain; hand-written JSON equals Codable; round trip")
    func json() throws {
        let text = "Meet from 2:00 to 3:30 PM, then on Dec 24."
        let found = Self.detect(text)
        #expect(found.count == 2)
        var w = JSONWriter()
        found[0].writeJSON(to: &w)
        let s = String(decoding: w.bytes, as: UTF8.self)
        #expect(s.contains(#""value":{"start":"2026-12-03T14:00:00-05:00","end":"2026-12-03T15:30:00-05:00","allDay":false,"timeZone":"America/New_York","grain":"minute"}"#))
        var w2 = JSONWriter()
        found[1].writeJSON(to: &w2)
        #expect(String(decoding: w2.bytes, as: UTF8.self).contains(#""value":{"start":"2026-12-24T00:00:00-05:00","end":null,"allDay":true,"timeZone":"America/New_York","grain":"day"}"#))
        for d in found {
            var hw = JSONWriter()
            d.writeJSON(to: &hw)
            let hand = try JSONSerialization.jsonObject(with: Data(hw.bytes)) as? NSDictionary
            let coded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(d)) as? NSDictionary
            #expect(hand != nil && hand == coded)
            let decoder = JSONDecoder()
            decoder.userInfo[.textSenseSourceText] = text
            #expect(try decoder.decode(Detection.self, from: try JSONEncoder().encode(d)) == d)
        }
    }

    @Test("DateValue Codable keeps fixed-offset and UTC zones and a null end")
    func valueCodable() throws {
        for text in ["15:00 UTC+3", "at 2026-12-01T15:30:00Z", "on 12/15/2026"] {
            let d = try #require(Self.detect(text).first)
            guard case .date(let v) = d.value else { Issue.record("not a date"); continue }
            let back = try JSONDecoder().decode(DateValue.self, from: try JSONEncoder().encode(v))
            #expect(back == v)
        }
    }

    @Test("DetectionTypes knows date: names, all, kinds")
    func types() {
        var unknown: String?
        #expect(DetectionTypes(names: "date", unknown: &unknown) == .date)
        #expect(DetectionTypes.all.contains(.date))
        #expect(DetectionTypes.date.kinds == [.date])
    }

    @Test("inputs that could make a scan superlinear complete with sane results")
    func adversarial() {
        let ones = String(repeating: "1/1/1 ", count: 1_000_000 / 6)
        #expect(Self.detect(ones).isEmpty)
        let spaces = String(repeating: " ", count: 1_000_000)
        #expect(Self.detect(spaces).isEmpty)
        let dates = String(repeating: "12/15/2026 ", count: 5_000)
        let found = Self.detect(dates)
        #expect(found.count == 5_000)
        let words = String(repeating: "next in from between at on tomorrow ", count: 2_000)
        #expect(Self.detect(words).count == 2_000)
    }

    @Test("random text never traps; results are in bounds, ordered, non-overlapping, on scalar boundaries")
    func randomized() {
        let pieces = ["1", "12", "2026", "/", ".", "-", ":", " ", "pm", "am", "Dec", "décembre", "декабря", "of", "to",
                      "from", "between", "and", "at", "in", "days", "ago", "tomorrow", "UTC", "+", "T", "Z", "h", "—",
                      "’", "é", "\n", "EST", "Europe/", "Berlin", "noon", "next", "Friday", ",", "º", "1st", "🙂"]
        var rng = SystemRandomNumberGenerator()
        for locale in ["en_US", "ru_RU", "fr_FR"] {
            guard let detector = DateFixture.detector(locale, zone: "Europe/Paris") else { Issue.record("no detector"); return }
            for _ in 0..<300 {
                let text = (0..<Int.random(in: 0..<40, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
                let found = detector.detections(in: text)
                var last = 0
                for d in found {
                    #expect(d.utf8Range.lowerBound >= last && d.utf8Range.upperBound <= text.utf8.count)
                    #expect(String(text[d.range]) == d.text)
                    last = d.utf8Range.upperBound
                }
            }
        }
    }
}
