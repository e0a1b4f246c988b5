// Germany. Street types: the words German street names end in (Straße, Weg, Platz…), written as a compound
// suffix (`Friedrichstraße`) or a separate word (`Alte Straße`); five-digit Postleitzahl before the city.

extension AddressCountry {
    static let germany = AddressCountry(
        code: "DE", slot: 3, houseNumberFirst: false, postalCodeBeforeCity: true, requiresRegion: false, postalCode: .fiveDigits,
        streetTypes: ["straße", "strasse", "str", "weg", "platz", "allee", "gasse", "ring", "damm", "ufer",
                      "chaussee", "steig", "pfad", "markt", "promenade", "kai", "wall"],
        leadingStreetTypes: nil,
        streetSuffixes: ["straße", "strasse", "str", "weg", "platz", "allee", "gasse", "ring", "damm", "ufer",
                         "chaussee", "steig", "pfad", "markt", "promenade", "kai", "wall", "graben", "hof"],
        dottedOnlyStreetTypes: ["str"],
        particles: ["am", "an", "der", "die", "das", "dem", "den", "im", "in", "zum", "zur", "vor", "bei", "auf",
                    "des"],
        unitWords: ["whg", "wohnung", "etage", "og", "zimmer"],
        poBoxPhrases: [["postfach"]],
        houseNumberMarkers: ["nr"], cityMarkers: [],
        extraCountryNames: ["BRD"],
        // Autobahn `A 7`, Bundesstraße `B 96`, Landesstraße `L 1140` (Bavaria `St 2345`, Saxony `S 177`),
        // Kreisstraße `K 12`: the letter, a space (or none), the number.
        roads: RoadNumbering(codePrefixes: ["A", "B", "L", "K", "S", "St"], joins: [.space, .glued], kilometreWords: ["km"]))
}
