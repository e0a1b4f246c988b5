import Foundation

/// One suggested action as the library first builds it: its URL as text where the text is known to be what
/// `URL(string:)` keeps, and a card or calendar as content-line bytes. The JSON writer takes these as they
/// are; `action` builds the public `SuggestedAction` (its `URL` and `String`) only when a caller reads
/// `Detection.actions`.
struct ActionDraft {
    /// Where the action's URL comes from.
    enum Target {
        /// No URL.
        case none
        /// A URL that is already built (or failed to build: then the action has none).
        case url(URL?)
        /// A built URL and its `absoluteString`, computed once.
        case known(URL, String)
        /// A URL's text that `URL(string:)` accepts and returns unchanged as `absoluteString` (see
        /// `ActionDraft.target(_:_:)`).
        case text(String)
        /// `prefix` and the non-empty `query` percent-encoded (`SuggestedAction.percentEncodedQuery`): a URI
        /// `URL(string:)` keeps as written (see `ActionDraft.target(_:_:)`), which the JSON writer encodes
        /// straight into its buffer.
        case query(prefix: StaticString, query: String)

        /// The URL's text, as `URL(string: …)?.absoluteString` would give it (`nil`: no URL).
        var text: String? {
            switch self {
            case .none: return nil
            case .url(let u): return u?.absoluteString
            case .known(_, let s), .text(let s): return s
            case .query(let prefix, let query): return prefix.description + SuggestedAction.percentEncodedQuery(query)
            }
        }

        /// Whether there is a URL.
        var exists: Bool {
            switch self {
            case .none, .url(.none): return false
            case .url(.some), .known, .text, .query: return true
            }
        }
    }

    /// The text the action carries.
    enum Payload {
        case none
        case text(String)
        /// A vCard or calendar, CRLF line ends and folding included (in the `.text` form, except for the JSON
        /// writer).
        case lines(ContentLines)
    }

    /// A title: most are literals (`Open Link`), written as they are; a quantity's is made from its value.
    struct Title: ExpressibleByStringLiteral {
        enum Storage {
            /// Plain text: no byte a JSON string escapes.
            case fixed(StaticString)
            case text(String)
        }

        let storage: Storage

        /// A literal title; it must hold no `"`, `\` or control character (checked in debug builds).
        init(stringLiteral value: StaticString) {
            assert(value.withUTF8Buffer { $0.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C } },
                   "ActionDraft.Title: a literal that needs escaping")
            storage = .fixed(value)
        }

        init(_ text: String) { storage = .text(text) }

        var string: String {
            switch storage {
            case .fixed(let s): return s.description
            case .text(let s): return s
            }
        }
    }

    var kind: SuggestedAction.Kind
    var title: Title
    var target: Target = .none
    var payload: Payload = .none

    /// The public action.
    var action: SuggestedAction {
        let url: URL?
        switch target {
        case .none: url = nil
        case .url(let u): url = u
        case .known(let u, _): url = u
        case .text(let s): url = URL(string: s)
        case .query: url = target.text.flatMap { URL(string: $0) }
        }
        let text: String?
        switch payload {
        case .none: text = nil
        case .text(let s): text = s
        case .lines(let lines): text = lines.text
        }
        return SuggestedAction(kind: kind, title: title.string, url: url, payload: text)
    }


    /// The target for the URL `prefix + tail`, where `prefix` is a scheme and the fixed start of an opaque part,
    /// path or query (`tel:`, `geo:0,0?q=`, `https://www.flightaware.com/live/flight/`). When every byte of
    /// `tail` is an RFC 3986 unreserved character, `+`, `;`, `=` or a `%` with two hex digits, the whole is a
    /// valid URI that `URL(string:)` keeps as written, so the text is used without building a `URL`;
    /// otherwise the URL is built (and may be nil) as before.
    static func target(_ prefix: String, _ tail: String) -> Target {
        let s = prefix + tail
        return verbatim(tail) ? .text(s) : .url(URL(string: s))
    }

    /// Whether `tail` holds only bytes a URI keeps unchanged after a fixed prefix (see `target(_:_:)`); an
    /// empty tail does not count.
    static func verbatim(_ tail: String) -> Bool {
        // Read over the contiguous bytes (an address's query is a hundred bytes or more, twice per address).
        var tail = tail
        return tail.withUTF8 { b in
            let n = b.count
            guard n > 0 else { return false }
            var i = 0
            while i < n {
                switch b[i] {
                case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                     UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: ";"), UInt8(ascii: "="):
                    i += 1
                case UInt8(ascii: "%"):
                    guard i + 2 < n, isHex(b[i + 1]), isHex(b[i + 2]) else { return false }
                    i += 3
                default:
                    return false
                }
            }
            return true
        }
    }

    private static func isHex(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x41...0x46, 0x61...0x66: return true
        default: return false
        }
    }
}

extension SuggestedAction {
    /// The actions for a detected value, most useful first. Dates use `summary` (the surrounding sentence, else
    /// the matched text) as the event title and `timestamp` as the calendar's DTSTAMP.
    /// `locale` (an ICU id) formats a quantity's conversion in the action's title.
    static func actions(for value: Detection.Value, text: String, summary: String? = nil,
                        timestamp: Date = Date(), locale: String = "en") -> [SuggestedAction] {
        var actions: [SuggestedAction] = []
        forEachDraft(for: value, text: text, summary: summary, timestamp: timestamp, locale: locale) {
            actions.append($0.action)
        }
        return actions
    }

    /// Calls `body` with each action for a detected value, most useful first (see `actions(for:…)`).
    /// `valueURL` is the value's own URL text when the caller has it already (`Detection.Value.urlText`);
    /// cards and calendars are written in `payloadForm` (the JSON writer takes them escaped for its strings).
    static func forEachDraft(for value: Detection.Value, text: String, summary: String? = nil, timestamp: Date,
                             locale: String, valueURL: String? = nil, payloadForm: ContentLines.Form = .text,
                             _ body: (ActionDraft) -> Void) {
        switch value {
        case .link(let link):
            let s = valueURL ?? link.url.absoluteString
            body(ActionDraft(kind: .open, title: "Open Link", target: .known(link.url, s)))
            body(ActionDraft(kind: .copy, title: "Copy Link", payload: .text(s)))
        case .email(let email):
            let s = valueURL ?? email.url.absoluteString
            body(ActionDraft(kind: .composeMail, title: "New Mail Message", target: .known(email.url, s)))
            body(ActionDraft(kind: .addToContacts, title: "Add to Contacts",
                             payload: .lines(VCard.lines(formattedName: email.address, email: email.address, form: payloadForm))))
            body(ActionDraft(kind: .copy, title: "Copy Email", payload: .text(email.address)))
        case .phone(let phone):
            let tel = phone.telTarget
            let sms = ActionDraft.target("sms:", phone.e164)
            let international = phone.international
            if tel.exists { body(ActionDraft(kind: .call, title: "Call", target: tel)) }
            if sms.exists { body(ActionDraft(kind: .message, title: "Send Message", target: sms)) }
            body(ActionDraft(kind: .addToContacts, title: "Add to Contacts",
                             payload: .lines(VCard.lines(formattedName: international, telephone: tel.text, form: payloadForm))))
            body(ActionDraft(kind: .copy, title: "Copy Phone Number", payload: .text(international)))
        case .date(let date):
            let event = CalendarEvent(value: date, summary: summary ?? text)
            // A calendar holds years 1…9999 (`10 August 345 BC` is only copied).
            guard ICSCalendar.isWritable(event) else {
                body(ActionDraft(kind: .copy, title: "Copy Event", payload: .text(text)))
                return
            }
            var calendar = ContentLines(reservingCapacity: 640, form: payloadForm)
            ICSCalendar(events: [event]).write(timestamp: timestamp, to: &calendar)
            body(ActionDraft(kind: .addToCalendar, title: "Create Event", payload: .lines(calendar)))
            body(ActionDraft(kind: .showInCalendar, title: "Show in Calendar", target: date.calendarTarget))
            body(ActionDraft(kind: .copy, title: "Copy Event", payload: .text(text)))
        case .address(let address):
            addressActions(address, payloadForm: payloadForm, body)
        case .tracking(let tracking):
            trackingActions(tracking, urlText: valueURL, body)
        case .flight(let flight):
            flightActions(flight, timestamp: timestamp, payloadForm: payloadForm, body)
        case .money(let money):
            body(ActionDraft(kind: .copy, title: "Copy Amount", payload: .text(text)))
            body(ActionDraft(kind: .copyAmount, title: "Copy Number", payload: .text(money.amount)))
        case .quantity(let quantity):
            body(ActionDraft(kind: .copy, title: ActionDraft.Title(quantity.conversionTitle(locale: locale)), payload: .text(text)))
        }
    }
}

extension SuggestedAction {
    /// Show on map, directions, add to contacts, copy — for an address.
    ///
    /// Show on map uses RFC 5870's `geo:` URI with the Android/“geo query” convention
    /// `geo:0,0?q=<percent-encoded address>` (coordinates 0,0 mean "not known, search for q"). Directions use
    /// OpenStreetMap's directions page, `https://www.openstreetmap.org/directions?to=<address>`, which geocodes
    /// the text and leaves the start to the user: a `geo:` URI has no standard way to ask for a route.
    static func addressActions(_ address: AddressValue, payloadForm: ContentLines.Form = .text,
                               _ body: (ActionDraft) -> Void) {
        // Percent-encoding leaves only unreserved characters and `%XX`, which `URL(string:)` keeps as written, so
        // a non-empty query is encoded when the URL is written, not first into a `String` for each action.
        let formatted = address.formatted
        let map: ActionDraft.Target, directions: ActionDraft.Target
        if formatted.isEmpty {
            map = ActionDraft.target("geo:0,0?q=", "")
            directions = ActionDraft.target("https://www.openstreetmap.org/directions?to=", "")
        } else {
            map = .query(prefix: "geo:0,0?q=", query: formatted)
            directions = .query(prefix: "https://www.openstreetmap.org/directions?to=", query: formatted)
        }
        body(ActionDraft(kind: .showOnMap, title: "Show on Map", target: map))
        body(ActionDraft(kind: .directions, title: "Get Directions", target: directions))
        body(ActionDraft(kind: .addToContacts, title: "Add to Contacts",
                         payload: .lines(VCard.lines(formattedName: address.formatted, address: address, form: payloadForm))))
        body(ActionDraft(kind: .copy, title: "Copy Address", payload: .text(address.formatted)))
    }

    /// Percent-encodes every byte that is not an RFC 3986 unreserved character, so the result is safe as a
    /// query value in any URI (spaces become `%20`, `,` becomes `%2C`, UTF-8 bytes become `%XX`).
    static func percentEncodedQuery(_ s: String) -> String {
        var s = s
        return s.withUTF8 { utf8 in
            String(unsafeUninitializedCapacity: utf8.count * 3) { out in
                guard let base = out.baseAddress else { return 0 }
                return percentEncode(utf8, into: base)
            }
        }
    }

    /// Writes `utf8` percent-encoded (see `percentEncodedQuery`) at `out`, which has room for three bytes per
    /// input byte; returns the number of bytes written.
    static func percentEncode(_ utf8: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let hex: StaticString = "0123456789ABCDEF"
        var n = 0
        hex.withUTF8Buffer { hex in
            for b in utf8 {
                switch b {
                case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E:
                    out[n] = b; n += 1
                default:
                    out[n] = 0x25; out[n + 1] = hex[Int(b >> 4)]; out[n + 2] = hex[Int(b & 0x0F)]; n += 3
                }
            }
        }
        return n
    }
}
