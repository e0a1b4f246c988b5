/// The towns of `AddressCityData` as one hash table, for a street line that has no postal code and ends in its
/// town (`Friedrichstraße 43, Berlin`). Built on first use: only a street line standing alone before a
/// capitalized word asks it, so text without addresses never pays for it.
extension AddressCityData {
    /// Town key (`AddressTables.phraseKey` form: `frankfurt am main`, `st louis`, `москва`) → the bits
    /// `1 << AddressCountry.slot` of the countries that have a town so named.
    static let index: [String: UInt8] = {
        var index: [String: UInt8] = [:]
        index.reserveCapacity(32_000)
        for (code, list) in names {
            guard let country = AddressCountry.all.first(where: { $0.code == code }) else { continue }
            let bit = UInt8(1) << UInt8(country.slot)
            for name in list.split(separator: "|") { index[String(name), default: 0] |= bit }
        }
        return index
    }()

    /// The most words a town name of the table has that a street line's town is looked up by (`Las Palmas de
    /// Gran Canaria`).
    static let longestName = 5
}
