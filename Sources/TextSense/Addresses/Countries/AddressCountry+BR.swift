// Brazil. Street types (logradouros) before the name, number after a comma (`Av. Paulista, 1578`),
// optional ` - Bairro`; CEP 00000-000; states (UF) from iso-codes, written `São Paulo - SP`.

extension AddressCountry {
    static let brazil = AddressCountry(
        code: "BR", slot: 6, houseNumberFirst: false, postalCodeBeforeCity: false, requiresRegion: false, postalCode: .brazil,
        streetTypes: ["rua", "r", "avenida", "av", "praça", "pça", "travessa", "tv", "alameda", "al", "estrada",
                      "est", "rodovia", "rod", "largo", "ladeira", "viela", "via", "beco", "parque", "quadra",
                      // More of Correios' tipos de logradouro and CTT's (Portugal) street types.
                      "boulevard", "bulevar", "esplanada", "passarela", "pátio", "viaduto", "vila", "trevo", "vereda",
                      "servidão", "passagem", "caminho", "calçada", "rotunda", "quinta", "azinhaga", "bairro", "urbanização"],
        leadingStreetTypes: nil,
        streetSuffixes: [], dottedOnlyStreetTypes: ["r", "av", "tv", "al", "est", "rod"],
        particles: ["de", "da", "do", "das", "dos", "e"],
        unitWords: ["apto", "apt", "ap", "sala", "conj", "conjunto", "bloco", "bl", "andar", "loja", "casa"],
        poBoxPhrases: [["caixa", "postal"], ["cx", "postal"]],
        // `km` stands for the number on a named road: `Rod. Anhanguera, km 27` (Correios).
        houseNumberMarkers: ["nº", "n", "no", "número", "km"], cityMarkers: [],
        extraCountryNames: ["Portugal"],
        // DNIT's federal roads (`BR-116`) and the states' (`SP-330`: the state's code, a dash, the number),
        // with the kilometre post (`km 120`).
        roads: RoadNumbering(
            typeWords: ["rodovia", "rod", "estrada", "est", "via"],
            codePrefixes: ["BR", "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB",
                           "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"],
            joins: [.dash, .space], kilometreWords: ["km"]))
}
