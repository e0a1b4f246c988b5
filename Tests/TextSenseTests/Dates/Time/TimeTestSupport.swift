import Foundation
import Testing
@testable import TextSense

/// Time-model fixtures: a reference given as a wall-clock time in a zone, and one golden line per value:
/// `start–end grain`, or `start grain before|after` for an open interval, ISO 8601 in the value's zone.
enum TimeFixture {
    /// Thursday 3 December 2026, 10:00 in `zone` unless another wall-clock time is given (`2026-03-29 01:30`).
    static func reference(_ wall: String = "2026-12-03 10:00", in zone: TimeZone) -> Date {
        let p = wall.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        let local = CivilDate.daysFromEpoch(year: p[0], month: p[1], day: p[2]) * 86_400 + p[3] * 3600 + p[4] * 60
        let guess = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local - guess)))
        return Date(timeIntervalSince1970: TimeInterval(local - offset))
    }

    static func calendar(_ zone: String, firstWeekday: Int = 2) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: zone) ?? .gmt
        c.firstWeekday = firstWeekday
        return c
    }

    /// The golden line of `e` resolved at `wall` in `zone`, or `nil` for no value.
    static func line(_ e: TimeExpr?, at wall: String = "2026-12-03 10:00", zone: String = "Europe/Berlin",
                     firstWeekday: Int = 2) -> String? {
        guard let e else { return "no expression" }
        let cal = calendar(zone, firstWeekday: firstWeekday)
        guard let v = resolve(e, reference: reference(wall, in: cal.timeZone), calendar: cal) else { return nil }
        return line(v)
    }

    static func line(_ v: TimeValue) -> String {
        var s = DateValue.iso8601(v.start, in: v.timeZone)
        if let end = v.end { s += "–" + DateValue.iso8601(end, in: v.timeZone) }
        s += " \(v.grain)"
        if let d = v.direction { s += " \(d.rawValue)" }
        return s
    }

    static func f(year: Int? = nil, quarter: Int? = nil, month: Int? = nil, day: Int? = nil, weekday: Int? = nil,
                  hour: Int? = nil, minute: Int? = nil, partOfDay: DateFields.PartOfDay? = nil) -> TimeExpr? {
        DateFields(year: year, quarter: quarter, month: month, day: day, weekday: weekday, hour: hour, minute: minute,
                   partOfDay: partOfDay).map { .fields($0) }
    }

    static let evening = DateFields.PartOfDay(from: 18 * 60, to: 24 * 60)
    static let christmas = TimeExpr.holiday(.fixed(month: 12, day: 25))
    static let thanksgiving = TimeExpr.holiday(.nthWeekday(month: 11, weekday: 5, n: 4))
}

/// A name, an expression (`nil` when a constructor refused it), where it is read, and its golden line (`nil`:
/// no value).
struct TimeCase: CustomTestStringConvertible, Sendable {
    let name: String
    let expression: TimeExpr?
    let wall: String
    let zone: String
    let expected: String?

    init(_ name: String, _ expression: TimeExpr?, at wall: String = "2026-12-03 10:00", zone: String = "Europe/Berlin",
         _ expected: String?) {
        self.name = name
        self.expression = expression
        self.wall = wall
        self.zone = zone
        self.expected = expected
    }

    var testDescription: String { name }

    func check() {
        #expect(TimeFixture.line(expression, at: wall, zone: zone) == expected, "\(name)")
    }
}
