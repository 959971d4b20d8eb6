#!/usr/bin/env python3
"""check-labels.py BASE LETTER...: checks each labeller folder BASE/LETTER (repositories.tsv,
graph.tsv, labels.tsv, src/): field counts, that every path exists under src/ and every line is
in its file, and that routes name labelled modules."""
import os, sys
base = sys.argv[1]
for letter in sys.argv[2:]:
    d = os.path.join(base, letter)
    problems = []
    def rows(name, n):
        p = os.path.join(d, name)
        out = []
        for i, line in enumerate(open(p, encoding="utf-8").read().splitlines(), 1):
            if not line.strip():
                continue
            f = line.split("\t")
            if len(f) != n:
                problems.append(f"{name}:{i}: {len(f)} fields")
            out.append(f)
        return out
    repo = rows("repositories.tsv", 5)
    name, commit = repo[0][0], repo[0][1]
    def check_path(where, path, line=None):
        full = os.path.join(d, "src", path)
        if not os.path.isfile(full):
            problems.append(f"{where}: no file {path}")
            return
        if line is not None:
            count = len(open(full, encoding="utf-8", errors="replace").read().splitlines())
            if not (1 <= line <= count):
                problems.append(f"{where}: line {line} outside {path} ({count} lines)")
    modules = set()
    graph = rows("graph.tsv", 7)
    for f in graph:
        if len(f) != 7: continue
        if f[0] != name or f[1] != commit: problems.append(f"graph: repo/commit {f[0]} {f[1]}")
        if f[2] == "module": modules.add(f[3]); check_path(f"graph module {f[3]}", f[5])
    for f in graph:
        if len(f) != 7 or f[2] != "route": continue
        for m in (f[3], f[4]):
            if m not in modules: problems.append(f"route {f[3]}->{f[4]}: no module {m}")
        path, _, line = f[5].rpartition(":")
        check_path(f"route {f[3]}->{f[4]}", path, int(line) if line.isdigit() else None)
    for f in rows("labels.tsv", 7):
        if len(f) != 7: continue
        if f[0] != name or f[1] != commit: problems.append(f"labels: repo/commit {f[0]} {f[1]}")
        if f[5] not in ("true", "missed", "false", "debatable"): problems.append(f"label {f[5]}")
        check_path(f"label {f[2]}:{f[3]}", f[2], int(f[3]) if f[3].isdigit() else None)
    print(letter, name, commit, f"modules {len(modules)}", f"routes {sum(1 for f in graph if len(f)==7 and f[2]=='route')}",
          "OK" if not problems else "\n  " + "\n  ".join(problems))
