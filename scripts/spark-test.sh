#!/usr/bin/env bash
# Integration test: runs textsense inside PySpark (local mode, Java from Debian) over a directory of NDJSON
# files, twice — under different executor TZ settings and partition counts — and checks the two outputs are
# byte-identical, equal a single-process run on the same input, and that per-record reference times
# (--now-field) are honoured, and that records Foundation's JSON parser would refuse (1e999, 30-digit
# integers, duplicate keys, lone surrogates) pass through as their bytes. Installs only what is missing: Java
# (Debian's openjdk-17-jre-headless, when no `java` is on PATH) and pyspark from PyPI in .venv-spark.
#   scripts/spark-test.sh               # the whole test (TEXTSENSE=path skips the release build)
#   scripts/spark-test.sh --args-only   # only the driver's task command, without Spark or Java
set -euo pipefail
cd "$(dirname "$0")/.."
python3 scripts/spark/test_detect_ndjson.py
if [ "${1:-}" = "--args-only" ]; then exit 0; fi
if ! command -v java >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends openjdk-17-jre-headless >&2
fi
if [ ! -x .venv-spark/bin/python ] || ! .venv-spark/bin/python -c "import pyspark" 2>/dev/null; then
  python3 -m venv .venv-spark
  .venv-spark/bin/pip install -q pyspark >&2
fi
if [ -n "${TEXTSENSE:-}" ]; then
  bin=$TEXTSENSE
else
  swift build -c release --product textsense >&2
  bin=$(swift build -c release --show-bin-path)/textsense
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in"
# Three NDJSON files with extra fields, Unicode, relative dates, a per-record "sent" time, a malformed line
# and an object without text.
python3 - "$work/in" <<'PY'
import json, random, sys
random.seed(7)
words = ["see", "https://swift.org/blog", "mail", "ana@example.com", "www.example.co.uk/docs", "and", "straße",
         "日本語", "README.md", "v2.4.1", "bob+news@mail.example.org", "hello", "(https://en.wikipedia.org/wiki/X_(y))",
         "tomorrow", "at noon", "next Friday", "in 2 hours"]
for f in range(3):
    with open(f"{sys.argv[1]}/part-{f}.ndjson", "w", encoding="utf-8") as out:
        for i in range(2000):
            record = {"id": f"{f}-{i}", "lang": random.choice(["en", "de"]),
                      "sent": f"2026-0{random.randint(1, 9)}-1{random.randint(0, 9)}T23:{random.randint(10, 59)}:00+01:00",
                      "text": " ".join(random.choice(words) for _ in range(random.randint(0, 12)))}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
        out.write("not json\n")
        out.write(json.dumps({"id": f"{f}-x"}) + "\n")
    # A record whose own time is on the other side of the job's: sent 28 Feb 23:30 in Berlin (22:30 UTC),
    # so "tomorrow" in --time-zone UTC is 1 March, not the job's 30 November.
    with open(f"{sys.argv[1]}/part-{f}.ndjson", "a", encoding="utf-8") as out:
        out.write(json.dumps({"id": f"{f}-midnight", "sent": "2026-02-28T23:30:00+01:00", "text": "Lunch tomorrow"}) + "\n")
        # Written by hand: JSON that a parse-and-re-encode would change or refuse, and that must pass as written.
        out.write('{"id":"%d-lossless","n":1e999,"big":123456789012345678901234567890,"k":1,"k":"two",'
                  '"sent":"2026-02-28T23:30:00+01:00","text":"a\\ud800b www.example.com \\u0000 tomorrow"}\n' % f)
PY
now=2026-11-29T10:00:00Z
cat "$work"/in/*.ndjson | TZ=UTC "$bin" detect --records jsonl --jobs 1 --now $now --time-zone UTC > "$work/single.jsonl"
run() {  # run NAME TZ PARTITIONS [extra textsense flags…]
  local name=$1 tz=$2 partitions=$3; shift 3
  TZ=$tz .venv-spark/bin/python scripts/spark/detect_ndjson.py "$work/in" "$work/$name" --textsense "$bin" \
    --partitions "$partitions" --now $now --time-zone UTC ${1:+--} "$@"
  cat "$work/$name"/part-* > "$work/$name.jsonl"
}
run tokyo Asia/Tokyo 6
run la America/Los_Angeles 2
# Record numbers of error lines count within each partition's stream; compare every other byte.
numbers() { sed -E 's/^\{"record":[0-9]+,/{"record":N,/' "$1"; }
fail() { head -20 "$work/diff" >&2; echo "spark-test: FAIL — $1" >&2; exit 1; }
diff <(numbers "$work/tokyo.jsonl") <(numbers "$work/la.jsonl") > "$work/diff" \
  || fail "runs under TZ=Asia/Tokyo (6 partitions) and TZ=America/Los_Angeles (2 partitions) differ"
diff <(numbers "$work/single.jsonl" | LC_ALL=C sort) <(numbers "$work/tokyo.jsonl" | LC_ALL=C sort) > "$work/diff" \
  || fail "Spark output differs from the single-process run"
# Per-record reference times: each "-midnight" and "-lossless" record reads "tomorrow" against its own "sent".
run own Asia/Tokyo 3 --now-field sent
python3 - "$work/own.jsonl" <<'PY' > "$work/diff" || fail "per-record --now-field times are not honoured"
import json, sys
seen = 0
for line in open(sys.argv[1], encoding="utf-8"):
    o = json.loads(line)
    if str(o.get("id", "")).endswith(("-midnight", "-lossless")):
        starts = [d["value"]["start"] for d in o["detections"] if d["type"] == "date"]
        assert starts == ["2026-03-01T00:00:00+00:00"], starts
        seen += 1
assert seen == 6, seen
PY
# Lossless records: each "-lossless" line comes out as its own bytes with the detections after them.
for f in 0 1 2; do
  grep -F "$(head -c -2 <(grep -F "\"$f-lossless\"" "$work/in/part-$f.ndjson")),\"detections\":[{\"type\":\"link\",\"start\":6," "$work/tokyo.jsonl" >/dev/null \
    || { grep -F "$f-lossless" "$work/tokyo.jsonl" > "$work/diff" || true; fail "record $f-lossless did not pass through as its bytes"; }
done
echo "spark-test: ok — $(wc -l < "$work/tokyo.jsonl") lines, byte-identical under two executor zones and partition counts, equal to the single-process run; per-record times honoured; lossless records pass as their bytes"
