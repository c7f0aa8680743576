#!/bin/sh
# Reads the same dump of VIEWS views (default 20,000) written with a line per element and
# written on one line, as XML and as JSON, with the release `inspect show` (read + print the
# tree), best of hyperfine's runs; xmllint --noout and python3's json.load on the same files
# as references. Exit 1 when a one-line file takes more than 2x its lined twin.
# Results: Benchmarks/onelinebench/RESULTS.md.
#
#   Benchmarks/onelinebench/run.sh [VIEWS]    (from anywhere)
#
# SCRATCH (default .build-release) is the build folder; the inputs go to a temporary folder.
set -e
VIEWS=${1:-20000}
SCRATCH=${SCRATCH:-.build-release}
. "$(dirname "$0")/../release-build.sh"
INSPECT=$(release_binary)
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
python3 Benchmarks/onelinebench/generate.py "$VIEWS" "$DIR"
load_average before
ls -l "$DIR" | awk 'NR > 1 { printf "%s %d bytes\n", $9, $5 }'
hyperfine -N --output=null -w 1 -r 5 --export-json "$DIR/times.json" \
  "$INSPECT show $DIR/lines.xml" "$INSPECT show $DIR/oneline.xml" \
  "$INSPECT show $DIR/lines.json" "$INSPECT show $DIR/oneline.json" \
  "xmllint --noout $DIR/lines.xml" "xmllint --noout $DIR/oneline.xml" \
  "python3 -c 'import json,sys; json.load(open(sys.argv[1]))' $DIR/oneline.json" >/dev/null
load_average after
python3 - "$DIR/times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
best = {r["command"].split("/")[-1] if "inspect" in r["command"] else r["command"].split()[0] + " " + r["command"].split("/")[-1]: min(r["times"]) for r in results}
for name, time in best.items():
    print("%-28s %8.3f s (best of %d)" % (name, time, 5))
status = 0
for kind in ("xml", "json"):
    ratio = best["oneline." + kind] / best["lines." + kind]
    print("one line / lines, %s: %.2fx" % (kind, ratio))
    if ratio > 2:
        status = 1
sys.exit(status)
PY
