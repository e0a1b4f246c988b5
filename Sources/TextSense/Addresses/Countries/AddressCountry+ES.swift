// Spain. Street types (tipos de vía) before the name, number after a comma (`Calle de Alcalá, 23`);
// five-digit código postal before the city. Co-official languages' street words (carrer, rúa) are included.

extension AddressCountry {
    static let spain = AddressCountry(
        code: "ES", slot: 5, houseNumberFirst: false, postalCodeBeforeCity: true, requiresRegion: false, postalCode: .fiveDigits,
        streetTypes: ["calle", "c", "avenida", "avda", "av", "plaza", "pl", "pza", "paseo", "pº", "camino",
                      "carretera", "ctra", "ronda", "travesía", "glorieta", "rambla", "vía", "via", "callejón",
                      "costanilla", "cuesta", "pasaje", "urbanización", "urb",
                      // More tipos de vía and their abbreviations (INE, Correos): `Pje.`, `Gta.`, `Rda.`, `Trva.`.
                      "alameda", "bulevar", "calleja", "cañada", "carrera", "explanada", "pasadizo", "plazuela", "polígono",
                      "pol", "prolongación", "senda", "subida", "bajada", "rotonda", "muelle", "barrio", "bº", "colonia",
                      "lugar", "cl", "ps", "pje", "gta", "rda", "trva", "trv", "cmno", "cno", "avd", "psje", "crta",
                      "camí", "travessera", "rúa", "praza", "estrada",
                      // Catalan, Galician and Basque forms written in Spanish addresses.
                      "carrer", "avinguda", "passeig", "plaça", "rúa", "kalea",
                      // Correos de México's boulevard: `Blvd. Kukulcán km 12.5`, `Bulevar Manuel Ávila Camacho`.
                      "blvd", "boulevard"],
        leadingStreetTypes: nil,
        streetSuffixes: [], dottedOnlyStreetTypes: ["c", "av", "pl", "ctra", "urb", "pol", "cl", "ps", "pje", "gta", "rda", "trva", "trv",
                                                    "cmno", "cno", "avd", "psje", "crta", "bº", "blvd"],
        particles: ["de", "del", "la", "las", "los", "el", "y", "i", "d", "do", "da", "dos", "das"],
        unitWords: ["piso", "planta", "puerta", "pta", "esc", "escalera", "bajo", "local", "oficina", "portal", "bloque",
                    "blq", "edificio", "edif", "nave", "apartamento", "apto", "dpto", "departamento", "depto",
                    // A practice's or office's room in Mexican addresses: `consultorio 319`, `despacho 4`.
                    "consultorio", "despacho"],
        poBoxPhrases: [["apartado"], ["apartado", "de", "correos"], ["apdo"]],
        houseNumberMarkers: ["nº", "n", "no", "núm", "num", "número", "km"], cityMarkers: [],
        extraCountryNames: [],
        // The state's autovías and autopistas (`A-6`, `AP-7`), national roads (`N-340`) and the communities'
        // networks (`M-30`, `C-17`, `CV-500`…), with the kilometre point (`km 23`, `Km. 12,5` reads `Km. 12`).
        roads: RoadNumbering(
            typeWords: ["carretera", "ctra", "autovía", "autovia", "autopista", "autop", "vía", "via"],
            codePrefixes: ["A", "AP", "N", "R", "M", "C", "CV", "CM", "CL", "EX", "AG", "AS", "CA", "BI", "GI", "NA", "LR",
                           "RM", "GC", "TF", "MA", "ME", "GR", "SE", "CO", "B", "T", "L", "LU", "OU", "PO", "HU", "TE", "Z"],
            joins: [.dash], kilometreWords: ["km", "kilómetro", "kilometro", "pk"]))
}

extension AddressCountry {
    /// Mexico's states as Correos de México's last line names them after the town (`…, Monterrey, Nuevo León`):
    /// the names of ISO 3166-2:MX (Debian iso-codes), their short forms (`Coahuila`, `Michoacán`, `Veracruz`,
    /// `Estado de México`) and the capital's `CDMX`; lower-cased, in `AddressTables.phraseKey` form.
    static let mexicanStates: Set<String> = Set([
        "Aguascalientes", "Baja California", "Baja California Sur", "Campeche", "Chihuahua", "Chiapas", "Ciudad de México",
        "Coahuila de Zaragoza", "Coahuila", "Colima", "Durango", "Guerrero", "Guanajuato", "Hidalgo", "Jalisco", "México",
        "Estado de México", "Michoacán de Ocampo", "Michoacán", "Morelos", "Nayarit", "Nuevo León", "Oaxaca", "Puebla",
        "Querétaro", "Quintana Roo", "Sinaloa", "San Luis Potosí", "Sonora", "Tabasco", "Tamaulipas", "Tlaxcala",
        "Veracruz de Ignacio de la Llave", "Veracruz", "Yucatán", "Zacatecas", "CDMX", "Q. Roo", "Edomex",
    ].map(AddressTables.phraseKey))

    /// The states' abbreviations Correos de México and the states themselves write after the town, read only with
    /// their dot (`Sin.`, `Son.`, `Ver.` are words too): `Ags.`, `B.C.`, `B.C.S.`, `Camp.`, `Coah.`, `Col.`, `Chis.`,
    /// `Chih.`, `D.F.` (the former Distrito Federal), `Dgo.`, `Gto.`, `Gro.`, `Hgo.`, `Jal.`, `Edo. Méx.`, `Méx.`,
    /// `Mich.`, `Mor.`, `Nay.`, `N.L.`, `Oax.`, `Pue.`, `Qro.`, `Q.R.`, `S.L.P.`, `Sin.`, `Son.`, `Tab.`, `Tamps.`,
    /// `Tlax.`, `Ver.`, `Yuc.`, `Zac.`; in `AddressTables.phraseKey` form.
    static let mexicanStateAbbreviations: Set<String> = Set([
        "Ags.", "B.C.", "B.C.S.", "Camp.", "Coah.", "Col.", "Chis.", "Chih.", "D.F.", "Dgo.", "Gto.", "Gro.", "Hgo.", "Jal.",
        "Edo. Méx.", "Edo. Mex.", "Edo. de Méx.", "Méx.", "Mex.", "Mich.", "Mor.", "Nay.", "N.L.", "Oax.", "Pue.", "Qro.", "Q.R.",
        "S.L.P.", "Sin.", "Son.", "Tab.", "Tamps.", "Tlax.", "Ver.", "Yuc.", "Zac.",
    ].map(AddressTables.phraseKey))
}
