#!/usr/bin/env bash
# Times `inspect layout` of large console pastes (generate.py: the samples' conflict logs
# repeated with fresh addresses), each a whole process under /usr/bin/time (CPU user + sys,
# peak RSS). Prints one Markdown table; RESULTS.md holds the runs.
#
#   Benchmarks/pastebench/run.sh [MEGABYTES]        default "2 8 10"
#
# Environment: INSPECT (the binary; default: a release build in SCRATCH, default
# .build-release), NICE (default 10), TIMEOUT (seconds per run, default 300).
set -euo pipefail
SIZES=${1:-"2 8 10"}
SCRATCH=${SCRATCH:-.build-release}
. "$(dirname "$0")/../release-build.sh"
NICE=${NICE:-10}
TIMEOUT=${TIMEOUT:-300}
INSPECT=${INSPECT:-$(release_binary)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "inspect: $INSPECT ($(git rev-parse --short HEAD)), $(nproc) cores," \
  "load $(cut -d' ' -f1-3 /proc/loadavg) at $(date -u +%H:%M) UTC"
echo
echo "| paste | lines | CPU | peak RSS | bars | conflict logs |"
echo "|---:|---:|---:|---:|---:|---:|"
for megabytes in $SIZES; do
  paste="$work/paste-$megabytes.txt"
  python3 Benchmarks/pastebench/generate.py --megabytes "$megabytes" >"$paste"
  status=0
  nice -n "$NICE" /usr/bin/time -f "%U %S %M" -o "$work/time" timeout "$TIMEOUT" \
    "$INSPECT" layout "$paste" >"$work/layout.txt" 2>&1 || status=$?
  if [ "$status" = 124 ]; then
    echo "| $megabytes MB | $(wc -l <"$paste") | > $TIMEOUT s | | | |"
    continue
  fi
  read -r user system rss < <(tail -1 "$work/time")
  bars=$(grep -c "^bar model" "$work/layout.txt" || true)
  logs=$(tail -1 "$work/layout.txt" | grep -o "[0-9]* conflict logs" | cut -d' ' -f1)
  echo "| $megabytes MB | $(wc -l <"$paste") |" \
    "$(python3 -c "print(f'{$user + $system:.2f}')") s | $((rss / 1024)) MB | $bars | ${logs:-?} |"
done
