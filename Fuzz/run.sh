#!/usr/bin/env bash
# Runs one libFuzzer target for a time, after building the targets (Fuzz/build.sh).
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options…]     e.g. Fuzz/run.sh xml 60 -jobs=2
#
# TARGET is a file name in Fuzz/Targets (xml, json, console, sentry, pipeline). The corpus grows in
# .build/fuzz/corpus/TARGET (kept between runs; FUZZ_CORPUS=DIR for another); the seeds are
# read from the places listed in seeds() below; a crash, leak or timeout is written to
# .build/fuzz/artifacts/TARGET-*, and the run exits non-zero. FUZZ_NO_BUILD=1 skips the build;
# FUZZ_REPLAY=1 runs every seed once, whole, and nothing else (SECONDS is then ignored).
# Fuzz/README.md explains it all.
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
CORPUS=${FUZZ_CORPUS:-$BUILD/corpus/$TARGET}
rm -rf "$SEEDS"
mkdir -p "$SEEDS" "$CORPUS" "$BUILD/artifacts"
seeds "$TARGET" | LC_ALL=C sort -u | while read -r file; do
  cp "$file" "$SEEDS/$(echo "$file" | tr / _)"
done
# The seeds go to libFuzzer as a list in a fixed order, not as a folder (whose order is the
# file system's): with a fixed -seed, the start of a run is the same on every machine.
LIST="$BUILD/seeds/$TARGET.list"
(cd "$SEEDS" && LC_ALL=C ls) | sed "s|^|$SEEDS/|" | paste -sd, >"$LIST"
OPTIONS=(-max_total_time="$SECONDS_TO_RUN" -max_len=32768 -timeout=10 -rss_limit_mb=4096
  -print_final_stats=1 -reload=0 -artifact_prefix="$BUILD/artifacts/$TARGET-"
  -seed_inputs=@"$LIST")
DICT=$(dictionary "$TARGET")
[ -n "$DICT" ] && OPTIONS+=(-dict="$DICT")
# Swift's backtracer would catch the trap before libFuzzer and ASan see it; hashing with a
# fixed seed makes a run with a fixed -seed and -runs the same run every time (sets and
# dictionaries iterate in one order, so the same code is covered).
export SWIFT_BACKTRACE=enable=no SWIFT_DETERMINISTIC_HASHING=1
# What Swift's global initializers allocate is not a leak (Fuzz/lsan.supp says why).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
if [ "${FUZZ_REPLAY:-}" = 1 ]; then
  # libFuzzer given files, not folders, runs each once as it is (no -max_len cut) and exits.
  echo "fuzz: $TARGET: every seed once, $(ls "$SEEDS" | wc -l) files, load $(cut -d' ' -f1-3 /proc/loadavg)"
  exec "$BUILD/bin/fuzz-$TARGET" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$BUILD/artifacts/$TARGET-" "$@" "$SEEDS"/*
fi
echo "fuzz: $TARGET for $SECONDS_TO_RUN s, $(ls "$SEEDS" | wc -l) seeds, corpus $(ls "$CORPUS" | wc -l) files, load $(cut -d' ' -f1-3 /proc/loadavg)"
exec "$BUILD/bin/fuzz-$TARGET" "${OPTIONS[@]}" "$@" "$CORPUS"
