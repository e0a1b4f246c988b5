import Foundation
import Testing
@testable import TextSense

/// Stretches of time and clock idioms in the six languages: periods, parts of the day, relative spans, period
/// boundaries, open intervals, clock idioms, machine timestamps and short numeric dates, each with its
/// interval. Reference Thursday 2026-12-03 10:00 in each language's zone (`DateFixture`); intervals are half-open.
@Suite("Dates: periods, parts of day, spans, boundaries, open intervals, clock idioms")
struct DatePeriodTests {

    @Test("English (en_US, America/New_York)", arguments: [
        DateCase(#"We meet next week."#, #""next week" 2026-12-07T00:00:00-05:00–2026-12-14T00:00:00-05:00 week allDay"#),
        DateCase(#"Invoices are due at the end of the month."#, #""the end of the month" 2026-12-21T00:00:00-05:00–2027-01-01T00:00:00-05:00 day allDay"#),
        DateCase(#"Call me tomorrow evening."#, #""tomorrow evening" 2026-12-04T18:00:00-05:00–2026-12-05T00:00:00-05:00 hour"#),
        DateCase(#"in the last 10 minutes"#, #""in the last 10 minutes" 2026-12-03T09:50:00-05:00–2026-12-03T10:00:00-05:00 minute"#),
        DateCase(#"the next 3 days"#, #""the next 3 days" 2026-12-04T00:00:00-05:00–2026-12-07T00:00:00-05:00 day allDay"#),
        DateCase(#"Let's talk this afternoon."#, #""this afternoon" 2026-12-03T12:00:00-05:00–2026-12-03T18:00:00-05:00 hour"#),
        DateCase(#"See you tonight!"#, #""tonight" 2026-12-03T18:00:00-05:00–2026-12-04T00:00:00-05:00 hour"#),
        DateCase(#"busy this weekend"#, #""this weekend" 2026-12-05T00:00:00-05:00–2026-12-07T00:00:00-05:00 day allDay"#),
        DateCase(#"in March"#, #""in March" 2027-03-01T00:00:00-05:00–2027-04-01T00:00:00-04:00 month allDay"#),
        DateCase(#"Q3 2027 results"#, #""Q3 2027" 2027-07-01T00:00:00-04:00–2027-10-01T00:00:00-04:00 quarter allDay"#),
        DateCase(#"the third quarter"#, #""the third quarter" 2027-07-01T00:00:00-04:00–2027-10-01T00:00:00-04:00 quarter allDay"#),
        DateCase(#"the week after next"#, #""the week after next" 2026-12-14T00:00:00-05:00–2026-12-21T00:00:00-05:00 week allDay"#),
        DateCase(#"Friday after next"#, #""Friday after next" 2026-12-11T00:00:00-05:00 day allDay"#),
        DateCase(#"in 5 more minutes"#, #""in 5 more minutes" 2026-12-03T10:05:00-05:00 minute"#),
        DateCase(#"open until 4pm"#, #""until 4pm" 2026-12-03T16:00:00-05:00 hour before"#),
        DateCase(#"before Christmas"#, #""before Christmas" 2026-12-25T00:00:00-05:00 day allDay before"#),
        DateCase(#"after Monday"#, #""after Monday" 2026-12-08T00:00:00-05:00 day allDay after"#),
        DateCase(#"since Monday"#, #""since Monday" 2026-11-30T00:00:00-05:00 day allDay after"#),
        DateCase(#"at a quarter to five pm"#, #""a quarter to five pm" 2026-12-03T16:45:00-05:00 minute"#),
        DateCase(#"half past four"#, #""half past four" 2026-12-03T04:30:00-05:00 minute"#),
        DateCase(#"20 past 6"#, #""20 past 6" 2026-12-03T06:20:00-05:00 minute"#),
        DateCase(#"mid-March"#, #""mid-March" 2027-03-11T00:00:00-05:00–2027-03-21T00:00:00-04:00 day allDay"#),
        DateCase(#"5/14 at 3:30pm"#, #""5/14 at 3:30pm" 2027-05-14T15:30:00-04:00 minute"#),
        DateCase(#"Tue, 20 Sep 2022 12:17:15 -0400"#, #""Tue, 20 Sep 2022 12:17:15 -0400" 2022-09-20T12:17:15-04:00 second GMT-0400"#),
        DateCase(#"2023-01-05 14:03:11 +0100"#, #""2023-01-05 14:03:11 +0100" 2023-01-05T14:03:11+01:00 second GMT+0100"#),
        DateCase(#"next March"#, #""next March" 2027-03-01T00:00:00-05:00–2027-04-01T00:00:00-04:00 month allDay"#),
        DateCase(#"last year"#, #""last year" 2025-01-01T00:00:00-05:00–2026-01-01T00:00:00-05:00 year allDay"#),
        DateCase(#"the beginning of next year"#, #""the beginning of next year" 2027-01-01T00:00:00-05:00–2027-05-01T00:00:00-04:00 month allDay"#),
        DateCase(#"Friday morning"#, #""Friday morning" 2026-12-04T06:00:00-05:00–2026-12-04T12:00:00-05:00 hour"#),
        DateCase(#"from 2 to 3"#),
        DateCase(#"5 to 10 people"#),
        DateCase(#"1/2 cup"#),
        DateCase(#"score 3/4"#),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("German (de_DE, Europe/Berlin)", arguments: [
        DateCase(#"heute Nachmittag"#, #""heute Nachmittag" 2026-12-03T13:00:00+01:00–2026-12-03T18:00:00+01:00 hour"#),
        DateCase(#"im dritten Quartal"#, #""im dritten Quartal" 2027-07-01T00:00:00+02:00–2027-10-01T00:00:00+02:00 quarter allDay"#),
        DateCase(#"in den nächsten 5 Tagen"#, #""in den nächsten 5 Tagen" 2026-12-04T00:00:00+01:00–2026-12-09T00:00:00+01:00 day allDay"#),
        DateCase(#"Anfang nächster Woche"#, #""Anfang nächster Woche" 2026-12-07T00:00:00+01:00–2026-12-09T00:00:00+01:00 day allDay"#),
        DateCase(#"um halb acht"#, #""halb acht" 2026-12-03T07:30:00+01:00 minute"#),
        DateCase(#"viertel nach 7"#, #""viertel nach 7" 2026-12-03T07:15:00+01:00 minute"#),
        DateCase(#"bis Freitag"#, #""bis Freitag" 2026-12-05T00:00:00+01:00 day allDay before"#),
        DateCase(#"übernächsten Montag"#, #""übernächsten Montag" 2026-12-14T00:00:00+01:00 day allDay"#),
        DateCase(#"am Wochenende"#, #""am Wochenende" 2026-12-05T00:00:00+01:00–2026-12-07T00:00:00+01:00 day allDay"#),
        DateCase(#"Ende April"#, #""Ende April" 2027-04-21T00:00:00+02:00–2027-05-01T00:00:00+02:00 day allDay"#),
        DateCase(#"nächstes Jahr"#, #""nächstes Jahr" 2027-01-01T00:00:00+01:00–2028-01-01T00:00:00+01:00 year allDay"#),
        DateCase(#"morgen früh"#, #""morgen früh" 2026-12-04T05:00:00+01:00–2026-12-04T10:00:00+01:00 hour"#),
        DateCase(#"seit Montag"#, #""seit Montag" 2026-11-30T00:00:00+01:00 day allDay after"#),
        DateCase(#"letzte Woche"#, #""letzte Woche" 2026-11-23T00:00:00+01:00–2026-11-30T00:00:00+01:00 week allDay"#),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "Europe/Berlin") == c.expected)
    }

    @Test("French (fr_FR, Europe/Paris)", arguments: [
        DateCase(#"cette semaine"#, #""cette semaine" 2026-11-30T00:00:00+01:00–2026-12-07T00:00:00+01:00 week allDay"#),
        DateCase(#"cet après-midi"#, #""cet après-midi" 2026-12-03T12:00:00+01:00–2026-12-03T18:00:00+01:00 hour"#),
        DateCase(#"fin avril"#, #""fin avril" 2027-04-21T00:00:00+02:00–2027-05-01T00:00:00+02:00 day allDay"#),
        DateCase(#"il y a deux mois"#, #""il y a deux mois" 2026-10-03T00:00:00+02:00 day allDay"#),
        DateCase(#"à minuit et demie"#, #""minuit et demie" 2026-12-03T00:30:00+01:00 minute"#),
        DateCase(#"à partir de lundi"#, #""à partir de lundi" 2026-12-07T00:00:00+01:00 day allDay after"#),
        DateCase(#"les 3 derniers jours"#, #""les 3 derniers jours" 2026-11-30T00:00:00+01:00–2026-12-03T00:00:00+01:00 day allDay"#),
        DateCase(#"la semaine prochaine"#, #""la semaine prochaine" 2026-12-07T00:00:00+01:00–2026-12-14T00:00:00+01:00 week allDay"#),
        DateCase(#"demain soir"#, #""demain soir" 2026-12-04T18:00:00+01:00–2026-12-05T00:00:00+01:00 hour"#),
        DateCase(#"mi-mars"#, #""mi-mars" 2027-03-11T00:00:00+01:00–2027-03-21T00:00:00+01:00 day allDay"#),
        DateCase(#"le mois dernier"#, #""le mois dernier" 2026-11-01T00:00:00+01:00–2026-12-01T00:00:00+01:00 month allDay"#),
        DateCase(#"jusqu'à vendredi"#, #""jusqu'à vendredi" 2026-12-05T00:00:00+01:00 day allDay before"#),
        DateCase(#"le 17/02"#, #""17/02" 2027-02-17T00:00:00+01:00 day allDay"#),
    ])
    func french(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "fr_FR", zone: "Europe/Paris") == c.expected)
    }

    @Test("Spanish (es_ES, Europe/Madrid)", arguments: [
        DateCase(#"el año que viene"#, #""el año que viene" 2027-01-01T00:00:00+01:00–2028-01-01T00:00:00+01:00 year allDay"#),
        DateCase(#"esta mañana"#, #""esta mañana" 2026-12-03T06:00:00+01:00–2026-12-03T12:00:00+01:00 hour"#),
        DateCase(#"hace dos días"#, #""hace dos días" 2026-12-01T00:00:00+01:00 day allDay"#),
        DateCase(#"a mediados de mayo"#, #""a mediados de mayo" 2027-05-11T00:00:00+02:00–2027-05-21T00:00:00+02:00 day allDay"#),
        DateCase(#"a las tres y media"#, #""a las tres y media" 2026-12-03T03:30:00+01:00 minute"#),
        DateCase(#"los últimos 5 días"#, #""los últimos 5 días" 2026-11-28T00:00:00+01:00–2026-12-03T00:00:00+01:00 day allDay"#),
        DateCase(#"el próximo martes"#, #""próximo martes" 2026-12-08T00:00:00+01:00 day allDay"#),
        DateCase(#"mañana por la tarde"#, #""mañana por la tarde" 2026-12-04T12:00:00+01:00–2026-12-04T20:00:00+01:00 hour"#),
        DateCase(#"la semana que viene"#, #""la semana que viene" 2026-12-07T00:00:00+01:00–2026-12-14T00:00:00+01:00 week allDay"#),
        DateCase(#"hasta el viernes"#, #""hasta el viernes" 2026-12-05T00:00:00+01:00 day allDay before"#),
        DateCase(#"a finales de mes"#, #""a finales de mes" 2026-12-21T00:00:00+01:00–2027-01-01T00:00:00+01:00 day allDay"#),
        DateCase(#"el fin de semana"#, #""el fin de semana" 2026-12-05T00:00:00+01:00–2026-12-07T00:00:00+01:00 day allDay"#),
    ])
    func spanish(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "es_ES", zone: "Europe/Madrid") == c.expected)
    }

    @Test("Portuguese (pt_BR, America/Sao_Paulo)", arguments: [
        DateCase(#"os últimos 5 dias"#, #""os últimos 5 dias" 2026-11-28T00:00:00-03:00–2026-12-03T00:00:00-03:00 day allDay"#),
        DateCase(#"amanhã à noite"#, #""amanhã à noite" 2026-12-04T19:00:00-03:00–2026-12-05T00:00:00-03:00 hour"#),
        DateCase(#"semana que vem"#, #""semana que vem" 2026-12-07T00:00:00-03:00–2026-12-14T00:00:00-03:00 week allDay"#),
        DateCase(#"no final do mês"#, #""no final do mês" 2026-12-21T00:00:00-03:00–2027-01-01T00:00:00-03:00 day allDay"#),
        DateCase(#"às três e meia"#, #""às três e meia" 2026-12-03T03:30:00-03:00 minute"#),
        DateCase(#"a partir de segunda"#, #""a partir de segunda" 2026-12-07T00:00:00-03:00 day allDay after"#),
        DateCase(#"mês passado"#, #""mês passado" 2026-11-01T00:00:00-03:00–2026-12-01T00:00:00-03:00 month allDay"#),
        DateCase(#"hoje de manhã"#, #""hoje de manhã" 2026-12-03T06:00:00-03:00–2026-12-03T12:00:00-03:00 hour"#),
        DateCase(#"em meados de maio"#, #""em meados de maio" 2027-05-11T00:00:00-03:00–2027-05-21T00:00:00-03:00 day allDay"#),
        DateCase(#"até sexta"#, #""até sexta" 2026-12-05T00:00:00-03:00 day allDay before"#),
    ])
    func portuguese(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "pt_BR", zone: "America/Sao_Paulo") == c.expected)
    }

    @Test("Russian (ru_RU, Europe/Moscow)", arguments: [
        DateCase(#"в марте"#, #""в марте" 2027-03-01T00:00:00+03:00–2027-04-01T00:00:00+03:00 month allDay"#),
        DateCase(#"вчера вечером"#, #""вчера вечером" 2026-12-02T18:00:00+03:00–2026-12-03T00:00:00+03:00 hour"#),
        DateCase(#"за последние два часа"#, #""за последние два часа" 2026-12-03T08:00:00+03:00–2026-12-03T10:00:00+03:00 hour"#),
        DateCase(#"без четверти пять"#, #""без четверти пять" 2026-12-03T04:45:00+03:00 minute"#),
        DateCase(#"до 3 часов дня"#, #""до 3 часов дня" 2026-12-03T15:00:00+03:00 minute before"#),
        DateCase(#"в следующем месяце"#, #""в следующем месяце" 2027-01-01T00:00:00+03:00–2027-02-01T00:00:00+03:00 month allDay"#),
        DateCase(#"с понедельника"#, #""с понедельника" 2026-12-07T00:00:00+03:00 day allDay after"#),
        DateCase(#"в конце марта"#, #""в конце марта" 2027-03-21T00:00:00+03:00–2027-04-01T00:00:00+03:00 day allDay"#),
        DateCase(#"в половина пятого"#, #""половина пятого" 2026-12-03T04:30:00+03:00 minute"#),
        DateCase(#"на следующей неделе"#, #""на следующей неделе" 2026-12-07T00:00:00+03:00–2026-12-14T00:00:00+03:00 week allDay"#),
        DateCase(#"в этом году"#, #""в этом году" 2026-01-01T00:00:00+03:00–2027-01-01T00:00:00+03:00 year allDay"#),
        DateCase(#"сегодня утром"#, #""сегодня утром" 2026-12-03T04:00:00+03:00–2026-12-03T12:00:00+03:00 hour"#),
        DateCase(#"в третьем квартале"#, #""третьем квартале" 2027-07-01T00:00:00+03:00–2027-10-01T00:00:00+03:00 quarter allDay"#),
    ])
    func russian(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "ru_RU", zone: "Europe/Moscow") == c.expected)
    }

    @Test("the JSON value of an open interval says its direction; other values have no direction key")
    func directionJSON() throws {
        let d = try #require(DateFixture.detector("en_US", zone: "America/New_York"))
        func json(_ text: String) throws -> String {
            let det = try #require(d.detections(in: text).first)
            var w = JSONWriter()
            det.writeJSON(to: &w)
            return String(decoding: w.bytes, as: UTF8.self)
        }
        #expect(try json("open until 4pm").contains(#""grain":"hour","direction":"before"}"#))
        #expect(try json("since Monday").contains(#""direction":"after"}"#))
        #expect(try !json("call at 4pm").contains("direction"))
    }

    @Test("CLDR day periods: an evening runs to midnight, a night past it, a night from midnight is the next one")
    func dayPeriods() {
        #expect(DateLexicon.minuteSpan("evening1", language: "en") == .init(from: 1080, to: 1440))
        #expect(DateLexicon.minuteSpan("night1", language: "en") == .init(from: 1260, to: 1800))
        #expect(DateLexicon.minuteSpan("night1", language: "de") == .init(from: 1440, to: 1740))
        #expect(DateLexicon.minuteSpan("morning2", language: "es") == .init(from: 360, to: 720))
        #expect(DateLexicon.minuteSpan("tonight", language: "es") == .init(from: 1200, to: 1440))
        #expect(DateLexicon.minuteSpan("tonight", language: "en") == .init(from: 1080, to: 1440))
        #expect(DateLexicon.minuteSpan("noon", language: "xx") == nil)
    }
}

/// Machine-written stamps as this machine has them: every `changelog.Debian.gz` trailer (`-- Name <mail>  Tue, 20 Sep
/// 2022 12:17:15 -0400`) must be found whole with its instant, which the test reads independently (RFC 5322 §3.3).
@Suite("Dates: Debian changelog trailers")
struct ChangelogTrailerTests {
    static func trailers(limit: Int) -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "for f in /usr/share/doc/*/changelog.Debian.gz; do zcat \"$f\" 2>/dev/null | grep '^ -- .*>  '; done | head -n \(limit)"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return [] }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.range(of: ">  ").map { String(line[$0.upperBound...]).trimmingCharacters(in: .whitespaces) }
        }
    }

    /// `Tue, 20 Sep 2022 12:17:15 -0400` → seconds since 1970, without the detector.
    static func rfc5322(_ s: String) -> Int? {
        let parts = s.replacingOccurrences(of: ",", with: "").split(separator: " ")
        guard parts.count == 6, let day = Int(parts[1]), let year = Int(parts[3]) else { return nil }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let m = months.firstIndex(of: String(parts[2])) else { return nil }
        let hms = parts[4].split(separator: ":").compactMap { Int($0) }
        let z = String(parts[5])
        guard hms.count == 3, z.count == 5, let zh = Int(z.dropFirst().prefix(2)), let zm = Int(z.suffix(2)) else { return nil }
        let offset = (zh * 3600 + zm * 60) * (z.hasPrefix("-") ? -1 : 1)
        return CivilDate.daysFromEpoch(year: year, month: m + 1, day: day) * 86_400 + hms[0] * 3600 + hms[1] * 60 + hms[2] - offset
    }

    @Test("every trailer is found whole with the right instant")
    func trailers() throws {
        let lines = Self.trailers(limit: 2000)
        guard !lines.isEmpty else { return }   // a machine without Debian changelogs has nothing to check
        let d = try #require(DateFixture.detector("en_US", zone: "UTC"))
        var wrong: [String] = []
        for line in lines {
            guard let want = Self.rfc5322(line) else { continue }
            let hit = d.detections(in: line).contains { det in
                guard case .date(let v) = det.value else { return false }
                return det.text == line && Int(v.start.timeIntervalSince1970) == want
            }
            if !hit { wrong.append(line) }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(lines.count) wrong, e.g. \(wrong.prefix(5))")
    }
}
