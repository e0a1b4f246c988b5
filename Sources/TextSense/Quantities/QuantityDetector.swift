/// Finds a number with a unit: `5 km`, `12 mph`, `72°F`, `-3 °C`, `1,5 л`, `2 Liter`, `500 g`, `10 m²`,
/// `16 GB`, `2.4 GHz`, `1½ cups`. Unit names and symbols are CLDR's for the six languages (`UnitData`).
///
/// - Complexity: O(n): each number is read once and the scan resumes after it.
struct QuantityDetector: Detector {
    let table = UnitTable.shared

    /// Every unit form may follow a number (a fraction glyph passes as a symbol outside ASCII).
    private static let gate = AmountGate(before: [], after: Array(UnitTable.shared.exact.keys) + Array(UnitTable.shared.folded.keys))

    /// Vulgar fractions written after digits (`1½`), with their exact decimal digits.
    private static let fractions: [(String, String)] = [("½", "5"), ("¼", "25"), ("¾", "75"), ("⅛", "125")]

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        let reader = AmountReader(bytes: text.bytes, commaDecimal: context.languageCode != "en")
        var i = 0
        while i < text.count {
            guard reader.numberMayStart(at: i) else { i += 1; continue }
            guard let number = reader.number(at: i) else {
                while i < text.count, AmountReader.isDigit(text[i]) || text[i] == 0x2E || text[i] == 0x2C { i += 1 }
                continue
            }
            if Self.gate.passesAfter(number.range.upperBound, reader: reader), let c = quantity(at: number, reader: reader) {
                candidates.append(c)
                i = c.range.upperBound
            } else {
                i = number.range.upperBound
            }
        }
    }

    private func quantity(at number: AmountReader.Number, reader: AmountReader) -> Candidate? {
        var start = number.range.lowerBound
        var end = number.range.upperBound
        var value = number.decimal
        for (glyph, digits) in Self.fractions where !value.contains(".") {
            let g = Array(glyph.utf8)
            if reader.bytes.count - end >= g.count, zip(g, reader.bytes[end...]).allSatisfy({ $0 == $1 }) {
                value += "." + digits
                end += g.count
                break
            }
        }
        var negative = false
        if start > 0, reader.bytes[start - 1] == 0x2D, start == 1 || reader.spaceLength(at: start - 2) > 0 {
            negative = true
            start -= 1
        } else if start > 2, reader.bytes[start - 3] == 0xE2, reader.bytes[start - 2] == 0x88,
                  reader.bytes[start - 1] == 0x92, start == 3 || reader.spaceLength(at: start - 4) > 0 {
            negative = true   // U+2212 MINUS SIGN
            start -= 3
        }
        let words = reader.words(after: end, max: table.longestForm)
        for n in stride(from: words.count, through: 1, by: -1) {
            let raw = words[0..<n].map(\.text).joined(separator: " ")
            let (trimmed, cut) = AmountReader.trimmed(raw)
            for (form, formEnd) in [(raw, words[n - 1].end), (trimmed, words[n - 1].end - cut)] where !form.isEmpty {
                guard let unit = table.unit(named: form) else { continue }
                let written = negative ? "-" + value : value
                let converted = table.converted(written, from: unit).map { [$0] } ?? []
                let v = QuantityValue(value: written, unit: unit.id, system: unit.system, converted: converted)
                return Candidate(kind: .quantity, range: start..<formEnd, value: .quantity(v),
                                 priority: Candidate.Priority.normal)
            }
        }
        return nil
    }
}

extension QuantityValue {
    /// "5 km ≈ 3.1 mi": the amount and its conversion with CLDR's English short symbols.
    var conversionTitle: String {
        let table = UnitTable.shared
        let own = "\(value) \(table.units[unit]?.symbol ?? unit)"
        guard let c = converted.first else { return own }
        return own + " ≈ \(c.value) \(table.units[c.unit]?.symbol ?? c.unit)"
    }
}
