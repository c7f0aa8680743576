#!/bin/sh
# Times the XML reader against libxml2's own `xmllint --noout` on a generated dump of about
# 200,000 views (55 MB): release build, both as whole processes, best of five runs each; also
# our in-process parse, the writers (`xmlData()`, `jsonData()`) and peak RSS. Exit 1 when our
# reader takes more than 1.5x xmllint. Results: Benchmarks/readbench/RESULTS.md.
#
#   Benchmarks/readbench/run.sh [VIEWS]      (from anywhere; default 200000)
#
# BEFORE=path/to/another/readbench times that build's reader in the same rounds.
# SCRATCH (default .build-xml) is the build folder; the dump is written to $TMPDIR.
set -e
cd "$(dirname "$0")/../.."
VIEWS=${1:-200000}
SCRATCH=${SCRATCH:-.build-xml}
CONFIGURATION=${CONFIGURATION:-release}
swift build -c "$CONFIGURATION" --scratch-path "$SCRATCH" --product readbench >/dev/null
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime) on $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores"
status=0
"$SCRATCH/$CONFIGURATION/readbench" --views "$VIEWS" ${BEFORE:+--before "$BEFORE"} || status=$?
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
exit $status
