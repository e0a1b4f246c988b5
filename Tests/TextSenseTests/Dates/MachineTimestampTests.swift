import Foundation
import Testing
@testable import TextSense

/// Timestamps written by programs (RFC 5322 mail and Debian changelogs, HTTP, git, date(1), ISO 8601 / RFC 3339,
/// syslog, web server logs): the stated offset or zone sets the instant. Reference Thursday 2026-12-03 10:00 in
/// America/New_York (`DateFixture`).
@Suite("Dates: machine-written timestamps")
struct MachineTimestampTests {
    static let zone = "America/New_York"

    @Test("stamps with their instant", arguments: [
        // RFC 5322 (mail `Date:`, Debian changelog trailers).
        DateCase("Tue, 20 Sep 2022 12:17:15 -0400", #""Tue, 20 Sep 2022 12:17:15 -0400" 2022-09-20T12:17:15-04:00 second GMT-0400"#),
        DateCase(" -- Ana Ruiz <ana@example.org>  Fri, 20 Nov 2026 12:17:15 +0100",
                 #""Fri, 20 Nov 2026 12:17:15 +0100" 2026-11-20T12:17:15+01:00 second GMT+0100"#),
        DateCase("Date: Mon, 7 Dec 2026 09:05:00 +0000", #""Mon, 7 Dec 2026 09:05:00 +0000" 2026-12-07T09:05:00+00:00 second GMT"#),
        DateCase("Date: 7 Dec 2026 09:05 +0530", #""7 Dec 2026 09:05 +0530" 2026-12-07T09:05:00+05:30 minute GMT+0530"#),
        DateCase("sent Tue, 20 Sep 2022 12:17:15 -0400 (EDT) by", #""Tue, 20 Sep 2022 12:17:15 -0400 (EDT)" 2022-09-20T12:17:15-04:00 second GMT-0400"#),
        DateCase("Tue, 20 Sep 2022 12:17:15 EDT", #""Tue, 20 Sep 2022 12:17:15 EDT" 2022-09-20T12:17:15-04:00 second GMT-0400"#),
        DateCase("Wed, 2 Dec 26 23:01:09 PST", #""Wed, 2 Dec 26 23:01:09 PST" 2026-12-02T23:01:09-08:00 second GMT-0800"#),
        DateCase("Thu, 3 Dec 2026 06:12:44", #""Thu, 3 Dec 2026 06:12:44" 2026-12-03T06:12:44-05:00 second"#),
        // HTTP: IMF-fixdate, RFC 850, asctime.
        DateCase("Last-Modified: Sun, 06 Nov 1994 08:49:37 GMT", #""Sun, 06 Nov 1994 08:49:37 GMT" 1994-11-06T08:49:37+00:00 second GMT"#),
        DateCase("Expires: Sunday, 06-Nov-94 08:49:37 GMT", #""Sunday, 06-Nov-94 08:49:37 GMT" 1994-11-06T08:49:37+00:00 second GMT"#),
        DateCase("Sun Nov  6 08:49:37 1994", #""Sun Nov  6 08:49:37 1994" 1994-11-06T08:49:37-05:00 second"#),
        // git and date(1).
        DateCase("Date:   Tue Sep 20 12:17:15 2022 -0400", #""Tue Sep 20 12:17:15 2022 -0400" 2022-09-20T12:17:15-04:00 second GMT-0400"#),
        DateCase("Thu Dec  3 07:11:22 UTC 2026", #""Thu Dec  3 07:11:22 UTC 2026" 2026-12-03T07:11:22+00:00 second GMT"#),
        // ISO 8601 / RFC 3339.
        DateCase("at 2023-01-05T14:03:11Z", #""2023-01-05T14:03:11Z" 2023-01-05T14:03:11+00:00 second GMT"#),
        DateCase("2023-01-05T14:03:11.250+01:00", #""2023-01-05T14:03:11.250+01:00" 2023-01-05T14:03:11+01:00 second GMT+0100"#),
        DateCase("2023-01-05 14:03:11 +0100", #""2023-01-05 14:03:11 +0100" 2023-01-05T14:03:11+01:00 second GMT+0100"#),
        DateCase("2023-01-05 14:03:11,5-0330", #""2023-01-05 14:03:11,5-0330" 2023-01-05T14:03:11-03:30 second GMT-0330"#),
        DateCase("2023-01-05T14:03:11+03", #""2023-01-05T14:03:11+03" 2023-01-05T14:03:11+03:00 second GMT+0300"#),
        DateCase("2023-01-05 14:03:11 UTC", #""2023-01-05 14:03:11 UTC" 2023-01-05T14:03:11+00:00 second GMT"#),
        DateCase("2023-01-05 14:03:11 in the log", #""2023-01-05 14:03:11" 2023-01-05T14:03:11-05:00 second"#),
        DateCase("20230105T140311Z", #""20230105T140311Z" 2023-01-05T14:03:11+00:00 second GMT"#),
        DateCase("2023/01/05 14:03:11", #""2023/01/05 14:03:11" 2023-01-05T14:03:11-05:00 second"#),
        // syslog (the year closest to the reference) and web server logs.
        DateCase("Dec  3 07:05:58 host sshd[411]: accepted", #""Dec  3 07:05:58" 2026-12-03T07:05:58-05:00 second"#),
        DateCase("Nov 30 23:59:01 host cron[12]: done", #""Nov 30 23:59:01" 2026-11-30T23:59:01-05:00 second"#),
        DateCase("Jan  2 03:00:00 host kernel: up", #""Jan  2 03:00:00" 2027-01-02T03:00:00-05:00 second"#),
        DateCase(#"10.0.0.1 - - [03/Dec/2026:06:12:41 +0300] "GET / HTTP/1.1""#, #""03/Dec/2026:06:12:41 +0300" 2026-12-03T06:12:41+03:00 second GMT+0300"#),
        // Zones after a written time.
        DateCase("the call is at 14:00 CET", #""14:00 CET" 2026-12-03T14:00:00+01:00 minute Europe/Paris"#),
        DateCase("starts 9:00 UTC+3", #""9:00 UTC+3" 2026-12-03T09:00:00+03:00 minute GMT+0300"#),
        DateCase("starts 5pm GMT-5", #""5pm GMT-5" 2026-12-03T17:00:00-05:00 hour GMT-0500"#),
        DateCase("starts at 15:00 MSK", #""15:00 MSK" 2026-12-03T15:00:00+03:00 minute Europe/Moscow"#),
    ])
    func stamps(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: Self.zone) == c.expected)
    }

    /// Broken stamps: no detection reads them whole (the grammar may still read a part, such as a time).
    @Test("broken stamps are not read whole", arguments: [
        "Tue, 32 Sep 2022 12:17:15 -0400", "Tue, 20 Sep 2022 25:00:00 -0400", "Tue, 20 Sep 2022 12:61:15 -0400",
        "Tue, 20 Sep 2022 12:17:15 +2400", "Tue, 20 Sep 2022 12:17:15 -04:75", "Tue, 20 Foo 2022 12:17:15 -0400",
        "2022-09-20 25:00:00", "2022-13-01T10:00:00Z", "2022-02-30T10:00:00Z", "2022-09-20T10:00:00Zulu",
        "20220920T1000001", "Feb 30 10:00:00 host x", "32/Dec/2026:06:12:41 +0300", "03/Dec/2026:06:12:41",
        "Sunday, 06-Nov-94 08:49:37 GMT1",
    ])
    func brokenStamps(_ text: String) {
        let lines = DateFixture.lines(text, locale: "en_US", zone: Self.zone)
        // The stamp up to its time: `Tue, 32 Sep 2022 12:17:15`.
        var words: [Substring] = []
        for w in text.split(separator: " ") {
            words.append(w)
            if w.contains(":") { break }
        }
        let stamp = words.joined(separator: " ")
        #expect(!lines.contains { $0.hasPrefix("\"\(stamp)") }, "\(lines)")
    }

    /// Versions, phone-like digit runs, IDs, scores: no date.
    @Test("no date in versions, phone-like runs and IDs", arguments: [
        "version 1.2.3-4", "2.36-4ubuntu1", "call 2023-555-0199", "order 20230105-1188-22", "ID 2023-0105-1403-11",
        "score 12-17 at half time", "build 20261202-1188", "ref 2023/555/0199",
    ])
    func noDate(_ text: String) {
        #expect(DateFixture.lines(text, locale: "en_US", zone: Self.zone) == [])
    }

    @Test("a stamp is one detection that beats a phone number over its digits")
    func oneDetection() throws {
        let tz = try #require(TimeZone(identifier: Self.zone))
        let context = DetectionContext(locale: Locale(identifier: "en_US"), referenceDate: DateFixture.reference(in: tz), timeZone: tz)
        let detector = try DataDetector(types: [.date, .phone], context: context)
        let found = detector.detections(in: "Build finished 2026-12-02 23:59:58 +0100, see log.")
        #expect(found.map(\.text) == ["2026-12-02 23:59:58 +0100"])
    }
}
