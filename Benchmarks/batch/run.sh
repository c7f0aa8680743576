#!/bin/sh
# `inspect patch` over a folder of N bar dumps (default 1,000), made from the bar fixtures
# (Fixtures/*/input.xml, in turn): one batch run (`inspect patch Bars/ --out-dir Patched/`,
# one process, all cores) beside N single-file processes, run in the same session, side by
# side. Release build. Prints the single-file time (hyperfine), N times it, the N processes
# one after another, the same through `xargs -P <cores>`, the batch (wall, CPU %, peak
# memory), the batch held to one core (taskset), checks that the batch wrote exactly what
# the single runs wrote, and shows how the batch's CPU time spread over its threads (perf).
# Usage: Benchmarks/batch/run.sh [N]   (from the package root)
set -e
N=${1:-1000}
SCRATCH=${SCRATCH:-.build-batchbench}
. "$(dirname "$0")/../release-build.sh"
BIN=$(release_binary)
WORK=$(mktemp -d /tmp/batchbench-XXXXXX)
trap 'rm -rf "$WORK"' EXIT
CORES=$(nproc)

# N dumps, the fixtures in turn: bar-0001.xml … (each a whole format-1 dump of one bar).
mkdir "$WORK/Bars"
set -- Fixtures/*/input.xml
FIXTURES=$#
i=1
while [ "$i" -le "$N" ]; do
  k=$(( (i - 1) % FIXTURES + 1 ))
  eval "cp \"\${$k}\" \"$WORK/Bars/bar-$(printf %04d "$i").xml\""
  i=$((i + 1))
done
echo "inputs: $N dumps from $FIXTURES fixtures, $(du -sk "$WORK/Bars" | cut -f1) kB; $CORES cores"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"

# 1. One file, one process (the beta bar), as every single run below.
ONE=Fixtures/ios11-beta-bar/input.xml
hyperfine --warmup 3 --runs 30 --export-json "$WORK/one.json" \
  "$BIN patch $ONE -o $WORK/one.xml 2>/dev/null" >/dev/null
ONE_MS=$(python3 -c "import json;r=json.load(open('$WORK/one.json'))['results'][0];print('%.2f %.2f %.2f' % (r['mean']*1000, r['stddev']*1000, (r['user']+r['system'])*1000))")
set -- $ONE_MS
echo "single file: $1 ms ± $2 wall, $3 ms CPU per process (hyperfine, 30 runs); x $N = $(python3 -c "print('%.2f' % ($1 * $N / 1000))") s"

# 2. N processes, one after another (what a shell loop in CI does).
mkdir "$WORK/Single"
cat > "$WORK/loop.sh" <<LOOP
for f in "$WORK"/Bars/*.xml; do "$BIN" patch "\$f" -o "$WORK/Single/\$(basename "\$f")" 2>/dev/null || true; done
LOOP
/usr/bin/time -f "%e %U %S %P" sh "$WORK/loop.sh" 2> "$WORK/loop.time"
read -r E U S P < "$WORK/loop.time"
echo "$N processes in a loop: $E s wall, $(python3 -c "print('%.2f' % ($U + $S))") s CPU ($P of a core)"

# 3. N processes through xargs -P (process-level parallelism, for comparison).
mkdir "$WORK/Xargs"
/usr/bin/time -f "%e %U %S %P" sh -c "ls '$WORK/Bars' | xargs -P $CORES -I{} sh -c '\"$BIN\" patch \"$WORK/Bars/{}\" -o \"$WORK/Xargs/{}\" 2>/dev/null || true'" 2> "$WORK/xargs.time"
read -r E U S P < "$WORK/xargs.time"
echo "$N processes, xargs -P $CORES: $E s wall, $(python3 -c "print('%.2f' % ($U + $S))") s CPU ($P)"

# 4. The batch: one process, all cores. Three runs; the reports go to standard error.
for run in 1 2 3; do
  rm -rf "$WORK/Patched"
  /usr/bin/time -f "%e %U %S %P %M" "$BIN" patch "$WORK/Bars" --out-dir "$WORK/Patched" \
    2> "$WORK/batch.err" || true
  # /usr/bin/time's line is the last; the batch's summary line just before it.
  read -r E U S P M <<TIME
$(tail -1 "$WORK/batch.err")
TIME
  echo "batch run $run: $E s wall, $(python3 -c "print('%.2f' % ($U + $S))") s CPU ($P), peak $M kB; $(tail -2 "$WORK/batch.err" | head -1)"
done

# 5. The batch on one core.
rm -rf "$WORK/Patched1"
/usr/bin/time -f "%e %U %S %P" taskset -c 0 "$BIN" patch "$WORK/Bars" --out-dir "$WORK/Patched1" \
  2> "$WORK/batch1.err" || true
read -r E U S P <<TIME
$(tail -1 "$WORK/batch1.err")
TIME
echo "batch on one core (taskset -c 0): $E s wall, $(python3 -c "print('%.2f' % ($U + $S))") s CPU ($P)"

# 6. Which threads did the work: task-clock samples per thread of one batch (perf), to see
#    the inputs spread over the cores whatever the load lets the process have.
if command -v perf >/dev/null 2>&1; then
  rm -rf "$WORK/Patched2"
  perf record -q -o "$WORK/threads.perf" -e task-clock "$BIN" patch "$WORK/Bars" \
    --out-dir "$WORK/Patched2" >/dev/null 2>&1 || true
  perf script -i "$WORK/threads.perf" -F tid 2>/dev/null | sort | uniq -c | sort -rn \
    | awk '{ total += $1; n[NR] = $1 } END { printf "task-clock samples per thread:"; for (i = 1; i <= NR; i++) printf " %.0f%%", 100 * n[i] / total; print "" }'
fi

# The batch writes what the single runs wrote, file for file.
if diff -r "$WORK/Single" "$WORK/Patched" >/dev/null && diff -r "$WORK/Single" "$WORK/Xargs" >/dev/null; then
  echo "outputs: the batch and the single runs wrote the same $(ls "$WORK/Patched" | wc -l) files"
else
  echo "outputs: DIFFER"; exit 1
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
