#!/usr/bin/env bash
# Times the dump's reading and writing on one window of N bars (generate.py) for one or more
# inspect binaries (a build before a change and one after) beside xmllint and jq, all in the
# same run, RUNS rounds, each round every command once in turn. Prints, per command, the least
# CPU time (user + sys, /usr/bin/time) of the rounds, the largest peak RSS, and the ratio to
# its reference (`read` to `xmllint --noout`, `convert-xml` to `xmllint --output`,
# `convert-json` to `jq -c .`). Every binary's XML and JSON outputs are compared byte for byte
# with the first binary's (`cmp`).
#
#   BINARIES="/tmp/before/inspect .build-release/release/inspect" \
#     Benchmarks/windowbench/io.sh [BARS] [RUNS]         default 12000 bars, 3 rounds
#
# Environment: BINARIES (default: the release build in SCRATCH, built unless NO_BUILD=1),
# NICE (default 10). The window is generated once and kept in WORK (default a temporary
# folder, removed at the end; give a folder to keep it between runs).
set -euo pipefail
BARS=${1:-12000}
RUNS=${2:-3}
SCRATCH=${SCRATCH:-.build-release}
. "$(dirname "$0")/../release-build.sh"
NICE=${NICE:-10}
BINARIES=${BINARIES:-$(release_binary)}
if [ -n "${WORK:-}" ]; then
  work=$WORK
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
xml="$work/window-$BARS.xml"
json="$work/window-$BARS.json"
first=${BINARIES%% *}
[ -s "$xml" ] || python3 Benchmarks/windowbench/generate.py --bars "$BARS" >"$xml"
[ -s "$json" ] || "$first" convert "$xml" -o "$json" 2>/dev/null

# measure NAME COMMAND…: appends "CPU MB" of one run to $work/NAME.runs. (`find` of a name
# no item has exits with 1: /usr/bin/time then writes a line before its figures.)
measure() {
  local name=$1
  shift
  nice -n "$NICE" /usr/bin/time -f "%U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" \
    || [ "$name" != "${name#read}" ] || echo "$name failed: $(head -3 "$work/err")" >&2
  tail -1 "$work/time" | awk '{ printf "%.2f %.0f\n", $1 + $2, $3 / 1024 }' >>"$work/$name.runs"
}

rm -f "$work"/*.runs
echo "$BARS bars: $(($(wc -c <"$xml") / 1000)) kB XML, $(($(wc -c <"$json") / 1000)) kB JSON;" \
  "$RUNS rounds from $(date -u +%H:%M) UTC, $(load_average at the start)"
for round in $(seq "$RUNS"); do
  measure xmllint-noout xmllint --noout "$xml"
  measure xmllint-output xmllint --output "$work/xmllint.xml" "$xml"
  measure jq jq -c . "$json"
  index=0
  for binary in $BINARIES; do
    measure "read-$index" "$binary" find "$xml" no-such-item
    measure "convert-xml-$index" "$binary" convert "$xml" -o "$work/out-$index.xml"
    measure "convert-json-$index" "$binary" convert "$json" -o "$work/out-$index.json"
    index=$((index + 1))
  done
done
echo "$(load_average at the end)"

# best NAME: the least CPU of the runs and the largest RSS.
best() { sort -n "$work/$1.runs" | awk 'NR == 1 { cpu = $1 } $2 > mb { mb = $2 } END { print cpu, mb }'; }
row() {
  local label=$1 name=$2 reference=${3:-}
  read -r cpu mb <<<"$(best "$name")"
  local ratio=""
  if [ -n "$reference" ]; then
    read -r base _ <<<"$(best "$reference")"
    ratio=$(awk -v a="$cpu" -v b="$base" 'BEGIN { if (b > 0) printf "%.2f×", a / b }')
  fi
  echo "| $label | $cpu s | $mb MB | $ratio |"
}
echo
echo "| command | CPU (least of $RUNS) | peak RSS | ratio |"
echo "|---|---:|---:|---:|"
row "xmllint --noout" xmllint-noout
row "xmllint --output" xmllint-output
row "jq -c ." jq
index=0
for binary in $BINARIES; do
  row "read ($binary)" "read-$index" xmllint-noout
  row "convert XML → XML ($binary)" "convert-xml-$index" xmllint-output
  row "convert JSON → JSON ($binary)" "convert-json-$index" jq
  if [ "$index" -gt 0 ]; then
    cmp "$work/out-0.xml" "$work/out-$index.xml" && cmp "$work/out-0.json" "$work/out-$index.json" \
      && echo "(outputs of $binary: byte for byte those of $first)"
  fi
  index=$((index + 1))
done
