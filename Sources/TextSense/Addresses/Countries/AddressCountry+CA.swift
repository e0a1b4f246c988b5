// Canada. Street types: English forms shared with the US plus Canada Post's French types (rue, boulevard,
// chemin); postal codes A9A 9A9 (Canada Post); provinces from iso-codes.

extension AddressCountry {
    static let canada = AddressCountry(
        code: "CA", slot: 1, houseNumberFirst: true, postalCodeBeforeCity: false, requiresRegion: true, postalCode: .canada,
        streetTypes: AddressCountry.englishStreetTypes.union(AddressCountry.canadianFrenchStreetTypes),
        leadingStreetTypes: AddressCountry.canadianFrenchStreetTypes.union(["avenue", "ave", "boulevard"]),
        streetSuffixes: [], dottedOnlyStreetTypes: [],
        particles: ["of", "the", "de", "du", "des", "la", "le", "st", "ste"],
        unitWords: ["suite", "ste", "apt", "apartment", "unit", "fl", "floor", "rm", "room", "bureau", "bldg", "building",
                    "app", "appartement", "unité", "étage", "local"],
        poBoxPhrases: [["po", "box"], ["p", "o", "box"], ["cp"], ["c", "p"]],
        houseNumberMarkers: [], cityMarkers: [],
        extraCountryNames: [],
        // Provincial highways and Quebec's routes and autoroutes: `Highway 401`, `Route 132`, `Autoroute 20`.
        roads: RoadNumbering(
            typeWords: ["highway", "hwy", "route", "rte", "autoroute"], ownedTypeWords: ["road", "rd"],
            ownerWords: ["county", "regional", "provincial", "king's", "kings", "old", "n", "s", "e", "w", "north", "south", "east", "west"],
            bareNumbers: true, kilometreWords: ["km"]),
        // Pub. 28's `Rue` is one of Canada Post's common French types here, not a rare one.
        rareStreetTypes: AddressCountry.uspsStreetSuffixes.subtracting(AddressCountry.canadianFrenchStreetTypes))
}

extension AddressCountry {
    /// Canada Post's French street types (Canada Postal Guide, Addressing Guidelines, street type table), which
    /// read before the name: `rue Saint-Denis`, `montée des Pionniers`, `rang Saint-Joseph`.
    static let canadianFrenchStreetTypes: Set<String> = [
        "rue", "chemin", "ch", "boul", "côte", "montée", "allée", "autoroute", "carré", "carrefour", "cercle", "cour",
        "croissant", "impasse", "place", "promenade", "rang", "route", "ruelle", "sentier", "terrasse", "voie",
        "avenue", "boulevard", "cul-de-sac", "passage", "rond-point", "square", "quai", "parc", "pointe",
    ]

    /// Canada Post's French compass words after a street name: `boulevard René-Lévesque Ouest`, `rue Sherbrooke E`.
    static let canadianFrenchDirectionals: Set<String> = ["ouest", "est", "nord", "sud", "o", "no", "so"]
}
