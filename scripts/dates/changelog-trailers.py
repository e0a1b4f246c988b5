#!/usr/bin/env python3
"""Debian changelog trailers as a measure of machine-written timestamps.

Every line starting with " -- " in /usr/share/doc/*/changelog.Debian.gz ends with an RFC 5322 date
(` -- Name <mail>  Tue, 20 Sep 2022 12:17:15 -0400`). The trailers are fed to
`textsense detect --types date --records lines --time-zone UTC`; a trailer counts as right when one date
detection's start is the instant Python's email.utils.parsedate_to_datetime reads from the same date.

Usage: scripts/dates/changelog-trailers.py [TEXTSENSE_BINARY] [--misses FILE]
Prints `trailers N  right R (P%)`; exits 0. Standard library only.
"""
import datetime
import email.utils
import glob
import gzip
import json
import re
import subprocess
import sys

DATE = re.compile(r"  ([^<>]*\d{4} \d{1,2}:\d{2}(?::\d{2})? [^ ]+.*)$")


def trailers():
    out = []
    for path in sorted(glob.glob("/usr/share/doc/*/changelog.Debian.gz")):
        try:
            with gzip.open(path, "rt", encoding="utf-8", errors="replace") as f:
                for line in f:
                    if line.startswith(" -- "):
                        out.append(line.rstrip("\n").replace("\r", ""))
        except (OSError, EOFError):
            continue
    return out


def oracle(line):
    """The instant of the trailer's date (UTC, seconds since the epoch), or None when Python reads none."""
    m = DATE.search(line)
    if not m:
        return None
    try:
        d = email.utils.parsedate_to_datetime(m.group(1).strip())
    except (TypeError, ValueError, IndexError):
        return None
    if d is None or d.tzinfo is None:
        return None
    return int(d.timestamp())


def instant(iso):
    return int(datetime.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp())


def main():
    args = sys.argv[1:]
    misses_path = None
    if "--misses" in args:
        k = args.index("--misses")
        misses_path = args[k + 1]
        del args[k:k + 2]
    binary = args[0] if args else ".build/release/textsense"
    lines = trailers()
    expected = [oracle(l) for l in lines]
    keep = [(l, e) for l, e in zip(lines, expected) if e is not None]
    text = "".join(l + "\n" for l, _ in keep)
    run = subprocess.run([binary, "detect", "--types", "date", "--records", "lines", "--time-zone", "UTC",
                          "--now", "2026-12-03T12:00:00"],
                         input=text.encode(), capture_output=True, check=True)
    found = {}
    for row in run.stdout.decode().splitlines():
        o = json.loads(row)
        rec = o.get("record")
        for d in o.get("detections", []):
            v = d.get("value") or {}
            if rec is not None and d.get("type") == "date" and "start" in v:
                found.setdefault(rec, []).append(instant(v["start"]))
    right = 0
    misses = []
    for i, (line, want) in enumerate(keep):
        # Records are numbered from 1 in the CLI's output.
        got = found.get(i + 1, [])
        if want in got:
            right += 1
        else:
            misses.append(f"{line}\texpected {datetime.datetime.fromtimestamp(want, datetime.timezone.utc).isoformat()}"
                          f"\tfound {[datetime.datetime.fromtimestamp(g, datetime.timezone.utc).isoformat() for g in got]}")
    n = len(keep)
    print(f"trailers {n}  right {right} ({100.0 * right / max(n, 1):.1f}%)  unread by the oracle {len(lines) - n}")
    if misses_path:
        with open(misses_path, "w") as f:
            f.write("\n".join(misses) + "\n")


if __name__ == "__main__":
    main()
