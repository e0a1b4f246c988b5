import Foundation
import Testing
@testable import TextSense

/// Dates as people write them out: seconds as a unit, hours and clock minutes in words (`at five o'clock`,
/// `ten past five`, `a las cinco y diez`, `cinq heures moins dix`, `без десяти пять`, `zehn nach drei`), month ranges
/// (`from May to December`, `с мая по декабрь`), a month with a two-digit year (`Aug 96`, `Sep-2012`), a part of the
/// day before a date or a time (`вечером 11 января`, `abends um 8`), and the counts next to them that stay no date
/// (`five people`, `pendant deux heures`, `звонить вечером`). Reference Thursday 2026-12-03 10:00 (`DateFixture`).
@Suite("Dates: spoken forms (words for hours and minutes, seconds, month ranges, short years)")
struct SpokenDateFormTests {

    @Test("English (en_US, America/New_York)", arguments: [
        DateCase(#"in 5 seconds"#, #""in 5 seconds" 2026-12-03T10:00:05-05:00 second"#),
        DateCase(#"12 seconds ago"#, #""12 seconds ago" 2026-12-03T09:59:48-05:00 second"#),
        DateCase(#"Call me at five o'clock."#, #""five o'clock" 2026-12-03T05:00:00-05:00 minute"#),
        DateCase(#"It starts ten past five"#, #""ten past five" 2026-12-03T05:10:00-05:00 minute"#),
        DateCase(#"twenty to six"#, #""twenty to six" 2026-12-03T05:40:00-05:00 minute"#),
        DateCase(#"at five in the evening"#, #""five in the evening" 2026-12-03T17:00:00-05:00 hour"#),
        DateCase(#"Aug 96"#, #""Aug 96" 1996-08-01T00:00:00-04:00–1996-09-01T00:00:00-04:00 month allDay"#),
        DateCase(#"Sep-2012"#, #""Sep-2012" 2012-09-01T00:00:00-04:00–2012-10-01T00:00:00-04:00 month allDay"#),
        DateCase(#"From May to December"#, #""From May to December" 2026-05-01T00:00:00-04:00–2027-01-01T00:00:00-05:00 month allDay"#),
        DateCase(#"five people"#),
        DateCase(#"two of them"#),
        DateCase(#"ten to twelve people"#),
        DateCase(#"It ended two to five."#),
        DateCase(#"the one I saw"#),
        DateCase(#"for five hours"#),
        DateCase(#"May 45 people"#),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("Spanish (es_ES, Europe/Madrid)", arguments: [
        DateCase(#"a las cinco y diez"#, #""a las cinco y diez" 2026-12-03T05:10:00+01:00 minute"#),
        DateCase(#"entre las 2 y las 4"#, #""entre las 2 y las 4" 2026-12-03T02:00:00+01:00–2026-12-03T04:00:00+01:00 hour"#),
        DateCase(#"de mayo a diciembre"#, #""de mayo a diciembre" 2026-05-01T00:00:00+02:00–2027-01-01T00:00:00+01:00 month allDay"#),
        DateCase(#"en 5 segundos"#, #""en 5 segundos" 2026-12-03T10:00:05+01:00 second"#),
        DateCase(#"durante dos horas"#),
        DateCase(#"las 2 opciones"#),
    ])
    func spanish(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "es_ES", zone: "Europe/Madrid") == c.expected)
    }

    @Test("German (de_DE, Europe/Berlin)", arguments: [
        DateCase(#"um fünf Uhr"#, #""fünf Uhr" 2026-12-03T05:00:00+01:00 minute"#),
        DateCase(#"zehn nach drei"#, #""zehn nach drei" 2026-12-03T03:10:00+01:00 minute"#),
        DateCase(#"abends um 8"#, #""abends um 8" 2026-12-03T20:00:00+01:00 hour"#),
        DateCase(#"von Mai bis Dezember"#, #""von Mai bis Dezember" 2026-05-01T00:00:00+02:00–2027-01-01T00:00:00+01:00 month allDay"#),
        DateCase(#"Anrufe gern abends unter dieser Nummer"#),
        DateCase(#"zwei Kinder"#),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "Europe/Berlin") == c.expected)
    }

    @Test("French (fr_FR, Europe/Paris)", arguments: [
        DateCase(#"à cinq heures"#, #""cinq heures" 2026-12-03T05:00:00+01:00 minute"#),
        DateCase(#"cinq heures moins dix"#, #""cinq heures moins dix" 2026-12-03T04:50:00+01:00 minute"#),
        DateCase(#"dans 5 secondes"#, #""dans 5 secondes" 2026-12-03T10:00:05+01:00 second"#),
        DateCase(#"pendant deux heures"#),
        DateCase(#"deux heures"#),
    ])
    func french(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "fr_FR", zone: "Europe/Paris") == c.expected)
    }

    @Test("Portuguese (pt_BR, America/Sao_Paulo)", arguments: [
        DateCase(#"às cinco horas"#, #""às cinco horas" 2026-12-03T05:00:00-03:00 minute"#),
        DateCase(#"dez para as cinco"#, #""dez para as cinco" 2026-12-03T04:50:00-03:00 minute"#),
        DateCase(#"às cinco e dez"#, #""às cinco e dez" 2026-12-03T05:10:00-03:00 minute"#),
        DateCase(#"duas horas"#),
    ])
    func portuguese(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "pt_BR", zone: "America/Sao_Paulo") == c.expected)
    }

    @Test("Russian (ru_RU, Europe/Moscow)", arguments: [
        DateCase(#"в пять часов"#, #""пять часов" 2026-12-03T05:00:00+03:00 minute"#),
        DateCase(#"без десяти пять"#, #""без десяти пять" 2026-12-03T04:50:00+03:00 minute"#),
        DateCase(#"вечером 11 января"#, #""вечером 11 января" 2027-01-11T18:00:00+03:00–2027-01-12T00:00:00+03:00 hour"#),
        DateCase(#"с мая по декабрь"#, #""с мая по декабрь" 2026-05-01T00:00:00+03:00–2027-01-01T00:00:00+03:00 month allDay"#),
        DateCase(#"через 5 секунд"#, #""через 5 секунд" 2026-12-03T10:00:05+03:00 second"#),
        DateCase(#"авг 96"#, #""авг 96" 1996-08-01T00:00:00+04:00–1996-09-01T00:00:00+04:00 month allDay"#),
        DateCase(#"Звонить вечером, Сергей"#),
        DateCase(#"два часа"#),
    ])
    func russian(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "ru_RU", zone: "Europe/Moscow") == c.expected)
    }
}
