/// The currency codes, symbols, names and magnitude words of `CurrencyData`, indexed for lookup.
struct CurrencyTable: Sendable {
    /// Symbol as written (`€`, `R$`, `kr`) → codes.
    let symbols: [String: [String]]
    /// Lower-cased name or head noun (`euros`, `рублей`, `dollars`) → codes.
    let names: [String: [String]]
    /// ISO codes.
    let codes: Set<String>
    /// Region → its currency.
    let regionCurrency: [String: String]
    /// Lower-cased magnitude word → power of ten.
    let magnitudes: [String: Int]
    /// The most words a name has.
    let longestName: Int
    /// The first words of the names (lower-cased): what must follow an amount in words (`twenty dollars`).
    let nameFirstWords: Set<String>
    /// The first words of the magnitude words (lower-cased, closing punctuation kept out): `million`, `mio.`.
    let magnitudeFirstWords: Set<String>

    static let shared = CurrencyTable()

    private init() {
        var symbols: [String: [String]] = [:], names: [String: [String]] = [:], codes: Set<String> = []
        var longest = 1
        for line in CurrencyData.currencies.split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 4 else { continue }
            codes.insert(f[0])
            for s in f[2].split(separator: "|") { symbols[String(s), default: []].append(f[0]) }
            for n in f[3].split(separator: "|") {
                names[String(n), default: []].append(f[0])
                longest = max(longest, n.split(separator: " ").count)
            }
        }
        for line in CurrencyData.headNouns.split(separator: "\n") {
            let f = line.split(separator: "\t").map(String.init)
            guard f.count == 2, names[f[0]] == nil else { continue }
            names[f[0]] = f[1].split(separator: "|").map(String.init)
        }
        var regions: [String: String] = [:]
        for line in CurrencyData.regionCurrencies.split(separator: "\n") {
            let f = line.split(separator: "\t").map(String.init)
            if f.count == 2 { regions[f[0]] = f[1] }
        }
        var magnitudes: [String: Int] = [:]
        for line in CurrencyData.magnitudes.split(separator: "\n") {
            let f = line.split(separator: "\t").map(String.init)
            if f.count == 2, let e = Int(f[1]) { magnitudes[f[0]] = e }
        }
        // "k" stands for thousand in English compact numbers; "m" alone is a metre far more often than a
        // million, so it counts only right after a currency symbol (see MoneyDetector).
        self.symbols = symbols
        self.names = names
        self.codes = codes
        self.regionCurrency = regions
        self.magnitudes = magnitudes
        self.longestName = longest
        self.nameFirstWords = Set(names.keys.map { String($0.split(separator: " ")[0]) })
        self.magnitudeFirstWords = Set(magnitudes.keys.map { String($0.split(separator: " ")[0]) })
    }

    /// Most-used currencies first: the choice for an ambiguous symbol when the region's own is not among them.
    private static let preference = ["USD", "EUR", "GBP", "JPY", "CNY", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "MXN"]

    /// The code for `candidates` read in the first of `regions` whose currency is among them, and whether the
    /// choice was ambiguous.
    func choose(_ candidates: [String], regions: [String]) -> (code: String, ambiguous: Bool) {
        if candidates.count == 1 { return (candidates[0], false) }
        for region in regions {
            if let own = regionCurrency[region], candidates.contains(own) { return (own, true) }
        }
        for code in Self.preference where candidates.contains(code) { return (code, true) }
        return (candidates.sorted()[0], true)
    }
}
