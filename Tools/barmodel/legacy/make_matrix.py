#!/usr/bin/env python3
"""Writes Fixtures/<case>/input.xml (iOS 11-12) and bar.xml (iOS 9) of the legacy matrix (iOS 9 and iOS 11/12 bars x back button or
none x one or two items per side x left-to-right / right-to-left), as UIKit would have them.

    python3 Tools/barmodel/legacy/make_matrix.py [FIXTURES_DIR]

Every frame of a view or bar guide below is typed in by hand, worked out from the rules of
docs/navbar/ios7-10.md and ios11-12.md (the arithmetic is in each fixture's README). Only the
stack's own guides are derived here, mechanically: its UIButtonBar.* guides sit at the engine
host's origin (-stack.x 0; 8 0), its margins guide is its bounds, its alignment spanner
(0 0; 0 44). The iOS 11-12 constraints are the model's rebuild (chain11_12.py) with UIKit-style
addresses; the iOS 9 bars hold none (frame-based). Nothing here solves a layout: kiwisolver
(Tools/kiwi/solve_dump.py) and the model (barmodel.py) check every frame afterwards.
"""

import os
import sys

import capture as cap
import chain11_12
from chain11_12 import dumpkit
from matrix_cases import CASES_7_10, CASES_11_12, ITEMS

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "..", "..", "Fixtures")


class Heap:
    def __init__(self, base):
        self.next = base

    def take(self):
        a = self.next
        self.next += 0x10
        return f"0x{a:x}"


def custom_view(kind, views):
    """The app's custom view of an item (and what it holds), frame-based, given."""
    cls, size, title, inner = ITEMS[kind]
    node = cap.Node(cls, views.take(), (0, 0) + size, **({"title": title} if title else {}))
    for icls, iframe, ititle in inner:
        node.add(cap.Node(icls, views.take(), iframe, **({"title": ititle} if ititle else {})))
    return node


def back_button(c, views):
    x, w = c["back"]
    b = cap.Node("_UIButtonBarButton", views.take(), (x, 0, w, 44))
    rtl = c.get("rtl")
    inner = cap.Node("_UIModernBarButton", views.take(), (0 if rtl else 8, 0, w - 8, 44),
                     title="Back")
    # chosen, on the pixel grid: the 414-pt fixture's values at 3x, their 2x neighbours at 2x
    y3 = c["scale"] == 3
    chevron = (w - 8 - 13 if rtl else 0, 11.33333 if y3 else 11.5, 13, 21)
    label = (0 if rtl else 19, 11.66667 if y3 else 11.5, 42, 20.66667 if y3 else 21)
    inner.add(cap.Node("UIImageView", views.take(), chevron))
    inner.add(cap.Node("UIButtonLabel", views.take(), label, title="Back"))
    b.add(inner)
    return b


def case_11_12(c):
    views, guides = Heap(c["views"]), Heap(c["guides"])
    W = c["screen"][0]
    bar = cap.Node("UINavigationBar", views.take(), c["bar"])
    top = c["bar"][1]
    bg = bar.add(cap.Node("_UIBarBackground", views.take(), (0, -top, W, 44 + top)))
    bg.add(cap.Node("UIImageView", views.take(), (0, 0, W, 44 + top)))
    bg.add(cap.Node("UIImageView", views.take(), (0, 44 + top, W, round(1 / c["scale"], 5))))
    cv = bar.add(cap.Node("_UINavigationBarContentView", views.take(), (0, 0, W, 44)))
    layout = views.take()
    g = c["guides_frames"]
    mg = cap.Guide(guides.take(), "UIViewLayoutMarginsGuide", g["margins"])
    cv.guides.append(mg)
    for role, key in (("BackButtonGuide", "bb"), ("LeadingBarGuide", "lb"), ("TitleView", "tv"),
                      ("TrailingBarGuide", "tb")):
        cv.guides.append(cap.Guide(guides.take(), f"{role}({layout})", g[key]))
    if c.get("back"):
        cv.add(back_button(c, views))
    for side, frame, items in c["stacks"]:
        s = cv.add(cap.Node("_UIButtonBarStackView", views.take(), frame))
        for ident in chain11_12.BUTTON_BAR_GUIDES:
            s.guides.append(cap.Guide(guides.take(), ident, (-frame[0], 0, 8, 0)))
        s.guides.append(cap.Guide(guides.take(), "UIViewLayoutMarginsGuide", (0, 0) + frame[2:]))
        # the spanner's leading edge is the margins guide's: x = width in right-to-left
        s.guides.append(cap.Guide(guides.take(), "UISV-alignment-spanner",
                                  (frame[2] if c.get("rtl") else 0, 0, 0, 44), "_UILayoutSpacer"))
        for kind, aframe in items:
            a = s.add(cap.Node("_UITAMICAdaptorView", views.take(), aframe))
            a.add(custom_view(kind, views))
    title, tframe = c["title"]
    cv.add(cap.Node("UILabel", views.take(), tframe, title=title))
    capture = cap.Capture([bar], "xml", "matrix", os=c["os"], scale=c["scale"],
                          screen=c["screen"], direction="rightToLeft" if c.get("rtl") else None)
    model = chain11_12.Bar(capture, bar, cv)
    sets, combo = next(model.assignments())
    sets = model.arrange(sets, combo)
    cview = model.build_view(sets)
    # UIKit-style constraint addresses, in the model's order
    heap = Heap(c["constraints"])
    rename = {}
    for v in _walk(cview):
        for k in v.constraints:
            rename[k.attrs["address"]] = heap.take()
            k.attrs["address"] = rename[k.attrs["address"]]
    keys = {key: rename[a] for key, a in model.keys.items()}
    # the bar and its background around the rebuilt content view; given subtrees back in
    root = _dump_view(bar, {cv.address: cview})
    attrs = {"format": "1", "os": c["os"], "screen": f"{c['screen'][0]:g} {c['screen'][1]:g}",
             "scale": f"{c['scale']:g}"}
    if c.get("rtl"):
        attrs["direction"] = "rightToLeft"
    attrs["source"] = c["source"]
    return root, attrs, keys, _given_subtrees(cv)


def _walk(v):
    yield v
    for s in v.subviews:
        yield from _walk(s)


def _given_subtrees(cv):
    """address -> Node of the views the rebuilt dump must carry as recorded (custom views'
    insides, the back button's insides)."""
    out = {}
    for n in cv.walk():
        out[n.address] = n
    return out


def _dump_view(node, replaced, built=None):
    """A dumpkit.View of `node`; `replaced`: address -> an already built dumpkit.View."""
    if node.address in replaced:
        v = replaced[node.address]
        _complete(v, node)
        return v
    attrs = {k: node.attrs[k] for k in ("alpha", "hidden", "title", "autoresizingMask")
             if k in node.attrs}
    v = dumpkit.View(node.address, node.cls, node.address, node.frame, **attrs)
    for g in node.guides:
        v.guide(g.address, g.address, g.identifier, g.frame, cls=None if g.cls == "UILayoutGuide"
                else g.cls)
    for s in node.children:
        v.add(_dump_view(s, replaced))
    return v


def _complete(built, node):
    """Put the recorded frames and the given subtrees into the model's dumpkit tree."""
    by_address = {n.address: n for n in node.walk()}
    for n in node.walk():
        for g in n.guides:
            by_address[g.address] = g

    def fix(v):
        n = by_address.get(v.address)
        if n is not None and n.frame is not None:
            v.attrs["frame"] = dumpkit.rect(*n.frame)
        for g in v.guides:
            gn = by_address.get(g.address)
            if gn is not None and gn.frame is not None:
                g.attrs["frame"] = dumpkit.rect(*gn.frame)
            ident = g.attrs["identifier"]
            if ident.startswith("UIButtonBar."):  # as the trace reports them (01:23-25)
                g.attrs["ambiguous"] = "minX minY width height" if "flexible" in ident \
                    else "minX minY height"
        have = {s.address for s in v.subviews}
        if n is not None and isinstance(n, cap.Node):
            for child in n.children:
                if child.address not in have:
                    v.subviews.append(_dump_view(child, {}))
        for s in v.subviews:
            fix(s)

    fix(built)


def case_7_10(c):
    views = Heap(c["views"])
    W = c["screen"][0]
    bar = dumpkit.View("bar", "UINavigationBar", views.take(), c["bar"])
    bg = bar.add(dumpkit.View("bg", "_UINavigationBarBackground", views.take(), (0, -20, W, 64),
                              autoresizingMask="flexibleWidth"))
    bg.add(dumpkit.View("hl", "UIImageView", views.take(), (0, 64, W, round(1 / c["scale"], 5))))
    title, tframe = c["title"]
    # the title's label: 51:9/51:19 (0 3.5; w 21.5) at 2x; its 3x neighbours at 3x (chosen)
    ly, lh = (3.66667, 21.33333) if c["scale"] == 3 else (3.5, 21.5)
    tv = bar.add(dumpkit.View("t", "UINavigationItemView", views.take(), tframe, title=title))
    tv.add(dumpkit.View("tl", "UILabel", views.take(), (0, ly, tframe[2], lh), title=title))
    if c.get("back"):
        bframe = c["back"]
        b = bar.add(dumpkit.View("b", "UINavigationItemButtonView", views.take(), bframe,
                                 title="Back"))
        b.add(dumpkit.View("bl", "UILabel", views.take(), (0, ly, bframe[2], lh), title="Back"))
    for kind, frame in c["items"]:
        node = custom_view(kind, views)
        v = bar.add(dumpkit.View("i", node.cls, node.address, frame,
                                 **({"title": node.title} if node.title else {})))
        for n in node.children:
            v.add(dumpkit.View("c", n.cls, n.address, n.frame,
                               **({"title": n.title} if n.title else {})))
    extra = {} if c.get("back") else {"alpha": "0"}
    bar.add(dumpkit.View("ind", "_UINavigationBarBackIndicatorView", views.take(),
                         (12 if c["screen"][0] >= 414 else 8,
                          11.66667 if c["scale"] == 3 else 11.5, 13, 21), **extra))
    attrs = {"format": "1", "os": c["os"], "screen": f"{c['screen'][0]:g} {c['screen'][1]:g}",
             "scale": f"{c['scale']:g}", "source": c["source"]}
    return bar, attrs


def main(argv):
    root = argv[0] if argv else FIXTURES
    for name, c in CASES_11_12.items():
        bar, attrs, keys, _ = case_11_12(c)
        folder = os.path.join(root, name)
        os.makedirs(folder, exist_ok=True)
        dumpkit.write_dump(os.path.join(folder, "input.xml"), bar, attrs)
        print(name, " ".join(f"{k[0]}:{k[1]}:{k[2]}={v}" for k, v in sorted(
            keys.items(), key=lambda kv: kv[1])))
    for name, c in CASES_7_10.items():
        bar, attrs = case_7_10(c)
        folder = os.path.join(root, name)
        os.makedirs(folder, exist_ok=True)
        # bar.xml: the iOS 11 patch suites and `inspect test` take every input.xml, and a
        # frame-based bar has nothing for them to patch (docs/navbar/ios7-10.md, Fixtures)
        dumpkit.write_dump(os.path.join(folder, "bar.xml"), bar, attrs)
        print(name)


if __name__ == "__main__":
    main(sys.argv[1:])
