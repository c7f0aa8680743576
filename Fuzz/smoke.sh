#!/usr/bin/env bash
# CI's fuzz step: builds the targets, runs each for SECONDS (default 15), one line each; a
# crash, leak or timeout prints the end of that target's log and fails (exit 1).
#
#   Fuzz/smoke.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-15}
Fuzz/build.sh
LOGS=.build/fuzz/logs
mkdir -p "$LOGS"
status=0
for file in Fuzz/Targets/*.swift; do
  target=$(basename "$file" .swift)
  log="$LOGS/smoke-$target.log"
  if FUZZ_NO_BUILD=1 Fuzz/run.sh "$target" "$SECONDS_EACH" >"$log" 2>&1; then
    echo "fuzz: $target: $(Fuzz/stats.sh "$log")"
  else
    status=1
    echo "fuzz: $target: FAILED ($(Fuzz/stats.sh "$log")); the end of $log:" >&2
    tail -n 40 "$log" >&2
    ls .build/fuzz/artifacts/"$target"-* 2>/dev/null | sed 's/^/fuzz:   input: /' >&2 || true
  fi
done
exit $status
