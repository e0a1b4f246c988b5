#!/usr/bin/env python3
"""Runs `textsense detect --records jsonl` over a directory of NDJSON files with PySpark.

    python3 scripts/spark/detect_ndjson.py INPUT_DIR OUTPUT_DIR [--textsense PATH] [--master local[2]]
        [-- extra textsense flags, e.g. --types link,email --text-field body]

Each input line is a JSON object with a "text" field (or --text-field); each output line is the same object
with "detections" added (see the README, "Past one machine"). `RDD.pipe` starts one textsense process per
partition and streams the partition's lines through it; textsense keeps no state across lines, so the result
does not depend on how Spark partitions the input.
"""
import argparse
import os
import shlex
import sys

from pyspark.sql import SparkSession


def main():
    argv = sys.argv[1:]
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
    args = parser.parse_args(argv)

    spark = SparkSession.builder.master(args.master).appName("textsense-detect").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    try:
        lines = spark.sparkContext.textFile(args.input, minPartitions=args.partitions)
        # --jobs 1: Spark already runs one process per core; --no-progress: stderr is not a terminal anyway.
        command = [args.textsense, "detect", "--records", "jsonl", "--jobs", "1", "--no-progress"] + extra
        lines.pipe(" ".join(shlex.quote(c) for c in command)).saveAsTextFile(args.output)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
