# The preamble every Benchmarks/<name>/run.sh shares; sourced, after the script sets its own
# default SCRATCH (its build folder), as
#
#   . "$(dirname "$0")/../release-build.sh"
#
# It goes to the package root (run.sh may be started from anywhere) and gives:
#   release_binary [PRODUCT]   builds PRODUCT (default inspect) with `swift build -c release`
#                              (CONFIGURATION overrides release) into SCRATCH and prints the
#                              binary's absolute path; NO_BUILD=1 skips the build (the binary
#                              is already there). A script that times another binary when
#                              INSPECT names one writes INSPECT=${INSPECT:-$(release_binary)}.
#   load_average [WHEN]        prints "load average WHEN: 1.0 2.0 3.0 on N cores": a timing on
#                              the shared machine says the load it was taken under.
cd "$(dirname "$0")/../.." || exit 1
SCRATCH=${SCRATCH:-.build-release}

release_binary() {
  product=${1:-inspect}
  configuration=${CONFIGURATION:-release}
  if [ "${NO_BUILD:-0}" != 1 ]; then
    swift build -c "$configuration" --scratch-path "$SCRATCH" --product "$product" >/dev/null \
      || return 1
  fi
  case "$SCRATCH" in
    /*) echo "$SCRATCH/$configuration/$product" ;;
    *) echo "$PWD/$SCRATCH/$configuration/$product" ;;
  esac
}

load_average() {
  echo "load average${1:+ $1}: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime) on $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores"
}
