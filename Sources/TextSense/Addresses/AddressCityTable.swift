/// The towns of `AddressCityData` as one hash table, for a street line that has no postal code and ends in its
/// town (`Friedrichstraße 43, Berlin`). Built on first use: only a street line standing alone before a
/// capitalized word asks it, so text without addresses never pays for it.
extension AddressCityData {
    /// Town key (`AddressTables.phraseKey` form: `frankfurt am main`, `st louis`, `москва`) → the bits
    /// `1 << AddressCountry.slot` of the countries that have a town so named (low byte), and in the high byte the
    /// bit of the country whose place so named is the largest (`london`: GB's high bit, GB's and CA's low bits).
    static let index: [String: UInt16] = {
        var index: [String: UInt16] = [:]
        index.reserveCapacity(32_000)
        for (code, list) in names {
            guard let country = AddressCountry.all.first(where: { $0.code == code }) else { continue }
            let bit = UInt16(1) << UInt16(country.slot)
            for name in list.split(separator: "|") {
                if name.first == "~" { index[String(name.dropFirst()), default: 0] |= bit }
                else { index[String(name), default: 0] |= bit | bit << 8 }
            }
        }
        return index
    }()

    /// Whether the town key's bits (`index`) make it a town of the country in `slot`: always where that country's
    /// place so named is the largest, and where the context ranks the country first (`own`) when its place is a
    /// smaller namesake (London, Ontario in a Canadian text).
    static func isTown(_ bits: UInt16, slot: Int, own: Bool) -> Bool {
        let bit = UInt16(1) << UInt16(slot)
        return bits & (bit << 8 | (own ? bit : 0)) != 0
    }

    /// The most words a town name of the table has that a street line's town is looked up by (`Las Palmas de
    /// Gran Canaria`).
    static let longestName = 5
}
