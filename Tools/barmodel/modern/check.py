#!/usr/bin/env python3
"""Checks the iOS 13-26 bar fixtures against the model and kiwisolver.

    python3 Tools/barmodel/modern/check.py [FIXTURES_DIR]

A fixture of this model is a folder holding `input.txt` (a real capture, header stripped) or
`input.xml` (a matrix bar), and `frames.recorded.txt` with at least one `# barmodel:` line (the
model's options for it: `os`, `direction`, `width`, `scale`, `stack-content ADDR KIND`).
For each:
- every recorded frame of the capture is listed in frames.recorded.txt and equals it, and the
  model (frames-only rebuild, kiwisolver) reproduces it within half a pixel: `reproduced N/M`;
- input.xml: Tools/kiwi/solve_dump.py solves the dump's own constraints to its frames, and the
  constraints the model rebuilds from the frames alone are exactly the dump's;
- every frames.<tag>.txt (pin-gap0, pin-gap10, shift-gap0): the model's patch gives the listed
  frames (and the warnings and exit it names); for input.xml its `# kiwi:` edits, applied by
  solve_dump.py --expect to the dump's own constraints, give them too.
Exit 1 on any difference.
"""

import glob
import os
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET

import model
import patches
import solve
import tree
from kiwi_tools import solve_dump

HERE = os.path.dirname(os.path.abspath(__file__))
KIWI = os.path.join(HERE, "..", "..", "kiwi", "solve_dump.py")
TAGS = {"pin-gap0": ("pin", 0), "pin-gap10": ("pin", 10), "shift-gap0": ("shift", 0)}


def read_frames(path):
    """(directives, frames [(line, address, frame)], expectations [words])."""
    directives, frames, expect = [], [], []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f.read().splitlines(), 1):
            s = line.strip()
            if s.startswith("# barmodel:"):
                directives.append(shlex.split(s[len("# barmodel:"):]))
                continue
            if not s or s.startswith("#"):
                continue
            words = s.split("#")[0].split()
            if words[0].startswith("expect-"):
                expect.append(words)
                continue
            frames.append((number, words[0], tuple(float(w) for w in words[1:5])))
    return directives, frames, expect


def snapped(frame, scale):
    """docs/format.md's pixel snapping, edge by edge, halves away from zero."""
    snap = solve_dump.snap
    minx, miny = snap(frame[0], scale), snap(frame[1], scale)
    return (minx, miny, snap(frame[0] + frame[2], scale) - minx,
            snap(frame[1] + frame[3], scale) - miny)


class Checker:
    def __init__(self):
        self.failures = 0

    def fail(self, message):
        print("  FAIL", message)
        self.failures += 1

    def frames_agree(self, path, listed, frame_of, scale):
        for number, address, want in listed:
            got = frame_of(address)
            if got is None:
                self.fail(f"{path}:{number}: no frame for {address}")
            elif not solve.close(got, snapped(want, scale), scale):
                self.fail(f"{path}:{number}: {address} expected {tree.frame_text(want)}, "
                          f"got {tree.frame_text(got)}")

    def fixture(self, folder):
        capture_path = os.path.join(folder, "input.xml")
        if not os.path.exists(capture_path):
            capture_path = os.path.join(folder, "input.txt")
        recorded_path = os.path.join(folder, "frames.recorded.txt")
        directives, listed, _ = read_frames(recorded_path)
        options = model.parse_directives(directives)
        cap = model.Capture(capture_path, **options)
        rb = cap.rebuild()
        sol = cap.solve(rb)
        rows = solve.compare(cap.roots, rb, sol, cap.scale)
        reproduced, total, counts = solve.summary(rows)
        parts = ", ".join(f"{k} {counts[k]}" for k in ("solved", "rule", "given", "outside")
                          if k in counts)
        print(f"{os.path.basename(folder)}: generation {cap.generation}; reproduced "
              f"{reproduced}/{total} ({parts})")
        for r in rows:
            if not r.ok:
                self.fail(f"{r.node.label()}: recorded {tree.frame_text(r.recorded)}, model "
                          f"{tree.frame_text(r.model)} {' '.join(r.free)}")
        # the hand-worked list names every recorded frame, with the recorded values
        recorded = {r.node.address: r.recorded for r in rows}
        names = {a for _, a, _ in listed}
        for address in recorded:
            if address not in names:
                self.fail(f"{recorded_path}: recorded frame of {address} not listed")
        self.frames_agree(recorded_path, listed, recorded.get, cap.scale)
        if capture_path.endswith(".xml"):
            self.kiwi_on_dump(capture_path)
            self.same_constraints(capture_path, rb)
        for frames_path in sorted(glob.glob(os.path.join(folder, "frames.*.txt"))):
            tag = os.path.basename(frames_path)[len("frames."):-len(".txt")]
            if tag == "recorded":
                continue
            self.patched(capture_path, frames_path, tag, options)

    def kiwi_on_dump(self, path):
        r = subprocess.run([sys.executable, KIWI, path, "--quiet"], capture_output=True,
                           text=True)
        if r.returncode != 0:
            self.fail(f"solve_dump.py {path}:\n{r.stdout}{r.stderr}")

    def kiwi_expect(self, dump_path, frames_path):
        """solve_dump.py --expect, in process: its reader, edits, solver and ambiguity test,
        with the expected frames snapped to the pixel grid first (as docs/format.md and the Swift
        tests do: its own comparison takes 11.33333 for a value 11.333333… can never equal)."""
        system = solve_dump.System(dump_path)
        edits, frames, _ = solve_dump.read_expect(frames_path)
        for e in edits:
            solve_dump.apply_edit(system, e)
        system.solve()
        for b in system.broken:
            self.fail(f"{frames_path}: kiwisolver broke {b}")
        for number, address, want in frames:
            it = system.items.get(address)
            if it is None:
                self.fail(f"{frames_path}:{number}: no item {address}")
                continue
            got = system.frame_of(it)
            if not solve.close(got, snapped(want, system.scale), system.scale):
                self.fail(f"{frames_path}:{number}: solve_dump gives {address} "
                          f"{tree.frame_text(got)}, expected {tree.frame_text(want)}")
            elif system.moves_freely(it):
                self.fail(f"{frames_path}:{number}: {address} is not determined")

    def same_constraints(self, path, rb):
        """The constraints rebuilt from the frames alone are the dump's own."""
        def signature(attrs):
            keys = ("first", "firstAttribute", "relation", "second", "secondAttribute",
                    "constant", "priority", "identifier")
            return tuple(attrs.get(k, "") for k in keys)
        dumped = sorted(signature(c.attrib) for c in ET.parse(path).iter("constraint"))
        rebuilt = sorted(signature(c.attrs) for v in rb.views.values() for c in v.constraints)
        if dumped != rebuilt:
            missing = [c for c in dumped if c not in rebuilt]
            extra = [c for c in rebuilt if c not in dumped]
            self.fail(f"{path}: rebuilt constraints differ: missing {missing}, extra {extra}")

    def patched(self, capture_path, frames_path, tag, options):
        name, gap = TAGS[tag]
        _, listed, expect = read_frames(frames_path)
        cap = model.Capture(capture_path, **options)
        rb = cap.rebuild()
        exit_wanted = next((int(w[1]) for w in expect if w[0] == "expect-exit"), 0)
        warnings_wanted = [" ".join(w[1:]) for w in expect if w[0] == "expect-warning"]
        try:
            sol, warnings = model.run_patch(cap, rb, name, gap)
        except patches.NothingToPatch as e:
            if exit_wanted != 1:
                self.fail(f"{frames_path}: the patch found nothing: {e}")
            print(f"  {tag}: nothing to patch (exit 1), as expected")
            return
        before = self.failures
        if exit_wanted != 0:
            self.fail(f"{frames_path}: expected exit {exit_wanted}, the patch applied")
        for w in warnings_wanted:
            if not any(w in got for got in warnings):
                self.fail(f"{frames_path}: no warning containing '{w}' (got {warnings})")
        if sol.broken:
            self.fail(f"{frames_path}: broken constraints {sol.broken}")
        self.frames_agree(frames_path, listed, sol.frame, cap.scale)
        line = f"  {tag}: {len(listed)} frames agree with the model"
        if capture_path.endswith(".xml"):
            self.kiwi_expect(capture_path, frames_path)
            line += " and with solve_dump.py's edits of the dump"
        if self.failures == before:
            print(line)


def is_modern_fixture(folder):
    path = os.path.join(folder, "frames.recorded.txt")
    if not os.path.exists(path):
        return False
    with open(path, encoding="utf-8") as f:
        return "# barmodel:" in f.read()


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "..",
                                                               "Fixtures")
    checker = Checker()
    for folder in sorted(glob.glob(os.path.join(root, "*"))):
        if os.path.isdir(folder) and is_modern_fixture(folder):
            checker.fixture(folder)
    print("all iOS 13-26 fixtures agree" if checker.failures == 0 else
          f"{checker.failures} checks FAILED")
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
