import Foundation
import Testing
@testable @_spi(PhoneReference) import TextSense
import TextSenseCorpus

@Suite struct PhoneDetectorTests {
    struct Positive: CustomTestStringConvertible, Sendable {
        var region: String
        var text: String
        /// The E.164 forms found, in order, with `;ext=` when there is an extension.
        var expected: [String]
        var testDescription: String { "\(region): \(text)" }
    }

    static let positives: [Positive] = [
        // US
        Positive(region: "US", text: "Call me at (650) 253-0000 tomorrow.", expected: ["+16502530000"]),
        Positive(region: "US", text: "Phone: 650.253.0000 ext. 1234", expected: ["+16502530000;ext=1234"]),
        Positive(region: "US", text: "Toll free 1-800-555-0199, cell +1 212 555 0123", expected: ["+18005550199", "+12125550123"]),
        Positive(region: "US", text: "| Ana | (212) 555-0123 |\n| Bo | 212.555.0188 |", expected: ["+12125550123", "+12125550188"]),
        Positive(region: "US", text: "--\nJane Roe\nSales, Example Corp.\nT: 415-555-0132 x27", expected: ["+14155550132;ext=27"]),
        Positive(region: "US", text: "Account manager: call 212 555 0123", expected: ["+12125550123"]),
        // CA
        Positive(region: "CA", text: "Bureau : (416) 979-3333 ou +1 604 555 0199", expected: ["+14169793333", "+16045550199"]),
        // GB
        Positive(region: "GB", text: "Ring 020 7031 3000 or +44 20 7031 3000, mobile 07400 123456.",
                 expected: ["+442070313000", "+442070313000", "+447400123456"]),
        // DE
        Positive(region: "DE", text: "Tel.: 030 1234567, Fax +49 (0)30 1234568, Telefonnummer 089 / 12 34 56 78.",
                 expected: ["+49301234567", "+49301234568", "+498912345678"]),
        // FR
        Positive(region: "FR", text: "Appelez le 01 23 45 67 89 ou le +33 6.12.34.56.78", expected: ["+33123456789", "+33612345678"]),
        // ES
        Positive(region: "ES", text: "Llame al 912 345 678 o al +34 612 34 56 78.", expected: ["+34912345678", "+34612345678"]),
        // BR
        Positive(region: "BR", text: "Ligue (11) 98765-4321 ou +55 11 3456-7890", expected: ["+5511987654321", "+551134567890"]),
        // RU
        Positive(region: "RU", text: "Звоните: 8 (495) 123-45-67, моб. +7 916 123-45-67 доб. 123",
                 expected: ["+74951234567", "+79161234567;ext=123"]),
        // IN
        Positive(region: "IN", text: "Call +91 98765 43210 or 098765 43210", expected: ["+919876543210", "+919876543210"]),
        // JP
        Positive(region: "JP", text: "電話 03-1234-5678、国際 +81 3-1234-5678、０３－１２３４－５６７８",
                 expected: ["+81312345678", "+81312345678", "+81312345678"]),
        // CN
        Positive(region: "CN", text: "电话：010 1234 5678，手机 +86 138 0013 8000", expected: ["+861012345678", "+8613800138000"]),
        // AU
        Positive(region: "AU", text: "Phone (02) 9374 4000, +61 2 9374 4000 or 0412 345 678",
                 expected: ["+61293744000", "+61293744000", "+61412345678"]),
        // MX
        Positive(region: "MX", text: "Teléfono: 55 1234 5678 o +52 55 1234 5678", expected: ["+525512345678", "+525512345678"]),
        // Separators the prefilter must pass: NBSP, thin spaces, en dashes.
        Positive(region: "US", text: "Call 650\u{A0}253\u{A0}0000 or 650\u{2013}253\u{2013}0001", expected: ["+16502530000", "+16502530001"]),
        // Thin spaces are not phone punctuation for libphonenumber; TextSense reads them as spaces.
        Positive(region: "FR", text: "Tél. 01\u{202F}23\u{202F}45\u{202F}67\u{202F}89", expected: ["+33123456789"]),
        Positive(region: "RU", text: "Тел. +7\u{2009}495\u{2009}123-45-67", expected: ["+74951234567"]),
    ]

    @Test(arguments: positives)
    func findsNumbers(_ c: Positive) throws {
        let detector = try DataDetector(types: .phone, context: DetectionContext(region: Locale.Region(c.region)))
        let found = detector.detections(in: c.text).compactMap { d -> String? in
            guard case .phone(let v) = d.value else { return nil }
            return v.e164 + (v.extension.map { ";ext=" + $0 } ?? "")
        }
        #expect(found == c.expected)
    }

    struct Negative: CustomTestStringConvertible, Sendable {
        var region: String
        var text: String
        /// The rule that drops what libphonenumber matches at leniency `.possible` (where it accepts far more
        /// than at `.valid`), or nil when it matches nothing even there.
        var rejection: PhoneRejection?
        var testDescription: String { "\(region): \(text)" }
    }

    static let negatives: [Negative] = [
        // Order, confirmation, invoice, ticket, tracking, account and reference numbers in six languages
        Negative(region: "US", text: "Order number: 857-555-3556", rejection: .reference),
        Negative(region: "US", text: "Your confirmation # is 650 253 0000.", rejection: .reference),
        Negative(region: "US", text: "Tracking: 1-800-555-0199", rejection: .reference),
        Negative(region: "GB", text: "Invoice 020 7031 3000 is overdue", rejection: .reference),
        Negative(region: "CA", text: "Ticket #416-979-3333 closed", rejection: .reference),
        Negative(region: "JP", text: "Account 1234-5678-9012", rejection: .reference),
        Negative(region: "RU", text: "Заказ № 8 916 123-45-67 оформлен", rejection: .reference),
        Negative(region: "RU", text: "Номер заказа: +7 495 123-45-67", rejection: .reference),
        Negative(region: "BR", text: "Pedido nº 11 98765-4321 enviado", rejection: .reference),
        Negative(region: "BR", text: "Ref: 555-123-4567", rejection: .reference),
        Negative(region: "DE", text: "Bestellnummer: 030 1234567", rejection: .reference),
        Negative(region: "DE", text: "Rechnung Nr. 089 12345678", rejection: .reference),
        Negative(region: "FR", text: "Numéro de commande : 01 23 45 67 89", rejection: .reference),
        Negative(region: "ES", text: "Número de pedido: 912 345 678", rejection: .reference),
        Negative(region: "MX", text: "Número de seguimiento 55 1234 5678", rejection: .reference),
        Negative(region: "IN", text: "Tracking 633659615753", rejection: .reference),
        // Dates and date ranges
        Negative(region: "DE", text: "Zeitraum 01.03.2015 - 31.03.2015", rejection: .date),
        Negative(region: "DE", text: "Zeitraum 01.03.2015-31.03.2015", rejection: .date),
        Negative(region: "BR", text: "de 01.03.2015 - 31.03.2015", rejection: .date),
        Negative(region: "US", text: "Valid 03/2015 – 03/2016", rejection: .date),
        Negative(region: "GB", text: "Updated 2015-03-01", rejection: .date),
        Negative(region: "RU", text: "с 01.03.2015 по 31.03.2015", rejection: nil),
        // Times, ISBN/ISSN, cards, UUIDs, coordinates, versions, pages
        Negative(region: "DE", text: "Geöffnet 09:00-17:30", rejection: .tooFewDigits),
        Negative(region: "DE", text: "ISBN 978-0-306-40615-7", rejection: .isbn),
        Negative(region: "FR", text: "ISBN 0-306-40615-2", rejection: .isbn),
        Negative(region: "GB", text: "ISSN 0317-8471", rejection: .isbn),
        Negative(region: "JP", text: "Card 4111 1111 1111 1111", rejection: .card),
        Negative(region: "JP", text: "Card 4111-1111-1111-1111", rejection: .card),
        Negative(region: "JP", text: "Amex 3782 822463 10005", rejection: .card),
        Negative(region: "JP", text: "Card 4111111111111111", rejection: .card),
        Negative(region: "JP", text: "Card 378282246310005", rejection: .card),
        Negative(region: "JP", text: "id 123e4567-e89b-12d3-a456-426614174000", rejection: .hexIdentifier),
        Negative(region: "DE", text: "Координаты 55.755826, 37.617299", rejection: .coordinates),
        Negative(region: "AU", text: "Sydney -33.868820, 151.209296", rejection: .coordinates),
        Negative(region: "IN", text: "Update to version 10.0.19041.1234", rejection: .version),
        Negative(region: "CN", text: "Build 5.04.10892", rejection: .version),
        Negative(region: "DE", text: "Siehe S. 1234-5678", rejection: .pageRange),
        Negative(region: "GB", text: "See pp. 1203-1245", rejection: .pageRange),
        Negative(region: "BR", text: "Ver págs. 1203-1245", rejection: .pageRange),
        Negative(region: "IN", text: "см. стр. 1203–1245", rejection: .pageRange),
        // Prices and percentages
        Negative(region: "US", text: "Total $ 5 550 000", rejection: .price),
        Negative(region: "RU", text: "Итого 1 234 567 руб.", rejection: .price),
        Negative(region: "US", text: "Valor R$ 1.234.567,89", rejection: .price),
        Negative(region: "DE", text: "Umsatz 12.345.678 €", rejection: .price),
        Negative(region: "ES", text: "Total 1,234,567.89", rejection: nil),
        Negative(region: "DE", text: "Wachstum 12 345 678 Prozent", rejection: .percentage),
        Negative(region: "BR", text: "Alta de 12 345 678 %", rejection: .percentage),
        // Plain digit runs that are not numbers in that region
        Negative(region: "BR", text: "Folio 2015-03-01", rejection: .date),
        Negative(region: "CA", text: "Version 10.0.19041.1234", rejection: nil),
    ]

    @Test(arguments: negatives)
    func rejectsLookalikes(_ c: Negative) throws {
        for leniency in [PhoneLeniency.valid, .possible] {
            let context = DetectionContext(region: Locale.Region(c.region), phoneLeniency: leniency)
            let detector = try DataDetector(types: .phone, context: context)
            #expect(detector.detections(in: c.text).isEmpty, "leniency \(leniency)")
        }
        let possible = DetectionContext(region: Locale.Region(c.region), phoneLeniency: .possible)
        let reasons = PhoneReference.lineByLineMatches(in: c.text, context: possible).map(\.rejection)
        #expect(reasons.allSatisfy { $0 != nil })
        if let rejection = c.rejection {
            #expect(reasons.contains(rejection.rawValue))
        } else {
            #expect(reasons.isEmpty)
        }
    }

    struct Repeated: CustomTestStringConvertible, Sendable {
        var name: String
        var line: String
        var testDescription: String { name }
    }

    /// Snippets seen before are answered from a per-call cache keyed by their bytes (long ones included, so
    /// hostile input repeating a long run of digits runs libphonenumber once): every copy must still report
    /// its own offsets, and the context rules must still run per copy.
    @Test(arguments: [
        Repeated(name: "short numbers", line: "Call (650) 253-0000 or 650.253.0001 today"),
        Repeated(name: "a list of 40 numbers (about 600 bytes, one snippet)",
                 line: String(repeating: "650-253-0000, ", count: 40)),
        Repeated(name: "huge line pattern", line: String(repeating: "word http://x.io a@b.co 555-1234 May 5 ", count: 30)),
    ])
    func repeatedSnippetsKeepTheirOffsets(_ c: Repeated) throws {
        let context = DetectionContext(region: Locale.Region("US"))
        let detector = try DataDetector(types: .phone, context: context)
        let single = PhoneReference.detectedRanges(in: c.line, detector: detector)
        let expected = PhoneReference.lineByLineMatches(in: c.line, context: context).filter { $0.rejection == nil }.map(\.utf8Range)
        #expect(single == expected)
        let copies = 25
        let text = Array(repeating: c.line, count: copies).joined(separator: "\n")
        let stride = c.line.utf8.count + 1
        let shifted = (0..<copies).flatMap { k in single.map { ($0.lowerBound + k * stride)..<($0.upperBound + k * stride) } }
        #expect(PhoneReference.detectedRanges(in: text, detector: detector) == shifted)
        let stats = PhoneReference.detectorStatistics(in: text, context: context)
        // At most three distinct snippets per group (these lines have at most three groups): the first copy's
        // (nothing before it), the last one's (nothing after it) and the others', answered from the cache (or,
        // for the North American shapes of the first line, by `PhoneShortcut` without a snippet).
        #expect(stats.matcherRuns <= 9)
        #expect(stats.cacheHits + stats.shortcutAnswers >= copies - 3)
    }

    @Test("a cached snippet is still judged by the words before each copy")
    func cachedSnippetKeepsPerCopyRules() throws {
        let detector = try DataDetector(types: .phone, context: DetectionContext(region: Locale.Region("US")))
        let text = "Order number 857-555-3556\nCall 857-555-3556\nOrder number 857-555-3556\nCall 857-555-3556"
        let found = detector.detections(in: text).map(\.text)
        #expect(found == ["857-555-3556", "857-555-3556"])
        #expect(detector.detections(in: text).map(\.utf8Range.lowerBound) == [31, 75])
    }

    /// Digit dumps without list separators are rejected before libphonenumber sees them (it spends about
    /// 10 µs per byte on them); lists written with separators are still read number by number.
    @Test("runs of more than 48 digits without a list separator never reach libphonenumber")
    func unseparatedDigitRunsAreRejected() throws {
        let context = DetectionContext(region: Locale.Region("US"))
        let soup = String(repeating: "12-34 56.78/90 ", count: 400)   // libphonenumber finds "90 12-34 56.78" in it
        let reference = PhoneReference.lineByLineMatches(in: soup, context: context)
        #expect(!reference.isEmpty)
        #expect(reference.allSatisfy { $0.rejection == PhoneRejection.longDigitSequence.rawValue })
        let stats = PhoneReference.detectorStatistics(in: soup, context: context)
        #expect(stats.ranges.isEmpty)
        #expect(stats.matcherRuns == 0)
        // Four numbers joined by slashes (40 digits) are not a dump; neither is a long list with commas.
        let slashes = "Tel 650 253 0000 / 650 253 0001 / 650 253 0002 / 650 253 0003"
        #expect(try DataDetector(types: .phone, context: context).detections(in: slashes).count == 4)
        let list = String(repeating: "650 253 0000, ", count: 50) + "\n" + String(repeating: "650 253 0000; ", count: 50)
        #expect(try DataDetector(types: .phone, context: context).detections(in: list).count == 100)
        // Brackets and words separate too (both lines come from the generated dense corpus).
        let bracketed = "(+1 416–811–2307) ((440) 626-3911 ext. 326) (+49 (0)89 85 55 90 19) (+1 650 253 0000)"
        #expect(PhoneReference.lineByLineMatches(in: bracketed, context: context).allSatisfy { $0.rejection == nil })
        let worded = "+7 916 716-50-79 доб. 446 Seiten 4089–5546 (880 393 8520;ext=8065) (+86 138 9498 5818)"
        #expect(!PhoneReference.lineByLineMatches(in: worded, context: context)
            .contains { $0.rejection == PhoneRejection.longDigitSequence.rawValue })
    }

    struct MatcherRuns: CustomTestStringConvertible, Sendable {
        var text: String
        /// libphonenumber runs the detector still needs.
        var matcherRuns: Int
        var testDescription: String { text }
    }

    /// Clusters whose every match a per-match rule would drop never reach libphonenumber, and neighbouring
    /// clusters share a run unless a digit between them would give the matcher a candidate of its own: the
    /// detector's result is the same, for fewer or cheaper runs.
    @Test(arguments: [
        // Labels let the cluster run through words; no stretch between them holds 7 digits (tooFewDigits).
        MatcherRuns(text: "Kapitel 4 enthält 25 Beispiele auf 120 Seiten. In 2019 the team grew.", matcherRuns: 0),
        MatcherRuns(text: "Open 09:00 to 17:30 in 2024 and 2025", matcherRuns: 0),
        // Dates, one of them ending a sentence (date).
        MatcherRuns(text: "Period 16.02.2001 - 08.02.2001.", matcherRuns: 0),
        // A UUID's tail is hex digits and hyphens only (hexIdentifier).
        MatcherRuns(text: "id 123e4567-e89b-12d3-a456-426614174000", matcherRuns: 0),
        MatcherRuns(text: "build 3F2504E0-4F89-11D3-9A0C-0305E82C3301 ok", matcherRuns: 0),
        // Not skipped: 7 digits before the extension, or a hex run too short to be an identifier.
        MatcherRuns(text: "Call 650-253-0000 ext. 12", matcherRuns: 1),
        MatcherRuns(text: "Call 650-253-0000 / a 12", matcherRuns: 1),
        MatcherRuns(text: "Code e 6502530000", matcherRuns: 1),
        // Grouping: one run for two numbers with only words between them, two when a short number lies between.
        MatcherRuns(text: "Tel 650-253-0000, Fax 650-253-0001", matcherRuns: 1),
        MatcherRuns(text: "Tel 650-253-0000, room 12, Fax 650-253-0001", matcherRuns: 2),
    ])
    func matcherRunsPerText(_ c: MatcherRuns) throws {
        for region in ["US", "DE", "GB"] {
            let context = DetectionContext(region: Locale.Region(region))
            let stats = PhoneReference.detectorStatistics(in: c.text, context: context)
            if region == "US" {
                // `PhoneShortcut` answers the North American shapes there without the matcher.
                #expect(stats.matcherRuns <= c.matcherRuns, "\(region)")
            } else {
                #expect(stats.matcherRuns == c.matcherRuns, "\(region)")
            }
            let expected = PhoneReference.lineByLineMatches(in: c.text, context: context).filter { $0.rejection == nil }
            #expect(stats.ranges == expected.map(\.utf8Range), "\(region)")
        }
    }

    struct ScriptCase: CustomTestStringConvertible, Sendable {
        var region: String
        var text: String
        var testDescription: String { "\(region): \(text)" }
    }

    /// The prefilter skips two- and three-byte letters and punctuation outside clusters without decoding them;
    /// digits and leads written in other scripts right after such text still start clusters.
    @Test(arguments: [
        ScriptCase(region: "RU", text: "Звоните—+7 916 123-45-67»"),
        ScriptCase(region: "EG", text: "اتصل \u{0660}\u{0661}\u{0660}\u{0660}\u{0661}\u{0662}\u{0663}\u{0664}\u{0665}\u{0666}\u{0667}"),
        ScriptCase(region: "IR", text: "تلفن\u{06F0}\u{06F9}\u{06F1}\u{06F2}\u{06F3}\u{06F4}\u{06F5}\u{06F6}\u{06F7}\u{06F8}\u{06F9}"),
        ScriptCase(region: "JP", text: "電話：＋８１　３－１２３４－５６７８、（０３）１２３４－５６７８"),
        ScriptCase(region: "IN", text: "फ़ोन\u{0966}\u{096F}\u{096E}\u{096D}\u{096C}\u{096B}\u{096A}\u{0969}\u{0968}\u{0967}\u{0966}"),
        ScriptCase(region: "GR", text: "Τηλέφωνο: 210 3241 000 — ή «210 3241 001»"),
    ])
    func numbersAfterNonASCIIText(_ c: ScriptCase) throws {
        let context = DetectionContext(region: Locale.Region(c.region))
        let expected = PhoneReference.lineByLineMatches(in: c.text, context: context).filter { $0.rejection == nil }
        let found = PhoneReference.detectedRanges(in: c.text, detector: try DataDetector(types: .phone, context: context))
        #expect(found == expected.map(\.utf8Range))
        #expect(!found.isEmpty)
    }
}

@Suite("Phone detector number forms")
struct PhoneDetectorNumberFormTests {
    @Test(arguments: [(1, UInt64(6_502_530_000), "+16502530000"), (7, 0, "+70"), (44, 2_079_460_958, "+442079460958"),
                      (880, 12_345_678_901_234_567, "+88012345678901234567"), (998, UInt64.max, "+99818446744073709551615")])
    func e164(code: Int, number: UInt64, expected: String) {
        #expect(PhoneDetector.e164(countryCode: code, nationalNumber: number) == expected)
        #expect(PhoneValue.Details.Plain.digits(of: number) == String(number).utf8.map { $0 - 0x30 })
    }
}

@Suite("Phone filter letter blocks")
struct PhoneFilterLetterBlockTests {
    /// The Latin and Cyrillic blocks are answered without a property lookup: the answers must be Unicode's.
    @Test(arguments: [0xC0...0x24F, 0x400...0x4FF] as [ClosedRange<UInt32>])
    func lettersAndCurrencySignsAreUnicodes(block: ClosedRange<UInt32>) throws {
        for v in block {
            let s = try #require(Unicode.Scalar(v))
            #expect(PhoneFilter.isLetter(v) == s.properties.isAlphabetic, "U+\(String(v, radix: 16))")
            #expect(PhoneFilter.isCurrencySign(v) == (s.properties.generalCategory == .currencySymbol))
        }
    }
}

@Suite("Shortcut value cache")
struct ShortcutValueCacheTests {
    @Test("each number is made once, through the table's growth, and found again", arguments: [1, 2])
    func madeOnce(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var cache = ShortcutValueCache()
        var made = 0
        // Numbers that differ only in the calling code, or by one digit, next to random ones.
        var keys: [(Int, UInt64)] = [(1, 6_502_530_000), (44, 6_502_530_000), (1, 6_502_530_001), (998, 1), (1, 0)]
        for _ in 0..<5_000 { keys.append((Int(rng.next() % 999) + 1, rng.next() % 100_000_000_000_000_000)) }
        for round in 0..<2 {
            for (code, number) in keys {
                let v = cache.value(countryCode: code, nationalNumber: number) {
                    made += 1
                    return PhoneValue(e164: "+\(code)\(number)", international: "", national: "", countryCode: code,
                                      region: nil, numberType: .unknown, extension: nil)
                }
                #expect(v.e164 == "+\(code)\(number)" && v.countryCode == code, "round \(round)")
            }
        }
        let distinct = Set(keys.map { "\($0.0) \($0.1)" }).count
        #expect(made == distinct)
        #expect(cache.count == distinct)
    }
}

@Suite("Phone filter word shapes")
struct PhoneFilterShapeTests {
    @Test("a shape stays small enough to be copied without a memcpy call, and holds up to 13 groups")
    func layout() {
        #expect(MemoryLayout<PhoneFilter.Shape>.size <= 128)
        var list = PhoneFilter.SmallList<13, UInt64>(filler: 0)
        for k in 0..<13 {
            let added = list.append(UInt64(k))
            #expect(added)
        }
        let full = !list.append(13)
        #expect(full)
        #expect(Array(list) == Array(0..<13).map(UInt64.init))
        let thirteen = Array((1...13).map { String($0 % 10) }.joined(separator: "-").utf8)
        let fourteen = Array((1...14).map { String($0 % 10) }.joined(separator: "-").utf8)
        thirteen.withUnsafeBufferPointer { #expect(PhoneFilter.Shape($0, 0..<$0.count)?.groups.count == 13) }
        fourteen.withUnsafeBufferPointer { #expect(PhoneFilter.Shape($0, 0..<$0.count) == nil) }
    }
}
