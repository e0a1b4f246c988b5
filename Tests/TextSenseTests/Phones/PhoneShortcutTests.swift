import Foundation
import Testing
@testable @_spi(PhoneReference) import TextSense

/// The shortcut must answer exactly as libphonenumber's matcher: same ranges, same values (E.164, extension,
/// formatted forms, region, type), for the shapes it answers, and must stay out of the rest.
@Suite struct PhoneShortcutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var region: String
        /// Whether the shortcut answers (a number or "no number") instead of the matcher.
        var answered: Bool
        var testDescription: String { "\(region): \(text)" }
    }

    @Test(arguments: [
        // North American national shapes, valid.
        Case(text: "Call (650) 253-0000 now.", region: "US", answered: true),
        Case(text: "Call (650)253-0000 now.", region: "US", answered: true),
        Case(text: "Fax: 650-253-0000, thanks", region: "US", answered: true),
        Case(text: "at 650.253.0000; or", region: "US", answered: true),
        Case(text: "| 650 253 0000 |", region: "US", answered: true),
        Case(text: "6502530000", region: "US", answered: true),
        Case(text: "(6502530000)", region: "US", answered: true),
        Case(text: "(650-253-0000)", region: "US", answered: true),
        Case(text: "Call 1-800-253-0000.", region: "US", answered: true),
        Case(text: "Call 1 (650) 253-0000.", region: "US", answered: true),
        Case(text: "Call 16502530000.", region: "US", answered: true),
        // A lead bracket before the trunk prefix: the match starts at the bracket.
        Case(text: "Call (1-800-899-9123) now", region: "US", answered: true),
        Case(text: "x (1-800-899-9123 ext. 12) y", region: "US", answered: true),
        Case(text: "x (1 (650) 253-0000) y", region: "US", answered: true),
        Case(text: "x (16502530000) y", region: "US", answered: true),
        Case(text: "x(1.800.899.9123) now", region: "US", answered: true),
        Case(text: "Appelez le (1 514 555 0199).", region: "CA", answered: true),
        // Invalid after the trunk prefix: the matcher decides.
        Case(text: "x (1-223-056-7890) y", region: "US", answered: false),
        Case(text: "Appelez le (514) 555-0199.", region: "CA", answered: true),
        // Invalid ones: the matcher finds nothing, nor in their parts.
        Case(text: "Call (223) 056-7890 now.", region: "US", answered: true),
        Case(text: "Call 555-019-1234 now.", region: "US", answered: true),
        Case(text: "tel 999 999 9999", region: "US", answered: true),
        // A first digit 1 (the national prefix): the matcher decides.
        Case(text: "Call (123) 456-7890 now.", region: "US", answered: false),
        // An invalid number whose part is a valid Canadian short number (uan 310-xxxx): the matcher decides.
        Case(text: "Call 111-310-1234 now.", region: "CA", answered: false),
        Case(text: "Call 1-123-456-7890.", region: "US", answered: false),
        // Neighbours the leniency rejects, or that the shortcut leaves to the matcher.
        Case(text: "abc650-253-0000", region: "US", answered: false),
        Case(text: "650-253-0000def", region: "US", answered: false),
        Case(text: "$650-253-0000", region: "US", answered: false),
        Case(text: "650-253-0000% growth", region: "US", answered: false),
        Case(text: "650-253-0000#", region: "US", answered: false),
        Case(text: "é650-253-0000", region: "US", answered: false),
        Case(text: "a (650) 253-0000", region: "US", answered: true),
        // Other shapes and regions go to the matcher.
        Case(text: "Call 650-253-00-00 now.", region: "US", answered: false),
        Case(text: "Call 650/253-0000 now.", region: "US", answered: false),
        Case(text: "Ruf 030 1234567 an", region: "DE", answered: false),
        Case(text: "Call (650) 253-0000.", region: "GB", answered: false),
        // International numbers, valid, in any region.
        Case(text: "Ring +44 20 7946 0958.", region: "US", answered: true),
        Case(text: "Ring +44 20 7946 0958.", region: "DE", answered: true),
        Case(text: "(+44 20 7946 0958)", region: "FR", answered: true),
        Case(text: "Звоните +7 (495) 123-45-67!", region: "RU", answered: true),
        Case(text: "+7 495 123-45-67", region: "RU", answered: true),
        Case(text: "Call +1 416–555–0199", region: "CA", answered: true),
        Case(text: "Llame al +34 91\u{A0}123\u{A0}45\u{A0}67 o escriba.", region: "ES", answered: true),
        Case(text: "Ligue +55 11 91234-5678!", region: "BR", answered: true),
        Case(text: "Tel. +33 1 23 45 67 89", region: "FR", answered: true),
        Case(text: "+81 3-1234-5678", region: "JP", answered: true),
        Case(text: "+86 138 1234 5678", region: "CN", answered: true),
        Case(text: "+91 98765 43210", region: "IN", answered: true),
        Case(text: "+61 2 9876 5432", region: "AU", answered: true),
        Case(text: "+52 55 1234 5678", region: "MX", answered: true),
        // International, invalid: answered "none" in North American regions (where the parts are +1 numbers).
        Case(text: "Call +1 234 056 7890 now.", region: "US", answered: true),
        Case(text: "Call +1 234 056 7890 now.", region: "DE", answered: false),
        Case(text: "Call +1 123 456 7890 now.", region: "US", answered: true),
        Case(text: "Call +44 12 3456 now.", region: "US", answered: true),
        // A national prefix after the country code: stripped as the parser does (written `(0)`, or by mistake),
        // kept when the number starts with the prefix's digit (+7 812: St Petersburg, prefix 8).
        Case(text: "+49 (0)89 12 34 56 78", region: "DE", answered: true),
        Case(text: "+44 020 7946 0958", region: "GB", answered: true),
        Case(text: "Звоните +7 812 123-45-67.", region: "RU", answered: true),
        Case(text: "+49 (0)30 1234567", region: "US", answered: true),
        // A prefix pattern with carrier codes (Brazil), or a leading zero kept (Italy): the matcher decides.
        Case(text: "+55 0 11 91234-5678", region: "BR", answered: false),
        Case(text: "+39 06 1234 5678", region: "IT", answered: false),
        // Other shapes in North American regions: answered "none" when no run of digit blocks is a valid number.
        Case(text: "Population 40 133 127 in 2010.", region: "US", answered: true),
        Case(text: "lot 12-a456-426614174000.", region: "US", answered: true),
        Case(text: "Population 40 133 127 in 2010. Accounts", region: "US", answered: true),
        Case(text: "Population 40 133 127 in 2010 +", region: "US", answered: true),
        // Split at `in` (no match crosses a word of letters that cannot be an extension label): the first part is
        // answered, and `+2010` has too few digits to matter.
        Case(text: "Population 40 133 127 in +2010", region: "US", answered: true),
        Case(text: "Siehe 120 Seiten. (+52 55 6744 0751)", region: "US", answered: true),
        Case(text: "Siehe 120 Seiten. (+52 55 6744 0751)", region: "DE", answered: true),
        Case(text: "Call 650 253 0000 to 650 253 0001 now", region: "US", answered: true),
        Case(text: "+44 20 7946 0958 on 5 May", region: "GB", answered: true),
        Case(text: "Population 96 513 834 in 1990.", region: "US", answered: true),
        // Separators beyond ASCII (en dash, no-break space, fullwidth hyphen) separate blocks as theirs do.
        Case(text: "Kapitel 4 enthält 25 Beispiele auf 120 Seiten. Seiten 9623–6445", region: "US", answered: true),
        Case(text: "Werte 9623–6445 und 12–18", region: "US", answered: true),
        Case(text: "Werte 96\u{A0}23\u{A0}64\u{A0}45", region: "US", answered: true),
        Case(text: "Werte 9623－6445", region: "US", answered: true),
        Case(text: "Call 650–253–0000 now", region: "US", answered: true),
        // … but not other scripts' characters before the last digit.
        Case(text: "Werte 9623 ٤ 6445", region: "US", answered: false),
        // Words that may be extension labels stay: `int`, words with `x`.
        Case(text: "Call 650 253 0000 int 12", region: "US", answered: false),
        // … but `as` splits, and the part before it, extension included, is answered.
        Case(text: "Call 650 253 0000 ext 12 as well", region: "US", answered: true),
        // A part the shortcut cannot answer sends the whole cluster to the matcher.
        Case(text: "Siehe 120 Seiten. ([938] 669-3265)", region: "US", answered: false),
        // Found by PhoneFuzzTests: other digits after a short ASCII block.
        Case(text: "o530＋１ （９７１） ６６４－５１６１＋０XISBN", region: "US", answered: false),
        Case(text: "[5(8.д＋１ （５２３） ３５４－２３８８-№", region: "US", answered: false),
        Case(text: "Call 123 ٤٥٦٧٨٩٠ now", region: "US", answered: false),
        // Fullwidth forms (the matcher normalizes them).
        Case(text: "電話 ＋１ （６５０） ２５３－００００ まで", region: "JP", answered: true),
        Case(text: "Call ＋１ （６５０） ２５３－００００.", region: "US", answered: true),
        Case(text: "Call （６５０） ２５３－００００.", region: "US", answered: true),
        Case(text: "Call ６５０\u{3000}２５３\u{3000}００００.", region: "US", answered: true),
        Case(text: "+86 2015-0101 １２", region: "US", answered: false),
        Case(text: "Call 650-253-00-00 now.", region: "CA", answered: false),
        Case(text: "Call 310-12-34 now.", region: "CA", answered: false),
        Case(text: "Call 223 056 7890 ext now.", region: "US", answered: true),
        // Something like a time stamp at the end.
        Case(text: "+86 2015-0101 12", region: "US", answered: false),
        // Extensions.
        Case(text: "Call (650) 253-0000 ext. 123 now", region: "US", answered: true),
        Case(text: "Call (650) 253-0000 Ext.123 now", region: "US", answered: true),
        Case(text: "Call 650-253-0000 x12, or", region: "US", answered: true),
        Case(text: "Call 650-253-0000 X 12, or", region: "US", answered: true),
        Case(text: "Call 650 253 0000;ext=1234!", region: "US", answered: true),
        Case(text: "Звоните +7 916 123-45-67 доб. 123", region: "RU", answered: true),
        Case(text: "Call 650-253-0000 ext. 1234567", region: "US", answered: false),
        Case(text: "Call 650-253-0000 extension 12", region: "US", answered: false),
        Case(text: "Call (123) 456-7890 ext. 123 now", region: "US", answered: false),
        // Invalid numbers with extensions: no part is a valid number (nor `… ext` read as letters).
        Case(text: "Call (223) 056-7890 ext. 123 now", region: "US", answered: true),
        Case(text: "Call (223) 056-7890 Ext.123 now", region: "US", answered: true),
        Case(text: "Call 223-056-7890 x12, or", region: "US", answered: true),
        Case(text: "Call 223 056 7890;ext=1234!", region: "US", answered: true),
        Case(text: "Call +1 234 056 7890 доб. 12", region: "US", answered: true),
        Case(text: "Call +1 234 056 7890 ext. 12", region: "US", answered: false),
        // Two opening brackets: the matcher takes the inner candidate from the second one.
        Case(text: "| Ana | ((650) 253-0000) |", region: "US", answered: true),
        Case(text: "Call [(650) 253-0000] now", region: "US", answered: true),
        Case(text: "x ((1-800-555-0199)) y", region: "US", answered: true),
        Case(text: "x ((415) 555-0199 ext. 123) y", region: "US", answered: true),
        Case(text: "x ((+44 20 7946 0958)) y", region: "GB", answered: true),
        Case(text: "abc((650) 253-0000)", region: "US", answered: true),
        Case(text: "Siehe 120 Seiten. ((938) 669-3265)", region: "US", answered: true),
        // No number inside: none in the other inner candidates either.
        Case(text: "x ((223) 056-7890) y", region: "US", answered: true),
        Case(text: "x ((961) 371-2952 ext. 337) y", region: "US", answered: true),
        Case(text: "x [(223) 056-7890 x12] y", region: "US", answered: true),
        // … but not with another bracket first, or an inner candidate the shortcut leaves to the matcher.
        Case(text: "x ((123) 456-7890) y", region: "US", answered: false),
        Case(text: "x ([650] 253-0000) y", region: "US", answered: false),
        Case(text: "x (((650) 253-0000))) y", region: "US", answered: false),
        // An extension that is itself a valid short number in CA (uan 310-xxxx is 7 digits; extensions here
        // have at most 6): still answered.
        Case(text: "Appelez le (223) 056-7890 ext. 310123", region: "CA", answered: true),
    ])
    func agreesWithTheMatcher(_ c: Case) throws {
        let context = DetectionContext(region: Locale.Region(c.region))
        let reference = PhoneReference.lineByLineMatches(in: c.text, context: context)
        let expected = reference.filter { $0.rejection == nil }.map(\.utf8Range)
        let stats = PhoneReference.detectorStatistics(in: c.text, context: context)
        #expect(stats.ranges == expected)
        #expect((stats.shortcutAnswers > 0) == c.answered, "shortcut answers: \(stats.shortcutAnswers)")
        // Values: the detector's against the matcher's.
        let engine = try #require(PhoneNumberEngine.shared)
        let referenceValues: [PhoneValue] = Array(c.text.utf8).withUnsafeBufferPointer { bytes in
            engine.withMatches(in: bytes, region: c.region, leniency: .valid) { matches, describe in
                var cache = PhoneNumberEngine.ValueCache()
                return matches.indices.compactMap { describe($0, &cache) }
            }
        }
        let found = try DataDetector(types: .phone, context: context).detections(in: c.text)
        let values = found.compactMap { d -> PhoneValue? in
            if case .phone(let v) = d.value { return v }
            return nil
        }
        #expect(values.count == expected.count)
        for v in values {
            let twin = referenceValues.first { $0.e164 == v.e164 && $0.extension == v.extension }
            #expect(twin == v, "\(v.e164) \(v.extension ?? "-"): \(v.national) / \(twin?.national ?? "none")")
            #expect(twin?.numberType == v.numberType && twin?.region == v.region)
        }
    }
}
