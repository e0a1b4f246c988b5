/// Inputs that make naive linkifiers, date parsers and phone matchers hang or go quadratic. The test suite
/// runs every entry point over them (they must complete), and the benchmark times them at two sizes to show
/// the cost stays linear.
public enum HostileInputs {
    /// Named generators: each returns about `bytes` bytes of one pathological pattern.
    public static let all: [(name: String, make: @Sendable (_ bytes: Int) -> String)] = [
        ("open parentheses", { repeating("(", $0) }),
        ("link with trailing commas", { "http://a.com/" + repeating(",", $0 - 13) }),
        ("repeated link prefix", { repeating("http://a.com/,,,,,, ", $0) }),
        ("chained @", { repeating("a@", $0) }),
        ("dotted chain", { repeating("a.", $0) }),
        ("digits", { repeating("0123456789", $0) }),
        ("digits with separators", { repeating("12-34 56.78/90 ", $0) }),
        ("1/1/1 repeated", { repeating("1/1/1 ", $0) }),
        ("spaces", { repeating(" ", $0) }),
        ("combining marks", { "a" + repeating("\u{301}", $0 / 2) }),
        ("bidi marks", { repeating("\u{200F}\u{200E}", $0 / 3) }),
        ("astral emoji", { repeating("😀", $0 / 4) }),
        ("one huge line of words", { repeating("word http://x.io a@b.co 555-1234 May 5 ", $0) }),
        ("newlines", { repeating("\n", $0) }),
        ("www chain", { repeating("www.", $0) }),
        // Never repeats, so no cache can answer it: every run of it is new to the phone matcher.
        ("random digits with separators", { bytes in
            var x: UInt64 = 42, out = ""
            out.reserveCapacity(bytes)
            let seps = ["-", " ", ".", "/", " "]
            while out.utf8.count < bytes {
                x = x &* 6364136223846793005 &+ 1442695040888963407
                out += String((x >> 33) % 100) + seps[Int((x >> 20) % 5)]
            }
            return out
        }),
        // Date-shaped floods: openers, connectors and modifiers that each start or continue an expression.
        ("from from from", { repeating("from ", $0) }),
        ("until until until", { repeating("until ", $0) }),
        ("dash chain of numbers", { repeating("1-2-3-4-", $0) }),
        ("next next next", { repeating("next ", $0) }),
        ("viertel viertel", { repeating("viertel ", $0) }),
        ("repeated period phrases", { repeating("the end of the last 3 weeks after next ", $0) }),
        ("repeated holiday names", { repeating("Christmas Eve New Year's Day ", $0) }),
        ("every every every", { repeating("every ", $0) }),
        // Machine-written stamps: whole ones, ones broken after the time, and an endless fraction of a second.
        ("mail date stamps", { repeating("Tue, 20 Sep 2022 12:17:15 -0400 ", $0) }),
        ("broken stamps", { repeating("Tue, 20 Sep 2022 12:17:1 Dec  3 07:05: 2023-01-05T14:0 ", $0) }),
        ("endless fraction of a second", { "2023-01-05T14:03:11." + repeating("9", $0 - 30) + "Z" }),
        ("days of the month alone", { repeating("am 15. le 2 à el 16 a dia 16 às on the 15th 15 числа ", $0) }),
        ("ordinal day ranges", { repeating("3.–5. 3.-", $0) }),
        ("amounts without numbers", { repeating("half an hour полчаса неделю назад media hora Freitagabend EOM ", $0) }),
        ("every other every other", { repeating("every other every each jeden tous les ", $0) }),
        ("repeated recurrences", { repeating("every other Tuesday at 10 каждую вторую среду по понедельникам ", $0) }),
        ("spaced dashes between numbers", { repeating("10 - 11 - ", $0) }),
        ("quarter past quarter to", { repeating("quarter past quarter to half past ", $0) }),
        ("clock words chained", { repeating("ten past five to six past seven a las cinco y diez menos без десяти пять ", $0) }),
        ("month ranges chained", { repeating("from May to June to July de mayo a junio с мая по ", $0) }),
        ("vague and compound amounts chained", { repeating("a few several 3 min 49 sec 1 hour and 30 minutes and ein paar quelques unos несколько ", $0) }),
        ("amounts before and after dates chained", { repeating("2 days after tomorrow a week before Friday of next week Tuesday, this week before ", $0) }),
        ("glued units and glued day-month-years", { repeating("3m 49s 1h 2hr5min 10-August-2012 21-APR-16 8 AD 3 Aug 96 2555 BE ", $0) }),
        ("era years chained", { repeating("10 August 88 v. u. v. d. g. n. Chr. av. J.-C. 345 BC d. C. 12 мая 234 г. до н. э. ", $0) }),
        ("days in words before months", { repeating("the twenty-first of the first of June May eighth le premier deux первого второго ", $0) }),
        ("month and year numerals", { repeating("since 9/2012 09.2012/ 12/2019 1.2020 ", $0) }),
        ("years from a month chained", { repeating("June in two years in zwei Jahren im Juni in ", $0) }),
        ("monthly rules chained", { repeating("jeden ersten Montag im Monat jeden Monat am every first Monday of the ", $0) }),
        ("recurrence ends chained", { repeating("every Monday until the first Monday of every month until ", $0) }),
        ("days joined to months and weeks chained", {
            repeating("10-August/10/августа-2012 15juin Freitag nächste Woche der nächsten Woche с сегодня и до ", $0)
        }),
        ("clock ranges and parts of the day chained", { repeating("18:10 - 22.32 - Abend um 7 soir à 8 - 11 am Abend ", $0) }),
        ("signed amounts chained", { repeating("+15min -3y now + 40minutes +1 день 2 часа -2hr5min +2 months, 5 days ~5 hours 1.5 ", $0) }),
        ("signs, tildes and glued day-months", { repeating("Sun 15Sep +-~+ -~1 +1 - 2 -- FRI 13SEP - 05/31/2024-14:15 ∙ ", $0) }),
        ("1Z repeated", { repeating("1Z", $0) }),
        ("spaced 1Z groups", { repeating("1Z 999 AA1 ", $0) }),
        ("tracking word and digit groups", { repeating("tracking 1234 5678 9012 ", $0) }),
        ("S10 letter-digit soup", { repeating("RR 12345678 DE ", $0) }),
        ("UA UA UA", { repeating("UA ", $0) }),
        ("flight words and designators", { repeating("flight UA 837 SFO NRT ", $0) }),
        ("dollar signs", { repeating("$", $0) }),
        ("euro signs between ones", { "€€€ " + repeating("1 € ", $0 - 10) }),
        ("digit soup with unit letters", { repeating("1km2kg3°F4m²5GB6 ", $0) }),
        ("currency names and magnitudes", { repeating("1 million 2 dollars 3 to 4 ", $0) }),
        ("number words", { repeating("one hundred and twenty-five thousand ", $0) }),
        ("scale words without currency", { repeating("thousand million billion trillion ", $0) }),
        ("German number compounds", { repeating("zweitausendfünfhundert", $0) }),
        ("compound measures", { repeating("5 ft 10 in 3'6\" 1 m 80 ", $0) }),
        ("quantity ranges", { repeating("1–2 km 3 to 4 kg entre 5 et 6 km 7-8-9 ", $0) }),
        ("pounds between weight and money words", { repeating("paid weighs 40 pounds of forty pounds ", $0) }),
        ("Russian oblique number words", { repeating("трёх тысяч двадцати пятью ", $0) }),
        // Address floods: road type words and codes before numbers, streets without a number before a postcode,
        // settlements before an index, numbers on lines of their own and s/n marks, each a start of a reading.
        ("Route Route Route", { repeating("Route ", $0) }),
        ("B1 B1 B1", { repeating("B1 ", $0) }),
        ("road words and numbers", { repeating("12 Route Nationale 7 RN 7 County Road 12 Highway 61 N трасса М-4 ", $0) }),
        ("streets without numbers before postcodes", { repeating("Exhibition Road, Chemin des Vignes, London SW7 2DD ", $0) }),
        ("settlements before indexes", { repeating("д. Ивановка, Тульская обл., с. Горки, 301234, ", $0) }),
        ("numbers on their own lines", { repeating("Rua Augusta\n12\n", $0) }),
        ("s/n marks", { repeating("Rua X, s/n - ", $0) }),
    ]

    private static func repeating(_ unit: String, _ bytes: Int) -> String {
        let n = max(1, bytes / max(1, unit.utf8.count))
        return String(repeating: unit, count: n)
    }
}
