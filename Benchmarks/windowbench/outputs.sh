#!/usr/bin/env bash
# Saves what layout, patch, check, render and report print (text and --format json; standard
# output, standard error and exit status) for a window of 200 bars, the same with --os 14 and
# every input under Fixtures/, into DIR: run it before and after a change, then `diff -r` the
# two directories. A speed change must leave every byte alone.
#
#   INSPECT=.build-release/release/inspect Benchmarks/windowbench/outputs.sh DIR [BARS]
set -uo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: outputs.sh DIR [BARS]}
bars=${2:-200}
INSPECT=${INSPECT:-.build-release/release/inspect}
mkdir -p "$out"
window="${TMPDIR:-/tmp}/windowbench-window-$bars.xml"
# The window's path is printed in the outputs, so it is the same for every run; two runs at
# once (two engineers comparing builds) take turns with it instead of rewriting it under
# each other.
exec 9>"$window.lock"
flock 9
python3 Benchmarks/windowbench/generate.py --bars "$bars" >"$window"

# run NAME ARGS…: one command's standard output, standard error and status into $out/NAME.
run() {
  local name=$1
  shift
  "$INSPECT" "$@" >"$out/$name.out" 2>"$out/$name.err"
  echo $? >"$out/$name.status"
}
# all NAME INPUT [OPTIONS…]: every command on one input.
all() {
  local name=$1 input=$2
  shift 2
  run "$name.layout" layout "$input" -o - "$@"
  run "$name.layout-json" layout "$input" --format json "$@"
  run "$name.patch" patch "$input" -o - "$@"
  run "$name.patch-json" patch "$input" -o - --format json "$@"
  run "$name.patch-spacing" patch "$input" -o - --patch spacing "$@"
  run "$name.check" check "$input" "$@"
  run "$name.check-json" check "$input" --format json "$@"
  run "$name.render" render "$input" --guides --tap-areas --constraints "$@"
  run "$name.report" report "$input" "$@"
}
all window "$window"
all window-os14 "$window" --os 14
find Fixtures -type f \( -name '*.xml' -o -name '*.json' -o -name '*.txt' -o -name '*.log' \) \
  ! -name 'expected*' ! -name 'frames.*' | sort | while read -r input; do
  all "$(echo "$input" | tr / _)" "$input"
done
