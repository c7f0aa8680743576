#!/usr/bin/env bash
# CI's fuzz step (Fuzz/README.md, "The smoke run"): builds the targets, then for each target
# runs every seed and every regression input once, whole, and then a fixed number of fuzzing
# runs from the seeds alone, with a fixed -seed and hashing: the same commit gives the same
# runs, so CI cannot go red on luck (random exploration is campaign.sh's and run.sh's job).
# One line each; a crash, leak or timeout prints the end of that target's log and fails
# (exit 1). FUZZ_SMOKE_SCALE=N multiplies the runs (default 1).
#
#   Fuzz/smoke.sh [TARGET…]
set -euo pipefail
cd "$(dirname "$0")/.."
# Runs per target: about 15 s each at the exec/s of a 2-core CI machine (the XML reader about
# 500 a second with the schema, the pipeline about 300 with three commands an input).
declare -A RUNS_OF=([xml]=6000 [json]=20000 [console]=8000 [sentry]=40000 [pipeline]=3000)
SCALE=${FUZZ_SMOKE_SCALE:-1}
TARGETS=("$@")
if [ ${#TARGETS[@]} = 0 ]; then
  for file in Fuzz/Targets/*.swift; do TARGETS+=("$(basename "$file" .swift)"); done
fi
Fuzz/build.sh
LOGS=.build/fuzz/logs
mkdir -p "$LOGS"
status=0
failed() {
  status=1
  echo "fuzz: $1: FAILED ($(Fuzz/stats.sh "$2")); the end of $2:" >&2
  tail -n 40 "$2" >&2
  ls .build/fuzz/artifacts/"$1"-* 2>/dev/null | sed 's/^/fuzz:   input: /' >&2 || true
}
for target in "${TARGETS[@]}"; do
  runs=$((${RUNS_OF[$target]:-5000} * SCALE))
  rm -f .build/fuzz/artifacts/"$target"-*
  log="$LOGS/smoke-$target-replay.log"
  if ! FUZZ_NO_BUILD=1 FUZZ_REPLAY=1 Fuzz/run.sh "$target" 0 >"$log" 2>&1; then
    failed "$target" "$log"
    continue
  fi
  replayed=$(grep -c '^Executed ' "$log" || true)
  # A fresh corpus each time: what an earlier run found must not change this one.
  corpus=.build/fuzz/smoke-corpus/$target
  rm -rf "$corpus"
  log="$LOGS/smoke-$target.log"
  if FUZZ_NO_BUILD=1 FUZZ_CORPUS="$corpus" Fuzz/run.sh "$target" 0 -seed=1 -runs="$runs" \
    -max_len=4096 >"$log" 2>&1; then
    echo "fuzz: $target: $replayed inputs replayed; $(Fuzz/stats.sh "$log")"
  else
    failed "$target" "$log"
  fi
done
exit $status
