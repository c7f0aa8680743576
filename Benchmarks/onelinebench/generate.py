#!/usr/bin/env python3
"""Writes the inputs of onelinebench: a dump of VIEWS views as XML and as JSON, each once with
a line per element (as inspect writes them) and once on a single line (minified).

    generate.py VIEWS DIR
"""
import json
import sys

views, folder = int(sys.argv[1]), sys.argv[2]

children = []
constraints = []
for i in range(views):
    address = "0x%x" % (0x7FB4D8C00000 + 16 * i)
    children.append({
        "class": "UIButton", "address": address,
        "frame": [8 * (i % 40), 2, 40, 40], "title": "Item %d" % i,
    })
    if i % 10 == 0:
        constraints.append({
            "first": address, "firstAttribute": "width", "relation": "equal",
            "constant": 40, "address": "0x6000%08x" % i,
        })
root = {"class": "UIView", "address": "0x1", "frame": [0, 0, 375, 44],
        "subviews": children, "constraints": constraints}
document = {"format": 1, "views": [root]}


def xml_lines():
    yield '<?xml version="1.0" encoding="UTF-8"?>'
    yield '<hierarchy format="1">'
    yield '  <view class="UIView" address="0x1" frame="0 0; 375 44">'
    for c in children:
        f = c["frame"]
        yield ('    <view class="UIButton" address="%s" frame="%g %g; %g %g" title="%s"/>'
               % (c["address"], f[0], f[1], f[2], f[3], c["title"]))
    for c in constraints:
        yield ('    <constraint address="%s" first="%s" firstAttribute="width" constant="40"/>'
               % (c["address"], c["first"]))
    yield '  </view>'
    yield '</hierarchy>'


lines = list(xml_lines())
with open(folder + "/lines.xml", "w") as out:
    out.write("\n".join(lines) + "\n")
with open(folder + "/oneline.xml", "w") as out:
    out.write("".join(line.strip() for line in lines) + "\n")
with open(folder + "/lines.json", "w") as out:
    json.dump(document, out, indent=2)
with open(folder + "/oneline.json", "w") as out:
    json.dump(document, out, separators=(",", ":"))
