#!/usr/bin/env python3
"""unlabelled.py CORPUS_OUTPUT OUTDIR SET: splits the unlabelled findings of a lint-corpus.sh
output by app, for the apps of SET, into OUTDIR/OWNER+NAME.unlabelled.tsv."""
import collections, csv, os, sys
output, outdir, corpus_set = sys.argv[1:4]
apps = set()
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "LintCorpus", "repositories.tsv")) as handle:
    for row in csv.reader(handle, delimiter="\t"):
        if len(row) >= 4 and row[3] == corpus_set:
            apps.add(row[0])
rows = collections.defaultdict(list)
for line in open(output, encoding="utf-8"):
    fields = line.strip("\n").lstrip(" ").split("\t")
    if len(fields) == 7 and fields[0] in apps and fields[5] == "":
        rows[fields[0]].append("\t".join(fields))
os.makedirs(outdir, exist_ok=True)
for app, lines in sorted(rows.items()):
    with open(os.path.join(outdir, app.replace("/", "+") + ".unlabelled.tsv"), "w") as handle:
        handle.write("\n".join(lines) + "\n")
    print(app, len(lines))
