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
        // Fields are cut at ASCII bytes (`asciiFields`): Character-wise splitting made this table the costliest
        // part of a short run.
        for line in CurrencyData.currencies.asciiFields(0x0A) {
            let f = line.asciiFields(0x09, omittingEmptySubsequences: false)
            guard f.count == 4 else { continue }
            let code = String(f[0])
            codes.insert(code)
            for s in f[2].asciiFields(0x7C) { symbols[String(s), default: []].append(code) }
            for n in f[3].asciiFields(0x7C) {
                names[String(n), default: []].append(code)
                longest = max(longest, n.asciiFields(0x20).count)
            }
        }
        for line in CurrencyData.headNouns.asciiFields(0x0A) {
            let f = line.asciiFields(0x09)
            guard f.count == 2, names[String(f[0])] == nil else { continue }
            names[String(f[0])] = f[1].asciiFields(0x7C).map(String.init)
        }
        var regions: [String: String] = [:]
        for line in CurrencyData.regionCurrencies.asciiFields(0x0A) {
            let f = line.asciiFields(0x09)
            if f.count == 2 { regions[String(f[0])] = String(f[1]) }
        }
        var magnitudes: [String: Int] = [:]
        for line in CurrencyData.magnitudes.asciiFields(0x0A) {
            let f = line.asciiFields(0x09)
            if f.count == 2, let e = Int(f[1]) { magnitudes[String(f[0])] = e }
        }
        // "k" stands for thousand in English compact numbers; "m" alone is a metre far more often than a
        // million, so it counts only right after a currency symbol (see MoneyDetector).
        self.symbols = symbols
        self.names = names
        self.codes = codes
        self.regionCurrency = regions
        self.magnitudes = magnitudes
        self.longestName = longest
        self.nameFirstWords = Set(names.keys.map { String($0.asciiPrefix(upTo: 0x20)) })
        self.magnitudeFirstWords = Set(magnitudes.keys.map { String($0.asciiPrefix(upTo: 0x20)) })
    }

    /// Most-used currencies first: the choice for an ambiguous symbol or name when the region's own is not among
    /// them. The first twelve keep their order; the rest follow the BIS Triennial Central Bank Survey (2022) ranking
    /// of foreign-exchange turnover (`won` is the South Korean won, `рубль` the Russian, `leu` the Romanian).
    private static let preference = ["USD", "EUR", "GBP", "JPY", "CNY", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "MXN",
                                     "HKD", "SGD", "KRW", "NZD", "INR", "TWD", "ZAR", "BRL", "PLN", "THB", "ILS", "IDR",
                                     "CZK", "AED", "TRY", "HUF", "CLP", "SAR", "PHP", "MYR", "COP", "RUB", "RON", "PEN"]

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
