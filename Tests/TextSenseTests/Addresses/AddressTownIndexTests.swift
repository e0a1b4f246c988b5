import Foundation
import Testing
@testable import TextSense

/// The town table keyed by UTF-8 bytes answers what a `[String: UInt16]` of the same lists answers.
@Suite("Town index")
struct AddressTownIndexTests {
    /// The lists as a dictionary of `String` keys (equal under canonical equivalence).
    static let reference: [String: UInt16] = {
        var index: [String: UInt16] = [:]
        for (code, list) in AddressCityData.names {
            guard let country = AddressCountry.all.first(where: { $0.code == code }) else { continue }
            let bit = UInt16(1) << UInt16(country.slot)
            for name in list.split(separator: "|") {
                if name.first == "~" { index[String(name.dropFirst()), default: 0] |= bit }
                else { index[String(name), default: 0] |= bit | bit << 8 }
            }
        }
        return index
    }()

    @Test("every name of the lists has the dictionary's bits")
    func everyName() {
        #expect(Self.reference.count > 30_000)
        var wrong: [String] = []
        for (name, bits) in Self.reference where AddressCityData.index[name] != bits { wrong.append(name) }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var key: String
        var testDescription: String { key.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() }
    }

    /// Names, a name in decomposed form, near misses (a prefix, a longer word, case, spacing) and non-names.
    static let cases: [Case] = [
        "berlin", "london", "paris", "москва", "são paulo", "sa\u{303}o paulo", "frankfurt am main", "st louis",
        "las palmas de gran canaria", "zürich", "zu\u{308}rich", "münchen", "mu\u{308}nchen", "berli", "berlinx",
        "Berlin", "berlin ", " berlin", "frankfurt  am main", "", "|", "~", "~london", "london|paris", "a", "zzzz",
        "ё", "е\u{308}", "\u{0}", "\u{FEFF}berlin",
    ].map { Case(key: $0) }

    @Test("a key has the bits of its canonically equal name, or none", arguments: cases)
    func lookUp(_ c: Case) {
        #expect(AddressCityData.index[c.key] == Self.reference[c.key])
    }
}
