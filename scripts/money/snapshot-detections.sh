#!/usr/bin/env bash
# Writes the money, quantity, tracking and flight detections of a built `textsense` on fixed texts to one
# file, so two builds can be compared byte for byte (`diff before.txt after.txt`): generated prose, mixed and
# dense text (seed 42) read in each of the six locales, and every gold document read with its own language,
# region, reference time and zone.
#
#   scripts/money/snapshot-detections.sh [BIN_DIR] [OUT] [MB]
#   BIN_DIR  the directory with textsense and textsense-bench (default .build/release)
#   OUT      the snapshot file (default /dev/stdout); MB: size of each generated text (default 1)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/release}
out=${2:-/dev/stdout}
size=${3:-1}
types=${TYPES:-money,quantity,tracking,flight}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  for style in prose mixed dense; do
    "$bin/textsense-bench" generate --size "$size" --seed 42 --style "$style" > "$work/$style.txt"
    for locale in en_US ru_RU pt_BR de_DE fr_FR es_ES; do
      echo "## $style $locale"
      "$bin/textsense" detect --types "$types" --locale "$locale" --now 2026-12-03T10:00:00 \
        --time-zone UTC < "$work/$style.txt"
    done
  done
  python3 - "$work" Corpus/gold/*.gold <<'PY'
import re, sys, os
work = sys.argv[1]
n = 0
for path in sys.argv[2:]:
    text = open(path, encoding="utf-8").read()
    for block in re.split(r"^@@ doc ", text, flags=re.M)[1:]:
        header, _, body = block.partition("\n")
        fields = dict(f.split("=", 1) for f in header.split()[1:] if "=" in f)
        plain = re.sub(r"\{\{[a-z]+\|[^|]*\|(.*?)\}\}", r"\1", body, flags=re.S).strip("\n")
        n += 1
        name = os.path.join(work, "gold-%04d" % n)
        open(name + ".txt", "w", encoding="utf-8").write(plain)
        open(name + ".args", "w").write("%s %s %s %s %s\n" % (header.split()[0], fields["lang"], fields["region"],
                                                              fields["now"], fields["tz"]))
PY
  for args in "$work"/gold-*.args; do
    read -r id lang region now tz < "$args"
    echo "## gold $id"
    "$bin/textsense" detect --types "$types" --locale "$lang" --region "$region" --now "$now" --time-zone "$tz" \
      < "${args%.args}.txt"
  done
} > "$out"
