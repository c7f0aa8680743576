"""Is a printed list a conflict, and a minimal one? Which implicit constraints does it need?

The levels of implicit constraints tried, weakest first (docs/conflicts.md, "What UIKit adds"):
  none           the printed constraints alone
  views          + width >= 0 and height >= 0 of every view (not of layout guides)
  views+spacers  + the same for '_UILayoutSpacer's (a stack view's private guides)
  views+guides   + the same for every layout guide
Margins are unknown and >= 0 at every level; where the set still holds, `margins=0` is tried
(a view's top margin, which UIKit does not print). An autoresizing position (`midY`) is taken
from the superview the tree gives (tree.py).

Minimality is judged under UIKit's evident implicit constraints, POLICY: width and height
>= 0 for every view and every layout guide except a margins guide ('UIViewLayoutMarginsGuide').
docs/conflicts.md gives the evidence (42, 10/2, 06/1-3 for; 10/1-5 against the margins guide).
"""

import geometry
from geometry import is_guide, items_of

LEVELS = ("none", "views", "views+spacers", "views+guides")
POLICY = "uikit"


def is_margins_guide(item):
    return is_guide(item) and item.label == "UIViewLayoutMarginsGuide"


def level_items(constraints, level):
    items = items_of(constraints)
    if level == POLICY:
        return frozenset(i.key for i in items if not is_margins_guide(i))
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
    """A dict: level (the weakest level of implicit constraints under which the printed list
    is unsatisfiable), margins; and under POLICY: unsatisfiable, the minimal sets, minimal (the
    whole printed list is the one minimal set), outside (printed constraints in no minimal
    set), needed (items whose non-negative size the conflict needs)."""
    parents = parents_from(tree)
    level, margins = None, "nonnegative"
    for margins in ("nonnegative", 0):
        for candidate in LEVELS:
            kw = dict(nonnegative=level_items(constraints, candidate), margins=margins,
                      parents=parents)
            if not geometry.satisfiable(constraints, **kw):
                level = candidate
                break
        if level:
            break
    result = {"level": level or "none", "margins": margins if level else "nonnegative",
              "unsatisfiable": False, "sets": [], "minimal": False, "outside": [], "needed": []}
    kw = dict(nonnegative=level_items(constraints, POLICY), margins=result["margins"],
              parents=parents)
    if geometry.satisfiable(constraints, **kw):
        return result
    sets = geometry.minimal_sets(constraints, **kw)
    inside = set(i for s in sets or [] for i in s)
    result.update(
        unsatisfiable=True,
        sets=sets,
        minimal=sets is not None and len(sets) == 1 and len(sets[0]) == len(constraints),
        outside=[c for i, c in enumerate(constraints) if i not in inside] if sets is not None else [],
        needed=needed_items(constraints, kw),
    )
    return result


def needed_items(constraints, kw):
    """A smallest-by-deletion set of items whose non-negative sizes the conflict needs."""
    keys = set(kw["nonnegative"])
    for key in sorted(keys):
        trial = dict(kw, nonnegative=frozenset(keys - {key}))
        if not geometry.satisfiable(constraints, **trial):
            keys.discard(key)
    return [i for i in items_of(constraints) if i.key in keys]
