#if !canImport(Darwin)
import Foundation
import TextSense

/// The `NSTextCheckingResult` a data detector returns: a range in UTF-16 units and the `Detection` it came
/// from. One final subclass per result type carries that type's value; Apple's accessors (`url`,
/// `phoneNumber`, `date`, …) are extension properties on `NSTextCheckingResult` that read them.
///
/// corelibs' `NSTextCheckingResult` marks `Sendable` unavailable, and subclasses inherit that: results are
/// short-lived objects made per call over the `Sendable` engine. Hand `detection` (a `Sendable` value) to
/// another task instead.
public class DetectionCheckingResult: NSTextCheckingResult {
    /// The TextSense detection this result reports (its ranges index the text that was searched).
    public let detection: Detection
    private let nsRange: NSRange

    init(detection: Detection, range: NSRange) {
        self.detection = detection
        nsRange = range
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    public override var range: NSRange { nsRange }
    public override func range(at idx: Int) -> NSRange {
        precondition(idx == 0, "*** -[NSTextCheckingResult rangeAtIndex:]: index \(idx) beyond bounds [0 .. 0]")
        return nsRange
    }
    public override func range(withName: String) -> NSRange { NSRange(location: NSNotFound, length: 0) }
    public override var numberOfRanges: Int { 1 }

    /// The result for a detection, of the subclass for its kind.
    static func make(_ detection: Detection, range: NSRange) -> DetectionCheckingResult {
        switch detection.value {
        case .link, .email: return LinkCheckingResult(detection: detection, range: range)
        case .phone: return PhoneNumberCheckingResult(detection: detection, range: range)
        case .address: return AddressCheckingResult(detection: detection, range: range)
        case .date: return DateCheckingResult(detection: detection, range: range)
        case .flight: return TransitCheckingResult(detection: detection, range: range)
        // Kinds no `NSTextCheckingType` names; a mask never asks for them, so this is a plain result.
        case .money, .quantity, .tracking: return DetectionCheckingResult(detection: detection, range: range)
        }
    }
}

/// A `.link` result: a link, or an email address as a `mailto:` URL.
public final class LinkCheckingResult: DetectionCheckingResult {
    public override var resultType: CheckingType { CheckingType(rawValue: DetectorCheckingType.link) }
    var linkURL: URL {
        switch detection.value {
        case .email(let e): return e.url
        case .link(let l): return l.url
        default: preconditionFailure("a link result holds a link or an email")
        }
    }
}

/// A `.phoneNumber` result.
public final class PhoneNumberCheckingResult: DetectionCheckingResult {
    public override var resultType: CheckingType { CheckingType(rawValue: DetectorCheckingType.phoneNumber) }
}

/// An `.address` result.
public final class AddressCheckingResult: DetectionCheckingResult {
    public override var resultType: CheckingType { CheckingType(rawValue: DetectorCheckingType.address) }

    /// Apple's components: `.street` is the street line as the country writes it (`1600 Amphitheatre
    /// Parkway`, `Friedrichstraße 43`), else the post-office box; `.state` the region; `.zip` the postal code.
    var addressParts: [NSTextCheckingKey: String] {
        guard case .address(let a) = detection.value else { return [:] }
        let c = a.components
        var result: [NSTextCheckingKey: String] = [:]
        if let street = c.street {
            let parts = a.formatted.components(separatedBy: ", ")
            result[.street] = parts.first { $0.contains(street) } ?? [c.houseNumber, street].compactMap { $0 }.joined(separator: " ")
        } else if let box = c.poBox {
            result[.street] = box
        }
        result[.city] = c.city
        result[.state] = c.region
        result[.zip] = c.postalCode
        result[.country] = c.country
        return result
    }
}

/// A `.transitInformation` result: a flight number.
public final class TransitCheckingResult: DetectionCheckingResult {
    public override var resultType: CheckingType { CheckingType(rawValue: DetectorCheckingType.transitInformation) }

    /// `.airline`: the airline's designator as the text writes it (`UA`, `U2`, `DLH`); `.flight`: the flight
    /// number (`837`, `1234A`).
    var transitParts: [NSTextCheckingKey: String] {
        guard case .flight(let f) = detection.value else { return [:] }
        return [.airline: f.airline, .flight: f.flight]
    }
}

/// A `.date` result.
public final class DateCheckingResult: DetectionCheckingResult {
    public override var resultType: CheckingType { CheckingType(rawValue: DetectorCheckingType.date) }
    /// The zone the detector resolved times in when the text names none.
    let contextZone: TimeZone

    init(detection: Detection, range: NSRange, contextZone: TimeZone) {
        self.contextZone = contextZone
        super.init(detection: detection, range: range)
    }

    override init(detection: Detection, range: NSRange) {
        contextZone = .current
        super.init(detection: detection, range: range)
    }

    public required init?(coder: NSCoder) { nil }

    private var value: DateValue? {
        if case .date(let d) = detection.value { return d }
        return nil
    }

    /// Noon for a day without a time of day, as Apple's detector reports it.
    private func apple(_ date: Date, in zone: TimeZone) -> Date {
        guard value?.allDay == true else { return date }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(byAdding: .hour, value: 12, to: calendar.startOfDay(for: date)) ?? date
    }

    var resolvedDate: Date? {
        guard let v = value else { return nil }
        return apple(v.start, in: v.timeZone)
    }

    var resolvedDuration: TimeInterval {
        guard let v = value, let end = v.end else { return 0 }
        // An all-day end is the midnight after the last day: its noon is 12 hours before.
        let last = v.allDay ? end.addingTimeInterval(-12 * 3600) : end
        return max(0, last.timeIntervalSince(apple(v.start, in: v.timeZone)))
    }

    var statedZone: TimeZone? {
        guard let v = value, v.timeZone.identifier != contextZone.identifier else { return nil }
        return v.timeZone
    }
}

extension NSTextCheckingResult {
    /// The URL of a `.link` result (`mailto:` for an email address); nil for other results.
    public var url: URL? { (self as? LinkCheckingResult)?.linkURL }

    /// The phone number of a `.phoneNumber` result, as written in the text; nil for other results.
    public var phoneNumber: String? { (self as? PhoneNumberCheckingResult)?.detection.text }

    /// The date of a `.date` result: its start, at noon for a day named without a time; nil otherwise.
    public var date: Date? { (self as? DateCheckingResult)?.resolvedDate }

    /// The seconds from a `.date` result's start to its end; 0 when the text gives no end or for other results.
    public var duration: TimeInterval { (self as? DateCheckingResult)?.resolvedDuration ?? 0 }

    /// The time zone a `.date` result's text names (`5pm EST`, `UTC+3`); nil when it names none.
    public var timeZone: TimeZone? { (self as? DateCheckingResult)?.statedZone }

    /// The components of an `.address` result (`.street`, `.city`, `.state`, `.zip`, `.country`) that the
    /// text holds; nil for other results.
    public var addressComponents: [NSTextCheckingKey: String]? { (self as? AddressCheckingResult)?.addressParts }

    /// The components of a `.transitInformation` result: `.airline` (the designator, `UA`) and `.flight`
    /// (the number, `837`); nil for other results.
    public var components: [NSTextCheckingKey: String]? { (self as? TransitCheckingResult)?.transitParts }
}

extension NSTextCheckingKey {
    /// A person's name (contact components).
    public static let name = NSTextCheckingKey(rawValue: "Name")
    /// A job title (contact components).
    public static let jobTitle = NSTextCheckingKey(rawValue: "JobTitle")
    /// An organization (contact components).
    public static let organization = NSTextCheckingKey(rawValue: "Organization")
    /// The street line of an address: `1600 Amphitheatre Parkway`.
    public static let street = NSTextCheckingKey(rawValue: "Street")
    /// The city of an address.
    public static let city = NSTextCheckingKey(rawValue: "City")
    /// The state, province or region of an address as written: `CA`.
    public static let state = NSTextCheckingKey(rawValue: "State")
    /// The postal code of an address.
    public static let zip = NSTextCheckingKey(rawValue: "ZIP")
    /// The country of an address as written.
    public static let country = NSTextCheckingKey(rawValue: "Country")
    /// A phone number (contact components).
    public static let phone = NSTextCheckingKey(rawValue: "Phone")
    /// The airline of a flight (transit components).
    public static let airline = NSTextCheckingKey(rawValue: "Airline")
    /// The flight number (transit components).
    public static let flight = NSTextCheckingKey(rawValue: "Flight")
}
#endif
