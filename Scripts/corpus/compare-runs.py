#!/usr/bin/env python3
"""compare-runs.py OLD NEW: for two lint-corpus.sh --keep folders, each app whose modules, routes
or findings differ, with what was added and removed."""
import json, os, sys
old, new = sys.argv[1:3]
def routes(d, app):
    try: g = json.load(open(os.path.join(d, app + ".graph.json")))
    except Exception: return set(), set()
    r, m = set(), set()
    for u in g["units"]:
        for x in u.get("routes", []): r.add((x["from"], x["to"]))
        for x in u.get("modules", []): m.add(x["name"])
    return r, m
def findings(d, app):
    try: f = json.load(open(os.path.join(d, app + ".json")))
    except Exception: return set()
    return {(x["file"], x["line"], x["rule"], x["message"]) for x in f}
apps = sorted(n[:-11] for n in os.listdir(new) if n.endswith(".graph.json"))
for app in apps:
    r0, m0 = routes(old, app); r1, m1 = routes(new, app)
    f0 = findings(old, app); f1 = findings(new, app)
    if r0 == r1 and m0 == m1 and f0 == f1: continue
    print("==", app)
    for x in sorted(m0 - m1): print("  - module", x)
    for x in sorted(m1 - m0): print("  + module", x)
    for x in sorted(r0 - r1): print("  - route", x[0], "->", x[1])
    for x in sorted(r1 - r0): print("  + route", x[0], "->", x[1])
    for x in sorted(f0 - f1): print("  - lint", x[2], x[0] + ":" + str(x[1]), x[3][:110])
    for x in sorted(f1 - f0): print("  + lint", x[2], x[0] + ":" + str(x[1]), x[3][:110])
