/// The words one language uses for dates and times, as data: a new language is one more `DateLanguage`
/// value in `Languages/` plus its entry in `DateLanguage.all` — the parser has no per-language code.
///
/// Every key is lower-case (the parser lower-cases ASCII, Latin-1 and Cyrillic letters before looking words
/// up). A key may hold several words separated by single spaces (`"day after tomorrow"`); the parser matches
/// the longest key. Apostrophes are written `'` (the parser maps `’` to `'`).
struct DateLanguage: Sendable {
    /// A calendar unit used by relative expressions and durations.
    enum Unit: Sendable { case second, minute, hour, day, week, month, quarter, year }

    /// A count of a unit written as one phrase: `half an hour` (30 minutes), `полгода` (6 months), `неделю`.
    struct Amount: Sendable {
        var count: Int
        var unit: Unit
        init(_ count: Int, _ unit: Unit) { self.count = count; self.unit = unit }
    }

    /// A fixed day of the year (a holiday).
    struct MonthDay: Sendable, ExpressibleByArrayLiteral {
        var month: Int
        var day: Int
        init(arrayLiteral elements: Int...) {
            month = elements.first ?? 1
            day = elements.dropFirst().first ?? 1
        }
    }

    /// ISO 639-1 code, matched against `DetectionContext.languageCode`.
    var code: String
    /// Month names and their inflected forms → 1…12. Full names, any case endings.
    var months: [String: Int]
    /// Abbreviated month names → 1…12 (a following `.` is allowed).
    var monthAbbreviations: [String: Int]
    /// Weekday names → 1 (Sunday) … 7 (Saturday). These may stand alone (`on Saturday`).
    var weekdays: [String: Int]
    /// Abbreviated weekday names: only used before a date (`Fri, Dec 4`), never alone (`Sun Microsystems`).
    var weekdayAbbreviations: [String: Int]
    /// Words that are dates only when written with a capital letter (`May 5` vs `you may 5`; `March 3`).
    var capitalizedOnly: Set<String>
    /// Relative day words → days from the reference day (`tomorrow` → 1, `yesterday` → -1).
    var relativeDays: [String: Int]
    /// Words meaning "this evening": a day offset of 0 that makes a bare hour 1…11 an evening hour.
    var tonight: Set<String>
    /// Words that make a bare hour 1…11 an evening hour when they follow it (`8 in the evening`, `8 abends`).
    var eveningAfter: Set<String>
    /// Words that keep a bare hour a morning hour when they follow it (`8 in the morning`).
    var morningAfter: Set<String>
    /// Unit words for `in 3 days`, `for 2 hours`, `30 min` (all inflections).
    var units: [String: Unit]
    /// Small number words usable in place of digits in relative expressions (`in two hours`, `in an hour`).
    var numberWords: [String: Int]
    /// Before an amount: the future (`in`, `через`, `dans`).
    var futurePrefixes: Set<String>
    /// Before an amount: the past (`hace`, `vor`, `il y a`).
    var pastPrefixes: Set<String>
    /// After an amount: the past (`ago`, `назад`).
    var pastSuffixes: Set<String>
    /// After an amount: the future from now (`from now`, `from today`, `later`).
    var futureSuffixes: Set<String>
    /// Before or after a weekday: the next one strictly after the reference day (`next Friday`, `this coming
    /// Friday`, `vendredi prochain`); before a period, the next period (`next month`).
    var nextWords: Set<String>
    /// Before or after a weekday: the last one strictly before the reference day.
    var lastWords: Set<String>
    /// Before a weekday: the same as the bare weekday (`this Friday`).
    var thisWords: Set<String>
    /// Between a date and a time, or before a time (`at`, `um`, `à`, `às`, `в`): not part of the span when leading.
    var timePrepositions: Set<String>
    /// Prepositions that alone make a following bare number an hour (`a las 10`, `às 9`); part of the span.
    var strongTimePrepositions: Set<String>
    /// Between a time and a date (`on`, `am`, `le`): not part of the span when leading.
    var datePrepositions: Set<String>
    /// Words after an hour: `Uhr`, `h`, `o'clock`, `часов`.
    var hourWords: Set<String>
    /// Noon and midnight words → hour.
    var namedTimes: [String: Int]
    /// Range openers (`from`, `between`, `von`, `entre`): part of the span.
    var rangeOpeners: Set<String>
    /// Range connectors (`to`, `until`, `bis`, `au`, `до`), besides `-` and `–`.
    var rangeConnectors: Set<String>
    /// The `and` of `between … and …`.
    var andWords: Set<String>
    /// Before a duration: `for 2 hours`, `für`, `pendant`.
    var durationPrefixes: Set<String>
    /// After a day number: `1st`, `1er`, `5º` (digits directly followed by these letters).
    var ordinalSuffixes: Set<String>
    /// Between a day and a month: `1st of December`, `5 de dezembro`.
    var dayMonthJoiners: Set<String>
    /// Between a month and a year: `dezembro de 2026`.
    var monthYearJoiners: Set<String>
    /// After a year: `2026 года`, `2026 г.`.
    var yearWords: Set<String>
    /// Hand-listed holidays on fixed days → (month, day), for names the generated holiday data
    /// (`Holidays/HolidayData.swift`) lacks (`Christmas Eve`); those names and rules come from there.
    var holidays: [String: MonthDay]
    /// Spoken zone names → IANA identifiers (`moscow time`, `uk time`, `horário de brasília`).
    var zoneNames: [String: String]
    /// Parts of the day after a day (`tomorrow evening`, `heute Nachmittag`, `mañana por la tarde`, `вчера вечером`)
    /// or `this` (`this morning`) → the CLDR day period type (`evening1`), read with the language's CLDR rules.
    var partsOfDay: [String: String] = [:]
    /// Period nouns after a modifier (`next week`, `la semaine prochaine`, `в прошлом месяце`, `im dritten Quartal`).
    var periods: [String: Unit] = [:]
    /// The weekend (`weekend`, `Wochenende`, `fin de semana`, `выходных`).
    var weekendWords: Set<String> = []
    /// Before a period or month: `end of`, `Anfang`, `mid`, `a mediados de`, `в конце`.
    var boundaries: [String: DatePoint.Boundary] = [:]
    /// Articles and joiners between a boundary or modifier and a period (`the`, `des`, `de la`, `del`).
    var articles: Set<String> = []
    /// Open intervals before a point → whether the point is included: `until` true, `before` false.
    var openBefore: [String: Bool] = [:]
    /// Open intervals after a point → whether the point is included: `since`, `from` true; `after` false.
    var openAfter: [String: Bool] = [:]
    /// Openers of an open interval that look back (`since`, `seit`, `depuis`): a bare weekday after them is the
    /// most recent one, today included (`since Monday`).
    var pastOpeners: Set<String> = []
    /// Before a bare month name, making it the whole month: `in March`, `im März`, `en mars`, `в марте`; and
    /// before a year, making it the whole year (`in 2027`, `en 2027`, `в 2027 году`).
    var monthPrepositions: Set<String> = []
    /// The year named before its number: `the year 2027`, `im Jahr 2027`, `l'an 2000`, `el año 2027`, `o ano de 2027`.
    var yearNouns: Set<String> = []
    /// Clock idioms before an hour → minutes from that hour: `quarter past` 15, `half past` 30, `quarter to` −15,
    /// `halb` −30 (`halb acht` is 7:30).
    var clockBefore: [String: Int] = [:]
    /// Clock idioms after an hour: `et quart` 15, `y media` 30, `menos cuarto` −15.
    var clockAfter: [String: Int] = [:]
    /// Between minutes and an hour: `past`, `nach` (`10 past 5`); and `to`, `vor` (`10 to 5`).
    var minutesPast: Set<String> = []
    var minutesTo: Set<String> = []
    /// Hours as words that only idioms use (Russian genitive ordinals: `половина пятого` is 4:30).
    var idiomHours: [String: Int] = [:]
    /// `after next` (after a weekday or period) and `übernächsten` (before).
    var afterNextWords: Set<String> = []
    /// Ordinals for numbered periods: `third quarter`, `dritten Quartal`, `troisième trimestre`.
    var ordinals: [String: Int] = [:]
    /// Words between an amount and its unit that change nothing: `in 5 more minutes`.
    var amountFillers: Set<String> = []
    /// Before a relative span: `in the`, `in den`, `over the`, `за`, `durante los`.
    var spanPrefixes: Set<String> = []
    /// Before a weekday or a calendar unit, a recurrence: `every`, `each`, `jeden`, `tous les`, `todos los`, `cada`,
    /// `каждую` (`every Monday`, `jede Woche`, `cada martes`). Alone, or before any other word, they are no date.
    var recurrenceWords: Set<String> = []
    /// Between a recurrence word and its weekday or unit: the interval (`every other Tuesday` 2). The language's
    /// `ordinals` count too (`jeden zweiten Dienstag`, `каждую вторую среду`).
    var recurrenceIntervals: [String: Int] = [:]
    /// Plural weekdays, only read after a recurrence word or prefix (`tous les lundis`, `todas as sextas`).
    var weekdayPlurals: [String: Int] = [:]
    /// Before a plural weekday, a recurrence by itself: `on Mondays`, `по понедельникам`.
    var pluralRecurrencePrefixes: Set<String> = []

    /// Amounts written without a number, read wherever a number and a unit are (`in half an hour`,
    /// `vor einer halben Stunde`, `dans une demi-heure`, `hace media hora`, `через полчаса`, `неделю назад`).
    var amountPhrases: [String: Amount] = [:]
    /// Words after a day number that make it a day of the month alone (`15 числа`).
    var dayNouns: Set<String> = []
    /// Abbreviations for the end of the current period: `EOW`, `EOM`, `EOQ`, `EOY`.
    var periodEnds: [String: Unit] = [:]
    /// Hours written as words (`five`, `fünf`, `cinq`, `cinco`, `пять`, `la una`): an hour only with an hour word
    /// (`five o'clock`, `cinq heures`), a.m./p.m., a clock idiom (`ten past five`) or a strong time preposition
    /// (`a las cinco`, `às cinco`); alone they stay counts (`five people`).
    var hourNumbers: [String: Int] = [:]
    /// After an hour, minutes added or taken away: `las cinco y diez` (5:10), `las cinco menos diez`,
    /// `cinq heures moins dix` (4:50), `às cinco e dez`.
    var minutesAfterHour: Set<String> = []
    var minutesBeforeHour: Set<String> = []
    /// A part of the day that alone means that part of today: `вечером`, `утром`, `abends` → CLDR day period type.
    var partsOfDayAlone: [String: String] = [:]
    /// ICU spell-out rule sets whose words for 1…31 name a day before a month (`the twenty-first of June`,
    /// `am dritten März`, `le premier mai`, `el primero de mayo`, `первого мая`, `primeiro de maio`).
    var dayOrdinalRuleSets: [String] = []
    /// Cardinal rule sets whose words for 2…31 name a day before a month, where the language counts days so
    /// (`le deux mai`, `el dos de mayo`, `dois de maio`); one is left out, it is an article (`un mai pluvieux`).
    var dayCardinalRuleSets: [String] = []
    /// Whether a day in words may follow the month (`May eighth`, `June twenty-first`).
    var dayWordsAfterMonth = false
    /// Whether a day in words needs a joiner before the month (`the first of May`; `first May Day` is no date).
    var dayWordsNeedJoiner = false
    /// Between a weekday and the month of a monthly rule: `of`, `im`, `de`, `du`, `del`, `do`
    /// (`every first Monday of the month`, `jeden ersten Montag im Monat`, `le premier lundi de chaque mois`).
    var monthlyJoiners: Set<String> = []
    /// Time prepositions after which a bare hour that ends a sentence or a line is a time (`at 12.`, `um 12`,
    /// `в 12.30`, `à 8`); the wider `timePrepositions` (`by`, `around`, `a`) also lead counts (`reduce by 5.`).
    var endingHourPrepositions: Set<String> = []
    /// Before an amount, words that make it approximate and change nothing: `about`, `etwa`, `environ`, `около`.
    var approximations: Set<String> = []
    /// Counts written as a vague word → the count read (`a few` 3, `several` 7, `ein paar`, `quelques`,
    /// `unos`, `alguns`, `несколько`): read like number words before a unit, never as a recurrence interval.
    var vagueCounts: [String: Int] = [:]
    /// Whether a weekday and a part of the day are written as one word (`Freitagabend`, `Montagmorgen`): the
    /// lexicon joins every weekday with every one-word part of the day.
    var joinsWeekdayAndPartOfDay = false
    /// Words after an hour meaning at night (`1 at night`, `11 ночи`, `a las 10 de la noche`): 6…11 are p.m.,
    /// 12 is midnight, 1…5 stay a.m.
    var nightAfter: Set<String> = []

    /// Units written glued to their number (`1h`, `3m 49s`, `2d`, `3w`, `3mo`, `5y`): read only glued, in lower case,
    /// where a unit is (`1h ago`, `3w later`, `in 2hr`); `3D` and `5M` stay out.
    var compactUnits: [String: Unit] = [:]
    /// Eras other than the Gregorian ones (those are `EraNames`, from CLDR) after a year → the years to add for
    /// the Gregorian year: `BE` (the Buddhist era) −543 (`10 August 2555 BE`).
    var eraYears: [String: Int] = [:]

    /// Before an amount in a clause of its own, the future: `After an hour.`, `Nach einer Stunde.`, `après une heure`,
    /// `después de una hora`, `depois de uma hora` (`expires after 30 minutes`, `after 3 days of rain` stay lengths
    /// of time). Read with `futurePrefixes`.
    var closingFuturePrefixes: Set<String> = []
    /// After an amount that ends the clause, the future: `15 minutes out`, `3 days out` (`out of` stays prose).
    var closingFutureSuffixes: Set<String> = []
    /// The present moment (`now`, `jetzt`, `maintenant`, `ahora`, `agora`, `сейчас`): a date only before a signed
    /// amount (`now + 40 minutes`); alone it stays prose.
    var nowWords: Set<String> = []

    /// Every language the parser knows, English first.
    static let all: [DateLanguage] = [.english, .russian, .portuguese, .german, .french, .spanish]

    /// The language for a code, if there is one.
    static func named(_ code: String) -> DateLanguage? { all.first { $0.code == code } }
}

/// Language-independent zone abbreviations → IANA identifiers. Abbreviations name a region's zone, so the
/// offset follows that region's daylight-saving rules on the date (people write `EST` all year round and mean
/// New York time). Only all-capital spellings are read as zones.
enum ZoneAbbreviations {
    static let table: [String: String] = [
        "UTC": "UTC", "GMT": "GMT", "Z": "UTC",
        "EST": "America/New_York", "EDT": "America/New_York", "ET": "America/New_York",
        "CST": "America/Chicago", "CDT": "America/Chicago", "CT": "America/Chicago",
        "MST": "America/Denver", "MDT": "America/Denver", "MT": "America/Denver",
        "PST": "America/Los_Angeles", "PDT": "America/Los_Angeles", "PT": "America/Los_Angeles",
        "AKST": "America/Anchorage", "AKDT": "America/Anchorage", "HST": "Pacific/Honolulu",
        "BST": "Europe/London", "WET": "Europe/Lisbon", "WEST": "Europe/Lisbon",
        "CET": "Europe/Paris", "CEST": "Europe/Paris", "MEZ": "Europe/Berlin", "MESZ": "Europe/Berlin",
        "EET": "Europe/Athens", "EEST": "Europe/Athens", "MSK": "Europe/Moscow",
        "BRT": "America/Sao_Paulo", "ART": "America/Argentina/Buenos_Aires",
        "IST": "Asia/Kolkata", "JST": "Asia/Tokyo", "KST": "Asia/Seoul",
        "AEST": "Australia/Sydney", "AEDT": "Australia/Sydney",
    ]
}
