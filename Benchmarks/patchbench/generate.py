#!/usr/bin/env python3
"""Writes a recorded-window dump of about N views (default 2,000) holding one navigation bar.

The bar is Fixtures/ios11-beta-bar's (the iOS 11 beta, one left item), set into a window the
way UIKit nests it: UIWindow > UILayoutContainerView > UINavigationTransitionView >
UIViewControllerWrapperView > the controller's view > a UITableView of cells. Each cell holds
frame-based views (autoresizing constraints) and an Auto Layout label and image view, so
the solver sees a realistic mix: ~2,000 views, ~8,000 constraints.

    python3 Benchmarks/patchbench/generate.py [--views 2000] > /tmp/window.xml
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BAR_FIXTURE = os.path.join(HERE, "..", "..", "Fixtures", "ios11-beta-bar", "input.xml")


def bar_xml(indent):
    """The UINavigationBar element of the beta-bar fixture, re-indented."""
    with open(BAR_FIXTURE, encoding="utf-8") as f:
        text = f.read()
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if 'class="UINavigationBar"' in l)
    end = max(i for i, l in enumerate(lines) if l.strip() == "</view>")
    base = len(lines[start]) - len(lines[start].lstrip())
    return "\n".join(" " * indent + l[base:] for l in lines[start:end + 1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--views", type=int, default=2000)
    args = parser.parse_args()

    out = []
    w = out.append
    address = [0x7f0000100000]

    def new():
        address[0] += 0x30
        return "0x%x" % address[0]

    def constraint(indent, first, fa, second=None, sa=None, constant=0, relation=None):
        c = new()
        text = '%s<constraint address="%s" first="%s" firstAttribute="%s"' % (
            " " * indent, c, first, fa)
        if relation:
            text += ' relation="%s"' % relation
        if second:
            text += ' second="%s" secondAttribute="%s"' % (second, sa)
        if constant:
            text += ' constant="%g"' % constant
        w(text + "/>")

    w('<?xml version="1.0" encoding="UTF-8"?>')
    w('<hierarchy format="1" os="11.0" screen="375 667" scale="2" '
      'source="Benchmarks/patchbench/generate.py: a window with one bar">')
    w('  <view class="UIWindow" address="%s" frame="0 0; 375 667">' % new())
    w('    <view class="UILayoutContainerView" address="%s" frame="0 0; 375 667" '
      'autoresizingMask="flexibleWidth|flexibleHeight">' % new())
    w('      <view class="UINavigationTransitionView" address="%s" frame="0 0; 375 667" '
      'autoresizingMask="flexibleWidth|flexibleHeight">' % new())
    w('        <view class="UIViewControllerWrapperView" address="%s" frame="0 0; 375 667" '
      'autoresizingMask="flexibleWidth|flexibleHeight">' % new())
    w('          <view class="UIView" address="%s" frame="0 0; 375 667" '
      'autoresizingMask="flexibleWidth|flexibleHeight">' % new())
    table = new()
    # 7 views so far plus the bar's 11; each cell below is 5 views.
    cells = max(1, (args.views - 7 - 11) // 5)
    height = 44
    w('            <view class="UITableView" address="%s" frame="0 0; 375 667" '
      'bounds="0 0; 375 667" autoresizingMask="flexibleWidth|flexibleHeight">' % table)
    for i in range(cells):
        cell, content, label, image, separator = new(), new(), new(), new(), new()
        w('              <view class="UITableViewCell" address="%s" frame="0 %d; 375 %d" '
          'autoresizingMask="flexibleWidth">' % (cell, i * height, height))
        w('                <view class="UITableViewCellContentView" address="%s" '
          'frame="0 0; 375 43.5" autoresizingMask="flexibleWidth|flexibleHeight">' % content)
        w('                  <view class="UIImageView" address="%s" frame="16 6; 32 32" '
          'translatesAutoresizingMaskIntoConstraints="NO"/>' % image)
        w('                  <view class="UILabel" address="%s" frame="60 12; 120 20" '
          'translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="120 20" '
          'title="Row %d"/>' % (label, i))
        constraint(18, image, "leading", content, "leading", 16)
        constraint(18, image, "centerY", content, "centerY")
        constraint(18, image, "width", constant=32)
        constraint(18, image, "height", constant=32)
        constraint(18, label, "leading", image, "trailing", 12)
        constraint(18, label, "trailing", content, "trailing", -16, "lessThanOrEqual")
        constraint(18, label, "centerY", content, "centerY")
        w('                </view>')
        w('                <view class="_UITableViewCellSeparatorView" address="%s" '
          'frame="16 43.5; 359 0.5"/>' % separator)
        w('              </view>')
    w('            </view>')
    w('          </view>')
    w('        </view>')
    w('      </view>')
    w(bar_xml(6))
    w('    </view>')
    w('  </view>')
    w('</hierarchy>')
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
