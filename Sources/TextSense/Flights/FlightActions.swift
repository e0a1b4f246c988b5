import Foundation

extension SuggestedAction {
    /// Open the flight status, add to calendar (when a date is attached), copy — for a flight.
    static func flightActions(_ v: FlightValue, timestamp: Date) -> [SuggestedAction] {
        var actions: [SuggestedAction] = []
        if let url = v.statusURL { actions.append(SuggestedAction(kind: .open, title: "Show Flight Status", url: url)) }
        if let event = CalendarEvent(flight: v) {
            actions.append(SuggestedAction(kind: .addToCalendar, title: "Add Flight to Calendar",
                                           payload: ICSCalendar(events: [event]).serialized(timestamp: timestamp)))
        }
        actions.append(SuggestedAction(kind: .copy, title: "Copy Flight Number", payload: v.designator))
        return actions
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
