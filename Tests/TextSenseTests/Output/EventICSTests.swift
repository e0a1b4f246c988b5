import Foundation
import Testing
@testable import TextSense

/// Events beyond the date in the ICS: RRULE from a recurrence, DTEND from a duration, ATTENDEE from the text's
/// emails, LOCATION from an address in the date's sentence — and the result read back by Python's `icalendar`.
@Suite("Events in ICS")
struct EventICSTests {
    static let text = "Standup every Monday at 10 for 2 hours at 1600 Pennsylvania Avenue NW, Washington, DC 20500. "
        + "Invite ana@example.com and bob@example.org."

    static func calendar() throws -> String {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let context = DetectionContext(locale: Locale(identifier: "en_US"), referenceDate: DateFixture.reference(in: zone), timeZone: zone)
        let detector = try DataDetector(types: [.date, .email, .address], context: context)
        return ICSCalendar(detections: detector.detections(in: text), in: text).serialized(timestamp: ICSTests.stamp)
    }

    @Test("the event has its rule, its end, its place and the other emails")
    func lines() throws {
        let lines = ICSTests.unfolded(try Self.calendar())
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
        #expect(lines.contains("RRULE:FREQ=WEEKLY;BYDAY=MO"))
        #expect(lines.contains("DTSTART;TZID=America/New_York:20261207T100000"))
        #expect(lines.contains("DTEND;TZID=America/New_York:20261207T120000"))
        #expect(lines.contains(#"LOCATION:1600 Pennsylvania Avenue NW\, Washington\, DC 20500"#))
        #expect(lines.contains("ATTENDEE:mailto:ana@example.com"))
        #expect(lines.contains("ATTENDEE:mailto:bob@example.org"))
    }

    @Test("no address in the date's sentence, no LOCATION; no email, no ATTENDEE")
    func absent() throws {
        let text = "Call me tomorrow at 3pm.\nOffice: 1600 Pennsylvania Avenue NW, Washington, DC 20500"
        let detector = try DataDetector(types: [.date, .email, .address])
        let lines = ICSTests.unfolded(ICSCalendar(detections: detector.detections(in: text), in: text).serialized(timestamp: ICSTests.stamp))
        #expect(lines.contains { $0.hasPrefix("DTSTART") })
        #expect(!lines.contains { $0.hasPrefix("LOCATION") || $0.hasPrefix("ATTENDEE") || $0.hasPrefix("RRULE") })
    }

    @Test("a compound duration before a timed date sets its end; the span stays the date", arguments: [
        ("en_US", "a 90-minute call tomorrow at 3pm", #""tomorrow at 3pm" 2026-12-04T15:00:00-05:00–2026-12-04T16:30:00-05:00 hour"#),
        ("en_US", "2-hour meeting on Friday at 10", #""Friday at 10" 2026-12-04T10:00:00-05:00–2026-12-04T12:00:00-05:00 hour"#),
        ("de_DE", "ein 30-Minuten-Termin morgen um 9 Uhr", #""morgen um 9 Uhr" 2026-12-04T09:00:00-05:00–2026-12-04T09:30:00-05:00 minute"#),
        // A day unit, or no time: no end.
        ("en_US", "the 2-day workshop tomorrow at 9", #""tomorrow at 9" 2026-12-04T09:00:00-05:00 hour"#),
        ("en_US", "a 3-hour drive tomorrow", #""tomorrow" 2026-12-04T00:00:00-05:00 day allDay"#),
    ])
    func compoundDuration(_ locale: String, _ text: String, _ line: String) {
        #expect(DateFixture.lines(text, locale: locale, zone: "America/New_York") == [line])
    }

    /// `TEXTSENSE_PYTHON` or `python3`, when it can import `icalendar`.
    static let python: String? = {
        let exe = ProcessInfo.processInfo.environment["TEXTSENSE_PYTHON"] ?? "python3"
        return (try? run(exe, ["-c", "import icalendar"], input: "")).flatMap { $0.status == 0 ? exe : nil }
    }()

    static func run(_ exe: String, _ args: [String], input: String) throws -> (status: Int32, out: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [exe] + args
        let inPipe = Pipe(), outPipe = Pipe()
        p.standardInput = inPipe
        p.standardOutput = outPipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try inPipe.fileHandleForWriting.close()
        let out = outPipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: out, as: UTF8.self))
    }

    static let reader = """
        import sys, icalendar
        cal = icalendar.Calendar.from_ical(sys.stdin.read())
        for ev in cal.walk("VEVENT"):
            r = ev.get("RRULE")
            print("FREQ", ",".join(r.get("FREQ")))
            print("BYDAY", ",".join(r.get("BYDAY")))
            print("START", ev.decoded("DTSTART").isoformat())
            print("END", ev.decoded("DTEND").isoformat())
            print("LOCATION", str(ev.get("LOCATION")))
            att = ev.get("ATTENDEE")
            att = att if isinstance(att, list) else [att]
            print("ATTENDEES", " ".join(str(a) for a in att))
        """

    @Test("Python's icalendar reads the rule, the times, the place and the attendees back",
          .enabled(if: python != nil, "python3 cannot import icalendar (pip install icalendar, or set TEXTSENSE_PYTHON to a python that can)"))
    func icalendar() throws {
        let exe = try #require(Self.python)
        let result = try Self.run(exe, ["-c", Self.reader], input: try Self.calendar())
        #expect(result.status == 0)
        #expect(result.out.components(separatedBy: "\n").dropLast() == [
            "FREQ WEEKLY", "BYDAY MO",
            "START 2026-12-07T10:00:00-05:00", "END 2026-12-07T12:00:00-05:00",
            "LOCATION 1600 Pennsylvania Avenue NW, Washington, DC 20500",
            "ATTENDEES mailto:ana@example.com mailto:bob@example.org",
        ])
    }
}
