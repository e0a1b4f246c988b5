#!/usr/bin/env bash
# The corpus benchmark in one command: builds the release `textsense` CLI and `textsense-bench`, then runs
#   textsense-bench run [--json FILE] [--svg FILE] [--size MB] [--peers] [--errors FILE] [--quick]
# With --peers, installs the peer libraries first (scripts/setup-peers.sh → .venv-peers) when missing.
# Extra environment: SCRATCH=<dir> to build elsewhere than .build (e.g. a per-developer scratch path).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-.build}
for arg in "$@"; do
    if [ "$arg" = "--peers" ] && [ ! -x .venv-peers/bin/python ]; then
        bash scripts/setup-peers.sh
    fi
done
swift build -c release --scratch-path "$scratch" --product textsense
swift build -c release --scratch-path "$scratch" --product textsense-bench
exec "$scratch/release/textsense-bench" run "$@"
