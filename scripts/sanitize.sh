#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer:  scripts/sanitize.sh address|thread [swift test args…]
# Builds into .build-<sanitizer> so the normal build stays untouched.
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:?usage: scripts/sanitize.sh address|thread}
shift
scripts/setup.sh
export LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
swift test --scratch-path "$PWD/.build-$kind" --sanitize="$kind" "$@"
