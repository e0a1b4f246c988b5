// France. Street types (voies) as La Poste writes them, number first (`8 rue de Rivoli`, `12 bis avenue…`);
// five-digit code postal before the city, optionally `CEDEX`.

extension AddressCountry {
    static let france = AddressCountry(
        code: "FR", slot: 4, houseNumberFirst: true, postalCodeBeforeCity: true, requiresRegion: false, postalCode: .fiveDigits,
        streetTypes: ["rue", "avenue", "av", "boulevard", "bd", "bld", "place", "pl", "allée", "allee", "chemin",
                      "impasse", "quai", "cours", "route", "rte", "square", "passage", "faubourg", "fg", "voie",
                      "esplanade", "rond-point", "cité", "villa", "sentier", "parvis", "promenade",
                      // La Poste's abbreviations of these types (NF Z 10-011), the short ones read only with their dot:
                      // `3 all. des Tilleuls`, `7 imp. des Lilas`, `14 chem. des Vignes`, `10 fbg Saint-Honoré`.
                      "all", "che", "chem", "ch", "imp", "fbg", "crs", "pas", "esp", "prom", "pro", "sen", "vla", "prv", "rpt"],
        leadingStreetTypes: nil,
        streetSuffixes: [], dottedOnlyStreetTypes: ["mte", "tra", "chs", "rle", "ham", "lot", "res", "car", "qua", "all", "che", "chem", "ch",
                                                   "imp", "pas", "esp", "prom", "pro", "sen", "vla", "prv", "rpt"],
        particles: ["de", "du", "des", "la", "le", "les", "l", "d", "à", "aux", "au", "sur", "en", "et"],
        unitWords: ["appt", "appartement", "bât", "bâtiment", "etage", "étage", "esc", "escalier"],
        poBoxPhrases: [["bp"], ["b", "p"], ["cs"], ["boîte", "postale"]],
        houseNumberMarkers: ["bis", "ter", "quater"], cityMarkers: [],
        extraCountryNames: [],
        // Autoroutes `A 7`, routes nationales `N 7` / `RN 7`, départementales `D 906` / `RD 906`, and the same
        // roads spelled out, the kind after the word route: `Route Nationale 7`, `route départementale 906`.
        roads: RoadNumbering(
            typeWords: [], ownedTypeWords: ["nationale", "départementale", "departementale", "communale"],
            ownerWords: ["route", "rte"], lowerCaseTypeWords: true, bareNumbers: true,
            codePrefixes: ["A", "N", "RN", "D", "RD"], joins: [.space, .glued], kilometreWords: ["km"]),
        // More of La Poste's types de voie (AFNOR NF Z 10-011 and its abbreviations), taken with a locality only.
        rareStreetTypes: ["montée", "mte", "traverse", "tra", "chaussée", "chs", "ruelle", "rle", "sente", "venelle", "hameau",
                          "ham", "lotissement", "lot", "résidence", "res", "rocade", "corniche", "levée", "carrefour", "car",
                          "rampe", "quartier", "qua", "lieu-dit", "square", "sq", "galerie", "clos", "domaine", "périphérique"])
}
