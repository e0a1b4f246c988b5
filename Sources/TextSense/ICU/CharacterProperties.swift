internal import CICU

/// Unicode character properties that Swift's `Unicode.Scalar.Properties` does not expose
/// (`u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH)`). Pure functions over ICU's static data: thread-safe.
enum CharacterProperties {
    /// Whether the scalar is East Asian Wide or Fullwidth (UAX #11), i.e. takes two terminal columns.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let w = ts_east_asian_width(scalar.value)
        return w == TS_EAW_WIDE || w == TS_EAW_FULLWIDTH
    }
}
