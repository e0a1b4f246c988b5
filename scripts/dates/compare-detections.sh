#!/usr/bin/env bash
# Compares the date detections of two builds byte for byte, for changes that must not alter them (speed work):
#   scripts/dates/compare-detections.sh OLD_DIR NEW_DIR [MB]
# OLD_DIR and NEW_DIR each hold a release `textsense` and `textsense-bench` (e.g. a copy of .build/release
# taken before the change, and .build/release). It compares
#   - `textsense detect --types date` JSON on the benchmark's generated prose, mixed and dense texts (MB each,
#     default 1, seed 42) read as each of the six languages, with a fixed reference time and zone;
#   - `textsense-bench accuracy --types date` and its error list on the gold corpus (every document in its
#     own language, reference time and zone).
# Exit 0 when everything is identical, 1 with the differing files named.
set -euo pipefail
cd "$(dirname "$0")/../.."
old=$1 new=$2 mb=${3:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for style in prose mixed dense; do
    "$new/textsense-bench" generate --size "$mb" --seed 42 --style "$style" > "$work/$style.txt"
    for locale in en_US de_DE fr_FR es_ES pt_BR ru_RU; do
        for side in old new; do
            dir=$old; [ "$side" = new ] && dir=$new
            "$dir/textsense" detect --types date --locale "$locale" --now 2026-12-03T10:00:00 --time-zone UTC \
                < "$work/$style.txt" > "$work/$side-$style-$locale.json"
        done
        if cmp -s "$work/old-$style-$locale.json" "$work/new-$style-$locale.json"; then
            echo "same      $style $locale ($(wc -l < "$work/new-$style-$locale.json") dates)"
        else
            echo "DIFFERENT $style $locale"; status=1
            diff "$work/old-$style-$locale.json" "$work/new-$style-$locale.json" | head -6 | cut -c1-300
        fi
    done
done
for side in old new; do
    dir=$old; [ "$side" = new ] && dir=$new
    "$dir/textsense-bench" accuracy --types date --errors "$work/$side-errors.txt" > "$work/$side-accuracy.txt"
done
for f in accuracy errors; do
    if cmp -s "$work/old-$f.txt" "$work/new-$f.txt"; then echo "same      gold $f"
    else echo "DIFFERENT gold $f"; status=1; diff "$work/old-$f.txt" "$work/new-$f.txt" | head -10; fi
done
exit $status
