import Foundation

/// Finds postal addresses of the US, Canada, the UK, Germany, France, Spain, Brazil and Russia, written on one
/// line or over several (signatures, letterheads).
///
/// What makes an address (per country, data in `Countries/`):
/// - a **street line** — house number and a street name that holds a street-type word, in the country's
///   order (`1600 Amphitheatre Parkway`, `8 rue de Rivoli`, `Friedrichstraße 43`, `Calle de Alcalá, 23`,
///   `Av. Paulista, 1578`, `ул. Тверская, д. 7`), with optional units (`Suite 200`, `кв. 5`) — or a PO box;
/// - followed by an optional **locality**: city, region and postal code in the country's order and format
///   (`Mountain View, CA 94043`, `Toronto, ON M5H 2G4`, `London NW1 6XE`, `10117 Berlin`,
///   `São Paulo - SP, 01310-200`, `Москва, 125009`), and an optional country name.
/// - A locality alone is an address only where it is unmistakable: a US/Canadian city with a state or
///   province and a postal code, a British town with a postcode; a Russian index-first address
///   (`125009, Москва, ул. Тверская, д. 7`) is read from its index.
/// - A street line alone (no locality) must end the clause (a comma, line break, period or the end
///   follows), so `1600 Amphitheatre Parkway is big` in a heading-like run is not taken.
///
/// Which country: every country whose conventions fit is tried and the longest reading wins; on a tie the
/// `DetectionContext.region` wins, then a country whose language is the context locale's, then the order of
/// `AddressCountry.all`. A name or company line before
/// the street is never part of the span (the span starts at the house number or street type).
///
/// - Complexity: one pass over the bytes looking for ASCII digits (every address has one); around each digit
///   run that could be a house number or postal code, a bounded token window (re-used by nearby anchors, so
///   each byte is tokenized at most about twice) is parsed with bounded look-back and look-ahead — O(n).
struct AddressDetector: Detector {
    let tables: [AddressTables]
    /// The countries' languages, each once.
    let languages: [String]
    /// `tables` in the order the context ranks them, for the context region at `tables` index `r` (or
    /// `tables.count`: none of them) and its language at `languages` index `l` (or `languages.count`):
    /// `orders[r * (languages.count + 1) + l]`, made once rather than per text.
    let orders: [[AddressTables]]

    init() {
        let tables = AddressCountry.all.map(AddressTables.init)
        var languages: [String] = []
        for t in tables where !languages.contains(t.country.language) { languages.append(t.country.language) }
        var orders: [[AddressTables]] = []
        for r in tables.map(\.country.code) + [""] {
            for l in languages + [""] { orders.append(Self.ordered(tables, region: r, language: l)) }
        }
        self.tables = tables
        self.languages = languages
        self.orders = orders
    }

    /// The context region's country first, then those of its language: a stable partition, so ties keep
    /// `AddressCountry.all` order.
    static func ordered(_ tables: [AddressTables], region: String, language: String) -> [AddressTables] {
        func rank(_ t: AddressTables) -> Int { t.country.code == region ? 0 : t.country.language == language ? 1 : 2 }
        return (0...2).flatMap { r in tables.filter { rank($0) == r } }
    }

    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {
        // Every address has a digit, or a slash: a street without a number (`s/n`) may have no postal code.
        let digits = ByteScan.firstDigit(in: text.bytes, from: 0) < text.count
        let slash = ByteScan.first(0x2F, in: text.bytes, from: 0)
        guard digits || slash < text.count else { return }
        let region = context.region.identifier
        let language = context.languageCode
        let r = tables.firstIndex { $0.country.code == region } ?? tables.count
        let l = languages.firstIndex(of: language) ?? languages.count
        var scanner = AddressScanner(text: text, tables: orders[r * (languages.count + 1) + l])
        let first = candidates.count
        if digits { scanner.run(into: &candidates) }
        if slash < text.count { scanner.runSinNumero(into: &candidates, from: first, firstSlash: slash) }
    }
}

/// A country's data with its derived lookup sets built once (a class for the same reason as `AddressCountry`).
final class AddressTables: Sendable {
    let country: AddressCountry
    let regionCodes: Set<String>
    let regionNames: Set<String>
    let countryNames: Set<String>
    /// The most words any region or country name has.
    let longestName: Int
    /// `country.postalFormats` as `PostalCodeFormat.bit`s.
    let postalFormats: UInt8
    /// The anchor a postal-code-first reading (`AddressScanner.postalFirst`) starts from: a number of this many
    /// digits, a code with letters (0), none (-1) or any token (-2). The Brazilian reading's is Portugal's code
    /// (`4700-435 Braga` after a street without a number); a CEP is read after its street only.
    let postalFirstAnchor: Int
    /// A street line of this country has a street type among the words near its number, as
    /// `AddressScanner.streetTypesNear` reads them: it writes no compound street names (`Friedrichstraße`, whose
    /// type is inside the word), and the type words of its numbered roads are street types.
    let streetTypeNeeded: Bool
    /// A whole address of this country may have its postal code before its anchor: Russian Post's order, index
    /// before the town and street (`123456, Москва, ул. Тверская, д. 7`). Elsewhere the postal code is the
    /// anchor or follows it (`AddressScanner.parse`'s lower-case pass).
    let postalCodeMayPrecede: Bool

    init(_ country: AddressCountry) {
        self.country = country
        postalFormats = country.postalFormats.reduce(0) { $0 | $1.bit }
        switch (country.code, country.postalCode) {
        case ("BR", _): postalFirstAnchor = 4
        case (_, .zip), (_, .fiveDigits): postalFirstAnchor = 5
        case (_, .sixDigits): postalFirstAnchor = 6
        case (_, .canada), (_, .britain): postalFirstAnchor = 0
        default: postalFirstAnchor = -2
        }
        let roadTypes = country.roads.typeWords.union(country.roads.ownedTypeWords)
        postalCodeMayPrecede = country.id == .ru
        streetTypeNeeded = country.streetSuffixes.isEmpty
            && (!(country.houseNumberFirst && country.roads.bareNumbers) || roadTypes.isSubset(of: country.streetTypes))
        regionCodes = country.regionCodes
        var names = Set(country.regionNames.map(Self.phraseKey))
        // iso-codes adds a co-official form in brackets (`Barcelona [Barcelona]`, `Alacant [Alicante]`): each
        // form is a name as written.
        for n in names where n.utf8.contains(0x5B) {
            for part in n.split(whereSeparator: { $0 == "[" || $0 == "]" }) {
                let form = part.trimmingCharacters(in: .whitespaces)
                if !form.isEmpty { names.insert(form) }
            }
        }
        // Russian regions are written with their type word abbreviated too: `Московская обл.`, `Краснодарский кр.`.
        if country.id == .ru {
            for n in names {
                if n.hasSuffix(" область") { names.insert(String(n.dropLast(" область".count)) + " обл") }
                if n.hasSuffix(" край") { names.insert(String(n.dropLast(" край".count)) + " кр") }
            }
        }
        regionNames = names
        countryNames = Set(country.countryNames.map(Self.phraseKey))
        var longest = 0
        for name in regionNames { longest = max(longest, Self.wordCount(name)) }
        for name in countryNames { longest = max(longest, Self.wordCount(name)) }
        longestName = regionNames.isEmpty && countryNames.isEmpty ? 1 : longest
    }

    /// The form names are compared in: lower-cased words joined by one space, dots dropped (`u s a`), the
    /// way `AddressScanner.phrase` joins tokens.
    static func phraseKey(_ name: String) -> String {
        let lower = name.lowercased()
        // Most names are single words or words set off by single spaces: the key is the name.
        var space = true
        for b in lower.utf8 {
            if b == 0x2E || (b == 0x20 && space) { return lower.split(whereSeparator: { $0 == " " || $0 == "." }).joined(separator: " ") }
            space = b == 0x20
        }
        return space && !lower.isEmpty ? lower.split(whereSeparator: { $0 == " " }).joined(separator: " ") : lower
    }

    /// The words of `name` (runs of bytes other than a space), counted on its bytes.
    static func wordCount(_ name: String) -> Int {
        var words = 0
        var inWord = false
        for b in name.utf8 {
            if b == 0x20 { inWord = false } else if !inWord { inWord = true; words += 1 }
        }
        return words
    }
}
