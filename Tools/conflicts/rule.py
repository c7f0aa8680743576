"""The rule that predicts which constraint UIKit breaks, from what a log shows.

docs/conflicts.md gives each part with its evidence. In short, among the printed constraints:

  1. a required constraint that is not UIKit's own: never one of its sizing constraints or
     of the constraint classes it owns (encapsulated, autoresizing, fitting, hiding,
     temporary, safe-area, content-size, layout-support, IB prototyping; margin-guide and
     'UISV-*' constraints can be broken), never an optional one
  2. the one installed deepest: the depth of the view it is installed on, the nearest common
     ancestor of its items (a constraint on one view: that view; a layout guide counts as its
     view)
  3. then the one whose shallowest item lies deepest (a spacing between two subviews before a
     pin of a subview to the view it is installed on)
  4. then a pin of a far edge (trailing, bottom, right) before any other shape, and a pin of a
     near edge (leading, top, left) after every other shape
  5. then the one made on the latest line of one source file (SnapKit's 'File.swift#N'), when
     every one still tied prints where it was made
  6. otherwise a tie: the first printed is named

Nothing here reads the "Will attempt to recover" line: the answer stays hidden.
"""

from categories import category, shape
import tree as treemodule

NEVER_BROKEN = ("encapsulated", "autoresizing", "fitting", "hiding", "temporary", "safe-area",
                "content-size", "layout-support", "prototyping")
FAR_EDGES = {"trailing", "bottom", "right", "trailingMargin", "bottomMargin", "rightMargin"}
NEAR_EDGES = {"leading", "top", "left", "leadingMargin", "topMargin", "leftMargin"}

PARTS = ("1 not sizing", "2 installed deepest", "3 shallowest item deepest", "4 far edge",
         "5 latest source line", "6 tie: first printed")


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


def source_line(c):
    """('File.swift', 594) for SnapKit's '@File.swift#594', else None."""
    file, _, line = c.source.rpartition("#")
    return (file, int(line)) if file and line.isdigit() else None


def activated_later(tied):
    """Part 5: the constraint on the latest line of one source file, when every tied one
    prints where it was made, all in one file, on different lines; else None."""
    places = [source_line(c) for _, c in tied]
    if None in places or len({f for f, _ in places}) != 1 or len({n for _, n in places}) != len(places):
        return None
    return max(zip(places, tied), key=lambda p: p[0][1])[1][1]


def predict(constraints, tree):
    """(the constraint predicted, the rule part that decided it: 1 … 6); (None, 0) when every
    printed constraint is UIKit's own or optional."""
    tied = [(i, c) for i, c in enumerate(constraints)
            if category(c) not in NEVER_BROKEN and c.priority >= 1000]
    if not tied:
        return None, 0
    if len(tied) == 1:
        return tied[0][1], 1
    ranked = [(keys(tree, c, i), c) for i, c in tied]
    # keys: parts 2 … 4, then the print order (part 6's pick among a tie)
    for position in range(len(ranked[0][0]) - 1):
        best = max(k[position] for k, _ in ranked)
        ranked = [(k, c) for k, c in ranked if k[position] == best]
        if len(ranked) == 1:
            return ranked[0][1], position + 2
    later = activated_later([(None, c) for _, c in ranked])
    if later is not None:
        return later, 5
    return max(ranked, key=lambda kc: kc[0][-1])[1], 6


def predict_paste(logs, tree=None):
    """Every log of one paste: [(constraint, part)], the tree pooled from all printed lists."""
    tree = tree or treemodule.build(logs)
    return [predict(log.constraints, tree) for log in logs]
