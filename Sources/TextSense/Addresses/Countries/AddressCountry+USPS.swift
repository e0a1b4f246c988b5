// USPS Publication 28, Postal Addressing Standards, Appendix C1 (Street Suffix Abbreviations): every primary
// street suffix name and its Postal Service standard abbreviation. No maintained machine-readable copy of the
// table was found among the Debian and PyPI packages the project may install, so it is written here from the
// publication.
// Left out: abbreviations that are also common words or other words' abbreviations in English text (`IS`,
// `UN`, `PR`, `BR`, `FT`, `MT`, `EST`, `EXT`, `VIA`, `VIS`, `KY`, `HL`, `ML`, `CP`, `BG`, `DL`, `DM`, `DV`, `WL`).

extension AddressCountry {
    /// The suffixes of Appendix C1 that `englishStreetTypes` does not hold: taken only with a locality
    /// (`rareStreetTypes`), since many are common words (`Run`, `View`, `Key`, `Pass`).
    static let uspsStreetSuffixes: Set<String> = Set([
        "alley", "aly", "anex", "anx", "arcade", "arc", "bayou", "byu", "beach", "bch", "bend", "bnd", "bluff", "blf", "bluffs",
        "blfs", "bottom", "btm", "branch", "bridge", "brg", "brook", "brk", "brooks", "brks", "burg", "burgs", "bgs",
        "bypass", "byp", "camp", "canyon", "cyn", "cape", "cpe", "causeway", "cswy", "center", "ctr", "centers", "ctrs",
        "circles", "cirs", "cliff", "clf", "cliffs", "clfs", "club", "clb", "common", "cmn", "commons", "cmns", "corner",
        "cor", "corners", "cors", "course", "crse", "courts", "cts", "cove", "cv", "coves", "cvs", "creek", "crk", "crest",
        "crst", "crossing", "xing", "crossroad", "xrd", "crossroads", "xrds", "curve", "curv", "dale", "dam", "divide",
        "drives", "drs", "estate", "estates", "ests", "extension", "extensions", "exts", "fall", "falls", "fls", "ferry", "fry",
        "field", "fld", "fields", "flds", "flat", "flt", "flats", "flts", "ford", "frd", "fords", "frds", "forest", "frst",
        "forge", "frg", "forges", "frgs", "fork", "frk", "forks", "frks", "fort", "garden", "gdn", "gateway", "gtwy", "glen",
        "gln", "glens", "glns", "green", "grn", "greens", "grns", "grove", "grv", "groves", "grvs", "harbor", "hbr",
        "harbors", "hbrs", "haven", "hvn", "heights", "hts", "hill", "hills", "hls", "hollow", "holw", "inlet", "inlt",
        "island", "islands", "iss", "isle", "junction", "jct", "junctions", "jcts", "key", "keys", "kys", "knoll", "knl",
        "knolls", "knls", "lake", "lk", "lakes", "lks", "land", "landing", "lndg", "light", "lgt", "lights", "lgts", "loaf",
        "lf", "lock", "lck", "locks", "lcks", "lodge", "ldg", "mall", "manor", "mnr", "manors", "mnrs", "meadow", "mdw",
        "meadows", "mdws", "mill", "mills", "mls", "mission", "msn", "motorway", "mtwy", "mount", "mountain", "mtn",
        "mountains", "mtns", "neck", "nck", "orchard", "orch", "oval", "overpass", "opas", "parks", "parkways", "pass",
        "passage", "psge", "path", "pine", "pne", "pines", "pnes", "plain", "pln", "plains", "plns", "points", "pts", "port",
        "prt", "ports", "prts", "prairie", "radial", "radl", "ramp", "ranch", "rnch", "rapid", "rpd", "rapids", "rpds",
        "rest", "rst", "ridge", "rdg", "ridges", "rdgs", "river", "riv", "roads", "rds", "run", "shoal", "shl", "shoals",
        "shls", "shore", "shr", "shores", "shrs", "skyway", "skwy", "spring", "spg", "springs", "spgs", "spur", "spurs",
        "squares", "sqs", "station", "sta", "stravenue", "stra", "stream", "strm", "streets", "sts", "summit", "smt",
        "throughway", "trwy", "trace", "trce", "track", "trak", "trafficway", "trfy", "trailer", "trlr", "tunnel", "tunl",
        "underpass", "upas", "union", "unions", "uns", "valley", "vly", "valleys", "vlys", "viaduct", "view", "vw", "views",
        "vws", "village", "vlg", "villages", "vlgs", "ville", "vista", "wall", "ways", "well", "wells", "wls",
    ]).subtracting(englishStreetTypes)

    /// Thoroughfare descriptors of British addresses beyond the shared English ones (Royal Mail publishes no list:
    /// its Postcode Address File keeps each thoroughfare as named): taken with a locality only.
    static let britishStreetWords: Set<String> = [
        "parade", "quay", "wharf", "approach", "chase", "rise", "vale", "wynd", "embankment", "esplanade", "yard", "croft",
        "grange", "broadway", "circus", "gate", "paddock", "passage", "promenade", "brae", "terr",
    ]
}
