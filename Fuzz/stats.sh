#!/usr/bin/env bash
# The figures of one libFuzzer run from its log, on one line (or with --row, as a row of the
# campaign table): runs, executions per second, coverage (edges and features), corpus size,
# peak memory, and what it found.
#
#   Fuzz/stats.sh LOG [--row TARGET]
set -euo pipefail
python3 - "$@" <<'PY'
import re, sys
log = open(sys.argv[1], errors="replace").read()
row = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--row" else None
def last(pattern, default="?"):
    found = re.findall(pattern, log)
    return found[-1] if found else default
runs = last(r"stat::number_of_executed_units: *(\d+)", None) or last(r"#(\d+)[:\s]")
speed = last(r"stat::average_exec_per_sec: *(\d+)", None) or last(r"exec/s: *(\d+)")
cov, ft = last(r"cov: (\d+) ft: (\d+)", ("?", "?"))
corpus = last(r"corp: (\d+)")
rss = last(r"stat::peak_rss_mb: *(\d+)", None) or last(r"rss: (\d+)Mb")
found = []
for name, pattern in [("crash", r"ERROR: libFuzzer: deadly signal|ERROR: AddressSanitizer"),
                      ("leak", r"ERROR: LeakSanitizer"), ("timeout", r"ERROR: libFuzzer: timeout"),
                      ("out of memory", r"ERROR: libFuzzer: out-of-memory")]:
    count = len(re.findall(pattern, log))
    if count:
        found.append("%d %s" % (count, name))
forked = re.findall(r"oom/timeout/crash: (\d+)/(\d+)/(\d+)", log)
if forked:
    oom, timeout, crash = map(int, forked[-1])
    found = [f for f in found if "leak" in f]
    found += ["%d %s" % (n, name) for n, name in [(crash, "crash"), (timeout, "timeout"), (oom, "out of memory")] if n]
found = ", ".join(found) or "none"
if row:
    print("| %s | %s | %s | %s | %s | %s | %s MB | %s |" % (row, runs, speed, cov, ft, corpus, rss, found))
else:
    print("%s runs, %s exec/s, cov %s, ft %s, corpus %s, peak %s MB, found: %s" % (runs, speed, cov, ft, corpus, rss, found))
PY
