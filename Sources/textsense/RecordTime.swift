import Foundation
import TextSense

/// `--now-field` / `--time-zone-field`: the reference time and zone a `--records jsonl` record carries itself
/// (an email's `Date:`, a chat message's timestamp), read per record instead of once per run.
///
/// A field named but missing, `null`, or unreadable makes the record an error record (exit 65 with
/// `--strict`): guessing the run's clock instead would make the output depend on when the job ran.
struct RecordTimeFields: Sendable {
    /// The field holding the record's reference time; `nil`: the run's `--now`.
    let nowField: String?
    /// The field holding the record's IANA zone (or UTC offset); `nil`: the run's `--time-zone`.
    let timeZoneField: String?
    /// The run's `--now` (or the clock, read once at start).
    let defaultNow: Date
    /// The run's `--time-zone`.
    let defaultZone: TimeZone

    /// The options, or `nil` when neither is given. Both need `--records jsonl`.
    init?(_ p: ParsedArguments, recordMode: RecordMode, context: DetectionContextDefaults) throws(UsageError) {
        let now = p.value("now-field"), zone = p.value("time-zone-field")
        guard now != nil || zone != nil else { return nil }
        for (flag, value) in [("now-field", now), ("time-zone-field", zone)] {
            guard let value else { continue }
            guard !value.isEmpty else { throw UsageError(message: "'--\(flag)' needs a field name") }
            guard recordMode == .jsonl else {
                throw UsageError(message: "'--\(flag)' needs '--records jsonl' (a record's fields are read from its JSON object)")
            }
        }
        nowField = now
        timeZoneField = zone
        defaultNow = context.now
        defaultZone = context.zone
    }

    /// The record's reference time and zone, or why they cannot be read.
    func reference(in record: JSONRecord, _ bytes: UnsafeBufferPointer<UInt8>) -> Result<(now: Date, zone: TimeZone), RecordTimeError> {
        var zone = defaultZone
        if let field = timeZoneField {
            guard let member = record.last(named: field, in: bytes), member.kind != .null else {
                return .failure(.init("field \"\(field)\" (--time-zone-field) is missing"))
            }
            guard member.kind == .string, let parsed = Self.zone(Self.string(member, bytes)) else {
                return .failure(.init("field \"\(field)\" (--time-zone-field) is not a time zone (expected an IANA name such as Europe/Berlin, or an offset such as +01:00)"))
            }
            zone = parsed
        }
        var now = defaultNow
        if let field = nowField {
            guard let member = record.last(named: field, in: bytes), member.kind != .null else {
                return .failure(.init("field \"\(field)\" (--now-field) is missing"))
            }
            guard let parsed = Self.moment(member, bytes, defaultZone: zone) else {
                return .failure(.init("field \"\(field)\" (--now-field) is not a time (expected ISO 8601, RFC 5322 or Unix seconds)"))
            }
            now = parsed
        }
        return .success((now, zone))
    }

    private static func string(_ member: JSONRecordMember, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: JSONRecord.decodedString(member, in: bytes).utf8, as: UTF8.self)
    }

    /// ISO 8601 (`2026-11-29T10:00:00+01:00`; without an offset: local time in `defaultZone`), RFC 5322
    /// (`Sun, 29 Nov 2026 10:00:00 +0100`, an email's `Date:`), or a JSON number of seconds since 1970 UTC
    /// (fractions allowed, as chat exports write them).
    static func moment(_ member: JSONRecordMember, _ bytes: UnsafeBufferPointer<UInt8>, defaultZone: TimeZone) -> Date? {
        switch member.kind {
        case .number:
            guard let seconds = JSONRecord.number(member, in: bytes), seconds.isFinite else { return nil }
            return Date(timeIntervalSince1970: seconds)
        case .string:
            let trimmed = string(member, bytes).trimmingCharacters(in: .whitespaces)
            if let d = parseISO8601(trimmed, defaultZone: defaultZone) { return d }
            return rfc5322(trimmed)
        default:
            return nil   // true/false, arrays and objects are not times
        }
    }

    /// RFC 5322 §3.3 date-time with the day name optional, also the obsolete zone names (UT, GMT, EST…).
    static func rfc5322(_ s: String) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        for format in ["EEE, d MMM yyyy HH:mm:ss Z", "d MMM yyyy HH:mm:ss Z", "EEE, d MMM yyyy HH:mm Z", "d MMM yyyy HH:mm Z",
                       "EEE, d MMM yyyy HH:mm:ss zzz", "d MMM yyyy HH:mm:ss zzz"] {
            f.dateFormat = format
            if let d = f.date(from: s) { return d }
        }
        return nil
    }

    /// An IANA name, `UTC`/`Z`, or an offset `±HH[:MM]`.
    static func zone(_ s: String) -> TimeZone? {
        if s == "Z" || s == "UTC" { return TimeZone(identifier: "UTC") }
        if let tz = TimeZone(identifier: s), s.contains("/") || s == "GMT" { return tz }
        guard let m = s.wholeMatch(of: /([+-])(\d{2}):?(\d{2})?/), let h = Int(m.2), h <= 23 else { return nil }
        let minutes = m.3.flatMap { Int($0) } ?? 0
        guard minutes <= 59 else { return nil }
        return TimeZone(secondsFromGMT: (m.1 == "-" ? -1 : 1) * (h * 3600 + minutes * 60))
    }
}

/// Why a record's own time or zone cannot be read.
struct RecordTimeError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The run's reference time and zone, handed to `RecordTimeFields`.
struct DetectionContextDefaults {
    let now: Date
    let zone: TimeZone
}
