#!/usr/bin/env python3
"""Writes a whole-window dump of N iOS 11 navigation bars (windowbench's input).

Each bar is the shape of Fixtures/ios11-375-two-items-each-side (docs/navbar/ios11-12.md's
guide chain), with one custom image item a side and a title: 14 views, the content view's 5
guides and 32 constraints as LLDB prints them (the adaptors' sizes, the title's four, the
chain's 24). The stacks' `UISV-*` constraints and guides are not recorded: the layout engine
generates the constraints. Every bar has fresh addresses and one of seven titles, and sits
in its own navigation controller's view (a UILayoutContainerView, the bar 20 pt down under
the status bar), these stacked down a UIWindow, 64 pt apart. 12,000 bars are about 86 MB.

    python3 Benchmarks/windowbench/generate.py [--bars 50] > /tmp/window.xml
"""
import argparse
import json
import sys

TITLES = ["Inbox", "Messages", "Settings", "Photos", "Drafts", "Archive", "Outbox"]


def bar(n, out):
    """Appends bar n's lines (XML) to `out`."""
    a = lambda k: "0x7fd0%06x%02x0" % (n, k)  # views and guides
    c = lambda k: "0x6000%06x%02x0" % (n, k)  # constraints
    y = 64 * n
    title = TITLES[n % len(TITLES)]
    width = 7 * len(title) + 10
    cv = a(5)
    guides = {"margins": a(6), "back": a(7), "leading": a(8), "title": a(9), "trailing": a(10)}
    key = a(30)
    k = [0]

    def con(first, fa, second=None, sa=None, relation=None, constant=0, priority=None):
        k[0] += 1
        text = '<constraint address="%s" first="%s" firstAttribute="%s"' % (c(k[0]), first, fa)
        if relation:
            text += ' relation="%s"' % relation
        if second:
            text += ' second="%s" secondAttribute="%s"' % (second, sa)
        if constant:
            text += ' constant="%g"' % constant
        if priority:
            text += ' priority="%g"' % priority
        return text + "/>"

    w = out.append
    # Each bar in its navigation controller's view, under the status bar as UIKit lays it.
    w('<view class="UILayoutContainerView" address="%s" frame="0 %d; 375 64" '
      'autoresizingMask="flexibleWidth|flexibleHeight">' % (a(31), y))
    w('<view class="UINavigationBar" address="%s" frame="0 20; 375 44">' % a(1))
    w(' <view class="_UIBarBackground" address="%s" frame="0 -20; 375 64">' % a(2))
    w('  <view class="UIImageView" address="%s" frame="0 0; 375 64"/>' % a(3))
    w('  <view class="UIImageView" address="%s" frame="0 64; 375 0.5"/>' % a(4))
    w(' </view>')
    w(' <view class="_UINavigationBarContentView" address="%s" frame="0 0; 375 44" '
      'margins="0 16 0 16" layoutEngineHost="YES">' % cv)
    w('  <guide address="%s" identifier="UIViewLayoutMarginsGuide" frame="16 0; 343 44"/>'
      % guides["margins"])
    title_x = (375 - width) / 2
    for role, name, frame in [("back", "BackButtonGuide", "0 0; 16 44"),
                              ("leading", "LeadingBarGuide", "16 0; 32 44"),
                              ("title", "TitleView", "48 0; 279 44"),
                              ("trailing", "TrailingBarGuide", "327 0; 32 44")]:
        w('  <guide address="%s" identifier="%s(%s)" frame="%s"/>'
          % (guides[role], name, key, frame))
    stacks = []
    for side, x, base in [("leading", 16, 11), ("trailing", 327, 16)]:
        stack, adaptor, button, image = a(base), a(base + 1), a(base + 2), a(base + 3)
        stacks.append((side, stack))
        w('  <view class="_UIButtonBarStackView" address="%s" frame="%d 0; 32 44" '
          'translatesAutoresizingMaskIntoConstraints="NO" margins="0 0 0 0" alignment="center" '
          'spacing="8">' % (stack, x))
        w('   <view class="_UITAMICAdaptorView" address="%s" frame="0 6; 32 32" '
          'translatesAutoresizingMaskIntoConstraints="NO">' % adaptor)
        w('    <view class="UIButton" address="%s" frame="0 0; 32 32">' % button)
        w('     <view class="UIImageView" address="%s" frame="4 4; 24 24"/>' % image)
        w('    </view>')
        w('    ' + con(adaptor, "width", constant=32))
        w('    ' + con(adaptor, "height", constant=32))
        w('   </view>')
        w('  </view>')
    label = a(21)
    w('  <view class="UILabel" address="%s" frame="%g 12; %d 20" '
      'translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="%d 20" title="%s"/>'
      % (label, title_x, width, width, title))
    g = guides
    for line in [
        con(label, "leading", g["title"], "leading", relation="greaterThanOrEqual"),
        con(label, "trailing", g["title"], "trailing", relation="lessThanOrEqual"),
        con(label, "centerX", cv, "centerX", priority=999),
        con(label, "centerY", g["title"], "centerY"),
        con(g["back"], "leading", cv, "leading"),
        con(g["back"], "trailing", cv, "leading", relation="greaterThanOrEqual", constant=16),
        con(g["leading"], "leading", g["back"], "trailing"),
        con(g["title"], "leading", g["leading"], "trailing"),
        con(g["trailing"], "leading", g["title"], "trailing"),
        con(g["trailing"], "trailing", cv, "trailing", constant=-16, priority=999),
        con(g["leading"], "width", relation="greaterThanOrEqual"),
        con(g["trailing"], "width", relation="greaterThanOrEqual"),
        con(g["back"], "width", priority=250),
        con(g["leading"], "width", priority=250),
        con(g["trailing"], "width", priority=250),
        con(g["title"], "width", g["margins"], "width", priority=50),
    ] + [con(g[role], edge, cv, edge)
         for role in ["back", "leading", "title", "trailing"] for edge in ["top", "bottom"]
         ] + [con(stack, edge, g[role] if edge in ("leading", "trailing") else cv, edge)
              for (side, stack), role in zip(stacks, ["leading", "trailing"])
              for edge in ["leading", "trailing", "top", "bottom"]]:
        w('  ' + line)
    w(' </view>')
    w('</view>')
    w('</view>')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bars", type=int, default=50)
    bars = parser.parse_args().bars
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<hierarchy format="1" os="11.4" screen="375 812" scale="3" '
           'source="Benchmarks/windowbench/generate.py: %d iOS 11 bars">' % bars,
           '<view class="UIWindow" address="0x7fd0ffffff00" frame="0 0; 375 %d">'
           % (64 * bars)]
    for n in range(bars):
        bar(n, out)
    out += ["</view>", "</hierarchy>", ""]
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
