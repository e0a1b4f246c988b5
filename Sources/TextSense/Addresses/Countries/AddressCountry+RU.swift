// Russia. Street types before the name (`ул. Тверская`), then `д. 7`, `корп. 2`, `кв. 5`; six-digit index,
// written at the end or (older style) at the start (`125009, Москва, …`); `г.` before the city.

extension AddressCountry {
    static let russia = AddressCountry(
        code: "RU", slot: 7, houseNumberFirst: false, postalCodeBeforeCity: false, requiresRegion: false, postalCode: .sixDigits,
        streetTypes: ["ул", "улица", "пр", "пр-т", "просп", "проспект", "пер", "переулок", "пл", "площадь", "наб",
                      "набережная", "ш", "шоссе", "б-р", "бульвар", "проезд", "пр-д", "туп", "тупик", "аллея", "мкр",
                      // More of the street elements and abbreviations of the Ministry of Finance's address standard
                      // (Приказ Минфина России № 171н): `пр-кт`, `ал.`, `лн.`, `взд.`, `проул.`…
                      "пр-кт", "ал", "линия", "лн", "въезд", "взд", "дорога", "дор", "заезд", "ззд", "кольцо", "к-цо",
                      "магистраль", "мгстр", "переезд", "пер-д", "площадка", "пл-ка", "просек", "пр-к", "просека", "пр-ка",
                      "проселок", "пр-лок", "проулок", "проул", "разъезд", "рзд", "ряд", "сквер", "спуск", "с-к", "съезд",
                      "сзд", "тракт", "микрорайон", "квартал", "кв-л",
                      // The common types as Russian addresses are written in Latin letters (`Nevsky prospekt 28`,
                      // `ul. Tverskaya, d. 7`): the passport and BGN/PCGN transliterations and the English `Prospect`.
                      "ulitsa", "ulica", "ul", "prospekt", "prospect", "prosp", "pereulok", "per", "naberezhnaya", "nab",
                      "shosse", "sh", "ploshchad", "bulvar", "proyezd", "proezd"],
        leadingStreetTypes: nil,
        streetSuffixes: [], dottedOnlyStreetTypes: ["ул", "пр", "просп", "пер", "пл", "наб", "ш", "туп", "мкр", "ал", "лн", "взд", "дор",
                                                    "ззд", "мгстр", "проул", "рзд", "сзд", "ul", "prosp", "per", "nab", "sh"],
        particles: ["реки", "канала"],
        unitWords: ["кв", "квартира", "оф", "офис", "корп", "корпус", "стр", "строение", "к", "пом", "помещение", "комн", "комната",
                    "эт", "этаж", "лит", "литера", "литер", "подъезд"],
        poBoxPhrases: [["а", "я"], ["абонентский", "ящик"]],
        // `вл.`, `влд.`: a holding (владение, домовладение) numbered in place of a house (Минфин № 171н).
        houseNumberMarkers: ["д", "дом", "d", "dom", "вл", "влд", "владение", "домовладение"], cityMarkers: ["г", "g", "город", "аг", "пос", "пгт",
                      // Russian Post's settlement types: `с. Покровское`, `дер. Горки`, `рп Кольцово`, `ст-ца Каневская`.
                      "с", "село", "дер", "деревня", "п", "поселок", "посёлок", "рп", "ст-ца", "станица", "х", "хутор"],
        extraCountryNames: ["Россия", "Russia", "РФ"],
        // Federal roads `М-4`, `Р-21`, `А-108` (Cyrillic letters; the Latin look-alikes are typed too) and the
        // kilometre of the road, written after its number (`25 км`) or before it (`км 25`).
        roads: RoadNumbering(
            typeWords: ["трасса", "автотрасса", "автодорога", "шоссе"], ownerWords: ["федеральная", "региональная"], lowerCaseTypeWords: true,
            codePrefixes: ["М", "Р", "А", "M", "A"], joins: [.dash, .glued, .space], kilometreWords: ["км"]),
        // Russian Post's marked form (`г.`, `ул.`, `д.`) tells an address in lower case without its index.
        readsMarkedWithoutPostalCode: true)
}
