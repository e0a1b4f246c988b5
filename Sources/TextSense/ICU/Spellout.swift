internal import CICU

/// Numbers in words as ICU's rule-based spell-out writes them (`unum_open(UNUM_SPELLOUT)`, CLDR's rules):
/// `21` → `twenty-one`, `einundzwanzig`, `vingt-et-un`, `двадцать один`.
///
/// Sendable notes: the formatter handle lives only inside `words(_:locale:ruleSet:)`, opened and closed there.
enum Spellout {
    /// `values` in words for `locale` with the rule set `ruleSet` (`%spellout-cardinal-feminine`; nil: the
    /// locale's default), or nil when ICU has no such rule set.
    static func words(_ values: [Int64], locale: String, ruleSet: String? = nil) -> [String]? {
        var err: Int32 = 0
        guard let spell = ts_spell_open(locale, ruleSet, &err), err <= 0 else { return nil }
        defer { ts_spell_close(spell) }
        var out: [String] = []
        out.reserveCapacity(values.count)
        var cap = 256
        for v in values {
            var text: String?
            for _ in 0..<2 where text == nil {
                var e: Int32 = 0
                var needed: Int32 = 0
                text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: cap) { buf -> String? in
                    needed = ts_spell_format(spell, v, buf.baseAddress, Int32(cap), &e)
                    guard e <= 0, Int(needed) <= cap else { return nil }
                    return String(decoding: UnsafeRawBufferPointer(start: buf.baseAddress, count: Int(needed)), as: UTF8.self)
                }
                if e > 0 { return nil }
                if text == nil { cap = Int(needed) + 1 }
            }
            guard let text else { return nil }
            out.append(text)
        }
        return out
    }
}
