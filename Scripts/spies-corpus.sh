#!/usr/bin/env bash
# Runs `viper spies --all` on every VIPER app extracted under the corpus folder (one
# OWNER+NAME folder of Swift files per repository, as Scripts/lint-corpus.sh --keep or the
# CORPUS.md recipe makes them) and reports, per app: its modules, those whose presenter got
# spies for every protocol it talks through and a harness subject, those refused (counted by
# the kind of the first reason), the requirements the written spies implement out of those the
# protocols have (viper spies checks each spy by parsing it again with SwiftParser), and the
# written files the compiler's own parser (`swiftc -parse`) rejects, which must be none.
#
#   Scripts/spies-corpus.sh [--corpus DIR] [--keep DIR] [--check]
#
#   --corpus DIR  the extracted apps (default /work/corpus)
#   --keep DIR    leave each app's spies, JSON report and parse log in DIR (default: a
#                 temporary folder, removed at the end)
#   --check       exit 1 when a written file does not parse or a spy misses a requirement
#
# Environment: VIPER, the viper binary (default .build/debug/viper, built if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=/work/corpus
keep=""
check=0
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) corpus="$2"; shift ;;
    --keep) keep="$2"; shift ;;
    --check) check=1 ;;
    -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "spies-corpus: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

viper=${VIPER:-}
if [ -z "$viper" ]; then
  if [ ! -x .build/debug/viper ]; then
    echo "spies-corpus: building viper once" >&2
    swift build --product viper >&2
  fi
  viper=.build/debug/viper
fi
viper=$(realpath "$viper")
if [ -n "$keep" ]; then
  work=$(realpath -m "$keep")
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi

runs="$work/runs.tsv"
: > "$runs"
for app in "$corpus"/*/; do
  name=$(basename "$app")
  out="$work/$name"
  rm -rf "$out"
  started=$(date +%s%N)
  set +e
  (cd "$app" && "$viper" spies --all . --output "$out" --json > "$out.json" 2> "$out.err")
  status=$?
  set -e
  ended=$(date +%s%N)
  if [ "$status" -gt 1 ]; then
    echo "spies-corpus: viper spies failed on $name with status $status:" >&2
    cat "$out.err" >&2
    exit 1
  fi
  # The compiler's parser, file by file: syntax only, no type checking (the apps are iOS
  # projects and do not build here).
  : > "$out.parse"
  if [ -d "$out" ]; then
    find "$out" -name '*.swift' -print0 | sort -z | xargs -0 -r swiftc -parse >> "$out.parse" 2>&1 || true
  fi
  printf '%s\t%s\t%s\n' "$name" "$(( (ended - started) / 1000000 ))" "$out" >> "$runs"
done

python3 - "$runs" Tests/LintCorpus/repositories.tsv "$check" <<'PYTHON'
import collections, csv, json, os, re, sys

runs_path, repositories, check = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
commits = {}
with open(repositories, newline="") as handle:
    for row in csv.DictReader(handle, delimiter="\t"):
        commits[row["repository"].replace("/", "+")] = row["commit"]
# The commits CORPUS.md's "More dialects" table gives (not in repositories.tsv).
commits.update({
    "andrewtokeley+trapr": "b2dba6e", "KarthikMS+RxViperShoppingCart": "3071310",
    "dmitriykotenko+RxViperDemo": "c419166", "BoogieMAN2K+swiftui-viper-swift6": "4ddbc0c",
    "gauravtakroro+SwiftUI-Viper-Architecture": "dd4fa9f",
    "meitarBass+Newsly-News-app-using-Clean-Architecture-VIPER-iOS": "a16fe52",
    "osfalt+OpenWeather-VIPER-iOS": "ebb50ba", "leandroberli+viper-ios-app": "392ee97",
})

totals = collections.Counter()
kinds_total = collections.Counter()
failed = []
rows = []
with open(runs_path) as handle:
    runs = [line.rstrip("\n").split("\t") for line in handle if line.strip()]
for name, millis, out in runs:
    with open(out + ".json") as handle:
        report = json.load(handle)
    modules = report["modules"]
    complete = [m for m in modules if not m["refusals"] and m["subject"]]
    refused = [m for m in modules if m["refusals"]]
    kinds = collections.Counter(m["refusals"][0]["kind"] for m in refused)
    requirements = sum(m["requirements"] for m in modules)
    implemented = sum(m["implemented"] for m in modules)
    files = [f for f in report["files"]]
    with open(out + ".parse") as handle:
        bad = sorted({line.split(":")[0] for line in handle if ": error:" in line})
    for module in modules:
        for refusal in module["refusals"]:
            if refusal["kind"] == "internal":
                failed.append(f"{name}: {module['name']}: {refusal['reason']}")
    if bad:
        failed += [f"{name}: does not parse: {path}" for path in bad]
    spies = sum(len(m["spies"]) for m in modules)
    rows.append((name, commits.get(name, "-"), len(modules), len(complete), len(refused), spies,
                 len(files), len(bad), implemented, requirements, int(millis) / 1000, kinds))
    totals.update(modules=len(modules), complete=len(complete), refused=len(refused), spies=spies,
                  files=len(files), bad=len(bad), implemented=implemented,
                  requirements=requirements)
    kinds_total.update(kinds)

print(f"{'app':62} {'commit':8} {'modules':>7} {'spied':>5} {'refused':>7} {'spies':>5} {'files':>5} {'unparsed':>8} {'requirements':>13} {'time':>6}  refused by reason")
for name, commit, count, complete, refused, spies, files, bad, implemented, requirements, seconds, kinds in rows:
    reasons = ", ".join(f"{kind} {n}" for kind, n in kinds.most_common())
    print(f"{name:62} {commit:8} {count:>7} {complete:>5} {refused:>7} {spies:>5} {files:>5} {bad:>8} {implemented:>6}/{requirements:<6} {seconds:>5.1f}s  {reasons}")
reasons = ", ".join(f"{kind} {n}" for kind, n in kinds_total.most_common())
print(f"{'all apps':62} {'':8} {totals['modules']:>7} {totals['complete']:>5} {totals['refused']:>7} {totals['spies']:>5} {totals['files']:>5} {totals['bad']:>8} {totals['implemented']:>6}/{totals['requirements']:<6} {'':>6}  {reasons}")
print()
print("spied: every protocol the presenter talks through has a spy, and the harness subject is written;")
print("refused: counted once, by the kind of its first reason (the JSON reports have every line).")
if failed:
    print("\nproblems:")
    for line in failed:
        print("  " + line)
if check and failed:
    sys.exit(1)
PYTHON
