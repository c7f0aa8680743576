#!/usr/bin/env python3
"""An independent check of a format-1 dump with kiwisolver (never our Swift code).

    python3 Tools/kiwi/solve_dump.py DUMP.xml [edits…] [--expect FRAMES.txt] [--all]

Reads the dump with xml.etree (structured <constraint>s only; a textual one is reported and
skipped), builds the Auto Layout system as docs/layout.md describes it, solves it with kiwisolver,
and prints every view's and guide's frame in its owner's coordinates beside the recorded one,
flagging differences over half a pixel and items the constraints leave ambiguous (UIKit's
`UIButtonBar.*` guides are listed but not compared: UIKit leaves them wherever its engine
put them).

The system:
- four variables per view and guide (minX, minY, width, height) in the root's space;
- leading/trailing are left/right, or evaluated on the mirrored axis x' = -x when the
  hierarchy's direction is rightToLeft (so `b.leading == a.trailing + 8` puts b's right edge
  8 left of a's left edge);
- translatesAutoresizingMaskIntoConstraints=YES views with a frame keep it (required:
  offset from the superview and size; every autoresizing mask is treated as fixed — the bar
  fixtures only use none);
- the UIViewLayoutMarginsGuide of a view is the view inset by `margins` (default 8), unless
  the dump lists `UIView-*Margin-guide-constraint`s for it;
- intrinsicSize: width <= w @hugging, width >= w @compressionResistance (per axis);
- a UIStackView (class name ending in StackView) holding no `UISV-*` constraint gets them
  generated: horizontal or vertical, distribution fill, alignment fill/center/leading/top/
  trailing/bottom, spacing, relative to its margins guide when
  layoutMarginsRelativeArrangement=YES (the subset the bar fixtures use);
- priorities: kiwi-style weighted, strength(p) = 10^(9p/1000), 1000 = required;
- order: implicit constraints first, then each view's constraints in document order (views
  in pre-order); a required constraint that cannot be added is reported as broken and left
  out, as UIKit does.

Edits (applied before solving, in this order; each may be repeated):
    --remove ADDR                 drop the constraint with that address
    --add 'A.attr == B.attr * m + c @p'   add a constraint (A, B addresses), after all others
    --constant ADDR VALUE         change a constraint's constant
    --margins ADDR 'T L B R'      change a view's layout margins
    --frame ADDR 'X Y W H'        change a frame-based view's recorded frame
    --spacing ADDR VALUE          change a stack view's spacing (generated UISV-spacing)
In a frames file only: `# kiwi: expect-broken ADDR` — that constraint (an added one is
`added:N`, N counting the file's adds) must be unsatisfiable and broken.
--expect FILE reads a frames.<tag>.txt: its `# kiwi: <edit>` comment lines are applied as
edits (same words as the options, without the dashes), and every `<address> x y w h` line is
compared with the solved frame (after pixel rounding, within 1e-6) and must be determined:
a pull weaker than every priority (weight 1e-3, ±5 pt) on any of its four variables must not
move it (else the item is ambiguous and kiwi's value is an accident); exit 1 otherwise.
"""

import argparse
import math
import re
import shlex
import sys
import xml.etree.ElementTree as ET

import kiwisolver as kiwi

ATTR_ALIASES = {"minX": "left", "minY": "top", "maxX": "right", "maxY": "bottom",
                "midX": "centerX", "midY": "centerY"}
POSITION = {"left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY"}
MARGIN_ATTRS = {"leftMargin": "left", "rightMargin": "right", "topMargin": "top",
                "bottomMargin": "bottom", "leadingMargin": "leading",
                "trailingMargin": "trailing", "centerXWithinMargins": "centerX",
                "centerYWithinMargins": "centerY"}
REL = {"equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="}


def parse_rect(s):
    s = s.replace("(", "").replace(")", "")
    a, b = s.split(";")
    x, y = (float(v) for v in a.split())
    w, h = (float(v) for v in b.split())
    return (x, y, w, h)


def parse_pair(s):
    return tuple(float(v) for v in s.split())


def strength(p):
    return kiwi.strength.required if p >= 1000 else 10 ** (9 * p / 1000)


def snap(v, scale):
    """Half away from zero on the pixel grid."""
    q = v * scale
    r = math.floor(abs(q) + 0.5 + 1e-9) * (1 if q >= 0 else -1)
    return r / scale


class Item:
    def __init__(self, kind, el, owner):
        self.kind, self.el, self.owner = kind, el, owner  # owner: superview or owning view
        self.address = el.get("address")
        self.cls = el.get("class", "UILayoutGuide" if kind == "guide" else None)
        self.identifier = el.get("identifier")
        self.frame = parse_rect(el.get("frame")) if el.get("frame") else None
        a = self.address
        self.minX, self.minY = kiwi.Variable(a + ".minX"), kiwi.Variable(a + ".minY")
        self.width, self.height = kiwi.Variable(a + ".width"), kiwi.Variable(a + ".height")
        self.guides, self.subviews = [], []
        self.margins_guide = None

    @property
    def label(self):
        if self.kind == "guide":
            return f"{self.cls}:{self.address}'{self.identifier}'"
        return f"{self.cls}:{self.address}"


class System:
    def __init__(self, path):
        self.tree = ET.parse(path)
        root = self.tree.getroot()
        self.direction = root.get("direction", "leftToRight")
        self.scale = float(root.get("scale", "1000"))
        self.items = {}
        self.order = []        # views in pre-order
        self.all_items = []    # views and guides in document order
        self.roots = []
        for v in root.findall("view"):
            self.roots.append(self._read(v, None))
        self.constraints = []  # (holder, element-like dict)
        for view in self.order:
            for c in view.el.findall("constraint"):
                if c.get("first") is None:
                    print(f"note: skipped textual constraint in {view.label}: {c.text!r}")
                    continue
                if c.get("active", "YES") == "NO":
                    continue
                self.constraints.append((view, dict(c.attrib)))
        seen = set()
        for _, c in self.constraints:
            a = c.get("address")
            if a is not None and (a in seen or a in self.items):
                raise SystemExit(f"duplicate address {a}")
            seen.add(a)
        self.added = []
        self.log = []
        self.expect_broken = []  # constraint addresses (or added:N) that must be broken

    def _read(self, el, parent):
        it = Item("view", el, parent)
        self._register(it)
        self.order.append(it)
        for g in el.findall("guide"):
            gi = Item("guide", g, it)
            self._register(gi)
            it.guides.append(gi)
            if gi.identifier == "UIViewLayoutMarginsGuide":
                it.margins_guide = gi
        for s in el.findall("view"):
            it.subviews.append(self._read(s, it))
        return it

    def _register(self, it):
        if it.address in self.items:
            raise SystemExit(f"duplicate address {it.address}")
        self.items[it.address] = it
        self.all_items.append(it)

    # -- edits ---------------------------------------------------------------------------
    def remove(self, address):
        before = len(self.constraints)
        self.constraints = [c for c in self.constraints if c[1].get("address") != address]
        if len(self.constraints) == before:
            raise SystemExit(f"--remove: no constraint {address}")

    def set_constant(self, address, value):
        for _, c in self.constraints:
            if c.get("address") == address:
                c["constant"] = str(value)
                return
        raise SystemExit(f"--constant: no constraint {address}")

    def set_attr(self, address, name, value):
        it = self.items[address]
        it.el.set(name, value)
        if name == "frame":
            it.frame = parse_rect(value)

    def add(self, spec):
        m = re.match(r"^\s*(\S+?)\.(\w+)\s*(==|>=|<=)\s*(?:(\S+?)\.(\w+)(?:\s*\*\s*([0-9.]+))?)?"
                     r"\s*([+-]?\s*[0-9.]+)?\s*(?:@([0-9.]+))?\s*$", spec)
        if not m:
            raise SystemExit(f"--add: cannot read {spec!r}")
        f, fa, rel, s, sa, mult, const, prio = m.groups()
        c = {"address": f"added:{len(self.added) + 1}", "first": f, "firstAttribute": fa,
             "relation": {"==": "equal", ">=": "greaterThanOrEqual",
                          "<=": "lessThanOrEqual"}[rel]}
        if s:
            c["second"], c["secondAttribute"] = s, sa
        if mult:
            c["multiplier"] = mult
        if const:
            c["constant"] = const.replace(" ", "")
        if prio:
            c["priority"] = prio
        self.added.append((None, c))

    # -- expressions ---------------------------------------------------------------------
    def margins_guide_vars(self, view):
        if view.margins_guide is not None:
            return view.margins_guide
        if not hasattr(view, "_implicit_mg"):
            g = Item.__new__(Item)
            g.kind, g.address, g.identifier = "guide", view.address + "#margins", "margins"
            g.minX, g.minY = kiwi.Variable(g.address + ".minX"), kiwi.Variable(g.address + ".minY")
            g.width, g.height = kiwi.Variable(g.address + ".w"), kiwi.Variable(g.address + ".h")
            view._implicit_mg = g
            self.implicit_margins.append(view)
        return view._implicit_mg

    def expr(self, item, attr, holder=None, relative=False):
        attr = ATTR_ALIASES.get(attr, attr)
        if attr in MARGIN_ATTRS:
            item = self.margins_guide_vars(item)
            attr = MARGIN_ATTRS[attr]
        rtl = self.direction == "rightToLeft"
        ox = holder.minX if (relative and holder is not None) else 0
        oy = holder.minY if (relative and holder is not None) else 0
        x, y, w, h = item.minX, item.minY, item.width, item.height
        table = {
            "left": x - ox, "right": x + w - ox, "top": y - oy, "bottom": y + h - oy,
            "centerX": x + 0.5 * w - ox, "centerY": y + 0.5 * h - oy,
            "width": 1 * w, "height": 1 * h,
        }
        if attr == "leading":
            return -(x + w) + ox if rtl else table["left"]
        if attr == "trailing":
            return -x + ox if rtl else table["right"]
        if attr == "centerX" and rtl:
            return -(x + 0.5 * w) + ox
        if attr not in table:
            raise KeyError(attr)
        return table[attr]

    def describe(self, c):
        f = self.items.get(c["first"])
        s = self.items.get(c.get("second")) if c.get("second") else None
        rel = REL[c.get("relation", "equal")]
        txt = f"{f.label if f else c['first']}.{c['firstAttribute']} {rel}"
        if s is not None or c.get("second"):
            txt += f" {s.label if s else c['second']}.{c.get('secondAttribute')}"
            m = float(c.get("multiplier", "1").split(":")[0]) if ":" not in c.get(
                "multiplier", "1") else None
            if m is not None and m != 1:
                txt += f" * {m:g}"
        k = float(c.get("constant", "0"))
        if s is not None or c.get("second"):
            if k:
                txt += f" {'+' if k > 0 else '-'} {abs(k):g}"
        else:
            txt += f" {k:g}"
        p = float(c.get("priority", "1000"))
        if p != 1000:
            txt += f" @{p:g}"
        if c.get("identifier"):
            txt = f"'{c['identifier']}' " + txt
        return f"{c.get('address', '?')} {txt}"

    def kiwi_constraint(self, holder, c):
        fa = c["firstAttribute"]
        sa = c.get("secondAttribute", "notAnAttribute")
        if fa in ("firstBaseline", "lastBaseline") or sa in ("firstBaseline", "lastBaseline"):
            self.log.append(f"skipped (baseline): {self.describe(c)}")
            return None
        mtext = c.get("multiplier", "1")
        if ":" in mtext:
            a, b = mtext.split(":")
            m = float(a) / float(b)
        else:
            m = float(mtext)
        k = float(c.get("constant", "0"))
        first = self.items[c["first"]]
        relative = m != 1 and ATTR_ALIASES.get(fa, fa) in POSITION
        lhs = self.expr(first, fa, holder, relative)
        if c.get("second") and sa != "notAnAttribute":
            second = self.items[c["second"]]
            rhs = m * self.expr(second, sa, holder, relative) + k
        else:
            rhs = k
        rel = c.get("relation", "equal")
        if rel == "equal":
            kc = lhs == rhs
        elif rel == "lessThanOrEqual":
            kc = lhs <= rhs
        else:
            kc = lhs >= rhs
        return kc | strength(float(c.get("priority", "1000")))

    # -- implicit constraints ------------------------------------------------------------
    def implicit(self):
        out = []  # (description, kiwi constraint)
        for v in self.order:
            sup = v.owner
            if v.el.get("translatesAutoresizingMaskIntoConstraints", "YES") == "YES" and v.frame:
                x, y, w, h = v.frame
                bx = by = 0
                if sup is not None and sup.el.get("bounds"):
                    bx, by, _, _ = parse_rect(sup.el.get("bounds"))
                px = sup.minX if sup is not None else 0
                py = sup.minY if sup is not None else 0
                name = f"{v.label} autoresizing (fixed frame {x:g} {y:g}; {w:g} {h:g})"
                out.append((name + " minX", v.minX == px + x - bx))
                out.append((name + " minY", v.minY == py + y - by))
                out.append((name + " width", v.width == w))
                out.append((name + " height", v.height == h))
            if v.el.get("intrinsicSize"):
                iw, ih = parse_pair(v.el.get("intrinsicSize"))
                hug = parse_pair(v.el.get("hugging", "250 250"))
                cr = parse_pair(v.el.get("compressionResistance", "750 750"))
                for var, val, hp, cp, axis in ((v.width, iw, hug[0], cr[0], "width"),
                                               (v.height, ih, hug[1], cr[1], "height")):
                    if val < 0:
                        continue
                    out.append((f"{v.label} hugging {axis} <= {val:g} @{hp:g}",
                                (var <= val) | strength(hp)))
                    out.append((f"{v.label} compression {axis} >= {val:g} @{cp:g}",
                                (var >= val) | strength(cp)))
        return out

    def margins_constraints(self):
        out = []
        listed = set()
        for _, c in self.constraints:
            if "Margin-guide-constraint" in (c.get("identifier") or ""):
                listed.add(c.get("first"))
                listed.add(c.get("second"))
        views = [v for v in self.order if v.margins_guide is not None] + self.implicit_margins
        for v in views:
            g = v.margins_guide if v.margins_guide is not None else v._implicit_mg
            if g.address in listed:
                continue
            t, l, b, r = parse_pair(v.el.get("margins", "8 8 8 8"))
            out.append((f"{v.label} margins guide {t:g} {l:g} {b:g} {r:g}", None, [
                g.minX == v.minX + l, g.minY == v.minY + t,
                g.minX + g.width == v.minX + v.width - r,
                g.minY + g.height == v.minY + v.height - b]))
        return out

    def stack_constraints(self):
        out = []
        for v in self.order:
            if not (v.cls or "").endswith("StackView"):
                continue
            if any((c.get("identifier") or "").startswith("UISV-")
                   for h, c in self.constraints if h is v):
                continue
            marked = [s for s in v.subviews if s.el.get("arranged") is not None]
            arranged = [s for s in v.subviews if s.el.get("arranged") == "YES"] if marked \
                else list(v.subviews)
            arranged = [s for s in arranged if s.el.get("hidden", "NO") != "YES"]
            if not arranged:
                continue
            canvas = v
            if v.el.get("layoutMarginsRelativeArrangement", "NO") == "YES":
                canvas = self.margins_guide_vars(v)
            horizontal = v.el.get("axis", "horizontal") == "horizontal"
            spacing = float(v.el.get("spacing", "0"))
            alignment = v.el.get("alignment", "fill")
            dist = v.el.get("distribution", "fill")
            if dist not in ("fill",):
                print(f"note: distribution {dist} of {v.label} generated as fill")
            main_a, main_b = ("leading", "trailing") if horizontal else ("top", "bottom")
            cross_a, cross_b, cross_c = ("top", "bottom", "centerY") if horizontal else \
                ("leading", "trailing", "centerX")
            E = self.expr
            cs = [("UISV-canvas-connection", E(arranged[0], main_a) == E(canvas, main_a)),
                  ("UISV-canvas-connection", E(arranged[-1], main_b) == E(canvas, main_b))]
            for a, b in zip(arranged, arranged[1:]):
                cs.append(("UISV-spacing", E(b, main_a) == E(a, main_b) + spacing))
            for s in arranged:
                if alignment == "fill":
                    cs.append(("UISV-alignment", E(s, cross_a) == E(canvas, cross_a)))
                    cs.append(("UISV-alignment", E(s, cross_b) == E(canvas, cross_b)))
                    continue
                if alignment == "center":
                    cs.append(("UISV-alignment", E(s, cross_c) == E(canvas, cross_c)))
                elif alignment in ("leading", "top"):
                    cs.append(("UISV-alignment", E(s, cross_a) == E(canvas, cross_a)))
                elif alignment in ("trailing", "bottom"):
                    cs.append(("UISV-alignment", E(s, cross_b) == E(canvas, cross_b)))
                else:
                    print(f"note: alignment {alignment} of {v.label} not generated")
                cs.append(("UISV-spanning-boundary", E(s, cross_a) >= E(canvas, cross_a)))
                cs.append(("UISV-spanning-boundary", E(s, cross_b) <= E(canvas, cross_b)))
            for ident, kc in cs:
                out.append((f"generated '{ident}' in {v.label}", kc))
        return out

    # -- solve ---------------------------------------------------------------------------
    def solve(self):
        self.implicit_margins = []
        state = {"solver": kiwi.Solver(), "accepted": []}
        self.broken = []

        def add(desc, kc):
            try:
                state["solver"].addConstraint(kc)
                state["accepted"].append(kc)
            except kiwi.UnsatisfiableConstraint:
                # kiwi's tableau is not trustworthy after a failed add: rebuild without it
                self.broken.append(desc)
                state["solver"] = kiwi.Solver()
                for k in state["accepted"]:
                    state["solver"].addConstraint(k)
            except kiwi.DuplicateConstraint:
                pass

        # the document's constraints are translated first so that margin attributes can
        # create implicit margins guides; they are added after the implicit ones
        doc = []
        for holder, c in self.constraints + self.added:
            kc = self.kiwi_constraint(holder, c)
            if kc is not None:
                doc.append((self.describe(c), kc))
        for desc, kc in self.implicit():
            add(desc, kc)
        for desc, _, kcs in self.margins_constraints():
            for kc in kcs:
                add(desc, kc)
        for desc, kc in self.stack_constraints():
            add(desc, kc)
        for desc, kc in doc:
            add(desc, kc)
        state["solver"].updateVariables()
        self.solver = state["solver"]

    def moves_freely(self, it, delta=5.0, weight=1e-3):
        """The variables of `it` that a pull weaker than every priority can move: the
        objective has other optima there, so the frame is not determined (ambiguous)."""
        free = []
        for name in ("minX", "minY", "width", "height"):
            var = getattr(it, name)
            base = var.value()
            for d in (delta, -delta):
                kc = (var == base + d) | weight
                self.solver.addConstraint(kc)
                self.solver.updateVariables()
                moved = abs(var.value() - base) > 1e-6
                self.solver.removeConstraint(kc)
                self.solver.updateVariables()
                if moved:
                    free.append(name)
                    break
        return free

    def frame_of(self, it):
        owner = it.owner
        ox = owner.minX.value() if owner is not None else 0
        oy = owner.minY.value() if owner is not None else 0
        if it.kind == "view" and owner is not None and owner.el.get("bounds"):
            bx, by, _, _ = parse_rect(owner.el.get("bounds"))
            ox, oy = ox - bx, oy - by
        x0, y0 = it.minX.value(), it.minY.value()
        x1, y1 = x0 + it.width.value(), y0 + it.height.value()
        sx0, sy0 = snap(x0 - ox, self.scale), snap(y0 - oy, self.scale)
        sx1, sy1 = snap(x1 - ox, self.scale), snap(y1 - oy, self.scale)
        return (sx0, sy0, sx1 - sx0, sy1 - sy0)


def fmt(v):
    s = f"{v:.5f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def fr(r):
    return f"{fmt(r[0])} {fmt(r[1])}; {fmt(r[2])} {fmt(r[3])}" if r else "-"


def excluded(it):
    return it.kind == "guide" and (it.identifier or "").startswith("UIButtonBar.")


def apply_edit(system, words):
    op = words[0].lstrip("-")
    if op == "remove":
        system.remove(words[1])
    elif op == "add":
        system.add(" ".join(words[1:]))
    elif op == "constant":
        system.set_constant(words[1], words[2])
    elif op == "margins":
        system.set_attr(words[1], "margins", " ".join(words[2:]))
    elif op == "frame":
        x, y, w, h = words[2:6]
        system.set_attr(words[1], "frame", f"{x} {y}; {w} {h}")
    elif op == "spacing":
        system.set_attr(words[1], "spacing", words[2])
    elif op == "expect-broken":
        system.expect_broken.append(words[1])
    else:
        raise SystemExit(f"unknown edit {words!r}")


def read_expect(path):
    edits, frames, other = [], [], []
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if not s:
            continue
        if s.startswith("#"):
            body = s[1:].strip()
            if body.startswith("kiwi:"):
                edits.append(shlex.split(body[5:].strip()))
            continue
        parts = s.split("#")[0].split()
        if parts[0].startswith("expect-") or parts[0] in ("skip", "fail"):
            other.append(s)
            continue
        if len(parts) != 5:
            raise SystemExit(f"{path}:{n}: cannot read {s!r}")
        frames.append((n, parts[0], tuple(float(p) for p in parts[1:])))
    return edits, frames, other


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dump")
    ap.add_argument("--remove", action="append", default=[], metavar="ADDR")
    ap.add_argument("--add", action="append", default=[], metavar="SPEC")
    ap.add_argument("--constant", action="append", nargs=2, default=[], metavar=("ADDR", "C"))
    ap.add_argument("--margins", action="append", nargs=2, default=[], metavar=("ADDR", "TLBR"))
    ap.add_argument("--frame", action="append", nargs=2, default=[], metavar=("ADDR", "XYWH"))
    ap.add_argument("--spacing", action="append", nargs=2, default=[], metavar=("ADDR", "S"))
    ap.add_argument("--expect", metavar="FRAMES.txt")
    ap.add_argument("--quiet", action="store_true", help="only differences and the verdict")
    a = ap.parse_args(argv)

    system = System(a.dump)
    for r in a.remove:
        apply_edit(system, ["remove", r])
    for addr, c in a.constant:
        apply_edit(system, ["constant", addr, c])
    for addr, m in a.margins:
        apply_edit(system, ["margins", addr] + m.split())
    for addr, f in a.frame:
        apply_edit(system, ["frame", addr] + f.split())
    for addr, s in a.spacing:
        apply_edit(system, ["spacing", addr, s])
    for spec in a.add:
        apply_edit(system, ["add", spec])
    expect = None
    if a.expect:
        edits, frames, other = read_expect(a.expect)
        for e in edits:
            apply_edit(system, e)
        expect = frames
    edited = bool(a.remove or a.add or a.constant or a.margins or a.frame or a.spacing
                  or (a.expect and edits))

    system.solve()
    for line in system.log:
        print("note:", line)
    for b in system.broken:
        print(f"BROKEN (required, could not be added): {b}")

    half = 0.5 / system.scale
    bad = 0
    if not a.quiet:
        print(f"{'item':64} {'solved (kiwisolver)':24} recorded")
    for it in system.all_items:
        got = system.frame_of(it)
        rec = it.frame
        flag = ""
        free = [] if excluded(it) else system.moves_freely(it)
        if excluded(it):
            flag = "(excluded: UIButtonBar guide)"
        elif free and expect is None:
            flag = "AMBIGUOUS (" + " ".join(free) + ")"
            bad += 1
        elif rec is not None and not edited:
            if any(abs(g - r) > half for g, r in zip(got, rec)):
                flag = "MISMATCH"
                bad += 1
        elif rec is not None and edited:
            if any(abs(g - r) > half for g, r in zip(got, rec)):
                flag = "moved"
        if not a.quiet or flag == "MISMATCH" or flag.startswith("AMBIGUOUS"):
            print(f"{it.label[:64]:64} {fr(got):24} {fr(rec):22} {flag}")
    if expect is not None:
        for n, addr, want in expect:
            it = system.items.get(addr)
            if it is None:
                print(f"{a.expect}:{n}: no item {addr}")
                bad += 1
                continue
            got = system.frame_of(it)
            if any(abs(g - w) > 1e-6 for g, w in zip(got, want)):
                print(f"{a.expect}:{n}: EXPECTED {addr} {fr(want)} but kiwisolver gives {fr(got)}")
                bad += 1
                continue
            free = system.moves_freely(it)
            if free:
                print(f"{a.expect}:{n}: {addr} is not determined: {' '.join(free)} can move "
                      "at no cost (ambiguous)")
                bad += 1
        for want in system.expect_broken:
            if not any(b.split()[0] == want for b in system.broken):
                print(f"{a.expect}: EXPECTED {want} to be broken (required conflict), it is not")
                bad += 1
        print(f"{a.expect}: {len(expect)} frames checked, {bad} differ"
              + (f"; {len(system.broken)} broken" if system.broken else ""))
    elif not edited:
        print(f"{bad} mismatches or ambiguous items against recorded frames (half a pixel = {half:g} pt)"
              + (f"; {len(system.broken)} broken" if system.broken else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
