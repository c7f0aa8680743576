#!/usr/bin/env python3
"""Writes the generated window LargeWindowTests lays out (Tests/LayoutTests/LargeWindowTests.swift,
GeneratedWindow): a UIWindow holding ROWS rows as a table, each row a container pinned to the
window (48 high, 4 apart) holding a label with an intrinsic size (100 × 20), a fixed-size
button (44 × 44, its height at 750) and a stack view of two items (generated `UISV-*`
constraints, spacing 8, centred). 334 rows are 2,005 views. No frame is recorded but the
window's, so `inspect layout` reports every frame it computes and compares none.

    python3 Benchmarks/layoutbench/generate.py [--rows 334] > /tmp/window.xml
"""
import argparse


def constraint(first, first_attribute, relation, second=None, second_attribute=None,
               constant=0, priority=None):
    text = f'<constraint first="{first}" firstAttribute="{first_attribute}"'
    if relation != "equal":
        text += f' relation="{relation}"'
    if second is not None:
        text += f' second="{second}" secondAttribute="{second_attribute}"'
    if constant:
        text += f' constant="{constant:g}"'
    if priority is not None:
        text += f' priority="{priority:g}"'
    return text + "/>"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=334)
    rows = parser.parse_args().rows
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<hierarchy format="1" scale="3" source="Benchmarks/layoutbench/generate.py">',
           f'  <view class="UIWindow" address="window" frame="0 0; 375 {rows * 52}">']
    window_constraints = []
    for row in range(rows):
        r = f"row{row}"
        out.append(f'    <view class="UIView" address="{r}" '
                   'translatesAutoresizingMaskIntoConstraints="NO">')
        out.append(f'      <view class="UILabel" address="{r}.label" '
                   'translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="100 20"/>')
        out.append(f'      <view class="UIButton" address="{r}.button" '
                   'translatesAutoresizingMaskIntoConstraints="NO">')
        out.append("        " + constraint(f"{r}.button", "width", "equal", constant=44))
        out.append("        " + constraint(f"{r}.button", "height", "equal", constant=44,
                                           priority=750))
        out.append("      </view>")
        out.append(f'      <view class="UIStackView" address="{r}.stack" '
                   'translatesAutoresizingMaskIntoConstraints="NO" alignment="center" '
                   'spacing="8">')
        out.append(f'        <view class="UIView" address="{r}.a" '
                   'translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="20 20"/>')
        out.append(f'        <view class="UIView" address="{r}.b" '
                   'translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="30 10"/>')
        out.append("      </view>")
        for line in [
            constraint(f"{r}.label", "leading", "equal", r, "leading", 16),
            constraint(f"{r}.label", "centerY", "equal", r, "centerY"),
            constraint(f"{r}.button", "trailing", "equal", r, "trailing", -16),
            constraint(f"{r}.button", "centerY", "equal", r, "centerY"),
            constraint(f"{r}.stack", "leading", "equal", f"{r}.label", "trailing", 8),
            constraint(f"{r}.stack", "trailing", "lessThanOrEqual", f"{r}.button", "leading", -8),
            constraint(f"{r}.stack", "centerY", "equal", r, "centerY"),
        ]:
            out.append("      " + line)
        out.append("    </view>")
        window_constraints += [
            constraint(r, "leading", "equal", "window", "leading", 8),
            constraint(r, "trailing", "equal", "window", "trailing", -8),
            constraint(r, "height", "equal", constant=48),
            constraint(r, "top", "equal", "window", "top") if row == 0
            else constraint(r, "top", "equal", f"row{row - 1}", "bottom", 4),
        ]
    out += ["    " + line for line in window_constraints]
    out += ["  </view>", "</hierarchy>"]
    print("\n".join(out))


if __name__ == "__main__":
    main()
