// Canada. Street types: English forms shared with the US plus Canada Post's French types (rue, boulevard,
// chemin); postal codes A9A 9A9 (Canada Post); provinces from iso-codes.

extension AddressCountry {
    static let canada = AddressCountry(
        code: "CA", slot: 1, houseNumberFirst: true, postalCodeBeforeCity: false, requiresRegion: true, postalCode: .canada,
        streetTypes: AddressCountry.englishStreetTypes.union(["rue", "chemin", "ch", "boul", "côte", "montée"]),
        leadingStreetTypes: ["avenue", "ave", "rue", "chemin", "ch", "boulevard", "boul", "côte", "montée"],
        streetSuffixes: [], dottedOnlyStreetTypes: [],
        particles: ["of", "the", "de", "du", "des", "la", "le", "st", "ste"],
        unitWords: ["suite", "ste", "apt", "apartment", "unit", "fl", "floor", "rm", "room", "bureau"],
        poBoxPhrases: [["po", "box"], ["p", "o", "box"], ["cp"], ["c", "p"]],
        houseNumberMarkers: [], cityMarkers: [],
        extraCountryNames: [],
        // Provincial highways and Quebec's routes and autoroutes: `Highway 401`, `Route 132`, `Autoroute 20`.
        roads: RoadNumbering(
            typeWords: ["highway", "hwy", "route", "rte", "autoroute"], ownedTypeWords: ["road", "rd"],
            ownerWords: ["county", "regional", "provincial", "king's", "kings", "old", "n", "s", "e", "w", "north", "south", "east", "west"],
            bareNumbers: true, kilometreWords: ["km"]))
}
