#!/usr/bin/env python3
"""Checks `textsense detect --format html --html-document` in a real browser.

Reads the page Chromium rendered (--dump-dom) and the JSONL detections for the same input, and fails unless:
no script ran (the title and body are untouched), the page contains no element TextSense does not write, and
every <a href> equals, in order, the URL of a detection whose text is the anchor's text.
"""
import html.parser
import json
import sys

dom_path, jsonl_path, title = sys.argv[1], sys.argv[2], sys.argv[3]
dom = open(dom_path, encoding="utf-8").read()
detections = [json.loads(line) for line in open(jsonl_path, encoding="utf-8") if line.strip()]
SAFE = ("http:", "https:", "ftp:", "ftps:", "sftp:", "mailto:", "tel:", "sms:", "geo:", "webcal:", "xmpp:",
        "irc:", "ircs:", "magnet:", "news:", "nntp:", "ssh:", "git:")
ALLOWED = {"html", "head", "meta", "title", "style", "body", "a", "span"}


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.anchors, self.tags, self.title, self.body_attrs = [], set(), "", {}
        self._in_title, self._anchor = False, None

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        attrs = dict(attrs)
        if tag == "title":
            self._in_title = True
        elif tag == "body":
            self.body_attrs = attrs
        elif tag == "a":
            self._anchor = [attrs.get("href"), attrs.get("data-type"), ""]
        for name in attrs:
            if name.startswith("on"):
                fail(f"event handler attribute {name} on <{tag}>")

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False
        if tag == "a" and self._anchor:
            self.anchors.append(tuple(self._anchor))
            self._anchor = None

    def handle_data(self, data):
        if self._in_title:
            self.title += data
        if self._anchor is not None:
            self._anchor[2] += data


def fail(message):
    print(f"html-check: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


page = Page()
page.feed(dom)
if page.title != title:
    fail(f"the title changed to {page.title!r}: a script ran")
if "data-pwned" in page.body_attrs:
    fail("a script or event handler ran (body has data-pwned)")
if page.tags - ALLOWED:
    fail(f"unexpected elements in the page: {sorted(page.tags - ALLOWED)}")
expected = []
for d in detections:
    url = next((a["url"] for a in d["actions"] if a.get("url", "").lower().startswith(SAFE)), None)
    if url:
        expected.append((url, d["type"], d["text"]))
if page.anchors != expected:
    for got, want in zip(page.anchors, expected):
        if got != want:
            fail(f"anchor {got} where the text said {want}")
    fail(f"{len(page.anchors)} anchors for {len(expected)} linkable detections")
for href, _, _ in page.anchors:
    if not href.lower().startswith(SAFE):
        fail(f"unsafe href {href!r}")
print(f"html-check: ok — {len(page.anchors)} links point where the text said; no script ran; "
      f"elements: {', '.join(sorted(page.tags))}")
