import Foundation
import Testing
@testable import TextSense

/// Russian, Portuguese, German, French and Spanish, each in its own region and zone; reference Thursday
/// 2026-12-03 10:00 local.
@Suite("Dates: other languages")
struct OtherLanguageDateTests {
    @Test("Russian (ru_RU, Europe/Moscow)", arguments: [
        DateCase("15 декабря 2026 года", #""15 декабря 2026 года" 2026-12-15T00:00:00+03:00 day allDay"#),
        DateCase("встреча 10/12/2026", #""10/12/2026" 2026-12-10T00:00:00+03:00 day allDay"#),
        DateCase("Увидимся завтра в 15:00", #""завтра в 15:00" 2026-12-04T15:00:00+03:00 minute"#),
        DateCase("в понедельник", #""понедельник" 2026-12-07T00:00:00+03:00 day allDay"#),
        DateCase("в следующую пятницу", #""в следующую пятницу" 2026-12-04T00:00:00+03:00 day allDay"#),
        DateCase("через 2 часа", #""через 2 часа" 2026-12-03T12:00:00+03:00 hour"#),
        DateCase("3 дня назад", #""3 дня назад" 2026-11-30T00:00:00+03:00 day allDay"#),
        DateCase("1-го января", #""1-го января" 2027-01-01T00:00:00+03:00 day allDay"#),
        DateCase("с 10:00 до 12:30", #""с 10:00 до 12:30" 2026-12-03T10:00:00+03:00–2026-12-03T12:30:00+03:00 minute"#),
        DateCase("Вчера", #""Вчера" 2026-12-02T00:00:00+03:00 day allDay"#),
        DateCase("версия 2.4.1"),
        DateCase("в 15:00 MSK", #""15:00 MSK" 2026-12-03T15:00:00+03:00 minute"#),
        DateCase("Новый год", #""Новый год" 2027-01-01T00:00:00+03:00 day allDay"#),
        DateCase("в 15:00 по московскому времени", #""15:00 по московскому времени" 2026-12-03T15:00:00+03:00 minute"#),
        DateCase("с 1 по 5 декабря", #""с 1 по 5 декабря" 2026-12-01T00:00:00+03:00–2026-12-06T00:00:00+03:00 day allDay"#),
        DateCase("в пятницу в 18:30", #""пятницу в 18:30" 2026-12-04T18:30:00+03:00 minute"#),
    ])
    func russian(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "ru_RU", zone: "Europe/Moscow") == c.expected)
    }

    @Test("Portuguese (pt_BR, America/Sao_Paulo)", arguments: [
        DateCase("Reunião 5 de dezembro", #""5 de dezembro" 2026-12-05T00:00:00-03:00 day allDay"#),
        DateCase("5 de dezembro de 2027", #""5 de dezembro de 2027" 2027-12-05T00:00:00-03:00 day allDay"#),
        DateCase("amanhã às 14h", #""amanhã às 14h" 2026-12-04T14:00:00-03:00 minute"#),
        DateCase("às 9", #""às 9" 2026-12-03T09:00:00-03:00 hour"#),
        DateCase("10/12/2026", #""10/12/2026" 2026-12-10T00:00:00-03:00 day allDay"#),
        DateCase("na próxima segunda-feira", #""próxima segunda-feira" 2026-12-07T00:00:00-03:00 day allDay"#),
        DateCase("há 3 dias", #""há 3 dias" 2026-11-30T00:00:00-03:00 day allDay"#),
        DateCase("no Natal", #""Natal" 2026-12-25T00:00:00-03:00 day allDay"#),
        DateCase("18h30", #""18h30" 2026-12-03T18:30:00-03:00 minute"#),
        DateCase("hoje", #""hoje" 2026-12-03T00:00:00-03:00 day allDay"#),
        DateCase("às 10h BRT", #""às 10h BRT" 2026-12-03T10:00:00-03:00 minute"#),
        DateCase("amanhã às 9h (horário de Brasília)", #""amanhã às 9h (horário de Brasília)" 2026-12-04T09:00:00-03:00 minute"#),
        DateCase("sexta-feira, 4 de dezembro, às 19h30", #""sexta-feira, 4 de dezembro, às 19h30" 2026-12-04T19:30:00-03:00 minute"#),
        DateCase("das 14h às 16h", #""das 14h às 16h" 2026-12-03T14:00:00-03:00–2026-12-03T16:00:00-03:00 minute"#),
    ])
    func portuguese(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "pt_BR", zone: "America/Sao_Paulo") == c.expected)
    }

    @Test("German (de_DE, Europe/Berlin)", arguments: [
        DateCase("am 1. Dezember 2027", #""1. Dezember 2027" 2027-12-01T00:00:00+01:00 day allDay"#),
        DateCase("Termin 03.12.2026", #""03.12.2026" 2026-12-03T00:00:00+01:00 day allDay"#),
        DateCase("um 14:30 Uhr", #""14:30 Uhr" 2026-12-03T14:30:00+01:00 minute"#),
        DateCase("morgen um 10 Uhr", #""morgen um 10 Uhr" 2026-12-04T10:00:00+01:00 minute"#),
        DateCase("nächsten Dienstag", #""nächsten Dienstag" 2026-12-08T00:00:00+01:00 day allDay"#),
        DateCase("vor 2 Tagen", #""vor 2 Tagen" 2026-12-01T00:00:00+01:00 day allDay"#),
        DateCase("in 3 Wochen", #""in 3 Wochen" 2026-12-24T00:00:00+01:00 day allDay"#),
        DateCase("an Heiligabend", #""Heiligabend" 2026-12-24T00:00:00+01:00 day allDay"#),
        DateCase("von 9 bis 17 Uhr", #""von 9 bis 17 Uhr" 2026-12-03T09:00:00+01:00–2026-12-03T17:00:00+01:00 minute"#),
        DateCase("Mittwoch, 9. Dezember", #""Mittwoch, 9. Dezember" 2026-12-09T00:00:00+01:00 day allDay"#),
        DateCase("Am Freitag, den 4. Dezember um 18 Uhr", #""Freitag, den 4. Dezember um 18 Uhr" 2026-12-04T18:00:00+01:00 minute"#),
        DateCase("vom 1. bis 3. März 2027", #""vom 1. bis 3. März 2027" 2027-03-01T00:00:00+01:00–2027-03-04T00:00:00+01:00 day allDay"#),
        DateCase("Version 2.10"),
        DateCase("um 14:00 CET", #""14:00 CET" 2026-12-03T14:00:00+01:00 minute Europe/Paris"#),
        DateCase("um 9 Uhr MESZ am 1. Juli", #""9 Uhr MESZ am 1. Juli" 2026-07-01T09:00:00+02:00 minute"#),
        DateCase("am 24.12. um 18 Uhr", #""24.12. um 18 Uhr" 2026-12-24T18:00:00+01:00 minute"#),
        DateCase("Es kostet 24.12."),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "Europe/Berlin") == c.expected)
    }

    @Test("French (fr_FR, Europe/Paris)", arguments: [
        DateCase("le 1er décembre 2027", #""1er décembre 2027" 2027-12-01T00:00:00+01:00 day allDay"#),
        DateCase("demain à 17h", #""demain à 17h" 2026-12-04T17:00:00+01:00 minute"#),
        DateCase("à 18h30", #""18h30" 2026-12-03T18:30:00+01:00 minute"#),
        DateCase("mardi prochain", #""mardi prochain" 2026-12-08T00:00:00+01:00 day allDay"#),
        DateCase("dans 2 heures", #""dans 2 heures" 2026-12-03T12:00:00+01:00 hour"#),
        DateCase("il y a 3 jours", #""il y a 3 jours" 2026-11-30T00:00:00+01:00 day allDay"#),
        DateCase("aujourd'hui", #""aujourd'hui" 2026-12-03T00:00:00+01:00 day allDay"#),
        DateCase("après-demain", #""après-demain" 2026-12-05T00:00:00+01:00 day allDay"#),
        DateCase("à Noël", #""Noël" 2026-12-25T00:00:00+01:00 day allDay"#),
        DateCase("10/12/2026", #""10/12/2026" 2026-12-10T00:00:00+01:00 day allDay"#),
        DateCase("du 10 au 12 mars", #""du 10 au 12 mars" 2027-03-10T00:00:00+01:00–2027-03-13T00:00:00+01:00 day allDay"#),
        DateCase("vendredi 4 décembre à 20h", #""vendredi 4 décembre à 20h" 2026-12-04T20:00:00+01:00 minute"#),
        DateCase("ce soir à 8 heures", #""ce soir à 8 heures" 2026-12-03T20:00:00+01:00 minute"#),
    ])
    func french(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "fr_FR", zone: "Europe/Paris") == c.expected)
    }

    @Test("Spanish (es_ES, Europe/Madrid)", arguments: [
        DateCase("el 5 de diciembre de 2027", #""5 de diciembre de 2027" 2027-12-05T00:00:00+01:00 day allDay"#),
        DateCase("a las 10:00", #""a las 10:00" 2026-12-03T10:00:00+01:00 minute"#),
        DateCase("a las 10", #""a las 10" 2026-12-03T10:00:00+01:00 hour"#),
        DateCase("mañana a las 8 de la tarde", #""mañana a las 8 de la tarde" 2026-12-04T20:00:00+01:00 hour"#),
        DateCase("el próximo martes", #""próximo martes" 2026-12-08T00:00:00+01:00 day allDay"#),
        DateCase("hace 3 días", #""hace 3 días" 2026-11-30T00:00:00+01:00 day allDay"#),
        DateCase("en 2 horas", #""en 2 horas" 2026-12-03T12:00:00+01:00 hour"#),
        DateCase("en Nochebuena", #""Nochebuena" 2026-12-24T00:00:00+01:00 day allDay"#),
        DateCase("10/12/2026", #""10/12/2026" 2026-12-10T00:00:00+01:00 day allDay"#),
        DateCase("ayer", #""ayer" 2026-12-02T00:00:00+01:00 day allDay"#),
        DateCase("marcador 3-2"),
        DateCase("se lo di a las 10 personas"),
        DateCase("de 10 a 12 de la mañana", #""de 10 a 12 de la mañana" 2026-12-03T10:00:00+01:00–2026-12-03T12:00:00+01:00 hour"#),
        DateCase("el viernes 4 de diciembre a las 9", #""viernes 4 de diciembre a las 9" 2026-12-04T09:00:00+01:00 hour"#),
    ])
    func spanish(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "es_ES", zone: "Europe/Madrid") == c.expected)
    }
}
