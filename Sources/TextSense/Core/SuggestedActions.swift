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
