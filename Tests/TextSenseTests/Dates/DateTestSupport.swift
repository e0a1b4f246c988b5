import Foundation
import Testing
@testable import TextSense

/// A fixed reference: Thursday 3 December 2026, 10:00 local time in `zone`. Tests never read the wall clock.
enum DateFixture {
    static func reference(in zone: TimeZone) -> Date {
        let local = CivilDate.daysFromEpoch(year: 2026, month: 12, day: 3) * 86_400 + 10 * 3600
        return Date(timeIntervalSince1970: TimeInterval(local - zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))))
    }

    static func detector(_ locale: String, zone: String) -> DataDetector? {
        guard let tz = TimeZone(identifier: zone) else { return nil }
        let context = DetectionContext(locale: Locale(identifier: locale), referenceDate: reference(in: tz), timeZone: tz)
        return try? DataDetector(types: .date, context: context)
    }

    /// One golden line per date detection: `"text" start[–end] grain[ allDay][ zone]` (zone only when it is
    /// not the context's).
    static func lines(_ text: String, locale: String, zone: String) -> [String] {
        guard let d = detector(locale, zone: zone) else { return ["no detector"] }
        return d.detections(in: text).map { line($0, contextZone: zone) }
    }

    static func line(_ d: Detection, contextZone: String) -> String {
        guard case .date(let v) = d.value else { return "\(d.kind) \"\(d.text)\"" }
        var s = "\"\(d.text)\" \(DateValue.iso8601(v.start, in: v.timeZone))"
        if let end = v.end { s += "–" + DateValue.iso8601(end, in: v.timeZone) }
        s += " \(v.grain.rawValue)"
        if v.allDay { s += " allDay" }
        if v.timeZone.identifier != contextZone { s += " \(v.timeZone.identifier)" }
        if let d = v.direction { s += " \(d.rawValue)" }
        return s
    }
}

/// A text and the golden lines its dates must produce (empty: no date).
struct DateCase: CustomTestStringConvertible, Sendable {
    let text: String
    let expected: [String]
    init(_ text: String, _ expected: String...) {
        self.text = text
        self.expected = expected
    }
    init(_ text: String, expected: [String]) {
        self.text = text
        self.expected = expected
    }
    var testDescription: String { text }
}
