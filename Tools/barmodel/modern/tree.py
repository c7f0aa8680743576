"""The view tree the bar model reads: what a frames-only paste or dump gives.

Every reader (lldbtext.py, xmldump.py) builds these; nothing here knows UIKit's bar.
"""


class Node:
    """A view as a capture records it: class, address, frame in its superview's coordinates,
    the few description keys the model looks at, and where it was read (line)."""

    def __init__(self, cls, address, frame, line=0, props=None):
        self.cls = cls
        self.address = address
        self.frame = frame  # (x, y, w, h) or None
        self.line = line
        self.props = dict(props or {})  # alpha, hidden, text, autoresize, layout, buttonBar
        self.children = []
        self.parent = None
        self.guides = []  # (address, identifier, frame) recorded guides (XML input only)

    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()

    @property
    def alpha(self):
        return float(self.props.get("alpha", 1))

    @property
    def hidden(self):
        return self.props.get("hidden") == "YES"

    @property
    def text(self):
        return self.props.get("text")

    def first(self, cls):
        """The first direct child of class `cls`."""
        return next((c for c in self.children if c.cls == cls), None)

    def label(self):
        t = f"'{self.text}'" if self.text is not None else ""
        return f"{self.cls}:{self.address}{t}"

    def __repr__(self):
        return f"<{self.label()} {self.frame}>"


def fmt(v):
    """docs/format.md numbers: at most five decimals, no trailing zeros, never -0."""
    s = f"{v:.5f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def frame_text(r):
    return "-" if r is None else f"({fmt(r[0])} {fmt(r[1])}; {fmt(r[2])} {fmt(r[3])})"


def infer_scale(roots):
    """The smallest pixel grid (1, 2 or 3) every recorded number lies on: LLDB prints frames
    UIKit snapped to 1/scale, with thirds written to five or six digits (9.66667, 0.333333)."""
    numbers = [v for r in roots for n in r.walk() if n.frame for v in n.frame]
    for scale in (1, 2, 3):
        if all(abs(v * scale - round(v * scale)) < 2e-3 for v in numbers):
            return scale
    return 3
