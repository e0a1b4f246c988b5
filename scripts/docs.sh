#!/usr/bin/env bash
# Builds the API documentation of the TextSense module offline, with the toolchain's own docc (no plugin, no
# network): symbol graphs from the compiler, then `docc convert` of Sources/TextSense/TextSense.docc into a
# static site. Fails on any docc warning (a broken symbol link, an undocumented parameter) and on a public
# declaration without a doc comment (scripts/docs/undocumented.py lists them).
#   scripts/docs.sh [OUTDIR]      # default .build-docs/site; open OUTDIR/index.html through a web server
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build-docs/site}
graphs=$PWD/.build-docs/symbol-graphs
rm -rf "$graphs"; mkdir -p "$graphs"
# A scratch folder of its own: the symbol-graph flags would otherwise rebuild the main debug build.
swift build --scratch-path .build-docs --target TextSense \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >&2
python3 scripts/docs/undocumented.py "$graphs/TextSense.symbols.json"
docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
[ -x "$docc" ] || { echo "docs.sh: no docc beside swift ($docc)" >&2; exit 69; }
rm -rf "$out"
"$docc" convert Sources/TextSense/TextSense.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name TextSense --fallback-bundle-identifier org.textsense.TextSense \
  --transform-for-static-hosting --warnings-as-errors --output-path "$out"
echo "docs: $out/documentation/textsense/index.html" >&2
