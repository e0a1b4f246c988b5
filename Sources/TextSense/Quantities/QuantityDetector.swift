import Foundation

/// Finds a number with a unit: `5 km`, `12 mph`, `72°F`, `-3 °C`, `1,5 л`, `2 Liter`, `500 g`, `10 m²`,
/// `16 GB`, `2.4 GHz`, `1½ cups`, compound measures in the smaller unit (`5 ft 10 in`, `3'6"`, `1 m 80`,
/// `5 lb 3 oz` → 70 in, 42 in, 180 cm, 83 oz), ranges with one unit (`40–60 km/h`, `5 to 10 kg`, `entre 3 et 5 km`,
/// `от 5 до 10 кг`, the upper end as `max`), and numbers in words before a unit's name (`five kilometers`, `zwei Liter`,
/// `три часа`, `двадцати километров`). `40 pounds` is a weight or money as `WeightOrMoney` reads its neighbours. Unit names and symbols are CLDR's for the six languages (`UnitData`).
///
/// - Complexity: O(n): each number is read once and the scan resumes after it.
struct QuantityDetector: Detector {
    /// The units, built at the first number read (a text without numbers never pays for them).
    var table: UnitTable { UnitTable.shared }

    /// Every unit form may follow a number (a fraction glyph passes as a symbol outside ASCII).
    private static let gate = AmountGate(before: [String](), after: Array(UnitTable.shared.exact.keys) + Array(UnitTable.shared.folded.keys),
                                         connectors: Array(RangeWords.to.union(RangeWords.and)))

    /// The same forms without the dash rule: what `measure` asks of the word after a number.
    private static let unitGate = AmountGate(before: [String](), after: Array(UnitTable.shared.exact.keys) + Array(UnitTable.shared.folded.keys),
                                             dashes: false)

    /// The first words of the unit forms of several words, lower-cased and joined by a space, for each shorter length.
    private static let formPrefixes: Set<String> = phrasePrefixes(Array(UnitTable.shared.exact.keys) + Array(UnitTable.shared.folded.keys))

    /// Vulgar fractions written after digits (`1½`), with their exact decimal digits.
    private static let fractions: [(String, String)] = [("½", "5"), ("¼", "25"), ("¾", "75"), ("⅛", "125")]

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        var shared = TextScans()
        detect(in: text, context: context, shared: &shared, into: &candidates)
    }

    func detect(in text: UTF8Text, context: DetectionContext, shared: inout TextScans, into candidates: inout [Candidate]) {
        let reader = AmountReader(bytes: text.bytes, commaDecimal: context.usesDecimalComma)
        let words = NumberWords.language(context.languageCode)
        let region = context.region.identifier
        // The numbers, found and parsed once for the pipeline (money reads the same ones).
        let numbers = shared.numbers(of: reader, words: words, context: context)
        var cursor = NumberIndex.Cursor()
        while let number = numbers.next(&cursor, reader: reader, words: words) {
            if number.words > 0 {
                // `five kilometers`, `zwei Liter`, `trois heures`: a unit's name, never its symbol, after words.
                // `un`, `ein`, `um`, `uno`, `один` alone are articles as often as numbers (`un livre`).
                let article = number.words == 1 && words?.code != "en" && number.isOne
                if !article, Self.gate.passesAfter(number.wordAfter),
                   let w = reader.words(after: number.range.upperBound, max: 1).first,
                   table.longNameFirstWords.contains(AmountReader.trimmed(w.text).0.lowercased()),
                   let c = quantity(at: number, reader: reader, region: region) {
                    candidates.append(c)
                }
                continue
            }
            // `3'6"`: feet and inches with ASCII marks pass too.
            let feet = number.range.upperBound < text.count && text[number.range.upperBound] == 0x27
            // The word after was folded and hashed once by the number index, for money too.
            if Self.gate.passesAfter(number.wordAfter) || feet || Self.gate.passesConnector(number.wordAfter, reader: reader), let c = quantity(at: number, reader: reader, region: region) {
                candidates.append(c)
                cursor.resume(at: c.range.upperBound)
            }
        }
    }

    private func quantity(at number: AmountReader.Number, reader: AmountReader, region: String) -> Candidate? {
        var start = number.range.lowerBound
        var end = number.range.upperBound
        var value = number.decimal
        // `utf8.contains`: `String.contains(_: String)` goes through Foundation's substring search.
        // Every fraction glyph starts with C2 or E2: most numbers are followed by neither.
        let glyphMayFollow = end < reader.bytes.count && (reader.bytes[end] == 0xC2 || reader.bytes[end] == 0xE2)
        for (glyph, digits) in Self.fractions where glyphMayFollow && number.words == 0 && !value.utf8.contains(0x2E) {
            let g = Array(glyph.utf8)
            if reader.bytes.count - end >= g.count, zip(g, reader.bytes[end...]).allSatisfy({ $0 == $1 }) {
                value += "." + digits
                end += g.count
                break
            }
        }
        var negative = false
        if number.words > 0 {
            // no sign before words
        } else if start > 0, reader.bytes[start - 1] == 0x2D, start == 1 || reader.spaceLength(at: start - 2) > 0 {
            negative = true
            start -= 1
        } else if start > 2, reader.bytes[start - 3] == 0xE2, reader.bytes[start - 2] == 0x88,
                  reader.bytes[start - 1] == 0x92, start == 3 || reader.spaceLength(at: start - 4) > 0 {
            negative = true   // U+2212 MINUS SIGN
            start -= 3
        }
        // A range: `40–60 km/h`, `5 to 10 kg`, `entre 3 et 5 km`, `от 5 до 10 кг`: one unit after the upper end.
        if number.words == 0, let p = reader.rangeJoinerEnd(after: end, between: reader.opensBetween(start)),
           p < reader.bytes.count, AmountReader.isDigit(reader.bytes[p]), let upper = reader.number(at: p),
           // `de 12 à 14h`, `das 9 às 18h`: hours glued to the upper end are clock times, not a duration.
           upper.range.upperBound == reader.bytes.count || reader.bytes[upper.range.upperBound] != 0x68,
           // No unit after the upper end: `measure` would find none (the gate is looser), so no `Decimal` is read.
           Self.unitGate.passesAfter(upper.range.upperBound, reader: reader),
           negative || AmountReader.isAtLeast(upper.decimal, value),
           let c = measure(value, max: upper.decimal, negative: negative, from: start, numberEnd: upper.range.upperBound,
                           inWords: false, reader: reader, region: region) {
            return c
        }
        if let c = measure(value, max: nil, negative: negative, from: start, numberEnd: end, inWords: number.words > 0,
                           reader: reader, region: region) {
            return c
        }
        if number.words == 0, let (total, partEnd) = feetAndInches(value, after: end, reader: reader),
           let inch = table.units["inch"] {
            let written = negative ? "-" + total : total
            let converted = table.converted(written, from: inch, significantDigits: max(3, total.count)).map { [$0] } ?? []
            let v = QuantityValue(value: written, unit: "inch", system: inch.system, converted: converted)
            return Candidate(kind: .quantity, range: start..<partEnd, value: .quantity(v), priority: Candidate.Priority.normal)
        }
        return nil
    }

    /// The unit after a number ending at `numberEnd` (`5 km`, `five kilometers`, a compound `5 ft 10 in`), as a
    /// candidate from `start`; `max`: the upper end of a range written before the unit.
    private func measure(_ value: String, max: String?, negative: Bool, from start: Int, numberEnd: Int, inWords: Bool,
                         reader: AmountReader, region: String) -> Candidate? {
        // Most numbers have no unit: one hash of the next word (the gate passes every unit form) turns them away.
        guard Self.unitGate.passesAfter(numberEnd, reader: reader) else { return nil }
        var value = value
        var words = reader.words(after: numberEnd, max: 1)
        // Most numbers have no unit: the first word alone turns them away before longer forms are built.
        if let first = words.first {
            let (trimmed, _) = AmountReader.trimmed(first.text)
            let lower = first.text.lowercased()
            if table.exact[first.text] == nil, table.exact[trimmed] == nil, !table.longNameFirstWords.contains(lower),
               !table.longNameFirstWords.contains(AmountReader.trimmed(lower).0) {
                words = []
            }
        }
        // A form of n words starts with n − 1 words of `formPrefixes`: most units are one word, and only as many words
        // are read and joined as a form may take.
        var most = words.count
        if let first = words.first, case var prefix = first.text.lowercased(), Self.formPrefixes.contains(prefix) {
            words = reader.words(after: numberEnd, max: table.longestForm)
            while most < words.count, Self.formPrefixes.contains(prefix) {
                prefix += " " + words[most].text.lowercased()
                most += 1
            }
        }
        for n in stride(from: most, through: 1, by: -1) {
            let raw = words[0..<n].map(\.text).joined(separator: " ")
            let (trimmed, cut) = AmountReader.trimmed(raw)
            for (form, formEnd) in [(raw, words[n - 1].end), (trimmed, words[n - 1].end - cut)] where !form.isEmpty {
                guard var unit = inWords ? table.unit(longName: form) : table.unit(named: form) else { continue }
                // `1st` is an ordinal, `1962 г.` a year (год).
                if form == "st", words[0].end - form.utf8.count == numberEnd { continue }
                if form == "г", let year = Int(max ?? value), (1000...2100).contains(year) { continue }
                // `40 pounds` after `paid` is money (`WeightOrMoney`).
                if unit.id == "pound", WeightOrMoney.names[form.lowercased()] != nil,
                   WeightOrMoney.reading(form.lowercased(), range: start..<formEnd, reader: reader, region: region) == .money {
                    continue
                }
                var end = formEnd
                var significant: Int?
                // `5 ft 10 in`, `1 m 80`, `5 lb 3 oz`: one measure in the smaller unit, exactly.
                if !inWords && max == nil, let (smaller, total, partEnd) = compound(value, unit, after: formEnd, reader: reader),
                   let small = table.units[smaller] {
                    unit = small
                    value = total
                    end = partEnd
                    significant = Swift.max(3, total.count)
                }
                let written = negative ? "-" + value : value
                var converted = table.converted(written, from: unit, significantDigits: significant).map { [$0] } ?? []
                if let max, !converted.isEmpty {
                    // Both ends to the precision of the longer one.
                    let digits = Swift.max(2, [written, max].map { $0.filter(\.isNumber).drop(while: { $0 == "0" }).count }.max() ?? 2)
                    converted = [table.converted(written, from: unit, significantDigits: digits),
                                 table.converted(max, from: unit, significantDigits: digits)].compactMap { $0 }
                    converted = converted.count == 2
                        ? [QuantityValue.Amount(value: converted[0].value, unit: converted[0].unit, max: converted[1].value)] : []
                }
                let v = QuantityValue(value: written, max: max, unit: unit.id, system: unit.system, converted: converted)
                return Candidate(kind: .quantity, range: start..<end, value: .quantity(v),
                                 priority: Candidate.Priority.normal)
            }
        }
        return nil
    }

    /// The smaller unit a larger one is followed by in one measure, and how many of it make one of the larger.
    private static let compounds: [String: (unit: String, per: Int)] = [
        "foot": ("inch", 12), "meter": ("centimeter", 100), "pound": ("ounce", 16), "stone": ("pound", 14),
    ]

    /// The second part of a compound measure after `end` (`10 in` after `5 ft`, `80` after `1 m`): the smaller
    /// unit, the whole amount in it (`70`) and where the part ends.
    private func compound(_ value: String, _ unit: UnitTable.Unit, after end: Int,
                          reader: AmountReader) -> (String, String, Int)? {
        guard let (smaller, per) = Self.compounds[unit.id], let whole = Int(value), whole < 100_000 else { return nil }
        var p = end
        if reader.spaceLength(at: p) > 0 { p += reader.spaceLength(at: p) }
        guard p < reader.bytes.count, AmountReader.isDigit(reader.bytes[p]), let part = reader.number(at: p),
              let amount = Int(part.decimal), amount < per else { return nil }
        let total = String(whole * per + amount)
        let words = reader.words(after: part.range.upperBound, max: 1)
        if let w = words.first {
            let (form, cut) = AmountReader.trimmed(w.text)
            // `in` is a word too, but not after `5 ft 10`.
            if table.unit(named: form)?.id == smaller || smaller == "inch" && form == "in" { return (smaller, total, w.end - cut) }
        }
        // `1 m 80`, `1m80`: two digits of centimetres with nothing after them.
        let q = part.range.upperBound
        let bare = unit.id == "meter" && part.decimal.count == 2 && part.range.count == 2
            && (q == reader.bytes.count || !(AmountReader.isASCIILetter(reader.bytes[q]) || reader.bytes[q] >= 0x80))
            && (words.first.map { !($0.text.first?.isLetter ?? false) } ?? true)
        return bare ? (smaller, total, q) : nil
    }

    /// `3'6"`, `5'10"`: feet and inches with ASCII marks (the primes `′ ″` are unit symbols already): the
    /// amount in inches and its end.
    private func feetAndInches(_ value: String, after end: Int, reader: AmountReader) -> (String, Int)? {
        let b = reader.bytes
        guard let feet = Int(value), feet < 100, end + 2 < b.count, b[end] == 0x27, AmountReader.isDigit(b[end + 1]),
              let part = reader.number(at: end + 1), let inches = Int(part.decimal), inches < 12 else { return nil }
        let q = part.range.upperBound
        if q < b.count, b[q] == 0x22 { return (String(feet * 12 + inches), q + 1) }
        if q + 2 < b.count, b[q] == 0xE2, b[q + 1] == 0x80, b[q + 2] == 0xB3 { return (String(feet * 12 + inches), q + 3) }
        return nil
    }
}

extension QuantityValue {
    /// "5 km ≈ 3.1 mi" in English, "5 km ≈ 3,1 mi" in French, "5 км ≈ 3,1 ми" in Russian, "5 kg – 10 kg ≈ 11 lb –
    /// 22 lb" for a range: the amount and its
    /// conversion in `locale`'s short unit forms by ICU's number formatter (CLDR's English symbols when ICU
    /// has no such unit).
    func conversionTitle(locale: String = "en") -> String {
        let table = UnitTable.shared
        func measure(_ value: String, _ unit: String) -> String {
            MeasureFormat.format(value, unit: unit, locale: locale) ?? "\(value) \(table.units[unit]?.symbol ?? unit)"
        }
        let own = max.map { measure(value, unit) + " – " + measure($0, unit) } ?? measure(value, unit)
        guard let c = converted.first else { return own }
        return own + " ≈ " + (c.max.map { measure(c.value, c.unit) + " – " + measure($0, c.unit) } ?? measure(c.value, c.unit))
    }
}
