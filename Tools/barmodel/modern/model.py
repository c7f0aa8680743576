#!/usr/bin/env python3
"""The iOS 13-26 bar model, end to end (docs/navbar/ios13-18.md):

    python3 Tools/barmodel/modern/model.py CAPTURE [--os V] [--direction rightToLeft]
        [--width W] [--scale S] [--stack-content ADDR=custom|system]
        [--patch pin|shift --gap G] [--xml OUT] [--quiet]

CAPTURE is LLDB/Cycript text (`recursiveDescription`, single descriptions; a sample's `# `
header is skipped) or a format-1 dump (read frames-only: its constraints are ignored). The
model recognises the generation, rebuilds the constraints UIKit had, solves them with
kiwisolver and prints every recorded frame beside the model's, then `reproduced N/M`.
`--width` is the bar width for a stack printed without its bar (sample 13); `--stack-content`
says what a stack printed without its items holds. With `--patch`, prints the frames after
the patch. Exit 1 when a recorded frame is not reproduced (or the patch finds nothing).
"""

import argparse
import sys

import anatomy
import generation
import lldbtext
import patches
import rebuild
import solve
import tree
import xmldump


class Capture:
    """A capture and the model's reading of it."""

    def __init__(self, path, os_text=None, direction=None, width=None, scale=None,
                 stack_content=None):
        self.path = path
        identifiers = []
        attrs = {}
        if path.endswith(".xml"):
            self.roots, attrs, identifiers = xmldump.read(path)
        else:
            with open(path, encoding="utf-8") as f:
                self.roots = lldbtext.read(lldbtext.strip_header(f.read()))
        self.os = os_text or attrs.get("os")
        self.direction = direction or attrs.get("direction", "leftToRight")
        self.scale = scale or (float(attrs["scale"]) if "scale" in attrs else
                               tree.infer_scale(self.roots))
        self.generation, self.evidence = generation.recognise(self.roots, self.os, identifiers)
        self.bars = anatomy.find_bars(self.roots, self.direction, width)
        self.stack_content = stack_content or {}

    def rebuild(self, addresses=None, origin="model"):
        return rebuild.Rebuild(self.roots, self.bars, self.generation or "15-18", self.scale,
                               self.direction, self.stack_content, addresses, origin)

    def hierarchy_attrs(self):
        attrs = {"format": "1", "scale": tree.fmt(self.scale), "direction": self.direction}
        if self.os:
            attrs["os"] = self.os
        return attrs

    def solve(self, rb):
        return solve.Solution(rb.xml(self.hierarchy_attrs()))


def parse_directives(words_list):
    """`# barmodel: …` lines of a frames file, as keyword arguments of Capture and the patch."""
    out = {"stack_content": {}}
    for words in words_list:
        key, rest = words[0], words[1:]
        if key == "os":
            out["os_text"] = rest[0]
        elif key == "direction":
            out["direction"] = rest[0]
        elif key == "width":
            out["width"] = float(rest[0])
        elif key == "scale":
            out["scale"] = float(rest[0])
        elif key == "stack-content":
            out["stack_content"][rest[0]] = rest[1]
        else:
            raise SystemExit(f"unknown barmodel directive {words!r}")
    return out


def run_patch(capture, rb, name, gap):
    """Applies `name` to `rb`; (solution, warnings) or raises patches.NothingToPatch."""
    if name == "pin":
        warnings = patches.pin(rb, gap)
    elif name == "shift":
        warnings = patches.shift(rb, gap, capture.solve)
    else:
        raise SystemExit(f"--patch {name}: only pin and shift are modelled on iOS 13+")
    return capture.solve(rb), warnings


def report(capture, rows, quiet=False):
    out = []
    for r in rows:
        if quiet and r.ok:
            continue
        flag = "ok" if r.ok else ("AMBIGUOUS " + " ".join(r.free) if r.free else "MISMATCH")
        out.append(f"{r.node.label()[:60]:60} {r.status:8} {tree.frame_text(r.recorded):28} "
                   f"{tree.frame_text(r.model):28} {flag}")
    reproduced, total, counts = solve.summary(rows)
    parts = ", ".join(f"{k} {counts[k]}" for k in ("solved", "rule", "given", "outside")
                      if k in counts)
    out.append(f"{capture.path}: generation {capture.generation} ({'; '.join(capture.evidence)})"
               f"; reproduced {reproduced}/{total} ({parts})")
    return "\n".join(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("capture")
    ap.add_argument("--os")
    ap.add_argument("--direction", choices=["leftToRight", "rightToLeft"])
    ap.add_argument("--width", type=float)
    ap.add_argument("--scale", type=float)
    ap.add_argument("--stack-content", action="append", default=[], metavar="ADDR=KIND")
    ap.add_argument("--patch", choices=["pin", "shift"])
    ap.add_argument("--gap", type=float, default=0)
    ap.add_argument("--xml", metavar="OUT", help="write the rebuilt (and patched) dump")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    content = dict(s.split("=", 1) for s in a.stack_content)
    cap = Capture(a.capture, a.os, a.direction, a.width, a.scale, content)
    if cap.generation is None:
        print(f"{a.capture}: {'; '.join(cap.evidence)}", file=sys.stderr)
        return 1
    rb = cap.rebuild()
    sol = cap.solve(rb)
    rows = solve.compare(cap.roots, rb, sol, cap.scale)
    for note in rb.notes:
        print("note:", note)
    for b in sol.broken:
        print("BROKEN:", b)
    print(report(cap, rows, a.quiet))
    status = 0 if all(r.ok for r in rows) and not sol.broken else 1
    if a.patch:
        try:
            sol2, warnings = run_patch(cap, rb, a.patch, a.gap)
        except patches.NothingToPatch as e:
            print(f"{a.capture}: error: {e}", file=sys.stderr)
            return 1
        for w in warnings:
            print(f"{a.capture}: warning: {w}")
        for r in cap.roots:
            for n in r.walk():
                before, after = sol.frame(n.address), sol2.frame(n.address)
                if after is not None and before != after:
                    print(f"moved {n.label()}: {tree.frame_text(before)} → "
                          f"{tree.frame_text(after)}")
        sol = sol2
    if a.xml:
        with open(a.xml, "w", encoding="utf-8") as f:
            f.write(rb.xml(cap.hierarchy_attrs()))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
