#!/usr/bin/env bash
# Runs one libFuzzer target for a time, after building the targets (Fuzz/build.sh).
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options…]     e.g. Fuzz/run.sh xml 60 -jobs=2
#
# TARGET is a file name in Fuzz/Targets (xml, json, console, sentry, pipeline). The corpus grows in
# .build/fuzz/corpus/TARGET (kept between runs); the seeds are read from the places listed in
# seeds() below; a crash, leak or timeout is written to .build/fuzz/artifacts/TARGET-*, and
# the run exits non-zero. FUZZ_NO_BUILD=1 skips the build. Fuzz/README.md explains it all.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=${1:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer options…]}
SECONDS_TO_RUN=${2:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer options…]}
shift 2
BUILD=.build/fuzz
test -f "Fuzz/Targets/$TARGET.swift" || {
  echo "fuzz: error: no target '$TARGET' (Fuzz/Targets: $(ls Fuzz/Targets | sed 's/\.swift$//' | tr '\n' ' '))" >&2
  exit 64
}
[ "${FUZZ_NO_BUILD:-}" = 1 ] || Fuzz/build.sh

# The seed files of a target: the repository's own inputs of its format, and every input that
# once broke inspect (for each target: bytes that break one reader may reach another).
seeds() {
  case "$1" in
    xml) find Fixtures -name '*.xml' -not -path 'Fixtures/bad-input/*' ;;
    json) find Fuzz/Seeds/json -name '*.json' ;;
    sentry) find Fixtures -path '*sentry*' -name 'input.json' ;;
    console) find Fuzz/Seeds/console Fixtures -name '*.txt' -path '*input*' -o -name '*.txt' \
      -path '*/Seeds/console/*' -o -name 'capture.txt' ;;
    pipeline) seeds xml; seeds json; seeds console; seeds sentry ;;
    *) ;;  # a new target starts from the regressions alone until it is given seeds here
  esac
  find Fixtures/fuzz-regressions -type f -not -name README.md
}
dictionary() {
  case "$1" in
    xml) echo "$BUILD/dict/xml.dict" ;;
    json) echo "$BUILD/dict/json.dict" ;;
    sentry) echo Fuzz/Dictionaries/sentry.dict ;;
    console | pipeline) echo Fuzz/Dictionaries/console.dict ;;
  esac
}

SEEDS="$BUILD/seeds/$TARGET"
CORPUS="$BUILD/corpus/$TARGET"
rm -rf "$SEEDS"
mkdir -p "$SEEDS" "$CORPUS" "$BUILD/artifacts"
seeds "$TARGET" | sort -u | while read -r file; do
  cp "$file" "$SEEDS/$(echo "$file" | tr / _)"
done
OPTIONS=(-max_total_time="$SECONDS_TO_RUN" -max_len=32768 -timeout=10 -rss_limit_mb=4096
  -print_final_stats=1 -artifact_prefix="$BUILD/artifacts/$TARGET-")
DICT=$(dictionary "$TARGET")
[ -n "$DICT" ] && OPTIONS+=(-dict="$DICT")
echo "fuzz: $TARGET for $SECONDS_TO_RUN s, $(ls "$SEEDS" | wc -l) seeds, corpus $(ls "$CORPUS" | wc -l) files, load $(cut -d' ' -f1-3 /proc/loadavg)"
# Swift's backtracer would catch the trap before libFuzzer and ASan see it.
export SWIFT_BACKTRACE=enable=no
exec "$BUILD/bin/fuzz-$TARGET" "${OPTIONS[@]}" "$@" "$CORPUS" "$SEEDS"
