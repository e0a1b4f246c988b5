import Foundation
import Testing
@testable import TextSense

/// English dates composed of two readable parts: a weekday in a named week (`Tuesday of next week`), an amount
/// before or after a date (`2 days after tomorrow`), a day and an open interval of its time (`tomorrow before
/// 4pm`), two-digit years after a day
/// and a month (`3 Aug 96`), era years (`2555 BE`), units glued to their digits (`3m 49s ago`), and a month range
/// whose start lies in the year before its end (`From December to May 2022`); with the negatives next to each.
/// Reference Thursday 2026-12-03 10:00 in America/New_York (`DateFixture`); intervals are half-open.
@Suite("Dates: composed English forms (week of a weekday, amounts from a date, glued dates, eras, glued units)")
struct ComposedDateTests {

    @Test("a weekday in a named week", arguments: [
        DateCase(#"Tuesday of next week"#, #""Tuesday of next week" 2026-12-08T00:00:00-05:00 day allDay"#),
        DateCase(#"Let's meet on Friday next week"#, #""Friday next week" 2026-12-11T00:00:00-05:00 day allDay"#),
        DateCase(#"Wednesday of this week"#, #""Wednesday of this week" 2026-12-02T00:00:00-05:00 day allDay"#),
        DateCase(#"off on Tuesday, next week"#, #""Tuesday, next week" 2026-12-08T00:00:00-05:00 day allDay"#),
        DateCase(#"Friday of last week at 9am"#, #""Friday of last week at 9am" 2026-11-27T09:00:00-05:00 hour"#),
        DateCase(#"Friday of the week"#, #""Friday" 2026-12-04T00:00:00-05:00 day allDay"#),
        DateCase(#"Friday next"#, #""Friday next" 2026-12-04T00:00:00-05:00 day allDay"#),
    ])
    func weekOfWeekday(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("an amount before or after a date", arguments: [
        DateCase(#"2 days after tomorrow"#, #""2 days after tomorrow" 2026-12-06T00:00:00-05:00 day allDay"#),
        DateCase(#"a week before yesterday"#, #""a week before yesterday" 2026-11-25T00:00:00-05:00 day allDay"#),
        DateCase(#"three days before Christmas"#, #""three days before Christmas" 2026-12-22T00:00:00-05:00 day allDay"#),
        DateCase(#"2 months before 02/02/2027"#, #""2 months before 02/02/2027" 2026-12-02T00:00:00-05:00 day allDay"#),
        DateCase(#"2 days after the meeting"#),
        DateCase(#"10 points before halftime"#),
    ])
    func amountFromDate(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("a day and an open interval of its time", arguments: [
        DateCase(#"tomorrow before 4pm"#, #""tomorrow before 4pm" 2026-12-04T16:00:00-05:00 hour before"#),
        DateCase(#"Monday after 2pm"#, #""Monday after 2pm" 2026-12-07T14:00:00-05:00 hour after"#),
        DateCase(#"tomorrow until noon"#, #""tomorrow until noon" 2026-12-04T12:00:00-05:00 minute before"#),
    ])
    func dayAndOpenTime(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("two-digit and era years (days joined to months: SignedOffsetDateTests)", arguments: [
        DateCase(#"born 3 Aug 96"#, #""3 Aug 96" 1996-08-03T00:00:00-04:00 day allDay"#),
        DateCase(#"Aug 9, 96"#, #""Aug 9, 96" 1996-08-09T00:00:00-04:00 day allDay"#),
        DateCase(#"3rd Feb 82"#, #""3rd Feb 82" 1982-02-03T00:00:00-05:00 day allDay"#),
        DateCase(#"10 August 2555 BE"#, #""10 August 2555 BE" 2012-08-10T00:00:00-04:00 day allDay"#),
        DateCase(#"Aug 9 with 45 people"#, #""Aug 9" 2026-08-09T00:00:00-04:00 day allDay"#),
        DateCase(#"May 5, 99 problems"#, #""May 5" 2027-05-05T00:00:00-04:00 day allDay"#),
    ])
    func gluedAndShortYears(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("units glued to their digits", arguments: [
        DateCase(#"posted 1h ago"#, #""1h ago" 2026-12-03T09:00:00-05:00 hour"#),
        DateCase(#"3m 49s ago"#, #""3m 49s ago" 2026-12-03T09:56:11-05:00 second"#),
        DateCase(#"3w later"#, #""3w later" 2026-12-24T00:00:00-05:00 day allDay"#),
        DateCase(#"rendered in 3D"#),
        DateCase(#"a 5m cable"#),
    ])
    func gluedUnits(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("a month range whose start lies in the year before", arguments: [
        DateCase(#"From December to May 2022"#,
                 #""From December to May 2022" 2021-12-01T00:00:00-05:00–2022-06-01T00:00:00-04:00 month allDay"#),
        DateCase(#"From May to December, 2022"#,
                 #""From May to December, 2022" 2022-05-01T00:00:00-04:00–2023-01-01T00:00:00-05:00 month allDay"#),
        DateCase(#"December 20 to May 5, 2022"#,
                 #""December 20 to May 5, 2022" 2021-12-20T00:00:00-05:00–2022-05-06T00:00:00-04:00 day allDay"#),
    ])
    func monthRangeYears(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }
}
