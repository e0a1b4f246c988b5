/// `14 won 3/4 of the votes`, `2 real problems`, `3 mark sheets`, `au sol`, `5 так`: currency names that are
/// also everyday words of one of the six languages (a verb, an adjective, a noun). After a number such a name is
/// money only when the text says so:
/// 1. a money word on the amount's line (up to six words before it, three after it: `paid 5000 won`, `costs 50
///    rand`, the words `WeightOrMoney` uses);
/// 2. or the name is the currency of the text's region (`2 real` in Brazil);
/// 3. or nothing but punctuation or a line end follows the name (`… for 12,000 won.`), or a word that may follow an
///    amount of money and cannot continue a noun phrase: a preposition, the copula, `each`/`per`
///    (`5000 won for lunch`, `20 won in change`).
/// A number or any other word after the name reads it as the everyday word (`won 3/4`, `real problems`); a bracket
/// or a dash after it does not (`5,000 won ($3.80)`).
enum CurrencyHomographs {
    /// Lower-cased currency names that are everyday words: English `won`, `real`, `mark`, `rand`, `kip`, `dong`,
    /// `colon`, `sum`, `dram`, `sol`; German `Franken` (the region); French `franc` (frank), `couronne`, `sol`
    /// (ground); Spanish and Portuguese `real` (royal), `corona`/`coroa` (crown), `franco` (frank), `marco`
    /// (frame), `sol` (sun), `colón`, `lei` (law); Russian `так` (so), `соль` (salt), `драма` (drama), `сом`
    /// (catfish), `пул` (pool), `лев` (lion), `вон` (out), `тал`, `кина`.
    static let names: Set<String> = [
        "won", "real", "reals", "mark", "marks", "rand", "rands", "kip", "kips", "dong", "dongs", "colon", "colons",
        "sum", "sums", "dram", "drams", "sol", "sols", "franken", "franc", "couronne", "couronnes", "reales", "corona",
        "coronas", "coroa", "coroas", "franco", "francos", "marco", "marcos", "soles", "colón", "colones", "lei",
        "так", "соль", "драма", "драм", "сом", "пул", "лев", "лева", "вон", "тал", "кина",
    ]

    /// Words that may follow an amount of money and cannot continue a noun phrase, lower-cased, in the six languages:
    /// prepositions, `each`/`per`, the copula.
    /// Conjunctions are left out: `14 won and 3 lost` is a score.
    static let followers: Set<String> = [
        "for", "in", "per", "each", "a", "an", "to", "from", "at", "on", "with", "by", "is", "was", "are", "were",
        "only", "plus", "minus", "into", "than", "für", "pro", "je", "im", "zu", "bis", "ist", "war", "pour",
        "par", "à", "en", "est", "dans", "chacun", "para", "por", "cada", "es", "em", "no", "na", "é", "foi", "за",
        "на", "в", "по", "до", "от", "каждый",
    ]

    /// Whether the homograph `name` ending at `end` after the amount starting at `start` names money (`codes` are
    /// the currencies it names).
    ///
    /// - Complexity: O(1): at most nine words around the amount, each at most 64 bytes.
    static func isMoney(_ name: String, codes: [String], start: Int, end: Int, reader: AmountReader,
                        region: String) -> Bool {
        if let local = CurrencyTable.shared.regionCurrency[region], codes.contains(local) { return true }
        let following = reader.words(after: end, max: 3)
        let after = following.map { AmountReader.trimmed($0.text).0.lowercased() }
        if (WeightOrMoney.wordsBefore(start, reader: reader) + after).contains(where: { WeightOrMoney.moneyWords.contains($0) }) {
            return true
        }
        // Punctuation or the line's end right after the name; a number after it reads it as a verb (`won 3/4`).
        let bytes = reader.bytes
        if end >= bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D || reader.spaceLength(at: end) == 0 { return true }
        var q = end
        while q < bytes.count, reader.spaceLength(at: q) > 0 { q += reader.spaceLength(at: q) }
        if q < bytes.count, AmountReader.isDigit(bytes[q]) { return false }
        guard let next = following.first else { return true }
        // `5,000 won ($3.80)`, `— about …`: a bracket or a dash opens a note on the amount. ASCII digits were
        // handled above; a numeral of another script after the name (`won ٣`) reads it as a verb too.
        guard let first = next.text.unicodeScalars.first, first.properties.isAlphabetic else {
            return !(next.text.first?.isNumber ?? false)
        }
        return followers.contains(AmountReader.trimmed(next.text).0.lowercased())
    }
}
