#!/usr/bin/env python3
"""Lists the public declarations of a module's symbol graph that have no doc comment, and fails when there
is one. Members that only implement a protocol requirement (`==`, `hash(into:)`, `description`, Codable's
`init(from:)`…) inherit the protocol's documentation and are not listed; neither are symbols of other modules.
    scripts/docs/undocumented.py DIR/TextSense.symbols.json"""
import json
import sys

graph = json.load(open(sys.argv[1], encoding="utf-8"))
module = graph["module"]["name"]
# Members that implement a protocol requirement: the source of a "requirementOf" or "defaultImplementationOf"
# relationship, or of "memberOf" with sourceOrigin (the member stands for a protocol's).
inherited = {r["source"] for r in graph.get("relationships", [])
             if r["kind"] in ("requirementOf", "defaultImplementationOf") or "sourceOrigin" in r}
missing = []
for s in graph["symbols"]:
    if s.get("accessLevel") not in ("public", "open"):
        continue
    precise = s["identifier"]["precise"]
    if precise in inherited or not s.get("location", {}).get("uri", "").endswith(".swift"):
        continue
    if s.get("docComment", {}).get("lines"):
        continue
    path = ".".join(s["pathComponents"])
    loc = s["location"]
    missing.append(f'{loc["uri"].replace("file://", "")}:{loc["position"]["line"] + 1}: {s["kind"]["displayName"].lower()} {path}')
for line in sorted(missing):
    print(line)
print(f"{module}: {len(missing)} public declarations without a doc comment", file=sys.stderr)
sys.exit(1 if missing else 0)
