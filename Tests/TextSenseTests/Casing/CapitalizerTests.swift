import Foundation
import Testing
@testable import TextSense
import TextSenseCorpus

/// One transform case: locale, mode, style, input and the exact expected output.
struct CapitalizeCase: CustomTestStringConvertible, Sendable {
    let locale: String
    let mode: Capitalizer.Mode
    let lowercasingRest: Bool
    let input: String
    let expected: String

    init(_ locale: String, _ mode: Capitalizer.Mode, rest: Bool = false, _ input: String, _ expected: String) {
        self.locale = locale
        self.mode = mode
        self.lowercasingRest = rest
        self.input = input
        self.expected = expected
    }

    var testDescription: String {
        "\(locale) \(mode.rawValue)\(lowercasingRest ? "+rest" : "") \(input.debugDescription)"
    }
}

@Suite struct CapitalizerTests {
    static let sentenceCases: [CapitalizeCase] = [
        // English: terminators, ellipses, quotes and brackets, mixed case kept.
        .init("en", .sentences, "hello world. this is it.", "Hello world. This is it."),
        .init("en", .sentences, "hi! how are you? fine… thanks", "Hi! How are you? Fine… Thanks"),
        .init("en", .sentences, "wait... what", "Wait... What"),
        .init("en", .sentences, "NASA launched. iPhone sales rose. eBay too.", "NASA launched. iPhone sales rose. eBay too."),
        .init("en", .sentences, "he said \"go.\" then left. (see above.) ok", "He said \"go.\" Then left. (See above.) Ok"),
        .init("en", .sentences, "“done.” “next one”", "“Done.” “Next one”"),
        // Abbreviations, initials, numbers.
        .init("en", .sentences, "e.g. this works. i.e. that too. we met Dr. smith in the U.S. army.",
              "E.g. this works. I.e. that too. We met Dr. smith in the U.S. army."),
        .init("en", .sentences, "pi is 3.14 today. version 2.0.1 is out", "Pi is 3.14 today. Version 2.0.1 is out"),
        .init("en", .sentences, "it's 5 p.m. now. and Sr. lopez vs. the rest", "It's 5 p.m. now. And Sr. lopez vs. the rest"),
        .init("en", .sentences, "J. R. R. tolkien wrote it. so do I. then stop", "J. R. R. tolkien wrote it. So do I. Then stop"),
        .init("en", .sentences, "prices rose in 2024. then fell", "Prices rose in 2024. Then fell"),
        .init("en", .sentences, "visit swift.org. it is great", "Visit swift.org. It is great"),
        // Apostrophes.
        .init("en", .sentences, "'tis the season. they're here. o'neill came.", "'Tis the season. They're here. O'neill came."),
        // Paragraphs and exact whitespace.
        .init("en", .sentences, "first line\nsecond line\n\nnew para", "First line\nsecond line\n\nNew para"),
        .init("en", .sentences, "one\u{2029}two", "One\u{2029}Two"),
        // A paragraph break starts a sentence even after an abbreviation.
        .init("en", .sentences, "ask Dr.\n\nsmith. and Dr. \u{2029}jones", "Ask Dr.\n\nSmith. And Dr. \u{2029}Jones"),
        .init("en", .sentences, "a.\r\n\r\nb \n \t\n c", "A.\r\n\r\nB \n \t\n C"),
        .init("en", .sentences, "  hello.\t\tworld.  \n", "  Hello.\t\tWorld.  \n"),
        // Links and email addresses are copied as written.
        .init("en", .sentences, "see https://Example.com/Path. thanks", "See https://Example.com/Path. Thanks"),
        .init("en", .sentences, "ana@example.com wrote. www.example.com too", "ana@example.com wrote. www.example.com too"),
        // CJK full stops need no space.
        .init("en", .sentences, "你好。hello world", "你好。Hello world"),
        .init("en", .sentences, "ok！next？fine", "Ok！Next？Fine"),
        // German.
        .init("de", .sentences, "wir treffen uns am 3. mai. das ist z. B. gut. und d. h. nichts.",
              "Wir treffen uns am 3. mai. Das ist z. B. gut. Und d. h. nichts."),
        .init("de", .sentences, "er sagte: »komm.« »ja.« gut", "Er sagte: »komm.« »Ja.« Gut"),
        .init("de", .sentences, "das ist usw. ok. „na gut.“ ende", "Das ist usw. Ok. „Na gut.“ Ende"),
        // Russian.
        .init("ru", .sentences, "привет. это т. е. тест. см. выше! ну… ладно", "Привет. Это т. е. тест. См. выше! Ну… Ладно"),
        .init("ru", .sentences, "в 1990 г. мы жили у проф. иванова. «да»", "В 1990 г. мы жили у проф. иванова. «Да»"),
        // French.
        .init("fr", .sentences, "bonjour ! ça va ? oui. M. dupont est là. « et toi ? » bien",
              "Bonjour ! Ça va ? Oui. M. dupont est là. « Et toi ? » Bien"),
        // Spanish.
        .init("es", .sentences, "¿qué tal? ¡muy bien! el Sr. garcía llegó. ¿y la Sra. ruiz? no",
              "¿Qué tal? ¡Muy bien! El Sr. garcía llegó. ¿Y la Sra. ruiz? No"),
        // Portuguese.
        .init("pt", .sentences, "olá. o Dr. silva chegou, p. ex. ontem. então", "Olá. O Dr. silva chegou, p. ex. ontem. Então"),
        // Locale case rules.
        .init("tr", .sentences, "istanbul güzel. ılık bir gün.", "İstanbul güzel. Ilık bir gün."),
        .init("az", .sentences, "iki. ildə", "İki. İldə"),
        .init("en", .sentences, "istanbul. ijs", "Istanbul. Ijs"),
        .init("nl", .sentences, "ijsselmeer is groot. ijs is koud", "IJsselmeer is groot. IJs is koud"),
        .init("el", .sentences, "καλημέρα. τι κάνεις; καλά", "Καλημέρα. Τι κάνεις; Καλά"),
        .init("en", .sentences, "τι κάνεις; καλά", "Τι κάνεις; καλά"),
        .init("lt", .sentences, "labas. ìš kur", "Labas. Ìš kur"),
        // Unicode titlecasing maps the first letter only; the dot above after it is lowercased, so it stays.
        .init("lt", .sentences, "i\u{0307}\u{0300}s. i\u{0307}\u{0301}", "I\u{0307}\u{0300}s. I\u{0307}\u{0301}"),
        .init("lt", .allCharacters, "i\u{0307}\u{0300}s", "I\u{0300}S"),
        .init("en", .sentences, "i\u{0307}\u{0300}s", "I\u{0307}\u{0300}s"),
        // Armenian full stop, double exclamation mark.
        .init("en", .sentences, "բարեւ։ ինչպես ես‼ լավ", "Բարեւ։ Ինչպես ես‼ Լավ"),
        // Digraph letters titlecase, not uppercase.
        .init("en", .sentences, "ǆungla. ok", "ǅungla. Ok"),
    ]

    static let wordCases: [CapitalizeCase] = [
        .init("en", .words, "the well-known cat's o'neill 3rd iPhone e-mail", "The Well-Known Cat's O'Neill 3rd iPhone E-Mail"),
        .init("en", .words, "rock 'n' roll at o'clock, i'd say d'artagnan", "Rock 'N' Roll At O'clock, I'd Say D'Artagnan"),
        .init("en", .words, "(hello) [world] \"quoted\" word—another 4x4 mp3s", "(Hello) [World] \"Quoted\" Word—Another 4x4 Mp3s"),
        .init("en", .words, "e.g. u.s. and/or", "E.g. U.s. And/or"),
        .init("en", .words, "see https://example.com/a-b and ana@x.io", "See https://example.com/a-b And ana@x.io"),
        .init("fr", .words, "l'homme d'affaires", "L'Homme D'Affaires"),
        .init("pt", .words, "são paulo e rio", "São Paulo E Rio"),
        .init("es", .words, "¿dónde está? ñandú", "¿Dónde Está? Ñandú"),
        .init("de", .words, "straße über äpfel", "Straße Über Äpfel"),
        .init("ru", .words, "москва-сити ёлка", "Москва-Сити Ёлка"),
        .init("tr", .words, "izmir ılgaz", "İzmir Ilgaz"),
        .init("az", .words, "izmir", "İzmir"),
        .init("nl", .words, "ijmuiden ijs", "IJmuiden IJs"),
        .init("el", .words, "άδεια ώρα", "Άδεια Ώρα"),
        // Full title case: the rest is lowercased, locale-aware.
        .init("en", .words, rest: true, "O'NEILL'S WELL-KNOWN iPhone NASA 3RD", "O'Neill's Well-Known Iphone Nasa 3rd"),
        .init("en", .words, rest: true, "THEY'RE 'TIS", "They're 'Tis"),
        .init("en", .words, rest: true, "THEY’RE O’NEILL’S COVID19 4K", "They’re O’Neill’s Covid19 4k"),
        .init("en", .words, "they’re o’neill ’tis", "They’re O’Neill ’Tis"),
        .init("tr", .words, rest: true, "IŞIK İSTANBUL", "Işık İstanbul"),
        .init("en", .words, rest: true, "IŞIK İSTANBUL", "Işik İstanbul"),
        .init("nl", .words, rest: true, "IJSSELMEER", "IJsselmeer"),
        .init("el", .words, rest: true, "ΟΔΟΣ ΟΔΟΣ", "Οδος Οδος".replacingOccurrences(of: "ς", with: "\u{03C2}")),
        .init("lt", .words, rest: true, "AÌ", "Ai\u{0307}\u{0300}"),
        .init("en", .words, rest: true, "SEE HTTPS://EXAMPLE.COM/PATH NOW", "See HTTPS://EXAMPLE.COM/PATH Now"),
        .init("en", .sentences, rest: true, "HELLO WORLD. THIS IS NASA. e.g. THAT", "Hello world. This is nasa. E.g. that"),
        .init("de", .sentences, rest: true, "ZUM BEISPIEL. STRASSE", "Zum beispiel. Strasse"),
    ]

    static let allCharacterCases: [CapitalizeCase] = [
        .init("en", .allCharacters, "hello, world! straße", "HELLO, WORLD! STRASSE"),
        .init("es", .allCharacters, "¿qué tal?", "¿QUÉ TAL?"),
        .init("el", .allCharacters, "καλημέρα άδεια", "ΚΑΛΗΜΕΡΑ ΑΔΕΙΑ"),
        .init("en", .allCharacters, "καλημέρα", "ΚΑΛΗΜΈΡΑ"),
        .init("tr", .allCharacters, "istanbul ılık", "İSTANBUL ILIK"),
        .init("lt", .allCharacters, "i\u{0307}š", "IŠ"),
        .init("en", .allCharacters, "i\u{0307}š", "I\u{0307}Š"),
        .init("ru", .allCharacters, "ёжик", "ЁЖИК"),
        .init("en", .allCharacters, "see https://example.com/path and ana@example.com", "SEE https://example.com/path AND ana@example.com"),
        .init("en", .allCharacters, "", ""),
    ]

    @Test(arguments: sentenceCases)
    func sentences(_ c: CapitalizeCase) throws {
        try check(c)
    }

    @Test(arguments: wordCases)
    func words(_ c: CapitalizeCase) throws {
        try check(c)
    }

    @Test(arguments: allCharacterCases)
    func allCharacters(_ c: CapitalizeCase) throws {
        try check(c)
    }

    /// Cases whose protection comes from the link detector alone (bare domains have no `://`, `@`, `www.`).
    static let detectorCases: [CapitalizeCase] = [
        .init("en", .words, rest: true, "visit Swift.org/Docs TODAY", "Visit Swift.org/Docs Today"),
        .init("en", .sentences, "example.com is down. check Example.org", "example.com is down. Check Example.org"),
        .init("en", .allCharacters, "mail me at swift.org", "MAIL ME AT swift.org"),
    ]

    @Test(arguments: detectorCases)
    func detectedLinksKeepTheirCase(_ c: CapitalizeCase) throws {
        try check(c)
    }

    func check(_ c: CapitalizeCase) throws {
        let caps = try Capitalizer(locale: Locale(identifier: c.locale))
        let out = caps.capitalized(c.input, c.mode, lowercasingRest: c.lowercasingRest)
        #expect(Array(out.utf8) == Array(c.expected.utf8), "got \(out.debugDescription)")
        var copy = c.input
        caps.capitalize(&copy, c.mode, lowercasingRest: c.lowercasingRest)
        #expect(copy == out)
    }

    @Test func noneModeIsByteIdentical() throws {
        let caps = try Capitalizer()
        for text in ["", "hello. world", "MiXeD \r\n\u{2029} é\u{301} 🙂 https://X.io", String(repeating: "a. ", count: 100)] {
            #expect(Array(caps.capitalized(text, .none).utf8) == Array(text.utf8))
            #expect(Array(caps.capitalized(text, .none, lowercasingRest: true).utf8) == Array(text.utf8))
        }
    }

    @Test func stringConveniences() throws {
        #expect(try "istanbul. ijs".capitalized(.sentences, locale: Locale(identifier: "tr")) == "İstanbul. İjs")
        var s = "hello there"
        try s.capitalize(.words)
        #expect(s == "Hello There")
    }

    /// Only letters change, and only by case: every other byte is where it was, in every mode.
    @Test(arguments: Capitalizer.Mode.allCases)
    func onlyLettersChange(_ mode: Capitalizer.Mode) throws {
        let caps = try Capitalizer()
        let text = "  «hi»\t(x) 3.14,\n\n- a—b ' \" ¿q? 你好。 🙂 e\u{301}tat! \r\n end... "
        let out = caps.capitalized(text, mode, lowercasingRest: true)
        let a = Array(text.unicodeScalars), b = Array(out.unicodeScalars)
        try #require(a.count == b.count)
        for (x, y) in zip(a, b) where x != y {
            #expect(x.properties.isAlphabetic && y.properties.isAlphabetic, "\(x) -> \(y)")
        }
    }

    /// Inputs that are hard on scanners: no trap, and `.none`-equivalent bytes where nothing is a letter.
    @Test func oddInputsDoNotTrap() throws {
        let caps = try Capitalizer(locale: Locale(identifier: "el"))
        let inputs = [".", "...", "。", "\n\n", "'", "O'", "-", "@", "://", "www.", ";", "a.b.c.d.", " ;a",
                      String(repeating: "-", count: 5000), String(repeating: "@", count: 3000),
                      String(repeating: "x.", count: 3000) + " y", "\u{FEFF}\u{200D}\u{301}"]
        for text in inputs {
            for mode in Capitalizer.Mode.allCases {
                _ = caps.capitalized(text, mode)
                _ = caps.capitalized(text, mode, lowercasingRest: true)
                for i in text.indices + [text.endIndex] { _ = caps.capitalizationState(in: text, at: i, mode: mode) }
            }
        }
        #expect(caps.capitalized("...", .sentences) == "...")
    }
}

/// One language's abbreviation list, checked entry by entry.
struct AbbreviationCase: CustomTestStringConvertible, Sendable {
    let language: String
    let abbreviation: String
    var testDescription: String { "\(language) \(abbreviation)" }

    static let all: [AbbreviationCase] = ["en", "de", "es", "fr", "pt", "ru"].flatMap { lang in
        (AbbreviationList.forLanguage(lang)?.all ?? []).map { AbbreviationCase(language: lang, abbreviation: $0) }
    }
}

@Suite struct AbbreviationTests {
    @Test func everyLanguageHasAList() throws {
        for lang in ["en", "de", "es", "fr", "pt", "ru"] {
            let list = try #require(AbbreviationList.forLanguage(lang))
            #expect(!list.cldr.isEmpty && !list.additions.isEmpty, "\(lang)")
            #expect(list.all.allSatisfy { $0.hasSuffix(".") }, "\(lang)")
        }
        #expect(AbbreviationList.forLanguage("tr") == nil)
    }

    /// Every listed abbreviation keeps the next word lowercase in sentences mode; the English pronoun `I` is
    /// the documented exception (CLDR lists it as an initial).
    @Test(arguments: AbbreviationCase.all)
    func abbreviationDoesNotEndSentence(_ c: AbbreviationCase) throws {
        let caps = try Capitalizer(locale: Locale(identifier: c.language))
        let text = "Xx \(c.abbreviation) next"
        let expected = c.language == "en" && c.abbreviation == "I." ? "Xx I. Next" : text
        #expect(caps.capitalized(text, .sentences) == expected)
        let typed = "Xx \(c.abbreviation) "
        let state = caps.capitalizationState(in: typed, at: typed.endIndex, mode: .sentences)
        #expect(state == (expected == text ? .off : .nextLetter))
    }

    @Test func spacesInsideMultipartAbbreviationsAreOptional() throws {
        let caps = try Capitalizer(locale: Locale(identifier: "de"))
        for form in ["z. B.", "z.B.", "z.  B."] {
            #expect(caps.capitalized("Das ist \(form) gut", .sentences) == "Das ist \(form) gut")
        }
    }
}

@Suite struct CapitalizerConcurrencyTests {
    /// One capitalizer shared by many tasks gives every task the same answer as a serial run.
    @Test func sharedAcrossTasks() async throws {
        let caps = try Capitalizer(locale: Locale(identifier: "tr"))
        let inputs = (0..<64).map { "istanbul \($0). ılık gün. ijs-\($0) IŞIK" }
        let modes = Capitalizer.Mode.allCases
        let serial = inputs.flatMap { text in modes.map { caps.capitalized(text, $0, lowercasingRest: true) } }
        let parallel = await withTaskGroup(of: (Int, [String]).self) { group in
            for (k, text) in inputs.enumerated() {
                group.addTask { (k, modes.map { caps.capitalized(text, $0, lowercasingRest: true) }) }
            }
            var results = [[String]](repeating: [], count: inputs.count)
            for await (k, r) in group { results[k] = r }
            return results.flatMap { $0 }
        }
        #expect(parallel == serial)
        // Modes in order: none, words, sentences, all.
        #expect(serial[0] == inputs[0])
        #expect(serial[2] == "İstanbul 0. Ilık gün. İjs-0 ışık")
    }
}

/// Seeded pseudo-random texts from pieces that are hard on the capitalizer (SplitMix64: same texts on every
/// run, so a failure can be replayed from its seed).
struct FuzzCase: CustomTestStringConvertible, Sendable {
    let seed: UInt64
    let locale: String
    var testDescription: String { "seed \(seed) \(locale)" }

    static let pieces = ["a", "b", "i", "I", "o", "O", "l", "d", "ı", "İ", "ǆ", "σ", "Σ", "ά", "ё", "Ж", "j", "J", "3", " ",
                         "  ", "\n", "\n\n", "\r\n", "\t", ".", "...", "!", "?", "…", "。", "！", ";", "'", "’", "\"", "«",
                         "»", "„", "“", "(", ")", "-", "—", "@", "://", "www.", "e.g.", "U.S.", "z. B.", "т. е.", "Dr.",
                         "\u{2029}", "\u{301}", "\u{307}", "🙂", "x", "cf.", "is.", "ij", "word", "NASA", "iPhone"]

    var text: String {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let length = Int(next() % 40)
        return (0..<length).map { _ in Self.pieces[Int(next() % UInt64(Self.pieces.count))] }.joined()
    }

    static let all: [FuzzCase] = (1...150).flatMap { seed in
        ["en", "de", "ru", "tr", "nl", "el", "lt"].map { FuzzCase(seed: UInt64(seed), locale: $0) }
    }
}

@Suite struct CapitalizerPropertyTests {
    @Test(arguments: FuzzCase.all)
    func properties(_ c: FuzzCase) throws {
        let caps = try Capitalizer(locale: Locale(identifier: c.locale))
        let text = c.text
        #expect(Array(caps.capitalized(text, .none).utf8) == Array(text.utf8))
        for mode in [Capitalizer.Mode.sentences, .words] {
            let once = caps.capitalized(text, mode)
            // Keeping the rest as written makes capitalizing twice the same as once.
            #expect(caps.capitalized(once, mode) == once, "\(mode) not idempotent: \(once.debugDescription)")
            // Every letter the transform changed is one the typing state would have shifted.
            let src = Array(text.unicodeScalars), out = Array(once.unicodeScalars)
            guard src.count == out.count else { continue }
            for (k, idx) in text.unicodeScalars.indices.enumerated()
            where src[k] != out[k] && (k == 0 || src[k - 1] == out[k - 1]) {
                #expect(src[k].properties.isAlphabetic)
                #expect(caps.capitalizationState(in: text, at: idx, mode: mode) == .nextLetter,
                        "\(mode) changed scalar \(k) of \(text.debugDescription)")
            }
        }
        for mode in Capitalizer.Mode.allCases {
            let out = caps.capitalized(text, mode, lowercasingRest: true)
            // Non-letters never change (compare the non-alphabetic scalars in order).
            let keep: (Unicode.Scalar) -> Bool = { !$0.properties.isAlphabetic && $0.properties.generalCategory != .nonspacingMark }
            #expect(text.unicodeScalars.filter(keep) == out.unicodeScalars.filter(keep), "\(mode) \(out.debugDescription)")
        }
    }
}

/// The examples in the doc comments, verbatim, so the documentation cannot drift from the behaviour.
@Suite struct CasingDocExampleTests {
    @Test func capitalizerExamples() throws {
        let caps = try Capitalizer(locale: Locale(identifier: "en_US"))
        #expect(caps.capitalized("hi there. see https://Example.com/Path, e.g. NASA's site.", .sentences)
                == "Hi there. See https://Example.com/Path, e.g. NASA's site.")
        #expect(caps.capitalized("o'neill's well-known 3rd iPhone", .words) == "O'Neill's Well-Known 3rd iPhone")
        #expect(caps.capitalized("O'NEILL'S WELL-KNOWN iPhone", .words, lowercasingRest: true) == "O'Neill's Well-Known Iphone")
        #expect(try Capitalizer(locale: Locale(identifier: "tr")).capitalized("istanbul", .words) == "İstanbul")
        #expect(caps.capitalized("see https://Example.com/Path. ok", .sentences) == "See https://Example.com/Path. Ok")
        #expect(try "istanbul. ijs is koud".capitalized(.sentences, locale: Locale(identifier: "tr")) == "İstanbul. İjs is koud")
    }

    @Test func modeExamples() throws {
        let caps = try Capitalizer()
        #expect(caps.capitalized("o'neill's well-known cat", .words) == "O'Neill's Well-Known Cat")
        #expect(caps.capitalized("hi. see e.g. this", .sentences) == "Hi. See e.g. this")
        #expect(caps.capitalized("straße", .allCharacters) == "STRASSE")
        #expect(try Capitalizer(locale: Locale(identifier: "el")).capitalized("άδεια", .allCharacters) == "ΑΔΕΙΑ")
        #expect(Capitalizer.Mode(rawValue: "all") == .allCharacters)
        #expect(Capitalizer.Mode.allCases.map(\.rawValue) == ["none", "words", "sentences", "all"])
    }

    @Test func typingStateExamples() throws {
        let caps = try Capitalizer()
        #expect(caps.capitalizationState(in: "Hi. ", at: "Hi. ".endIndex, mode: .sentences) == .nextLetter)
        #expect(caps.capitalizationState(in: "the U.S. ", at: "the U.S. ".endIndex, mode: .sentences) == .off)
    }
}

/// Texts longer than one ICU call (`CasingText.chunkSize`): the pieces join without losing context.
@Suite struct CapitalizerLongTextTests {
    @Test func longGreekSentenceCase() throws {
        let caps = try Capitalizer(locale: Locale(identifier: "el"))
        let text = String(repeating: "ΟΔΟΣ ", count: 30_000)
        let expected = "Οδο\u{03C2} " + String(repeating: "οδο\u{03C2} ", count: 29_999)
        #expect(caps.capitalized(text, .sentences, lowercasingRest: true) == expected)
        #expect(caps.capitalized(text.lowercased(), .allCharacters) == text)
    }

    @Test func longGermanUppercase() throws {
        let caps = try Capitalizer(locale: Locale(identifier: "de"))
        #expect(caps.capitalized(String(repeating: "straße ", count: 30_000), .allCharacters)
                == String(repeating: "STRASSE ", count: 30_000))
    }

    @Test func giganticWord() throws {
        let caps = try Capitalizer()
        let word = String(repeating: "aB", count: 100_000)
        #expect(caps.capitalized(word, .words, lowercasingRest: true) == "A" + String(repeating: "b", count: 1) + String(repeating: "ab", count: 99_999))
        #expect(caps.capitalized(word.lowercased(), .sentences) == "A" + String(word.lowercased().dropFirst()))
    }
}

/// The range bookkeeping that combines detector results with the `://`/`@`/`www.` runs.
@Suite struct ProtectionRangeTests {
    @Test func mergeJoinsOverlappingAndTouchingRanges() {
        #expect(Capitalizer.merge([], [1..<3]) == [1..<3])
        #expect(Capitalizer.merge([5..<9], []) == [5..<9])
        #expect(Capitalizer.merge([0..<4, 10..<12], [3..<6, 12..<13, 20..<21]) == [0..<6, 10..<13, 20..<21])
        #expect(Capitalizer.merge([0..<10], [2..<3]) == [0..<10])
    }

    @Test func startsInsideProtectedRangesAreDropped() {
        #expect(Capitalizer.unguarded([0, 4, 5, 9, 12], [4..<6, 9..<10]) == [0, 12])
        #expect(Capitalizer.unguarded([1, 2], []) == [1, 2])
    }

    @Test func entityLikeRunsCoverTheWholeRun() {
        let text = "see (https://x.io/A), mail a@b.c or www.Q.org. plain"
        let runs = withUTF8Bytes(of: text) { CasingText(bytes: $0).entityLikeRuns() }
        let pieces = runs.map { String(text.utf8[text.index(utf8Offset: $0.lowerBound)..<text.index(utf8Offset: $0.upperBound)]) ?? "" }
        #expect(pieces == ["(https://x.io/A),", "a@b.c", "www.Q.org."])
    }
}
