#!/usr/bin/env python3
"""Compiles Sources/TextSense/Dates/Holidays/HolidayData.swift from the PyPI `holidays` package (MIT).

For each country (and each of its subdivisions and categories) the script reads the holidays of 1990–2060 in
every supported language among en, de, fr, es, pt, ru, and infers one rule per holiday that reproduces every
date the package gives: a fixed day, the nth (or last) weekday of a month, a weekday on or after a day,
Western or Orthodox Easter ± days, or a day of the Chinese, Hebrew or Islamic calendar ± days (checked against
the package's own lunar tables). Observed/substitute days are skipped; holidays no rule explains are listed in
the report on stderr and left out.

Rerun: pip install holidays && python3 scripts/gen-holidays.py
"""
import datetime as dt
import re
import sys
from collections import defaultdict

import holidays
from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter
from holidays.calendars import _ChineseLunisolar, _HebrewLunisolar, _IslamicLunar

COUNTRIES = ["US", "GB", "CA", "DE", "AT", "CH", "FR", "BE", "ES", "MX", "AR", "BR", "PT", "RU"]
# Countries read only for the widely known lunar/lunisolar holidays they carry (matched to a lunar rule).
INTERNATIONAL = ["CN", "IL", "SA"]
YEARS = range(1990, 2061)
LANGS = {"en_US": "en", "en_GB": "en", "en_CA": "en", "de": "de", "fr": "fr", "es": "es", "pt_BR": "pt",
         "pt_PT": "pt", "ru": "ru"}
SKIP = re.compile(r"observed|substitut|day off|bridge|\(estimated\)|\(est\.\)|наблюдаем|перенос|"
                  r"dia de ponte|puente|pont|brückentag|jour férié|weekend|выходной", re.I)
OUT = "Sources/TextSense/Dates/Holidays/HolidayData.swift"

cn, he, isl = _ChineseLunisolar(), _HebrewLunisolar(), _IslamicLunar()


def first(v):
    return v[0] if isinstance(v, tuple) else v


# Lunar events as the package dates them, with the ICU calendar day they are (0-based ICU months).
LUNAR = [
    ("chinese", 0, 1, lambda y: [first(cn.lunar_new_year_date(y))]),
    ("chinese", 4, 5, lambda y: [first(cn.dragon_boat_date(y))]),
    ("chinese", 7, 15, lambda y: [first(cn.mid_autumn_date(y))]),
    ("hebrew", 0, 1, lambda y: [he.rosh_hashanah_date(y)]),
    ("hebrew", 0, 10, lambda y: [he.yom_kippur_date(y)]),
    ("hebrew", 0, 15, lambda y: [he.sukkot_date(y)]),
    ("hebrew", 2, 25, lambda y: [d for d in he.hanukkah_date(y) if d.year == y][:1]),
    ("hebrew", 7, 15, lambda y: [he.passover_date(y)]),
    ("islamic-umalqura", 8, 1, lambda y: sorted(first(x) for x in isl.ramadan_beginning_dates(y))[:1]),
    ("islamic-umalqura", 9, 1, lambda y: sorted(first(x) for x in isl.eid_al_fitr_dates(y))[:1]),
    ("islamic-umalqura", 11, 10, lambda y: sorted(first(x) for x in isl.eid_al_adha_dates(y))[:1]),
]
LUNAR_DATES = []
for cal, m, d, f in LUNAR:
    table = {}
    for y in YEARS:
        try:
            ds = [x for x in f(y) if x and x.year == y]
        except Exception:
            ds = []
        if ds:
            table[y] = ds[0]
    LUNAR_DATES.append(((cal, m, d), table))


# ICU's Chinese calendar computes new moons with an approximation that puts one a few minutes past Beijing
# midnight on the wrong day (2027, 2030). The package's lunar tables (Hong Kong Observatory data) are the
# reference: a helper built from the CICU shim evaluates each lunar rule through ICU, and the years where ICU
# disagrees become corrections in the data file.
HELPER_C = r"""
#include <stdio.h>
#include <stdlib.h>
#include "cicu.h"
int main(int argc, char **argv) {
    for (int y = atoi(argv[4]); y <= atoi(argv[5]); y++) {
        int64_t d = 0; int32_t e = 0;
        int32_t ok = ts_cal_day_in_gregorian_year(argv[1], y, atoi(argv[2]), atoi(argv[3]), &d, &e);
        printf("%d %lld %d\n", y, (long long)d, ok && !e);
    }
    return 0;
}
"""


def icu_dates(cal, m, d):
    import os, subprocess, tempfile
    global _helper
    if "_helper" not in globals():
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        tmp = tempfile.mkdtemp()
        open(os.path.join(tmp, "h.c"), "w").write(HELPER_C)
        _helper = os.path.join(tmp, "h")
        subprocess.run(["cc", "-I", os.path.join(root, "Sources/CICU/include"), os.path.join(tmp, "h.c"),
                        os.path.join(root, "Sources/CICU/cicu.c"), "-licui18n", "-licuuc", "-o", _helper], check=True)
    out = subprocess.run([_helper, cal, str(m), str(d), str(YEARS.start), str(YEARS.stop - 1)], check=True,
                         capture_output=True, text=True).stdout
    res = {}
    for line in out.split("\n"):
        if line:
            y, days, ok = map(int, line.split())
            if ok:
                res[y] = dt.date(1970, 1, 1) + dt.timedelta(days=days)
    return res


CORRECTIONS = []
ICU_MISMATCH = []
for (cal, m, d), table in LUNAR_DATES:
    icu = icu_dates(cal, m, d)
    for y, want in sorted(table.items()):
        if icu.get(y) != want:
            if cal == "islamic-umalqura":
                ICU_MISMATCH.append(f"{cal} {m}/{d} {y}: ICU {icu.get(y)}, package {want}")
            else:
                CORRECTIONS.append((cal, m, d, y, (want - dt.date(1970, 1, 1)).days))


def days_in_month(y, m):
    return (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)).day


def infer(dates):
    """The rule (a Swift expression) reproducing every date, or None."""
    ds = sorted(dates)
    if len(ds) < 5 or len({d.year for d in ds}) != len(ds):
        return None
    md = {(d.month, d.day) for d in ds}
    if len(md) == 1:
        m, d = md.pop()
        return f".fixed(month: {m}, day: {d})"
    for kind, method in (("easter", EASTER_WESTERN), ("orthodoxEaster", EASTER_ORTHODOX)):
        offs = {(d - easter(d.year, method)).days for d in ds}
        if len(offs) == 1:
            return f".{kind}(offset: {offs.pop()})"
    months, wds = {d.month for d in ds}, {d.isoweekday() % 7 + 1 for d in ds}
    if len(months) == 1 and len(wds) == 1 and len(ds) >= 14:
        m, wd = months.pop(), wds.pop()
        lo, hi = min(d.day for d in ds), max(d.day for d in ds)
        if hi - lo <= 6:
            if lo in (1, 8, 15, 22) and hi == lo + 6:
                return f".nthWeekday(month: {m}, weekday: {wd}, n: {(lo - 1) // 7 + 1})"
            if all(d.day + 7 > days_in_month(d.year, m) for d in ds):
                return f".nthWeekday(month: {m}, weekday: {wd}, n: -1)"
            if hi == lo + 6:
                return f".weekdayOnOrAfter(month: {m}, day: {lo}, weekday: {wd})"
    for (cal, m, d), table in LUNAR_DATES:
        offs = {(x - table[x.year]).days for x in ds if x.year in table}
        if len(offs) == 1 and sum(x.year in table for x in ds) == len(ds) and abs(next(iter(offs))) <= 10:
            return f'.lunar(calendar: .{ {"chinese": "chinese", "hebrew": "hebrew"}.get(cal, "islamic") }, month: {m}, day: {d}, offset: {offs.pop()})'
    return None


def clean(name):
    n = name.lower().replace("’", "'").strip()
    n = re.sub(r"\s*\([^)]*\)", "", n)      # "(Spring Festival)", "(Mexico)"
    n = re.sub(r"[.,;:!]", "", n)
    return re.sub(r"\s+", " ", n).strip()


# (country, en name) -> {years: dates}, {lang: names}
dates = defaultdict(dict)
names = defaultdict(lambda: defaultdict(set))
for country in COUNTRIES + INTERNATIONAL:
    cls = holidays.country_holidays(country).__class__
    langs = [l for l in cls.supported_languages if l in LANGS]
    en = next((l for l in ("en_US", "en_GB", "en_CA") if l in cls.supported_languages), None)
    if en is None:
        continue
    # School breaks, half days and bank/government closures are not days people name as holidays.
    cats = [c for c in cls.supported_categories if c not in ("school", "half_day", "government", "bank", "armed_forces", "workday")]
    subdivs = [None] + (list(cls.subdivisions) if country in COUNTRIES else [])
    for sub in subdivs:
        for lang in [en] + [l for l in langs if l != en]:
            h = holidays.country_holidays(country, subdiv=sub, years=YEARS, language=lang, categories=cats)
            eh = h if lang == en else holidays.country_holidays(country, subdiv=sub, years=YEARS, language=en, categories=cats)
            for day in eh:
                ens, ls = eh[day].split("; "), h[day].split("; ")
                for e in ens:
                    if SKIP.search(e) or lang != en:
                        continue
                    key = (country, e)
                    # A holiday of several days (`Chinese New Year`, `Rosh Hashanah`) is named by its first.
                    if day.year not in dates[key] or day < dates[key][day.year]:
                        dates[key][day.year] = day
                # Several names on one day come in each language's own order: translations are paired only
                # on days with a single holiday.
                if len(ens) == 1 and len(ls) == 1 and not SKIP.search(ens[0]):
                    names[(country, ens[0])][LANGS[lang]].add(clean(ls[0]))

name_countries = defaultdict(set)
entries = defaultdict(lambda: {"names": defaultdict(set), "countries": set()})
unexplained = []
for key, by_year in sorted(dates.items()):
    country, en = key
    ds = list(by_year.values())
    rule = infer(ds)
    if country in INTERNATIONAL and (rule is None or not rule.startswith(".lunar")):
        continue
    if rule is None:
        unexplained.append(f"{country}: {en} ({len(ds)} years)")
        continue
    e = entries[rule]
    for lang, ns in names[key].items():
        # `columbus day / fraternal day` names two holidays; each is a name of its own.
        ns = {part.strip() for n in ns for part in n.split("/") if part.strip()}
        e["names"][lang] |= ns
        for n in ns:
            name_countries[(rule, lang, n)].add(country)
    e["countries"].add(country)

# A name given to holidays on different days (`thanksgiving day`: US in November, CA in October; `fête du
# travail`: FR on 1 May, CA in September) keeps the rule of the first country in the language's own order.
LANG_COUNTRIES = {"en": ["US", "GB", "CA"], "de": ["DE", "AT", "CH", "BE"], "fr": ["FR", "BE", "CH", "CA"],
                  "es": ["ES", "MX", "AR"], "pt": ["BR", "PT"], "ru": ["RU"]}
owner = {}
for rule, e in entries.items():
    for lang, ns in e["names"].items():
        for n in ns:
            pref = LANG_COUNTRIES[lang] + [c for c in COUNTRIES + INTERNATIONAL if c not in LANG_COUNTRIES[lang]]
            rank = min(pref.index(c) for c in name_countries[(rule, lang, n)])
            k = (lang, n)
            if k not in owner or rank < owner[k][0]:
                owner[k] = (rank, rule)
conflicts = set()
for rule, e in entries.items():
    for lang, ns in e["names"].items():
        lost = {n for n in ns if owner[(lang, n)][1] != rule}
        conflicts |= {f"{lang}: {n}" for n in lost}
        e["names"][lang] = ns - lost


def swift_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

lines = [
    "// Generated by scripts/gen-holidays.py — do not edit by hand.",
    f"// Source: the PyPI `holidays` package {holidays.__version__} (https://github.com/vacanza/holidays), MIT licence:",
    "// holiday names (lower-cased, per language) and the countries observing them; each rule was inferred from",
    f"// the package's dates for {YEARS.start}–{YEARS.stop - 1} and reproduces all of them.",
    "extension HolidayData {",
    "    static let entries: [Entry] = [",
]
for rule, e in sorted(entries.items()):
    if not any(e["names"].values()):
        continue
    ns = ", ".join(f"{swift_str(l)}: [{', '.join(swift_str(n) for n in sorted(v))}]" for l, v in sorted(e["names"].items()) if v)
    cs = ", ".join(swift_str(c) for c in sorted(e["countries"]))
    lines.append(f"        Entry(rule: {rule}, names: [{ns}], countries: [{cs}]),")
lines += ["    ]", "",
          "    /// Days (since 1970-01-01) where ICU's calendar disagrees with the package's lunar tables:",
          "    /// (calendar, month, day, Gregorian year) → the package's day.",
          "    static let lunarCorrections: [LunarKey: Int] = ["]
for cal, m, d, y, days in CORRECTIONS:
    kind = {"chinese": "chinese", "hebrew": "hebrew"}.get(cal, "islamic")
    lines.append(f"        LunarKey(calendar: .{kind}, month: {m}, day: {d}, year: {y}): {days},")
if not CORRECTIONS:
    lines.append("        :")
lines += ["    ]", "}", ""]
open(OUT, "w").write("\n".join(lines))
print(f"holidays {holidays.__version__}: {len(entries)} rules written to {OUT}", file=sys.stderr)
print(f"left out ({len(unexplained)}; no rule reproduces their dates):", file=sys.stderr)
for u in unexplained:
    print("  " + u, file=sys.stderr)
print(f"ICU corrections from the package's lunar tables ({len(CORRECTIONS)}):", file=sys.stderr)
for c in CORRECTIONS:
    print(f"  {c[0]} {c[1]}/{c[2]} {c[3]}", file=sys.stderr)
print(f"Islamic (umalqura) days where the package's table differs, not corrected ({len(ICU_MISMATCH)}):", file=sys.stderr)
for c in ICU_MISMATCH:
    print("  " + c, file=sys.stderr)
print(f"names on several days, kept for the first country's rule ({len(conflicts)}):", file=sys.stderr)
for c in sorted(conflicts):
    print("  " + c, file=sys.stderr)
