#!/usr/bin/env bash
# Lints and graphs every public VIPER repository of Tests/LintCorpus/repositories.tsv that the
# search tool's `fetch` has brought onto this machine, at the commit recorded there, and scores
# the findings against the hand labels in Tests/LintCorpus/labels.tsv (precision and recall per
# rule and per repository, the time of each run, every finding nobody has labelled yet) and
# the graph against Tests/LintCorpus/graph.tsv (modules and routes labelled by reading the
# code). Figures are given per set of repositories.tsv's `set` column: `original` (the first
# fourteen), `dialects` (apps of other VIPER dialects the tools were tuned on) and `held-out`
# (apps kept out of all tuning: what a team with an app the tools have never seen gets), and the
# navigation sets `navigation` (tuning) and `navigation-held-out-N` (N from 4 on, one per
# held-out set: each kept out of all tuning until its one first run). An
# optional fifth column, `root`, is the folder of the repository that holds the app (a
# framework's example app: Marshroute's Example/NavigationDemo); the rest is not linted.
#
#   Scripts/lint-corpus.sh [--check] [--keep DIR]
#
#   --check     exit 1 when a rule misses its precision target (0.95 for error rules, 0.90 for
#               warning rules) or a finding is unlabelled
#   --keep DIR  leave each repository's Swift files and findings in DIR (default: a temporary
#               folder, removed at the end)
#
# Environment:
#   VIPER_CORPUS_MIRROR  where `fetch` puts repositories (default /work/.mirror): each is a bare
#                        git directory OWNER+NAME/repo (or OWNER+NAME/repo/.git)
#   VIPER                the viper binary to use (default: a release build, made if missing)
#   VIPER_CORPUS_ONLY    an extended regular expression: only the repositories (OWNER/NAME)
#                        or sets it matches are run
#
# labels.tsv has one row per finding (and per defect the linter should find but does not):
#   repository  commit  path  line  rule  label  reason
# with label one of: true, false, debatable, missed. graph.tsv has one row per module and per
# route (A -> B: code of A obtains something that builds or shows B):
#   repository  commit  kind  from  to  evidence  note
# with kind `module` (from = its name) or `route`. Facts only: no code of those projects.
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=1 ;;
    --keep) keep="$2"; shift ;;
    -h|--help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "lint-corpus: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

mirror=${VIPER_CORPUS_MIRROR:-/work/.mirror}
viper=${VIPER:-}
if [ -z "$viper" ]; then
  if [ ! -x .build/release/viper ]; then
    echo "lint-corpus: building viper (release) once; this takes a few minutes" >&2
    swift build -c release --product viper >&2
  fi
  viper=.build/release/viper
fi
# Absolute, since each repository is linted from inside its own tree.
case "$viper" in /*) ;; *) viper="$PWD/$viper" ;; esac
if [ -n "$keep" ]; then
  work=$keep
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi

runs="$work/runs.tsv"
: > "$runs"
tail -n +2 Tests/LintCorpus/repositories.tsv | while IFS=$'\t' read -r repository commit _ corpus_set root; do
  root=${root:-.}
  if [ -n "${VIPER_CORPUS_ONLY:-}" ] \
    && ! printf '%s\n%s\n' "$repository" "${corpus_set:-original}" | grep -qxE "$VIPER_CORPUS_ONLY"; then
    continue
  fi
  owner=${repository%%/*}
  name=${repository#*/}
  git_dir="$mirror/$owner+$name/repo"
  [ -d "$git_dir/.git" ] && git_dir="$git_dir/.git"
  if ! git --git-dir="$git_dir" rev-parse --verify -q "$commit^{commit}" >/dev/null 2>&1; then
    echo "lint-corpus: $repository at $commit is not on this machine (fetch github:$repository); skipped" >&2
    continue
  fi
  tree="$work/$owner+$name"
  rm -rf "$tree"
  mkdir -p "$tree"
  # Swift files and storyboards only, one by one: some snapshots lack large binary objects,
  # which makes `git archive` fail.
  git --git-dir="$git_dir" ls-tree -r -z --name-only "$commit" | tr '\0' '\n' \
    | grep -E '\.(swift|storyboard)$' \
    | while IFS= read -r file; do
        mkdir -p "$tree/$(dirname "$file")"
        git --git-dir="$git_dir" show "$commit:$file" > "$tree/$file" 2>/dev/null || true
      done
  started=$(date +%s%N)
  set +e
  (cd "$tree" && "$viper" lint --no-cache --reporter json --quiet "$root" > "$tree.json" 2> "$tree.err")
  status=$?
  (cd "$tree" && "$viper" graph --format json "$root" > "$tree.graph.json" 2>> "$tree.err")
  graph_status=$?
  set -e
  ended=$(date +%s%N)
  if [ "$status" -gt 1 ] || [ "$graph_status" -ne 0 ]; then
    echo "lint-corpus: viper lint or graph failed on $repository ($status, $graph_status):" >&2
    cat "$tree.err" >&2
    exit 1
  fi
  files=$(find "$tree/$root" -name '*.swift' | wc -l)
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$repository" "$commit" "$files" \
    "$(( (ended - started) / 1000000 ))" "$tree.json" "${corpus_set:-original}" >> "$runs"
done

python3 - "$runs" Tests/LintCorpus/labels.tsv "$check" "$viper" Tests/LintCorpus/graph.tsv <<'PYTHON'
import collections, csv, json, re, subprocess, sys

runs_path, labels_path, check, viper, graph_path = (
    sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4], sys.argv[5])
severity = {}
for line in subprocess.run([viper, "lint", "--list-rules"], capture_output=True, text=True).stdout.splitlines():
    cells = [c.strip().strip("`") for c in line.strip("|").split("|")]
    if len(cells) >= 2 and cells[1] in ("error", "warning", "note"):
        severity[cells[0]] = cells[1]
target = {"error": 0.95, "warning": 0.90, "note": 0.90}

labels = {}
with open(labels_path, newline="") as handle:
    for row in csv.DictReader(handle, delimiter="\t"):
        key = (row["repository"], row["path"], int(row["line"]), row["rule"])
        labels[key] = row

def ratio(numerator, denominator):
    return f"{numerator / denominator:.2f}" if denominator else "-"

per_rule = collections.defaultdict(collections.Counter)
per_set_rule = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
per_repo = []
unlabelled = []
stale = []
with open(runs_path) as handle:
    runs = [line.rstrip("\n").split("\t") for line in handle if line.strip()]
for repository, commit, files, seconds, findings_path, corpus_set in runs:
    with open(findings_path) as handle:
        findings = json.load(handle)
    counts = collections.Counter()
    seen = set()
    reported = {(repository, f["file"][2:] if f["file"].startswith("./") else f["file"], f["line"], f["rule"]) for f in findings}
    for finding in findings:
        if finding["rule"] == "parse":
            continue
        path = finding["file"][2:] if finding["file"].startswith("./") else finding["file"]
        key = (repository, path, finding["line"], finding["rule"])
        # Two cycles may be reported at one line (a view's `presenter` that both a presenter's
        # `view` and its router's `viewController` lead back to): the second is scored by the
        # labels of its other edges only, and left out when none is left.
        again = key in seen
        if again and finding["rule"] != "NoStrongReferenceCycles":
            continue
        seen.add(key)
        label = None if again else labels.get(key, {}).get("label")
        # A cycle is one defect whichever of its edges it is reported at: the labels of its
        # other edges (each `(path:line)` of the message) are this finding's.
        if finding["rule"] == "NoStrongReferenceCycles":
            # Paths may hold spaces (`Viper Todo List/...`) and parentheses
            # (`DeliveryExpress(E-Commerce)/...`): from `' (` up to `.swift:LINE)`.
            for edge in re.findall(r"' \((.+?\.swift):(\d+)\)", finding["message"]):
                edge_path = edge[0][2:] if edge[0].startswith("./") else edge[0]
                edge_key = (repository, edge_path, int(edge[1]), finding["rule"])
                if edge_key in reported or edge_key not in labels or edge_key in seen:
                    continue
                seen.add(edge_key)
                if label is None or label == "missed":
                    label = labels[edge_key]["label"]
        if again and label is None:
            continue
        rule = per_rule[finding["rule"]]
        set_rule = per_set_rule[corpus_set][finding["rule"]]
        rule["reported"] += 1
        counts["reported"] += 1
        if label in ("true", "missed"):
            rule["tp"] += 1; counts["tp"] += 1; set_rule["tp"] += 1
            if label == "missed":
                stale.append(f"{repository} {path}:{finding['line']} {finding['rule']}: labelled missed, now found")
        elif label == "false":
            rule["fp"] += 1; counts["fp"] += 1; set_rule["fp"] += 1
        elif label == "debatable":
            rule["debatable"] += 1; counts["debatable"] += 1
        else:
            rule["unlabelled"] += 1; counts["unlabelled"] += 1
            unlabelled.append(f"{repository}\t{commit}\t{path}\t{finding['line']}\t{finding['rule']}\t\t{finding['message']}")
    for key, row in labels.items():
        if key[0] != repository or key in seen:
            continue
        if row["label"] in ("true", "missed"):
            per_rule[key[3]]["fn"] += 1; counts["fn"] += 1
            per_set_rule[corpus_set][key[3]]["fn"] += 1
        elif row["label"] == "false":
            per_rule[key[3]]["fixed"] += 1
    per_repo.append((repository, commit, files, seconds, counts, corpus_set))

print("per repository")
print(f"{'repository':48} {'commit':8} {'files':>5} {'time':>6} {'found':>5} {'true':>4} {'false':>5} {'debat':>5} {'unlab':>5} {'missed':>6} {'prec':>5} {'recall':>6}")
for repository, commit, files, seconds, c, _ in per_repo:
    print(f"{repository:48} {commit:8} {files:>5} {int(seconds) / 1000:>5.1f}s {c['reported']:>5} {c['tp']:>4} {c['fp']:>5} {c['debatable']:>5} {c['unlabelled']:>5} {c['fn']:>6} {ratio(c['tp'], c['tp'] + c['fp']):>5} {ratio(c['tp'], c['tp'] + c['fn']):>6}")
print()
print("per rule (precision = true / (true + false); recall = true / (true + missed))")
print(f"{'rule':40} {'sev':7} {'found':>5} {'true':>4} {'false':>5} {'debat':>5} {'unlab':>5} {'missed':>6} {'prec':>5} {'recall':>6} target")
failed = []
for rule in sorted(per_rule):
    c = per_rule[rule]
    level = severity.get(rule, "warning")
    judged = c["tp"] + c["fp"]
    precision = c["tp"] / judged if judged else 1.0
    verdict = "met" if precision >= target[level] else "MISSED"
    if verdict == "MISSED":
        failed.append(rule)
    print(f"{rule:40} {level:7} {c['reported']:>5} {c['tp']:>4} {c['fp']:>5} {c['debatable']:>5} {c['unlabelled']:>5} {c['fn']:>6} {ratio(c['tp'], judged):>5} {ratio(c['tp'], c['tp'] + c['fn']):>6} {target[level]:.2f} {verdict}")
total = collections.Counter()
for c in per_rule.values():
    total.update(c)
print(f"{'all rules':40} {'':7} {total['reported']:>5} {total['tp']:>4} {total['fp']:>5} {total['debatable']:>5} {total['unlabelled']:>5} {total['fn']:>6} {ratio(total['tp'], total['tp'] + total['fp']):>5} {ratio(total['tp'], total['tp'] + total['fn']):>6}")

print()
print("lint per set (precision = true / (true + false); recall = true / (true + missed))")
for corpus_set in sorted(per_set_rule):
    c = collections.Counter()
    for counter in per_set_rule[corpus_set].values():
        c.update(counter)
    print(f"  {corpus_set:10} true {c['tp']:>4} false {c['fp']:>3} missed {c['fn']:>4} precision {ratio(c['tp'], c['tp'] + c['fp']):>5} recall {ratio(c['tp'], c['tp'] + c['fn']):>5}")

# The graph against graph.tsv: a found module matches a labelled one of the same name (the
# last component of a unit-qualified name, letter case aside), or one whose presenter is in
# the file the label gives (the same types, named otherwise: a class prefix the labeller left
# out, a presenter's misspelled stem); a route matches when both its modules do.
graph_labels = collections.defaultdict(lambda: {"modules": set(), "routes": set(), "presenters": {}})
with open(graph_path, newline="") as handle:
    for row in csv.DictReader(handle, delimiter="\t"):
        entry = graph_labels[row["repository"]]
        if row["kind"] == "module":
            entry["modules"].add(row["from"].lower())
            if row["evidence"].endswith(".swift"):
                entry["presenters"][row["evidence"]] = row["from"].lower()
        elif row["kind"] == "route":
            entry["routes"].add((row["from"].lower(), row["to"].lower()))
def module_key(name):
    return name.split("/")[-1].lower()
graph_rows = []
graph_sets = collections.defaultdict(collections.Counter)
for repository, commit, files, seconds, findings_path, corpus_set in runs:
    if repository not in graph_labels:
        continue
    with open(findings_path[:-5] + ".graph.json") as handle:
        graph = json.load(handle)
    truth = graph_labels[repository]
    renamed = {}
    for unit in graph["units"]:
        for module in unit["modules"]:
            key = module_key(module["name"])
            if key in truth["modules"]:
                continue
            for member in module.get("members", []):
                path = member["file"][2:] if member["file"].startswith("./") else member["file"]
                if member["role"] == "presenter" and truth["presenters"].get(path):
                    renamed[key] = truth["presenters"][path]
    def found_key(name):
        return renamed.get(module_key(name), module_key(name))
    found_modules = {found_key(m["name"]) for unit in graph["units"] for m in unit["modules"]}
    found_routes = {(found_key(r["from"]), found_key(r["to"])) for unit in graph["units"] for r in unit["routes"]}
    c = collections.Counter(
        mtp=len(found_modules & truth["modules"]), mfp=len(found_modules - truth["modules"]),
        mfn=len(truth["modules"] - found_modules), rtp=len(found_routes & truth["routes"]),
        rfp=len(found_routes - truth["routes"]), rfn=len(truth["routes"] - found_routes))
    graph_sets[corpus_set].update(c)
    graph_rows.append((repository, corpus_set, c,
                       sorted(found_modules - truth["modules"]), sorted(truth["modules"] - found_modules),
                       sorted(found_routes - truth["routes"]), sorted(truth["routes"] - found_routes)))
if graph_rows:
    print()
    print("graph against graph.tsv (modules and routes: found, right, precision, recall)")
    for repository, corpus_set, c, extra_m, missing_m, extra_r, missing_r in graph_rows:
        print(f"  {repository:62} {corpus_set:9} modules {c['mtp']}/{c['mtp'] + c['mfn']} P {ratio(c['mtp'], c['mtp'] + c['mfp'])} R {ratio(c['mtp'], c['mtp'] + c['mfn'])}  routes {c['rtp']}/{c['rtp'] + c['rfn']} P {ratio(c['rtp'], c['rtp'] + c['rfp'])} R {ratio(c['rtp'], c['rtp'] + c['rfn'])}")
        for name in extra_m: print(f"      module not labelled: {name}")
        for name in missing_m: print(f"      module missed: {name}")
        for pair in extra_r: print(f"      route not labelled: {pair[0]} -> {pair[1]}")
        for pair in missing_r: print(f"      route missed: {pair[0]} -> {pair[1]}")
    for corpus_set, c in sorted(graph_sets.items()):
        print(f"  {'all ' + corpus_set:72} modules P {ratio(c['mtp'], c['mtp'] + c['mfp'])} R {ratio(c['mtp'], c['mtp'] + c['mfn'])}  routes P {ratio(c['rtp'], c['rtp'] + c['rfp'])} R {ratio(c['rtp'], c['rtp'] + c['rfn'])}")
if stale:
    print("\nlabelled 'missed' but found now (relabel them 'true'):")
    for line in stale:
        print("  " + line)
if unlabelled:
    print(f"\n{len(unlabelled)} findings have no label (repository, commit, path, line, rule, label, message):")
    for line in unlabelled:
        print("  " + line)
if check and (failed or unlabelled):
    sys.exit(1)
PYTHON
