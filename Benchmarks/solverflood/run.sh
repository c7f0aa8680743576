#!/usr/bin/env bash
# The optional-constraint flood of issue 12 (A.width == i @999, i = 1 ... n, on one item):
# kiwisolver against our solver on the same system, and `inspect layout` / `inspect patch` on
# the same flood as a dump (generate.py says what each file holds). Prints the table of
# RESULTS.md: CPU time (user + system, which a loaded machine inflates less than wall time),
# wall time, peak RSS and outcome of each run.
#
#   Benchmarks/solverflood/run.sh [SIZES]          SIZES defaults to "4000 16000 32000 100000"
#
# Environment: SCRATCH (SwiftPM scratch path, default .build), OUT (work folder, default
# /tmp/solverflood-run), TIMEOUT (seconds a run of the code from before may take before it is
# stopped, default 60: at 100,000 it would take minutes and gigabytes), LONG_TIMEOUT (the same
# for kiwisolver and our solver without a budget, default 300), BEFORE_INSPECT and
# BEFORE_CASSOBENCH (binaries built from an earlier commit, run beside ours for a before and
# after table; left out when unset), BENCH (cassobench.py, default Benchmarks/cassobench's),
# TABLE_ONLY=1 (print the table from the files already in OUT).
set -euo pipefail
SIZES=${1:-"4000 16000 32000 100000"}
SCRATCH=${SCRATCH:-.build}
. "$(dirname "$0")/../release-build.sh"
OUT=${OUT:-/tmp/solverflood-run}
TIMEOUT=${TIMEOUT:-60}
LONG_TIMEOUT=${LONG_TIMEOUT:-300}
BENCH=${BENCH:-$(pwd)/Benchmarks/cassobench/cassobench.py}
GEN=Benchmarks/solverflood/generate.py
mkdir -p "$OUT"
if [ -z "${TABLE_ONLY:-}" ]; then
INSPECT=$(release_binary inspect)
CASSOBENCH=$(release_binary cassobench)
load_average before >&2

# run SECONDS NAME COMMAND...: wall, user and system seconds, peak RSS (KB) and exit status into
# $OUT/NAME.time, the command's standard error into $OUT/NAME.err; stopped after SECONDS.
run() {
  local seconds=$1 name=$2
  shift 2
  /usr/bin/time -o "$OUT/$name.time" -f "%e %U %S %M %x" timeout "$seconds" "$@" \
    > "$OUT/$name.out" 2> "$OUT/$name.err" || true
}

for n in $SIZES; do
  python3 "$GEN" system "$n" "$OUT/s$n.txt"
  python3 "$GEN" layout "$n" "$OUT/l$n.xml"
  python3 "$GEN" patch "$n" "$OUT/p$n.xml"
  run "$LONG_TIMEOUT" "kiwi.$n" python3 "$BENCH" solve "$OUT/s$n.txt" "$OUT/kiwi.$n.values"
  run "$LONG_TIMEOUT" "ours-unlimited.$n" "$CASSOBENCH" "$OUT/s$n.txt" "$OUT/ours.$n.values" --budget unlimited
  run "$TIMEOUT" "ours-budget.$n" "$CASSOBENCH" "$OUT/s$n.txt" "$OUT/ours-budget.$n.values"
  run "$TIMEOUT" "layout.$n" "$INSPECT" layout "$OUT/l$n.xml"
  run "$TIMEOUT" "patch.$n" "$INSPECT" patch "$OUT/p$n.xml" -o "$OUT/patched.$n.xml"
  if [ -n "${BEFORE_CASSOBENCH:-}" ]; then
    run "$TIMEOUT" "before-ours.$n" "$BEFORE_CASSOBENCH" "$OUT/s$n.txt" "$OUT/before.$n.values"
  fi
  if [ -n "${BEFORE_INSPECT:-}" ]; then
    run "$TIMEOUT" "before-layout.$n" "$BEFORE_INSPECT" layout "$OUT/l$n.xml"
    run "$TIMEOUT" "before-patch.$n" "$BEFORE_INSPECT" patch "$OUT/p$n.xml" -o "$OUT/before-patched.$n.xml"
  fi
done
load_average after >&2
fi

python3 - "$OUT" "$SIZES" <<'PY'
import os, sys
out, sizes = sys.argv[1], sys.argv[2].split()

def cell(name):
    path = os.path.join(out, name + ".time")
    if not os.path.exists(path):
        return "—"
    last = open(path).read().split("\n")
    fields = [l for l in last if l and not l.startswith("Command")][-1].split()
    wall, cpu = float(fields[0]), float(fields[1]) + float(fields[2])
    rss, status = int(fields[3]) / 1024, int(fields[4])
    err = open(os.path.join(out, name + ".err")).read()
    if status == 124:
        outcome = "stopped"
    elif "budget" in err.lower():
        outcome = "refused"
    elif status in (0, 1) and not err.strip().startswith("cassobench: error"):
        outcome = "solved"
    else:
        outcome = "exit %d" % status
    return "%.2f s (%.2f), %.0f MB, %s" % (cpu, wall, rss, outcome)

columns = [("kiwisolver", "kiwi"), ("ours before", "before-ours"),
           ("ours, no budget", "ours-unlimited"), ("ours, budget", "ours-budget"),
           ("`layout` before", "before-layout"), ("`layout`", "layout"),
           ("`patch` before", "before-patch"), ("`patch`", "patch")]
columns = [c for c in columns if any(os.path.exists(os.path.join(out, "%s.%s.time" % (c[1], n)))
                                     for n in sizes)]
print("| n | " + " | ".join(c[0] for c in columns) + " |")
print("|---:|" + "---|" * len(columns))
for n in sizes:
    print("| %s | " % format(int(n), ",") + " | ".join(cell("%s.%s" % (c[1], n)) for c in columns) + " |")
PY
