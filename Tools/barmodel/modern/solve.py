"""Solves a rebuilt bar with kiwisolver, through Tools/kiwi/solve_dump.py (the repository's
independent Auto Layout checker, used unchanged), and compares with the recorded frames
within half a pixel (docs/layout.md's rule)."""

import io

from kiwi_tools import solve_dump


class Solution:
    def __init__(self, xml_text):
        self.system = solve_dump.System(io.BytesIO(xml_text.encode("utf-8")))
        self.system.solve()
        self.broken = list(self.system.broken)

    def frame(self, address):
        it = self.system.items.get(address)
        return None if it is None else self.system.frame_of(it)

    def free(self, address):
        """The variables of an item that a pull weaker than every priority can move (its frame
        is then not determined by the constraints)."""
        it = self.system.items.get(address)
        return [] if it is None else self.system.moves_freely(it)


def close(a, b, scale):
    return all(abs(x - y) <= 0.5 / scale + 1e-9 for x, y in zip(a, b))


class Row:
    def __init__(self, node, status, recorded, model, ok, free=()):
        self.node, self.status, self.recorded, self.model = node, status, recorded, model
        self.ok, self.free = ok, list(free)


def compare(roots, rebuild, solution, scale, guides=True, ambiguity=True):
    """One Row per recorded frame (views in capture order, then recorded guides)."""
    rows = []
    for r in roots:
        for n in r.walk():
            if n.frame is None:
                continue
            status = rebuild.status.get(n.address, "outside")
            model = solution.frame(n.address)
            ok = model is not None and close(model, n.frame, scale)
            free = solution.free(n.address) if (ambiguity and status == "solved") else []
            rows.append(Row(n, status, n.frame, model, ok and not free, free))
            if guides:
                for gaddr, ident, gframe in n.guides:
                    if gframe is None or ident.startswith("UIButtonBar."):
                        continue
                    gm = solution.frame(gaddr)
                    gfree = solution.free(gaddr) if ambiguity else []
                    g_ok = gm is not None and close(gm, gframe, scale) and not gfree
                    rows.append(Row(_GuideNode(gaddr, ident), "solved", gframe, gm, g_ok, gfree))
    return rows


class _GuideNode:
    def __init__(self, address, identifier):
        self.address, self.cls, self.line = address, "UILayoutGuide", 0
        self.identifier = identifier

    def label(self):
        return f"UILayoutGuide:{self.address}'{self.identifier}'"


def summary(rows):
    counts = {}
    for r in rows:
        counts[r.status] = counts.get(r.status, 0) + 1
    reproduced = sum(1 for r in rows if r.ok)
    return reproduced, len(rows), counts
