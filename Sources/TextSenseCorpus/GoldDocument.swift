import Foundation
import TextSense

/// One annotated text of the gold corpus: the text, how it should be read (language, region, reference
/// time, zone) and the entities a perfect detector would find in it.
public struct GoldDocument: Hashable, Sendable {
    /// Unique id, e.g. `en-ticket-03`.
    public var id: String
    /// ISO 639-1 language code, lower-case (`en`, `ru`, `pt`, `de`, `fr`, `es`).
    public var language: String
    /// ISO 3166-1 alpha-2 region, upper-case: decides national phone numbers and day-first dates.
    public var region: String
    /// The reference time relative dates resolve against, as local wall-clock time `YYYY-MM-DDTHH:MM:SS`
    /// in `timeZone`.
    public var now: String
    /// IANA time zone id (`Europe/Moscow`): the zone of `now` and of times written without a zone.
    public var timeZone: String
    /// What kind of text this is (`email`, `chat`, `signature`, `ticket`, `forum`, `web`, `invite`…).
    public var genre: String
    /// The plain text (markup removed).
    public var text: String
    /// The gold entities, in text order.
    public var entities: [GoldEntity]
    /// Where the document was read from, for messages.
    public var source: GoldSourceLocation

    public init(id: String, language: String, region: String, now: String, timeZone: String, genre: String,
                text: String, entities: [GoldEntity], source: GoldSourceLocation) {
        self.id = id
        self.language = language
        self.region = region
        self.now = now
        self.timeZone = timeZone
        self.genre = genre
        self.text = text
        self.entities = entities
        self.source = source
    }

    /// The reference time as an absolute date, or `nil` when `now` or `timeZone` do not parse.
    public var referenceDate: Date? {
        guard let zone = TimeZone(identifier: timeZone) else { return nil }
        return GoldFormat.parseLocalDateTime(now, in: zone)
    }

    /// The detection context this document is read under, or `nil` when its header is broken.
    public var detectionContext: DetectionContext? {
        guard let zone = TimeZone(identifier: timeZone), let date = referenceDate else { return nil }
        let locale = Locale(identifier: "\(language)_\(region)")
        return DetectionContext(locale: locale, region: Locale.Region(region), referenceDate: date, timeZone: zone)
    }
}

/// One gold entity: its type, exact span and expected (partial) value.
public struct GoldEntity: Hashable, Sendable {
    /// The detection type name (`link`, `email`, `phone`, `date`, `address`): a `Detection.Kind` raw value or
    /// one of `GoldFormat.plannedTypes`.
    public var type: String
    /// UTF-8 byte offsets into the document text.
    public var utf8Range: Range<Int>
    /// The text of the span.
    public var text: String
    /// The expected value: a partial JSON object in the shape of the CLI's `value` field.
    public var value: JSONValue
    /// Source line of the entity's markup (1-based), for messages.
    public var line: Int
    /// The family of a date (`holiday`, `period`, `partOfDay`… see `GoldFormat.dateFamilies`), written
    /// `{{date#holiday|…|…}}` in markup and `"family"` in JSONL; `nil` when not tagged.
    public var family: String?

    public init(type: String, utf8Range: Range<Int>, text: String, value: JSONValue, line: Int, family: String? = nil) {
        self.type = type
        self.utf8Range = utf8Range
        self.text = text
        self.value = value
        self.line = line
        self.family = family
    }
}

/// A file and 1-based line.
public struct GoldSourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
    public var description: String { "\(file):\(line)" }
}

/// A problem found while reading or validating gold data.
public struct GoldIssue: Hashable, Sendable, CustomStringConvertible {
    public var location: GoldSourceLocation
    /// The document id, when the problem is inside a document.
    public var documentID: String?
    public var message: String

    public init(location: GoldSourceLocation, documentID: String? = nil, message: String) {
        self.location = location
        self.documentID = documentID
        self.message = message
    }

    public var description: String {
        "\(location): \(documentID.map { "[\($0)] " } ?? "")\(message)"
    }
}

/// Facts about the gold format shared by the reader, the validator and the scorer.
public enum GoldFormat {
    /// Types the gold may hold before the library has a detector for them. Such types are scored as
    /// "not implemented" (never dropped); a type in neither this list nor `Detection.Kind` is an error.
    public static let plannedTypes: [String] = ["link", "email", "phone", "date", "address", "tracking", "flight",
                                                "money", "quantity"]

    /// Every type name the gold may use: the library's kinds first (in their order), then planned ones.
    public static var knownTypes: [String] {
        var names = Detection.Kind.allCases.map(\.rawValue)
        for t in plannedTypes where !names.contains(t) { names.append(t) }
        return names
    }

    /// The type names the library can detect now.
    public static var implementedTypes: Set<String> { Set(Detection.Kind.allCases.map(\.rawValue)) }

    /// The families a gold date may be tagged with, one per way of writing a date:
    /// `holiday` (Thanksgiving, Pfingstmontag), `period` (next month, im dritten Quartal), `span` (the last
    /// 10 minutes), `partOfDay` (tomorrow evening), `range` (3–5 May, 2pm-3pm), `offset` (in 5 minutes, il y a
    /// deux mois), `boundary` (end of the month, mid-March), `clock` (a quarter past 6, halb acht), `open` (until
    /// 4pm, à partir de lundi), `machine` (RFC 5322, ISO 8601, syslog stamps), `smaller` (2/15, `thu`, now, on
    /// the 15th), `plain` (what the detector read before: a day, a day and a time, a weekday).
    public static let dateFamilies: [String] = ["holiday", "period", "span", "partOfDay", "range", "offset", "boundary",
                                                "clock", "open", "machine", "smaller", "plain"]

    /// The family of a gold address is its country: an ISO 3166-1 alpha-2 code written `{{address#CA|…|…}}`
    /// when the address is not in its document's region; untagged addresses count under the document's region.
    /// The scorer's per-country address rows use it.
    public static func isAddressCountry(_ family: String) -> Bool {
        family.utf8.count == 2 && family.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// Address component keys a gold address may name.
    public static let addressComponents: [String] = ["street", "houseNumber", "unit", "city", "district", "region",
                                                     "postalCode", "country"]

    /// Parses `YYYY-MM-DDTHH:MM:SS` (or `…THH:MM`) as wall-clock time in `zone`.
    public static func parseLocalDateTime(_ s: String, in zone: TimeZone) -> Date? {
        let parts = s.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let ymd = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let hms = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard ymd.count == 3, hms.count == 2 || hms.count == 3,
              let y = ymd[0], let mo = ymd[1], let d = ymd[2], let h = hms[0], let mi = hms[1] else { return nil }
        let sec = hms.count == 3 ? hms[2] : 0
        guard let sec, (1...12).contains(mo), (1...31).contains(d), (0...23).contains(h), (0...59).contains(mi),
              (0...59).contains(sec) else { return nil }
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = zone
        let comps = DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: sec)
        guard let date = cal.date(from: comps) else { return nil }
        // Reject dates Calendar rolled over (Feb 30 → Mar 2).
        let back = cal.dateComponents([.year, .month, .day], from: date)
        return back.year == y && back.month == mo && back.day == d ? date : nil
    }
}
