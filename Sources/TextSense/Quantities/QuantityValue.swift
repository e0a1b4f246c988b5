/// The value of a physical-quantity detection:
/// `{"value":"5","unit":"kilometer","system":"metric","converted":[{"value":"3.1","unit":"mile"}]}`.
public struct QuantityValue: Hashable, Sendable, Codable {
    /// One amount in one unit.
    public struct Amount: Hashable, Sendable, Codable {
        /// An exact decimal string (`.` as the mark) as written, or rounded for a conversion.
        public var value: String
        /// A CLDR unit identifier: `kilometer`, `fahrenheit`, `mile-per-hour`, `gigabyte`.
        public var unit: String
        /// The upper end of a range, in the same unit, else nil.
        public var max: String?

        /// An amount of `unit`, up to `max` for a range.
        public init(value: String, unit: String, max: String? = nil) {
            self.value = value
            self.unit = unit
            self.max = max
        }
    }

    /// The number as written, as an exact decimal string (`1,5 л` → `"1.5"`, `1½` → `"1.5"`); the lower end
    /// of a range.
    public var value: String
    /// The upper end of a range (`40–60 km/h` → `"60"`), else nil.
    public var max: String?
    /// The CLDR unit identifier.
    public var unit: String
    /// `metric`, `us` or `imperial` (CLDR's unit systems).
    public var system: String
    /// The same amount in the unit a reader of the other system wants (`°F` ↔ `°C`, `mi` ↔ `km`, `lb` ↔ `kg`,
    /// `gal` ↔ `L`), from CLDR's exact conversion factors, rounded to the precision written; empty when no
    /// other system has a usual unit (bytes, hertz).
    public var converted: [Amount]

    /// A quantity of `value` (up to `max` for a range) `unit`, in its unit system, with its conversion when there is one.
    public init(value: String, max: String? = nil, unit: String, system: String, converted: [Amount]) {
        self.value = value
        self.max = max
        self.unit = unit
        self.system = system
        self.converted = converted
    }
}

extension QuantityValue {
    /// `"value","max"?,"unit","system","converted":[{"value","max"?,"unit"}]`.
    func writeJSON(to w: inout JSONWriter) {
        w.field("value", value)
        w.field("max", ifPresent: max)
        w.field("unit", unit)
        w.field("system", system)
        w.key("converted")
        w.beginArray()
        for c in converted {
            w.beginObject()
            w.field("value", c.value)
            w.field("max", ifPresent: c.max)
            w.field("unit", c.unit)
            w.endObject()
        }
        w.endArray()
    }
}
