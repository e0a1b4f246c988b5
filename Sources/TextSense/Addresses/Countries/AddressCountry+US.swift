// United States. Street suffixes: the common forms of USPS Publication 28, Appendix C1 (hand-typed: no Debian
// package ships that list); ZIP and ZIP+4 codes; states come from iso-codes (AddressRegionData).

extension AddressCountry {
    static let us = AddressCountry(
        code: "US", slot: 0, houseNumberFirst: true, postalCodeBeforeCity: false, requiresRegion: true, postalCode: .zip,
        streetTypes: AddressCountry.englishStreetTypes,
        leadingStreetTypes: ["avenue", "ave"],
        streetSuffixes: [], dottedOnlyStreetTypes: [],
        particles: ["of", "the", "de", "la", "el"],
        unitWords: ["suite", "ste", "apt", "apartment", "unit", "fl", "floor", "rm", "room", "bldg", "building", "dept"],
        poBoxPhrases: [["po", "box"], ["p", "o", "box"], ["post", "office", "box"], ["box"]],
        houseNumberMarkers: [], cityMarkers: [],
        extraCountryNames: ["USA", "U.S.A.", "US", "U.S.", "America"],
        // USPS Publication 28 §2.3: highways, county and state roads, routes (`Highway 61`, `US Highway 101`,
        // `County Road 12`, `State Route 9`, `Route 66`) and the codes `I-95`, `US-101`, `SR-9`, `CR-12`.
        roads: RoadNumbering(
            typeWords: ["highway", "hwy", "route", "rte"], ownedTypeWords: ["road", "rd"],
            ownerWords: ["us", "u.s", "state", "county", "interstate", "farm", "ranch", "forest", "township", "old", "n", "s", "e",
                         "w", "north", "south", "east", "west"],
            bareNumbers: true, codePrefixes: ["I", "US", "SR", "CR"], joins: [.dash]),
        rareStreetTypes: AddressCountry.uspsStreetSuffixes)

    /// Street types written in US, Canadian and British addresses (full and USPS/Royal Mail abbreviations).
    static let englishStreetTypes: Set<String> = [
        "street", "st", "avenue", "ave", "av", "road", "rd", "boulevard", "blvd", "drive", "dr", "lane", "ln",
        "way", "court", "ct", "place", "pl", "parkway", "pkwy", "highway", "hwy", "circle", "cir", "terrace",
        "ter", "trail", "trl", "square", "sq", "plaza", "plz", "loop", "crescent", "cres", "close", "row", "park",
        "mews", "gardens", "gdns", "grove", "hill", "walk", "expressway", "expy", "freeway", "fwy", "pike",
        "alley", "aly", "crossing", "xing", "point", "pt", "center", "ctr", "turnpike", "tpke",
        // More of Publication 28's Appendix C1 and Canada Post's English types.
        "route", "rte", "mall", "green", "grn", "ridge", "rdg", "glen", "gln", "heights", "hts", "cove", "cv",
        "causeway", "cswy", "bypass", "byp", "junction", "jct", "landing", "lndg", "meadows", "mdws", "crt",
        "drove",
    ]

    /// Compass words that may follow (or precede) a US/Canadian street name: `100 Queen St W`.
    static let directionals: Set<String> = [
        "n", "s", "e", "w", "ne", "nw", "se", "sw", "north", "south", "east", "west", "northeast", "northwest",
        "southeast", "southwest",
    ]
}
