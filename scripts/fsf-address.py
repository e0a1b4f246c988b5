#!/usr/bin/env python3
"""How often the Free Software Foundation's postal address is found whole in real text.

Every Debian machine holds it in `/usr/share/doc/*/copyright` (GPL and LGPL notices), written on one line or
broken over two or three, indented, behind comment marks (`#`, ` * `, `dnl`), with `St` or `Street`, one or two
spaces before the ZIP code: `51 Franklin Street, Fifth Floor, Boston, MA 02110-1301, USA`.

An occurrence is `51 Franklin` followed by the ZIP code `02110` within 120 bytes. It is found whole when one
address detection of `textsense detect --types address --region US` starts at `51` and reaches at least the
end of the ZIP code (and so holds the street, the unit, the city and the state).

usage: scripts/fsf-address.py [--binary PATH] [--misses] [DIR]   (DIR default: /usr/share/doc)
Prints `found whole N of M (P%)`; with --misses, each missed occurrence as written.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

OCCURRENCE = re.compile(rb"51 Franklin(?:(?!51 Franklin).){0,120}?02110(?:-\d{4})?", re.S)


def main():
    ap = argparse.ArgumentParser(description="FSF address found whole in installed copyright files")
    ap.add_argument("dir", nargs="?", default="/usr/share/doc")
    ap.add_argument("--binary", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "textsense"))
    ap.add_argument("--misses", action="store_true", help="print each missed occurrence")
    args = ap.parse_args()
    if not os.path.exists(args.binary):
        sys.exit(f"{args.binary} not found: run `swift build -c release` first")

    total = whole = 0
    misses = []
    for path in sorted(glob.glob(os.path.join(args.dir, "*", "copyright"))):
        try:
            data = open(path, "rb").read()
            data.decode("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        occurrences = list(OCCURRENCE.finditer(data))
        if not occurrences:
            continue
        out = subprocess.run([args.binary, "detect", "--types", "address", "--region", "US", "--no-progress"],
                             input=data, capture_output=True, check=True).stdout
        spans = []
        for line in out.decode("utf-8").splitlines():
            d = json.loads(line)
            if d.get("type") == "address":
                spans.append((d["start"], d["end"]))
        for m in occurrences:
            total += 1
            if any(s == m.start() and e >= m.end() for s, e in spans):
                whole += 1
            else:
                misses.append((path, m.group(0).decode("utf-8"), [data[s:e].decode("utf-8") for s, e in spans
                                                                 if s < m.end() and e > m.start()]))
    share = 100.0 * whole / total if total else 0.0
    print(f"found whole {whole} of {total} ({share:.1f}%)")
    if args.misses:
        for path, text, got in misses:
            print(f"{path}: {text!r} -> {got!r}")


if __name__ == "__main__":
    main()
