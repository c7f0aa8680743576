"""Reads the text UIKit and LLDB print for views: `recursiveDescription` (LLDB or Cycript,
`   |    | <Class: 0x…; frame = (x y; w h); …> key=value`) and single descriptions
(`Printing description of $40:` followed by one `<Class: 0x…; …>` line each).

Only the view lines matter to the bar model; every other line (the `(lldb)` command, comments
written around a paste, `Printing description of …`) is skipped. Depth is the number of `|`
before the `<`. A paste of single descriptions has no depth at all: `reassemble` puts each
view back where the bar's grammar says it belongs (docs/navbar/ios13-18.md, "Reading a paste").
"""

import re

from tree import Node

_HEAD = re.compile(r"<+([A-Za-z_][\w.]*): (0x[0-9a-fA-F]+)")
_FRAME = re.compile(r"^\(?\s*(-?[\d.e+-]+) (-?[\d.e+-]+); (-?[\d.e+-]+) (-?[\d.e+-]+)\s*\)?$")
_TRAILING_KEY = re.compile(r"\b(layout|buttonBar)=(0x[0-9a-fA-F]+)")


def _pairs(body):
    """`key = value` pairs of a description body, split at top-level `; ` (values may hold
    `<…>`, `{…}`, `(…)` and quoted text with semicolons)."""
    out, depth, quote, start, i = {}, 0, False, 0, 0
    while i <= len(body):
        ch = body[i] if i < len(body) else ";"
        if quote:
            if ch == "\\":
                i += 1
            elif ch == "'":
                quote = False
        elif ch == "'":
            quote = True
        elif ch in "<{(":
            depth += 1
        elif ch in ">})":
            depth -= 1
        elif ch == ";" and depth <= 0:
            part = body[start:i].strip()
            if " = " in part:
                k, v = part.split(" = ", 1)
                out[k.strip()] = v.strip()
            start = i + 1
        i += 1
    return out


def _end_of_description(line, start):
    """Index of the `>` that closes the description opened at `start`."""
    depth, quote = 0, False
    for i in range(start, len(line)):
        ch = line[i]
        if quote:
            if ch == "'" and line[i - 1] != "\\":
                quote = False
            continue
        if ch == "'":
            quote = True
        elif ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
            if depth == 0:
                return i
    return len(line)


def parse_line(line, number):
    """A Node (and its depth) for one view line, or None."""
    m = _HEAD.search(line)
    if not m or "frame = " not in line:
        return None
    lt = line.index("<", 0, m.end())
    while line[lt + 1] == "<":  # NSLog's '<<UINavigationItemView: …>: item=…>'
        lt += 1
    end = _end_of_description(line, lt)
    body = line[m.end():end]
    pairs = _pairs(body)
    fm = _FRAME.match(pairs.get("frame", ""))
    if not fm:
        return None
    frame = tuple(float(v) for v in fm.groups())
    props = {}
    for key in ("alpha", "hidden", "autoresize", "userInteractionEnabled"):
        if key in pairs:
            props[key] = pairs[key]
    if "text" in pairs:
        props["text"] = pairs["text"].strip("'").encode("latin-1", "backslashreplace") \
            .decode("unicode_escape")
    if "animations" in pairs:
        props["animations"] = pairs["animations"]
    for k, v in _TRAILING_KEY.findall(line[end:]):
        props[k] = v
    depth = line[:lt].count("|")
    return depth, Node(m.group(1), m.group(2), frame, number, props)


def read(text):
    """The root nodes of a paste, in order. Line numbers count from 1 in `text`."""
    entries = []
    for number, line in enumerate(text.splitlines(), 1):
        parsed = parse_line(line, number)
        if parsed:
            entries.append(parsed)
    if not entries:
        return []
    if all(d == 0 for d, _ in entries) and len(entries) > 1:
        return reassemble([n for _, n in entries])
    roots, stack = [], []  # stack of (depth, node)
    base = min(d for d, _ in entries)
    for depth, node in entries:
        depth -= base
        while stack and stack[-1][0] >= depth:
            stack.pop()
        if stack:
            stack[-1][1].add(node)
        else:
            roots.append(node)
        stack.append((depth, node))
    return roots


# Where a view printed on its own belongs: (class, the class of the container it follows).
_CONTAINERS = {
    "_UIModernBarButton": ("_UIButtonBarButton", "_UIBackButtonContainerView"),
    "_UIButtonBarButton": ("_UIButtonBarStackView",),
    "_UITAMICAdaptorView": ("_UIButtonBarStackView",),
    "UIButtonLabel": ("_UIModernBarButton",),
    "UIImageView": ("_UIModernBarButton",),
}


def _fits(child, container):
    """A subview printed after its container lies inside the container's bounds."""
    x, y, w, h = child.frame
    cw, ch = container.frame[2], container.frame[3]
    return x >= -0.5 and y >= -0.5 and x + w <= cw + 0.5 and y + h <= ch + 0.5


def reassemble(nodes):
    """Nests views printed one by one (`Printing description of $NN:`): a view goes into the
    most recent view of a class that contains it in UIKit's bar (a _UIModernBarButton into the
    _UIButtonBarButton before it, a _UIButtonBarButton into the stack before it) when its frame
    fits in that view's bounds; anything else starts a new root."""
    roots, latest = [], {}
    for node in nodes:
        parent = None
        for cls in _CONTAINERS.get(node.cls, ()):
            cand = latest.get(cls)
            if cand is not None and _fits(node, cand):
                parent = cand
                break
        if parent is None:
            roots.append(node)
            # a new root ends the containers of the previous one
            latest = {}
        else:
            parent.add(node)
        latest[node.cls] = node
    return roots


def strip_header(text):
    """A sample file without its `# ` header lines and the blank line after them."""
    lines = text.splitlines()
    i = 0
    while i < len(lines) and lines[i].startswith("# "):
        i += 1
    if i < len(lines) and lines[i].strip() == "":
        i += 1
    return "\n".join(lines[i:]) + "\n"
