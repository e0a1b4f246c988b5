import Foundation

/// One piece of data found in a text: what it is, where it is, its typed value and what a user can do with it.
///
/// ```swift
/// let detector = try DataDetector(types: [.link, .email])
/// for d in detector.detections(in: "Mail ana@example.com or see swift.org.") {
///     print(d)   // email 5..<20 "ana@example.com" [composeMail, addToContacts, copy]
/// }              // link 28..<37 "swift.org" [open, copy]
/// ```
public struct Detection: Hashable, Sendable {
    /// What kind of data this is.
    public var kind: Kind
    /// Where it is, as indices into the text that was searched.
    public var range: Range<String.Index>
    /// Where it is, in UTF-8 bytes from the start of the text that was searched (the CLI's `start`/`end`).
    public var utf8Range: Range<Int>
    /// The matched text, exactly as written.
    public var text: String
    /// The typed, normalized value.
    public var value: Value
    /// What a user can do with it, most useful first.
    ///
    /// Detections found by `DataDetector` build their actions from `value` and `text` when this is read (a
    /// vCard or calendar payload costs more than finding a phone number, and most callers never read it), so
    /// each read builds them anew; setting it stores the given list instead.
    public var actions: [SuggestedAction] {
        get {
            switch actionSource {
            case .given(let actions):
                return actions
            case .derived(let summary, let timestamp, let locale):
                return SuggestedAction.actions(for: value, text: text, summary: summary, timestamp: timestamp,
                                               locale: locale)
            }
        }
        set { actionSource = .given(newValue) }
    }

    /// Where `actions` comes from.
    enum ActionSource: Sendable {
        case given([SuggestedAction])
        /// Built from the value: `summary` names a calendar event, `timestamp` stamps its ICS payload, `locale`
        /// formats a quantity's conversion.
        case derived(summary: String?, timestamp: Date, locale: String)
    }
    var actionSource: ActionSource

    /// A detection of `kind` over `range` (and `utf8Range`) of the text, with its value and suggested actions.
    public init(kind: Kind, range: Range<String.Index>, utf8Range: Range<Int>, text: String, value: Value,
                actions: [SuggestedAction]) {
        self.kind = kind
        self.range = range
        self.utf8Range = utf8Range
        self.text = text
        self.value = value
        self.actionSource = .given(actions)
    }

    /// A detection whose actions are built from `value` when read (see `actions`).
    init(kind: Kind, range: Range<String.Index>, utf8Range: Range<Int>, text: String, value: Value,
         eventSummary: String?, timestamp: Date, locale: String = "en") {
        self.kind = kind
        self.range = range
        self.utf8Range = utf8Range
        self.text = text
        self.value = value
        self.actionSource = .derived(summary: eventSummary, timestamp: timestamp, locale: locale)
    }

    /// Equal when every public property is, actions included (built only when the rest is equal).
    public static func == (a: Detection, b: Detection) -> Bool {
        a.kind == b.kind && a.range == b.range && a.utf8Range == b.utf8Range && a.text == b.text && a.value == b.value
            && a.sameActions(as: b)
    }

    /// Whether the actions are equal; actions built from equal values with the same summary and timestamp are,
    /// without building them.
    private func sameActions(as other: Detection) -> Bool {
        if case .derived(let s1, let t1, let l1) = actionSource, case .derived(let s2, let t2, let l2) = other.actionSource,
           s1 == s2, t1 == t2, l1 == l2 {
            return true
        }
        return actions == other.actions
    }

    /// Hashes what `==` compares except the actions (equal detections have equal hashes all the same).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(range)
        hasher.combine(utf8Range)
        hasher.combine(text)
        hasher.combine(value)
    }
}

extension Detection {
    /// The kinds of data TextSense finds. The raw value is the name used by the CLI and in JSON.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// A web or other safe-scheme link: `https://swift.org`, `www.example.com`, `example.co.uk/about`.
        case link
        /// An email address: `ana+news@mail.example.com`.
        case email
        /// A phone number: `+1 (650) 253-0000`, `030 1234567` (national, read with the context's region).
        case phone
        /// A postal address: `1600 Amphitheatre Parkway, Mountain View, CA 94043`, `Friedrichstraße 43, 10117 Berlin`.
        case address
        /// A date, time, date range or calendar event: `Friday, December 4, 2026`, `tomorrow at 5pm`,
        /// `15 декабря 2026 года`, `from 2:00 to 3:30 PM EST`.
        case date
        /// A shipment tracking number: `1Z 999 AA1 01 2345 6784`, `RR123456785DE`, `9400 1000 0000 0000 0000 00`.
        case tracking
        /// A flight number: `UA 837`, `LH400`, `Flug U2 8123`.
        case flight
        /// An amount of money: `USD 1,250.00`, `€ 12,50`, `R$ 1.234,56`, `3.5 million dollars`, `$10–15`.
        case money
        /// A physical quantity: `5 km`, `72°F`, `1,5 л`, `2.4 GHz`, `10 m²`.
        case quantity

        public static func < (a: Kind, b: Kind) -> Bool { a.order < b.order }
        private var order: Int { Kind.allCases.firstIndex(of: self) ?? 0 }
    }

    /// The typed value of a detection: one case per kind.
    public enum Value: Hashable, Sendable {
        /// `{"url": …}` — see `LinkValue`.
        case link(LinkValue)
        /// `{"address": …, "url": "mailto:…"}` — see `EmailValue`.
        case email(EmailValue)
        /// `{"e164","international","national","countryCode","region","numberType","extension"?}` — see
        /// `PhoneValue`.
        case phone(PhoneValue)
        /// `{"components": {…}, "countryCode": "US", "formatted": "…"}` — see `AddressValue`.
        case address(AddressValue)
        /// `{"start","end","allDay","timeZone","grain"}` — see `DateValue`.
        case date(DateValue)
        /// `{"carrier","number","product","trackingURL"?,"country"?,"operator"?,"checkDigit"}` — see `TrackingValue`.
        case tracking(TrackingValue)
        /// `{"airline","flight","departure"?,"arrival"?,"date"?}` — see `FlightValue`.
        case flight(FlightValue)
        /// `{"amount","currency","approximate","max"?,"currencyAmbiguous"}` — see `MoneyValue`.
        case money(MoneyValue)
        /// `{"value","unit","system","converted":[{"value","unit"}]}` — see `QuantityValue`.
        case quantity(QuantityValue)
    }
}

/// The value of a link detection.
public struct LinkValue: Hashable, Sendable, Codable {
    /// The normalized URL: a scheme is added to `www.` and bare-domain links (`http://`), the host is in its
    /// ASCII (punycode) form, and characters a URL cannot hold (spaces, non-ASCII) are percent-encoded.
    public var url: URL

    /// A link value for `url`.
    public init(url: URL) { self.url = url }
}

/// The value of an email detection.
public struct EmailValue: Hashable, Sendable, Codable {
    /// The address as written, with an IDN domain kept in its Unicode form.
    public var address: String
    /// A `mailto:` URL for the address (domain in ASCII/punycode form).
    public var url: URL

    /// An email value: the address as written and its `mailto:` URL.
    public init(address: String, url: URL) {
        self.address = address
        self.url = url
    }
}

/// Something a user can do with a detection, like the items of a data detector's context menu.
public struct SuggestedAction: Hashable, Sendable, Codable {
    /// What the action does. The raw value is the JSON name.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// Open `url` (a link) in a browser or the app that handles its scheme.
        case open
        /// Copy `payload` (the detected text, or a normalized form) to the pasteboard.
        case copy
        /// Write a mail to the address: `url` is `mailto:`.
        case composeMail
        /// Add a contact: `payload` is a vCard 4.0 (RFC 6350) card.
        case addToContacts
        /// Call the number: `url` is a `tel:` URI (RFC 3966), extension as `;ext=`.
        case call
        /// Send a text message: `url` is an `sms:` URI (RFC 5724).
        case message
        /// Add an event: `payload` is an RFC 5545 VCALENDAR with one VEVENT.
        case addToCalendar
        /// Show the day in a calendar app: `url` is `calshow:<Unix epoch seconds of the start>`.
        case showInCalendar
        /// Show a place on a map: `url` is an RFC 5870 `geo:0,0?q=…` query URI.
        case showOnMap
        /// Get directions to a place: `url` is an OpenStreetMap directions URL (`…/directions?to=…`).
        case directions
        /// Copy the plain number of an amount of money: `payload` is the amount (`1250.00`).
        case copyAmount
    }

    /// What the action does: open, call, compose mail, add to calendar…
    public var kind: Kind
    /// A short title for a menu item, e.g. "Open Link".
    public var title: String
    /// The URL the action opens, when it opens one.
    public var url: URL?
    /// Text the action carries (a vCard, the text to copy), when it carries any.
    public var payload: String?

    /// An action of `kind` titled `title`, with the URL it opens and the text it copies, when it has them.
    public init(kind: Kind, title: String, url: URL? = nil, payload: String? = nil) {
        self.kind = kind
        self.title = title
        self.url = url
        self.payload = payload
    }
}

extension Detection: CustomStringConvertible {
    /// One readable line: `link 10..<25 "https://a.io" [open, copy]` (UTF-8 offsets).
    public var description: String {
        "\(kind.rawValue) \(utf8Range.lowerBound)..<\(utf8Range.upperBound) \"\(text)\" "
            + "[\(actions.map(\.kind.rawValue).joined(separator: ", "))]"
    }
}
