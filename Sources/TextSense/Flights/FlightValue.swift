import Foundation

/// The value of a flight number: `{"airline":"UA","flight":"837","departure":"SFO","arrival":"NRT"}`.
public struct FlightValue: Hashable, Sendable {
    /// The airline's IATA designator (two characters, `UA`, `U2`) or ICAO code (three letters, `DLH`).
    public var airline: String
    /// The flight number, 1–4 digits and an optional operational suffix letter: `837`, `1234A`.
    public var flight: String
    /// The departure airport's IATA code, when the sentence names one.
    public var departure: String?
    /// The arrival airport's IATA code, when the sentence names a second one.
    public var arrival: String?
    /// The date or time in the same sentence, read in the departure airport's zone.
    public var date: DateValue?

    /// A flight value: airline code, flight number, and the airports and date when the text gives them.
    public init(airline: String, flight: String, departure: String? = nil, arrival: String? = nil, date: DateValue? = nil) {
        self.airline = airline
        self.flight = flight
        self.departure = departure
        self.arrival = arrival
        self.date = date
    }

    /// `UA 837`.
    public var designator: String { airline + " " + flight }

    /// A flight-status page: FlightAware's `https://www.flightaware.com/live/flight/UA837`.
    public var statusURL: URL? { URL(string: "https://www.flightaware.com/live/flight/" + airline + flight) }

    /// `statusURL` as an action's target.
    var statusTarget: ActionDraft.Target { ActionDraft.target("https://www.flightaware.com/live/flight/", airline + flight) }

    /// `{"airline","flight","departure"?,"arrival"?,"date"?:{start,end,allDay,timeZone,grain}}`.
    func writeJSON(to w: inout JSONWriter) {
        w.field("airline", airline)
        w.field("flight", flight)
        w.field("departure", ifPresent: departure)
        w.field("arrival", ifPresent: arrival)
        if let date {
            w.key("date")
            Detection.Value.date(date).writeJSON(to: &w)
        }
    }
}

extension FlightValue: Codable {
    enum CodingKeys: String, CodingKey { case airline, flight, departure, arrival, date }
}
