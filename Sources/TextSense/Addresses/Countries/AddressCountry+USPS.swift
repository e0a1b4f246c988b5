// USPS Publication 28, Postal Addressing Standards, Appendix C1 (Street Suffix Abbreviations): every primary
// street suffix name, its commonly used abbreviations and its Postal Service standard abbreviation, generated
// into `AddressStreetTypeData` by scripts/gen-address-data.py.
// Left out: spellings that are also common words or other words' abbreviations in English text (`IS`, `UN`,
// `PR`, `BR`, `FT`, `MT`, `EST`, `EXT`, `VIA`, `VIS`, `KY`, `DVD`, `EXP`, `CR` for a county road's code…).

extension AddressCountry {
    /// C1 spellings that read as something else in running text: kept out of every street-type table.
    static let uspsAmbiguousSpellings: Set<String> = [
        "is", "un", "pr", "br", "ft", "mt", "est", "ext", "via", "vis", "ky", "hl", "ml", "cp", "bg", "dl", "dm", "dv", "wl",
        "ck", "cen", "cent", "div", "ht", "pk", "bot", "rad", "vill", "vist", "mnt", "dvd", "exp", "expr", "express", "height",
        "tr", "cr", "vl", "wy", "str", "frt", "cmp", "ovl", "prr",
    ]

    /// The suffixes of Appendix C1 that `englishStreetTypes` does not hold: taken only with a locality
    /// (`rareStreetTypes`), since many are common words (`Run`, `View`, `Key`, `Pass`). `Commons`,
    /// `Crossroads` and `Trailer` are in the publication but not in the generated table's source.
    static let uspsStreetSuffixes: Set<String> = Set(AddressStreetTypeData.uspsStreetSuffixes)
        .union(["commons", "cmns", "crossroads", "xrds", "trailer", "trlr"])
        .subtracting(uspsAmbiguousSpellings)
        .subtracting(englishStreetTypes)

    /// Thoroughfare descriptors of British addresses beyond the shared English ones (Royal Mail publishes no list:
    /// its Postcode Address File keeps each thoroughfare as named): taken with a locality only.
    static let britishStreetWords: Set<String> = [
        "parade", "quay", "wharf", "approach", "chase", "rise", "vale", "wynd", "embankment", "esplanade", "yard", "croft",
        "grange", "broadway", "circus", "gate", "paddock", "passage", "promenade", "brae", "terr",
    ]
}
