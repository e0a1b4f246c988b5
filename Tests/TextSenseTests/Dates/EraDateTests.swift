import Foundation
import Testing
@testable import TextSense

/// Years with their era in the six languages (`August 10, 345 BC`, `10. August 113 v. Chr.`, `10 août 234 av. J.-C.`,
/// `10 de agosto de 234 a. C.`, `10 августа 234 г. до н. э.`), read as ISO 8601 astronomical years (1 BC is year 0,
/// 345 BC is −344), and how the outputs write them: JSON with a signed year, calendars without events they cannot
/// hold. Reference Thursday 2026-12-03 10:00 UTC (`DateFixture`); intervals are half-open.
@Suite("Dates: era years (BC and AD in six languages) and years ≤ 0 in the outputs")
struct EraDateTests {

    @Test("English and the eras every language reads", arguments: [
        DateCase(#"The Deadline is August 10, 345 BC"#, #""August 10, 345 BC" -0344-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10 August 234 BCE"#, #""10 August 234 BCE" -0233-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10 August 1 BC"#, #""10 August 1 BC" 0000-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10 August 88 AD"#, #""10 August 88 AD" 0088-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"August 10, 88 CE"#, #""August 10, 88 CE" 0088-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"2024 AD August"#, #""2024 AD August" 2024-08-01T00:00:00+00:00–2024-09-01T00:00:00+00:00 month allDay"#),
        DateCase(#"August 345 B.C."#, #""August 345 B.C." -0344-08-01T00:00:00+00:00–-0344-09-01T00:00:00+00:00 month allDay"#),
        // An era of one word without a dot needs a capital; a year without an era stays a year of four digits.
        DateCase(#"10 May 2012 ad campaign"#, #""10 May 2012" 2012-05-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10 August 88 people"#, #""10 August" 2026-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"345 BC"#),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "GMT") == c.expected)
    }

    @Test("German eras: Christian, of our era, of the common era, with or without dots", arguments: [
        DateCase(#"10. August 113 v. Chr."#, #""10. August 113 v. Chr." -0112-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 85 n. Chr."#, #""10. August 85 n. Chr." 0085-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 234 v.u.Z."#, #""10. August 234 v.u.Z." -0233-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 234 v.Chr."#, #""10. August 234 v.Chr." -0233-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 88 nuZ"#, #""10. August 88 nuZ" 0088-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 88 uZ"#, #""10. August 88 uZ" 0088-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 88 d.g.Z."#, #""10. August 88 d.g.Z." 0088-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 234 v.d.g.Z."#, #""10. August 234 v.d.g.Z." -0233-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 88 nC"#, #""10. August 88 nC" 0088-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 88 ndgZ"#, #""10. August 88 ndgZ" 0088-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"am 15. März 44 vor Christus"#, #""15. März 44 vor Christus" -0043-03-15T00:00:00+00:00 day allDay"#),
        DateCase(#"10. August 88 uz"#, #""10. August" 2026-08-10T00:00:00+00:00 day allDay"#),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "GMT") == c.expected)
    }

    @Test("French, Spanish and Portuguese eras", arguments: [
        ("fr_FR", DateCase(#"10 août 234 av. J.-C."#, #""10 août 234 av. J.-C." -0233-08-10T00:00:00+00:00 day allDay"#)),
        ("fr_FR", DateCase(#"10 août 88 apr. J.-C."#, #""10 août 88 apr. J.-C." 0088-08-10T00:00:00+00:00 day allDay"#)),
        ("fr_FR", DateCase(#"10 Août 88 p. Chr. n."#, #""10 Août 88 p. Chr. n." 0088-08-10T00:00:00+00:00 day allDay"#)),
        ("fr_FR", DateCase(#"10 Août 234 AC"#, #""10 Août 234 AC" -0233-08-10T00:00:00+00:00 day allDay"#)),
        ("fr_FR", DateCase(#"le 10 mai 2012 ce fut"#, #""10 mai 2012" 2012-05-10T00:00:00+00:00 day allDay"#)),
        ("es_ES", DateCase(#"10 de agosto de 234 a. C."#, #""10 de agosto de 234 a. C." -0233-08-10T00:00:00+00:00 day allDay"#)),
        ("es_ES", DateCase(#"10 Agosto 88 d. C."#, #""10 Agosto 88 d. C." 0088-08-10T00:00:00+00:00 day allDay"#)),
        ("es_ES", DateCase(#"10 Agosto 234 AC"#, #""10 Agosto 234 AC" -0233-08-10T00:00:00+00:00 day allDay"#)),
        ("pt_BR", DateCase(#"10 de agosto de 234 a.C."#, #""10 de agosto de 234 a.C." -0233-08-10T00:00:00+00:00 day allDay"#)),
        ("pt_BR", DateCase(#"10 Agosto 88 d. C."#, #""10 Agosto 88 d. C." 0088-08-10T00:00:00+00:00 day allDay"#)),
    ])
    func romance(_ locale: String, _ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: locale, zone: "GMT") == c.expected)
    }

    @Test("Russian eras, after the year word too", arguments: [
        DateCase(#"10 августа 234 г. до н. э."#, #""10 августа 234 г. до н. э." -0233-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10 августа 88 н. э."#, #""10 августа 88 н. э." 0088-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10 августа 234 года до Р. Х."#, #""10 августа 234 года до Р. Х." -0233-08-10T00:00:00+00:00 day allDay"#),
        DateCase(#"10 августа 234 до нашей эры"#, #""10 августа 234 до нашей эры" -0233-08-10T00:00:00+00:00 day allDay"#),
    ])
    func russian(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "ru_RU", zone: "GMT") == c.expected)
    }

    @Test("ISO 8601 years: zero-padded from 0 to 9999, signed outside, and read back", arguments: [
        (-344, "-0344-08-10T00:00:00+00:00"), (0, "0000-08-10T00:00:00+00:00"), (88, "0088-08-10T00:00:00+00:00"),
        (2026, "2026-08-10T00:00:00+00:00"), (-9999, "-9999-08-10T00:00:00+00:00"), (12026, "+12026-08-10T00:00:00+00:00"),
    ])
    func isoYears(_ year: Int, _ iso: String) throws {
        let date = Date(timeIntervalSince1970: TimeInterval(CivilDate.daysFromEpoch(year: year, month: 8, day: 10) * 86_400))
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(DateValue.iso8601(date, in: utc) == iso)
        #expect(DateValue.parseISO8601(iso) == date)
        var w = JSONWriter()
        w.iso8601(date, in: utc)
        #expect(String(decoding: w.bytes, as: UTF8.self) == "\"\(iso)\"")
    }

    @Test("a value before year 1 survives Codable")
    func codable() throws {
        let start = Date(timeIntervalSince1970: TimeInterval(CivilDate.daysFromEpoch(year: -344, month: 8, day: 10) * 86_400))
        let utc = try #require(TimeZone(identifier: "UTC"))
        let v = DateValue(start: start, end: start.addingTimeInterval(86_400), allDay: true, timeZone: utc, grain: .day)
        let back = try JSONDecoder().decode(DateValue.self, from: JSONEncoder().encode(v))
        #expect(back.start == v.start && back.end == v.end)
    }

    @Test("a calendar leaves out events outside years 1…9999 and pads years below 1000", arguments: [
        ("10 August 345 BC", nil), ("10 August 1 BC", nil), ("10 August 88 AD", "DTSTART;VALUE=DATE:00880810"),
        ("10 August 2012", "DTSTART;VALUE=DATE:20120810"),
    ])
    func calendar(_ text: String, _ dtstart: String?) throws {
        let d = try #require(DateFixture.detector("en_US", zone: "GMT"))
        let found = d.detections(in: text)
        #expect(found.count == 1)
        let ics = ICSCalendar(detections: found, in: text).serialized(timestamp: Date(timeIntervalSince1970: 0))
        if let dtstart {
            #expect(ics.contains(dtstart + "\r\n"))
        } else {
            #expect(!ics.contains("BEGIN:VEVENT"))
            #expect(ics.contains("END:VCALENDAR"))
        }
    }
}

extension EraDateTests {
    @Test("a date outside years 1…9999 is only copied, one inside them also goes to a calendar", arguments: [
        ("10 August 345 BC", ["copy"]), ("10 August 88 AD", ["addToCalendar", "showInCalendar", "copy"]),
    ])
    func actions(_ text: String, _ kinds: [String]) throws {
        let d = try #require(DateFixture.detector("en_US", zone: "GMT"))
        let found = d.detections(in: text)
        #expect(found.map { $0.actions.map { "\($0.kind)" } } == [kinds])
    }
}
