#!/usr/bin/env python3
"""Regenerates Sources/TextSense/Correction/Dictionaries/en.irregular: English irregular forms keyed by the
regular forms a writer builds instead (`teached` -> `taught`, `childs` -> `children`, `gooder` -> `better`).

Input: WordNet 3.0's morphological exception lists (Debian `wordnet-base`, /usr/share/wordnet/verb.exc,
noun.exc and adj.exc; lines `irregular base`) and the English lexicon (Dictionaries/en.lex, which must be
generated first). Each irregular form is classified by its ending (a verb's `-ing` or `-s` form, else its
past; a noun's plural; an adjective's `-er`/`-est` form) and the base is inflected by the regular rules a
writer over-applies (`teach` + `ed`, `die` + `ing`, `lay` + `ed`, `quit` + `t` + `ed`). A pair is kept when
the regular form is not a word of the lexicon and the irregular form is. The irregular form inflected
again (`lefted`, `childrens`) maps to it too, unless that spelling is already a regular form.

Run from the repository root after `apt-get install wordnet-base`:
    python3 scripts/spelling/generate-irregular.py [WORDNET_DIR]

Output: a `#` header ending with `#END`, then one line per regular form, sorted:
`regular<TAB>irregular[<TAB>irregular…]`, lower-case ASCII.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DICTS = os.path.join(HERE, "..", "..", "Sources", "TextSense", "Correction", "Dictionaries")
VOWELS = set("aeiou")

# The notice WordNet's licence asks to appear on all copies (from /usr/share/doc/wordnet-base/copyright).
NOTICE = """\
WordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved.
Permission to use, copy, modify and distribute this software and database and its documentation for any
purpose and without fee or royalty is hereby granted, provided that you agree to comply with the following
copyright notice and statements, including the disclaimer, and that the same appear on ALL copies of the
software, database and documentation, including modifications that you make for internal use or for
distribution.
THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR
WARRANTIES, EXPRESS OR IMPLIED.  BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO
REPRESENTATIONS OR WARRANTIES OF MERCHANT-ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE
LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS,
TRADEMARKS OR OTHER RIGHTS.
The name of Princeton University or Princeton may not be used in advertising or publicity pertaining to
distribution of the software and/or database.  Title to copyright in this software, database and any
associated documentation shall at all times remain with Princeton University and LICENSEE agrees to preserve
same."""


def lexicon_keys(path):
    """The lower-cased keys of a `.lex` file (format: generate-lexicons.py)."""
    data = open(path, "rb").read()
    pos = 0
    while data[pos:pos + 1] == b"#":
        end = data.index(b"\n", pos)
        line = data[pos:end]
        pos = end + 1
        if line == b"#END":
            break
    keys, previous = set(), b""
    while pos < len(data):
        shared, suffix = data[pos], data[pos + 1]
        pos += 2
        key = previous[:shared] + data[pos:pos + suffix]
        pos += suffix
        flags = data[pos + 1]
        pos += 2
        if flags & 8:
            pos += 1 + data[pos]
        keys.add(key.decode("utf-8"))
        previous = key
    return keys


def consonant_final(base):
    """Ends consonant-vowel-consonant (`quit`, `stop`): the final consonant may be doubled."""
    return (len(base) >= 3 and base[-1] not in VOWELS and base[-1] not in "wxy"
            and base[-2] in VOWELS and base[-3] not in VOWELS)


def suffixed(base, suffix):
    """`base` + `suffix` by each regular rule a writer may apply: plain, final `e` dropped, `y` made `i`,
    final consonant doubled."""
    forms = {base + suffix}
    if base.endswith("e") and suffix[0] in "ei":
        forms.add(base[:-1] + suffix)
    if base.endswith("y") and len(base) >= 2 and base[-2] not in VOWELS and suffix != "ing":
        forms.add(base[:-1] + "i" + suffix)
    if consonant_final(base) and suffix[0] in "ei":
        forms.add(base + base[-1] + suffix)
    return forms


def plural(base):
    sibilant = base.endswith(("s", "x", "z", "ch", "sh"))
    forms = {base + "es"} if sibilant else {base + "s"}
    if base.endswith("o"):
        forms.add(base + "es")
    if base.endswith("y") and len(base) >= 2 and base[-2] not in VOWELS:
        forms.add(base[:-1] + "ies")
    return forms


def regular_forms(kind, irregular, base):
    if kind == "verb":
        if irregular.endswith("ing"):
            return suffixed(base, "ing")
        if irregular.endswith("s") and not base.endswith("s"):
            return plural(base)
        return suffixed(base, "ed")
    if kind == "noun":
        return plural(base)
    if irregular.endswith("est"):
        return suffixed(base, "est")
    if irregular.endswith("er"):
        return suffixed(base, "er")
    return set()


def main():
    wordnet = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/wordnet"
    keys = lexicon_keys(os.path.join(DICTS, "en.lex"))
    table, twice = {}, {}
    for kind in ("verb", "noun", "adj"):
        with open(os.path.join(wordnet, kind + ".exc"), encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if len(parts) < 2:
                    continue
                irregular = parts[0]
                if not irregular.isascii() or not irregular.isalpha():
                    continue
                for base in parts[1:]:
                    if not base.isascii() or not base.isalpha() or base == irregular or irregular not in keys:
                        continue
                    for form in regular_forms(kind, irregular, base):
                        if form not in keys:
                            table.setdefault(form, set()).add(irregular)
                    # The irregular form inflected once more (`lefted`, `childrens`): marked twice.
                    if kind != "adj" and not irregular.endswith(("ed", "s", "ing")):
                        for form in regular_forms(kind, irregular, irregular):
                            if form not in keys:
                                twice.setdefault(form, set()).add(irregular)
    # A form over-regularised once (`layed`: `laid`) is not read as marked twice (`lay` + `ed`).
    for form, irregulars in twice.items():
        table.setdefault(form, irregulars)
    try:
        version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "wordnet-base"], capture_output=True,
                                 text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        version = "unknown"
    out = os.path.join(DICTS, "en.irregular")
    with open(out, "w", encoding="utf-8") as f:
        f.write(f"# TextSense irregular English forms by their regularised spelling: {len(table)} entries.\n")
        f.write("# Generated by scripts/spelling/generate-irregular.py; do not edit by hand.\n")
        f.write(f"# Source: WordNet 3.0 verb.exc, noun.exc, adj.exc (Debian wordnet-base {version}),"
                " filtered by en.lex. Licence: WordNet 3.0 licence (BSD-like):\n")
        for line in NOTICE.splitlines():
            f.write("# " + line + "\n")
        f.write("#END\n")
        for regular in sorted(table):
            f.write(regular + "\t" + "\t".join(sorted(table[regular])) + "\n")
    print(f"{out}: {len(table)} entries")


if __name__ == "__main__":
    main()
