"""The rule that predicts which constraint UIKit breaks, from what a log shows.

docs/conflicts.md gives each part with its evidence. In short, among the printed constraints:

  1. never one of UIKit's sizing constraints: encapsulated, autoresizing, fitting, hiding,
     temporary, safe-area, content-size (margin-guide and 'UISV-*' constraints can be broken)
  2. the one installed deepest: the depth of the view it is installed on, the nearest common
     ancestor of its items (a constraint on one view: that view; a layout guide counts as its
     view)
  3. then the one whose shallowest item lies deepest (a spacing between two subviews before a
     pin of a subview to the view it is installed on)
  4. then a pin of a far edge (trailing, bottom, right) before any other shape, and a pin of a
     near edge (leading, top, left) after every other shape
  5. then the first printed

Nothing here reads the "Will attempt to recover" line: the answer stays hidden.
"""

from categories import category, shape
import tree as treemodule

NEVER_BROKEN = ("encapsulated", "autoresizing", "fitting", "hiding", "temporary", "safe-area",
                "content-size")
FAR_EDGES = {"trailing", "bottom", "right", "trailingMargin", "bottomMargin", "rightMargin"}
NEAR_EDGES = {"leading", "top", "left", "leadingMargin", "topMargin", "leftMargin"}

PARTS = ("1 not sizing", "2 installed deepest", "3 shallowest item deepest", "4 far edge",
         "5 first printed")


def edge_rank(c):
    """+1 a far-edge pin, -1 a near-edge pin, 0 anything else (sizes, spacings, centers)."""
    if shape(c) != "edge":
        return 0
    if c.first.attr in FAR_EDGES:
        return 1
    return -1 if c.first.attr in NEAR_EDGES else 0


def shallowest_item_depth(tree, c):
    return min(tree.depth(tree.view_of(i)) for i in c.items)


def keys(tree, c, index):
    """The ranking, part by part (2 … 5); larger is broken first."""
    return (tree.install_depth(c), shallowest_item_depth(tree, c), edge_rank(c), -index)


def predict(constraints, tree):
    """(the constraint predicted, the rule part that decided it: 1 … 5)."""
    indexed = list(enumerate(constraints))
    candidates = [(i, c) for i, c in indexed if category(c) not in NEVER_BROKEN]
    if not candidates:
        candidates = indexed
    if len(candidates) == 1:
        return candidates[0][1], 1
    ranked = [(keys(tree, c, i), c) for i, c in candidates]
    best = max(k for k, _ in ranked)
    for part in range(1, len(best) + 1):
        tied = [c for k, c in ranked if k[:part] == best[:part]]
        if len(tied) == 1:
            return tied[0], part + 1
    raise AssertionError("print order leaves no tie")


def predict_paste(logs, tree=None):
    """Every log of one paste: [(constraint, part)], the tree pooled from all printed lists."""
    tree = tree or treemodule.build(logs)
    return [predict(log.constraints, tree) for log in logs]
