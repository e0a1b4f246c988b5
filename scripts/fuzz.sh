#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/, with address sanitizer) and runs it for a time budget.
#   scripts/fuzz.sh [SECONDS] [WORKERS] [FAMILIES]     default: 60 seconds, 1 worker, all
# FAMILIES is `all` (every input's first byte picks the engine family) or a comma-separated list of
# detect,tokenize,wrap,decode,capitalize,spell,typing,lsp: each listed family then runs alone for SECONDS in
# turn, with its own growing corpus, so the fast ones are not held back by the slow ones. `lsp` reads its
# input as a recipe of JSON-RPC messages, raw bytes and broken frames for the language server, run in
# process; its temporary files (user word list, saved calendar entries) go to .build-fuzz/tmp. Leak reports
# go through scripts/sanitizers/lsan.supp (Foundation's own one-per-process leaks).
# Seeds come from Corpus/ (every text file, split into 1 KB pieces); the growing corpora and any crash
# artifacts go to .build-fuzz/. Prints executions per family and in total; exits non-zero when libFuzzer
# finds a crash, a leak or a timeout.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
workers=${2:-1}
families=${3:-all}
known=" all detect tokenize wrap decode capitalize spell typing lsp "
for family in ${families//,/ }; do
  if [[ "$known" != *" $family "* ]]; then
    echo "usage: scripts/fuzz.sh [SECONDS] [WORKERS] [all|FAMILY[,FAMILY…]]; unknown family: $family" >&2
    exit 64
  fi
done
scratch=.build-fuzz
rm -rf "$scratch/seeds"  # made again below (an old set would be split a second time)
mkdir -p "$scratch/corpus" "$scratch/seeds" "$scratch/artifacts" "$scratch/tmp"
# Artifacts are this run's findings: an earlier run's are removed (the growing corpora are kept).
rm -f "$scratch"/artifacts/*
# The suppressions of scripts/sanitize.sh: leaks of Foundation's, one per process.
export LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp:print_suppressions=0"
export TMPDIR="$PWD/$scratch/tmp"

swift build -c release --package-path Fuzz --scratch-path "$PWD/$scratch/build" \
  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >&2
bin="$scratch/build/release/textsense-fuzz"

# Seeds: every corpus text in 1 KB pieces, each prefixed by a selector byte for each engine family.
find Corpus -type f \( -name '*.txt' -o -name '*.jsonl' -o -name '*.md' \) -print0 |
  xargs -0 cat | split -b 1000 - "$scratch/seeds/piece-"
for f in "$scratch"/seeds/piece-*; do
  for sel in 0 1 2 3 4 5 6 7; do printf "\\x$(printf %02x $sel)" | cat - "$f" > "$f.$sel"; done
  rm "$f"
done
rm -f "$scratch"/seeds/*.[0-9].[0-9] 2>/dev/null || true

total=0
failed=0
for family in ${families//,/ }; do
  corpus="$scratch/corpus"
  [ "$family" = all ] || corpus="$scratch/corpus-$family"
  mkdir -p "$corpus"
  log="$scratch/fuzz-$family.log"
  status=0
  TEXTSENSE_FUZZ_FAMILY=$family "$bin" -max_total_time="$seconds" -max_len=2048 -timeout=10 -rss_limit_mb=4096 \
    -detect_leaks=1 -artifact_prefix="$scratch/artifacts/" -print_final_stats=1 \
    -jobs="$workers" -workers="$workers" "$corpus" "$scratch/seeds" >"$log" 2>&1 || status=$?
  # With -jobs, libFuzzer writes each worker's output to fuzz-N.log.
  logs=("$log")
  if compgen -G "fuzz-*.log" >/dev/null; then logs=(fuzz-*.log); fi
  cat "${logs[@]}" | grep -E "ERROR|SUMMARY|Done" >&2 || true
  runs=$(cat "${logs[@]}" | awk '/stat::number_of_executed_units/ {s += $NF} END {print s + 0}')
  cat fuzz-*.log >> "$log" 2>/dev/null || true
  rm -f fuzz-*.log
  total=$((total + runs))
  echo "fuzz: $family: $runs executions in ${seconds}s x $workers worker(s)"
  [ "$status" -eq 0 ] || failed=1
done
echo "fuzz: $total executions in total; crashes/leaks/timeouts: $(ls "$scratch/artifacts" | wc -l)"
if [ "$failed" -ne 0 ] || [ -n "$(ls -A "$scratch/artifacts")" ]; then
  echo "fuzz: FAILED — see $scratch/fuzz-*.log and $scratch/artifacts/" >&2
  exit 1
fi
