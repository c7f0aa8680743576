#!/bin/sh
# Whole-process times, release build: `inspect render` and `inspect check` of one bar
# (Fixtures/ios11-beta-bar), `inspect report` of a ~2,000-view window
# (Benchmarks/patchbench/generate.py); then that report page in headless Chromium: its load,
# and selections from the tree and the picture (Tools/browser/harness.py).
# Usage: Benchmarks/auditbench/run.sh [views]   (from the package root; default 2000)
set -e
VIEWS=${1:-2000}
SCRATCH=${SCRATCH:-.build-auditbench}
. "$(dirname "$0")/../release-build.sh"
BIN=$(release_binary)
BAR=Fixtures/ios11-beta-bar/input.xml
WORK=$(mktemp -d /tmp/auditbench-XXXXXX)
trap 'rm -rf "$WORK"' EXIT
python3 Benchmarks/patchbench/generate.py --views "$VIEWS" > "$WORK/window.xml"
echo "window: $(grep -c '<view ' "$WORK/window.xml") views, $(grep -c '<constraint ' "$WORK/window.xml") constraints, $(wc -c < "$WORK/window.xml") bytes"
"$BIN" report "$WORK/window.xml" -o "$WORK/window.html"
echo "page: $(wc -c < "$WORK/window.html") bytes"
load_average before

# Wall and CPU time per process (mean of N): on a shared machine the wall time includes
# waiting for a core, the CPU time (user + sys) does not.
per_process() {
  name=$1; runs=$2; shift 2
  printf 'for i in $(seq 1 %s); do %s >/dev/null 2>&1 || true; done\n' "$runs" "$*" > "$WORK/loop.sh"
  /usr/bin/time -f "%e %U %S" sh "$WORK/loop.sh" 2> "$WORK/time"
  awk -v runs="$runs" -v name="$name" '{ printf "%-28s %7.1f ms wall, %6.1f ms CPU (user %.1f + sys %.1f), mean of %d\n", name, $1 * 1000 / runs, ($2 + $3) * 1000 / runs, $2 * 1000 / runs, $3 * 1000 / runs, runs }' "$WORK/time"
}
per_process "render (one bar)" 50 "$BIN" render "$BAR" -o /dev/null
per_process "check (one bar)" 50 "$BIN" check "$BAR"
per_process "report ($VIEWS-view window)" 20 "$BIN" report "$WORK/window.xml" -o "$WORK/out.html"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine -N -i --warmup 5 --runs 30 "$BIN render $BAR -o /dev/null" "$BIN check $BAR" \
    "$BIN report $WORK/window.xml -o $WORK/out.html" 2>/dev/null | grep -E 'Benchmark|Time|Range'
fi

# The page in Chromium: load, then ten tree rows and ten picture shapes clicked, each timed
# to the end of the handler and the layout it forces, and to two animation frames later.
cat > "$WORK/spec.json" <<SPEC
{"width": 1280, "height": 800, "steps": [
 {"do": "load", "file": "$WORK/window.html", "name": "page"},
 {"do": "eval", "name": "select", "expression": "(async () => { const frames = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); const rows = [...document.querySelectorAll('#tree [data-node] > .row')]; const shapes = [...document.querySelectorAll('.picture svg g[data-item]')]; const targets = rows.filter((_, i) => i % 101 === 7).slice(0, 10).concat(shapes.filter((_, i) => i % 97 === 5).slice(0, 10)); const sync = [], painted = []; for (const t of targets) { const t0 = performance.now(); t.dispatchEvent(new MouseEvent('click', {bubbles: true})); document.body.getBoundingClientRect(); sync.push(performance.now() - t0); await frames(); painted.push(performance.now() - t0); } const median = a => a.slice().sort((x, y) => x - y)[a.length >> 1]; return {targets: targets.length, rows: rows.length, selected: document.querySelectorAll('.sel').length, syncMedian: median(sync), syncMax: Math.max(...sync), paintedMedian: median(painted)}; })()"}
]}
SPEC
python3 Tools/browser/harness.py "$WORK/spec.json" > "$WORK/report.json" || true
python3 - "$WORK/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
t = report["timings"]; s = report["results"].get("select", {})
print("chromium: start %s ms; page load %s ms (navigation to load event %.0f ms); errors %s"
      % (t.get("browser_start_ms"), t.get("page_ms"), t.get("page_navigation_ms") or 0, report["errors"]))
print("select (%s targets of %s rows): handler + style + layout median %.1f ms, max %.1f ms; painted median %.1f ms"
      % (s.get("targets"), s.get("rows"), s.get("syncMedian", 0), s.get("syncMax", 0), s.get("paintedMedian", 0)))
PY
load_average after
