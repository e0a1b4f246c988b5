import Foundation
import Testing
@testable import TextSense

/// English, en_US, America/New_York; reference Thursday 2026-12-03 10:00 (EST, -05:00).
@Suite("Dates: English")
struct EnglishDateTests {
    static func check(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("absolute dates", arguments: [
        DateCase("Due 12/15/2026.", #""12/15/2026" 2026-12-15T00:00:00-05:00 day allDay"#),
        DateCase("Start 2026-12-01 sharp", #""2026-12-01" 2026-12-01T00:00:00-05:00 day allDay"#),
        DateCase("on 03.12.2026", #""03.12.2026" 2026-12-03T00:00:00-05:00 day allDay"#),
        DateCase("Friday, December 4, 2026 works", #""Friday, December 4, 2026" 2026-12-04T00:00:00-05:00 day allDay"#),
        DateCase("by Dec 1st", #""Dec 1st" 2026-12-01T00:00:00-05:00 day allDay"#),
        DateCase("on the 4th of July", #""4th of July" 2026-07-04T00:00:00-04:00 day allDay"#),
        DateCase("in December 2026", #""in December 2026" 2026-12-01T00:00:00-05:00–2027-01-01T00:00:00-05:00 month allDay"#),
        DateCase("Dec. 24", #""Dec. 24" 2026-12-24T00:00:00-05:00 day allDay"#),
        DateCase("15/12/2026 is day-first even here", #""15/12/2026" 2026-12-15T00:00:00-05:00 day allDay"#),
        DateCase("at 2026-12-01T15:30:00Z", #""2026-12-01T15:30:00Z" 2026-12-01T15:30:00+00:00 second GMT"#),
        DateCase("at 2026-12-01T15:30+03:00", #""2026-12-01T15:30+03:00" 2026-12-01T15:30:00+03:00 minute GMT+0300"#),
    ])
    func absolute(_ c: DateCase) { Self.check(c) }

    @Test("times", arguments: [
        DateCase("call at 5pm", #""5pm" 2026-12-03T17:00:00-05:00 hour"#),
        DateCase("call at 5 p.m. ok", #""5 p.m." 2026-12-03T17:00:00-05:00 hour"#),
        DateCase("meet 17:00", #""17:00" 2026-12-03T17:00:00-05:00 minute"#),
        DateCase("lunch at noon", #""noon" 2026-12-03T12:00:00-05:00 minute"#),
        DateCase("until midnight", #""until midnight" 2026-12-04T00:00:00-05:00 minute before"#),
        DateCase("see you tonight at 8", #""tonight at 8" 2026-12-03T20:00:00-05:00 hour"#),
        DateCase("12am, sharp", #""12am" 2026-12-03T00:00:00-05:00 hour"#),
        DateCase("tomorrow at 9:30am", #""tomorrow at 9:30am" 2026-12-04T09:30:00-05:00 minute"#),
        DateCase("5pm on Saturday", #""5pm on Saturday" 2026-12-05T17:00:00-05:00 hour"#),
        DateCase("Let's meet at 7 tonight", #""7 tonight" 2026-12-03T19:00:00-05:00 hour"#),
        DateCase("Deadline: 31.12.2026 23:59", #""31.12.2026 23:59" 2026-12-31T23:59:00-05:00 minute"#),
        DateCase("on 2026-12-01 15:30 in room 4", #""2026-12-01 15:30" 2026-12-01T15:30:00-05:00 minute"#),
        DateCase("noon tomorrow", #""noon tomorrow" 2026-12-04T12:00:00-05:00 minute"#),
        DateCase("Monday 9am", #""Monday 9am" 2026-12-07T09:00:00-05:00 hour"#),
        DateCase("Mon, Dec 7 at 10:00", #""Mon, Dec 7 at 10:00" 2026-12-07T10:00:00-05:00 minute"#),
        DateCase("Dec 4th at 3:30pm EST", #""Dec 4th at 3:30pm EST" 2026-12-04T15:30:00-05:00 minute"#),
    ])
    func times(_ c: DateCase) { Self.check(c) }

    @Test("relative", arguments: [
        DateCase("today", #""today" 2026-12-03T00:00:00-05:00 day allDay"#),
        DateCase("Tomorrow works", #""Tomorrow" 2026-12-04T00:00:00-05:00 day allDay"#),
        DateCase("yesterday", #""yesterday" 2026-12-02T00:00:00-05:00 day allDay"#),
        DateCase("on Saturday", #""Saturday" 2026-12-05T00:00:00-05:00 day allDay"#),
        DateCase("on Thursday", #""Thursday" 2026-12-03T00:00:00-05:00 day allDay"#),
        DateCase("next Thursday", #""next Thursday" 2026-12-10T00:00:00-05:00 day allDay"#),
        DateCase("next Tuesday", #""next Tuesday" 2026-12-08T00:00:00-05:00 day allDay"#),
        DateCase("last Friday", #""last Friday" 2026-11-27T00:00:00-05:00 day allDay"#),
        DateCase("in 30 days", #""in 30 days" 2027-01-02T00:00:00-05:00 day allDay"#),
        DateCase("in 2 hours", #""in 2 hours" 2026-12-03T12:00:00-05:00 hour"#),
        DateCase("in an hour", #""in an hour" 2026-12-03T11:00:00-05:00 hour"#),
        DateCase("2 weeks from today", #""2 weeks from today" 2026-12-17T00:00:00-05:00 day allDay"#),
        DateCase("3 days ago", #""3 days ago" 2026-11-30T00:00:00-05:00 day allDay"#),
        DateCase("the day after tomorrow", #""the day after tomorrow" 2026-12-05T00:00:00-05:00 day allDay"#),
    ])
    func relative(_ c: DateCase) { Self.check(c) }

    @Test("ranges and durations", arguments: [
        DateCase("from 2:00 to 3:30 PM", #""from 2:00 to 3:30 PM" 2026-12-03T14:00:00-05:00–2026-12-03T15:30:00-05:00 minute"#),
        DateCase("10am-11:30am", #""10am-11:30am" 2026-12-03T10:00:00-05:00–2026-12-03T11:30:00-05:00 minute"#),
        DateCase("March 10 to March 12, 2027",
                 #""March 10 to March 12, 2027" 2027-03-10T00:00:00-05:00–2027-03-13T00:00:00-05:00 day allDay"#),
        DateCase("01.03.2015 - 31.03.2015", #""01.03.2015 - 31.03.2015" 2015-03-01T00:00:00-05:00–2015-04-01T00:00:00-04:00 day allDay"#),
        DateCase("between 2 and 3pm", #""between 2 and 3pm" 2026-12-03T14:00:00-05:00–2026-12-03T15:00:00-05:00 hour"#),
        DateCase("at 3pm for 2 hours", #""3pm for 2 hours" 2026-12-03T15:00:00-05:00–2026-12-03T17:00:00-05:00 hour"#),
        DateCase("tomorrow at 3pm, 30 min", #""tomorrow at 3pm, 30 min" 2026-12-04T15:00:00-05:00–2026-12-04T15:30:00-05:00 hour"#),
        DateCase("December 10-12", #""December 10-12" 2026-12-10T00:00:00-05:00–2026-12-13T00:00:00-05:00 day allDay"#),
        DateCase("10pm-1am", #""10pm-1am" 2026-12-03T22:00:00-05:00–2026-12-04T01:00:00-05:00 hour"#),
        DateCase("Wednesday, Dec 9th from 9 to 11am PST",
                 #""Wednesday, Dec 9th from 9 to 11am PST" 2026-12-09T09:00:00-08:00–2026-12-09T11:00:00-08:00 hour America/Los_Angeles"#),
        DateCase("between Monday and Wednesday",
                 #""between Monday and Wednesday" 2026-12-07T00:00:00-05:00–2026-12-10T00:00:00-05:00 day allDay"#),
        DateCase("Dec 24 - Jan 2", #""Dec 24 - Jan 2" 2026-12-24T00:00:00-05:00–2027-01-03T00:00:00-05:00 day allDay"#),
        DateCase("Dec 1-2", #""Dec 1-2" 2026-12-01T00:00:00-05:00–2026-12-03T00:00:00-05:00 day allDay"#),
        DateCase("Dec 1 - Dec 5", #""Dec 1 - Dec 5" 2026-12-01T00:00:00-05:00–2026-12-06T00:00:00-05:00 day allDay"#),
    ])
    func ranges(_ c: DateCase) { Self.check(c) }

    @Test("time zones", arguments: [
        DateCase("at 5pm EST", #""5pm EST" 2026-12-03T17:00:00-05:00 hour"#),
        DateCase("at 9am PT", #""9am PT" 2026-12-03T09:00:00-08:00 hour America/Los_Angeles"#),
        DateCase("July 4, 2027 at 9am PST", #""July 4, 2027 at 9am PST" 2027-07-04T09:00:00-07:00 hour America/Los_Angeles"#),
        DateCase("15:00 UTC+3", #""15:00 UTC+3" 2026-12-03T15:00:00+03:00 minute GMT+0300"#),
        DateCase("10:00 GMT-08:00", #""10:00 GMT-08:00" 2026-12-03T10:00:00-08:00 minute GMT-0800"#),
        DateCase("14:00 Europe/Berlin", #""14:00 Europe/Berlin" 2026-12-03T14:00:00+01:00 minute Europe/Berlin"#),
        DateCase("at 3pm UK time", #""3pm UK time" 2026-12-03T15:00:00+00:00 hour Europe/London"#),
        DateCase("at 18:00 Moscow time", #""18:00 Moscow time" 2026-12-03T18:00:00+03:00 minute Europe/Moscow"#),
    ])
    func zones(_ c: DateCase) { Self.check(c) }

    @Test("holidays", arguments: [
        DateCase("on Christmas Eve", #""Christmas Eve" 2026-12-24T00:00:00-05:00 day allDay"#),
        DateCase("New Year's Day", #""New Year's Day" 2027-01-01T00:00:00-05:00 day allDay"#),
        DateCase("Halloween 2027", #""Halloween 2027" 2027-10-31T00:00:00-04:00 day allDay"#),
    ])
    func holidays(_ c: DateCase) { Self.check(c) }

    @Test("not dates", arguments: [
        DateCase("version 2.4.1 and iOS 17.2"),
        DateCase("the score was 3-2"),
        DateCase("call 555-123-4567"),
        DateCase("see pages 10-12"),
        DateCase("10/5=2"),
        DateCase("it weighs 6.5 kilograms"),
        DateCase("at 5 health"),
        DateCase("tomorrow at 5 health", #""tomorrow" 2026-12-04T00:00:00-05:00 day allDay"#),
        DateCase("In 1999 I paid 12345", #""In 1999" 1999-01-01T00:00:00-05:00–2000-01-01T00:00:00-05:00 year allDay"#),
        DateCase("you may go"),
        DateCase("march on"),
        DateCase("Sun Microsystems"),
        DateCase("ID 2026-12-01-7788"),
        DateCase("31.02.2026"),
        DateCase("13/13/2026"),
        DateCase("ratio 16:9"),
        DateCase("from 2 to 3"),
        DateCase("1.2.3.4"),
        DateCase("Version 2, June 1991", #""June 1991" 1991-06-01T00:00:00-04:00–1991-07-01T00:00:00-04:00 month allDay"#),
        DateCase("the 5 options we may use"),
        DateCase("call (555) 123-4567 or 650.253.0000 or +7 915 123-45-67"),
        DateCase("ISBN 978-3-16-148410-0"),
        DateCase("costs 10.50 or 12.5%"),
        DateCase("from 5 to 10 items"),
        DateCase("takes 1-2 days"),
        DateCase("for 2 hours"),
        DateCase("2026"),
        DateCase("Git v1.7.10 and in 1.7.10"),
        DateCase("merge 1feb061701 later"),
        DateCase("Ubuntu 20.04 to 22.04."),
    ])
    func negatives(_ c: DateCase) { Self.check(c) }
}
