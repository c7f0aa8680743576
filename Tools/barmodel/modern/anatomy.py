"""Finds the parts of an iOS 13-26 bar in a view tree (docs/navbar/ios13-18.md, "Anatomy"):
the content view, its stacks and their items, the back button and its parts, the title, and
the chrome (background, shadow) around them. Knows classes and positions, no numbers.
"""

from tree import Node

CONTENT = "_UINavigationBarContentView"
STACK = "_UIButtonBarStackView"
BUTTON = "_UIButtonBarButton"
MODERN = "_UIModernBarButton"
ADAPTOR = "_UITAMICAdaptorView"
TITLE_CLASSES = ("UILabel", "_UINavigationBarTitleControl")


class Item:
    """An arranged view of a stack: a system item (_UIButtonBarButton > _UIModernBarButton,
    kind 'text' or 'image') or a custom view (_UITAMICAdaptorView, kind 'custom')."""

    def __init__(self, node):
        self.node = node
        self.modern = node.first(MODERN)
        self.custom = node.children[0] if node.cls == ADAPTOR and node.children else None
        self.kind = kind_of(node)


def kind_of(node):
    if node.cls == ADAPTOR:
        return "custom"
    modern = node.first(MODERN)
    if modern is None:
        return "unknown"
    classes = {c.cls for c in modern.children}
    if "UIButtonLabel" in classes:
        return "text"
    if "UIImageView" in classes:
        return "image"
    # printed without its content (13:10): a square button shows an image
    w, h = modern.frame[2], modern.frame[3]
    return "image" if abs(w - h) < 1e-6 else "text"


class Stack:
    def __init__(self, node, side, direction):
        self.node, self.side = node, side
        items = [Item(c) for c in node.children if c.cls in (BUTTON, ADAPTOR)]
        # arranged order runs from the leading edge: left to right, or right to left
        items.sort(key=lambda it: it.node.frame[0], reverse=(direction == "rightToLeft"))
        self.items = items
        self.childless = not node.children

    @property
    def outermost(self):
        """The item at the bar's edge: the first arranged item of a leading stack, the last of
        a trailing one."""
        if not self.items:
            return None
        return self.items[0] if self.side == "leading" else self.items[-1]


class BackButton:
    """The back _UIButtonBarButton: chevron (BIB), title (CB), and the title's container
    (iOS 13-14, 66:18) or mask views (iOS 15, 06:50-52)."""

    def __init__(self, node):
        self.node = node
        moderns = [c for c in node.children if c.cls == MODERN]
        self.chevron = moderns[0] if moderns else None
        self.container = node.first("_UIBackButtonContainerView")
        self.title = None
        if self.container is not None:
            self.title = self.container.first(MODERN)
        elif len(moderns) > 1:
            self.title = moderns[1]
        self.mask = node.first("_UIBackButtonMaskView")
        self.mask_effect = self.mask.first("UIView") if self.mask is not None else None


class Bar:
    """One navigation bar (kind 'navigation'), a stack printed without its bar (kind
    'fragment', 13:6), or a toolbar (kind 'toolbar', 66:24)."""

    def __init__(self, kind, root, content, direction):
        self.kind, self.root, self.content = kind, root, content
        self.direction = direction
        self.width, self.height = content.frame[2], content.frame[3]
        self.stacks, self.back, self.title, self.outgoing_titles = [], None, None, []
        if kind == "toolbar":
            self.stacks = [Stack(c, "toolbar", direction) for c in content.children
                           if c.cls == STACK]
            return
        for c in content.children:
            if c.cls == STACK:
                self.stacks.append(Stack(c, self.side_of(c), direction))
            elif c.cls == BUTTON and self.back is None:
                self.back = BackButton(c)
            elif c.cls in TITLE_CLASSES:
                if self.title is None and c.alpha > 0 and not c.hidden:
                    self.title = c
                else:
                    self.outgoing_titles.append(c)

    def side_of(self, node):
        """Leading or trailing, from where the stack lies (a frames-only capture names no
        guide); in a right-to-left bar the leading stack is on the right."""
        x, _, w, _ = node.frame
        left = x + w / 2 < self.width / 2
        return "leading" if left == (self.direction != "rightToLeft") else "trailing"

    def stack(self, side):
        return next((s for s in self.stacks if s.side == side), None)


def find_bars(roots, direction, fragment_width=None):
    """Every bar of a capture. A _UIButtonBarStackView printed as a root (a `po` of the stack
    alone, 13:6) is a fragment: it gets a content view of `fragment_width` (the capture does
    not give it), or is left out when no width is known."""
    bars = []
    for r in roots:
        for n in r.walk():
            if n.cls == "UINavigationBar":
                cv = n.first(CONTENT)
                if cv is not None:
                    bars.append(Bar("navigation", n, cv, direction))
            elif n.cls == "UIToolbar":
                cv = n.first("_UIToolbarContentView")
                if cv is not None:
                    bars.append(Bar("toolbar", n, cv, direction))
        if r.cls == STACK and fragment_width is not None:
            cv = Node(CONTENT, f"model:content:{r.address}", (0, 0, fragment_width,
                                                                r.frame[3]))
            cv.props["synthetic"] = "YES"
            cv.children = [r]
            r.parent = None  # the stack stays a root of the capture
            bars.append(Bar("fragment", None, cv, direction))
    return bars
