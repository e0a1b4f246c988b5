import Foundation
import Testing
@testable import TextSense

/// Grammar families in the six languages: a weekday and a part of the day in one word (`Freitagabend`), a day of
/// the month alone (`on the 15th`, `am 27.`, `le 2 à 10h`, `dia 16`, `15 числа`), abbreviated weekdays before a
/// time (`Thu at 3pm`, `Mo. um 10 Uhr`, `пн в 10:00`), amounts without a number (`half an hour`, `полчаса`,
/// `через неделю`), day ranges with ordinal dots (`3.–5. Mai`), period ends (`EOM`, `Anfang 2027`), spans with
/// the modifier after the unit (`les 30 jours précédents`), an evening shared by both ends of a range
/// (`с 10 до 11 вечера`), and the negatives next to each (`on the 2nd floor`, `le 2 est pair`, `15 человек`).
/// Reference Thursday 2026-12-03 10:00 in each language's zone (`DateFixture`); intervals are half-open.
@Suite("Dates: grammar families (day alone, weekday parts, abbreviations, amounts, period ends)")
struct DateGrammarTests {

    @Test("English (en_US, America/New_York)", arguments: [
        DateCase(#"Can we talk Thu at 3pm?"#, #""Thu at 3pm" 2026-12-03T15:00:00-05:00 hour"#),
        DateCase(#"See you on Thu."#, #""Thu" 2026-12-03T00:00:00-05:00 day allDay"#),
        DateCase(#"Rent is due on the 15th."#, #""15th" 2026-12-15T00:00:00-05:00 day allDay"#),
        DateCase(#"open until 4pm on the 15th"#, #""until 4pm on the 15th" 2026-12-15T16:00:00-05:00 hour before"#),
        DateCase(#"in half an hour"#, #""in half an hour" 2026-12-03T10:30:00-05:00 minute"#),
        DateCase(#"Ship it by EOM."#, #""EOM" 2026-12-21T00:00:00-05:00–2027-01-01T00:00:00-05:00 day allDay"#),
        DateCase(#"late 2027"#, #""late 2027" 2027-09-01T00:00:00-04:00–2028-01-01T00:00:00-05:00 month allDay"#),
        DateCase(#"by the end of 2027"#, #""the end of 2027" 2027-09-01T00:00:00-04:00–2028-01-01T00:00:00-05:00 month allDay"#),
        DateCase(#"one of 2019 entries"#),
        DateCase(#"15 minutes earlier"#, #""15 minutes earlier" 2026-12-03T09:45:00-05:00 minute"#),
        DateCase(#"from 8 to 10 in the evening"#, #""from 8 to 10 in the evening" 2026-12-03T20:00:00-05:00–2026-12-03T22:00:00-05:00 hour"#),
        DateCase(#"next Fri"#, #""next Fri" 2026-12-04T00:00:00-05:00 day allDay"#),
        DateCase(#"She lives on the 2nd floor."#),
        DateCase(#"the 15th century"#),
        DateCase(#"So what?"#),
        DateCase(#"We scored 2 to 3 on Monday."#, #""Monday" 2026-12-07T00:00:00-05:00 day allDay"#),
        DateCase(#"Sun Microsystems"#),
    ])
    func english(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "en_US", zone: "America/New_York") == c.expected)
    }

    @Test("German (de_DE, Europe/Berlin)", arguments: [
        DateCase(#"Wir waren am Freitagabend da."#, #""Freitagabend" 2026-12-04T18:00:00+01:00–2026-12-05T00:00:00+01:00 hour"#),
        DateCase(#"nächsten Montagmorgen"#, #""nächsten Montagmorgen" 2026-12-07T05:00:00+01:00–2026-12-07T10:00:00+01:00 hour"#),
        DateCase(#"Urlaub 3.–5. Mai"#, #""3.–5. Mai" 2027-05-03T00:00:00+02:00–2027-05-06T00:00:00+02:00 day allDay"#),
        DateCase(#"vielleicht am 27.?"#, #""27." 2026-12-27T00:00:00+01:00 day allDay"#),
        DateCase(#"am 15. um 10 Uhr"#, #""15. um 10 Uhr" 2026-12-15T10:00:00+01:00 minute"#),
        DateCase(#"Mo. um 10 Uhr"#, #""Mo. um 10 Uhr" 2026-12-07T10:00:00+01:00 minute"#),
        DateCase(#"vor einer halben Stunde"#, #""vor einer halben Stunde" 2026-12-03T09:30:00+01:00 minute"#),
        DateCase(#"Anfang 2027"#, #""Anfang 2027" 2027-01-01T00:00:00+01:00–2027-05-01T00:00:00+02:00 month allDay"#),
        DateCase(#"uebermorgen Abend"#, #""uebermorgen Abend" 2026-12-05T18:00:00+01:00–2026-12-06T00:00:00+01:00 hour"#),
        DateCase(#"in den folgenden 3 Tagen"#, #""in den folgenden 3 Tagen" 2026-12-04T00:00:00+01:00–2026-12-07T00:00:00+01:00 day allDay"#),
        DateCase(#"Platz 3.–5."#),
        DateCase(#"am 15.3 Prozent"#),
        DateCase(#"So um 10 Uhr"#, #""10 Uhr" 2026-12-03T10:00:00+01:00 minute"#),
    ])
    func german(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "de_DE", zone: "Europe/Berlin") == c.expected)
    }

    @Test("French (fr_FR, Europe/Paris)", arguments: [
        DateCase(#"lun. à 10h"#, #""lun. à 10h" 2026-12-07T10:00:00+01:00 minute"#),
        DateCase(#"le 2 à 10h"#, #""2 à 10h" 2027-01-02T10:00:00+01:00 minute"#),
        DateCase(#"d'ici deux semaines"#, #""d'ici deux semaines" 2026-12-17T00:00:00+01:00 day allDay"#),
        DateCase(#"dans une demi-heure"#, #""dans une demi-heure" 2026-12-03T10:30:00+01:00 minute"#),
        DateCase(#"fin 2027"#, #""fin 2027" 2027-09-01T00:00:00+02:00–2028-01-01T00:00:00+01:00 month allDay"#),
        DateCase(#"les 30 jours précédents"#, #""les 30 jours précédents" 2026-11-03T00:00:00+01:00–2026-12-03T00:00:00+01:00 day allDay"#),
        DateCase(#"cet aprem"#, #""cet aprem" 2026-12-03T12:00:00+01:00–2026-12-03T18:00:00+01:00 hour"#),
        DateCase(#"le 2 est pair"#),
        DateCase(#"article 2 à 10 euros"#),
    ])
    func french(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "fr_FR", zone: "Europe/Paris") == c.expected)
    }

    @Test("Spanish (es_ES, Europe/Madrid)", arguments: [
        DateCase(#"lun. a las 10"#, #""lun. a las 10" 2026-12-07T10:00:00+01:00 hour"#),
        DateCase(#"el 16 a las 10"#, #""16 a las 10" 2026-12-16T10:00:00+01:00 hour"#),
        DateCase(#"el día 16"#, #""día 16" 2026-12-16T00:00:00+01:00 day allDay"#),
        DateCase(#"hace media hora"#, #""hace media hora" 2026-12-03T09:30:00+01:00 minute"#),
        DateCase(#"a finales de 2027"#, #""a finales de 2027" 2027-09-01T00:00:00+02:00–2028-01-01T00:00:00+01:00 month allDay"#),
        DateCase(#"los 3 días anteriores"#, #""los 3 días anteriores" 2026-11-30T00:00:00+01:00–2026-12-03T00:00:00+01:00 day allDay"#),
        DateCase(#"de 10 a 12 el lunes"#, #""de 10 a 12 el lunes" 2026-12-07T10:00:00+01:00–2026-12-07T12:00:00+01:00 hour"#),
        DateCase(#"el 16 ganó"#),
        DateCase(#"de 5 a 10 personas"#),
    ])
    func spanish(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "es_ES", zone: "Europe/Madrid") == c.expected)
    }

    @Test("Portuguese (pt_BR, America/Sao_Paulo)", arguments: [
        DateCase(#"seg. às 10h"#, #""seg. às 10h" 2026-12-07T10:00:00-03:00 minute"#),
        DateCase(#"sexta, dia 18, às 16h40"#, #""sexta, dia 18, às 16h40" 2026-12-18T16:40:00-03:00 minute"#),
        DateCase(#"no dia 16"#, #""dia 16" 2026-12-16T00:00:00-03:00 day allDay"#),
        DateCase(#"no dia 01/12"#, #""01/12" 2026-12-01T00:00:00-03:00 day allDay"#),
        DateCase(#"daqui a meia hora"#, #""daqui a meia hora" 2026-12-03T10:30:00-03:00 minute"#),
        DateCase(#"no final de 2027"#, #""no final de 2027" 2027-09-01T00:00:00-03:00–2028-01-01T00:00:00-03:00 month allDay"#),
        DateCase(#"os 5 dias seguintes"#, #""os 5 dias seguintes" 2026-12-04T00:00:00-03:00–2026-12-09T00:00:00-03:00 day allDay"#),
        DateCase(#"o 16 venceu"#),
    ])
    func portuguese(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "pt_BR", zone: "America/Sao_Paulo") == c.expected)
    }

    @Test("Russian (ru_RU, Europe/Moscow)", arguments: [
        DateCase(#"пн в 10:00"#, #""пн в 10:00" 2026-12-07T10:00:00+03:00 minute"#),
        DateCase(#"15 числа"#, #""15 числа" 2026-12-15T00:00:00+03:00 day allDay"#),
        DateCase(#"через неделю"#, #""через неделю" 2026-12-10T00:00:00+03:00 day allDay"#),
        DateCase(#"полчаса назад"#, #""полчаса назад" 2026-12-03T09:30:00+03:00 minute"#),
        DateCase(#"год назад"#, #""год назад" 2025-12-03T00:00:00+03:00 day allDay"#),
        DateCase(#"с 10 до 11 вечера"#, #""с 10 до 11 вечера" 2026-12-03T22:00:00+03:00–2026-12-03T23:00:00+03:00 hour"#),
        DateCase(#"в конце месяца"#, #""в конце месяца" 2026-12-21T00:00:00+03:00–2027-01-01T00:00:00+03:00 day allDay"#),
        DateCase(#"после Рождества"#, #""после Рождества" 2027-01-08T00:00:00+03:00 day allDay after"#),
        DateCase(#"послепослезавтра"#, #""послепослезавтра" 2026-12-06T00:00:00+03:00 day allDay"#),
        DateCase(#"этим утром"#, #""этим утром" 2026-12-03T04:00:00+03:00–2026-12-03T12:00:00+03:00 hour"#),
        DateCase(#"прошлые 2 недели"#, #""прошлые 2 недели" 2026-11-16T00:00:00+03:00–2026-11-30T00:00:00+03:00 week allDay"#),
        DateCase(#"в конце 2027 года"#, #""в конце 2027 года" 2027-09-01T00:00:00+03:00–2028-01-01T00:00:00+03:00 month allDay"#),
        DateCase(#"в половине шестого"#, #""в половине шестого" 2026-12-03T05:30:00+03:00 minute"#),
        DateCase(#"завтра после обеда"#, #""завтра после обеда" 2026-12-04T12:00:00+03:00–2026-12-04T18:00:00+03:00 hour"#),
        DateCase(#"15 человек"#),
        DateCase(#"неделю спустя мы встретились"#, #""неделю спустя" 2026-12-10T00:00:00+03:00 day allDay"#),
    ])
    func russian(_ c: DateCase) {
        #expect(DateFixture.lines(c.text, locale: "ru_RU", zone: "Europe/Moscow") == c.expected)
    }
}
