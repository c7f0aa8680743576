#!/usr/bin/env bash
# Reproduces the table in RESULTS.md: our solver (cassobench, release build) against
# kiwisolver (Benchmarks/cassobench/cassobench.py) on generated navigation-bar systems.
#
#   Benchmarks/cassobench/run.sh [SIZES]        SIZES defaults to "10 100 1000 10000"
#
# Environment: SCRATCH (SwiftPM scratch path, default .build), OUT (work folder, default
# /tmp/cassobench-run), RUNS (runs of ours per size, best kept, default 3), KIWI_FULL_MAX
# (largest N that kiwisolver solves in full, default 1000; above it kiwi runs with
# --budget KIWI_BUDGET seconds, default 60, and its add time is extrapolated), BENCH (path
# of cassobench.py, default the copy beside this script),
# TABLE_ONLY=1 (print the table from the files already in OUT), WEIGHTED_MAX (largest N run
# in --mode weighted, default 1000: above ~1,500 bars the weighted optimum trades the 999
# edit variables against thousands of lower-priority errors, and every such pivot touches
# all rows — see RESULTS.md).
set -euo pipefail
SIZES=${1:-"10 100 1000 10000"}
SCRATCH=${SCRATCH:-.build}
. "$(dirname "$0")/../release-build.sh"
OUT=${OUT:-/tmp/cassobench-run}
RUNS=${RUNS:-3}
KIWI_FULL_MAX=${KIWI_FULL_MAX:-1000}
KIWI_BUDGET=${KIWI_BUDGET:-60}
WEIGHTED_MAX=${WEIGHTED_MAX:-1000}
BENCH=${BENCH:-$(pwd)/Benchmarks/cassobench/cassobench.py}
mkdir -p "$OUT"

if [ -z "${TABLE_ONLY:-}" ]; then
BIN=$(release_binary cassobench)

for n in $SIZES; do
  sys="$OUT/n$n.txt"
  [ -f "$sys" ] || python3 "$BENCH" gen "$n" 1 "$sys" >&2
  for mode in lexicographic weighted; do
    if [ "$mode" = weighted ] && [ "$n" -gt "$WEIGHTED_MAX" ]; then continue; fi
    for r in $(seq "$RUNS"); do
      /usr/bin/time -v "$BIN" "$sys" "$OUT/n$n.$mode.$r.values" --mode "$mode" \
        > "$OUT/n$n.$mode.$r.log" 2> "$OUT/n$n.$mode.$r.time"
    done
  done
  if [ ! -f "$OUT/n$n.kiwi.values" ] && [ ! -f "$OUT/n$n.kiwi.partial" ]; then
    if [ "$n" -le "$KIWI_FULL_MAX" ]; then
      python3 "$BENCH" solve "$sys" "$OUT/n$n.kiwi.values" > "$OUT/n$n.kiwi.log"
    else
      python3 "$BENCH" solve "$sys" "$OUT/n$n.kiwi.values" --budget "$KIWI_BUDGET" \
        > "$OUT/n$n.kiwi.partial" || true
    fi
  fi
done
fi

python3 - "$OUT" "$RUNS" "$BENCH" $SIZES <<'PY'
import os, re, subprocess, sys
out, runs, bench, sizes = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]

def times(path):
    t = {}
    for line in open(path):
        p = line.split()
        if p and p[0] == "time":
            t[p[1]] = float(p[2])
        if p and p[0] == "checksum":
            t["crc%s" % p[1]] = p[2]
    return t

def rss(path):
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", open(path).read())
    return int(m.group(1)) / 1024.0 if m else float("nan")

print("| N | constraints | mode | kiwi add + update (s) | ours add + update (s) | ours add, CPU (s) "
      "| speed-up | kiwi phase-1 re-solve (s) | ours phase-1 re-solve (s) | re-solve / add "
      "| ours parse to values (s) | max RSS (MB) | checksums vs kiwi |")
print("|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
for n in sizes:
    sysf = os.path.join(out, "n%s.txt" % n)
    cons = next(l.split()[2] for l in open(sysf) if l.startswith("meta constraints"))
    kv = os.path.join(out, "n%s.kiwi.values" % n)
    kp = os.path.join(out, "n%s.kiwi.partial" % n)
    kiwi, kiwi_text, kiwi_resolve = None, "n/a", "n/a"
    if os.path.exists(kv):
        k = times(kv)
        kiwi = k["add_constraints"] + k["update_0"]
        kiwi_text = "%.3f" % kiwi
        kiwi_resolve = "%.4f" % (k["suggest_1"] + k["update_1"])
    elif os.path.exists(kp):
        m = re.search(r"estimated at ~(\d+) s", open(kp).read())
        if m:
            kiwi = float(m.group(1))
            kiwi_text = "~%d (extrapolated)" % kiwi
    for mode in ("lexicographic", "weighted"):
        best = None
        for r in range(1, runs + 1):
            base = os.path.join(out, "n%s.%s.%d" % (n, mode, r))
            if not os.path.exists(base + ".values"):
                continue
            t = times(base + ".values")
            t["rss"] = rss(base + ".time")
            t["file"] = base + ".values"
            if best is None or t["add_constraints"] < best["add_constraints"]:
                best = t
        if best is None:
            continue
        add = best["add_constraints"] + best["update_0"]
        resolve = best["suggest_1"] + best["update_1"]
        if os.path.exists(kv):
            r = subprocess.run([sys.executable, bench, "compare", best["file"], kv],
                               capture_output=True, text=True)
            same = "identical" if r.returncode == 0 and "DIFFERENT" not in r.stdout else "DIFFERENT"
        else:
            same = "no kiwi values (ours: %s %s)" % (best["crc0"], best["crc1"])
        speed = "%.0f×" % (kiwi / add) if kiwi else ""
        print("| %s | %s | %s | %s | %.4f | %.4f | %s | %s | %.4f | %.1f%% | %.2f | %.0f | %s |" % (
            n, cons, mode, kiwi_text, add, best["add_constraints_cpu"], speed, kiwi_resolve,
            resolve, 100 * resolve / add, best["total"], best["rss"], same))
PY
