#!/usr/bin/env python3
"""The optional-constraint flood of issue 12, in three forms of the same system.

  generate.py system N OUT.txt   a `cassobench 1` system (shared/bench/cassobench.py's
                                 format): one item A pinned at (0, 0) with height 50, and
                                 A.width == i @999 for i = 1 ... N; kiwisolver solves it
                                 through `cassobench.py solve`, ours through `cassobench`
  generate.py layout N OUT.xml   the same as an inspect dump: a root view, a subview A with
                                 translatesAutoresizingMaskIntoConstraints NO, the same
                                 required leading, top and height, the same N optional widths
  generate.py patch N OUT.xml    Fixtures/ios11-beta-bar/input.xml with the N optional widths
                                 on the bar's _UIButtonBarStackView (what `inspect patch`
                                 solves before and after the pin)

Sum of |A.width - i| over i = 1 ... N is least anywhere between the two middle values when N is
even (a whole interval of optima), at the middle value when N is odd.
"""
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
STACK = "0x7fb4d8e13ad0"


def system(n, out):
    lines = ["cassobench 1", "meta flood %d" % n, "meta constraints %d" % (n + 3)]
    lines += ["var A.left", "var A.top", "var A.width", "var A.height"]
    lines += ["c 1*A.left == 0 @1000", "c 1*A.top == 0 @1000", "c 1*A.height == 50 @1000"]
    lines += ["c 1*A.width == %d @999" % i for i in range(1, n + 1)]
    out.write("\n".join(lines) + "\n")


def widths(first, n, address):
    return "".join(
        '    <constraint address="0x%x" first="%s" firstAttribute="width" constant="%d" '
        'priority="999"/>\n' % (address + i, first, i) for i in range(1, n + 1))


def layout(n, out):
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<hierarchy format="1" screen="375 667" scale="2">\n'
              '  <view class="UIView" address="0x100" frame="0 0; 375 667">\n'
              '    <view class="UIView" address="0xA" frame="0 0; 100 50" '
              'translatesAutoresizingMaskIntoConstraints="NO"/>\n'
              '    <constraint address="0xC1" first="0xA" firstAttribute="leading" '
              'second="0x100" secondAttribute="leading"/>\n'
              '    <constraint address="0xC2" first="0xA" firstAttribute="top" '
              'second="0x100" secondAttribute="top"/>\n'
              '    <constraint address="0xC3" first="0xA" firstAttribute="height" '
              'constant="50"/>\n')
    out.write(widths("0xA", n, 0x100000))
    out.write("  </view>\n</hierarchy>\n")


def patch(n, out):
    source = open(os.path.join(ROOT, "Fixtures", "ios11-beta-bar", "input.xml")).read()
    marker = '      <constraint address="0x6000021c5450"'
    at = source.index(marker)
    out.write(source[:at] + widths(STACK, n, 0x100000).replace("    <", "      <") + source[at:])


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("system", "layout", "patch"):
        sys.exit("usage: generate.py system|layout|patch N OUT")
    kind, n, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(path, "w") as f:
        {"system": system, "layout": layout, "patch": patch}[kind](n, f)
