#!/usr/bin/env bash
# Runs `viper lint --fix` on a copy of every public VIPER repository that
# `Scripts/lint-corpus.sh --keep DIR` extracted into DIR, and checks what the issue promises:
# every edited file still parses, a second `--fix` changes nothing, and the ownership findings
# left are the ones `--fix` reported as not fixed. Prints one row per repository.
#
#   Scripts/fix-corpus.sh DIR [--check]
#
#   DIR      a folder made by `Scripts/lint-corpus.sh --keep DIR` (one OWNER+NAME folder per
#            repository; the folders are copied, never edited)
#   --check  exit 1 when an edited file no longer parses, a second run changes something, or
#            an ownership finding is left that --fix did not report
#
# Environment: VIPER, the viper binary (default .build/release/viper).
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -ge 1 ] || { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
source_dir=$1
check=0
[ "${2:-}" = "--check" ] && check=1
viper=$(realpath "${VIPER:-.build/release/viper}")
[ -x "$viper" ] || { echo "fix-corpus: no viper binary at $viper (swift build -c release --product viper)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$source_dir" "$work" "$viper" "$check" <<'PYTHON'
import collections, json, os, shutil, subprocess, sys

source_dir, work, viper, check = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1"
ownership = {"HoldBackReferencesWeakly", "ClassBindBackReferenceProtocols", "NoStrongReferenceCycles"}
fixable = ownership | {"NoUnusedUIFrameworkImports", "CaptureSelfWeaklyInInteractorClosures"}

def lint(tree):
    result = subprocess.run([viper, "lint", "--no-cache", "--reporter", "json", "--quiet", "."], cwd=tree,
                            capture_output=True, text=True)
    return json.loads(result.stdout or "[]")

failures = []
print(f"{'repository':46} {'files':>5} {'own.before':>10} {'fixable':>7} {'fixed':>5} {'edited':>6} "
      f"{'own.after':>9} {'own.refused':>11} {'parse b/a':>9} {'2nd run':>7}")
totals = [0] * 6
for name in sorted(os.listdir(source_dir)):
    origin = os.path.join(source_dir, name)
    if not os.path.isdir(origin):
        continue
    tree = os.path.join(work, name)
    shutil.copytree(origin, tree)
    files = sum(1 for root, _, names in os.walk(tree) for n in names if n.endswith(".swift"))
    before = lint(tree)
    own_before = [f for f in before if f["rule"] in ownership]
    fixable_before = [f for f in before if f["rule"] in fixable]
    parse_before = {f["file"] for f in before if f["rule"] == "parse"}
    snapshot = {}
    for root, _, names in os.walk(tree):
        for n in names:
            if n.endswith(".swift"):
                path = os.path.join(root, n)
                with open(path, "rb") as handle:
                    snapshot[path] = handle.read()
    fix = subprocess.run([viper, "lint", "--no-cache", "--fix", "--quiet", "."], cwd=tree, capture_output=True, text=True)
    if fix.returncode > 1:
        failures.append(f"{name}: viper lint --fix exited {fix.returncode}: {fix.stderr.strip()}")
        continue
    # Keyed by file and rule, not line: an edit above a finding (an import removed) moves it.
    refused = collections.Counter()
    fixed = 0
    for line in fix.stderr.splitlines():
        if line.startswith("fixed: "):
            fixed += 1
        if line.startswith("not fixed: "):
            rule = line.rsplit("[", 1)[-1].rstrip("]")
            location = line[len("not fixed: "):].split(": ", 1)[0]
            path, row, _ = location.rsplit(":", 2)
            if rule in ownership:
                refused[(path, rule)] += 1
    edited = []
    for path, old in snapshot.items():
        with open(path, "rb") as handle:
            if handle.read() != old:
                edited.append(path)
    after = lint(tree)
    own_after = [f for f in after if f["rule"] in ownership]
    parse_after = {f["file"] for f in after if f["rule"] == "parse"}
    new_parse = parse_after - parse_before
    left = collections.Counter((f["file"], f["rule"]) for f in own_after)
    unexplained = [k for k, n in left.items() if n > refused[k]]
    second = subprocess.run([viper, "lint", "--no-cache", "--fix", "--dry-run", "--quiet", "."], cwd=tree,
                            capture_output=True, text=True)
    second_changes = second.stdout.count("\n+++ ") + second.stdout.startswith("--- ")
    print(f"{name:46} {files:5} {len(own_before):10} {len(fixable_before):7} {fixed:5} {len(edited):6} "
          f"{len(own_after):9} {sum(refused.values()):11} {len(parse_before):4}/{len(parse_after):<4} "
          f"{'same' if not second.stdout else 'CHANGES':>7}")
    for index, value in enumerate([len(own_before), len(fixable_before), fixed, len(edited), len(own_after), sum(refused.values())]):
        totals[index] += value
    if new_parse:
        failures.append(f"{name}: no longer parses: {sorted(new_parse)}")
    if second.stdout:
        failures.append(f"{name}: a second --fix would change {second_changes} file(s)")
    for finding in unexplained:
        failures.append(f"{name}: {finding[0]}: {finding[1]} left but not reported as not fixed")
print(f"{'all':46} {'':5} {totals[0]:10} {totals[1]:7} {totals[2]:5} {totals[3]:6} {totals[4]:9} {totals[5]:11}")
for failure in failures:
    print("fix-corpus:", failure, file=sys.stderr)
if check and failures:
    sys.exit(1)
PYTHON
