"""Rebuilds the constraints UIKit had for an iOS 13-26 bar from a frames-only capture
(docs/navbar/ios13-18.md, "The constraint set"), as a format-1 dump (dumpkit views) that
Tools/kiwi/solve_dump.py solves.

Each recorded view ends up in one of four states:
- 'solved': placed by the rebuilt constraints (inputs: the sizes of leaf content, below);
- 'rule': set by the frame arithmetic of chrome.py;
- 'given': kept as recorded, because nothing UIKit shows determines it (a label inside its
  button, a view in transition, a hidden large title…);
- 'outside': not part of a bar (the window around it).
"""

from kiwi_tools import dumpkit

import chrome
import rules

REL = {"==": None, ">=": "greaterThanOrEqual", "<=": "lessThanOrEqual"}


class Rebuild:
    """The rebuilt dump of a capture: `roots` (dumpkit views), `status` and `rule_frames` by
    address, `edges` (each stack's edge constraint, which pin and shift change)."""

    def __init__(self, roots, bars, generation, scale, direction, stack_content=None,
                 addresses=None, origin="model"):
        self.generation, self.scale, self.direction = generation, scale, direction
        self.origin = origin
        self.addresses = addresses  # a dumpkit.Addresses heap, or None for 'model:N'
        self.count = 0
        self.stack_content = stack_content or {}
        self.status, self.rule_frames, self.views, self.edges = {}, {}, {}, {}
        self.guides = {}  # (content view address, identifier) -> guide address
        self.notes = []
        self.bars = bars
        fragments = {b.content.children[0].address: b for b in bars if b.kind == "fragment"}
        self.roots = []
        for r in roots:
            if r.address in fragments:
                bar = fragments[r.address]
                self.roots.append(self._mirror(bar.content, "given"))
            else:
                self.roots.append(self._mirror(r, "outside"))
        for bar in bars:
            self._bar(bar)

    # -- the mirror of the capture -------------------------------------------------------
    def _mirror(self, node, status):
        v = dumpkit.View(node.address, node.cls, node.address, node.frame)
        if node.text is not None:
            v.attrs["title"] = node.text
        for key in ("hidden", "alpha"):
            if key in node.props:
                v.attrs[key] = node.props[key]
        self.views[node.address] = v
        if not node.props.get("synthetic"):
            self.status[node.address] = status
        for gaddr, ident, gframe in node.guides:
            v.guides.append(dumpkit.Guide(gaddr, gaddr, ident, gframe))
        for c in node.children:
            v.add(self._mirror(c, status))
        return v

    def _set_status(self, node, status):
        for n in node.walk():
            if n.address in self.status:
                self.status[n.address] = status

    def solved(self, node, **attrs):
        v = self.views[node.address]
        v.attrs["translatesAutoresizingMaskIntoConstraints"] = "NO"
        v.attrs.update(attrs)
        self.status[node.address] = "solved"
        return v

    def guide(self, cv, identifier):
        """The content view's guide with this identifier: the capture's own when it holds one
        (never duplicated), else a new one."""
        v = self.views[cv.address]
        for g in v.guides:
            if g.attrs["identifier"] == identifier:
                self.guides[(cv.address, identifier)] = g.address
                return g.address
        address = f"model:{cv.address}:{identifier}"
        v.guides.append(dumpkit.Guide(address, address, identifier))
        self.guides[(cv.address, identifier)] = address
        return address

    def c(self, holder, first, fattr, rel, second=None, sattr=None, const=0, prio=1000,
          ident=None):
        """Adds `first.fattr REL second.sattr + const @prio` to `holder` (a Node)."""
        self.count += 1
        address = self.addresses.take() if self.addresses else f"model:{self.count}"
        attrs = {"address": address, "first": first, "firstAttribute": fattr}
        if REL[rel]:
            attrs["relation"] = REL[rel]
        if second is not None:
            attrs["second"], attrs["secondAttribute"] = second, sattr
        if const:
            attrs["constant"] = dumpkit.num(const)
        if prio != 1000:
            attrs["priority"] = dumpkit.num(prio)
        if ident:
            attrs["identifier"] = ident
        if self.origin:
            attrs["origin"] = self.origin
        con = dumpkit.Constraint(attrs)
        self.views[holder.address].constraints.append(con)
        return con

    # -- one bar -------------------------------------------------------------------------
    def _bar(self, bar):
        if bar.root is not None:
            self._set_status(bar.root, "given")
            for address, frame in chrome.rules(bar, self.scale).items():
                self.rule_frames[address] = frame
                self.status[address] = "rule"
                self.views[address].attrs["frame"] = dumpkit.rect(*frame)
        if bar.kind == "toolbar":
            self._toolbar(bar)
            return
        cv = bar.content
        v = self.views[cv.address]
        m = dumpkit.num(rules.CONTENT_MARGIN)
        v.attrs["margins"] = f"0 {m} 0 {m}"
        v.attrs["layoutEngineHost"] = "YES"
        mg = self.guide(cv, "UIViewLayoutMarginsGuide")
        g = self.guide(cv, "UINavigationBarItemContentLayoutGuide")
        a = cv.address
        if bar.back is not None:
            self._back(bar, mg)
            self.c(cv, g, "leading", "==", bar.back.node.address, "trailing",
                   rules.BACK_TO_CONTENT, ident="UINavItemContentGuide-leading")  # 06:14
        else:
            self.c(cv, g, "leading", "==", a, "leading")
        self.c(cv, g, "trailing", "==", a, "trailing",
               ident="UINavItemContentGuide-trailing")  # 06:15
        self.c(cv, g, "top", "==", a, "top")
        self.c(cv, g, "bottom", "==", a, "bottom")
        for s in bar.stacks:
            self._stack(bar, s, g)
        if bar.title is not None:
            self._title(bar, mg, g)

    def _stack(self, bar, s, g):
        cv, node = bar.content, s.node
        kind = s.outermost.kind if s.outermost else self.stack_content.get(node.address)
        if kind is None or kind == "unknown":
            self.notes.append(f"{node.cls}:{node.address}: its items are not in the capture: "
                              "its frame is taken as given")
            return
        self.solved(node, alignment="center", spacing=dumpkit.num(rules.ITEM_SPACING),
                    margins="0 0 0 0")
        e = rules.stack_edge_inset(bar.width, kind, bar.back is not None, s.side == "leading")
        if s.side == "leading":
            edge = self.c(cv, node.address, "leading", "==", g, "leading", e)
        else:
            edge = self.c(cv, node.address, "trailing", "==", g, "trailing", -e)
        self.edges[node.address] = (cv, edge, s.side)
        self.c(cv, node.address, "centerY", "==", cv.address, "centerY")
        self.c(cv, node.address, "height", "==", const=rules.ITEM_HEIGHT)
        if s.childless:
            self.c(cv, node.address, "width", "==", const=node.frame[2])
            return
        n = len(s.items)
        for i, it in enumerate(s.items):
            if it.kind == "custom":
                self._adaptor(it)
                continue
            self._button(it, s.side == "leading" and i == 0, s.side == "trailing" and i == n - 1)

    def _button(self, it, leading_edge, trailing_edge):
        """A system item: the _UIModernBarButton inset in its _UIButtonBarButton by 8 on the
        bar-edge side and by the kind's inner inset elsewhere (rules.py)."""
        b = it.node
        self.solved(b)
        self.c(b, b.address, "height", "==", const=rules.ITEM_HEIGHT)
        n = it.modern
        if n is None:
            self.c(b, b.address, "width", "==", const=b.frame[2])
            return
        inner = rules.INNER_INSET.get(it.kind, 0)
        lead = rules.EDGE_INSET if leading_edge else inner
        trail = rules.EDGE_INSET if trailing_edge else inner
        self._content(n, b)
        self.c(b, n.address, "leading", "==", b.address, "leading", lead,
               ident="IB_Leading_Leading")
        self.c(b, n.address, "trailing", "==", b.address, "trailing", -trail,
               ident="IB_Trailing_Trailing")

    def _content(self, n, holder, offset_y=0):
        """A _UIModernBarButton (or the title): its size is its content's (intrinsic, taken
        from the capture), its vertical offset is taken from the capture (UIKit's rule for it
        is not known: 13:10 is 9.66667 where centring gives 10)."""
        self.solved(n, intrinsicSize=f"{dumpkit.num(n.frame[2])} {dumpkit.num(n.frame[3])}")
        self.c(holder, n.address, "top", "==", holder.address, "top", n.frame[1] + offset_y)

    def _adaptor(self, it):
        """A custom view: the adaptor is exactly as large as its custom view (iOS 11-12 model,
        docs/navbar/ios11-12.md; no iOS 13+ capture shows an adaptor's frame)."""
        a = it.node
        self.solved(a)
        size = it.custom.frame if it.custom is not None else a.frame
        self.c(a, a.address, "width", "==", const=size[2])
        self.c(a, a.address, "height", "==", const=size[3])

    def _title(self, bar, mg, g):
        cv, t = bar.content, bar.title
        self.solved(t, intrinsicSize=f"{dumpkit.num(t.frame[2])} {dumpkit.num(t.frame[3])}")
        a = cv.address
        self.c(cv, t.address, "centerX", "==", a, "centerX", prio=999)
        self.c(cv, t.address, "centerY", "==", a, "centerY")
        lead, trail = bar.stack("leading"), bar.stack("trailing")
        if lead is not None and lead.node.address in self.edges:
            self.c(cv, t.address, "leading", ">=", lead.node.address, "trailing",
                   rules.TITLE_CLEARANCE)
        elif bar.back is not None:
            self.c(cv, t.address, "leading", ">=", g, "leading", rules.TITLE_CLEARANCE)
        else:
            self.c(cv, t.address, "leading", ">=", mg, "leading")
        if trail is not None and trail.node.address in self.edges:
            self.c(cv, t.address, "trailing", "<=", trail.node.address, "leading",
                   -rules.TITLE_CLEARANCE)
        else:
            self.c(cv, t.address, "trailing", "<=", mg, "trailing")

    def _back(self, bar, mg):
        """The back button (06:11-17, 06:31, 06:50-52; 66:15-20)."""
        cv, back = bar.content, bar.back
        b = back.node
        self.solved(b)
        self.c(cv, b.address, "centerY", "==", cv.address, "centerY")
        self.c(b, b.address, "height", "==", const=rules.ITEM_HEIGHT)
        # the button is as narrow as its content (CB_Trailing_Trailing is only <=, 06:12)
        self.c(b, b.address, "width", "==", const=0, prio=250)
        bib, cb = back.chevron, back.title
        if bib is None:
            self.c(b, b.address, "width", "==", const=b.frame[2])
            return
        self._content(bib, b)
        self.c(cv, bib.address, "leading", "==", mg, "leading",
               ident="UINav_static_button_horiz_position")  # 06:13
        self.c(b, bib.address, "leading", "==", b.address, "leading",
               rules.CHEVRON_INSET[self.generation], ident="BIB_Leading_Leading")  # 06:31
        if back.container is not None:
            # autoresize = W+H: the container is the button's bounds (66:18)
            c = back.container
            self.solved(c)
            for attr in ("leading", "trailing", "top", "bottom"):
                self.c(b, c.address, attr, "==", b.address, attr)
        if cb is not None:
            self._content(cb, b, back.container.frame[1] if back.container else 0)
            self.c(b, cb.address, "leading", "==", bib.address, "trailing",
                   rules.CHEVRON_TO_TITLE, ident="BIB_Trailing_CB_Leading")  # 06:11
            self.c(b, cb.address, "trailing", "<=", b.address, "trailing",
                   ident="CB_Trailing_Trailing")  # 06:12
        if back.mask is not None:
            mk = back.mask
            self.solved(mk)
            self.c(b, mk.address, "trailing", "==", b.address, "trailing",
                   ident="Mask_Trailing_Trailing")  # 06:51
            for attr in ("leading", "top", "bottom"):  # ASSUMED: not printed by 06
                self.c(b, mk.address, attr, "==", b.address, attr)
            ev = back.mask_effect
            if ev is not None:
                self.solved(ev)
                self.c(b, ev.address, "leading", "==", bib.address, "trailing",
                       ident="MaskEV_Leading_BIB_Trailing")  # 06:52
                self.c(b, ev.address, "trailing", "==", mk.address, "trailing")  # 06:50
                for attr in ("top", "bottom"):  # ASSUMED
                    self.c(b, ev.address, attr, "==", mk.address, attr)

    def _toolbar(self, bar):
        """A toolbar's stack fills its content view (66:31, an empty stack); the model knows
        nothing of a toolbar's items."""
        for s in bar.stacks:
            if s.items:
                self.notes.append(f"_UIButtonBarStackView:{s.node.address}: toolbar items are "
                                  "not modelled: frames taken as given")
                continue
            self.solved(s.node)
            for attr in ("leading", "trailing", "top", "bottom"):
                self.c(bar.content, s.node.address, attr, "==", bar.content.address, attr)

    # -- output --------------------------------------------------------------------------
    def xml(self, attrs):
        order = ["format", "os", "screen", "scale", "direction", "source"]
        out = ['<?xml version="1.0" encoding="UTF-8"?>']
        out.append(f"<hierarchy {dumpkit._attrs(attrs, order)}>")
        for r in self.roots:
            dumpkit.write_view(r, out, 1)
        out.append("</hierarchy>")
        return "\n".join(out) + "\n"
