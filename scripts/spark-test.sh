#!/usr/bin/env bash
# Integration test (not part of the default test suite): runs textsense inside PySpark (local mode, Java from
# Debian) over a directory of NDJSON files and checks the result equals a single-process run on the same
# input. Installs what is missing: a JDK (default-jre-headless) and pyspark in .venv-spark.
#   scripts/spark-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v java >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends default-jre-headless >&2
fi
if [ ! -x .venv-spark/bin/python ] || ! .venv-spark/bin/python -c "import pyspark" 2>/dev/null; then
  python3 -m venv .venv-spark
  .venv-spark/bin/pip install -q pyspark >&2
fi
swift build -c release --product textsense >&2
bin=$(swift build -c release --show-bin-path)/textsense

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in"
# Three NDJSON files with extra fields, Unicode, a malformed line and an object without text.
python3 - "$work/in" <<'PY'
import json, random, sys
random.seed(7)
words = ["see", "https://swift.org/blog", "mail", "ana@example.com", "www.example.co.uk/docs", "and", "straße",
         "日本語", "README.md", "v2.4.1", "bob+news@mail.example.org", "hello", "(https://en.wikipedia.org/wiki/X_(y))"]
for f in range(3):
    with open(f"{sys.argv[1]}/part-{f}.ndjson", "w", encoding="utf-8") as out:
        for i in range(2000):
            record = {"id": f"{f}-{i}", "lang": random.choice(["en", "de"]),
                      "text": " ".join(random.choice(words) for _ in range(random.randint(0, 12)))}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
        out.write("not json\n")
        out.write(json.dumps({"id": f"{f}-x"}) + "\n")
PY
cat "$work"/in/*.ndjson | "$bin" detect --records jsonl --jobs 1 > "$work/single.jsonl"
.venv-spark/bin/python scripts/spark/detect_ndjson.py "$work/in" "$work/out" --textsense "$bin" --partitions 6
cat "$work"/out/part-* > "$work/spark.jsonl"
# Record numbers of error lines count within each partition's stream; compare every line but those numbers.
normalize() { sed -E 's/^\{"record":[0-9]+,/{"record":N,/' "$1" | LC_ALL=C sort; }
if diff <(normalize "$work/single.jsonl") <(normalize "$work/spark.jsonl") > "$work/diff"; then
  echo "spark-test: ok — $(wc -l < "$work/spark.jsonl") lines from Spark equal the single-process run"
else
  head -20 "$work/diff" >&2
  echo "spark-test: FAIL — Spark output differs from the single-process run" >&2
  exit 1
fi
