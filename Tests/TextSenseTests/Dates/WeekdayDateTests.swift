import Foundation
import Testing
@testable import TextSense

/// A weekday written with a numeric or ordinal day (`Do, 10.12., 14:15 Uhr`, `Saturday 12th`), and a weekday
/// that fits a date just past. Reference Thursday 2026-12-03 10:00 local.
@Suite("Dates: weekday with a day")
struct WeekdayDateTests {
    @Test("German (de_DE, Europe/Berlin)", arguments: [
        DateCase("Do, 10.12., 14:15 Uhr", #""Do, 10.12., 14:15 Uhr" 2026-12-10T14:15:00+01:00 minute"#),
        DateCase("Samstag, den 12., um 14 Uhr", #""Samstag, den 12., um 14 Uhr" 2026-12-12T14:00:00+01:00 minute"#),
        DateCase("So., 03.01.2027, 10:50", #""So., 03.01.2027, 10:50" 2027-01-03T10:50:00+01:00 minute"#),
        DateCase("Montag, 30. November", #""Montag, 30. November" 2026-11-30T00:00:00+01:00 day allDay"#),
        // A numbered list after a weekday is no day.
        DateCase("am Montag.\n2. Punkt", #""Montag" 2026-12-07T00:00:00+01:00 day allDay"#),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "Europe/Berlin") == c.expected)
    }

    @Test("English and Spanish", arguments: [
        DateCase("Saturday 12/12 at 8am", #""Saturday 12/12 at 8am" 2026-12-12T08:00:00-05:00 hour"#),
        DateCase("Saturday 12th", #""Saturday 12th" 2026-12-12T00:00:00-05:00 day allDay"#),
        // The weekday fits this year's date three days ago, not 2037's.
        DateCase("Monday, November 30", #""Monday, November 30" 2026-11-30T00:00:00-05:00 day allDay"#),
        DateCase("Friday, December 4", #""Friday, December 4" 2026-12-04T00:00:00-05:00 day allDay"#),
        // A date followed by a range of bare hours.
        DateCase("Sunday, December 6, 1-3 PM", #""Sunday, December 6, 1-3 PM" 2026-12-06T13:00:00-05:00–2026-12-06T15:00:00-05:00 hour"#),
        DateCase("we lost 2-1 and 5-6 people left"),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("Spanish (es_ES, Europe/Madrid)", arguments: [
        DateCase("jueves 10/12 a las 16:15", #""jueves 10/12 a las 16:15" 2026-12-10T16:15:00+01:00 minute"#),
        DateCase("sábado 12 a las 17:00", #""sábado 12 a las 17:00" 2026-12-12T17:00:00+01:00 minute"#),
    ])
    func spanish(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "es_ES", zone: "Europe/Madrid") == c.expected)
    }
}
