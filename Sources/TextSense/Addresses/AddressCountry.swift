import Foundation

/// How a country writes its postal codes. Matching is on the tokens of `AddressTokenizer`.
enum PostalCodeFormat: Sendable {
    /// `94043` or ZIP+4 `94043-1351` (US).
    case zip
    /// `M5H 2G4`: letter digit letter, space, digit letter digit (Canada Post).
    case canada
    /// `NW1 6XE`, `SW1A 2AA`, `M1 1AE`: outward code A9/A99/AA9/AA99/A9A/AA9A, space, inward code 9AA (Royal Mail).
    case britain
    /// Five digits: `10117` (DE), `75004` (FR), `28014` (ES).
    case fiveDigits
    /// CEP `01310-200` (BR).
    case brazil
    /// Portugal's `1100-218`: read by the Brazilian (Portuguese-language) reading, which has no country slot
    /// of its own to spare (word classes pack eight countries in 64 bits).
    case portugal
    /// Six digits: `125009` (RU).
    case sixDigits

    /// This format's bit in a set of formats.
    var bit: UInt8 {
        switch self {
        case .zip: return 1 << 0
        case .canada: return 1 << 1
        case .britain: return 1 << 2
        case .fiveDigits: return 1 << 3
        case .brazil: return 1 << 4
        case .portugal: return 1 << 5
        case .sixDigits: return 1 << 6
        }
    }
}

/// What the address detector knows about one country: the words and shapes a person types (hand-written,
/// one file per country in `Countries/`) plus the names a well-kept source provides (`AddressRegionData`,
/// generated from Debian iso-codes).
/// A class: the parser passes countries around per anchor, and a reference costs one retain where a struct
/// of sets would cost one per field.
final class AddressCountry: Sendable {
    /// ISO 3166-1 alpha-2 code.
    let code: String
    /// The country as a small value, for the parser's per-country branches (a `String` comparison per test
    /// costs a call).
    let id: ID
    enum ID: UInt8, Sendable { case us, ca, gb, de, fr, es, br, ru, other }
    /// This country's position in `all` and its byte in `WordClass` bit sets.
    let slot: Int
    /// `1600 Amphitheatre Parkway`, `8 rue de Rivoli` (true) or `Friedrichstraße 43`, `Calle de Alcalá, 23` (false).
    let houseNumberFirst: Bool
    /// `10117 Berlin` (true) or `Mountain View, CA 94043` (false).
    let postalCodeBeforeCity: Bool
    /// US/CA/BR write a region (state, province) between the city and the postal code; it is required there.
    let requiresRegion: Bool
    let postalCode: PostalCodeFormat
    /// Street-type words, lower-cased, without a trailing dot (`street`, `st`, `rue`, `calle`, `ул`).
    let streetTypes: Set<String>
    /// For house-number-first countries: the street types that may also open a name (`Avenue of the
    /// Americas`, `rue de Rivoli`); `nil` means all of them. English type words otherwise close the name, so
    /// `12 Street Fighting Man` is no street.
    let leadingStreetTypes: Set<String>?
    /// Street-type words that end a compound (`friedrichstraße`, `karl-marx-allee`); lower-cased.
    let streetSuffixes: [String]
    /// Street-type words that are only abbreviations: they must be written with their dot (`Av.`, `ул.`).
    let dottedOnlyStreetTypes: Set<String>
    /// Lower-case words allowed inside a street or city name (`de`, `du`, `of`, `am`).
    let particles: Set<String>
    /// Unit words, lower-cased (`suite`, `apt`, `кв`); `#` is always a unit marker.
    let unitWords: Set<String>
    /// Post-office-box phrases as lower-cased word sequences (`["po", "box"]`, `["postfach"]`).
    let poBoxPhrases: [[String]]
    /// Words that may stand between a street name and its house number (`nº`, `д`, `дом`).
    let houseNumberMarkers: Set<String>
    /// Words that may precede the city (`г` for город).
    let cityMarkers: Set<String>
    /// Country names people write that iso-codes does not list (`USA`, `Россия`).
    let extraCountryNames: [String]
    /// How the country numbers its roads (`Highway 61`, `B1234`, `Carretera A-6, km 23`, `трасса М-4, 25 км`).
    let roads: RoadNumbering
    /// Street types of the post's full list that are also common words or seldom written (`Mall`, `Run`,
    /// `Montée`, `Drove`): part of `streetTypes`, but a street line with one is taken only with its locality.
    let rareStreetTypes: Set<String>
    /// The country has readings that need no postal code in text written all in lower case: an address whose
    /// every part carries its marker (`г. москва, ул. тверская, д. 7`, see `AddressScanner.isMarkedRussian`).
    /// The lower-case pass reads such a country after a dotted house-number marker whatever postal codes the
    /// window holds.
    let readsMarkedWithoutPostalCode: Bool

    init(code: String, slot: Int, houseNumberFirst: Bool, postalCodeBeforeCity: Bool, requiresRegion: Bool, postalCode: PostalCodeFormat, streetTypes: Set<String>, leadingStreetTypes: Set<String>?, streetSuffixes: [String], dottedOnlyStreetTypes: Set<String>, particles: Set<String>, unitWords: Set<String>, poBoxPhrases: [[String]], houseNumberMarkers: Set<String>, cityMarkers: Set<String>, extraCountryNames: [String], roads: RoadNumbering, rareStreetTypes: Set<String> = [], readsMarkedWithoutPostalCode: Bool = false) {
        self.code = code
        id = switch code {
        case "US": .us
        case "CA": .ca
        case "GB": .gb
        case "DE": .de
        case "FR": .fr
        case "ES": .es
        case "BR": .br
        case "RU": .ru
        default: .other
        }
        self.slot = slot
        self.houseNumberFirst = houseNumberFirst
        self.postalCodeBeforeCity = postalCodeBeforeCity
        self.requiresRegion = requiresRegion
        self.postalCode = postalCode
        self.streetTypes = streetTypes.union(rareStreetTypes)
        self.rareStreetTypes = rareStreetTypes
        self.leadingStreetTypes = leadingStreetTypes
        self.streetSuffixes = streetSuffixes
        self.dottedOnlyStreetTypes = dottedOnlyStreetTypes
        self.particles = particles
        self.unitWords = unitWords
        self.poBoxPhrases = poBoxPhrases
        self.houseNumberMarkers = houseNumberMarkers
        self.cityMarkers = cityMarkers
        self.extraCountryNames = extraCountryNames
        self.roads = roads
        self.readsMarkedWithoutPostalCode = readsMarkedWithoutPostalCode
    }
}

extension AddressCountry {
    /// All supported countries in a fixed order (ties between equally good readings go to the earlier one
    /// after the context region).
    static let all: [AddressCountry] = [.us, .canada, .britain, .germany, .france, .spain, .brazil, .russia]

    /// Every keyword of every country → its `WordClass` bits (one byte per country, at `slot * 8`), so that a
    /// word is classified for all countries by one hash lookup.
    static let wordClasses: [String: UInt64] = {
        var classes: [String: UInt64] = [:]
        func add(_ words: some Sequence<String>, _ c: AddressCountry, _ cls: WordClass) {
            for w in words { classes[w, default: 0] |= cls.rawValue << UInt64(c.slot * 8) }
        }
        for c in all {
            add(c.streetTypes, c, .streetType)
            add(c.particles, c, .particle)
            add(c.unitWords, c, .unit)
            add(c.houseNumberMarkers, c, .houseNumberMarker)
            add(c.cityMarkers, c, .cityMarker)
            add(c.dottedOnlyStreetTypes, c, .dottedOnly)
            add(c.leadingStreetTypes ?? c.streetTypes, c, .leadingStreetType)
            if c.id == .us || c.id == .ca { add(directionals, c, .directional) }
            if c.id == .ca { add(canadianFrenchDirectionals, c, .directional) }
        }
        return classes
    }()

    /// The language the country's addresses are written in (ISO 639-1), for the locale tie-break.
    var language: String {
        switch code {
        case "DE": return "de"
        case "FR": return "fr"
        case "ES": return "es"
        case "BR": return "pt"
        case "RU": return "ru"
        default: return "en"
        }
    }

    /// Subdivision codes of this country (`CA`, `ON`, `SP`), from iso-codes.
    var regionCodes: Set<String> {
        Set((AddressRegionData.subdivisions[code] ?? []).map(\.code).filter { $0.count == 2 })
    }

    /// Lower-cased subdivision names (`california`, `são paulo`, `московская область`), from iso-codes.
    var regionNames: Set<String> {
        Set((AddressRegionData.subdivisions[code] ?? []).flatMap(\.names).map { $0.lowercased() })
    }

    /// The postal code formats the country's readings read: its own, and Portugal's for the Brazilian
    /// (Portuguese-language) reading (see `PostalCodeFormat.portugal`).
    var postalFormats: [PostalCodeFormat] { postalCode == .brazil ? [.brazil, .portugal] : [postalCode] }

    /// Lower-cased country names: iso-codes' names and translations plus `extraCountryNames`.
    var countryNames: Set<String> {
        Set(((AddressRegionData.countryNames[code] ?? []) + extraCountryNames).map { $0.lowercased() })
    }
}

/// A country's road numbering, as its road authority writes it: a road named by a type word and a number
/// (`Highway 61`, `Route 66`), or by a code of a letter prefix and a number (`B1234`, `A-6`, `SP-330`,
/// `М-4`, `B 96`), with an optional kilometre marker for a place along it (`km 23`, `Km. 120`, `25 км`).
/// Such a road stands where a street and house number would; it is taken only with its locality.
/// A class, like `AddressCountry`: the parser reads it for every number that may end a road, and a reference
/// costs one retain where a struct of sets would cost one per set.
final class RoadNumbering: Sendable {
    /// How a code's prefix meets its number.
    enum Join: Sendable { case glued, dash, space }
    /// Lower-cased words naming a numbered road: `highway`, `carretera`, `rodovia`, `трасса`.
    let typeWords: Set<String>
    /// Type words that take a number only after an owner word (`County Road 12`, not `Mill Road 5`).
    let ownedTypeWords: Set<String>
    /// Lower-cased words before a type word that say whose road it is (`us`, `state`, `county`).
    let ownerWords: Set<String>
    /// Type words are written in lower case (`трасса М-4`); elsewhere a lower-case one is prose (`took highway 61`).
    let lowerCaseTypeWords: Bool
    /// A type word may take a bare number (`Highway 61`); otherwise only a code follows it (`Carretera A-6`).
    let bareNumbers: Bool
    /// Code prefixes as written (upper case): `A`, `B`, `M` (GB); `AP`, `N` (ES); `SP`, `BR` (BR); `М`, `Р` (RU).
    let codePrefixes: Set<String>
    let joins: Joins
    /// Lower-cased kilometre words, before or after their number: `km`, `км`.
    let kilometreWords: Set<String>

    init(typeWords: Set<String> = [], ownedTypeWords: Set<String> = [], ownerWords: Set<String> = [],
         lowerCaseTypeWords: Bool = false, bareNumbers: Bool = false, codePrefixes: Set<String> = [], joins: Joins = [],
         kilometreWords: Set<String> = []) {
        self.typeWords = typeWords
        self.ownedTypeWords = ownedTypeWords
        self.ownerWords = ownerWords
        self.lowerCaseTypeWords = lowerCaseTypeWords
        self.bareNumbers = bareNumbers
        self.codePrefixes = codePrefixes
        self.joins = joins
        self.kilometreWords = kilometreWords
    }

    static let none = RoadNumbering()

    /// A set of `Join`s as bits: the parser asks it for every number a road may end in, where a `Set` hashes.
    struct Joins: Sendable, ExpressibleByArrayLiteral {
        private var bits: UInt8 = 0

        init(arrayLiteral joins: Join...) {
            for j in joins { bits |= Self.bit(j) }
        }

        func contains(_ join: Join) -> Bool { bits & Self.bit(join) != 0 }

        private static func bit(_ join: Join) -> UInt8 {
            switch join {
            case .glued: return 1
            case .dash: return 2
            case .space: return 4
            }
        }
    }
}

/// What a word is in one country's addresses (bits of one byte of `AddressCountry.wordClasses`).
struct WordClass: OptionSet, Sendable {
    let rawValue: UInt64
    static let streetType = WordClass(rawValue: 1 << 0)
    static let particle = WordClass(rawValue: 1 << 1)
    static let unit = WordClass(rawValue: 1 << 2)
    static let houseNumberMarker = WordClass(rawValue: 1 << 3)
    static let cityMarker = WordClass(rawValue: 1 << 4)
    static let dottedOnly = WordClass(rawValue: 1 << 5)
    static let directional = WordClass(rawValue: 1 << 6)
    static let leadingStreetType = WordClass(rawValue: 1 << 7)
}
