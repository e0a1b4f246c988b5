/// `forty pounds`, `40 pounds`, `zwei Pfund`, `tres libras`, `пять фунтов`: a name that CLDR gives both to a
/// currency and to a unit of mass. Money and quantities ask the same question and get the same answer, so
/// each amount is one or the other.
///
/// The rule, from the neighbouring words on the amount's line (up to six before it, three after it):
/// 1. `of`, `de`, `von`, `d'` right after the name → a weight (`forty pounds of flour`, `dos libras de café`).
/// 2. Otherwise a weight word (`weighs`, `weight`, `heavy`, `lost`, `wiegt`, `pèse`, `pesa`, `весит`…) and no
///    money word → a weight; a money word (`paid`, `cost`, `price`, `worth`, `kostet`, `coûte`, `cuesta`,
///    `стоит`…) and no weight word → money.
/// 3. Otherwise (neither, or both) the region decides: money where the name is the region's currency
///    (`GB`: GBP, `EG`: EGP…), a weight elsewhere.
enum WeightOrMoney {
    enum Reading { case weight, money }

    /// The lower-cased names in both tables (`pound`, `pounds`, `pfund`, `libra(s)`, `livre(s)`, `фунт…`),
    /// each with the currencies it names.
    static let names: [String: [String]] = {
        // Both tables hold their long names lower-cased, so the shared names are the mass units' names found
        // among the currency names: a few hundred look-ups instead of one case mapping per currency name.
        let units = UnitTable.shared, currencies = CurrencyTable.shared.names
        var out: [String: [String]] = [:]
        for (name, id) in units.folded where units.units[id]?.base == "kilogram" {
            if let codes = currencies[name] { out[name] = codes }
        }
        return out
    }()

    /// Words that say the amount is a weight, lower-cased, in the six languages.
    static let weightWords: Set<String> = [
        "weigh", "weighs", "weighed", "weighing", "weight", "weights", "heavy", "heavier", "lighter", "lose", "lost",
        "losing", "gain", "gained", "pesa", "pesam", "pesaba", "pesava", "pesó", "pesou", "peso", "pesado", "pesada",
        "wiegt", "wiegen", "wog", "gewicht", "schwer", "abgenommen", "zugenommen", "pèse", "pèsent", "pesait",
        "poids", "lourd", "lourde", "весит", "весил", "весила", "вес", "весом", "тяжелый", "тяжёлый", "похудел",
        "похудела",
    ]

    /// Words that say the amount is money, lower-cased, in the six languages.
    static let moneyWords: Set<String> = [
        "pay", "paid", "pays", "paying", "cost", "costs", "costing", "price", "priced", "spent", "spend", "spending",
        "buy", "bought", "sell", "sold", "sells", "earn", "earned", "earns", "owe", "owed", "owes", "worth", "charge",
        "charged", "fee", "fine", "salary", "rent", "cash", "sterling", "budget", "donated", "tip", "bill", "refund",
        "kostet", "kosten", "kostete", "bezahlt", "bezahlen", "zahlen", "preis", "gekauft", "verkauft", "verdient",
        "coûte", "coûtent", "payé", "payer", "prix", "acheté", "vendu", "gagné", "cuesta", "cuestan", "pagué",
        "pagó", "pagar", "precio", "compré", "vendí", "custa", "custam", "paguei", "pagou", "preço", "comprei",
        "vendi", "стоит", "стоят", "стоил", "заплатил", "заплатила", "платить", "цена", "купил", "купила", "продал",
        "продала", "заработал",
    ]

    /// Words after the name that make it a measure of something (`pounds of flour`).
    static let ofWords: Set<String> = ["of", "de", "von", "d'", "do", "da"]

    /// How to read the ambiguous `name` of the amount covering `range`, for a text of `region`.
    ///
    /// - Complexity: O(1): at most nine words around the amount, each at most 64 bytes.
    static func reading(_ name: String, range: Range<Int>, reader: AmountReader, region: String) -> Reading {
        let after = reader.words(after: range.upperBound, max: 3).map { AmountReader.trimmed($0.text).0.lowercased() }
        if let next = after.first, ofWords.contains(next) { return .weight }
        let words = wordsBefore(range.lowerBound, reader: reader) + after
        let weight = words.contains { weightWords.contains($0) }
        let money = words.contains { moneyWords.contains($0) }
        if weight != money { return weight ? .weight : .money }
        let local = CurrencyTable.shared.regionCurrency[region]
        return local.map { names[name]?.contains($0) ?? false } == true ? .money : .weight
    }

    /// Up to six words before `start` on its line, lower-cased without closing punctuation, nearest first.
    static func wordsBefore(_ start: Int, reader: AmountReader) -> [String] {
        var before: [String] = []
        var p = start
        while before.count < 6, let w = reader.word(before: p), w.start < p {
            before.append(AmountReader.trimmed(w.text).0.lowercased())
            p = w.start
            // The line's start ends the look.
            if p > 0, reader.bytes[p - 1] == 0x0A { break }
        }
        return before
    }
}
