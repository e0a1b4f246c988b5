import Foundation

/// The units of `UnitData` indexed by the names and symbols they are written with.
struct UnitTable: Sendable {
    struct Unit: Sendable {
        let id: String
        let system: String
        let base: String
        /// value in base = value × factor + offset (CLDR's exact factors).
        let factor: Decimal
        let offset: Decimal
        let target: String
        let symbol: String
    }

    let units: [String: Unit]
    /// Case-sensitive forms (symbols and short forms: `m`, `MB`, `°F`).
    let exact: [String: String]
    /// Lower-cased long names (`kilometers`, `литра`, `Stunden` → `stunden`).
    let folded: [String: String]
    let longestForm: Int
    /// The first words of the long names (lower-cased): what must follow a number in words (`five kilometers`).
    let longNameFirstWords: Set<String>

    static let shared = UnitTable()

    /// Abbreviations and names that are also everyday words or marks in one of the six languages (`in`, `pie`,
    /// `ta`, `c`; `o` "or" in Spanish; `quarto(s)` a bedroom, `cuarto(s)` a room or a quarter; `livre(s)` a book;
    /// `nd` of `2nd`; `#` a number sign; `B`, `Б` a block or a flat letter: `12B`).
    private static let ordinaryWords: Set<String> = ["in", "pi", "pie", "pé", "c", "ta", "tza", "t", "a", "s", "de", "e",
                                                     "o", "B", "Б", "#", "nd", "quarto", "quartos", "cuarto", "cuartos",
                                                     "livre", "livres"]

    private init() {
        var units: [String: Unit] = [:], exact: [String: String] = [:], folded: [String: String] = [:]
        var longest = 1
        // Fields are cut at ASCII bytes (`asciiFields`), not Characters: parsing is paid at every start.
        for line in UnitData.units.asciiFields(0x0A) {
            let f = line.asciiFields(0x09, omittingEmptySubsequences: false).map(String.init)
            guard f.count == 9, let factor = Decimal(string: f[4]), let offset = Decimal(string: f[5]) else { continue }
            units[f[0]] = Unit(id: f[0], system: f[2], base: f[3], factor: factor, offset: offset, target: f[6], symbol: f[7])
            for form in f[8].asciiFields(0x7C).map(String.init) where !Self.ordinaryWords.contains(form) {
                longest = max(longest, form.asciiFields(0x20).count)
                if form.count <= 3 {
                    if exact[form] == nil { exact[form] = f[0] }
                } else {
                    let key = form.lowercased()
                    if folded[key] == nil { folded[key] = f[0] }
                }
            }
        }
        self.units = units
        self.exact = exact
        self.folded = folded
        self.longestForm = longest
        self.longNameFirstWords = Set(folded.keys.map { String($0.asciiPrefix(upTo: 0x20)) })
    }

    func unit(named form: String) -> Unit? {
        if let id = exact[form] ?? folded[form.lowercased()] { return units[id] }
        return nil
    }

    /// The unit whose long name (not a symbol or short form) is `form`: what follows a number in words.
    func unit(longName form: String) -> Unit? {
        folded[form.lowercased()].flatMap { units[$0] }
    }

    /// `value` (a decimal string) in `unit`, converted to its usual counterpart in the other system.
    /// `significantDigits`: the precision of the result (default: the digits written, at least 2).
    func converted(_ value: String, from unit: Unit, significantDigits: Int? = nil) -> QuantityValue.Amount? {
        guard !unit.target.isEmpty, let to = units[unit.target], to.base == unit.base,
              let v = Decimal(string: value) else { return nil }
        let base = v * unit.factor + unit.offset
        let result = (base - to.offset) / to.factor
        let significant = significantDigits ?? max(2, value.filter(\.isNumber).drop(while: { $0 == "0" }).count)
        return QuantityValue.Amount(value: Self.rounded(result, significantDigits: significant), unit: to.id)
    }

    /// `d` rounded to `digits` significant digits, without trailing zeros.
    static func rounded(_ d: Decimal, significantDigits digits: Int) -> String {
        if d == 0 { return "0" }
        let magnitude = abs(NSDecimalNumber(decimal: d).doubleValue)
        let exponent = Int(floor(log10(magnitude)))
        let scale = max(0, digits - 1 - exponent)
        var input = d
        var out = Decimal()
        NSDecimalRound(&out, &input, scale, .plain)
        return "\(out)"
    }
}
