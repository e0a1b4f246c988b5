import Foundation
import Testing
@testable import TextSense

/// Values that the time model resolves differently from the resolver it replaced, each because the earlier value
/// was wrong. Reference Thursday 2026-12-03 10:00 (`DateFixture`) unless stated.
@Suite("Dates: values through the time model")
struct ResolutionFixTests {

    @Test("English (en_US, America/New_York)", arguments: [
        // A range of months ends after its last month (was the day after its first day).
        DateCase(#"from March 2027 to May 2027"#, #""from March 2027 to May 2027" 2027-03-01T00:00:00-05:00–2027-06-01T00:00:00-04:00 month allDay"#),
        // The end of a two-day weekend is its Sunday (was a start after its end).
        DateCase(#"by the end of the weekend"#, #""the end of the weekend" 2026-12-06T00:00:00-05:00–2026-12-07T00:00:00-05:00 day allDay"#),
        // 02:30 does not exist on 14 March 2027 in New York: it is read after the change (was 01:30 EST).
        DateCase(#"March 14, 2027 at 2:30am"#, #""March 14, 2027 at 2:30am" 2027-03-14T03:30:00-04:00 minute"#),
        // 01:30 happens twice on 7 November 2027: the first, as the event's ICS says.
        DateCase(#"November 7, 2027 at 1:30am"#, #""November 7, 2027 at 1:30am" 2027-11-07T01:30:00-04:00 minute"#),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    /// 02:30 happens twice on 31 October 2027 in Berlin: the first (was the second).
    @Test func germanRepeatedHour() {
        #expect(DateFixture.lines("am 31.10.2027 um 2:30 Uhr", locale: "de_DE", zone: "Europe/Berlin")
                == [#""31.10.2027 um 2:30 Uhr" 2027-10-31T02:30:00+02:00 minute"#])
    }

    /// A weekday and a date in the last half year name that date across New Year (was December 29, 2032).
    @Test func recentDateAcrossNewYear() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let reference = TimeFixture.reference("2027-01-05 10:00", in: zone)
        let detector = try DataDetector(types: .date, context: DetectionContext(locale: Locale(identifier: "en_US"),
                                                                              referenceDate: reference, timeZone: zone))
        let lines = detector.detections(in: "Tuesday, December 29").map { DateFixture.line($0, contextZone: "America/New_York") }
        #expect(lines == [#""Tuesday, December 29" 2026-12-29T00:00:00-05:00 day allDay"#])
    }
}
