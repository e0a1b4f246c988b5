internal import CICU

/// An amount with its unit in a locale's short form, by ICU's number formatter (`unumf_*`, skeleton
/// `unit/<cldr-id> unit-width-short`): `3.1 mi`, `3,1 mi`, `1 234,5 км`, `72°F`.
enum MeasureFormat {
    /// `decimal` (an exact decimal string) in `unit` (a CLDR unit id) for `locale`, or nil when ICU has no
    /// such unit.
    static func format(_ decimal: String, unit: String, locale: String) -> String? {
        // A text gives the same amounts in the same units again and again (a conversion title per quantity):
        // each is formatted once per run (ICU's formatting costs about five thousand instructions, a look-up
        // here a few hundred).
        let key = Key(decimal: decimal, unit: unit, locale: locale)
        if let known = made.withLock({ $0[key] }) { return known }
        let text = formatted(decimal, unit: unit, locale: locale)
        made.withLock { m in
            if m.count >= limit { m.removeAll(keepingCapacity: true) }
            m[key] = .some(text)
        }
        return text
    }

    private struct Key: Hashable {
        var decimal: String
        var unit: String
        var locale: String
    }

    /// The results formatted so far (`nil` when ICU has no such unit), emptied when `limit` is reached.
    private static let made = Locked<[Key: String?]>([:])
    private static let limit = 4096

    /// `format` by ICU.
    private static func formatted(_ decimal: String, unit: String, locale: String) -> String? {
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
