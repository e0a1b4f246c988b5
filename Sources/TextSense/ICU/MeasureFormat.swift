internal import CICU

/// An amount with its unit in a locale's short form, by ICU's number formatter (`unumf_*`, skeleton
/// `unit/<cldr-id> unit-width-short`): `3.1 mi`, `3,1 mi`, `1 234,5 км`, `72°F`.
enum MeasureFormat {
    /// `decimal` (an exact decimal string) in `unit` (a CLDR unit id) for `locale`, or nil when ICU has no
    /// such unit.
    static func format(_ decimal: String, unit: String, locale: String) -> String? {
        var cap = 128
        for _ in 0..<2 {
            var err: Int32 = 0
            var needed: Int32 = 0
            let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: cap) { buf -> String? in
                needed = ts_unit_format(locale, unit, decimal, buf.baseAddress, Int32(cap), &err)
                guard err <= 0, Int(needed) <= cap else { return nil }
                return String(decoding: UnsafeRawBufferPointer(start: buf.baseAddress, count: Int(needed)), as: UTF8.self)
            }
            if err > 0 { return nil }
            if let text { return text }
            cap = Int(needed) + 1
        }
        return nil
    }
}
