#!/bin/sh
# Writing the SVG and the HTML page of a ~2,000-view window (release build, medians of 21
# runs), and the page in headless Chromium: load time, and the time of a selection and a
# hover (Tools/browser/harness.py). The window is Tests/PicturesTests/SyntheticWindow.swift.
# Usage: Benchmarks/picturebench/run.sh   (from the package root)
set -e
SCRATCH=${SCRATCH:-.build-picturebench}
. "$(dirname "$0")/../release-build.sh"
load_average before
INSPECT_BENCH=1 swift test -c release --scratch-path "$SCRATCH" \
  --filter PictureBenchmarkTests 2>&1 | grep -E '^picturebench:|passed|failed'
load_average after
