import Foundation

extension SuggestedAction {
    /// Open the flight status, add to calendar (when a date is attached), copy — for a flight.
    static func flightActions(_ v: FlightValue, timestamp: Date, payloadForm: ContentLines.Form = .text,
                              _ body: (ActionDraft) -> Void) {
        let status = v.statusTarget
        if status.exists { body(ActionDraft(kind: .open, title: "Show Flight Status", target: status)) }
        if let event = CalendarEvent(flight: v) {
            var calendar = ContentLines(reservingCapacity: 1024, form: payloadForm)
            ICSCalendar(events: [event]).write(timestamp: timestamp, to: &calendar)
            body(ActionDraft(kind: .addToCalendar, title: "Add Flight to Calendar", payload: .lines(calendar)))
        }
        body(ActionDraft(kind: .copy, title: "Copy Flight Number", payload: .text(v.designator)))
    }
}

extension FlightValue {
    /// `Flight UA 837 SFO → NRT`: the calendar event's title.
    var eventSummary: String {
        var s = "Flight " + designator
        if let departure { s += " " + departure }
        if let arrival { s += " → " + arrival }
        return s
    }
}
