import Foundation

extension SuggestedAction {
    /// The actions for a detected value, most useful first. Dates use `summary` (the surrounding sentence, else
    /// the matched text) as the event title and `timestamp` as the calendar's DTSTAMP.
    static func actions(for value: Detection.Value, text: String, summary: String? = nil,
                        timestamp: Date = Date()) -> [SuggestedAction] {
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
            return [
                SuggestedAction(kind: .addToCalendar, title: "Create Event",
                                payload: ICSCalendar(events: [event]).serialized(timestamp: timestamp)),
                SuggestedAction(kind: .showInCalendar, title: "Show in Calendar", url: date.calendarURL),
                SuggestedAction(kind: .copy, title: "Copy Event", payload: text),
            ]
        }
    }
}
