import Foundation
import Testing
@testable import TextSense

/// Dates written out the long way: vague and compound amounts (`a few days ago`, `vor ein paar Tagen`,
/// `3 min 49 sec ago`), a month some years away (`June in two years`), a month and a year in digits (`9/2012`),
/// days of the month in words (`May eighth`, `am dritten März`, `le premier mai`, `первого мая`), and the
/// look-alikes that stay no date (`a few people`, `Nr. 5/2012`). Reference Thursday 2026-12-03 10:00 (`DateFixture`).
@Suite("Dates: written-out forms (vague and compound amounts, days in words, month and year numerals)")
struct WrittenOutDateTests {

    @Test("English (en_US, America/New_York)", arguments: [
        DateCase("We spoke a few days ago.", #""a few days ago" 2026-11-30T00:00:00-05:00 day allDay"#),
        DateCase("back in a couple of weeks", #""in a couple of weeks" 2026-12-17T00:00:00-05:00 day allDay"#),
        DateCase("a couple weeks ago", #""a couple weeks ago" 2026-11-19T00:00:00-05:00 day allDay"#),
        DateCase("several hours later", #""several hours later" 2026-12-03T17:00:00-05:00 hour"#),
        DateCase("posted 3 min 49 sec ago", #""3 min 49 sec ago" 2026-12-03T09:56:11-05:00 second"#),
        DateCase("in 1 hour and 30 minutes", #""in 1 hour and 30 minutes" 2026-12-03T11:30:00-05:00 minute"#),
        DateCase("2 days and 3 hours ago", #""2 days and 3 hours ago" 2026-12-01T07:00:00-05:00 hour"#),
        DateCase("June in two years", #""June in two years" 2028-06-01T00:00:00-04:00–2028-07-01T00:00:00-04:00 month allDay"#),
        DateCase("May 5 in three years", #""May 5 in three years" 2029-05-05T00:00:00-04:00 day allDay"#),
        DateCase("May eighth", #""May eighth" 2027-05-08T00:00:00-04:00 day allDay"#),
        DateCase("on June twenty-first", #""June twenty-first" 2026-06-21T00:00:00-04:00 day allDay"#),
        DateCase("the twenty-first of June", #""the twenty-first of June" 2026-06-21T00:00:00-04:00 day allDay"#),
        DateCase("the first of March", #""the first of March" 2027-03-01T00:00:00-05:00 day allDay"#),
        DateCase("since 9/2012", #""since 9/2012" 2012-09-01T00:00:00-04:00 month allDay after"#),
        DateCase("card exp 09/2027", #""09/2027" 2027-09-01T00:00:00-04:00–2027-10-01T00:00:00-04:00 month allDay"#),
        DateCase("Law 12/2012 applies"),
        DateCase("See you at 12.", #""12" 2026-12-03T12:00:00-05:00 minute"#),
        DateCase("in about 5 hours", #""in about 5 hours" 2026-12-03T15:00:00-05:00 hour"#),
        DateCase("2024 August", #""2024 August" 2024-08-01T00:00:00-04:00–2024-09-01T00:00:00-04:00 month allDay"#),
        DateCase("August/10/2012", #""August/10/2012" 2012-08-10T00:00:00-04:00 day allDay"#),
        DateCase("the index closed at 12 points"),
        DateCase("a few people came"),
        DateCase("several of them"),
        DateCase("a few hours of work"),
        DateCase("Order Nr. 5/2012 shipped"),
        DateCase("ticket #3/2020"),
        DateCase("ratio 13/2012"),
        DateCase("first May Day parade", expected: []),
        DateCase("may first check the logs"),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("Numeric day ranges, spaced minutes and look-alikes", arguments: [
        ("en_US", "America/New_York", DateCase("errors in the last hour",
            #""in the last hour" 2026-12-03T09:00:00-05:00–2026-12-03T10:00:00-05:00 hour"#)),
        ("en_US", "America/New_York", DateCase("the meetup Saturday the 12th at 2pm",
            #""Saturday the 12th at 2pm" 2026-12-12T14:00:00-05:00 hour"#)),
        ("en_US", "America/New_York", DateCase("Windows 11 23H2")),
        ("en_US", "America/New_York", DateCase("Build 2026.11.30-rc2")),
        ("en_US", "America/New_York", DateCase("at the last minute")),
        ("en_US", "America/New_York", DateCase("rated 7-8/10")),
        ("fr_FR", "Europe/Paris", DateCase("Le match s'est terminé 2 à 1.")),
        ("de_DE", "Europe/Berlin", DateCase("23.–27.12.: Ömer", #""23.–27.12" 2026-12-23T00:00:00+01:00–2026-12-28T00:00:00+01:00 day allDay"#)),
        ("de_DE", "Europe/Berlin", DateCase("1.–3.1.: Tomasz", #""1.–3.1." 2027-01-01T00:00:00+01:00–2027-01-04T00:00:00+01:00 day allDay"#)),
        ("de_DE", "Europe/Berlin", DateCase("Absagen bitte 24 h vorher")),
        ("de_DE", "Europe/Berlin", DateCase("am Dienstag, dem 8. Dezember, um 11 Uhr",
            #""Dienstag, dem 8. Dezember, um 11 Uhr" 2026-12-08T11:00:00+01:00 minute"#)),
        ("fr_FR", "Europe/Paris", DateCase("Le vol décolle à 7 h 40.", #""7 h 40" 2026-12-03T07:40:00+01:00 minute"#)),
        ("fr_FR", "Europe/Paris", DateCase("du 23 au 27/12", #""du 23 au 27/12" 2026-12-23T00:00:00+01:00–2026-12-28T00:00:00+01:00 day allDay"#)),
        ("fr_FR", "Europe/Paris", DateCase("60 € les 2 h")),
        ("es_ES", "Europe/Madrid", DateCase("Del 23 al 27/12", #""Del 23 al 27/12" 2026-12-23T00:00:00+01:00–2026-12-28T00:00:00+01:00 day allDay"#)),
        ("es_ES", "Europe/Madrid", DateCase("con 24 horas de anticipación")),
        ("es_ES", "Europe/Madrid", DateCase("60 € las 2 horas")),
        ("ru_RU", "Europe/Moscow", DateCase("31.12–03.01 — Олег", #""31.12–03.01" 2026-12-31T00:00:00+03:00–2027-01-04T00:00:00+03:00 day allDay"#)),
        ("ru_RU", "Europe/Moscow", DateCase("В отпуске с 24.12 по 11.01.", #""с 24.12 по 11.01" 2026-12-24T00:00:00+03:00–2027-01-12T00:00:00+03:00 day allDay"#)),
        ("ru_RU", "Europe/Moscow", DateCase("3 600 ₽ за 2 часа")),
    ])
    func numericRanges(_ locale: String, _ zone: String, _ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: locale, zone: zone) == c.expected)
    }

    @Test("German (de_DE, Europe/Berlin)", arguments: [
        DateCase("vor ein paar Tagen", #""vor ein paar Tagen" 2026-11-30T00:00:00+01:00 day allDay"#),
        DateCase("vor einigen Wochen", #""vor einigen Wochen" 2026-11-12T00:00:00+01:00 day allDay"#),
        DateCase("in zwei Jahren im Juni", #""in zwei Jahren im Juni" 2028-06-01T00:00:00+02:00–2028-07-01T00:00:00+02:00 month allDay"#),
        DateCase("am dritten März", #""dritten März" 2027-03-03T00:00:00+01:00 day allDay"#),
        DateCase("Stand: 09.2012", #""09.2012" 2012-09-01T00:00:00+02:00–2012-10-01T00:00:00+02:00 month allDay"#),
        DateCase("ein paar Leute"),
        DateCase("§ 4.2019"),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "Europe/Berlin") == c.expected)
    }

    @Test("French (fr_FR, Europe/Paris)", arguments: [
        DateCase("il y a quelques jours", #""il y a quelques jours" 2026-11-30T00:00:00+01:00 day allDay"#),
        DateCase("dans plusieurs heures", #""dans plusieurs heures" 2026-12-03T17:00:00+01:00 hour"#),
        DateCase("le premier mai", #""premier mai" 2027-05-01T00:00:00+02:00 day allDay"#),
        DateCase("le deux mai 2027", #""deux mai 2027" 2027-05-02T00:00:00+02:00 day allDay"#),
        DateCase("un mai pluvieux"),
        DateCase("quelques personnes"),
    ])
    func french(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "fr_FR", zone: "Europe/Paris") == c.expected)
    }

    @Test("Spanish (es_ES, Europe/Madrid)", arguments: [
        DateCase("hace unos días", #""hace unos días" 2026-11-30T00:00:00+01:00 day allDay"#),
        DateCase("en algunos meses", #""en algunos meses" 2027-03-03T00:00:00+01:00 day allDay"#),
        DateCase("el primero de mayo", #""primero de mayo" 2027-05-01T00:00:00+02:00 day allDay"#),
        DateCase("el dos de mayo", #""dos de mayo" 2027-05-02T00:00:00+02:00 day allDay"#),
        DateCase("unos amigos"),
    ])
    func spanish(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "es_ES", zone: "Europe/Madrid") == c.expected)
    }

    @Test("Portuguese (pt_BR, America/Sao_Paulo)", arguments: [
        DateCase("há alguns dias", #""há alguns dias" 2026-11-30T00:00:00-03:00 day allDay"#),
        DateCase("primeiro de maio", #""primeiro de maio" 2027-05-01T00:00:00-03:00 day allDay"#),
        DateCase("alguns amigos"),
    ])
    func portuguese(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "pt_BR", zone: "America/Sao_Paulo") == c.expected)
    }

    @Test("Russian (ru_RU, Europe/Moscow)", arguments: [
        DateCase("несколько дней назад", #""несколько дней назад" 2026-11-30T00:00:00+03:00 day allDay"#),
        DateCase("через несколько минут", #""через несколько минут" 2026-12-03T10:03:00+03:00 minute"#),
        DateCase("первого мая", #""первого мая" 2027-05-01T00:00:00+03:00 day allDay"#),
        DateCase("двадцать второго июня", #""двадцать второго июня" 2026-06-22T00:00:00+03:00 day allDay"#),
        DateCase("несколько часов"),
        DateCase("несколько человек"),
    ])
    func russian(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "ru_RU", zone: "Europe/Moscow") == c.expected)
    }
}
