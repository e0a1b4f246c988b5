import Foundation
import TextSense

enum OutputFormat: String, CaseIterable { case jsonl, text, html, vcf, ics }

struct DetectCommand: Command {
    let common: CommonOptions
    let format: OutputFormat
    let detector: DataDetector
    /// `--html-document`: wrap `--format html` output in a complete page.
    let htmlDocument: Bool
    /// `--format ics`: events collected from every record (rendered on several threads), written as one
    /// VCALENDAR at the end — its VTIMEZONEs depend on every event. Memory grows with the number of events,
    /// not with the input.
    private let events = EventCollector()
    /// DTSTAMP of the calendar: the reference time (`--now`), so output is reproducible.
    private let timestamp: Date
    var jsonField: String { "detections" }
    let recordTime: RecordTimeFields?

    static let options = CommonOptions.specs + detectionOptionSpecs + [
        OptionSpec(name: "format", takesValue: true, values: choices(OutputFormat.self)),
        OptionSpec(name: "html-document", takesValue: false),
        OptionSpec(name: "now-field", takesValue: true),
        OptionSpec(name: "time-zone-field", takesValue: true),
    ]

    init(_ args: ArraySlice<String>) throws {
        let p = try ParsedArguments(args, options: Self.options)
        common = try CommonOptions(p)
        format = try p.choice("format", as: OutputFormat.self) ?? .jsonl
        if format != .jsonl && common.recordMode == .jsonl {
            throw UsageError(message: "'--format \(format.rawValue)' cannot be combined with '--records jsonl'")
        }
        htmlDocument = p.has("html-document")
        if htmlDocument && format != .html {
            throw UsageError(message: "'--html-document' needs '--format html'")
        }

        let (types, context) = try parseDetectionOptions(p)
        timestamp = context.referenceDate
        recordTime = try RecordTimeFields(p, recordMode: common.recordMode,
                                          context: DetectionContextDefaults(now: context.referenceDate, zone: context.timeZone))
        detector = try DataDetector(types: types, context: context)
    }

    func render(_ record: DecodedUTF8, _ info: RecordInfo) -> [UInt8] {
        render(record, info, found: detector.detections(in: record.text))
    }

    func renderBatch(_ records: [(text: DecodedUTF8, info: RecordInfo)]) -> [[UInt8]] {
        let found = detector.detections(inEach: records.map(\.text.text))
        return records.indices.map { render(records[$0].text, records[$0].info, found: found[$0]) }
    }

    private func render(_ record: DecodedUTF8, _ info: RecordInfo, found: [Detection]) -> [UInt8] {
        let lines = common.recordMode == .lines
        var w = JSONWriter(reservingCapacity: 64 + found.count * 320)
        switch format {
        case .jsonl where lines:
            w.reserveCapacity(64 + found.count * 320)
            w.beginObject()
            if let file = info.file { w.field("file", file) }
            w.field("record", info.number)
            w.key(jsonField)
            writeDetections(found, record: record, to: &w)
            w.endObject()
            w.appendRaw(0x0A)
        case .jsonl:
            for d in found {
                writeDetection(d, record: record, base: info.offset, file: info.file, to: &w)
                w.appendRaw(0x0A)
            }
        case .html:
            w.appendRaw(HTMLMarkup.fragment(for: record.text, detections: found).utf8)
            if lines { w.appendRaw(0x0A) }
        case .ics:
            events.add(ICSCalendar(detections: found, in: record.text).events, input: info.input, offset: info.offset)
        case .vcf:
            for d in found {
                if let card = d.actions.first(where: { $0.kind == .addToContacts })?.payload { w.appendRaw(card.utf8) }
            }
        case .text:
            let base = lines ? 0 : info.offset
            for d in found {
                let start = record.originalOffset(d.utf8Range.lowerBound) + base
                let end = record.originalOffset(d.utf8Range.upperBound) + base
                var v = JSONWriter()
                d.value.writeJSON(to: &v)
                var line = ""
                if let file = info.file { line += file + ":" }
                if lines { line += "\(info.number):" }
                line += "\(start)..<\(end) \(d.kind.rawValue) \(quoted(d.text)) \(String(decoding: v.bytes, as: UTF8.self))\n"
                w.appendRaw(line.utf8)
            }
        }
        return w.takeBytes()
    }

    func header() -> [UInt8] {
        guard htmlDocument else { return [] }
        let title = common.inputs.isEmpty ? "textsense" : common.inputs.joined(separator: ", ")
        return Array(HTMLMarkup.documentHeader(title: title).utf8)
    }

    func footer() -> [UInt8] {
        if htmlDocument { return Array(HTMLMarkup.documentFooter.utf8) }
        guard format == .ics else { return [] }
        return Array(ICSCalendar(events: events.inInputOrder()).serialized(timestamp: timestamp).utf8)
    }

    func writeJSONValue(_ text: DecodedUTF8, to w: inout JSONWriter) {
        writeDetections(detector.detections(in: text.text), record: text, to: &w)
    }

    func writeJSONValue(_ text: DecodedUTF8, now: Date, zone: TimeZone, to w: inout JSONWriter) {
        writeDetections(detector.detections(in: text.text, referenceDate: now, timeZone: zone), record: text, to: &w)
    }

    private func writeDetections(_ found: [Detection], record: DecodedUTF8, to w: inout JSONWriter) {
        w.beginArray()
        for d in found { writeDetection(d, record: record, base: 0, file: nil, to: &w) }
        w.endArray()
    }

    /// One detection object with offsets mapped back to input bytes (invalid UTF-8 replaced earlier keeps its
    /// original width) and `base` added.
    private func writeDetection(_ d: Detection, record: DecodedUTF8, base: Int, file: String?, to w: inout JSONWriter) {
        // Offsets in valid UTF-8 are the input's own: the detection is written as it is, without a copy.
        guard record.firstInvalidOffset != nil else {
            d.writeJSON(to: &w, offset: base) { w in if let file { w.field("file", file) } }
            return
        }
        var mapped = d
        mapped.utf8Range = (record.originalOffset(d.utf8Range.lowerBound) + base)..<(record.originalOffset(d.utf8Range.upperBound) + base)
        mapped.writeJSON(to: &w) { w in if let file { w.field("file", file) } }
    }
}

/// The text in double quotes with control characters, quotes and backslashes escaped.
func quoted(_ s: String) -> String {
    var w = JSONWriter()
    w.string(s)
    return String(decoding: w.bytes, as: UTF8.self)
}

/// Parses `YYYY-MM-DD[THH:MM[:SS[.fff]]][Z|±HH[:MM]]`; a time without an offset is local time in `defaultZone`.
///
/// Read byte by byte (it runs once per record with `--now-field`): with `Z` or an offset the moment is plain
/// arithmetic on the Gregorian calendar (years 1583 and later, offsets up to ±14:00); local times, and the rest, go
/// through Foundation's Gregorian calendar. An impossible date (`2026-02-30`) or time is `nil`.
func parseISO8601(_ s: String, defaultZone: TimeZone) -> Date? {
    let b = Array(s.utf8)
    var i = 0
    /// `count` ASCII digits at `i` as a number.
    func digits(_ count: Int) -> Int? {
        guard i + count <= b.count else { return nil }
        var n = 0
        for k in i..<i + count {
            guard b[k] >= 0x30, b[k] <= 0x39 else { return nil }
            n = n * 10 + Int(b[k] - 0x30)
        }
        i += count
        return n
    }
    func take(_ c: UInt8) -> Bool {
        guard i < b.count, b[i] == c else { return false }
        i += 1
        return true
    }
    guard let year = digits(4), take(0x2D), let month = digits(2), take(0x2D), let day = digits(2) else { return nil }
    var hour = 0, minute = 0, second = 0, nanosecond = 0
    if i < b.count, b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: " ") {
        i += 1
        guard let h = digits(2), take(0x3A), let m = digits(2) else { return nil }
        hour = h; minute = m
        if take(0x3A) {
            guard let sec = digits(2) else { return nil }
            second = sec
            if take(0x2E) {
                let start = i
                while i < b.count, i - start < 9, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
                guard i > start else { return nil }
                nanosecond = Int((Double("0." + String(decoding: b[start..<i], as: UTF8.self)) ?? 0) * 1e9)
            }
        }
    }
    var offset: Int?
    if take(UInt8(ascii: "Z")) {
        offset = 0
    } else if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
        let sign = b[i] == UInt8(ascii: "-") ? -1 : 1
        i += 1
        guard let hours = digits(2) else { return nil }
        var minutes = 0
        if i < b.count {
            _ = take(0x3A)
            guard let m = digits(2) else { return nil }
            minutes = m
        }
        guard hours <= 23, minutes <= 59 else { return nil }
        offset = sign * (hours * 3600 + minutes * 60)
    }
    guard i == b.count, (1...12).contains(month), (1...31).contains(day), hour <= 23, minute <= 59, second <= 60 else { return nil }
    if let offset, year >= 1583, abs(offset) <= 14 * 3600 {
        // Days since 1970-01-01 (H. Hinnant's days_from_civil); the day must exist in its month, and a leap
        // second must not carry into the next day (what the calendar path refuses too).
        let y = month <= 2 ? year - 1 : year
        let era = y / 400, yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        let local = hour * 3600 + minute * 60 + second
        guard day <= monthDays, local < 86_400 else { return nil }
        return Date(timeIntervalSince1970: Double(days * 86_400 + local - offset) + Double(nanosecond) / 1e9)
    }
    var zone = defaultZone
    if let offset {
        guard let tz = TimeZone(secondsFromGMT: offset) else { return nil }
        zone = tz
    }
    var c = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    if nanosecond > 0 { c.nanosecond = nanosecond }
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = zone
    c.timeZone = zone
    guard let date = cal.date(from: c), cal.component(.day, from: date) == day else { return nil }
    return date
}

/// Calendar events from records rendered on several threads, put back in input order at the end.
final class EventCollector: @unchecked Sendable {
    // Sendable notes: `events` is only touched while `lock` is held.
    private let lock = NSLock()
    private var events: [(input: Int, offset: Int, index: Int, event: CalendarEvent)] = []

    func add(_ new: [CalendarEvent], input: Int, offset: Int) {
        guard !new.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        for (i, e) in new.enumerated() { events.append((input, offset, i, e)) }
    }

    func inInputOrder() -> [CalendarEvent] {
        lock.lock()
        defer { lock.unlock() }
        return events.sorted { ($0.input, $0.offset, $0.index) < ($1.input, $1.offset, $1.index) }.map(\.event)
    }
}
