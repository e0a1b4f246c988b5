#!/usr/bin/env python3
"""Regenerates Sources/TextSense/Correction/Dictionaries/<lang>.lex (and en.bigrams).

Inputs (all redistributable, none fetched at run time by the library):
  * Hunspell dictionaries from Debian (hunspell-en-us, hunspell-en-gb, hunspell-de-de, hunspell-es,
    hunspell-fr-classical, hunspell-pt-br, hunspell-ru) in /usr/share/hunspell, expanded into full word
    forms with `unmunch` (Debian hunspell-tools) and filtered through `hunspell -G`, because unmunch
    over-generates for dictionaries with two-level affixes (en_GB, fr).
  * symspellpy 6.10.1 (PyPI, MIT): frequency_dictionary_en_82_765.txt (Google Books n-gram counts
    intersected with SCOWL) and frequency_bigramdictionary_en_243_342.txt.
  * pyspellchecker 0.9.1 (PyPI, MIT): resources/<lang>.json.gz (OpenSubtitles word counts).

Get the wheels with `pip download --no-deps symspellpy==6.10.1 pyspellchecker==0.9.1 -d DIR`, unzip them
into DIR/sym and DIR/psc, then run from the repository root:
    python3 scripts/spelling/generate-lexicons.py DIR [lang ...]

Output format (documented in Sources/TextSense/Correction/Lexicon.swift): a text header of `#` lines
ending with `#END\n`, then one record per word, sorted by the UTF-8 bytes of the lower-cased key:
  prefix length (u8, bytes shared with the previous key), suffix length (u8), suffix bytes,
  frequency class (u8, round(8 * ln(count)), 0 for unattested), flags (u8), and when flag 8 is set a
  display form (u8 length + bytes).
Flags: 1 = US spelling, 2 = GB spelling (non-English words set both), 4 = correct in lower case,
8 = has a display form (the canonical capitalisation, e.g. `Paris`, `NASA`).
Bigram file: `#` header, then records (delta of first word index as LEB128 varint, second word index as
LEB128 varint, frequency class u8), sorted by (first, second).
"""
import gzip
import json
import math
import os
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Sources", "TextSense", "Correction", "Dictionaries")
HUNSPELL = "/usr/share/hunspell"
LANGS = {
    "en": ["en_US", "en_GB"],
    "de": ["de_DE"],
    "es": ["es_ES"],
    "fr": ["fr_FR"],
    "pt": ["pt_BR"],
    "ru": ["ru_RU"],
}
# Licences of the word lists, from each package's /usr/share/doc/<package>/copyright.
LICENCES = {"en_US": "SCOWL licence (Kevin Atkinson; permissive, quoted in the copyright file)",
            "en_GB": "SCOWL licence (Kevin Atkinson; custom0 in the copyright file, permissive)",
            "de_DE": "GPL-2+ (igerman98, Björn Jacke)",
            "es_ES": "GPL-3+ or LGPL-3+ or MPL-1.1+ (Santiago Bosio)",
            "fr_FR": "MPL-2.0 (Dicollecte)",
            "pt_BR": "LGPL-3 or MPL (Raimundo Santos Moura)",
            "ru_RU": "BSD-style 4-clause licence (Alexander I. Lebedev)"}
PACKAGES = {"en_US": "hunspell-en-us", "en_GB": "hunspell-en-gb", "de_DE": "hunspell-de-de",
            "es_ES": "hunspell-es", "fr_FR": "hunspell-fr-classical", "pt_BR": "hunspell-pt-br",
            "ru_RU": "hunspell-ru"}
# Most word forms kept per language (attested forms first, then the shortest): keeps all six files
# together well under the 30 MB repository budget.
MAX_FORMS = 700_000
MAX_BYTES = 255


def pkg_version(pkg):
    try:
        return subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


# How each dictionary is expanded: unmunch then `hunspell -G` (default); unmunch alone for ru_RU (its
# single-level suffixes expand correctly, and checking 1.3 million forms would take many minutes); for
# pt_BR, whose unmunch output exceeds 80 million forms, the .dic stems plus the subtitle-list words that
# hunspell accepts.
UNCHECKED = {"ru_RU"}
ATTESTED = {"pt_BR": "pt"}


def expand(dic, cache, src):
    """All word forms hunspell accepts for dictionary `dic` (e.g. en_US)."""
    path = os.path.join(cache, dic + ".good")
    if os.path.exists(path):
        return read_lines(path)
    if dic in ATTESTED:
        with gzip.open(os.path.join(src, "psc", "spellchecker", "resources", ATTESTED[dic] + ".json.gz")) as f:
            words = list(json.load(f))
        with open(f"{HUNSPELL}/{dic}.dic", encoding="utf-8", errors="replace") as f:
            stems = [l.split("/")[0].strip().lstrip("\ufeff") for l in f.readlines()[1:]]
        forms = sorted(set(words) | {w for w in stems if w})
    else:
        raw = subprocess.run(["unmunch", f"{HUNSPELL}/{dic}.dic", f"{HUNSPELL}/{dic}.aff"], capture_output=True,
                             check=True).stdout.decode("utf-8", "replace")
        forms = sorted({w.strip().lstrip("\ufeff") for w in raw.splitlines() if w.strip()})
        if dic in UNCHECKED:
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(forms) + "\n")
            return read_lines(path)
    good = subprocess.run(["hunspell", "-d", dic, "-G", "-i", "utf-8"], input="\n".join(forms).encode(),
                          capture_output=True, check=True).stdout.decode("utf-8", "replace")
    with open(path, "w", encoding="utf-8") as f:
        f.write(good)
    return read_lines(path)


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [unicodedata.normalize("NFC", l.strip().lstrip("\ufeff")) for l in f if l.strip()]


def usable(word):
    # German compound fragments (`-straße`, `Haus-`) are not words a user types alone.
    return (0 < len(word.encode()) <= MAX_BYTES and not any(ch.isdigit() or ch.isspace() for ch in word)
            and not word.startswith("-") and not word.endswith("-")
            and any(ch.isalpha() for ch in word))


def qclass(count):
    return max(1, min(255, round(8 * math.log(count)))) if count >= 1 else 0


def build(lang, src):
    cache = os.path.join(src, "cache")
    os.makedirs(cache, exist_ok=True)
    variants = {}  # surface form -> flags (1 US, 2 GB)
    for i, dic in enumerate(LANGS[lang]):
        bit = (1 << i) if lang == "en" else 3
        for w in expand(dic, cache, src):
            if usable(w):
                variants[w] = variants.get(w, 0) | bit
    counts = {}
    with gzip.open(os.path.join(src, "psc", "spellchecker", "resources", lang + ".json.gz")) as f:
        psc = {unicodedata.normalize("NFC", k): v for k, v in json.load(f).items()}
    if lang == "en":
        sym = {}
        sym_words = []
        with open(os.path.join(src, "sym", "symspellpy", "frequency_dictionary_en_82_765.txt"),
                 encoding="utf-8") as f:
            for line in f:
                w, c = line.split()
                sym_words.append(w)
                # symspellpy appends contractions (`don't`) with a placeholder count of 300000: treat
                # those as unattested so the subtitle counts below are used instead.
                if int(c) != 300000:
                    sym[w] = int(c)
        # Put the subtitle counts on the Google Books scale by the median ratio over shared words.
        ratios = sorted(sym[w] / psc[w] for w in sym if w in psc and psc[w] >= 50)
        scale = ratios[len(ratios) // 2]
        for w, c in psc.items():
            counts[w] = c * scale
        counts.update(sym)
        for w in sym_words:  # SCOWL-filtered list: its words are correct in both spellings
            if usable(w):
                variants.setdefault(w, 3)
        # en_GB's expansion is twice en_US's, mostly rare derivations (`-isability`); a British-only
        # form is kept when a frequency list attests it (`colour`, `organise`), which keeps the search
        # space (and the time per lookup) close to the American list's.
        variants = {w: f for w, f in variants.items()
                    if f & 1 or counts.get(w.lower(), 0) >= 1}
    else:
        counts = psc
    # Group surface forms by lower-cased key.
    keys = {}
    for w, flags in variants.items():
        k = w.lower()
        e = keys.setdefault(k, {"flags": 0, "forms": []})
        e["flags"] |= flags
        if w == k:
            e["flags"] |= 4
        else:
            e["forms"].append(w)
    attested = [counts[k] for k in keys if counts.get(k, 0) >= 1]
    floor = min(attested) if attested else 1
    records = []
    for k, e in keys.items():
        c = counts.get(k, 0)
        q = qclass(c) if c >= 1 else max(0, qclass(floor) - 8)
        display = None
        if e["forms"] and not (e["flags"] & 4):
            # Canonical capitalisation: prefer Title-case (Paris) over ALL-CAPS variants.
            display = sorted(e["forms"], key=lambda f: (f.isupper(), f))[0]
        records.append((k, q, e["flags"] | (8 if display else 0), display, c >= 1))
    if len(records) > MAX_FORMS:
        records.sort(key=lambda r: (not r[4], len(r[0]), -r[1]))
        records = records[:MAX_FORMS]
    records.sort(key=lambda r: r[0].encode())
    records = [r for r in records if len(r[0].encode()) <= MAX_BYTES]
    header = [
        f"# TextSense spelling lexicon, language {lang}: {len(records)} words.",
        "# Generated by scripts/spelling/generate-lexicons.py; do not edit by hand.",
    ]
    for dic in LANGS[lang]:
        how = ("stems plus pyspellchecker words accepted by hunspell -G" if dic in ATTESTED else
               "expanded with unmunch" if dic in UNCHECKED else "expanded with unmunch, checked with hunspell -G")
        header.append(f"# Word forms: Hunspell {dic} (Debian {PACKAGES[dic]} {pkg_version(PACKAGES[dic])}),"
                      f" {how}; licence: {LICENCES[dic]}.")
    if lang == "en":
        header.append("# Frequencies: symspellpy 6.10.1 frequency_dictionary_en_82_765.txt (MIT, Wolf Garbe"
                      " / mammothb), then pyspellchecker 0.9.1 en.json.gz (MIT, Tyler Barrus), rescaled.")
    else:
        header.append(f"# Frequencies: pyspellchecker 0.9.1 {lang}.json.gz (MIT, Tyler Barrus).")
    header.append("#END")
    out = bytearray(("\n".join(header) + "\n").encode())
    prev = b""
    index = {}
    for i, (k, q, flags, display, _) in enumerate(records):
        kb = k.encode()
        p = 0
        while p < min(len(prev), len(kb), 255) and prev[p] == kb[p]:
            p += 1
        out += bytes([p, len(kb) - p]) + kb[p:] + bytes([q, flags])
        if display:
            db = display.encode()[:255]
            out += bytes([len(db)]) + db
        prev = kb
        index[k] = i
    with open(os.path.join(OUT, lang + ".lex"), "wb") as f:
        f.write(out)
    print(lang, len(records), "words", len(out), "bytes")
    if lang == "en":
        write_bigrams(src, index)


def varint(n):
    b = bytearray()
    while True:
        x = n & 0x7F
        n >>= 7
        if n:
            b.append(x | 0x80)
        else:
            b.append(x)
            return b


def write_bigrams(src, index):
    pairs = []
    with open(os.path.join(src, "sym", "symspellpy", "frequency_bigramdictionary_en_243_342.txt"),
              encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) != 3:
                continue
            a, b, c = parts
            if a in index and b in index:
                pairs.append((index[a], index[b], qclass(int(c))))
    pairs.sort()
    header = ("# TextSense English bigrams: " + str(len(pairs)) + " pairs of en.lex word indices.\n"
              "# Source: symspellpy 6.10.1 frequency_bigramdictionary_en_243_342.txt (MIT, Wolf Garbe /"
              " mammothb); counts as round(8 * ln(count)).\n#END\n")
    out = bytearray(header.encode())
    last = 0
    for a, b, q in pairs:
        out += varint(a - last) + varint(b) + bytes([q])
        last = a
    with open(os.path.join(OUT, "en.bigrams"), "wb") as f:
        f.write(out)
    print("en bigrams", len(pairs), len(out), "bytes")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    src = sys.argv[1]
    os.makedirs(OUT, exist_ok=True)
    for lang in sys.argv[2:] or LANGS:
        build(lang, src)


if __name__ == "__main__":
    main()
