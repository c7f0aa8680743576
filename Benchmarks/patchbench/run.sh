#!/bin/sh
# Times `inspect patch` (the default pin) as a whole process on a ~2,000-view window dump
# holding one bar: release build, 20 runs, with hyperfine when it is installed, else a loop
# under /usr/bin/time. Usage: Benchmarks/patchbench/run.sh [views]   (from the package root)
set -e
VIEWS=${1:-2000}
SCRATCH=${SCRATCH:-.build-patchbench}
swift build -c release --scratch-path "$SCRATCH" --product inspect >/dev/null
BIN="$SCRATCH/release/inspect"
DUMP=$(mktemp /tmp/patchbench-XXXXXX.xml)
OUT=$(mktemp /tmp/patchbench-out-XXXXXX.xml)
trap 'rm -f "$DUMP" "$OUT"' EXIT
python3 Benchmarks/patchbench/generate.py --views "$VIEWS" > "$DUMP"
echo "dump: $(grep -c '<view ' "$DUMP") views, $(grep -c '<constraint ' "$DUMP") constraints, $(wc -c < "$DUMP") bytes"
"$BIN" patch "$DUMP" -o "$OUT" --report /dev/null
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 3 --runs 20 "$BIN patch $DUMP -o $OUT --report /dev/null"
else
  runs=20
  start=$(date +%s%N)
  i=0
  while [ $i -lt $runs ]; do
    "$BIN" patch "$DUMP" -o "$OUT" --report /dev/null
    i=$((i + 1))
  done
  end=$(date +%s%N)
  echo "mean of $runs runs: $(( (end - start) / runs / 1000000 )) ms per process"
  /usr/bin/time -v "$BIN" patch "$DUMP" -o "$OUT" --report /dev/null 2>&1 \
    | grep -E "Elapsed|Maximum resident" || true
fi
