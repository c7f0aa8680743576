#!/bin/sh
# Times `inspect patch` of a pasted bar (text UIKit or LLDB printed, not a dump) as a whole
# process: the issue-21 goal "patching a pasted bar stays under 20 ms". For each paste, 20
# runs under `perf stat`: the CPU time per process (task-clock, which waiting for a core does
# not count) and the wall time, with the load average. Release build.
# Usage: Benchmarks/patchbench/paste.sh [PASTE…]   (from the package root)
set -e
SCRATCH=${SCRATCH:-.build-patchbench}
. "$(dirname "$0")/../release-build.sh"
BIN=$(release_binary)
[ $# -gt 0 ] || set -- Fixtures/ios11-375-sample01-trace/input.txt \
  Fixtures/sample03-ios14-sheet-cancel-next/input.txt \
  Fixtures/sample66-ios13-back-button-push/input.txt \
  Fixtures/ios12-375-trace-back-container/trace.txt
echo "| paste | bytes | CPU per process | wall per process |"
echo "|---|---:|---:|---:|"
for paste in "$@"; do
  stats=$(perf stat -r 20 -x, -e task-clock "$BIN" patch "$paste" -o /dev/null --report /dev/null 2>&1 >/dev/null | grep task-clock)
  start=$(date +%s%N)
  for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    "$BIN" patch "$paste" -o /dev/null --report /dev/null >/dev/null 2>&1 || true
  done
  end=$(date +%s%N)
  echo "$stats" | awk -F, -v p="$paste" -v b="$(wc -c < "$paste")" -v w="$(( (end - start) / 20000 ))" \
    '{ printf "| `%s` | %d | %.1f ms | %.1f ms |\n", p, b, $1, w / 1000 }'
done
load_average
