#!/usr/bin/env python3
"""Runs peer libraries over the TextSense gold corpus and a throughput text; prints one JSON object.

Used by `textsense-bench run --peers` (Benchmarks/Peers.swift), which scores the predictions with the same
scorer as TextSense. Peers are optional: one that is not installed is reported with "available": false.

    python run_peers.py --gold gold.jsonl --text dense.txt [--budget SECONDS]

Output: {"peers": [{"name", "types", "available", "reason"?, "predictions": {doc_id: [entity]},
                    "speed": {"bytes", "seconds", "found"}}],
         "spelling": {"hunspell" | "symspellpy": {lang: [[suggestion, …] per misspelling]} or {"unavailable": why}}}
Entity offsets are UTF-8 byte offsets (converted from Python's code-point offsets).
"""
import argparse
import datetime
import json
import sys
import time


def byte_offsets(text):
    """Maps a code-point index to its UTF-8 byte offset."""
    table = [0] * (len(text) + 1)
    n = 0
    for i, ch in enumerate(text):
        table[i] = n
        n += len(ch.encode("utf-8"))
    table[len(text)] = n
    return table


# ---- peers: each returns a list of (start_char, end_char, type, value) for one document ----

def make_phonenumbers():
    import phonenumbers

    def run(text, doc):
        out = []
        for m in phonenumbers.PhoneNumberMatcher(text, doc.get("region", "US")):
            e164 = phonenumbers.format_number(m.number, phonenumbers.PhoneNumberFormat.E164)
            out.append((m.start, m.end, "phone", {"e164": e164}))
        return out
    return run, ["phone"]


def make_linkify():
    from linkify_it import LinkifyIt
    from linkify_it.tlds import TLDS
    linkify = LinkifyIt().tlds(TLDS)

    def run(text, doc):
        out = []
        for m in linkify.match(text) or []:
            if m.schema == "mailto:":
                out.append((m.index, m.last_index, "email", {"address": m.text, "url": m.url}))
            else:
                out.append((m.index, m.last_index, "link", {"url": m.url}))
        return out
    return run, ["link", "email"]


def make_dateparser():
    from dateparser.search import search_dates

    def run(text, doc):
        now = datetime.datetime.fromisoformat(doc.get("now", "2026-12-03T10:00:00"))
        settings = {"RELATIVE_BASE": now, "TIMEZONE": doc.get("tz", "UTC"), "RETURN_AS_TIMEZONE_AWARE": True,
                    "PREFER_DATES_FROM": "future"}
        found = search_dates(text, languages=[doc.get("lang", "en")], settings=settings) or []
        out = []
        pos = 0
        for phrase, value in found:
            i = text.find(phrase, pos)
            if i < 0:
                continue
            pos = i + len(phrase)
            out.append((i, pos, "date", {"start": value.isoformat()}))
        return out
    return run, ["date"]


def make_pyap():
    import pyap
    supported = {"US": "US", "CA": "CA", "GB": "GB"}

    def run(text, doc):
        country = supported.get(doc.get("region", ""))
        if country is None:
            return []
        out = []
        for a in pyap.parse(text, country=country):
            d = a.as_dict()
            comps = {}
            if d.get("street_number"):
                comps["houseNumber"] = d["street_number"]
            street = " ".join(x for x in (d.get("street_name"), d.get("street_type")) if x)
            if street:
                comps["street"] = street
            for src, dst in (("city", "city"), ("region1", "region"), ("postal_code", "postalCode"),
                             ("occupancy", "unit")):
                if d.get(src):
                    comps[dst] = d[src]
            # pyap's match offsets refer to its own normalized copy of the text; find the address in ours.
            start = text.find(d["full_address"])
            if start < 0:
                continue
            out.append((start, start + len(d["full_address"]), "address", {"components": comps}))
        return out
    return run, ["address"]


def make_price_parser():
    """price-parser reads one price string; it does not search text. It is given each gold money phrase (and,
    for speed, each line of the text): its row measures value accuracy on the same phrases as TextSense's."""
    from price_parser import Price

    def run(text, doc):
        out = []
        phrases = [(e["start"], e["end"]) for e in doc.get("entities", []) if e.get("type") == "money"]
        if not phrases and "entities" not in doc:   # the speed text: every line is a candidate
            pos = 0
            for line in text.split("\n"):
                phrases.append((pos, pos + len(line)))
                pos += len(line) + 1
        b = text.encode("utf-8")
        for start, end in phrases:
            if "entities" in doc:   # gold offsets are UTF-8 bytes
                phrase = b[start:end].decode("utf-8")
                cs = len(b[:start].decode("utf-8"))
            else:
                phrase, cs = text[start:end], start
            price = Price.fromstring(phrase)
            if price.amount is None:
                continue
            value = {"amount": format(price.amount, "f")}
            if price.currency:
                value["currency"] = PRICE_PARSER_SYMBOLS.get(price.currency, price.currency)
            out.append((cs, cs + len(phrase), "money", value))
        return out
    return run, ["money"]


# price-parser returns the currency as written; the usual symbols are mapped to ISO codes so that its values
# can be compared (an ambiguous `$` is read as the document region's dollar only by TextSense).
PRICE_PARSER_SYMBOLS = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "R$": "BRL", "₽": "RUB", "руб.": "RUB",
                        "₹": "INR", "CHF": "CHF", "¥": "JPY"}

# quantulum3's unit names → CLDR unit ids.
QUANTULUM_UNITS = {
    "kilometre": "kilometer", "metre": "meter", "centimetre": "centimeter", "millimetre": "millimeter",
    "mile": "mile", "foot": "foot", "inch": "inch", "yard": "yard", "kilogram": "kilogram", "gram": "gram",
    "milligram": "milligram", "pound-mass": "pound", "ounce": "ounce", "tonne": "metric-ton", "litre": "liter",
    "millilitre": "milliliter", "gallon": "gallon", "cup": "cup", "degree Celsius": "celsius",
    "degree fahrenheit": "fahrenheit", "degree Fahrenheit": "fahrenheit", "kelvin": "kelvin",
    "kilometre per hour": "kilometer-per-hour", "mile per hour": "mile-per-hour", "hour": "hour",
    "minute": "minute", "second": "second", "millisecond": "millisecond", "square metre": "square-meter",
    "square centimetre": "square-centimeter", "square foot": "square-foot", "acre": "acre", "hectare": "hectare",
    "byte": "byte", "kilobyte": "kilobyte", "megabyte": "megabyte", "gigabyte": "gigabyte", "terabyte": "terabyte",
    "hertz": "hertz", "gigahertz": "gigahertz", "megahertz": "megahertz", "watt": "watt", "kilowatt": "kilowatt",
    "kilowatt hour": "kilowatt-hour", "calorie": "calorie", "kilocalorie": "kilocalorie",
}


def make_quantulum3():
    from quantulum3 import parser

    def run(text, doc):
        if doc.get("lang", "en") != "en":   # quantulum3 reads English
            return []
        out = []
        for q in parser.parse(text):
            name = q.unit.name
            if name in ("dimensionless", "") or q.span is None:
                continue
            value = q.value
            written = format(value, "g") if isinstance(value, float) else str(value)
            if written.endswith(".0"):
                written = written[:-2]
            out.append((q.span[0], q.span[1], "quantity", {"value": written, "unit": QUANTULUM_UNITS.get(name, name)}))
        return out
    return run, ["quantity"]


HUNSPELL_DICTIONARIES = {"en": "en_US", "ru": "ru_RU", "pt": "pt_BR", "de": "de_DE", "fr": "fr_FR", "es": "es_ES"}


def hunspell_suggestions(words, language):
    """Suggestions from Debian's hunspell in pipe mode (-a), one list per word, best first."""
    import subprocess
    dictionary = HUNSPELL_DICTIONARIES.get(language)
    if dictionary is None:
        return None
    # "^" makes hunspell read each line as text to check, never as a pipe-mode command.
    proc = subprocess.run(["hunspell", "-d", dictionary, "-a", "-i", "utf-8"], input="".join("^" + w + "\n" for w in words),
                          capture_output=True, text=True, check=True)
    results, current = [], None
    for line in proc.stdout.split("\n")[1:]:   # first line is the version banner
        if line == "":
            if current is not None:
                results.append(current)
            current = None
        elif line.startswith("&"):
            current = [x.strip() for x in line.split(":", 1)[1].split(",")]
        elif line.startswith("#"):
            current = []
        elif line.startswith("*") or line.startswith("+") or line.startswith("-"):
            current = [words[len(results)]]   # accepted as written
    return results if len(results) == len(words) else None


def make_symspell():
    import importlib.resources
    from symspellpy import SymSpell, Verbosity
    sym = SymSpell(max_dictionary_edit_distance=2, prefix_length=7)
    path = importlib.resources.files("symspellpy") / "frequency_dictionary_en_82_765.txt"
    sym.load_dictionary(str(path), term_index=0, count_index=1)

    def suggest(words, language):
        if language != "en":
            return None   # symspellpy ships an English frequency dictionary only
        return [[s.term for s in sym.lookup(w.lower(), Verbosity.ALL, max_edit_distance=2)][:10] for w in words]
    return suggest


def run_spellers(path):
    with open(path, encoding="utf-8") as f:
        sets = json.load(f)
    out = {}
    try:
        out["hunspell"] = {}
        for lang, words in sets.items():
            s = hunspell_suggestions(words, lang)
            if s is not None:
                out["hunspell"][lang] = s
    except Exception as e:
        out["hunspell"] = {"unavailable": f"{type(e).__name__}: {e}"}
    try:
        suggest = make_symspell()
        out["symspellpy"] = {}
        for lang, words in sets.items():
            s = suggest(words, lang)
            if s is not None:
                out["symspellpy"][lang] = s
    except Exception as e:
        out["symspellpy"] = {"unavailable": f"{type(e).__name__}: {e}"}
    return out


PEERS = [("phonenumbers", make_phonenumbers), ("linkify-it-py", make_linkify), ("dateparser", make_dateparser),
         ("pyap", make_pyap), ("price-parser", make_price_parser), ("quantulum3", make_quantulum3)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gold", required=True)
    ap.add_argument("--text", required=True)
    ap.add_argument("--budget", type=float, default=8.0, help="seconds of speed measurement per peer")
    ap.add_argument("--spelling", help="JSON {lang: [misspelling, …]} to run the spellers on")
    args = ap.parse_args()
    with open(args.gold, encoding="utf-8") as f:
        docs = [json.loads(line) for line in f if line.strip()]
    with open(args.text, encoding="utf-8") as f:
        speed_text = f.read()
    # ~1 KB messages at line ends, like the library's latency run, so slow peers finish within the budget.
    messages, cur = [], ""
    for line in speed_text.split("\n"):
        cur += line + "\n"
        if len(cur.encode("utf-8")) >= 1024:
            messages.append(cur)
            cur = ""
    speed_doc = {"region": "US", "lang": "en", "now": "2026-12-03T10:00:00", "tz": "America/New_York"}

    result = []
    for name, make in PEERS:
        entry = {"name": name}
        try:
            run, types = make()
        except Exception as e:  # not installed, or broken install
            entry.update(available=False, reason=f"{type(e).__name__}: {e}")
            result.append(entry)
            continue
        entry.update(available=True, types=types)
        preds = {}
        for doc in docs:
            text = doc["text"]
            table = byte_offsets(text)
            try:
                found = run(text, doc)
            except Exception as e:
                found = []
                entry.setdefault("errors", []).append(f"{doc['id']}: {type(e).__name__}: {e}")
            preds[doc["id"]] = [{"type": t, "start": table[s], "end": table[e], "value": v}
                                for s, e, t, v in found if 0 <= s <= e <= len(text)]
        entry["predictions"] = preds
        done_bytes, count = 0, 0
        start = time.perf_counter()
        for m in messages:
            count += len(run(m, speed_doc))
            done_bytes += len(m.encode("utf-8"))
            if time.perf_counter() - start > args.budget:
                break
        entry["speed"] = {"bytes": done_bytes, "seconds": time.perf_counter() - start, "found": count}
        result.append(entry)
        print(f"peer {name}: done", file=sys.stderr)
    output = {"peers": result}
    if args.spelling:
        output["spelling"] = run_spellers(args.spelling)
        print("spellers: done", file=sys.stderr)
    json.dump(output, sys.stdout)


if __name__ == "__main__":
    main()
