#!/usr/bin/env bash
# Quick start 1: set up, build in release mode, and run `textsense detect` on the bundled sample.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product textsense >&2
.build/release/textsense detect --format text "${@:-Corpus/samples/quickstart.txt}"
