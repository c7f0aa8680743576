"""A log's constraints as linear equations, solved with kiwisolver (docs/conflicts.md).

Each item (view or layout guide, by address) has four variables in one coordinate space:
x, y (its left and top), w, h. Attributes are sums of them: trailing = x + w, centerY =
y + h/2, and so on. What a log does not say stays unknown: a margin is an unknown offset per
item and edge (unless `margins` fixes it), a baseline an unknown offset from the top, an
autoresizing position (`minX`, `midY`, …) is measured from the item's superview, which is a
free point unless the log names it ('|' in the names, or `parents`).

Nothing is implicit unless asked for: `nonnegative` adds w >= 0 and h >= 0 for the chosen
items ('views', 'guides', 'all' or a set of addresses), the only implicit constraints the
logs give evidence for (docs/conflicts.md, "What UIKit adds").
"""

import itertools

import kiwisolver as kiwi

GUIDE_CLASSES = ("UILayoutGuide", "_UILayoutSpacer", "_UILayoutGuide")

X_ATTRS = {"left", "leading", "right", "trailing", "centerX", "width", "minX", "midX", "maxX",
           "leftMargin", "leadingMargin", "rightMargin", "trailingMargin", "centerXWithinMargins"}


def is_guide(item):
    return item.cls in GUIDE_CLASSES


class Model:
    """The variables of one log's items, and expressions for their attributes."""

    def __init__(self, margins=None, parents=None):
        self.vars = {}
        # None: a free unknown per item and edge; 'nonnegative': unknown but >= 0; a number:
        # every margin that value.
        self.margins = margins
        self.parents = parents or {}  # item key -> superview key (for minX … maxY)
        self.pending = []  # implicit constraints the variables made so far bring along

    def var(self, key, name):
        full = "%s.%s" % (key, name)
        if full not in self.vars:
            self.vars[full] = kiwi.Variable(full)
        return self.vars[full]

    def margin(self, key, edge):
        if self.margins is None or self.margins == "nonnegative":
            full = "%s.margin.%s" % (key, edge)
            fresh = full not in self.vars
            var = self.var(key, "margin." + edge)
            if fresh and self.margins == "nonnegative":
                self.pending.append(var >= 0)
            return var
        return self.margins

    def attribute(self, item, attr, parent=None):
        k = item.key
        x, y, w, h = (self.var(k, v) for v in "xywh")
        table = {
            "left": x, "leading": x, "right": x + w, "trailing": x + w,
            "centerX": x + 0.5 * w, "width": w,
            "top": y, "bottom": y + h, "centerY": y + 0.5 * h, "height": h,
            "leftMargin": x + self.margin(k, "left"),
            "leadingMargin": x + self.margin(k, "left"),
            "rightMargin": x + w - self.margin(k, "right"),
            "trailingMargin": x + w - self.margin(k, "right"),
            "topMargin": y + self.margin(k, "top"),
            "bottomMargin": y + h - self.margin(k, "bottom"),
            "centerXWithinMargins": x + 0.5 * w + 0.5 * (self.margin(k, "left") - self.margin(k, "right")),
            "centerYWithinMargins": y + 0.5 * h + 0.5 * (self.margin(k, "top") - self.margin(k, "bottom")),
            "firstBaseline": y + self.var(k, "firstBaseline"),
            "lastBaseline": y + self.var(k, "lastBaseline"),
            "baseline": y + self.var(k, "lastBaseline"),
        }
        if attr in table:
            return table[attr]
        # Autoresizing attributes: the frame in the superview's bounds.
        superview = parent or self.parents.get(k)
        px = self.var(superview, "x") if superview else self.var(k, "superview.x")
        py = self.var(superview, "y") if superview else self.var(k, "superview.y")
        rel = {"minX": x - px, "midX": x + 0.5 * w - px, "maxX": x + w - px,
               "minY": y - py, "midY": y + 0.5 * h - py, "maxY": y + h - py}
        if attr in rel:
            return rel[attr]
        raise ValueError("unknown attribute " + attr)

    def constraint(self, c):
        parent = c.names.get("|").key if "|" in c.names and c.mask else None
        lhs = self.attribute(c.first.item, c.first.attr, parent)
        rhs = c.constant
        if c.second is not None:
            rhs = self.attribute(c.second.item, c.second.attr) * c.second.coefficient + c.constant
        if c.relation == "==":
            return lhs == rhs
        return lhs <= rhs if c.relation == "<=" else lhs >= rhs

    def nonnegative(self, items, which):
        out = []
        for item in items:
            if which == "none":
                continue
            if which == "views" and is_guide(item):
                continue
            if which == "guides" and not is_guide(item):
                continue
            if isinstance(which, (set, frozenset)) and item.key not in which:
                continue
            out.append(self.var(item.key, "w") >= 0)
            out.append(self.var(item.key, "h") >= 0)
        return out


def items_of(constraints):
    seen = {}
    for c in constraints:
        for item in c.items:
            seen.setdefault(item.key, item)
    return list(seen.values())


def _add(solver, model, c):
    """Adds one log constraint with the implicit constraints its variables bring; raises
    kiwi.UnsatisfiableConstraint when it cannot be satisfied."""
    built = model.constraint(c)
    for extra in model.pending:
        solver.addConstraint(extra)
    model.pending = []
    solver.addConstraint(built)


def _solver(constraints, nonnegative, margins, parents):
    model = Model(margins, parents)
    solver = kiwi.Solver()
    for extra in model.nonnegative(items_of(constraints), nonnegative):
        solver.addConstraint(extra)
    return model, solver


def satisfiable(constraints, nonnegative="none", margins=None, parents=None):
    model, solver = _solver(constraints, nonnegative, margins, parents)
    try:
        for c in constraints:
            _add(solver, model, c)
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


def first_failing(ordered, nonnegative="views", margins=None, parents=None):
    """Index (into `ordered`) of the constraint whose addition fails, adding in that order."""
    model, solver = _solver(ordered, nonnegative, margins, parents)
    for index, c in enumerate(ordered):
        try:
            _add(solver, model, c)
        except kiwi.UnsatisfiableConstraint:
            return index
    return None


def minimal_sets(constraints, limit=12, **kw):
    """Every minimal unsatisfiable subset (indices), by size; for more than `limit`
    constraints only whether the whole set is one (deletion test)."""
    n = len(constraints)
    if n > limit:
        if satisfiable(constraints, **kw):
            return []
        for i in range(n):
            if not satisfiable(constraints[:i] + constraints[i + 1:], **kw):
                return None  # not minimal; too large to enumerate here
        return [tuple(range(n))]
    found = []
    for size in range(1, n + 1):
        for combo in itertools.combinations(range(n), size):
            if any(set(m) <= set(combo) for m in found):
                continue
            if not satisfiable([constraints[i] for i in combo], **kw):
                found.append(combo)
    return found
