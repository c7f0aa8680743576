#!/bin/sh
# Times the bar model as a user meets it, whole process, release build (hyperfine):
#   - a pasted bar rebuilt and patched: `inspect patch --patch pin --gap 0 -` on samples 01
#     (an _autolayoutTrace, iOS 11) and 03 (a recursiveDescription, iOS 14) through standard
#     input, the dump to /dev/null; with the reference beside it, the Python model with
#     kiwisolver (Tools/barmodel/legacy/barmodel.py) rebuilding and pinning sample 01;
#   - `inspect bar --matrix`: 4 generations x 7 widths x 2 directions = 56 bars built,
#     pinned and checked.
# Goals (issue 9): under 20 ms per pasted bar, under 1 s for the matrix.
# Usage: Benchmarks/barmodel/run.sh   (from the package root; RUNS=30 by default)
set -e
RUNS=${RUNS:-30}
SCRATCH=${SCRATCH:-.build-barbench}
. "$(dirname "$0")/../release-build.sh"
BIN=$(release_binary)
S01=Fixtures/ios11-375-sample01-trace/input.txt
S03=Fixtures/sample03-ios14-sheet-cancel-next/input.txt
load_average before
"$BIN" patch --patch pin --gap 0 - < "$S01" > /dev/null 2>&1
"$BIN" patch --patch pin --gap 0 - < "$S03" > /dev/null 2>&1
"$BIN" bar --matrix --leading custom:30 --trailing image:24,text:Edit:31 --back Back:38 \
  --title Inbox:44 > /dev/null 2>&1
# hyperfine runs each command through the shell (for the redirections) and subtracts the
# shell's own start-up time.
hyperfine --warmup 3 --runs "$RUNS" \
  -n "patch pin, sample 01 pasted" "$BIN patch --patch pin --gap 0 - < $S01 > /dev/null 2>&1" \
  -n "patch pin, sample 03 pasted" "$BIN patch --patch pin --gap 0 - < $S03 > /dev/null 2>&1" \
  -n "layout, sample 01 pasted (rebuild alone)" "$BIN layout - < $S01 > /dev/null 2>&1" \
  -n "reference: Tools/barmodel/legacy/barmodel.py, sample 01 pinned (kiwisolver)" \
  "python3 Tools/barmodel/legacy/barmodel.py $S01 --patch pin --gap 0 > /dev/null"
hyperfine --warmup 2 --runs "$RUNS" -n "bar --matrix (56 bars)" \
  "$BIN bar --matrix --leading custom:30 --trailing image:24,text:Edit:31 --back Back:38 --title Inbox:44 > /dev/null 2>&1"
load_average after
