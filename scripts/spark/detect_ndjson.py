#!/usr/bin/env python3
"""Runs `textsense detect --records jsonl` over a directory of NDJSON files with PySpark.

    python3 scripts/spark/detect_ndjson.py INPUT_DIR OUTPUT_DIR [--textsense PATH] [--master local[2]]
        [--partitions N] [--now ISO8601] [--time-zone IANA] [--print-command]
        [-- extra textsense flags, e.g. --types link,email --text-field body --now-field sent]

Each input line is a JSON object with a "text" field (or --text-field); each output line is the same object
with "detections" added (see the README, "Past one machine"). `RDD.pipe` starts one textsense process per
partition and streams the partition's lines through it; textsense keeps no state across lines, so the result
does not depend on how Spark partitions the input.

The reference time and zone are resolved once, here on the driver, and passed to every task: `--now`
defaults to the job's start (UTC, whole seconds), `--time-zone` to UTC. Left to themselves, tasks would read
their own clock and their executor's zone, so a retried or speculative task, or one on the other side of
midnight, could write different detections for the same line. Re-running with the same `--now` writes the
same bytes. `--print-command` prints the textsense command every task runs and exits (no Spark needed).
"""
import argparse
import datetime
import os
import re
import shlex
import sys

# textsense's --now accepts YYYY-MM-DD[THH:MM[:SS[.fff]]][Z|±HH[:MM]]; checked here so a typo fails on the
# driver before any task starts.
ISO8601 = re.compile(r"^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$")
PINNED = ("--now", "--time-zone")


def parse_args(argv, clock=None):
    """The driver's options and the extra textsense flags (after `--`). `clock` returns the job's start."""
    extra = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1:]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--textsense", default=os.environ.get("TEXTSENSE", "textsense"))
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--now", help="reference time for every task (default: the job's start, UTC)")
    parser.add_argument("--time-zone", default="UTC", help="zone for every task (default: UTC)")
    parser.add_argument("--print-command", action="store_true", help="print the task command and exit")
    args = parser.parse_args(argv)
    for flag in extra:
        name = flag.split("=", 1)[0]
        if name in PINNED:
            parser.error(f"give {name} to the driver, not after '--': the driver pins it once for every task")
    if args.now is None:
        start = (clock or (lambda: datetime.datetime.now(datetime.timezone.utc)))()
        args.now = start.astimezone(datetime.timezone.utc).replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")
    elif not ISO8601.match(args.now):
        parser.error(f"invalid --now {args.now!r} (expected ISO 8601, e.g. 2026-11-29T10:00:00Z)")
    if not args.time_zone:
        parser.error("--time-zone needs an IANA name such as UTC or Europe/Berlin")
    return args, extra


def task_command(args, extra):
    """The textsense command line every task runs, as one shell-quoted string (what `RDD.pipe` takes)."""
    # --jobs 1: Spark already runs one process per core; --no-progress: stderr is not a terminal anyway.
    command = [args.textsense, "detect", "--records", "jsonl", "--jobs", "1", "--no-progress",
               "--now", args.now, "--time-zone", args.time_zone] + extra
    return " ".join(shlex.quote(c) for c in command)


def main():
    args, extra = parse_args(sys.argv[1:])
    command = task_command(args, extra)
    if args.print_command:
        print(command)
        return
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.master(args.master).appName("textsense-detect").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    try:
        lines = spark.sparkContext.textFile(args.input, minPartitions=args.partitions)
        lines.pipe(command).saveAsTextFile(args.output)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
