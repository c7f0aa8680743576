#!/usr/bin/env python3
"""Writes the bar matrix's dumps, Fixtures/<case>/input.xml: iOS 13-26 bars as UIKit would record
them under the model of docs/navbar/ios13-18.md (views, guides, constraints, frames).

    python3 Tools/barmodel/modern/make_matrix.py [FIXTURES_DIR]

A case is typed in below: generation, width, direction, back button, items, title, and the
sizes of what UIKit does not lay out with Auto Layout (labels, images, custom views), chosen on
the pixel grid. The model rebuilds the constraints for them, kiwisolver solves them, and the
solved frames are written into the dump. Nothing here is a golden: every fixture's
frames.recorded.txt is worked out by hand, and check.py compares the two.
"""

import os
import sys

import anatomy
import solve
import tree
from kiwi_tools import dumpkit
from matrix_cases import CASES
from rebuild import Rebuild

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "..", "..", "Fixtures")


class Heap:
    """Simulator-style addresses for one case's views and guides."""

    def __init__(self, base, step):
        self.next, self.step = base, step

    def take(self):
        a = self.next
        self.next += self.step
        return f"0x{a:x}"


def node(parent, cls, heap, frame, text=None):
    n = tree.Node(cls, heap.take(), frame)
    if text is not None:
        n.props["text"] = text
    if parent is not None:
        parent.add(n)
    return n


def modern(parent, heap, item, y_text, scale):
    """A _UIModernBarButton with its label or image (the sizes of the case)."""
    kind = item[0]
    if kind == "image":
        m = node(parent, "_UIModernBarButton", heap, (0, 9.66667, 24, 24))  # 13:10
        node(m, "UIImageView", heap, (0, 0, 24, 24))
    else:
        _, text, w = item
        h = 21.5 if scale == 2 else 21.33333
        m = node(parent, "_UIModernBarButton", heap, (0, y_text, w, h))
        node(m, "UIButtonLabel", heap, (0, 1, w, h - 1), text)
    return m


def build(case):
    """The case's capture as the model reads one (placeholder x for what it solves)."""
    views = Heap(case["views"], 0x230)
    scale = case["scale"]
    W, y = case["width"], case["bar_y"]
    rtl = case["direction"] == "rightToLeft"
    bar = node(None, "UINavigationBar", views, (0, y, W, 44))
    bg = node(bar, "_UIBarBackground", views, (0, -y, W, 44 + y))
    px = 1 / scale
    shadow = node(bg, "_UIBarBackgroundShadowView", views, (0, 44 + y, W, round(px, 5)))
    node(shadow, "_UIBarBackgroundShadowContentImageView", views, (0, 0, W, round(px, 5)))
    cv = node(bar, "_UINavigationBarContentView", views, (0, 0, W, 44))
    y_text = 11 if scale == 2 else 11.33333
    if case.get("back"):
        text, w = case["back"]
        b = node(cv, "_UIButtonBarButton", views, (0 if not rtl else W - 1, 0, 1, 44))
        chevron_y = 11.5 if scale == 2 else 11.33333
        bib = node(b, "_UIModernBarButton", views, (0, chevron_y, 13, 21))
        node(bib, "UIImageView", views, (0, 0, 13, 21))
        title_h = 23.5 if scale == 2 else 23.33333
        holder = b
        if case["generation"] == "13-14":
            holder = node(b, "_UIBackButtonContainerView", views, (0, 0, 1, 44))
        cb = node(holder, "_UIModernBarButton", views, (0, 9, w, title_h))
        # the label sits a little left of its button (66:20: x -1.5 at 2x)
        node(cb, "UIButtonLabel", views, (-1.5 if scale == 2 else -1.33333, 3, w, title_h - 3),
             text)
        if case["generation"] != "13-14":
            mask = node(b, "_UIBackButtonMaskView", views, (0, 0, 1, 44))
            node(mask, "UIView", views, (0, 0, 1, 44))
    for side, items in (("leading", case["leading"]), ("trailing", case["trailing"])):
        if not items:
            continue
        left = (side == "leading") != rtl
        s = node(cv, "_UIButtonBarStackView", views, (0 if left else W - 1, 0, 1, 44))
        # arranged order runs from the leading edge; rightBarButtonItems[0] is outermost
        arranged = list(items) if side == "leading" else list(reversed(items))
        for i, item in enumerate(arranged):
            x = i if not rtl else len(arranged) - i
            if item[0] == "custom":
                a = node(s, "_UITAMICAdaptorView", views, (x, 0, item[1], item[2]))
                node(a, "UIButton", views, (0, 0, item[1], item[2]))
            else:
                b = node(s, "_UIButtonBarButton", views, (x, 0, 1, 44))
                modern(b, views, item, y_text, scale)
    if case.get("title"):
        text, w = case["title"]
        h = 20.5 if scale == 2 else 20.66667
        node(cv, "UILabel", views, (0, 0, w, h), text)
    return bar


def dump(case):
    """(xml text, rebuild, solution) of one case."""
    bar = build(case)
    bars = anatomy.find_bars([bar], case["direction"])
    rb = Rebuild([bar], bars, case["generation"], case["scale"], case["direction"],
                 addresses=dumpkit.Addresses(case["constraints"]), origin=None)
    guides = Heap(case["guides"], 0xe0)
    for v in rb.views.values():  # the model's guides get simulator-style addresses
        for g in v.guides:
            if g.address.startswith("model:"):
                new = guides.take()
                _rename(rb, g.address, new)
                g.address = g.attrs["address"] = new
    attrs = {"format": "1", "os": case["os"], "screen": f"{tree.fmt(case['width'])} "
             f"{tree.fmt(case['height'])}", "scale": tree.fmt(case["scale"]),
             "direction": case["direction"], "source": case["source"]}
    sol = solve.Solution(rb.xml(attrs))
    for n in bar.walk():
        f = sol.frame(n.address)
        rb.views[n.address].attrs["frame"] = dumpkit.rect(*f)
        for g in rb.views[n.address].guides:
            g.attrs["frame"] = dumpkit.rect(*sol.frame(g.address))
    if case["direction"] == "leftToRight":
        del attrs["direction"]  # the default, not written
    return rb.xml(attrs), rb, sol


def _rename(rb, old, new):
    for v in rb.views.values():
        for c in v.constraints:
            for key in ("first", "second"):
                if c.attrs.get(key) == old:
                    c.attrs[key] = new


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else FIXTURES
    for name, case in CASES.items():
        text, _, sol = dump(case)
        if sol.broken:
            raise SystemExit(f"{name}: broken constraints {sol.broken}")
        folder = os.path.join(out, name)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "input.xml"), "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote", os.path.join(folder, "input.xml"))


if __name__ == "__main__":
    main()
