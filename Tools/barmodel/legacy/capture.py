"""What a user pastes, read into one small tree: views with their recorded frames, the guides
they own with their recorded layout frames. No constraint is kept: the bar model rebuilds them.

Readers (each returns a list of `Capture`s, one per bar found in the text):
- format-1 XML (`<view>`, `<guide>`; constraints counted, not used);
- LLDB `recursiveDescription` (`   | <Class: 0x…; frame = (x y; w h); …>`);
- `_autolayoutTrace` (`|   |   *Class:0x…'title'`, guide lines with
  `layoutFrame = {{x, y}, {w, h}}` and `owningView = <…; frame = (…)>`: the owning view's
  frame is recorded there);
- NSLog walks: sample 52's `view = <…>` / `-->subView = <…>` / `---->subView2 = <…>`, and
  sample 51's flattened `<…>,Superclass` walk over the bar's subviews and their subviews (no
  depth is printed there: see `_nslog_flat_depth`).

Frames are in the superview's coordinates (guides: the owning view's), as UIKit prints them.
"""

import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "kiwi"))

import solve_dump  # noqa: E402

Rect = tuple  # (x, y, w, h)


class Guide:
    def __init__(self, address, identifier, frame=None, cls="UILayoutGuide", line=None):
        self.address, self.identifier, self.frame, self.cls = address, identifier, frame, cls
        self.line = line
        self.owner = None

    @property
    def role(self):
        """`BackButtonGuide`, `LeadingBarGuide`, `TitleView`, `TrailingBarGuide`, or the
        identifier."""
        return self.identifier.split("(")[0] if self.identifier else ""

    @property
    def set_key(self):
        """The `(0x…)` suffix of a bar guide: the `_UINavigationBarContentViewLayout` it belongs
        to."""
        m = re.search(r"\((0x[0-9a-fA-F]+|[^)]*)\)$", self.identifier or "")
        return m.group(1) if m else None


class Node:
    def __init__(self, cls, address, frame=None, line=None, **attrs):
        self.cls, self.address, self.frame, self.line = cls, address, frame, line
        self.attrs = attrs  # title, alpha, hidden, marker, superclass, autoresize, …
        self.children, self.guides = [], []
        self.parent = None

    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child

    @property
    def title(self):
        return self.attrs.get("title")

    @property
    def alpha(self):
        return float(self.attrs.get("alpha", 1))

    @property
    def hidden(self):
        return self.attrs.get("hidden") in ("YES", True)

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()

    def __repr__(self):
        return f"<{self.cls}: {self.address}; frame = {self.frame}>"


class Capture:
    """One bar (or one root tree) as read: roots, and what the text says about the device."""

    def __init__(self, roots, kind, source, label=None, **meta):
        self.roots, self.kind, self.source, self.label = roots, kind, source, label
        self.os = meta.get("os")
        self.scale = meta.get("scale")
        self.screen = meta.get("screen")
        self.direction = meta.get("direction")
        self.constraints_held = meta.get("constraints_held", 0)
        self.text_keys = meta.get("text_keys", set())  # `layout=`, `buttonBar=` seen

    def nodes(self):
        for r in self.roots:
            yield from r.walk()

    def guides(self):
        for n in self.nodes():
            yield from n.guides

    def find(self, cls):
        return [n for n in self.nodes() if n.cls == cls]

    def by_address(self):
        table = {}
        for n in self.nodes():
            table[n.address] = n
            for g in n.guides:
                table[g.address] = g
        return table


# -- numbers and descriptions ------------------------------------------------------------------

_NUM = r"-?\d+(?:\.\d+)?(?:e-?\d+)?"
_FRAME = re.compile(rf"frame = \(\s*({_NUM}) ({_NUM}); ({_NUM}) ({_NUM})\)")
_LAYOUT_FRAME = re.compile(
    rf"layoutFrame = \{{\{{({_NUM}), ({_NUM})\}}, \{{({_NUM}), ({_NUM})\}}\}}")


def parse_rect(text):
    """`x y; w h` (parentheses allowed), as Tools/kiwi/solve_dump.py reads it."""
    return solve_dump.parse_rect(text)


def _description(text):
    """`<Class: 0x…; frame = (…); key = value; …>` (the first one in `text`) → (cls,
    address, frame, attrs, keys). UINavigationItemView prints
    `<<UINavigationItemView: 0x…; …>: item=… title=…>`."""
    m = re.search(r"<+([A-Za-z_][\w.]*): (0x[0-9a-fA-F]+)", text)
    if not m:
        return None
    cls, address = m.group(1), m.group(2)
    rest = text[m.end():]
    end = rest.find(">")
    body = rest[:end] if end >= 0 else rest
    attrs = {}
    f = _FRAME.search(body)
    frame = tuple(float(v) for v in f.groups()) if f else None
    for key in ("alpha", "hidden", "autoresize", "opaque", "clipsToBounds"):
        k = re.search(rf"; {key} = ([^;>]+)", body)
        if k:
            attrs[key] = k.group(1).strip()
    t = re.search(r"; text = '((?:[^']|'(?!;))*)'", body)
    if t:
        attrs["title"] = t.group(1)
    t = re.search(r"title=([^>]*)>", rest)
    if t and cls == "UINavigationItemView":
        attrs["title"] = t.group(1).strip()
    # iOS 13+ append `layout=0x…` / `buttonBar=0x…` after the description (03:10, 03:11, 04:20)
    keys = set(re.findall(r"[>;]\s*(layout|buttonBar)=0x", text))
    return cls, address, frame, attrs, keys


# -- XML -----------------------------------------------------------------------------------------


def read_xml(text, source):
    root = ET.fromstring(text.encode("utf-8") if isinstance(text, str) else text)
    held = 0

    def view(el):
        nonlocal held
        attrs = {k: v for k, v in el.attrib.items() if k not in ("class", "address", "frame")}
        frame = parse_rect(el.get("frame")) if el.get("frame") else None
        n = Node(el.get("class"), el.get("address"), frame, **attrs)
        for g in el.findall("guide"):
            gf = parse_rect(g.get("frame")) if g.get("frame") else None
            guide = Guide(g.get("address"), g.get("identifier"), gf,
                          g.get("class", "UILayoutGuide"))
            guide.owner = n
            n.guides.append(guide)
        for s in el.findall("view"):
            n.add(view(s))
        held += len(el.findall("constraint"))
        return n

    roots = [view(v) for v in root.findall("view")]
    screen = tuple(float(v) for v in root.get("screen").split()) if root.get("screen") else None
    return [Capture(roots, "xml", source, os=root.get("os"),
                    scale=float(root.get("scale")) if root.get("scale") else None,
                    screen=screen, direction=root.get("direction"), constraints_held=held)]


# -- LLDB recursiveDescription -------------------------------------------------------------------


def read_recursive_description(text, source):
    roots, stack, keys = [], [], set()
    for number, line in enumerate(text.splitlines(), 1):
        lt = line.find("<")
        if lt < 0:
            continue
        d = _description(line)
        if not d:
            continue
        cls, address, frame, attrs, k = d
        keys |= k
        n = Node(cls, address, frame, line=number, **attrs)
        _place(n, line[:lt].count("|"), stack, roots)
    return [Capture(roots, "recursiveDescription", source, text_keys=keys)]


def _place(node, depth, stack, roots):
    """Put `node` under the nearest shallower node of `stack` ([(depth, node)]), or at the root."""
    while stack and stack[-1][0] >= depth:
        stack.pop()
    if stack:
        stack[-1][1].add(node)
    else:
        roots.append(node)
    stack.append((depth, node))


# -- _autolayoutTrace ----------------------------------------------------------------------------

_TRACE_VIEW = re.compile(
    r"^((?:\|\s{3})*)([*+•]?)([A-Za-z_][\w.]*):(0x[0-9a-fA-F]+)(?:'(.*)')?\s*$")
_TRACE_GUIDE = re.compile(r"^((?:\|\s{3})*)([*+•]?)<(\w+): (0x[0-9a-fA-F]+) - \"([^\"]*)\"")


def read_autolayout_trace(text, source):
    roots, stack = [], []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        g = _TRACE_GUIDE.match(line)
        if g:
            depth = g.group(1).count("|")
            lf = _LAYOUT_FRAME.search(line)
            frame = tuple(float(v) for v in lf.groups()) if lf else None
            guide = Guide(g.group(4), g.group(5), frame, g.group(3), line=number)
            while stack and stack[-1][0] >= depth:
                stack.pop()
            owner = stack[-1][1] if stack else None
            ow = re.search(r"owningView = (<.*)", line)
            if ow:
                d = _description(ow.group(1))
                if d and owner is not None and d[1] == owner.address:
                    if d[2] is not None:
                        owner.frame = d[2]
                    for k, v in d[3].items():
                        owner.attrs.setdefault(k, v)
            if owner is not None:
                guide.owner = owner
                owner.guides.append(guide)
            continue
        v = _TRACE_VIEW.match(line)
        if not v:
            continue
        depth = v.group(1).count("|")
        attrs = {"marker": v.group(2)}
        if v.group(5) is not None:
            attrs["title"] = v.group(5)
        n = Node(v.group(3), v.group(4), None, line=number, **attrs)
        _place(n, depth, stack, roots)
    return [Capture(roots, "autolayoutTrace", source)]


# -- NSLog walks ---------------------------------------------------------------------------------

_MARKED = re.compile(r"(view|-->subView|---->subView2) = (<.*)$")
# The flattened walk of sample 51 prints `<description>,Superclass` with no depth. Its code walks
# the bar's subviews and, under each, that view's subviews. A line is a subview's subview when it
# is content UIKit or UIButton puts inside the view before it: an image, a label, a button label,
# under a background, a title/back item view, a system button or any UIControl (a custom button).
_CONTENT = {"UIImageView", "UILabel", "UIButtonLabel"}
_CONTAINERS = {"_UIBarBackground", "_UINavigationBarBackground", "UINavigationItemView",
               "UINavigationItemButtonView", "UINavigationButton"}


def _nslog_flat_depth(cls, previous_top):
    """The depth (1 = a bar subview) of a line of the flattened walk."""
    if previous_top is None or cls not in _CONTENT:
        return 1
    if previous_top.cls in _CONTAINERS or previous_top.attrs.get("superclass") == "UIControl":
        return 2
    return 1


_BACKGROUNDS = {"_UIBarBackground", "_UINavigationBarBackground"}


def read_nslog_walk(text, source):
    """One capture per walk. A walk ends at a caption line between walks (`iOS10`, `2.translucent
    为NO时的子视图:`) or when a second bar background appears at the top level."""
    captures = []
    state = {"roots": [], "stack": [], "keys": set(), "label": None, "backgrounds": 0}

    def close():
        if state["roots"]:
            captures.append(Capture(state["roots"], "nslog", source, label=state["label"],
                                    text_keys=state["keys"]))
        state.update(roots=[], stack=[], keys=set(), label=None, backgrounds=0)

    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped and "<" not in stripped and not re.match(r"^\d{4}-", stripped) \
                and not stripped.startswith(("/*", "*/")):
            close()
            state["label"] = stripped
            continue
        m = _MARKED.search(line)
        if m:
            depth = {"view": 1, "-->subView": 2, "---->subView2": 3}[m.group(1)]
            d = _description(m.group(2))
        else:
            lt = line.find("<")
            d = _description(line[lt:]) if lt >= 0 else None
            depth = None
        if not d:
            continue
        cls, address, frame, attrs, k = d
        sup = re.search(r">,(\w+)\s*$", line)
        if sup:
            attrs["superclass"] = sup.group(1)
        n = Node(cls, address, frame, line=number, **attrs)
        stack = state["stack"]
        if depth is None:
            depth = _nslog_flat_depth(cls, stack[0][1] if stack else None)
        if depth == 1 and cls in _BACKGROUNDS:
            if state["backgrounds"]:
                label = None
                close()
                state["label"] = label
            state["backgrounds"] += 1
        _place(n, depth, state["stack"], state["roots"])
        state["keys"] |= k
    close()
    # the walk starts below the bar: give each capture the bar its views are measured in
    for i, c in enumerate(captures, 1):
        bar = Node("UINavigationBar", f"bar-{i}", None,
                   implied="the walk prints the bar's subviews, not the bar")
        for r in c.roots:
            bar.add(r)
        c.roots = [bar]
    return captures


# -- detection -----------------------------------------------------------------------------------


def strip_header(text):
    """A sample's three `# ` lines and the blank line after them (samples/README.md)."""
    lines = text.splitlines(keepends=True)
    i = 0
    while i < len(lines) and lines[i].startswith("# "):
        i += 1
    if i and i < len(lines) and not lines[i].strip():
        i += 1
    return "".join(lines[i:])


def read(path, text=None):
    if text is None:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    head = text.lstrip()
    if head.startswith("<?xml") or head.startswith("<hierarchy"):
        return read_xml(text, path)
    if _TRACE_GUIDE.search(text) or re.search(r"^\|\s{3}", text, re.M) and "layoutFrame" in text \
            or re.search(r"^\s*(?:\|\s{3})*[*+•]?[A-Za-z_]\w*:0x[0-9a-f]+", text, re.M) \
            and "frame = (" not in text:
        return read_autolayout_trace(text, path)
    if re.search(r"(view|-->subView) = <", text) or re.search(r">,\w+\s*$", text, re.M):
        return read_nslog_walk(text, path)
    return read_recursive_description(text, path)
