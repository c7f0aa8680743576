"""The view tree as far as conflict logs show it, and where each constraint is installed.

A log prints no tree, but some of its notation implies one (docs/conflicts.md, "The tree"):
  shown    '|' in `names:` is the superview of the bracketed item (`H:|-(8)-[X]`,
           `V:[X]-(0)-|`, an autoresizing constraint's `(names: '|':UIWindow…)`); a layout
           guide belongs to the view its '|' names (margins and safe-area guides)
  known    what UIKit's own views hold, before any guess: an autoresizing constraint between
           two views relates a view to its superview; a private view of UIKit's lies in the
           view of the class that holds it in every recorded tree (KNOWN_PARENTS), when the
           logs name exactly one such view for it (of several: the one the constraint ties
           it to)
  implied  a margin attribute (`B.topMargin`) is the superview's; a stack view's
           'UISV-canvas-connection' ties it (or its margins guide) to an arranged subview;
           an '_UILayoutSpacer' belongs to the stack whose guide it is tied to; a guide pinned
           to a view's same edge (`G.trailing == V.trailing`) is that view's, unless it is a
           margins guide (those are an ancestor's)
  guessed  `[A]-(c)-[B]`, 'UISV-spacing', 'UISV-alignment': A and B are siblings;
           `A.edge == B.edge` (same attribute, no other evidence): B is A's superview, the way
           such pins are written; an item tied to a guide of V sits in V
The facts of all logs of one paste are pooled: the items are the same objects. Depth counts
the known ancestors: an item whose superview the log does not show has depth 0.
"""

from categories import category, is_sizing, shape
from geometry import is_guide

SHOWN, KNOWN, IMPLIED, GUESSED = "shown", "known", "implied", "guessed"
_RANK = {SHOWN: 0, KNOWN: 1, IMPLIED: 2, GUESSED: 3}

# Samples 03, 66, 04, 81 (recorded trees) and 10 (the assistant bar's '|').
KNOWN_PARENTS = {
    "_UIModernBarButton": ("_UIButtonBarButton", "_UIBackButtonContainerView"),
    "_UIBackButtonContainerView": ("_UIButtonBarButton",),
    "_UIBackButtonMaskView": ("_UIButtonBarButton",),
    "UIButtonLabel": ("_UIModernBarButton", "UINavigationButton", "UIButton"),
    "_UIButtonBarButton": ("_UIButtonBarStackView", "_UINavigationBarContentView"),
    "_UIButtonBarStackView": ("_UIToolbarContentView", "_UINavigationBarContentView",
                              "UIKeyboardAssistantBar"),
    "_UIToolbarContentView": ("UIToolbar",),
    "_UINavigationBarContentView": ("UINavigationBar",),
    "_UIBarBackground": ("UINavigationBar", "UIToolbar"),
}


class Tree:
    def __init__(self):
        self.parent = {}  # view key -> (superview key, how known)
        self.owner = {}  # guide key -> (view key, how known)

    def ancestors(self, key):
        out, seen = [], {key}
        while key in self.parent:
            key = self.parent[key][0]
            if key in seen:
                break
            seen.add(key)
            out.append(key)
        return out

    def set_parent(self, child, parent, how):
        if child == parent or child in self.ancestors(parent):
            return False
        if child in self.parent and _RANK[self.parent[child][1]] <= _RANK[how]:
            return False
        self.parent[child] = (parent, how)
        return True

    def set_owner(self, guide, view, how):
        if guide in self.owner and _RANK[self.owner[guide][1]] <= _RANK[how]:
            return False
        self.owner[guide] = (view, how)
        return True

    def view_of(self, item):
        """The view an item stands for: a guide's owning view, else the item itself."""
        if is_guide(item):
            return self.owner.get(item.key, (item.key,))[0]
        return item.key

    def depth(self, key):
        return len(self.ancestors(key))

    def item_depth(self, item):
        """A guide counts one below its view."""
        return self.depth(self.view_of(item)) + (1 if is_guide(item) else 0)

    def installed_on(self, c):
        """The nearest common ancestor of the constraint's items' views, or None."""
        keys = [self.view_of(i) for i in c.items]
        if len(keys) == 1 or keys[0] == keys[1]:
            return keys[0]
        chain1 = set([keys[1]] + self.ancestors(keys[1]))
        for k in [keys[0]] + self.ancestors(keys[0]):
            if k in chain1:
                return k
        return None

    def install_depth(self, c):
        """Depth of the view the constraint is installed on; -1 when the log does not
        connect its items."""
        on = self.installed_on(c)
        return -1 if on is None else self.depth(on)


def _shown(tree, c):
    bar = c.names.get("|")
    if bar is None:
        return False
    changed = False
    for item in c.items:
        if item.key == bar.key:
            continue
        if is_guide(item):
            changed |= tree.set_owner(item.key, bar.key, SHOWN)
        else:
            changed |= tree.set_parent(item.key, bar.key, SHOWN)
    return changed


def _known(classes):
    def step(tree, c):
        changed = False
        if category(c) == "autoresizing" and c.second is not None \
                and not is_guide(c.first.item) and not is_guide(c.second.item):
            changed |= tree.set_parent(c.first.item.key, c.second.item.key, KNOWN)
        for child in c.items:
            if is_guide(child) or child.cls not in KNOWN_PARENTS:
                continue
            for parent_class in KNOWN_PARENTS[child.cls]:
                candidates = classes.get(parent_class, set())
                if not candidates:
                    continue
                tied = [i.key for i in c.items if i.key in candidates]
                if len(candidates) == 1:
                    changed |= tree.set_parent(child.key, next(iter(candidates)), KNOWN)
                elif len(tied) == 1:
                    changed |= tree.set_parent(child.key, tied[0], KNOWN)
                break
        return changed
    return step


def _implied(tree, c):
    if c.second is None:
        return False
    a, b = c.first, c.second
    changed = False
    for margin, other in ((b, a), (a, b)):
        if margin.attr.endswith("Margin") and not is_guide(other.item):
            changed |= tree.set_parent(other.item.key, tree.view_of(margin.item), IMPLIED)
    if c.identifier == "UISV-canvas-connection":
        stack, arranged = a.item, b.item  # UIKit prints the stack (or its guide) first
        if arranged.cls == "_UILayoutSpacer":
            if stack.key in tree.owner:
                changed |= tree.set_owner(arranged.key, tree.owner[stack.key][0], IMPLIED)
        elif not is_guide(arranged):
            changed |= tree.set_parent(arranged.key, tree.view_of(stack), IMPLIED)
    if a.attr == b.attr and is_guide(a.item) != is_guide(b.item):
        guide, view = (a.item, b.item) if is_guide(a.item) else (b.item, a.item)
        # A margins guide lies inside its view's edges by the margins: one pinned to a view's
        # same edge is an ancestor's (the stack's canvas, 'UINav_static_button_horiz_position').
        if guide.label != "UIViewLayoutMarginsGuide":
            changed |= tree.set_owner(guide.key, view.key, IMPLIED)
    return changed


def _siblings(tree, c):
    """`[A]-(c)-[B]`, 'UISV-spacing', 'UISV-alignment': A and B share a superview."""
    if c.second is None or is_guide(c.first.item) or is_guide(c.second.item):
        return False
    if shape(c) != "spacing" and c.identifier not in ("UISV-spacing", "UISV-alignment"):
        return False
    a, b = c.first.item.key, c.second.item.key
    for x, y in ((a, b), (b, a)):
        if y in tree.parent and x not in tree.parent:
            return tree.set_parent(x, tree.parent[y][0], GUESSED)
    return False


def _guessed(tree, c):
    if c.second is None or is_sizing(c) or category(c) == "stack":
        return False
    a, b = c.first.item, c.second.item
    for x, y in ((a, b), (b, a)):
        if is_guide(y) and not is_guide(x) and y.key in tree.owner and x.key not in tree.parent:
            return tree.set_parent(x.key, tree.owner[y.key][0], GUESSED)
    if c.first.attr != c.second.attr or is_guide(a) or is_guide(b) or a.key in tree.parent:
        return False
    return tree.set_parent(a.key, b.key, GUESSED)


def build(logs):
    tree = Tree()
    constraints = [c for log in logs for c in log.constraints]
    classes = {}
    for c in constraints:
        for i in c.items:
            if not is_guide(i):
                classes.setdefault(i.cls, set()).add(i.key)
    # Each kind of fact in turn, weakest last, and again while a guess lets a stronger step
    # place more (a spacing's items are siblings once one of them has a guessed superview).
    changed = True
    while changed:
        changed = False
        for step in (_shown, _known(classes), _implied, _siblings, _guessed):
            while any([step(tree, c) for c in constraints]):
                changed = True
    return tree
