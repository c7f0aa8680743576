#!/usr/bin/env python3
"""The reference bar model for iOS 7-10 and 11-12 (docs/navbar/ios7-10.md, ios11-12.md).

    python3 Tools/barmodel/legacy/barmodel.py INPUT [--os V] [--direction rightToLeft]
        [--width W] [--patch pin|shift|fixed-space --gap G [--side auto|leading|trailing]]
        [--expect FRAMES.txt] [--same-as FULL.xml] [--print] [--dump-xml OUT]

INPUT: a format-1 XML dump, or pasted text (recursiveDescription, _autolayoutTrace, an NSLog
walk); a sample's `# ` header is skipped. For every bar found: the generation and why, the
inputs the model took from the capture, and `reproduced/total` of the recorded frames (each
frame that differs is printed with both values). `--patch` applies a patch to the rebuilt bar;
`--expect` compares a hand-worked frames file with the patched (or unpatched) frames;
`--same-as` compares a frames-only copy's rebuilt frames with every frame of the full dump.
Exit 1 on any difference.
"""

import argparse
import sys

import capture as cap
import chain11_12
import frames7_10
from chrome import scale_of
from compare import aliases, fmt, fr, full_dump_frames, read_frames_file, recorded_frames, tally
from generation import family, recognise


class Result:
    def __init__(self, capture, bar, generation, reasons):
        self.capture, self.bar, self.generation, self.reasons = capture, bar, generation, reasons
        self.model = None
        self.predicted, self.given, self.notes = {}, {}, []
        self.sets = self.combo = None
        self.scale = capture.scale or 2.0

    # -- patches ---------------------------------------------------------------------------------
    def patched(self, name, gap, side="auto"):
        """(frames, warnings) after the patch."""
        if family(self.generation) == "7-10":
            if name != "fixed-space":
                return None, [f"'{name}' needs the iOS 11+ guide chain; an iOS 7-10 bar has none"]
            frames, fixed, warnings = self.model.fixed_space(gap, side)
            return frames, warnings
        if name == "fixed-space":
            return None, ["fixed-space: changes nothing on an iOS 11+ bar (a fixed-space item "
                          "is one more arranged item; the stack stays tied to its guide)"]
        return self._chain_patch(name, gap, side)

    def _chain_patch(self, name, gap, side):
        bar, sets = self.model, self.sets
        edits, warnings = [], []
        if not bar.stacks:
            return None, ["no _UIButtonBarStackView in the bar: nothing to patch"]
        W = bar.width
        C = bar.content.address
        base = chain11_12.solve(bar, sets)
        for s in bar.stacks:
            if side not in ("auto", "both", s.side):
                continue
            gs = sets[s.set]
            if name == "pin" and s.side == "leading" and gs.back is not None:
                warnings.append(f"leading side: {s.node.address} follows the back button; "
                                "pinning it would overlap them, skipped")
                continue
            S = s.node.address
            if name == "pin":
                edits.append(["remove", bar.keys[("edge", s.set, s.side)]])
                if s.side == "leading":
                    edits.append(["add", f"{S}.leading == {C}.leading + {fmt(gap)}"])
                else:
                    edits.append(["add", f"{S}.trailing == {C}.trailing - {fmt(gap)}"])
            elif name == "shift":
                it = base.items[S]
                x0, x1 = it.minX.value(), it.minX.value() + it.width.value()
                lead_d = (W - x1) if bar.rtl else x0
                trail_d = x0 if bar.rtl else (W - x1)
                if s.side == "leading":
                    edits.append(["constant", bar.keys[("tie", S, "leading")], fmt(gap - lead_d)])
                else:
                    edits.append(["constant", bar.keys[("tie", S, "trailing")],
                                  fmt(trail_d - gap)])
        system = chain11_12.solve(bar, sets, edits)
        for b in system.broken:
            warnings.append(f"broken: {b}")
        self.notes.append("edits: " + "; ".join(" ".join(e) for e in edits))
        return bar.frames(system), warnings


def bars_of(capture):
    bars = [n for n in capture.nodes() if n.cls == "UINavigationBar"]
    if not bars:
        contents = [n for n in capture.nodes() if n.cls == "_UINavigationBarContentView"]
        bars = [c.parent or c for c in contents]
    return bars


def model(capture, os_override=None, direction=None, width=None):
    results = []
    for bar in bars_of(capture):
        sub = cap.Capture([bar], capture.kind, capture.source, os=capture.os,
                          scale=capture.scale, screen=capture.screen,
                          direction=capture.direction, text_keys=capture.text_keys)
        generation, reasons = recognise(sub, os_override)
        r = Result(capture, bar, generation, reasons)
        if family(generation) == "7-10":
            _model_7_10(r, direction, width)
        elif family(generation) == "11-12":
            _model_11_12(r, direction, width)
        results.append(r)
    return results


def _model_7_10(r, direction, width):
    w, bar_y = frames7_10.width_of(r.capture, r.bar)
    w = width or w
    if w is None:
        r.notes.append("the bar's width is not in the capture: give --width (nothing placed)")
        r.model = "unplaced"
        return
    m = frames7_10.Bar(r.bar, w, r.capture.scale, direction or r.capture.direction or
                       "leftToRight", bar_y)
    r.model, r.scale = m, m.scale
    for side, f in m.infer_fixed_spaces().items():
        r.notes.append(f"inferred: a fixed-space item of {fmt(f)} before the outermost {side} "
                       "item (its recorded position; fixed spaces have no view)")
    r.notes.append(f"inputs: width {fmt(w)} (margin {fmt(m.margin)}), scale {fmt(m.scale)} "
                   f"({_scale_source(r, m.scale)}), "
                   f"items leading {len(m.items['leading'])} trailing {len(m.items['trailing'])}"
                   f", back button {'shown' if m.back_shown else 'none'}")
    r.predicted, r.given = m.layout(), m.given()


def _model_11_12(r, direction, width):
    content = next((n for n in r.bar.walk() if n.cls == "_UINavigationBarContentView"), None)
    if content is None or (content.frame is None and r.bar.frame is None and not width
                           and not r.capture.screen):
        r.notes.append("no content view or no width: give --width")
        return
    b = chain11_12.Bar(r.capture, r.bar, content, beta=r.generation == "ios11-beta",
                       direction=direction, width=width)
    r.model, r.scale = b, b.scale
    recorded = recorded_frames(r.capture, r.bar)
    best = None
    for sets, combo in b.assignments():
        sets = b.arrange(sets, combo)
        system = chain11_12.solve(b, sets)
        predicted = b.frames(system)
        t = tally(recorded, predicted, b.given(), b.scale)
        score = len(t.differ) + len(t.missing) + len(system.broken)
        if best is None or score < best[0]:
            best = (score, sets, combo, predicted, system)
    _, r.sets, r.combo, r.predicted, system = best
    for s, k in zip(b.stacks, r.combo):  # `arrange` ran for every assignment tried
        s.set = k
    r.given = b.given()
    for br in system.broken:
        r.notes.append(f"BROKEN in the rebuilt system: {br}")
    r.notes.append(f"inputs: width {fmt(b.width)} (margin {fmt(b.margin)}), scale "
                   f"{fmt(b.scale)} ({_scale_source(r, b.scale)}), "
                   f"{'right-to-left' if b.rtl else 'left-to-right'}"
                   + ("" if b.laid_out else "; not laid out yet (a titled label of zero size)"))
    for gs in r.sets:
        desc = ", ".join(f"{s.side} stack {s.node.address} ({len(s.items)} items)"
                         for s in gs.stacks.values()) or "no stack"
        r.notes.append(f"guide set {gs.key}: {desc}" + (", back button" if gs.back else ""))


def _scale_source(r, scale):
    if r.capture.scale:
        return "the dump's scale"
    if scale_of(r.bar):
        return "the hairline's height"
    return "assumed from the width"


def model_sets(r):
    out = []
    for gs in r.sets or []:
        guides = {}
        for role in chain11_12.ROLES:
            g = gs.guides.get(role)
            guides[role] = g.address if g else f"model:{gs.key}:{role}"
        out.append((gs.key, [s.node.address for s in gs.stacks.values()], guides))
    return out


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("input")
    ap.add_argument("--os")
    ap.add_argument("--direction", choices=["leftToRight", "rightToLeft"])
    ap.add_argument("--width", type=float)
    ap.add_argument("--patch", choices=["pin", "shift", "fixed-space"])
    ap.add_argument("--gap", type=float, default=0.0)
    ap.add_argument("--side", default="auto")
    ap.add_argument("--expect")
    ap.add_argument("--same-as")
    ap.add_argument("--print", action="store_true", help="print every frame the model gives")
    ap.add_argument("--dump-xml", help="write the rebuilt content view (11-12) as format 1")
    ap.add_argument("--bar", type=int, help="only the N-th bar of the input (1-based)")
    a = ap.parse_args(argv)

    with open(a.input, encoding="utf-8") as f:
        text = cap.strip_header(f.read())
    results = []
    for c in cap.read(a.input, text):
        results += model(c, a.os, a.direction, a.width)
    if a.bar:
        results = [results[a.bar - 1]]
    run = Run()
    for i, r in enumerate(results, 1):
        run.bar(a, i, r)
    if a.expect:
        run.expect(a.expect)
    return 1 if run.bad else 0


class Run:
    """The checks of one command line, over every bar of the input (a walk can hold two)."""

    def __init__(self):
        self.bad = 0
        self.frames, self.given, self.alias, self.scale = {}, {}, {}, {}
        self.warnings, self.changed = [], False

    def fail(self, text):
        print(f"  {text}")
        self.bad += 1

    def bar(self, a, i, r):
        label = f" '{r.capture.label}'" if r.capture.label else ""
        print(f"{a.input}: bar {i}{label}: {r.generation or 'not recognised'} "
              f"({'; '.join(r.reasons)})")
        for n in r.notes:
            print(f"  {n}")
        if r.model is None:
            return
        if r.model == "unplaced":
            print(f"  0/{len(recorded_frames(r.capture, r.bar))} recorded frames reproduced")
            return
        t = tally(recorded_frames(r.capture, r.bar), r.predicted, r.given, r.scale)
        print(f"  {t.line()}")
        for label_, address, want, got in t.differ:
            self.fail(f"DIFFERS {label_}: recorded {fr(want)}, model {fr(got)}")
        for label_, address, want in t.missing:
            self.fail(f"NOT MODELLED {label_}: recorded {fr(want)}")
        frames = r.predicted
        if a.patch:
            patched, warnings = r.patched(a.patch, a.gap, a.side)
            for w in warnings:
                print(f"  warning: {w}")
            if r.notes and r.notes[-1].startswith("edits:"):
                print(f"  {r.notes[-1]}")
            self.warnings += warnings
            self.changed |= patched is not None and patched != r.predicted
            frames = patched or r.predicted
        if a.print:
            for address, f in frames.items():
                print(f"    {address} {fr(f)}")
        if a.dump_xml and family(r.generation) == "11-12":
            with open(a.dump_xml, "w", encoding="utf-8") as f:
                f.write(r.model.build(r.sets))
        for k, v in frames.items():
            self.frames[k], self.scale[k] = v, r.scale
        for k, v in r.given.items():
            self.given[k], self.scale[k] = v, r.scale
        if a.same_as:
            full = full_dump_frames(a.same_as, model_sets(r))
            self.alias.update(aliases(full))
            t2 = tally(full, r.predicted, r.given, r.scale)
            print(f"  against {a.same_as}: {len(t2.reproduced)}/{t2.total} frames reproduced"
                  f" (+{len(t2.given)} given)")
            for label_, address, want, got in t2.differ:
                self.fail(f"DIFFERS {label_}: full dump {fr(want)}, model {fr(got)}")
            for label_, address, want in t2.missing:
                self.fail(f"NOT MODELLED {label_}: full dump {fr(want)}")

    def expect(self, path):
        """A frames.<tag>.txt: every listed frame (both sides on the pixel grid, as
        FrameExpectations.swift compares), `expect-warning`, `expect-exit`."""
        want_more = {}
        lines = read_frames_file(path, want_more)
        for text in want_more.get("warnings", []):
            if not any(text in w for w in self.warnings):
                self.fail(f"{path}: EXPECTED a warning containing '{text}'")
        if want_more.get("exit", 0) != 0 and self.changed:
            self.fail(f"{path}: EXPECTED nothing to patch (exit {want_more['exit']})")
        for n, address, want in lines:
            key = self.alias.get(address, address)
            got = self.frames.get(key, self.given.get(key))
            scale = self.scale.get(key, 1000)
            if got is None or not all(abs(g - w) <= 1e-6 for g, w in
                                      zip(snap_rect(got, scale), snap_rect(want, scale))):
                self.fail(f"{path}:{n}: EXPECTED {address} {fr(want)}, model {fr(got)}")
        print(f"  {path}: {len(lines)} frames checked")


def snap_rect(r, scale):
    return frames7_10.snap_rect(*r, scale)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
