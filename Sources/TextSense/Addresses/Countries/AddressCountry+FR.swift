// France. Street types (voies) as La Poste writes them, number first (`8 rue de Rivoli`, `12 bis avenue…`);
// five-digit code postal before the city, optionally `CEDEX`.

extension AddressCountry {
    static let france = AddressCountry(
        code: "FR", slot: 4, houseNumberFirst: true, postalCodeBeforeCity: true, requiresRegion: false, postalCode: .fiveDigits,
        streetTypes: ["rue", "avenue", "av", "boulevard", "bd", "bld", "place", "pl", "allée", "allee", "chemin",
                      "impasse", "quai", "cours", "route", "rte", "square", "passage", "faubourg", "fg", "voie",
                      "esplanade", "rond-point", "cité", "villa", "sentier", "parvis", "promenade"],
        leadingStreetTypes: nil,
        streetSuffixes: [], dottedOnlyStreetTypes: [],
        particles: ["de", "du", "des", "la", "le", "les", "l", "d", "à", "aux", "au", "sur", "en", "et"],
        unitWords: ["appt", "appartement", "bât", "bâtiment", "etage", "étage", "esc", "escalier"],
        poBoxPhrases: [["bp"], ["b", "p"], ["cs"], ["boîte", "postale"]],
        houseNumberMarkers: ["bis", "ter", "quater"], cityMarkers: [],
        extraCountryNames: [],
        // Autoroutes `A 7`, routes nationales `N 7` / `RN 7`, départementales `D 906` / `RD 906`.
        roads: RoadNumbering(
            typeWords: [], codePrefixes: ["A", "N", "RN", "D", "RD"], joins: [.space, .glued], kilometreWords: ["km"]))
}
