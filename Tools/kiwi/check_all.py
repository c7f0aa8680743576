#!/usr/bin/env python3
"""Runs solve_dump.py on every bar fixture: the recorded frames (input.xml, and
frames.recorded.txt when present), then every hand-worked frames.<tag>.txt with its
`# kiwi:` edits.

    python3 Tools/kiwi/check_all.py [FIXTURES_DIR]

Exit 1 if any frame differs. A fixture whose dump holds a required conflict
(conflict-pin-kept-guide) reports the broken constraint; that is expected there.
"""

import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(args):
    r = subprocess.run([sys.executable, os.path.join(HERE, "solve_dump.py")] + args + ["--quiet"],
                       capture_output=True, text=True)
    sys.stdout.write(r.stdout + r.stderr)
    return r.returncode


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "Fixtures")
    failures = 0
    for dump in sorted(glob.glob(os.path.join(root, "*", "input.xml"))):
        folder = os.path.dirname(dump)
        print(f"== {os.path.relpath(folder)}")
        failures += run([dump]) != 0
        for frames in sorted(glob.glob(os.path.join(folder, "frames.*.txt"))):
            failures += run([dump, "--expect", frames]) != 0
    print("all frames agree with kiwisolver" if failures == 0 else f"{failures} checks FAILED")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
