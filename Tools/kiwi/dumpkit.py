"""Small helpers to write format-1 dumps (docs/format.md) by hand, in Python.

Used by make_fixtures.py. Nothing here solves anything: every frame is a number typed in
by the author of the fixture (from a real capture where there is one).

Constraints are written in a compact notation, names instead of addresses:

    "bbg.trailing >= cv.leading + 16"
    "tbg.trailing == cv.trailing - 8 @999"
    "adaptor.width == 44"
    "sv.leading == mg.leading 'UISV-canvas-connection'"

and written out as structured <constraint> elements (attribute order of docs/format.md, defaults
left out, as the writer does).
"""

import re
from xml.sax.saxutils import quoteattr

VIEW_ORDER = [
    "class", "address", "frame", "bounds", "translatesAutoresizingMaskIntoConstraints",
    "autoresizingMask", "margins", "intrinsicSize", "hugging", "compressionResistance", "axis",
    "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement", "arranged",
    "hidden", "alpha", "userInteractionEnabled", "title", "identifier", "tag",
    "layoutEngineHost", "ambiguous",
]
GUIDE_ORDER = ["address", "class", "identifier", "frame", "ambiguous"]
CONSTRAINT_ORDER = [
    "address", "class", "first", "firstAttribute", "relation", "second", "secondAttribute",
    "multiplier", "constant", "priority", "identifier", "active", "broken", "origin",
]


def num(x):
    """docs/format.md numbers: fixed point, at most five decimals, no trailing zeros, never -0."""
    s = f"{x:.5f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def rect(x, y, w, h):
    return f"{num(x)} {num(y)}; {num(w)} {num(h)}"


class Guide:
    def __init__(self, name, address, identifier, frame=None, cls=None, ambiguous=None):
        self.name, self.address = name, address
        self.attrs = {"address": address, "identifier": identifier}
        if cls:
            self.attrs["class"] = cls
        if frame is not None:
            self.attrs["frame"] = rect(*frame)
        if ambiguous:
            self.attrs["ambiguous"] = ambiguous


class Constraint:
    def __init__(self, attrs):
        self.attrs = attrs


class View:
    def __init__(self, name, cls, address, frame=None, **attrs):
        self.name, self.address = name, address
        self.attrs = {"class": cls, "address": address}
        if frame is not None:
            self.attrs["frame"] = rect(*frame)
        for k, v in attrs.items():
            self.attrs[k] = v
        self.guides, self.subviews, self.constraints = [], [], []

    def guide(self, *a, **k):
        g = Guide(*a, **k)
        self.guides.append(g)
        return g

    def add(self, v):
        self.subviews.append(v)
        return v


_SPEC = re.compile(
    r"^\s*(\w+)\.(\w+)\s*(==|>=|<=)\s*"
    r"(?:(\w+)\.(\w+)(?:\s*\*\s*([0-9.]+))?)?\s*"
    r"([+-]?\s*[0-9.]+)?\s*(?:@([0-9.]+))?\s*(?:'([^']*)')?\s*$"
)
RELATION = {"==": None, ">=": "greaterThanOrEqual", "<=": "lessThanOrEqual"}


class Addresses:
    """Hands out constraint addresses 0x6000021…, in steps like a simulator heap."""

    def __init__(self, start):
        self.next = start

    def take(self):
        a = self.next
        self.next += 0x50
        return f"0x{a:x}"


def constraint(spec, names, addresses, address=None, cls=None, origin=None):
    m = _SPEC.match(spec)
    if not m:
        raise ValueError(f"bad constraint spec: {spec!r}")
    first, fattr, rel, second, sattr, mult, const, prio, ident = m.groups()
    if second is None and const is None:
        raise ValueError(f"constraint without second item or constant: {spec!r}")
    attrs = {"address": address or addresses.take()}
    if cls:
        attrs["class"] = cls
    attrs["first"] = names[first]
    attrs["firstAttribute"] = fattr
    if RELATION[rel]:
        attrs["relation"] = RELATION[rel]
    if second is not None:
        attrs["second"] = names[second]
        attrs["secondAttribute"] = sattr
        if mult is not None and float(mult) != 1:
            attrs["multiplier"] = num(float(mult))
    if const is not None:
        c = float(const.replace(" ", ""))
        if c != 0:
            attrs["constant"] = num(c)
    if prio is not None and float(prio) != 1000:
        attrs["priority"] = num(float(prio))
    if ident:
        attrs["identifier"] = ident
    if origin:
        attrs["origin"] = origin
    return Constraint(attrs)


def _attrs(d, order):
    keys = [k for k in order if k in d] + [k for k in d if k not in order]
    return " ".join(f"{k}={quoteattr(str(d[k]))}" for k in keys)


def write_view(v, out, depth):
    pad = "  " * depth
    inner = v.guides or v.subviews or v.constraints
    head = f"{pad}<view {_attrs(v.attrs, VIEW_ORDER)}"
    if not inner:
        out.append(head + "/>")
        return
    out.append(head + ">")
    for g in v.guides:
        out.append(f"{pad}  <guide {_attrs(g.attrs, GUIDE_ORDER)}/>")
    for s in v.subviews:
        write_view(s, out, depth + 1)
    for c in v.constraints:
        out.append(f"{pad}  <constraint {_attrs(c.attrs, CONSTRAINT_ORDER)}/>")
    out.append(f"{pad}</view>")


def write_dump(path, root, hierarchy_attrs, patches=()):
    out = ['<?xml version="1.0" encoding="UTF-8"?>']
    order = ["format", "os", "screen", "scale", "direction", "source"]
    out.append(f"<hierarchy {_attrs(hierarchy_attrs, order)}>")
    for p in patches:
        out.extend("  " + line for line in p)
    write_view(root, out, 1)
    out.append("</hierarchy>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
