import Foundation

/// One calendar event, as written into an iCalendar (RFC 5545) VEVENT.
///
/// ```swift
/// let event = CalendarEvent(value: dateValue, summary: "Lunch with Ana")
/// print(ICSCalendar(events: [event]).serialized(timestamp: Date()))
/// ```
public struct CalendarEvent: Hashable, Sendable {
    /// SUMMARY: the event's title.
    public var summary: String
    /// DTSTART. For an all-day event, midnight in `timeZone` of the first day.
    public var start: Date
    /// DTEND (exclusive). `nil` writes one day for an all-day event and one hour for a timed one, the
    /// defaults calendar apps use for a new event.
    public var end: Date?
    /// All-day events use `VALUE=DATE` days instead of times.
    public var allDay: Bool
    /// The zone of DTSTART/DTEND (`TZID`, with a VTIMEZONE); UTC and GMT are written as UTC times (`…Z`).
    public var timeZone: TimeZone
    /// UID. Defaults to a value derived from the start, end and summary, so the same event gets the same UID
    /// (calendar apps then update it rather than duplicate it).
    public var uid: String
    /// RRULE (`FREQ=WEEKLY;BYDAY=MO`), for a recurring event; `start` is its first occurrence.
    public var recurrence: String?
    /// LOCATION: the place the text names for the event, or a flight's departure airport (`SFO San Francisco`).
    public var location: String?
    /// ATTENDEE lines: email addresses, written as `mailto:` URIs.
    public var attendees: [String] = []

    /// An event; `end`, `recurrence`, `location` and `attendees` are optional.
    public init(summary: String, start: Date, end: Date? = nil, allDay: Bool, timeZone: TimeZone, uid: String? = nil,
                recurrence: String? = nil, location: String? = nil, attendees: [String] = []) {
        self.summary = summary
        self.start = start
        self.end = end
        self.allDay = allDay
        self.timeZone = timeZone
        self.uid = uid ?? Self.derivedUID(summary: summary, start: start, end: end)
        self.recurrence = recurrence
        self.location = location
        self.attendees = attendees
    }

    /// An event for a dated flight: titled `Flight UA 837 SFO → NRT`, at the departure airport; nil without a
    /// date.
    public init?(flight: FlightValue) {
        guard let date = flight.date else { return nil }
        let location = flight.departure.map { code -> String in
            let city = Airports.airport(code)?.city ?? ""
            return city.isEmpty ? code : code + " " + city
        }
        self.init(summary: flight.eventSummary, start: date.start, end: date.end, allDay: date.allDay,
                  timeZone: date.timeZone, location: location)
    }

    /// An event for a detected date value (with its recurrence as the RRULE).
    public init(value: DateValue, summary: String) {
        self.init(summary: summary, start: value.start, end: value.end, allDay: value.allDay, timeZone: value.timeZone,
                  recurrence: value.recurrence?.rrule)
    }

    /// An event for a date detection found in `text`, titled with the sentence around it (without the date
    /// words), or for a dated flight (see `init(flight:)`); `nil` for any other detection.
    ///
    /// - Complexity: O(1): at most a few hundred bytes around the detection are read.
    public init?(_ detection: Detection, in text: String) {
        if case .flight(let flight) = detection.value {
            self.init(flight: flight)
            return
        }
        guard case .date(let value) = detection.value else { return nil }
        let r = detection.utf8Range
        let summary = withUTF8Bytes(of: text) { bytes -> String in
            guard r.lowerBound >= 0, r.upperBound <= bytes.count else { return detection.text }
            return EventSummary.summary(around: r, in: UTF8Text(bytes: bytes)) ?? detection.text
        }
        self.init(value: value, summary: summary)
    }

    /// `<start>-<end or 0>-<FNV-1a of the summary, hex>@textsense`, seconds since 1970, written into one small
    /// buffer (every date detection's calendar action has one).
    private static func derivedUID(summary: String, start: Date, end: Date?) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var summary = summary
        summary.withUTF8 { for b in $0 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 } }
        let s = Int(start.timeIntervalSince1970.rounded(.down))
        let e = end.map { Int($0.timeIntervalSince1970.rounded(.down)) } ?? 0
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 80) { b in
            var n = 0
            func decimal(_ value: Int) {
                var v = value.magnitude, digits = 0
                repeat { digits += 1; v /= 10 } while v > 0
                if value < 0 { b[n] = UInt8(ascii: "-"); n += 1 }
                v = value.magnitude
                for k in stride(from: n + digits - 1, through: n, by: -1) { b[k] = UInt8(truncatingIfNeeded: v % 10) + 0x30; v /= 10 }
                n += digits
            }
            decimal(s)
            b[n] = UInt8(ascii: "-"); n += 1
            decimal(e)
            b[n] = UInt8(ascii: "-"); n += 1
            let hex: StaticString = "0123456789abcdef"
            var shift = 60
            while shift > 0, (h >> UInt64(shift)) & 0xF == 0 { shift -= 4 }
            hex.withUTF8Buffer { hex in
                while shift >= 0 { b[n] = hex[Int((h >> UInt64(shift)) & 0xF)]; n += 1; shift -= 4 }
            }
            for c in "@textsense".utf8 { b[n] = c; n += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: b[..<n]), as: UTF8.self)
        }
    }
}

/// An iCalendar object (RFC 5545) with VEVENTs and the VTIMEZONEs they reference.
///
/// `serialized(timestamp:)` follows the RFC's rules: CRLF line ends (§3.1), lines folded at 75 octets with a
/// leading space and never inside a UTF-8 sequence (§3.1), TEXT values escaped (§3.3.11: `\\`, `\;`, `\,`,
/// `\n`), one VTIMEZONE per TZID used (§3.6.5), UTC times with `Z`, all-day events as `VALUE=DATE`.
///
/// ```swift
/// let ics = ICSCalendar(detections: detector.detections(in: text), in: text).serialized(timestamp: Date())
/// // BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//TextSense//TextSense//EN\r\n…
/// ```
///
/// - Complexity: O(events + zones), each zone's observances cover only its events' dates.
public struct ICSCalendar: Hashable, Sendable {
    /// PRODID.
    public var productID = "-//TextSense//TextSense//EN"
    /// The events, one VEVENT each.
    public var events: [CalendarEvent]

    /// A calendar of `events`.
    public init(events: [CalendarEvent]) { self.events = events }

    /// A calendar with one event per date detection and per dated flight of `text` (other detections are
    /// skipped); a date that a flight carries is written once, as the flight's event. Every date's event lists
    /// the email addresses detected in `text` as attendees, and an address detected in the date's sentence as
    /// its location.
    ///
    /// - Complexity: O(detections) plus a few hundred bytes read around each date.
    public init(detections: [Detection], in text: String) {
        var emails: [String] = []
        var addresses: [(Range<Int>, String)] = []
        var flightDates = Set<DateValue>()
        var hasEvent = false
        for d in detections {
            switch d.value {
            case .email(let e): if !emails.contains(e.address) { emails.append(e.address) }
            case .address(let a): addresses.append((d.utf8Range, a.formatted))
            case .date: hasEvent = true
            case .flight(let f): if let date = f.date { flightDates.insert(date); hasEvent = true }
            default: break
            }
        }
        guard hasEvent else { events = []; return }
        events = detections.compactMap { d -> CalendarEvent? in
            if case .date(let v) = d.value, flightDates.contains(v) { return nil }
            guard var event = CalendarEvent(d, in: text) else { return nil }
            guard case .date = d.value else { return event }
            event.attendees = emails
            if !addresses.isEmpty {
                let r = d.utf8Range
                let sentence = withUTF8Bytes(of: text) { bytes in
                    r.lowerBound >= 0 && r.upperBound <= bytes.count
                        ? EventSummary.sentence(around: r, in: UTF8Text(bytes: bytes)) : r
                }
                event.location = addresses.first { $0.0.lowerBound >= sentence.lowerBound && $0.0.upperBound <= sentence.upperBound }?.1
            }
            return event
        }
    }

    /// The calendar as text. `timestamp` is every event's DTSTAMP (when the object was created).
    public func serialized(timestamp: Date) -> String {
        var out = ContentLines(reservingCapacity: 256 + events.count * 320)
        write(timestamp: timestamp, to: &out)
        return out.text
    }

    /// Writes the calendar's content lines (see `serialized(timestamp:)`).
    func write(timestamp: Date, to out: inout ContentLines) {
        func line(_ text: String) {
            out.append(text)
            out.endLine()
        }
        func line(_ name: String, _ value: String) {
            out.append(name)
            out.append(value)
            out.endLine()
        }
        line("BEGIN:VCALENDAR")
        line("VERSION:2.0")
        out.append("PRODID:"); out.append(productID, escaping: .iCalendar); out.endLine()
        line("CALSCALE:GREGORIAN")
        // One VTIMEZONE per zone, covering every event that uses it.
        var zones: [(TimeZone, Date, Date)] = []
        for e in events where !e.allDay && !Self.isUTC(e.timeZone) && Self.isWritable(e) {
            let end = e.end ?? e.start
            if let k = zones.firstIndex(where: { $0.0.identifier == e.timeZone.identifier }) {
                zones[k].1 = min(zones[k].1, e.start)
                zones[k].2 = max(zones[k].2, end)
            } else {
                zones.append((e.timeZone, e.start, end))
            }
        }
        for (zone, from, to) in zones {
            for l in Self.vtimezone(zone, from: from, to: to) { line(l) }
        }
        let stamp = Self.utc(timestamp)
        for e in events where Self.isWritable(e) {
            line("BEGIN:VEVENT")
            out.append("UID:"); out.append(e.uid, escaping: .iCalendar); out.endLine()
            line("DTSTAMP:", stamp)
            if e.allDay {
                let end = e.end.map { Self.date($0, in: e.timeZone) }
                    ?? Self.date(e.start.addingTimeInterval(86_400 + 3600), in: e.timeZone)
                line("DTSTART;VALUE=DATE:", Self.date(e.start, in: e.timeZone))
                line("DTEND;VALUE=DATE:", end)
            } else {
                let end = e.end ?? e.start.addingTimeInterval(3600)
                Self.writeDateTime("DTSTART", e.start, e.timeZone, to: &out)
                Self.writeDateTime("DTEND", end, e.timeZone, to: &out)
            }
            if let rule = e.recurrence { line("RRULE:", rule) }
            out.append("SUMMARY:"); out.append(e.summary, escaping: .iCalendar); out.endLine()
            if let place = e.location { out.append("LOCATION:"); out.append(place, escaping: .iCalendar); out.endLine() }
            for a in e.attendees { line("ATTENDEE:mailto:", a) }
            line("END:VEVENT")
        }
        line("END:VCALENDAR")
    }

    // MARK: Value formats

    /// Whether an event's times fit RFC 5545's values, whose years have four digits (§3.3.4): from year 1 to 9999
    /// in its zone (and in UTC). An event outside them (`10 August 234 BC`) is left out of the calendar.
    static func isWritable(_ e: CalendarEvent) -> Bool {
        let end = e.end ?? e.start.addingTimeInterval(86_400 + 3600)
        for d in [e.start, end] {
            for offset in [0, e.timeZone.secondsFromGMT(for: d)] where !(1...9999).contains(DateValue.fields(of: d, offset: offset).year) {
                return false
            }
        }
        return true
    }

    static func isUTC(_ zone: TimeZone) -> Bool {
        switch zone.identifier {
        case "UTC", "GMT", "Etc/UTC", "Etc/GMT", "GMT+0000", "UTC+0000": return true
        default: return false
        }
    }

    private static func pad(_ n: Int, _ w: Int) -> String {
        let s = String(n)
        return s.count >= w ? s : String(repeating: "0", count: w - s.count) + s
    }

    /// `fields` as decimal numbers, each zero-padded to its width (wider when it needs more digits), and `suffix`:
    /// written into one small buffer (every action payload of a date holds several of these).
    private static func digits(_ fields: [(value: Int, width: Int)], separator: UInt8? = nil, at position: Int = 0,
                               suffix: UInt8? = nil) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            var n = 0
            for (k, field) in fields.enumerated() {
                if k == position, let separator { buffer[n] = separator; n += 1 }
                var v = abs(field.value), start = n
                repeat { buffer[n] = UInt8(truncatingIfNeeded: v % 10) + 0x30; v /= 10; n += 1 } while v > 0 && n < 40
                // As `pad` did: the sign is part of the number, zeros go before it.
                if field.value < 0 { buffer[n] = UInt8(ascii: "-"); n += 1 }
                while n - start < field.width { buffer[n] = 0x30; n += 1 }
                buffer[start..<n].reverse()
            }
            if let suffix { buffer[n] = suffix; n += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<n]), as: UTF8.self)
        }
    }

    /// `20261204T120000` in `offset`.
    private static func local(_ d: Date, offset: Int, suffix: UInt8? = nil) -> String {
        let f = DateValue.fields(of: d, offset: offset)
        return digits([(f.year, 4), (f.month, 2), (f.day, 2), (f.hour, 2), (f.minute, 2), (f.second, 2)],
                      separator: UInt8(ascii: "T"), at: 3, suffix: suffix)
    }

    /// `20261204T110000Z`.
    static func utc(_ d: Date) -> String { local(d, offset: 0, suffix: UInt8(ascii: "Z")) }

    /// `20261204`, the day of `d` in `zone`.
    static func date(_ d: Date, in zone: TimeZone) -> String {
        let f = DateValue.fields(of: d, offset: zone.secondsFromGMT(for: d))
        return digits([(f.year, 4), (f.month, 2), (f.day, 2)])
    }

    /// `DTSTART:20261204T110000Z`, or `DTSTART;TZID=Europe/Berlin:20261204T120000`, as one content line.
    private static func writeDateTime(_ name: String, _ d: Date, _ zone: TimeZone, to out: inout ContentLines) {
        out.append(name)
        if isUTC(zone) {
            out.append(":"); out.append(utc(d))
        } else {
            out.append(";TZID="); out.append(zone.identifier); out.append(":")
            out.append(local(d, offset: zone.secondsFromGMT(for: d)))
        }
        out.endLine()
    }

    /// `+0100`, `-0330` (UTC-OFFSET, §3.3.14; seconds when the offset has them).
    static func offset(_ seconds: Int) -> String {
        let a = abs(seconds)
        var s = (seconds < 0 ? "-" : "+") + pad(a / 3600, 2) + pad(a / 60 % 60, 2)
        if a % 60 != 0 { s += pad(a % 60, 2) }
        return s
    }

    /// A VTIMEZONE whose observances are the zone's transitions from a year before `from` through `to`, so
    /// the offset in force at every event time is defined; a zone without transitions gets one STANDARD.
    static func vtimezone(_ zone: TimeZone, from: Date, to: Date) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + zone.identifier]
        var transitions: [Date] = []
        var t = zone.nextDaylightSavingTimeTransition(after: from.addingTimeInterval(-366 * 86_400))
        while let x = t, x <= to, transitions.count < 64 {
            transitions.append(x)
            t = zone.nextDaylightSavingTimeTransition(after: x)
        }
        if transitions.isEmpty {
            let o = offset(zone.secondsFromGMT(for: from))
            lines += ["BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:" + o, "TZOFFSETTO:" + o]
            if let name = abbreviation(zone, at: from) { lines.append("TZNAME:" + escape(name)) }
            lines.append("END:STANDARD")
        } else {
            for x in transitions {
                let before = zone.secondsFromGMT(for: x.addingTimeInterval(-1))
                let after = zone.secondsFromGMT(for: x)
                let kind = zone.isDaylightSavingTime(for: x) ? "DAYLIGHT" : "STANDARD"
                // DTSTART of an observance is the local time of the onset in the offset before it (§3.6.5).
                lines += ["BEGIN:" + kind, "DTSTART:" + local(x, offset: before),
                          "TZOFFSETFROM:" + offset(before), "TZOFFSETTO:" + offset(after)]
                if let name = abbreviation(zone, at: x) { lines.append("TZNAME:" + escape(name)) }
                lines.append("END:" + kind)
            }
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    private struct AbbreviationKey: Hashable {
        var zone: String
        var time: Double
    }

    /// Zone abbreviations already asked for: each costs ICU tens of thousands of instructions, and the events of
    /// a text (every flight's calendar has a VTIMEZONE) ask again for the same transitions.
    private static let abbreviations = Locked<[AbbreviationKey: String?]>([:])

    /// `zone.abbreviation(for: date)`, remembered (at most 4096 at a time).
    static func abbreviation(_ zone: TimeZone, at date: Date) -> String? {
        let key = AbbreviationKey(zone: zone.identifier, time: date.timeIntervalSinceReferenceDate)
        if let known = abbreviations.withLock({ $0[key] }) { return known }
        let name = zone.abbreviation(for: date)
        abbreviations.withLock { cache in
            if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
            cache[key] = name
        }
        return name
    }

    /// Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma, newline; CR and other control
    /// characters (not allowed in content lines, §3.1) are dropped. Works on UTF-8 bytes: every byte it
    /// matches is ASCII, so multi-byte sequences pass through whole.
    static func escape(_ s: String) -> String {
        // Most values (summaries, places) need nothing escaped: they are returned as they are.
        guard s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ";")
                                       || $0 == UInt8(ascii: ",") }) else { return s }
        var out = ContentLines(folding: false)
        out.append(s, escaping: .iCalendar)
        return out.text
    }

    /// Folds a content line at 75 octets (§3.1): CRLF and one space, never inside a UTF-8 sequence.
    static func fold(_ line: String) -> String { ContentLines.folded(line) }
}

extension DateValue {
    /// `calshow:<seconds since 1970-01-01T00:00:00Z of start>` — the URL of the "show in calendar" action.
    /// (Apple's `calshow:` counts from 2001; TextSense uses Unix epoch seconds so any consumer can read it.)
    public var calendarURL: URL? {
        URL(string: "calshow:\(Int(start.timeIntervalSince1970.rounded(.down)))")
    }

    /// `calendarURL` as an action's target.
    var calendarTarget: ActionDraft.Target {
        ActionDraft.target("calshow:", String(Int(start.timeIntervalSince1970.rounded(.down))))
    }
}
