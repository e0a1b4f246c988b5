#!/usr/bin/env python3
"""Regenerates Sources/TextSense/Money/CurrencyData.swift and Sources/TextSense/Quantities/UnitData.swift.

Sources (Debian packages: `apt-get install iso-codes unicode-cldr-core`; scripts/setup.sh installs only what the build
and the tests need):
- iso-codes (/usr/share/iso-codes/json/iso_4217.json, LGPL-2.1+): the current ISO 4217 codes.
- unicode-cldr-core (/usr/share/unicode/cldr/common, Unicode licence v3): currency symbols and display names
  with their plural forms, minor units (currencyData fractions), each region's tender, compact-number
  magnitude words, unit names and abbreviations per language, unit systems and exact conversion factors
  (supplemental/units.xml). CLDR is the data ICU's ucurr_*/unum*/MeasureFormat tables are built from.

Usage: python3 scripts/money/generate-money-quantity-data.py
"""
import json, os, re, sys
import xml.etree.ElementTree as ET
from fractions import Fraction

CLDR = "/usr/share/unicode/cldr/common"
ISO = "/usr/share/iso-codes/json/iso_4217.json"
LANGS = ["en", "ru", "pt", "de", "fr", "es"]
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

def pkg_version(name):
    try:
        out = os.popen(f"dpkg-query -W -f='${{Version}}' {name} 2>/dev/null").read().strip()
        return out or "unknown"
    except Exception:
        return "unknown"

def esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')

def main_xml(lang):
    return ET.parse(f"{CLDR}/main/{lang}.xml").getroot()

# ---------------------------------------------------------------- currencies
codes = sorted(c["alpha_3"] for c in json.load(open(ISO))["4217"])
codes = [c for c in codes if not c.startswith("X")]  # XAU, XDR, XXX…: metals, funds, test codes
supp = ET.parse(f"{CLDR}/supplemental/supplementalData.xml").getroot()
digits = {}
for info in supp.iter("info"):
    if info.get("iso4217"):
        digits[info.get("iso4217")] = int(info.get("digits"))
region_currency = {}
for region in supp.find("currencyData").iter("region"):
    for cur in region.findall("currency"):
        if cur.get("to") is None and cur.get("tender") != "false":
            region_currency[region.get("iso3166")] = cur.get("iso4217")
            break

# Funds and units of account (COU "Colombian Real Value Unit", CLF, MXV, UYI, USN "US Dollar (Next day)"…) are
# never legal tender anywhere: their names stay, but their head nouns ("unit", "unidades") are no currency words.
tender_codes, nontender_codes = set(), set()
for region in supp.find("currencyData").iter("region"):
    for cur in region.findall("currency"):
        (nontender_codes if cur.get("tender") == "false" else tender_codes).add(cur.get("iso4217"))
funds = nontender_codes - tender_codes

# Russian adjective endings (nominative and the count forms CLDR writes: российский рубль, бангладешская така,
# новых израильских шекелей).
RU_ADJECTIVE = re.compile(r"(ий|ый|ой|ая|яя|ое|ее|ие|ые|их|ых|ого|его|ой|ей|ую|юю)$")

def head_noun(words, lang):
    """The head noun of a currency's name of several words: an English or German name puts it last (`us dollar`,
    `südkoreanischer won`), a Portuguese, Spanish or French one first (`won sul-coreano`, `dollar des états-unis`).
    A Russian name puts it last after adjectives (`российский рубль`) and first before a genitive
    (`доллар сша`, `вату вануату`, `доллар островов кайман`)."""
    if lang in ("en", "de"):
        return words[-1]
    if lang == "ru":
        return words[-1] if RU_ADJECTIVE.search(words[0]) else words[0]
    return words[0]

symbols = {c: set() for c in codes}
names = {c: set() for c in codes}
heads = {}
for lang in ["root"] + LANGS:
    root = main_xml(lang)
    for cur in root.iter("currency"):
        code = cur.get("type")
        if code not in symbols:
            continue
        for s in cur.findall("symbol"):
            t = (s.text or "").strip()
            if t and t != code and not re.fullmatch(r"[A-Za-z]{3}", t):
                symbols[code].add(t)
        if lang == "root":
            continue
        for n in cur.findall("displayName"):
            t = (n.text or "").strip().lower()
            if t:
                names[code].add(t)
                words = t.split()
                if len(words) > 1 and code not in funds and "(" not in t:
                    heads.setdefault(head_noun(words, lang), set()).add(code)

# Magnitude words from the compact decimal formats (long: "Millionen", short: "Mio.", "млрд", "k").
magnitudes = {}
for lang in LANGS:
    root = main_xml(lang)
    numbers = root.find("numbers")
    for dfl in numbers.iter("decimalFormats"):
        if dfl.get("numberSystem") not in (None, "latn"):
            continue
        for length in dfl.iter("decimalFormatLength"):
            for p in length.iter("pattern"):
                typ, text = p.get("type"), (p.text or "")
                if not typ or not typ.isdigit() or text == "0":
                    continue
                zeros = len(re.findall("0", text))
                exponent = len(typ) - 1 - (zeros - 1)
                word = text.replace("0", "").replace("'", "").replace("\u00a0", " ").strip()
                if word and exponent in (3, 6, 9, 12):
                    magnitudes.setdefault(word.lower(), exponent)

out = []
out.append("// GENERATED by scripts/money/generate-money-quantity-data.py — do not edit by hand.")
out.append(f"// Sources: Debian iso-codes {pkg_version('iso-codes')} (iso_4217.json, LGPL-2.1+); Debian unicode-cldr-core")
out.append(f"// {pkg_version('unicode-cldr-core')} (CLDR main/{{root,{','.join(LANGS)}}}.xml currencies and compact decimal formats,")
out.append("// supplementalData.xml fractions and region currencies; Unicode License v3).")
out.append("")
out.append("enum CurrencyData {")
out.append("    /// One line per ISO 4217 code: `CODE<TAB>minor digits<TAB>symbols (|-separated)<TAB>lower-cased names in en, ru,")
out.append("    /// pt, de, fr, es with their plural forms (|-separated)`.")
out.append('    static let currencies = """')
for c in codes:
    out.append("\t".join([c, str(digits.get(c, digits.get("DEFAULT", 2))), "|".join(sorted(symbols[c])), "|".join(sorted(names[c]))]))
out.append('"""')
out.append("    /// `REGION<TAB>CODE`: the tender of each ISO 3166 region today.")
out.append('    static let regionCurrencies = """')
for r in sorted(region_currency):
    if re.fullmatch(r"[A-Z]{2}", r):
        out.append(f"{r}\t{region_currency[r]}")
out.append('"""')
out.append("    /// `head noun<TAB>codes (|-separated)`: the noun of multi-word names (`dollars` of `us dollars`), ambiguous")
out.append("    /// where several currencies share it.")
out.append('    static let headNouns = """')
for w in sorted(heads):
    if len(w) > 2 and not any(w in names[c] for c in codes if c not in heads[w]):
        out.append(f"{w}\t{'|'.join(sorted(heads[w]))}")
out.append('"""')
out.append("    /// `word<TAB>power of ten`: magnitude words of the six languages' compact number formats.")
out.append('    static let magnitudes = """')
for w in sorted(magnitudes):
    out.append(f"{w}\t{magnitudes[w]}")
out.append('"""')
out.append("}")
open(f"{ROOT}/Sources/TextSense/Money/CurrencyData.swift", "w").write("\n".join(out).replace('"""\n"""', '"""\n"""') + "\n")

# ---------------------------------------------------------------- units
# The units the detector knows (CLDR unit ids) and, for the imperial/US ones, the unit a metric reader wants.
KNOWN = {
    "length": ["kilometer", "meter", "centimeter", "millimeter", "mile", "yard", "foot", "inch"],
    "mass": ["kilogram", "gram", "milligram", "metric-ton", "pound", "ounce", "stone"],
    "volume": ["liter", "milliliter", "deciliter", "centiliter", "gallon", "quart", "pint", "cup", "fluid-ounce", "tablespoon", "teaspoon", "cubic-meter"],
    "temperature": ["celsius", "fahrenheit", "kelvin"],
    "speed": ["kilometer-per-hour", "mile-per-hour", "meter-per-second", "knot"],
    "area": ["square-kilometer", "square-meter", "square-centimeter", "square-mile", "square-foot", "square-inch", "hectare", "acre"],
    "duration": ["hour", "minute", "second", "millisecond"],
    "digital": ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "kilobit", "megabit", "gigabit"],
    "frequency": ["hertz", "kilohertz", "megahertz", "gigahertz"],
    "energy": ["joule", "kilojoule", "kilowatt-hour", "calorie", "kilocalorie", "foodcalorie"],
    "power": ["watt", "kilowatt", "megawatt", "horsepower"],
}
PAIRS = {"mile": "kilometer", "yard": "meter", "foot": "meter", "inch": "centimeter", "pound": "kilogram",
         "ounce": "gram", "stone": "kilogram", "gallon": "liter", "quart": "liter", "pint": "liter", "cup": "milliliter",
         "fluid-ounce": "milliliter", "fahrenheit": "celsius", "mile-per-hour": "kilometer-per-hour",
         "square-mile": "square-kilometer", "square-foot": "square-meter", "square-inch": "square-centimeter",
         "acre": "hectare", "tablespoon": "milliliter", "teaspoon": "milliliter"}
REVERSE = {"kilometer": "mile", "meter": "foot", "centimeter": "inch", "kilogram": "pound", "gram": "ounce",
           "liter": "gallon", "milliliter": "fluid-ounce", "celsius": "fahrenheit",
           "kilometer-per-hour": "mile-per-hour", "square-meter": "square-foot", "square-kilometer": "square-mile",
           "hectare": "acre"}

units_root = ET.parse(f"{CLDR}/supplemental/units.xml").getroot()
constants = {}
for c in units_root.iter("unitConstant"):
    constants[c.get("constant")] = c.get("value")

def evaluate(expr):
    expr = expr.replace(" ", "")
    num, _, den = expr.partition("/")
    def product(p):
        v = Fraction(1)
        for f in p.split("*"):
            if f in constants:
                v *= evaluate(constants[f])
            elif "E" in f:
                m, e = f.split("E")
                v *= Fraction(m) * Fraction(10) ** int(e)
            else:
                v *= Fraction(f)
        return v
    v = product(num)
    if den:
        v /= product(den)
    return v

convert = {}
for cu in units_root.iter("convertUnit"):
    convert[cu.get("source")] = (cu.get("baseUnit"), evaluate(cu.get("factor", "1")), evaluate(cu.get("offset", "0")), cu.get("systems", ""))
PREFIX = {"kilo": Fraction(1000), "mega": Fraction(10**6), "giga": Fraction(10**9), "tera": Fraction(10**12),
          "centi": Fraction(1, 100), "milli": Fraction(1, 1000), "deci": Fraction(1, 10)}

def conversion(unit):
    if unit in convert:
        return convert[unit]
    if unit.startswith("square-"):
        base, f, o, s = conversion(unit[7:])
        return ("square-" + base, f * f, Fraction(0), s)
    if unit.startswith("cubic-"):
        base, f, o, s = conversion(unit[6:])
        return ("cubic-" + base, f * f * f, Fraction(0), s)
    if "-per-" in unit:
        a, b = unit.split("-per-")
        ba, fa, _, sa = conversion(a)
        bb, fb, _, _ = conversion(b)
        return (ba + "-per-" + bb, fa / fb, Fraction(0), sa)
    for p, f in PREFIX.items():
        if unit.startswith(p) and unit[len(p):] in convert or (unit.startswith(p) and unit[len(p):] in ("meter", "gram", "liter", "byte", "bit", "hertz", "watt", "joule")):
            rest = unit[len(p):]
            base, bf, o, s = conversion(rest)
            return (base, bf * f, o, s)
    if unit in ("meter", "gram", "second", "byte", "bit", "kelvin"):
        return (unit, Fraction(1), Fraction(0), "metric")
    if "-" in unit:  # a product such as kilowatt-hour
        a, b = unit.split("-", 1)
        ba, fa, _, sa = conversion(a)
        bb, fb, _, _ = conversion(b)
        return (ba + "-" + bb, fa * fb, Fraction(0), sa)
    sys.exit(f"no conversion for {unit}")

def decimal_string(fr):
    # Exact when the denominator has only 2s and 5s; otherwise 34 significant digits (Foundation Decimal's reach).
    n, d = fr.numerator, fr.denominator
    sign = "-" if n < 0 else ""
    n = abs(n)
    whole, rest = divmod(n, d)
    digits_out = []
    for _ in range(40):
        if rest == 0:
            break
        rest *= 10
        q, rest = divmod(rest, d)
        digits_out.append(str(q))
    return sign + str(whole) + ("." + "".join(digits_out) if digits_out else "")

def system_of(unit, systems):
    s = systems.split()
    if "metric" in s or "si" in s or unit in ("byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "kilobit", "megabit", "gigabit", "hour", "minute", "second", "millisecond"):
        return "metric"
    if "ussystem" in s and "uksystem" not in s:
        return "us"
    if "uksystem" in s and "ussystem" not in s:
        return "imperial"
    if "ussystem" in s:
        return "us"
    return "metric"

def english_symbol(unit):
    for ul in main_xml("en").iter("unitLength"):
        if ul.get("type") != "short":
            continue
        for u in ul.iter("unit"):
            if u.get("type") and u.get("type").split("-", 1)[1] == unit:
                for p in u.findall("unitPattern"):
                    if p.get("count") == "other":
                        return (p.text or "").replace("{0}", "").replace("\u00a0", " ").strip()
    return unit

def unit_forms(lang, unit):
    forms = set()
    root = main_xml(lang)
    for ul in root.iter("unitLength"):
        for u in ul.iter("unit"):
            t = u.get("type")
            if t is None or t.split("-", 1)[1] != unit:
                continue
            for p in u.findall("unitPattern"):
                w = (p.text or "").replace("{0}", "").replace("\u00a0", " ").replace("\u202f", " ").strip()
                if w:
                    forms.add(w)
    return forms

rows = []
for category, units in KNOWN.items():
    for unit in units:
        base, factor, offset, systems = conversion(unit)
        system = system_of(unit, systems if unit in convert else conversion(unit)[3])
        forms = set()
        for lang in LANGS:
            forms |= unit_forms(lang, unit)
        target = PAIRS.get(unit) or REVERSE.get(unit) or ""
        rows.append((unit, category, system, base, decimal_string(factor), decimal_string(offset), target, english_symbol(unit), sorted(forms)))

out = []
out.append("// GENERATED by scripts/money/generate-money-quantity-data.py — do not edit by hand.")
out.append(f"// Source: Debian unicode-cldr-core {pkg_version('unicode-cldr-core')} (CLDR main/{{{','.join(LANGS)}}}.xml unit patterns,")
out.append("// supplemental/units.xml systems and conversion factors, evaluated exactly; Unicode License v3).")
out.append("")
out.append("enum UnitData {")
out.append("    /// One line per unit: `cldr-id<TAB>category<TAB>metric|us|imperial<TAB>base unit<TAB>factor to base<TAB>offset")
out.append("    /// <TAB>conversion target<TAB>English short symbol<TAB>names and symbols in en, ru, pt, de, fr, es (|-separated, as CLDR writes them)`.")
out.append('    static let units = """')
for r in rows:
    out.append("\t".join(list(r[:8]) + ["|".join(r[8])]))
out.append('"""')
out.append("}")
open(f"{ROOT}/Sources/TextSense/Quantities/UnitData.swift", "w").write("\n".join(out) + "\n")
print(f"{len(codes)} currencies, {len(magnitudes)} magnitude words, {len(rows)} units")
