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
VIEWS=${1:-200000}
SCRATCH=${SCRATCH:-.build-xml}
. "$(dirname "$0")/../release-build.sh"
READBENCH=$(release_binary readbench)
load_average before
status=0
"$READBENCH" --views "$VIEWS" ${BEFORE:+--before "$BEFORE"} || status=$?
load_average after
exit $status
