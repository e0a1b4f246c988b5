#!/usr/bin/env bash
# Quick start 2: set up and run the whole test suite (library and command-line tests).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
