#!/usr/bin/env bash
# Opens `textsense detect --format html --html-document` output for a hostile input set in headless Chromium
# (Debian's chromium, installed when missing) and checks that no script runs and every link points where the
# text said (scripts/html-check/check.py).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >&2
fi
swift build --product textsense >&2
bin=$(swift build --show-bin-path)/textsense
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input=scripts/html-check/hostile.txt
"$bin" detect --format html --html-document "$input" > "$work/page.html"
"$bin" detect "$input" > "$work/detections.jsonl"
timeout 120 chromium --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --user-data-dir="$work/profile" --virtual-time-budget=2000 --dump-dom "file://$work/page.html" \
  > "$work/dom.html" 2> "$work/chromium.log" || { cat "$work/chromium.log" >&2; exit 1; }
python3 scripts/html-check/check.py "$work/dom.html" "$work/detections.jsonl" "$input"
