// United Kingdom. Street types as written in Royal Mail addresses; postcodes per the Royal Mail PAF
// outward/inward shape. No region: a UK address names its post town only.

extension AddressCountry {
    static let britain = AddressCountry(
        code: "GB", slot: 2, houseNumberFirst: true, postalCodeBeforeCity: false, requiresRegion: false, postalCode: .britain,
        streetTypes: AddressCountry.englishStreetTypes,
        leadingStreetTypes: ["avenue", "ave"],
        streetSuffixes: [], dottedOnlyStreetTypes: [],
        particles: ["of", "the", "upon", "on", "in", "le"],
        unitWords: ["flat", "suite", "unit", "floor", "apartment", "apt"],
        poBoxPhrases: [["po", "box"], ["p", "o", "box"]],
        houseNumberMarkers: [], cityMarkers: [],
        extraCountryNames: ["UK", "U.K.", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland"],
        // The Department for Transport's road numbers: motorways `M25`, A roads `A40`, B roads `B1234`.
        roads: RoadNumbering(codePrefixes: ["M", "A", "B"], joins: [.glued]),
        rareStreetTypes: AddressCountry.uspsStreetSuffixes.union(AddressCountry.britishStreetWords))
}
