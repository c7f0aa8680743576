#!/bin/sh
# Times `inspect patch` (the default pin) as a whole process on a ~2,000-view window dump
# holding one bar: release build, 20 runs, with hyperfine when it is installed, else a loop
# under /usr/bin/time. Usage: Benchmarks/patchbench/run.sh [views]   (from the package root)
set -e
VIEWS=${1:-2000}
SCRATCH=${SCRATCH:-.build-patchbench}
. "$(dirname "$0")/../release-build.sh"
BIN=$(release_binary)
DUMP=$(mktemp /tmp/patchbench-XXXXXX.xml)
OUT=$(mktemp /tmp/patchbench-out-XXXXXX.xml)
trap 'rm -f "$DUMP" "$OUT"' EXIT
python3 Benchmarks/patchbench/generate.py --views "$VIEWS" > "$DUMP"
echo "dump: $(grep -c '<view ' "$DUMP") views, $(grep -c '<constraint ' "$DUMP") constraints, $(wc -c < "$DUMP") bytes"
"$BIN" patch "$DUMP" -o "$OUT" --report /dev/null
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 3 --runs 20 "$BIN patch $DUMP -o $OUT --report /dev/null"
else
  # Wall time per process, and CPU time (user + sys): on a machine shared with other work the
  # wall time includes waiting for a core, the CPU time does not.
  runs=20
  LOOP=$(mktemp /tmp/patchbench-loop-XXXXXX.sh)
  printf 'for i in $(seq 1 %s); do "%s" patch "%s" -o "%s" --report /dev/null; done\n' \
    "$runs" "$BIN" "$DUMP" "$OUT" > "$LOOP"
  /usr/bin/time -f "%e %U %S" sh "$LOOP" 2> "$LOOP.time"
  awk -v runs="$runs" '{ printf "per process (mean of %d): %.1f ms wall, %.1f ms CPU (user %.1f + sys %.1f)\n", runs, $1 * 1000 / runs, ($2 + $3) * 1000 / runs, $2 * 1000 / runs, $3 * 1000 / runs }' "$LOOP.time"
  rm -f "$LOOP" "$LOOP.time"
  load_average
fi
