import Foundation
import Testing
@testable import TextSense

/// The byte-level helpers of the date scan: the word-at-a-time letter run end and the sieve that skips ASCII
/// words before hashing. Both must agree exactly with the byte loops and tables they stand in for.
@Suite("Dates: byte scan")
struct DateScanTests {
    private static func withText<R>(_ s: String, _ body: (UTF8Text) -> R) -> R {
        var copy = s
        return copy.withUTF8 { body(UTF8Text(bytes: $0)) }
    }

    @Test("The letter run ends equal the byte loops at every offset", arguments: [
        "Meeting tomorrow at 5pm, then dinner.",
        "ZYXWVUTSRQPONMLKJIHGFEDCBA@[`{abcdefghijklmnopqrstuvwxyz",
        "Décembre 2026 — Mittwoch, 3. März; среда 3 декабря",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1aaaaaaaaa",
        "\u{7F}\u{80}a\tb\nC_d-e'f",
        "понедельник,вторник«среда»четверг пятница\u{A0}суббота",
        "日本語のテキスト、句読点。ДекабряЁлка😀emoji",
        "abcdefghабвгдежзийклмнопрстуфхцчшщъыьэюя—x",
        "",
    ])
    func runEnd(_ s: String) {
        Self.withText(s) { text in
            for i in 0...text.count {
                var e = i
                while e < text.count, DateScan.isASCIILetter(text[e]) { e += 1 }
                #expect(DateScan.asciiLetterRunEnd(text, from: i) == e, "offset \(i)")
                // Any script: ASCII letters and every byte ≥ 0x80 but the punctuation leads C2, E2, E3.
                e = i
                while e < text.count, text[e] < 0x80 ? DateScan.isASCIILetter(text[e]) : !DateScan.isSeparatorLead(text[e]) { e += 1 }
                #expect(DateScan.letterRunEnd(text, from: i) == e, "offset \(i)")
            }
        }
    }

    @Test("Cyrillic runs folded four letters at a time equal their lower-cased bytes", arguments: [
        "ДЕКАБРЯ", "декабря", "ЁЖИК", "ЀЍЏЎѐ", "Понедельник", "ЯНВАРЬ", "январь", "Ж", "жЖ", "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ",
    ])
    func foldedCyrillicLanes(_ word: String) {
        // Padded, a run's eight bytes are read at once; a short run at the end of the text is folded byte by byte.
        // Every prefix of whole letters, read both ways, gives the bytes of its lower-cased form.
        let bytes = Array(word.utf8)
        for length in stride(from: 2, through: bytes.count, by: 2) {
            let prefix = String(decoding: bytes[..<length], as: UTF8.self)
            var expected: UInt64 = 0
            for (k, b) in prefix.lowercased().utf8.prefix(8).enumerated() { expected |= UInt64(b) << UInt64(8 * k) }
            #expect(Self.withText(prefix + "        ") { DateScan.foldedFirstEightBytes($0, 0, length) } == expected, "\(prefix)")
            #expect(Self.withText(prefix) { DateScan.foldedFirstEightBytes($0, 0, length) } == expected, "\(prefix)")
        }
    }

    /// The last words of the anchor tables' phrases (what the sieve is built from).
    private static func anchorWords(_ lexicon: DateLexicon) -> [String] {
        var words: [String] = []
        let tables: [[String]] = [Array(lexicon.months.map.keys), Array(lexicon.monthAbbreviations.map.keys),
                                  Array(lexicon.weekdays.map.keys), Array(lexicon.weekdayAbbreviations.map.keys),
                                  Array(lexicon.relativeDays.map.keys), Array(lexicon.namedTimes.map.keys),
                                  Array(lexicon.units.map.keys), Array(lexicon.periods.map.keys), Array(lexicon.partsOfDay.map.keys)]
        for table in tables {
            words += table.compactMap { $0.split(separator: " ").last.map(String.init) }
        }
        return words
    }

    @Test("Every anchor word passes the sieve in every case the lookup folds", arguments: DateLanguage.all.map(\.code))
    func sieve(_ code: String) throws {
        let language = try #require(DateLanguage.named(code))
        // As the detector builds it: the language, then English.
        let lexicon = DateLexicon(languages: code == "en" ? [language] : [language, .english])
        var checked = 0, ascii = 0
        for w in Self.anchorWords(lexicon) {
            let run = String(decoding: w.utf8.prefix { DateScan.isLetterByte($0) }, as: UTF8.self)
            guard !run.isEmpty else { continue }
            let key = DateScan.hashLowered(Array(run.utf8)).hash
            for form in [run, run.lowercased(), run.uppercased(), run.prefix(1).uppercased() + run.dropFirst()] {
                // Only the spellings the exact lookup folds to the same key (`ß` upper-cases to two letters).
                guard DateScan.hashLowered(Array(form.utf8)).hash == key else { continue }
                // Padded on both sides so the eight-byte load and the tail loop are both exercised.
                let text = "(" + form + ")" + String(repeating: " ", count: form.utf8.count % 9)
                Self.withText(text) { t in
                    #expect(lexicon.anchorRuns.mayContainFolded(1, 1 + form.utf8.count, in: t), "\(form)")
                    if form.utf8.allSatisfy(DateScan.isASCIILetter) {
                        #expect(lexicon.anchorRuns.mayContain(1, 1 + form.utf8.count, in: t), "\(form)")
                        ascii += 1
                    }
                }
                checked += 1
            }
        }
        #expect(checked > 0)
        #expect(ascii > 0)
    }

    @Test("Folding the first eight bytes agrees with the lookup hash's folding", arguments: [
        "декабря", "ДЕКАБРЯ", "Декабря", "ЁЛКА", "ёлка", "ЎЎЎЎЎ", "ÉTÉ", "été", "März", "MÄRZ", "×÷", "día", "DÍA",
        "ПОНЕДЕЛЬНИК", "aЖ", "abcdefgЖ", "abcdefghЖ", "Ё", "\u{C3}",
    ])
    func foldedBytes(_ word: String) {
        Self.withText(word) { t in
            let packed = DateScan.foldedFirstEightBytes(t, 0, t.count)
            var bytes: [UInt8] = []
            for k in 0..<min(8, t.count) { bytes.append(UInt8(truncatingIfNeeded: packed >> UInt64(8 * k))) }
            // The same bytes as the lower-cased word's, where `hashLowered` agrees the two are one key.
            let lower = Array(word.lowercased().utf8)
            if DateScan.hashLowered(lower).hash == DateScan.hashLowered(Array(word.utf8)).hash, lower.count == t.count {
                #expect(bytes == Array(lower.prefix(8)), "\(word)")
            }
            #expect(packed >> UInt64(8 * min(8, t.count) % 64) == 0 || t.count >= 8, "\(word)")
        }
    }

    @Test("Common Russian and French prose words mostly miss the folded sieve")
    func foldedSieveRejects() {
        let lexicon = DateLexicon(languages: [.russian, .french, .english])
        let prose = "и в не на что он как это по но из у за от так же все она было только его мне "
            + "était être déjà après très même où là français été"
        let words = prose.split(separator: " ").map(String.init).filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
        let passed = words.filter { w in
            Self.withText(" " + w + " ") { lexicon.anchorRuns.mayContainFolded(1, 1 + w.utf8.count, in: $0) }
        }
        #expect(words.count > 15)
        #expect(passed.count <= 3, "\(passed)")
    }

    @Test("Every leader word passes the leader first-byte filter in any letter case", arguments: DateLanguage.all.map(\.code))
    func leaderFirstBytes(_ code: String) throws {
        let language = try #require(DateLanguage.named(code))
        let lexicon = DateLexicon(languages: code == "en" ? [language] : [language, .english])
        // Every word of every phrase table; the ones the leader set holds must pass the filter in every case.
        var words: Set<String> = []
        for child in Mirror(reflecting: lexicon).children {
            guard let table = child.value as? any PhraseKeys else { continue }
            for key in table.phraseKeys { for w in key.split(separator: " ") { words.insert(String(w)) } }
        }
        var leaders = 0
        for w in words.sorted() {
            for form in [w, w.lowercased(), w.uppercased(), w.prefix(1).uppercased() + w.dropFirst()] {
                guard lexicon.leaders.flags(DateScan.hashLowered(Array(form.utf8)).hash) != 0, let b = form.utf8.first else { continue }
                #expect(lexicon.leaderFirstBytes.contains(b), "\(form)")
                leaders += 1
            }
        }
        #expect(leaders > 100)
    }

    @Test("Words no leader of the languages starts with fail the leader first-byte filter", arguments: [
        (["en"], "7", false), (["en"], "договора", false), (["en"], "Договора", false), (["en"], "έως", false),
        (["en"], "(", false), (["en"], "next", true), (["en"], "Next", true), (["en"], "IN", true),
        (["ru"], "через", true), (["ru"], "Через", true), (["ru"], "ЧЕРЕЗ", true), (["ru"], "в", true), (["ru"], "В", true),
        (["fr"], "à", true), (["fr"], "À", true), (["de"], "über", true), (["de"], "Über", true),
    ])
    func leaderFirstBytesRows(_ codes: [String], _ word: String, _ passes: Bool) throws {
        let languages = try codes.map { try #require(DateLanguage.named($0)) }
        let lexicon = DateLexicon(languages: codes == ["en"] ? languages : languages + [.english])
        #expect(lexicon.leaderFirstBytes.contains(word.utf8.first!) == passes)
    }

    @Test("Common prose words mostly miss the sieve")
    func sieveRejects() {
        let lexicon = DateLexicon(languages: [.english])
        let prose = "the of and to in is that it was for on are with as his they be at one have this from or had by"
        let words = prose.split(separator: " ").map(String.init)
        let passed = words.filter { w in
            Self.withText(" " + w + " ") { lexicon.anchorRuns.mayContain(1, 1 + w.utf8.count, in: $0) }
        }
        // A false yes costs one exact lookup; most words must be told apart without it.
        #expect(passed.count <= 3, "\(passed)")
    }

    @Test("Tokens keep their text and hash without a String per ASCII token", arguments: [
        "Meeting TOMORROW at 5pm, year's end: 2026-12-01T10:00Z (UTC+3).",
        "Décembre 2026 — Mittwoch, 3. März; среда 3 Декабря, l’après-midi",
        "après-demain à 14h30 ou aujourd'hui; 15-го ДЕКАБРЯ",
        "día 16 — ÉTÉ ½ 5º piso\u{00A0}x\u{2009}y\n\nz",
    ])
    func tokens(_ s: String) {
        let lexicon = DateLexicon(languages: [.english, .french, .german, .russian, .spanish, .portuguese])
        Self.withText(s) { text in
            let tokens = DateTokens(text: text, from: 0, firstWords: lexicon.firstWords)
            var i = 0
            while let t = tokens[i] {
                let word = tokens.tokenText(i)
                // The hash is FNV-1a over the token's text, as the tables' keys are (`DateScan.keyHash`).
                #expect(t.fnv == DateScan.fnv(DateScan.fnvOffset, word.utf8), "\(word)")
                switch t.kind {
                case .number: #expect(word == text.string(t.start..<t.end))
                case .punct: #expect(word == String(t.scalar))
                case .word:
                    #expect(t.known == (lexicon.firstWords.value(DateScan.keyHash(word)) != nil), "\(word)")
                    #expect(tokens.continueHash(7, over: i) == DateScan.fnv(7, word.utf8), "\(word)")
                }
                i += 1
            }
            #expect(i > 5)
        }
    }

    @Test("Every word that begins a phrase of a table is known to the tokens", arguments: DateLanguage.all.map(\.code))
    func firstWords(_ code: String) throws {
        let language = try #require(DateLanguage.named(code))
        let lexicon = DateLexicon(languages: code == "en" ? [language] : [language, .english])
        var checked = 0
        for keys in [Array(lexicon.months.map.keys), Array(lexicon.weekdays.map.keys), Array(lexicon.relativeDays.map.keys),
                     Array(lexicon.nextWords.map.keys), Array(lexicon.timePrepositions.map.keys)] {
            for key in keys {
                let first = String(key.split(separator: " ")[0])
                #expect(lexicon.firstWords.value(DateScan.keyHash(first)) != nil, "\(key)")
                checked += 1
            }
        }
        for (key, _) in lexicon.holidays.map {
            #expect(lexicon.firstWords.value(DateScan.keyHash(String(key.split(separator: " ")[0]))) != nil, "\(key)")
        }
        #expect(checked > 20)
    }

    @Test("Phrases split into words as split(separator:) does", arguments: [
        "the day after tomorrow", "  two  spaces ", "", " ", "Día de la Raza", "день защиты детей",
        "a\u{301} b", "x \u{301}y", "fête du travail", "new year's eve",
    ])
    func words(_ s: String) {
        #expect(DateScan.words(s) == s.split(separator: " "))
    }

    @Test("Every holiday name splits as split(separator:) does", arguments: DateLanguage.all.map(\.code))
    func holidayWords(_ code: String) {
        var checked = 0
        for e in HolidayData.entries {
            for n in e.names[code] ?? [] {
                #expect(DateScan.words(n) == n.split(separator: " "), "\(n)")
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test("A point's packed fields read back what was stored", arguments: [nil, 0, 1, -7, 2027, Int.max, Int.min + 1])
    func packedFields(_ v: Int?) {
        var p = DatePoint()
        #expect(p.year == nil && p.hour == nil && p.zone == nil)
        p.year = v; p.yearShift = v; p.second = v
        #expect(p.year == v && p.yearShift == v && p.second == v && p.month == nil)
    }

    @Test("A point's time zone reads back the zone stored, each identifier once", arguments: ["UTC", "America/New_York", "Europe/Moscow"])
    func internedZone(_ id: String) throws {
        let zone = try #require(TimeZone(identifier: id))
        var a = DatePoint(), b = DatePoint()
        a.zone = zone
        b.zone = TimeZone(identifier: id)
        #expect(a.zone?.identifier == zone.identifier && b.zone == a.zone)
        let offset = try #require(TimeZone(secondsFromGMT: 5 * 3600 + 30 * 60))
        b.zone = offset
        #expect(b.zone?.secondsFromGMT() == offset.secondsFromGMT() && a.zone?.identifier == zone.identifier)
        b.zone = nil
        #expect(b.zone == nil)
    }

    @Test("The parser's memo keeps failures and points apart by key")
    func memo() {
        var m = DatePointMemo()
        var p = DatePoint()
        p.day = 5
        #expect(m.slot(3) == nil)
        m.append(3, nil)
        m.append(4, (p, 7))
        #expect(m.slot(3).map { m[$0] == nil } == true)
        #expect(m.slot(4).flatMap { m[$0] }.map { $0.0.day == 5 && $0.1 == 7 } == true)
        #expect(m.slot(5) == nil)
    }
}

/// The keys of a phrase table, whatever its value type.
private protocol PhraseKeys {
    var phraseKeys: [String] { get }
}

extension DateLexicon.Phrases: PhraseKeys {
    var phraseKeys: [String] { Array(map.keys) }
}
