import Foundation
import Testing
@testable import TextSense

/// Checks `ICSCalendar` output against RFC 5545's rules.
@Suite("ICS (RFC 5545)")
struct ICSTests {
    static let stamp = Date(timeIntervalSince1970: 1_796_300_000)   // 2026-12-03T12:13:20Z

    static func zone(_ id: String) throws -> TimeZone { try #require(TimeZone(identifier: id)) }

    /// Content lines after unfolding (§3.1): a CRLF followed by one space or tab is removed.
    static func unfolded(_ ics: String) -> [String] {
        ics.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").dropLast().map { $0 }
    }

    @Test("every physical line ends in CRLF, is at most 75 octets, and is valid UTF-8 (folding never splits a scalar)")
    func folding() throws {
        let summary = String(repeating: "Réunion à Zürich — 会議 🙂 ", count: 12)
        let event = CalendarEvent(summary: summary, start: Self.stamp, allDay: false, timeZone: try Self.zone("Europe/Zurich"))
        let ics = ICSCalendar(events: [event]).serialized(timestamp: Self.stamp)
        let bytes = Array(ics.utf8)
        #expect(ics.hasSuffix("\r\n"))
        // No bare LF or CR.
        for (i, b) in bytes.enumerated() where b == 0x0A { #expect(i > 0 && bytes[i - 1] == 0x0D) }
        for (i, b) in bytes.enumerated() where b == 0x0D { #expect(i + 1 < bytes.count && bytes[i + 1] == 0x0A) }
        var lineStart = 0
        var folded = 0
        for i in 0..<bytes.count where bytes[i] == 0x0D {
            let line = Array(bytes[lineStart..<i])
            #expect(line.count <= 75)
            #expect(String(validating: line, as: UTF8.self) != nil)
            if line.first == 0x20 { folded += 1 }
            lineStart = i + 2
        }
        #expect(folded > 3)
        #expect(Self.unfolded(ics).contains("SUMMARY:" + summary))
    }

    @Test("folding fills each physical line: the next scalar would not have fit", arguments: [
        String(repeating: "a", count: 300), String(repeating: "é", count: 100), String(repeating: "会", count: 90),
        String(repeating: "🙂x", count: 60), "SUMMARY:" + String(repeating: "Réunion à Zürich — 会議 🙂 ", count: 12),
    ])
    func foldingIsMaximal(_ line: String) {
        let folded = ICSCalendar.fold(line)
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
        let physical = folded.components(separatedBy: "\r\n")
        for (k, p) in physical.enumerated() {
            #expect(p.utf8.count <= 75)
            guard k + 1 < physical.count, let next = physical[k + 1].unicodeScalars.dropFirst().first else { continue }
            #expect(p.utf8.count + String(next).utf8.count > 75, "line \(k) could hold one more scalar")
        }
    }

    struct EscapeCase: CustomTestStringConvertible, Sendable {
        let input: String
        let escaped: String
        var testDescription: String { input.debugDescription }
    }

    @Test("TEXT escaping (§3.3.11)", arguments: [
        EscapeCase(input: "a,b;c\\d", escaped: "a\\,b\\;c\\\\d"),
        EscapeCase(input: "line1\nline2", escaped: "line1\\nline2"),
        EscapeCase(input: "crlf\r\nend", escaped: "crlf\\nend"),
        EscapeCase(input: "colon: fine", escaped: "colon: fine"),
        EscapeCase(input: "bell\u{07}", escaped: "bell"),
    ])
    func escaping(_ c: EscapeCase) {
        #expect(ICSCalendar.escape(c.input) == c.escaped)
    }

    @Test("structure: VCALENDAR with VERSION and PRODID, VEVENT with UID, DTSTAMP (UTC), DTSTART, DTEND, SUMMARY")
    func structure() throws {
        let start = Date(timeIntervalSince1970: 1_796_403_600)   // 2026-12-04T12:00:00-05:00
        let event = CalendarEvent(summary: "Lunch", start: start, allDay: false, timeZone: try Self.zone("America/New_York"))
        let lines = Self.unfolded(ICSCalendar(events: [event]).serialized(timestamp: Self.stamp))
        #expect(Array(lines.prefix(3)) == ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TextSense//TextSense//EN"])
        #expect(lines.last == "END:VCALENDAR")
        let event0 = try #require(lines.firstIndex(of: "BEGIN:VEVENT"))
        let eventLines = Array(lines[event0...])
        #expect(eventLines.contains("DTSTAMP:20261203T121320Z"))
        #expect(eventLines.contains { $0.hasPrefix("UID:") && $0.count > 10 })
        #expect(eventLines.contains("DTSTART;TZID=America/New_York:20261204T120000"))
        #expect(eventLines.contains("DTEND;TZID=America/New_York:20261204T130000"))
        #expect(eventLines.contains("SUMMARY:Lunch"))
        // Each TZID used has a VTIMEZONE (§3.2.19) whose observance in force in December is EST.
        let tz = try #require(lines.firstIndex(of: "BEGIN:VTIMEZONE"))
        #expect(lines[tz + 1] == "TZID:America/New_York")
        #expect(tz < event0)
        #expect(lines.contains("TZOFFSETTO:-0500") && lines.contains("TZOFFSETTO:-0400"))
        #expect(lines.contains("DTSTART:20261101T020000"))   // first Sunday of November, 2:00 EDT
        // BEGIN/END are balanced and nested.
        var stack: [String] = []
        for l in lines {
            if l.hasPrefix("BEGIN:") { stack.append(String(l.dropFirst(6))) }
            if l.hasPrefix("END:") { #expect(stack.popLast() == String(l.dropFirst(4))) }
        }
        #expect(stack.isEmpty)
    }

    @Test("all-day events use VALUE=DATE with an exclusive DTEND; UTC times end in Z; fixed-offset zones get a VTIMEZONE")
    func valueTypes() throws {
        let ny = try Self.zone("America/New_York")
        let day = CalendarEvent(summary: "Holiday", start: Date(timeIntervalSince1970: 1_797_310_800), allDay: true, timeZone: ny)   // 2026-12-15
        let utc = CalendarEvent(summary: "Call", start: Date(timeIntervalSince1970: 1_796_139_000), allDay: false, timeZone: try Self.zone("UTC"))
        let fixed = try #require(TimeZone(secondsFromGMT: 3 * 3600))
        let plus3 = CalendarEvent(summary: "Sync", start: Date(timeIntervalSince1970: 1_796_139_000),
                                  end: Date(timeIntervalSince1970: 1_796_142_600), allDay: false, timeZone: fixed)
        let lines = Self.unfolded(ICSCalendar(events: [day, utc, plus3]).serialized(timestamp: Self.stamp))
        #expect(lines.contains("DTSTART;VALUE=DATE:20261215"))
        #expect(lines.contains("DTEND;VALUE=DATE:20261216"))
        #expect(lines.contains("DTSTART:20261201T153000Z"))
        #expect(lines.contains("DTSTART;TZID=\(fixed.identifier):20261201T183000"))
        #expect(lines.contains("TZID:\(fixed.identifier)"))
        #expect(lines.contains("TZOFFSETFROM:+0300") && lines.contains("TZOFFSETTO:+0300"))
    }

    @Test("a calendar from detections titles each event with its sentence; UIDs are stable")
    func fromDetections() throws {
        let text = "Dentist on Dec 15.\nTeam dinner tomorrow at 7pm!"
        let detector = try #require(DateFixture.detector("en_US", zone: "America/New_York"))
        let calendar = ICSCalendar(detections: detector.detections(in: text), in: text)
        #expect(calendar.events.map(\.summary) == ["Dentist", "Team dinner"])
        #expect(calendar.events.map(\.allDay) == [true, false])
        let again = ICSCalendar(detections: detector.detections(in: text), in: text)
        #expect(calendar.events.map(\.uid) == again.events.map(\.uid))
        #expect(Set(calendar.events.map(\.uid)).count == 2)
    }

    @Test("a dated flight is one event at its departure airport, in the airport's zone; the date it carries is not repeated")
    func flight() throws {
        let text = "Flight UA 837 departs SFO Dec 3 at 10:40 AM. Dentist on Dec 15."
        let context = DetectionContext(locale: Locale(identifier: "en_US"), referenceDate: Date(timeIntervalSince1970: 1_793_491_200))
        let detector = try DataDetector(types: [.flight, .date], context: context)
        let calendar = ICSCalendar(detections: detector.detections(in: text), in: text)
        #expect(calendar.events.map(\.summary) == ["Flight UA 837 SFO", "Dentist"])
        let ics = calendar.serialized(timestamp: Date(timeIntervalSince1970: 0))
        #expect(ics.contains("\r\nDTSTART;TZID=America/Los_Angeles:20261203T104000\r\n"))
        #expect(ics.contains("\r\nSUMMARY:Flight UA 837 SFO\r\nLOCATION:SFO"))
        #expect(ics.contains("\r\nBEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n"))
        // The flight's own addToCalendar action carries the same event.
        let flight = try #require(detector.detections(in: text).first { $0.kind == .flight })
        let payload = try #require(flight.actions.first { $0.kind == .addToCalendar }?.payload)
        #expect(payload.contains("SUMMARY:Flight UA 837 SFO\r\nLOCATION:SFO"))
        #expect(payload.hasPrefix("BEGIN:VCALENDAR\r\n") && payload.hasSuffix("END:VCALENDAR\r\n"))
    }
}
