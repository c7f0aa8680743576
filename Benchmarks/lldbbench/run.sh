#!/usr/bin/env bash
# Times `inspect convert` on a generated ~10 MB console log (release build).
#
#   Benchmarks/lldbbench/run.sh [SCRATCH_PATH] [MEGABYTES]
#   LAYOUT=1 Benchmarks/lldbbench/run.sh .build 1    # also `inspect layout` (every log replayed)
#
# The log is the conflict-log samples (Fixtures/lldb-samples/06 and 10, headers stripped)
# repeated with fresh addresses, as a console would show them over a long session, plus the
# _autolayoutTrace and recursiveDescription samples every 50 rounds.
set -euo pipefail
SCRATCH="${1:-.build}"
megabytes="${2:-10}"
. "$(dirname "$0")/../release-build.sh"
bin=$(release_binary)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$work/console.txt" "$megabytes" <<'PY'
import sys, glob
def body(prefix):
    path = glob.glob(f"Fixtures/lldb-samples/{prefix}-*.txt")[0]
    lines = open(path, encoding="utf-8").read().split("\n")
    while lines and lines[0].startswith("# "): lines.pop(0)
    if lines and lines[0] == "": lines.pop(0)
    return "\n".join(lines) + "\n"
logs = body("10") + body("06")
trees = body("01") + body("03")
out, size, n = [], 0, 0
target = int(float(sys.argv[2]) * 1_000_000)
while size < target:
    block = logs if n % 50 else logs + trees
    block = block.replace("0x", f"0x{n:x}f")
    out.append(block); size += len(block.encode()); n += 1
open(sys.argv[1], "w", encoding="utf-8").write("".join(out))
PY
bytes=$(wc -c < "$work/console.txt")
"$bin" convert "$work/console.txt" -o "$work/out.xml" 2>"$work/warnings.txt"  # warm the cache
start=$(date +%s.%N)
cpu=$( { TIMEFORMAT='%U %S'; time "$bin" convert "$work/console.txt" -o "$work/out.xml" \
  2>"$work/warnings.txt"; } 2>&1 )
end=$(date +%s.%N)
# Wall time counts waiting for a core on a loaded machine; CPU time (user + sys) does not.
echo "lldbbench: $bytes bytes -> $(wc -c < "$work/out.xml") bytes of XML," \
  "$(grep -c '<constraint' "$work/out.xml") constraints, $(wc -l < "$work/warnings.txt") warnings," \
  "$(python3 -c "print(f'{$end - $start:.3f}')") s wall," \
  "$(python3 -c "u, s = '$cpu'.split(); print(f'{float(u) + float(s):.3f}')") s CPU"
if [ "${LAYOUT:-}" = 1 ]; then
  # `inspect layout` replays every conflict log (docs/conflicts.md); a 300 s limit.
  cpu=$( { TIMEFORMAT='%U %S %R'; time timeout 300 "$bin" layout "$work/console.txt" \
    >"$work/layout.txt" 2>"$work/layout-warnings.txt"; } 2>&1 ) || true
  read -r user system wall <<<"$cpu"
  echo "lldbbench layout: $(tail -1 "$work/layout.txt")," \
    "$(python3 -c "print(f'{$user + $system:.3f}')") s CPU, $wall s wall"
fi
