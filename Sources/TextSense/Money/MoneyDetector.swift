import Foundation

/// Finds amounts of money: `USD 1,250.00`, `€ 12,50`, `R$ 1.234,56`, `1 234,56 ₽`, `3.5 million dollars`,
/// `2 Mio. Euro`, `$10–15`, `between 5 and 10 euros`, `-€20`, `about $30`, and amounts in words with the currency
/// named after them: `twenty dollars`, `fünf Euro`, `trois cents euros`, `mil reais`, `сто рублей`,
/// `dos millones de pesos` (`NumberWords`).
///
/// A number counts only with a currency written next to it (ISO code, CLDR symbol or CLDR name in one of the
/// six languages), so versions, scores, percentages and `$PATH` / `$AAPL` (no digits after the symbol) are
/// never money.
///
/// - Complexity: O(n): each number is read once and the scan resumes after it.
struct MoneyDetector: Detector {
    /// The currencies, built at the first number read (a text without numbers never pays for them).
    var table: CurrencyTable { CurrencyTable.shared }

    /// Symbols and codes may stand before a number; what `magnitude`, `rangeEnd` and `currency` look up after.
    private static let gate: AmountGate = {
        let t = CurrencyTable.shared
        let symbolsAndCodes = Array(t.symbols.keys) + Array(t.codes)
        return AmountGate(before: symbolsAndCodes, after: symbolsAndCodes + Array(t.names.keys) + Array(t.magnitudes.keys),
                          connectors: Array(RangeWords.to.union(RangeWords.and).union(currencyJoiners)))
    }()
    /// The same test for each part `money` looks up after a number, so a number none can follow costs a few hashes
    /// and no strings: a currency (symbol, code or name, perhaps after `de`/`of`), a magnitude word, a range joiner.
    private static let currencyGate: AmountGate = {
        let t = CurrencyTable.shared
        return AmountGate(before: [String](), after: Array(t.symbols.keys) + Array(t.codes) + Array(t.names.keys),
                          connectors: currencyJoiners, dashes: false)
    }()
    private static let magnitudeGate = AmountGate(before: [String](), after: Array(CurrencyTable.shared.magnitudes.keys),
                                                  dashes: false)
    private static let rangeGate = AmountGate(before: [String](), after: [String](),
                                              connectors: Array(RangeWords.to.union(RangeWords.and)))

    /// The first words of the names of several words, lower-cased and joined by a space, for each shorter length
    /// (`dólares` of `dólares estadounidenses`).
    private static let namePrefixes: Set<String> = phrasePrefixes(CurrencyTable.shared.names.keys)

    /// The words allowed between an amount and its currency's name (`millones de pesos`).
    private static let currencyJoiners = ["de", "of", "d'", "do", "da"]

    /// Magnitude letters too short to stand alone: they count glued to the number or after a symbol.
    private static let shortMagnitudes: Set<String> = ["k", "m", "b", "t", "mi", "bi", "md", "tri", "mil m"]

    /// The region whose currency a bare `$`, `рублей` or `pesos` most likely means when the context's region
    /// has none of the candidates: the language's largest market.
    private static let homeRegion = ["en": "US", "ru": "RU", "pt": "BR", "de": "DE", "fr": "FR", "es": "MX"]

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        var shared = TextScans()
        detect(in: text, context: context, shared: &shared, into: &candidates)
    }

    func detect(in text: UTF8Text, context: DetectionContext, shared: inout TextScans, into candidates: inout [Candidate]) {
        let reader = AmountReader(bytes: text.bytes, commaDecimal: context.usesDecimalComma)
        let region = context.region.identifier
        let home = Self.homeRegion[context.languageCode] ?? region
        let words = NumberWords.language(context.languageCode)
        // The numbers, found and parsed once for the pipeline (quantities read the same ones).
        let numbers = shared.numbers(of: reader, words: words, context: context)
        var cursor = NumberIndex.Cursor()
        while let number = numbers.next(&cursor, reader: reader, words: words) {
            if number.words > 0 {
                // `twenty dollars`, `fünf Euro`, `trois cents euros`, `mil reais`, `сто рублей`.
                // Most numbers in words name no currency: one hash of the next word turns them away.
                if let words, Self.gate.passesAfter(number.wordAfter) || Self.gate.passesConnector(number.wordAfter, reader: reader),
                   mayNameCurrency(after: number.range.upperBound, reader: reader),
                   let c = money(at: number, reader: reader, regions: [region, home], article1IsNumber: words.code == "en") {
                    candidates.append(c)
                }
                continue
            }
            let before = Self.gate.passesBefore(number.range, reader: reader)
            // The word after was folded and hashed once by the number index, for quantities too.
            if before || Self.gate.passesAfter(number.wordAfter) || Self.gate.passesConnector(number.wordAfter, reader: reader),
               let c = money(at: number, reader: reader, regions: [region, home], symbolBefore: before) {
                candidates.append(c)
                cursor.resume(at: max(c.range.upperBound, number.range.upperBound))
            }
        }
    }

    /// `symbolBefore`: what `gate.passesBefore` said of the number (digits only).
    private func money(at number: AmountReader.Number, reader: AmountReader, regions: [String],
                       article1IsNumber: Bool = true, symbolBefore: Bool = false) -> Candidate? {
        var start = number.range.lowerBound
        var end = number.range.upperBound
        var negative = false
        var codes: [String]?
        // A currency before: `$5`, `R$ 1.234,56`, `USD 1,250.00`, `-€20` (words take theirs after).
        // The gate's `before` set holds every symbol and code: most numbers have none before them.
        if number.words == 0, symbolBefore, let before = reader.word(before: start),
           before.start == 0 || !AmountReader.isDigit(reader.bytes[before.start - 1]) {
            var word = Substring(before.text)
            var cut = 0
            while let f = word.first, f == "-" || f == "−" || f == "(" || f == "~" {
                if f != "(" && f != "~" { negative = true } else { cut += String(f).utf8.count }
                word = word.dropFirst()
            }
            let w = String(word)
            // `55 R 16` is a tyre size: a letter symbol right after another number is none.
            let afterNumber = before.start > 1 && reader.spaceLength(at: before.start - 1) > 0
                && AmountReader.isDigit(reader.bytes[before.start - 2])
            let symbol = Self.isCountryLike(w) || Self.isLetters(w) && afterNumber ? nil : table.symbols[w]
            if let found = symbol ?? (isCode(w) ? [w] : nil) {
                codes = found
                start = before.start + cut
            } else {
                negative = false
            }
        }
        if !negative, number.words == 0, start == number.range.lowerBound, start > 0, reader.bytes[start - 1] == 0x2D,
           start == 1 || reader.spaceLength(at: start - 2) > 0 {
            negative = true
            start -= 1
        }
        var amount = number.decimal
        // A magnitude word: `3.5 million`, `2 Mio.`, `1,2 млрд`, `5k`.
        let glued = end < reader.bytes.count && reader.spaceLength(at: end) == 0
        if let (exponent, wordEnd) = magnitude(after: end, glued: glued, afterSymbol: codes != nil, reader: reader) {
            amount = AmountReader.shifted(amount, by: exponent)
            end = wordEnd
        }
        // A range: `$10–15`, `10 to 15 euros`, `between 5 and 10 euros`.
        var maxAmount: String?
        if let (upper, upperEnd) = rangeEnd(after: end, between: reader.opensBetween(start), reader: reader),
           AmountReader.isAtLeast(upper, amount) {   // not `$640 to 12-3140-…`
            maxAmount = upper
            end = upperEnd
        }
        // A currency after: `1 234,56 ₽`, `20 dollars`, `2,5 millones de pesos`, `1 250 EUR` — not after a flight
        // number's airline, as an ISO code (`FR 9712 STN`: an airport, not São Tomé dobras; `VB 15.900 €` counts).
        if codes == nil, let (found, wordEnd, name) = currency(after: end, reader: reader),
           !(found.count == 1 && wordEnd >= 3
             && isCode(String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[(wordEnd - 3)..<wordEnd]), as: UTF8.self))
             && Self.followsAirline(start, reader: reader)) {
            // `forty pounds` after `weighs` is a weight (`WeightOrMoney`).
            if let name, WeightOrMoney.names[name] != nil,
               WeightOrMoney.reading(name, range: start..<wordEnd, reader: reader, region: regions[0]) == .weight {
                return nil
            }
            // `14 won 3/4 of the votes`, `2 real problems`: a name that is also an everyday word.
            if let name, CurrencyHomographs.names.contains(name),
               !CurrencyHomographs.isMoney(name, codes: found, start: start, end: wordEnd, reader: reader, region: regions[0]) {
                return nil
            }
            codes = found
            end = wordEnd
        }
        guard let codes else { return nil }
        let (code, ambiguous) = table.choose(codes, regions: regions)
        // `un livre` is a book, `una libra` a weight: an article before a name of several currencies is not one.
        if number.words == 1, number.isOne, !article1IsNumber, ambiguous { return nil }
        let approximate = reader.word(before: start).map {
            ApproximateWords.words.contains($0.text.lowercased()) || $0.text.hasSuffix("~")
        } ?? false
        let value = MoneyValue(amount: negative ? "-" + amount : amount, currency: code, approximate: approximate,
                               max: maxAmount, currencyAmbiguous: ambiguous)
        return Candidate(kind: .money, range: start..<end, value: .money(value), priority: Candidate.Priority.normal)
    }

    /// Whether `word` (as written, or without closing punctuation) lower-cased is one of `firstWords`.
    private func mayStartName(_ word: String, in firstWords: Set<String>) -> Bool {
        let lower = word.lowercased()
        return firstWords.contains(lower) || firstWords.contains(AmountReader.trimmed(lower).0)
    }

    /// Whether the word after `end` may start a currency name or a `de`/`of` before one.
    private func mayNameCurrency(after end: Int, reader: AmountReader) -> Bool {
        guard let w = reader.words(after: end, max: 1).first else { return false }
        let lower = AmountReader.trimmed(w.text).0.lowercased()
        return table.nameFirstWords.contains(lower) || Self.currencyJoiners.contains(lower)
    }

    /// Names that alone are everyday words first (a book, a weight): `livres sterling` counts, `412 livres` not.
    private static let bareNames: Set<String> = ["livre", "livres", "libra", "libras"]

    /// A symbol of ASCII letters only (`R`, `L`, `P`, `FR`, `Kz`, `kr`): after a number it is a size, a litre or a
    /// country (`55 R 16`, `1 L`, `… 185 FR`), so such symbols count only before the number.
    private static func isLetters(_ w: String) -> Bool {
        !w.isEmpty && w.utf8.allSatisfy { AmountReader.isASCIILetter($0) }
    }

    /// Two capital ASCII letters (`FR 23` of a VAT number): a country code before a number, not a currency.
    private static func isCountryLike(_ w: String) -> Bool {
        w.utf8.count == 2 && w.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
    }

    /// Whether the word before `start` is an airline designator: two capitals, or a capital and a digit.
    private static func followsAirline(_ start: Int, reader: AmountReader) -> Bool {
        guard let before = reader.word(before: start), before.start + 3 == start || before.start + 2 == start else { return false }
        let b = Array(before.text.utf8)
        guard b.count == 2, b.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || AmountReader.isDigit($0) }),
              b.contains(where: { $0 >= 0x41 }) else { return false }
        return true
    }

    private func isCode(_ w: String) -> Bool {
        w.utf8.count == 3 && w.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A } && table.codes.contains(w)
    }

    private func magnitude(after end: Int, glued: Bool, afterSymbol: Bool, reader: AmountReader) -> (Int, Int)? {
        guard Self.magnitudeGate.passesAfter(end, reader: reader) else { return nil }
        let words = reader.words(after: end, max: 2)
        // Most numbers have no magnitude word: the first word alone turns them away.
        guard let first = words.first, mayStartName(first.text, in: table.magnitudeFirstWords) else { return nil }
        for n in stride(from: words.count, through: 1, by: -1) {
            let raw = words[0..<n].map(\.text).joined(separator: " ")
            for (form, wordEnd) in [(raw, words[n - 1].end), trimmedForm(raw, end: words[n - 1].end)] {
                let lower = form.lowercased()
                guard let e = table.magnitudes[lower] else { continue }
                if Self.shortMagnitudes.contains(lower), !(glued || afterSymbol) { continue }
                if Self.shortMagnitudes.contains(lower), form != lower, lower != "m" && lower != "b" && lower != "k" { continue }
                return (e, wordEnd)
            }
        }
        return nil
    }

    private func trimmedForm(_ raw: String, end: Int) -> (String, Int) {
        let (t, cut) = AmountReader.trimmed(raw)
        return (t, end - cut)
    }

    private func rangeEnd(after end: Int, between: @autoclosure () -> Bool, reader: AmountReader) -> (String, Int)? {
        guard reader.dashFollows(end) || Self.rangeGate.passesConnector(end, reader: reader),
              var p = reader.rangeJoinerEnd(after: end, between: between()) else { return nil }
        if p < reader.bytes.count, reader.bytes[p] < 0x80, !AmountReader.isDigit(reader.bytes[p]),
           table.symbols[String(decoding: [reader.bytes[p]], as: UTF8.self)] != nil {
            p += 1   // `$10–$15`
        }
        guard p < reader.bytes.count, AmountReader.isDigit(reader.bytes[p]), let upper = reader.number(at: p) else {
            return nil
        }
        var amount = upper.decimal
        var upperEnd = upper.range.upperBound
        let glued = upperEnd < reader.bytes.count && reader.spaceLength(at: upperEnd) == 0
        if let (e, wordEnd) = magnitude(after: upperEnd, glued: glued, afterSymbol: false, reader: reader) {
            amount = AmountReader.shifted(amount, by: e)
            upperEnd = wordEnd
        }
        return (amount, upperEnd)
    }

    /// A currency code, symbol or name after `end`: the longest name of up to `longestName` words (with a
    /// `de`/`of` joiner allowed before it: `millones de pesos`); the name lower-cased when it was one.
    private func currency(after end: Int, reader: AmountReader) -> ([String], Int, String?)? {
        guard Self.currencyGate.passesAfter(end, reader: reader) || Self.currencyGate.passesConnector(end, reader: reader) else {
            return nil
        }
        let head = reader.words(after: end, max: 2)
        // Names only after a joiner: `millones de pesos`, never `9117 de MAD`.
        let joined = head.count > 1 && Self.currencyJoiners.contains(head[0].text.lowercased())
        // Most numbers name no currency: the first word alone turns them away before any longer name is built.
        guard let first = joined ? head[1] : head.first else { return nil }
        let (firstTrimmed, _) = AmountReader.trimmed(first.text)
        guard table.symbols[first.text] != nil || table.symbols[firstTrimmed] != nil || isCode(first.text) || isCode(firstTrimmed)
                || mayStartName(first.text, in: table.nameFirstWords) else { return nil }
        // A name of n words starts with n − 1 words of `namePrefixes`: most currencies are one word, and only as many
        // words are read and joined as a name may take.
        var words = [first]
        var most = 1
        var prefix = first.text.lowercased()
        if Self.namePrefixes.contains(prefix) {
            words = reader.words(after: end, max: table.longestName + 1)
            if joined { words.removeFirst() }
            while most < words.count, Self.namePrefixes.contains(prefix) {
                prefix += " " + words[most].text.lowercased()
                most += 1
            }
        }
        for n in stride(from: min(most, table.longestName), through: 1, by: -1) {
            let raw = words[0..<n].map(\.text).joined(separator: " ")
            let wordEnd = words[n - 1].end
            let (trimmed, cut) = AmountReader.trimmed(raw)
            for (form, formEnd) in [(raw, wordEnd), (trimmed, wordEnd - cut)] where !form.isEmpty {
                if n == 1, !joined, !Self.isLetters(form), let codes = table.symbols[form] { return (codes, formEnd, nil) }
                if n == 1, !joined, isCode(form) { return ([form], formEnd, nil) }
                let lower = form.lowercased()
                if !Self.bareNames.contains(lower), let codes = table.names[lower] { return (codes, formEnd, lower) }
            }
        }
        return nil
    }
}
