#!/usr/bin/env bash
# A fuzzing campaign: RUNS inputs for each target (all of Fuzz/Targets, or those named), one
# after the other, then a results table in Fuzz/campaigns/DATE.md (and on standard output).
# A target given as TARGET=RUNS:SECONDS stops at whichever comes first (the table says how
# many runs were made). FUZZ_JOBS=2 runs each target in libFuzzer's fork mode with two
# processes; FUZZ_OPTIONS adds libFuzzer options to every target (e.g. -max_len=4096). A
# crash, leak or timeout stops that target (its input is in .build/fuzz/artifacts); the
# others still run, and the exit status is 1. FUZZ_LANES=2 runs two targets at a time (each
# starts when a lane is free, in the order given: name the longest first), for one campaign
# on every core; the table keeps the order given. FUZZ_OPTIONS_TARGET (FUZZ_OPTIONS_pipeline)
# adds options to one target, after FUZZ_OPTIONS (libFuzzer takes the last of a repeated one).
#
#   Fuzz/campaign.sh RUNS [TARGET…]                e.g. Fuzz/campaign.sh 1000000 console
#   Fuzz/campaign.sh --runs xml=10000000,json=10000000,console=1000000,sentry=1000000,pipeline=1000000
#   FUZZ_OPTIONS=-max_len=4096 Fuzz/campaign.sh --runs console=1000000:600,xml=10000000:1200
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Fuzz/campaign.sh RUNS [TARGET…] | --runs TARGET=RUNS,…"
declare -A RUNS_OF=()
TARGETS=()
if [ "${1:-}" = --runs ]; then
  IFS=, read -ra pairs <<<"${2:?$usage}"
  for pair in "${pairs[@]}"; do
    RUNS_OF[${pair%%=*}]=${pair#*=}
    TARGETS+=("${pair%%=*}")
  done
else
  runs=${1:?$usage}
  shift
  if [ $# -gt 0 ]; then TARGETS=("$@"); else
    for file in Fuzz/Targets/*.swift; do TARGETS+=("$(basename "$file" .swift)"); done
  fi
  for target in "${TARGETS[@]}"; do RUNS_OF[$target]=$runs; done
fi
[ "${FUZZ_NO_BUILD:-}" = 1 ] || Fuzz/build.sh
LOGS=.build/fuzz/logs
mkdir -p "$LOGS" Fuzz/campaigns
stamp=$(date -u +%Y-%m-%d-%H%M)
table="Fuzz/campaigns/$stamp.md"
jobs=${FUZZ_JOBS:-1}
extra=()
[ "$jobs" -gt 1 ] && extra=(-fork="$jobs")
{
  echo "# Fuzzing campaign $stamp UTC"
  echo
  echo "Commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)'),"
  echo "$(swiftc --version 2>/dev/null | head -1), libxml2 $(pkg-config --modversion libxml-2.0),"
  echo "$(nproc) cores, $jobs process(es) a target, ${FUZZ_LANES:-1} target(s) at a time, options: ${FUZZ_OPTIONS:-none} (after run.sh's)$(for t in "${TARGETS[@]}"; do v="FUZZ_OPTIONS_$t"; [ -z "${!v:-}" ] || printf ', %s: %s' "$t" "${!v}"; done),"
  echo "niceness $(nice), load average at the start $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "| target | runs | exec/s | edges (cov) | features (ft) | corpus | peak RSS | crashes, leaks, timeouts |"
  echo "|---|---|---|---|---|---|---|---|"
} >"$table"
# One target: its run, then its row and status in files the table is made of.
campaign_target() {
  local target=$1 log="$LOGS/campaign-$stamp-$1.log" start=$SECONDS seconds=0 failed=0
  local runs=${RUNS_OF[$target]%%:*}
  [[ ${RUNS_OF[$target]} == *:* ]] && seconds=${RUNS_OF[$target]#*:}
  local own="FUZZ_OPTIONS_$target"
  # shellcheck disable=SC2086
  FUZZ_NO_BUILD=1 Fuzz/run.sh "$target" "$seconds" -runs="$runs" "${extra[@]}" \
    ${FUZZ_OPTIONS:-} ${!own:-} >"$log" 2>&1 || failed=1
  Fuzz/stats.sh "$log" --row "$target ($((SECONDS - start)) s)" >"$LOGS/$stamp-$target.row"
  echo "$failed" >"$LOGS/$stamp-$target.status"
}
lanes=${FUZZ_LANES:-1}
for target in "${TARGETS[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$lanes" ]; do wait -n || true; done
  campaign_target "$target" &
done
wait
status=0
for target in "${TARGETS[@]}"; do
  cat "$LOGS/$stamp-$target.row" >>"$table"
  [ "$(cat "$LOGS/$stamp-$target.status")" = 0 ] || status=1
done
{
  echo
  echo "Load average at the end $(cut -d' ' -f1-3 /proc/loadavg). Logs: $LOGS/campaign-$stamp-*.log."
} >>"$table"
cat "$table"
exit $status
