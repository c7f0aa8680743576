"""Reads a format-1 dump (docs/format.md) as the bar model sees it: views with their frames and the
description keys it looks at, and the recorded guide frames (compared, never used as input).
Constraints are not read: the model rebuilds them from the frames, as for a paste."""

import xml.etree.ElementTree as ET

from tree import Node


def _rect(s):
    s = s.replace("(", "").replace(")", "")
    a, b = s.split(";")
    return tuple(float(v) for v in a.split()) + tuple(float(v) for v in b.split())


def read(path_or_file):
    """(roots, hierarchy attributes, identifiers of every guide and constraint)."""
    tree = ET.parse(path_or_file)
    root = tree.getroot()
    identifiers = []

    def view(el):
        frame = _rect(el.get("frame")) if el.get("frame") else None
        props = {k: el.get(k) for k in ("alpha", "hidden") if el.get(k) is not None}
        if el.get("title") is not None:
            props["text"] = el.get("title")
        n = Node(el.get("class"), el.get("address"), frame, 0, props)
        for g in el.findall("guide"):
            ident = g.get("identifier", "")
            identifiers.append(ident)
            gframe = _rect(g.get("frame")) if g.get("frame") else None
            n.guides.append((g.get("address"), ident, gframe))
        for c in el.findall("constraint"):
            if c.get("identifier"):
                identifiers.append(c.get("identifier"))
        for s in el.findall("view"):
            n.add(view(s))
        return n

    roots = [view(v) for v in root.findall("view")]
    return roots, dict(root.attrib), identifiers
