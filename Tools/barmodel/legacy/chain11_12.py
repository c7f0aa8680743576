"""iOS 11-12: the guide chain, rebuilt from a capture's frames and solved with kiwisolver
(docs/navbar/ios11-12.md gives every constraint below with its evidence).

The model reads from the capture what UIKit took from the app: the bar's width, each item's
size (a custom view's frame; a system item's or the back button's own width), the title label's
size, the navigation items present (one guide set each), and builds the constraint set UIKit
installs: the content view's guide chain, each `_UIButtonBarStackView` tied to its bar guide, the
stack's own `UISV-*` constraints, the adaptors sized to their custom views, the title centred.
It writes that as a format-1 dump of the content view's subtree (the content view is the layout
engine host, `•` in 01:12; guide positions are relative to it) and solves it with
Tools/kiwi/solve_dump.py, imported, unchanged.
"""

import io
import itertools
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "kiwi"))

import dumpkit  # noqa: E402
import solve_dump  # noqa: E402

import rules  # noqa: E402
from chrome import chrome_frames, default_scale, scale_of  # noqa: E402
from frames7_10 import snap  # noqa: E402

ROLES = ("BackButtonGuide", "LeadingBarGuide", "TitleView", "TrailingBarGuide")
SHORT = {"BackButtonGuide": "bb", "LeadingBarGuide": "lb", "TitleView": "tv",
         "TrailingBarGuide": "tb"}
BUTTON_BAR_GUIDES = ("UIButtonBar.flexibleSpaceEqualSizeLayoutGuide",
                     "UIButtonBar.minimumInterItemSpaceLayoutGuide",
                     "UIButtonBar.minimumInterGroupSpaceLayoutGuide")


class Item:
    """An arranged subview of a stack: `adaptor` (a custom view's _UITAMICAdaptorView), `button`
    (a system item's _UIButtonBarButton) or `spacer` (the iOS 11 beta's UIView)."""

    def __init__(self, node, kind, size, custom=None):
        self.node, self.kind, self.size, self.custom = node, kind, size, custom


class Stack:
    def __init__(self, node, items, side):
        self.node, self.items, self.side = node, items, side
        self.set = 0


class GuideSet:
    def __init__(self, key, guides=None):
        self.key = key  # the (0x…) suffix, or `model:N`
        self.guides = guides or {}  # role -> capture Guide (recorded), else absent
        self.stacks = {}  # side -> Stack
        self.back = None
        self.titles = []

    def holds(self, side):
        s = self.stacks.get(side)
        return (s is not None and bool(s.items)) or (side == "leading" and self.back is not None)


def _items(stack_node, whole_width):
    """The stack's arranged subviews and their sizes. An adaptor is as large as its custom view
    (its recorded frame), else as its own recorded frame; in a trace (no view frames) a lone item
    is as wide as its stack (01:13-21 record only the stacks' frames)."""
    out = []
    kids = stack_node.children
    for v in kids:
        if v.cls == "_UITAMICAdaptorView":
            custom = v.children[0] if v.children else None
            if custom is not None and custom.frame is not None:
                size = custom.frame[2:4]
            elif v.frame is not None:
                size = v.frame[2:4]
            elif len(kids) == 1 and stack_node.frame is not None:
                size = (stack_node.frame[2], stack_node.frame[3])
            else:
                size = None
            out.append(Item(v, "adaptor", size, custom))
        elif v.cls == "UIView" and v.frame is not None and v.frame[2:4] == rules.BETA_SPACER:
            out.append(Item(v, "spacer", rules.BETA_SPACER))
        else:
            size = v.frame[2:4] if v.frame is not None else None
            out.append(Item(v, "button", size))
    return out


class Bar:
    def __init__(self, capture, bar, content, beta=False, direction=None, width=None):
        self.capture, self.bar, self.content = capture, bar, content
        self.rtl = (direction or capture.direction or "leftToRight") == "rightToLeft"
        self.width = width or (content.frame[2] if content.frame else
                               bar.frame[2] if bar.frame else capture.screen[0])
        self.scale = capture.scale or scale_of(bar) or default_scale(self.width)
        self.bar_y = bar.frame[1] if bar.frame is not None else rules.STATUS_BAR_PRE_X
        self.beta = beta
        self.margin = rules.margin_11_12(self.width, beta)
        self.margins_guide = next((g for g in content.guides
                                   if g.identifier == "UIViewLayoutMarginsGuide"), None)
        recorded = {}
        for g in content.guides:
            if g.role in ROLES and g.set_key:
                recorded.setdefault(g.set_key, {})[g.role] = g
        self.recorded_sets = [GuideSet(k, v) for k, v in recorded.items()]
        self.stacks = [Stack(v, _items(v, self.width), self._side(v))
                       for v in content.children if v.cls == "_UIButtonBarStackView"]
        self.back = next((v for v in content.children if v.cls == "_UIButtonBarButton"), None)
        self.labels = [v for v in content.children if v.cls == "UILabel"]
        self.others = [v for v in content.children
                       if v.cls not in ("_UIButtonBarStackView", "_UIButtonBarButton", "UILabel")]
        # a title label with text and a zero frame: the bar has not been laid out (52:17, 52:32)
        self.laid_out = not any(v.frame == (0, 0, 0, 0) and v.title for v in self.labels)

    def _side(self, stack_node):
        f = stack_node.frame
        if f is None:
            return "leading"
        centre = f[0] + f[2] / 2
        left = centre < self.width / 2
        return "leading" if left != self.rtl else "trailing"

    # -- guide sets ----------------------------------------------------------------------------
    def assignments(self):
        """Every way to put the stacks into guide sets. With recorded guide sets: each stack into
        any set on its own side, no two on one side of a set (which set a stack is tied to is a
        constraint, not printed in a trace). Without: the visible stacks in one set, alpha-0
        stacks (the other navigation item, mid-push: 01:22-23) in a second."""
        if self.recorded_sets:
            n = len(self.recorded_sets)
            for combo in itertools.product(range(n), repeat=len(self.stacks)):
                seen = set()
                ok = True
                for s, k in zip(self.stacks, combo):
                    if (k, s.side) in seen:
                        ok = False
                    seen.add((k, s.side))
                if ok:
                    yield [GuideSet(g.key, g.guides) for g in self.recorded_sets], list(combo)
            return
        combo = [1 if s.node.alpha == 0 else 0 for s in self.stacks]
        count = 2 if any(combo) else 1
        yield [GuideSet(f"model:{i + 1}") for i in range(count)], combo

    def arrange(self, sets, combo):
        for s, k in zip(self.stacks, combo):
            s.set = k
            sets[k].stacks[s.side] = s
        visible = next((i for i, s in zip(combo, self.stacks) if s.node.alpha != 0), 0)
        if self.back is not None:
            sets[visible].back = self.back
        for lab in self.labels:
            if lab.frame is not None and lab.frame[2] > 0:
                sets[visible].titles.append(lab)
        return sets

    # -- the dump ------------------------------------------------------------------------------
    def build(self, sets):
        """The content view's subtree as a format-1 dump (text), with the model's constraints."""
        cv = self.build_view(sets)
        attrs = {"format": "1", "scale": dumpkit.num(self.scale)}
        if self.rtl:
            attrs["direction"] = "rightToLeft"
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               "<hierarchy " + " ".join(f'{k}="{v}"' for k, v in attrs.items()) + ">"]
        dumpkit.write_view(cv, out, 1)
        out.append("</hierarchy>")
        return "\n".join(out) + "\n"

    def build_view(self, sets):
        """The content view as a dumpkit.View holding the rebuilt guides and constraints
        (constraint addresses `model:N`, in the order docs/navbar/ios11-12.md lists them)."""
        A = dumpkit.Addresses(0x1000)
        names = {}
        cons = []
        counter = itertools.count(1)

        def name(addr):
            key = f"n{len(names)}"
            names[key] = addr
            return key

        self.keys = {}

        def add(holder, spec, key=None):
            address = f"model:{next(counter)}"
            holder.constraints.append(dumpkit.constraint(spec, names, A, address=address))
            if key is not None:
                self.keys[key] = address

        W, m = self.width, self.margin
        cv = dumpkit.View("cv", "_UINavigationBarContentView", self.content.address,
                          (0, 0, W, rules.BAR_HEIGHT), margins=f"0 {dumpkit.num(m)} 0 "
                          f"{dumpkit.num(m)}", layoutEngineHost="YES")
        C = name(self.content.address)
        mg_addr = self.margins_guide.address if self.margins_guide else "model:margins"
        cv.guide("m", mg_addr, "UIViewLayoutMarginsGuide")
        M = name(mg_addr)
        setnames = []
        for i, gs in enumerate(sets):
            sn = {}
            for role in ROLES:
                g = gs.guides.get(role)
                addr = g.address if g else f"model:{gs.key}:{role}"
                ident = g.identifier if g else f"{role}({gs.key})"
                cv.guide(role, addr, ident)
                sn[role] = name(addr)
            setnames.append(sn)
        for v in self.content.children:
            if v is self.back:
                cv.add(dumpkit.View("back", v.cls, v.address, v.frame,
                                    translatesAutoresizingMaskIntoConstraints="NO",
                                    intrinsicSize=f"{dumpkit.num(v.frame[2])} "
                                                  f"{dumpkit.num(v.frame[3])}"))
            elif v.cls == "_UIButtonBarStackView":
                cv.add(self._stack_view(next(s for s in self.stacks if s.node is v), name, add))
            elif v in self.labels and v.frame is not None and v.frame[2] > 0:
                cv.add(dumpkit.View("t", v.cls, v.address, v.frame,
                                    translatesAutoresizingMaskIntoConstraints="NO",
                                    intrinsicSize=f"{dumpkit.num(v.frame[2])} "
                                                  f"{dumpkit.num(v.frame[3])}",
                                    **({"title": v.title} if v.title else {})))
            elif v.frame is not None and v not in self.labels:
                cv.add(dumpkit.View("o", v.cls, v.address, v.frame))  # frame-based: kept
        for gs, sn in zip(sets, setnames):
            bb, lb, tv, tb = (sn[r] for r in ROLES)
            inset_l = m if gs.holds("leading") else m - rules.EMPTY_SIDE_DELTA
            inset_t = m if gs.holds("trailing") else m - rules.EMPTY_SIDE_DELTA
            after_back = f" + {dumpkit.num(rules.BACK_TO_LEADING)}" if gs.back is not None else ""
            i = sets.index(gs)
            add(cv, f"{bb}.leading == {C}.leading")
            add(cv, f"{bb}.trailing >= {C}.leading + {dumpkit.num(inset_l)}",
                ("edge", i, "leading"))
            add(cv, f"{bb}.width == 0 @250")
            add(cv, f"{lb}.leading == {bb}.trailing{after_back}")
            add(cv, f"{tv}.leading == {lb}.trailing")
            add(cv, f"{tb}.leading == {tv}.trailing")
            add(cv, f"{tb}.trailing == {C}.trailing - {dumpkit.num(inset_t)} @999",
                ("edge", i, "trailing"))
            for spec in (f"{lb}.width >= 0", f"{tb}.width >= 0",
                         f"{lb}.width == 0 @250", f"{tb}.width == 0 @250",
                         f"{tv}.width == {M}.width @50"):
                add(cv, spec)
            for g in (bb, lb, tv, tb):
                add(cv, f"{g}.top == {C}.top")
                add(cv, f"{g}.bottom == {C}.bottom")
            if gs.back is not None:
                B = name(gs.back.address)
                for spec in (f"{B}.leading == {bb}.leading", f"{B}.trailing == {bb}.trailing",
                             f"{B}.top == {C}.top", f"{B}.bottom == {C}.bottom"):
                    add(cv, spec)
            for side, guide in (("leading", lb), ("trailing", tb)):
                s = gs.stacks.get(side)
                if s is None:
                    continue
                S = name(s.node.address)
                add(cv, f"{S}.leading == {guide}.leading", ("tie", s.node.address, "leading"))
                add(cv, f"{S}.trailing == {guide}.trailing", ("tie", s.node.address, "trailing"))
                add(cv, f"{S}.top == {C}.top")
                add(cv, f"{S}.bottom == {C}.bottom")
            for lab in gs.titles:
                T = name(lab.address)
                for spec in (f"{T}.leading >= {tv}.leading", f"{T}.trailing <= {tv}.trailing",
                             f"{T}.centerX == {C}.centerX @999", f"{T}.centerY == {tv}.centerY"):
                    add(cv, spec)
        return cv

    def _stack_view(self, s, name, add):
        v = s.node
        spacing = 0 if any(i.kind == "spacer" for i in s.items) else rules.STACK_SPACING
        sv = dumpkit.View("s", v.cls, v.address, v.frame,
                          translatesAutoresizingMaskIntoConstraints="NO", margins="0 0 0 0",
                          alignment="center", spacing=dumpkit.num(spacing),
                          layoutMarginsRelativeArrangement="YES",
                          **({"alpha": v.attrs["alpha"]} if "alpha" in v.attrs else {}))
        recorded = {g.identifier: g for g in v.guides}
        gnames = {}
        for ident in BUTTON_BAR_GUIDES + ("UIViewLayoutMarginsGuide",):
            g = recorded.get(ident)
            addr = g.address if g else f"model:{v.address}:{ident}"
            sv.guide(ident, addr, ident)
            gnames[ident] = name(addr)
        flex, inter, group = (gnames[i] for i in BUTTON_BAR_GUIDES)
        add(sv, f"{inter}.width == {dumpkit.num(rules.BUTTON_BAR_GUIDE_WIDTH)}")
        add(sv, f"{group}.width == {dumpkit.num(rules.BUTTON_BAR_GUIDE_WIDTH)}")
        add(sv, f"{flex}.width >= {inter}.width")  # ASSUMED: gives 01:23's 8, left ambiguous
        if not s.items:
            return sv
        sp = recorded.get("UISV-alignment-spanner")
        sp_addr = sp.address if sp else f"model:{v.address}:spanner"
        sv.guide("spanner", sp_addr, "UISV-alignment-spanner", cls="_UILayoutSpacer")
        SP, MS = name(sp_addr), gnames["UIViewLayoutMarginsGuide"]
        item_names = []
        for it in s.items:
            node = it.node
            w, h = it.size if it.size is not None else (0, 0)
            if it.kind == "adaptor":
                av = dumpkit.View("a", node.cls, node.address, node.frame,
                                  translatesAutoresizingMaskIntoConstraints="NO")
                if it.custom is not None:
                    av.add(dumpkit.View("c", it.custom.cls, it.custom.address, (0, 0, w, h),
                                        **({"title": it.custom.title} if it.custom.title else {})))
                N = name(node.address)
                add(av, f"{N}.width == {dumpkit.num(w)}")
                add(av, f"{N}.height == {dumpkit.num(h)}")
            elif it.kind == "spacer":
                av = dumpkit.View("p", node.cls, node.address, node.frame,
                                  translatesAutoresizingMaskIntoConstraints="NO")
                N = name(node.address)
                add(av, f"{N}.width == {dumpkit.num(w)}")
                add(av, f"{N}.height == {dumpkit.num(h)}")
            else:
                av = dumpkit.View("b", node.cls, node.address, node.frame,
                                  translatesAutoresizingMaskIntoConstraints="NO",
                                  intrinsicSize=f"{dumpkit.num(w)} {dumpkit.num(h)}")
                N = name(node.address)
            sv.add(av)
            item_names.append(N)
        first, last = item_names[0], item_names[-1]
        cc = "'UISV-canvas-connection'"
        for spec in (f"{MS}.leading == {first}.leading {cc}",
                     f"{last}.trailing == {MS}.trailing {cc}",
                     f"{MS}.centerY == {first}.centerY {cc}",
                     f"{MS}.top == {SP}.top {cc}", f"{MS}.bottom == {SP}.bottom {cc}"):
            add(sv, spec)
        for a, b in zip(item_names, item_names[1:]):
            add(sv, f"{b}.leading == {a}.trailing + {dumpkit.num(spacing)} 'UISV-spacing'")
        for b in item_names[1:]:
            add(sv, f"{first}.centerY == {b}.centerY 'UISV-alignment'")
        for it in item_names:
            add(sv, f"{SP}.top <= {it}.top 'UISV-spanning-boundary'")
            add(sv, f"{SP}.bottom >= {it}.bottom 'UISV-spanning-boundary'")
        add(sv, f"{SP}.height == 0 @51 'UISV-spanning-fit'")
        add(sv, f"{SP}.width == 0 @25 'UISV-ambiguity-suppression'")
        add(sv, f"{SP}.leading == {MS}.leading @25 'UISV-ambiguity-suppression'")
        return sv

    # -- solving -------------------------------------------------------------------------------
    def system(self, sets):
        return solve_dump.System(io.StringIO(self.build(sets)))

    def frames(self, system):
        """address -> frame (owner's coordinates, snapped) of every view and guide solved, plus
        the chrome's arithmetic."""
        out = chrome_frames(self.bar, self.width, self.bar_y, self.scale, self.laid_out)
        if not self.laid_out:
            out[self.content.address] = (0.0, 0.0, self.width, rules.BAR_HEIGHT)
            for v in self.content.children:
                if v.cls == "UILabel":
                    out[v.address] = (0.0, 0.0, 0.0, 0.0)  # 52:17, 52:32: not measured yet
            return out
        for it in system.all_items:
            out[it.address] = system.frame_of(it)
            if it.kind == "guide":  # also by owner and identifier: a frames-only copy's guides
                out[f"{it.owner.address}|{it.identifier}"] = out[it.address]
        return out

    def given(self):
        """Views whose frames are the app's or a button's own layout (custom views and what they
        hold, the back button's insides, frame-based title views): kept as recorded."""
        out = {}
        if self.bar.frame is not None:
            out[self.bar.address] = self.bar.frame  # where the navigation controller put it
        for v in self.content.children:
            if v.cls == "_UIButtonBarStackView":
                for it in _items(v, self.width):
                    roots = [it.custom] if it.custom is not None else []
                    for r in roots:
                        for n in r.walk():
                            if n.frame is not None:
                                out[n.address] = n.frame
            elif v is self.back or v in self.others:
                for r in (v.children if v is self.back else [v]):
                    for n in r.walk():
                        if n.frame is not None:
                            out[n.address] = n.frame
        return out


def solve(bar, sets, edits=()):
    system = bar.system(sets)
    for e in edits:
        solve_dump.apply_edit(system, e)
    system.solve()
    return system


def snapped(frame, scale):
    x, y, w, h = frame
    x0, y0 = snap(x, scale), snap(y, scale)
    return (x0, y0, snap(x + w, scale) - x0, snap(y + h, scale) - y0)
