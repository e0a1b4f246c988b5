// Russia. Street types before the name (`ул. Тверская`), then `д. 7`, `корп. 2`, `кв. 5`; six-digit index,
// written at the end or (older style) at the start (`125009, Москва, …`); `г.` before the city.

extension AddressCountry {
    static let russia = AddressCountry(
        code: "RU", slot: 7, houseNumberFirst: false, postalCodeBeforeCity: false, requiresRegion: false, postalCode: .sixDigits,
        streetTypes: ["ул", "улица", "пр", "пр-т", "просп", "проспект", "пер", "переулок", "пл", "площадь", "наб",
                      "набережная", "ш", "шоссе", "б-р", "бульвар", "проезд", "пр-д", "туп", "тупик", "аллея", "мкр"],
        leadingStreetTypes: nil,
        streetSuffixes: [], dottedOnlyStreetTypes: ["ул", "пр", "просп", "пер", "пл", "наб", "ш", "туп", "мкр"],
        particles: ["реки", "канала"],
        unitWords: ["кв", "квартира", "оф", "офис", "корп", "корпус", "стр", "строение", "к"],
        poBoxPhrases: [["а", "я"], ["абонентский", "ящик"]],
        houseNumberMarkers: ["д", "дом"], cityMarkers: ["г", "город", "аг", "пос", "пгт"],
        extraCountryNames: ["Россия", "Russia", "РФ"])
}
