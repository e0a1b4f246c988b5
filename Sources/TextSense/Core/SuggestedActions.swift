import Foundation

extension SuggestedAction {
    /// The actions for a detected value, most useful first. Dates use `summary` (the surrounding sentence, else
    /// the matched text) as the event title and `timestamp` as the calendar's DTSTAMP.
    /// `locale` (an ICU id) formats a quantity's conversion in the action's title.
    static func actions(for value: Detection.Value, text: String, summary: String? = nil,
                        timestamp: Date = Date(), locale: String = "en") -> [SuggestedAction] {
        switch value {
        case .link(let link):
            return [
                SuggestedAction(kind: .open, title: "Open Link", url: link.url),
                SuggestedAction(kind: .copy, title: "Copy Link", payload: link.url.absoluteString),
            ]
        case .email(let email):
            var card = VCard()
            card.formattedName = email.address
            card.emails = [email.address]
            return [
                SuggestedAction(kind: .composeMail, title: "New Mail Message", url: email.url),
                SuggestedAction(kind: .addToContacts, title: "Add to Contacts", payload: card.serialized()),
                SuggestedAction(kind: .copy, title: "Copy Email", payload: email.address),
            ]
        case .phone(let phone):
            var card = VCard()
            card.formattedName = phone.international
            card.telephoneURIs = phone.telURI.map { [$0.absoluteString] } ?? []
            var actions: [SuggestedAction] = []
            if let tel = phone.telURI { actions.append(SuggestedAction(kind: .call, title: "Call", url: tel)) }
            if let sms = phone.smsURI { actions.append(SuggestedAction(kind: .message, title: "Send Message", url: sms)) }
            actions.append(SuggestedAction(kind: .addToContacts, title: "Add to Contacts", payload: card.serialized()))
            actions.append(SuggestedAction(kind: .copy, title: "Copy Phone Number", payload: phone.international))
            return actions
        case .date(let date):
            let event = CalendarEvent(value: date, summary: summary ?? text)
            // A calendar holds years 1…9999 (`10 August 345 BC` is only copied).
            guard ICSCalendar.isWritable(event) else { return [SuggestedAction(kind: .copy, title: "Copy Event", payload: text)] }
            return [
                SuggestedAction(kind: .addToCalendar, title: "Create Event",
                                payload: ICSCalendar(events: [event]).serialized(timestamp: timestamp)),
                SuggestedAction(kind: .showInCalendar, title: "Show in Calendar", url: date.calendarURL),
                SuggestedAction(kind: .copy, title: "Copy Event", payload: text),
            ]
        case .address(let address):
            return addressActions(address)
        case .tracking(let tracking):
            return trackingActions(tracking)
        case .flight(let flight):
            return flightActions(flight, timestamp: timestamp)
        case .money(let money):
            return [
                SuggestedAction(kind: .copy, title: "Copy Amount", payload: text),
                SuggestedAction(kind: .copyAmount, title: "Copy Number", payload: money.amount),
            ]
        case .quantity(let quantity):
            return [SuggestedAction(kind: .copy, title: quantity.conversionTitle(locale: locale), payload: text)]
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
    static func addressActions(_ address: AddressValue) -> [SuggestedAction] {
        let query = percentEncodedQuery(address.formatted)
        var card = VCard()
        card.formattedName = address.formatted
        card.addresses = [address]
        return [
            SuggestedAction(kind: .showOnMap, title: "Show on Map", url: URL(string: "geo:0,0?q=" + query)),
            SuggestedAction(kind: .directions, title: "Get Directions",
                            url: URL(string: "https://www.openstreetmap.org/directions?to=" + query)),
            SuggestedAction(kind: .addToContacts, title: "Add to Contacts", payload: card.serialized()),
            SuggestedAction(kind: .copy, title: "Copy Address", payload: address.formatted),
        ]
    }

    /// Percent-encodes every byte that is not an RFC 3986 unreserved character, so the result is safe as a
    /// query value in any URI (spaces become `%20`, `,` becomes `%2C`, UTF-8 bytes become `%XX`).
    static func percentEncodedQuery(_ s: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count * 3)
        for b in s.utf8 {
            switch b {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: out.append(b)
            default:
                out.append(0x25)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
