#!/usr/bin/env python3
"""Checks the Spark driver's task command without Spark: --now and --time-zone are resolved once and pinned."""
import datetime
import os
import shlex
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import detect_ndjson as driver  # noqa: E402


class TaskCommand(unittest.TestCase):
    def command(self, argv, clock=None):
        args, extra = driver.parse_args(argv, clock=clock)
        return shlex.split(driver.task_command(args, extra))

    def test_defaults_pin_job_start_in_utc(self):
        start = datetime.datetime(2026, 11, 29, 23, 59, 58, 123456, tzinfo=datetime.timezone(datetime.timedelta(hours=9)))
        c = self.command(["in", "out", "--textsense", "/opt/ts"], clock=lambda: start)
        self.assertEqual(c[:7], ["/opt/ts", "detect", "--records", "jsonl", "--jobs", "1", "--no-progress"])
        self.assertEqual(c[c.index("--now") + 1], "2026-11-29T14:59:58Z")
        self.assertEqual(c[c.index("--time-zone") + 1], "UTC")

    def test_clock_read_once(self):
        calls = []
        def clock():
            calls.append(1)
            return datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
        args, extra = driver.parse_args(["in", "out"], clock=clock)
        driver.task_command(args, extra)
        driver.task_command(args, extra)
        self.assertEqual(len(calls), 1)

    def test_explicit_values_and_extra_flags(self):
        c = self.command(["in", "out", "--now", "2026-11-29T10:00:00+01:00", "--time-zone", "Europe/Berlin",
                          "--", "--types", "date", "--now-field", "sent at"])
        self.assertEqual(c[c.index("--now") + 1], "2026-11-29T10:00:00+01:00")
        self.assertEqual(c[c.index("--time-zone") + 1], "Europe/Berlin")
        self.assertEqual(c[-4:], ["--types", "date", "--now-field", "sent at"])

    def test_rejects_bad_now_and_pinned_flags_after_separator(self):
        for argv in (["in", "out", "--now", "tomorrow"], ["in", "out", "--", "--now", "2026-01-01"],
                     ["in", "out", "--", "--time-zone=Asia/Tokyo"], ["in", "out", "--time-zone", ""]):
            with self.assertRaises(SystemExit, msg=argv):
                with open(os.devnull, "w") as devnull:
                    saved, sys.stderr = sys.stderr, devnull
                    try:
                        driver.parse_args(argv)
                    finally:
                        sys.stderr = saved


if __name__ == "__main__":
    unittest.main()
