import Foundation
import TextSense

enum OutputFormat: String { case jsonl, text, html, vcf, ics }

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
        OptionSpec(name: "format", takesValue: true),
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
        let found = detector.detections(in: record.text)
        let lines = common.recordMode == .lines
        var w = JSONWriter(reservingCapacity: 64 + found.count * 320)
        switch format {
        case .jsonl where lines:
            w.bytes.reserveCapacity(64 + found.count * 320)
            w.beginObject()
            if let file = info.file { w.field("file", file) }
            w.field("record", info.number)
            w.key(jsonField)
            writeDetections(found, record: record, to: &w)
            w.endObject()
            w.bytes.append(0x0A)
        case .jsonl:
            for d in found {
                writeDetection(d, record: record, base: info.offset, file: info.file, to: &w)
                w.bytes.append(0x0A)
            }
        case .html:
            w.bytes.append(contentsOf: HTMLMarkup.fragment(for: record.text, detections: found).utf8)
            if lines { w.bytes.append(0x0A) }
        case .ics:
            events.add(ICSCalendar(detections: found, in: record.text).events, input: info.input, offset: info.offset)
        case .vcf:
            for d in found {
                if let card = d.actions.first(where: { $0.kind == .addToContacts })?.payload { w.bytes.append(contentsOf: card.utf8) }
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
                w.bytes.append(contentsOf: line.utf8)
            }
        }
        return w.bytes
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
func parseISO8601(_ s: String, defaultZone: TimeZone) -> Date? {
    let pattern = #"^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$"#
    guard let re = try? NSRegularExpression(pattern: pattern),
          let m = re.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) else { return nil }
    func group(_ i: Int) -> String? {
        guard let r = Range(m.range(at: i), in: s) else { return nil }
        return String(s[r])
    }
    var c = DateComponents()
    c.year = Int(group(1) ?? "")
    c.month = Int(group(2) ?? "")
    c.day = Int(group(3) ?? "")
    c.hour = Int(group(4) ?? "0")
    c.minute = Int(group(5) ?? "0")
    c.second = Int(group(6) ?? "0")
    if let frac = group(7) { c.nanosecond = Int((Double("0." + frac) ?? 0) * 1e9) }
    var zone = defaultZone
    if let z = group(8) {
        if z == "Z" { zone = TimeZone(secondsFromGMT: 0) ?? defaultZone } else {
            let sign = z.hasPrefix("-") ? -1 : 1
            let digits = z.dropFirst().filter(\.isNumber)
            let hours = Int(digits.prefix(2)) ?? 0
            let minutes = digits.count > 2 ? Int(digits.suffix(2)) ?? 0 : 0
            guard hours <= 23, minutes <= 59, let tz = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60)) else { return nil }
            zone = tz
        }
    }
    guard let month = c.month, (1...12).contains(month), let day = c.day, (1...31).contains(day),
          let hour = c.hour, hour <= 23, let minute = c.minute, minute <= 59, let second = c.second, second <= 60 else { return nil }
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
