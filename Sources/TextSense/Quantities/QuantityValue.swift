/// The value of a physical-quantity detection:
/// `{"value":"5","unit":"kilometer","system":"metric","converted":[{"value":"3.1","unit":"mile"}]}`.
public struct QuantityValue: Hashable, Sendable, Codable {
    /// One amount in one unit.
    public struct Amount: Hashable, Sendable, Codable {
        /// An exact decimal string (`.` as the mark) as written, or rounded for a conversion.
        public var value: String
        /// A CLDR unit identifier: `kilometer`, `fahrenheit`, `mile-per-hour`, `gigabyte`.
        public var unit: String

        /// An amount of `unit`.
        public init(value: String, unit: String) {
            self.value = value
            self.unit = unit
        }
    }

    /// The number as written, as an exact decimal string (`1,5 л` → `"1.5"`, `1½` → `"1.5"`).
    public var value: String
    /// The CLDR unit identifier.
    public var unit: String
    /// `metric`, `us` or `imperial` (CLDR's unit systems).
    public var system: String
    /// The same amount in the unit a reader of the other system wants (`°F` ↔ `°C`, `mi` ↔ `km`, `lb` ↔ `kg`,
    /// `gal` ↔ `L`), from CLDR's exact conversion factors, rounded to the precision written; empty when no
    /// other system has a usual unit (bytes, hertz).
    public var converted: [Amount]

    /// A quantity of `value` `unit`, in its unit system, with its conversion when there is one.
    public init(value: String, unit: String, system: String, converted: [Amount]) {
        self.value = value
        self.unit = unit
        self.system = system
        self.converted = converted
    }
}

extension QuantityValue {
    /// `"value","unit","system","converted":[{"value","unit"}]`.
    func writeJSON(to w: inout JSONWriter) {
        w.field("value", value)
        w.field("unit", unit)
        w.field("system", system)
        w.key("converted")
        w.beginArray()
        for c in converted {
            w.beginObject()
            w.field("value", c.value)
            w.field("unit", c.unit)
            w.endObject()
        }
        w.endArray()
    }
}
