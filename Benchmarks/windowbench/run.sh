#!/usr/bin/env bash
# Times inspect on whole windows of N iOS 11 bars (generate.py), each command a whole process
# under /usr/bin/time -v (wall, user + sys CPU, peak RSS), beside xmllint and jq on the same
# files in the same run. Prints one Markdown table per size; RESULTS.md holds the runs.
#
#   Benchmarks/windowbench/run.sh [SIZES]          default "50 100 200 400"
#
# Environment: INSPECT (the binary to time; default: a release build in SCRATCH, default
# .build-release), COMMANDS (which of ours to run, default "read layout patch check render
# convert-xml convert-json validate"; `report` too), TIMEOUT (seconds per command, default
# 600: a command that takes longer is shown as "> TIMEOUT"), NICE (default 10). The ratio column is CPU time
# against `xmllint --noout`'s on the same file (CPU time, because the machine is shared: wall
# time counts waiting for a core).
set -euo pipefail
SIZES=${1:-"50 100 200 400"}
SCRATCH=${SCRATCH:-.build-release}
. "$(dirname "$0")/../release-build.sh"
TIMEOUT=${TIMEOUT:-600}
NICE=${NICE:-10}
COMMANDS=${COMMANDS:-"read layout patch check render convert-xml convert-json validate"}
INSPECT=${INSPECT:-$(release_binary)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure NAME COMMAND…: one row's figures into $work/NAME.time (wall, CPU, MB) or "timeout".
measure() {
  local name=$1
  shift
  if nice -n "$NICE" /usr/bin/time -v -o "$work/$name.time" timeout "$TIMEOUT" "$@" \
    >"$work/$name.out" 2>"$work/$name.err"; then :; else
    local status=$?
    if [ "$status" = 124 ]; then echo timeout >"$work/$name.time"; return; fi
  fi
}
# row NAME LABEL BASE: a table row, the CPU ratio against BASE's.
row() {
  python3 - "$work" "$1" "$2" "${3:-}" "$TIMEOUT" <<'PY'
import sys, re
work, name, label, base, timeout = sys.argv[1:]
def figures(n):
    text = open(f"{work}/{n}.time").read()
    if text.startswith("timeout"):
        return None
    get = lambda key: re.search(re.escape(key) + r": (.*)", text).group(1).strip()
    wall = get("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":")
    seconds = sum(float(x) * 60 ** i for i, x in enumerate(reversed(wall)))
    cpu = float(get("User time (seconds)")) + float(get("System time (seconds)"))
    return seconds, cpu, int(get("Maximum resident set size (kbytes)")) / 1024
f = figures(name)
if f is None:
    print(f"| {label} | > {timeout} s | | | |")
    sys.exit()
ratio = ""
if base:
    b = figures(base)
    if b and b[1] > 0:
        ratio = f"{f[1] / b[1]:.2f}×"
print(f"| {label} | {f[0]:.2f} s | {f[1]:.2f} s | {f[2]:.0f} MB | {ratio} |")
PY
}

echo "inspect: $INSPECT ($(git rev-parse --short HEAD)), $(nproc) cores, $(xmllint --version 2>&1 | head -1), $(jq --version)"
for n in $SIZES; do
  xml="$work/window-$n.xml"
  json="$work/window-$n.json"
  python3 Benchmarks/windowbench/generate.py --bars "$n" >"$xml"
  "$INSPECT" convert "$xml" -o "$json" 2>/dev/null
  echo
  echo "### $n bars: $(($(wc -c <"$xml") / 1000)) kB XML, $(($(wc -c <"$json") / 1000)) kB JSON;" \
    "load $(cut -d' ' -f1-3 /proc/loadavg) at $(date -u +%H:%M) UTC"
  echo
  echo "| command | wall | CPU | peak RSS | CPU / xmllint --noout |"
  echo "|---|---:|---:|---:|---:|"
  measure xmllint-noout xmllint --noout "$xml"
  measure xmllint-output xmllint --output "$work/xmllint.xml" "$xml"
  measure jq jq -c . "$json" 
  row xmllint-noout "xmllint --noout" xmllint-noout
  row xmllint-output "xmllint --output" xmllint-noout
  row jq "jq -c . (JSON)" xmllint-noout
  for command in $COMMANDS; do
    case $command in
      read) measure read "$INSPECT" find "$xml" "no-such-item" ;;
      layout) measure layout "$INSPECT" layout "$xml" ;;
      patch) measure patch "$INSPECT" patch "$xml" -o "$work/patched.xml" ;;
      check) measure check "$INSPECT" check "$xml" ;;
      render) measure render "$INSPECT" render "$xml" -o "$work/window.svg" ;;
      report) measure report "$INSPECT" report "$xml" -o "$work/window.html" ;;
      convert-xml) measure convert-xml "$INSPECT" convert "$xml" -o "$work/converted.xml" ;;
      convert-json) measure convert-json "$INSPECT" convert "$json" -o "$work/converted.json" ;;
      validate) measure validate "$INSPECT" validate "$xml" ;;
    esac
    case $command in
      convert-json) row "$command" "inspect $command (÷ jq: see jq's row)" xmllint-noout ;;
      *) row "$command" "inspect $command" xmllint-noout ;;
    esac
  done
done
