"""Is a printed list a conflict, and a minimal one? Which implicit constraints does it need?

The levels of implicit constraints tried, weakest first (docs/conflicts.md, "What UIKit adds"):
  none           the printed constraints alone
  views          + width >= 0 and height >= 0 of every view (not of layout guides)
  views+spacers  + the same for '_UILayoutSpacer's (a stack view's private guides)
  views+guides   + the same for every layout guide
Margins are unknown and >= 0 at every level; where the set still holds, `margins=0` is tried
(a view's top margin, which UIKit does not print). An autoresizing position (`midY`) is taken
from the superview the tree gives (tree.py).
"""

import geometry
from geometry import is_guide, items_of

LEVELS = ("none", "views", "views+spacers", "views+guides")


def level_items(constraints, level):
    items = items_of(constraints)
    keys = set()
    for item in items:
        guide = is_guide(item)
        if level == "views+guides" or (not guide and level != "none"):
            keys.add(item.key)
        if level == "views+spacers" and item.cls == "_UILayoutSpacer":
            keys.add(item.key)
    return frozenset(keys)


def parents_from(tree):
    return {child: parent for child, (parent, _) in tree.parent.items()}


def analyse(constraints, tree):
    """A dict: level, margins, unsatisfiable, minimal sets, minimal (the whole printed list
    is the one minimal set), outside (printed constraints in no minimal set), needed (items
    whose non-negative size the conflict needs)."""
    parents = parents_from(tree)
    for margins in ("nonnegative", 0):
        for level in LEVELS:
            kw = dict(nonnegative=level_items(constraints, level), margins=margins, parents=parents)
            if geometry.satisfiable(constraints, **kw):
                continue
            sets = geometry.minimal_sets(constraints, **kw)
            inside = set(i for s in sets or [] for i in s)
            return {
                "level": level,
                "margins": margins,
                "unsatisfiable": True,
                "sets": sets,
                "minimal": sets is not None and len(sets) == 1 and len(sets[0]) == len(constraints),
                "outside": [constraints[i] for i in range(len(constraints)) if i not in inside]
                if sets is not None else [],
                "needed": needed_items(constraints, kw),
            }
    return {"level": "none", "margins": "nonnegative", "unsatisfiable": False, "sets": [],
            "minimal": False, "outside": [], "needed": []}


def needed_items(constraints, kw):
    """A smallest-by-deletion set of items whose non-negative sizes the conflict needs."""
    keys = set(kw["nonnegative"])
    for key in sorted(keys):
        trial = dict(kw, nonnegative=frozenset(keys - {key}))
        if not geometry.satisfiable(constraints, **trial):
            keys.discard(key)
    return [i for i in items_of(constraints) if i.key in keys]
