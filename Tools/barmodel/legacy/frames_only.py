#!/usr/bin/env python3
"""Writes the frames-only copy of a format-1 dump: what a `recursiveDescription` would show of
it. Guides and constraints are removed, and so is every view attribute such a description does
not print (margins, intrinsic sizes, stack properties, translatesAutoresizingMaskIntoConstraints,
the trace's host and ambiguity marks). Kept: class, address, frame, bounds, autoresizingMask,
hidden, alpha, userInteractionEnabled, title, identifier, tag — and the hierarchy's os, screen,
scale and direction (the dump's header, not the bar's layout).

    python3 Tools/barmodel/legacy/frames_only.py Fixtures/ios11-375-left-item/input.xml
        # writes Fixtures/ios11-375-left-item/input.frames-only.xml
"""

import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "kiwi"))

import dumpkit  # noqa: E402

KEEP = ("class", "address", "frame", "bounds", "autoresizingMask", "hidden", "alpha",
        "userInteractionEnabled", "title", "identifier", "tag")


def strip_view(el, out, depth):
    attrs = {k: el.get(k) for k in KEEP if el.get(k) is not None}
    pad = "  " * depth
    head = f"{pad}<view {dumpkit._attrs(attrs, dumpkit.VIEW_ORDER)}"
    subs = el.findall("view")
    if not subs:
        out.append(head + "/>")
        return
    out.append(head + ">")
    for s in subs:
        strip_view(s, out, depth + 1)
    out.append(f"{pad}</view>")


def frames_only(path):
    root = ET.parse(path).getroot()
    attrs = {k: root.get(k) for k in ("format", "os", "screen", "scale", "direction")
             if root.get(k) is not None}
    source = root.get("source")
    attrs["source"] = "frames-only copy of input.xml (guides, constraints and layout " \
                      "attributes removed)" + (f"; {source}" if source else "")
    out = ['<?xml version="1.0" encoding="UTF-8"?>']
    order = ["format", "os", "screen", "scale", "direction", "source"]
    out.append(f"<hierarchy {dumpkit._attrs(attrs, order)}>")
    for v in root.findall("view"):
        strip_view(v, out, 1)
    out.append("</hierarchy>")
    return "\n".join(out) + "\n"


def main(argv):
    for path in argv:
        target = os.path.join(os.path.dirname(path), "input.frames-only.xml")
        with open(target, "w", encoding="utf-8") as f:
            f.write(frames_only(path))
        print(target)


if __name__ == "__main__":
    main(sys.argv[1:])
