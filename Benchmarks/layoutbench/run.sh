#!/bin/sh
# Times `inspect layout` as a whole process on the generated window LargeWindowTests checks
# (2,005 views, 4,342 constraints, one stack view a row), beside kiwisolver solving the same
# dump (Tools/kiwi/solve_dump.py, kiwi's weighted objective, in Python) and `inspect layout
# --weighted`. Release build; hyperfine when it is installed, else a loop under
# /usr/bin/time (wall and CPU time per process). Results: Benchmarks/layoutbench/RESULTS.md.
#
#   Benchmarks/layoutbench/run.sh [ROWS]      (from anywhere; default 334 rows = 2,005 views)
#
# SCRATCH (default .build-patchbench, shared with patchbench) is the build folder; INSPECT
# names another binary to time instead (a build of an older commit, for a before/after).
set -e
ROWS=${1:-334}
SCRATCH=${SCRATCH:-.build-patchbench}
. "$(dirname "$0")/../release-build.sh"
INSPECT=${INSPECT:-$(release_binary)}
DUMP=$(mktemp /tmp/layoutbench-XXXXXX.xml)
trap 'rm -f "$DUMP"' EXIT
python3 Benchmarks/layoutbench/generate.py --rows "$ROWS" > "$DUMP"
echo "dump: $(grep -c '<view ' "$DUMP") views, $(grep -c '<constraint ' "$DUMP") constraints, $(wc -c < "$DUMP") bytes"
load_average before
"$INSPECT" layout "$DUMP" | tail -1
KIWI="python3 Tools/kiwi/solve_dump.py $DUMP"
if ! python3 -c 'import kiwisolver' 2>/dev/null; then KIWI=""; fi
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 2 --runs 20 -N "$INSPECT layout $DUMP" "$INSPECT layout --weighted $DUMP"
else
  for command in "$INSPECT layout $DUMP" "$INSPECT layout --weighted $DUMP"; do
    /usr/bin/time -f "%e s wall, %U s user, %S s sys: $command" sh -c "$command > /dev/null"
  done
fi
# kiwisolver once (it takes tens of seconds). It exits 1: it reports each row's stack view
# ambiguous (minY, height), its generated stack constraints being a subset of inspect's
# (Tools/kiwi/README.md); the frames it prints are inspect's. The status is not checked.
if [ -n "$KIWI" ]; then
  /usr/bin/time -f "%e s wall, %U s user, %S s sys: kiwisolver (Tools/kiwi/solve_dump.py)" \
    sh -c "$KIWI > /dev/null" || true
fi
load_average after
