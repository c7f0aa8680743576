#!/usr/bin/env python3
"""Runs the legacy bar model over every iOS 7-12 fixture and prints, per capture, the recorded
frames reproduced / total; then checks every hand-worked frames.<tag>.txt against the patched
rebuild (from input.xml and from input.frames-only.xml where there is one).

    python3 Tools/barmodel/legacy/check_all.py [FIXTURES_DIR]

Exit 1 on any difference.
"""

import contextlib
import glob
import io
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import barmodel  # noqa: E402

LEGACY = re.compile(r"^ios(7|8|9|10|11|12)-")
# options a capture needs that its text cannot give (docs/navbar/ios7-10.md, sample 49)
OPTIONS = {"ios9-sample49-trace": ["--width", "375"]}


def patch_args(tag):
    m = re.match(r"(pin|shift|fixed-space)-gap(-?\d+)$", tag)
    if not m:
        return None
    return ["--patch", m.group(1), f"--gap={m.group(2)}"]


def run(argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = barmodel.main(argv)
    return status, out.getvalue()


def main(argv):
    root = argv[0] if argv else os.path.join(HERE, "..", "..", "..", "Fixtures")
    failures = 0
    rows = []
    for folder in sorted(glob.glob(os.path.join(root, "*"))):
        name = os.path.basename(folder)
        if not LEGACY.match(name):
            continue
        inputs = [f for f in ("input.txt", "capture.txt", "input.xml", "bar.xml")
                  if os.path.exists(os.path.join(folder, f))]
        if not inputs:
            continue
        main_input = os.path.join(folder, inputs[0])
        opts = OPTIONS.get(name, [])
        status, text = run([main_input] + opts)
        counts = re.findall(r"(\d+)/(\d+) recorded frames reproduced(?: \(\+(\d+) given)?", text)
        done = sum(int(a) for a, _, _ in counts)
        total = sum(int(b) for _, b, _ in counts)
        given = sum(int(g or 0) for _, _, g in counts)
        gens = sorted(set(re.findall(r": bar \d+(?: '[^']*')?: (\S+)", text)))
        rows.append((name, inputs[0], ",".join(gens), done, total, given))
        if status:
            failures += 1
            print(text)
        runs = [(main_input, [])]
        frames_only = os.path.join(folder, "input.frames-only.xml")
        if os.path.exists(frames_only):
            status, text = run([frames_only, "--same-as", os.path.join(folder, "input.xml")])
            m = re.search(r"against .*: (\d+)/(\d+) frames reproduced", text)
            rows.append((name, "input.frames-only.xml", "", int(m.group(1)) if m else 0,
                         int(m.group(2)) if m else 0, None))
            if status:
                failures += 1
                print(text)
            runs.append((frames_only, ["--same-as", os.path.join(folder, "input.xml")]))
        for frames in sorted(glob.glob(os.path.join(folder, "frames.*.txt"))):
            tag = os.path.basename(frames)[len("frames."):-len(".txt")]
            args = [] if tag == "recorded" else patch_args(tag)
            if args is None:
                continue  # a patch this model does not do (margins, spacing, tap-area)
            for path, extra in runs:
                status, text = run([path] + opts + extra + args + ["--expect", frames])
                if status:
                    failures += 1
                    print(f"== {os.path.relpath(frames)} on {os.path.basename(path)}")
                    print(text)
    print(f"{'fixture':34} {'input':22} {'generation':18} reproduced/total (+given)")
    for name, inp, gens, done, total, given in rows:
        extra = f" (+{given})" if given else ""
        print(f"{name:34} {inp:22} {gens:18} {done}/{total}{extra}")
    print("every frame reproduced and every frames file agrees" if failures == 0
          else f"{failures} checks FAILED")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
