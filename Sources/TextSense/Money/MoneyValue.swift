/// The value of a money detection: `{"amount":"1250.00","currency":"USD","approximate":false}`.
public struct MoneyValue: Hashable, Sendable, Codable {
    /// The amount as an exact decimal string: no grouping, `.` as the decimal mark, `-` when negative,
    /// magnitude words applied (`3.5 million` → `"3500000"`), the digits written kept (`1.250,00` → `"1250.00"`).
    public var amount: String
    /// The ISO 4217 code.
    public var currency: String
    /// Written with "about", "ca.", "около"….
    public var approximate: Bool
    /// The upper amount of a range (`$10–15`), else nil.
    public var max: String?
    /// The symbol or name fits several currencies (`$`, `kr`, `¥`, `dollars`) and `currency` was chosen by the
    /// region.
    public var currencyAmbiguous: Bool

    /// A money value: the amount (or the lower bound of a range up to `max`) in `currency`.
    public init(amount: String, currency: String, approximate: Bool = false, max: String? = nil,
                currencyAmbiguous: Bool = false) {
        self.amount = amount
        self.currency = currency
        self.approximate = approximate
        self.max = max
        self.currencyAmbiguous = currencyAmbiguous
    }
}

extension MoneyValue {
    /// `"amount","currency","approximate","max"?,"currencyAmbiguous"`.
    func writeJSON(to w: inout JSONWriter) {
        w.field("amount", amount)
        w.field("currency", currency)
        w.field("approximate", approximate)
        w.field("max", ifPresent: max)
        w.field("currencyAmbiguous", currencyAmbiguous)
    }
}
