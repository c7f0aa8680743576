#!/usr/bin/env python3
"""Predicts UIKit's broken constraint on every logged break, the answer hidden.

    python3 Tools/conflicts/predict.py              # per log: predicted vs UIKit, the rate
    python3 Tools/conflicts/predict.py --ablation   # the rate without each part of the rule

The prediction reads only the printed lists (rule.py); the "Will attempt to recover by
breaking constraint" line is read afterwards, to score. docs/conflicts.md explains the rule.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import categories  # noqa: E402
import fixtures  # noqa: E402
import rule  # noqa: E402
import tree as treemodule  # noqa: E402


def short(c):
    label = c.identifier or c.body
    return "%s %s" % (c.addr, label if len(label) < 58 else label[:55] + "...")


def run(keys=None, tree_steps=None, verbose=False):
    """Hits out of all logs; `keys` replaces rule.keys, `tree_steps` the tree's passes."""
    saved_keys, saved_build = rule.keys, treemodule.build
    if keys:
        rule.keys = keys
    hits = total = 0
    parts = {}
    try:
        for name, _, logs in fixtures.load():
            tree = build_tree(logs, tree_steps)
            for log, (predicted, part) in zip(logs, rule.predict_paste(logs, tree)):
                total += 1
                hit = predicted.addr == log.broken.addr  # the answer, read only now
                hits += hit
                parts.setdefault(part, [0, 0])[0 if hit else 1] += 1
                if verbose:
                    print("%-40s %d  %s  part %d" % (name, log.number, "hit " if hit else "MISS", part))
                    print("    predicted %s" % short(predicted))
                    if not hit:
                        print("    UIKit     %s" % short(log.broken))
    finally:
        rule.keys, treemodule.build = saved_keys, saved_build
    return hits, total, parts


def build_tree(logs, steps):
    if steps is None:
        return treemodule.build(logs)
    tree = treemodule.Tree()
    constraints = [c for log in logs for c in log.constraints]
    for step in steps:
        while any([step(tree, c) for c in constraints]):
            pass
    return tree


def ablations():
    full = rule.keys

    def without(position):
        return lambda tree, c, index: tuple(
            k for n, k in enumerate(full(tree, c, index)) if n != position
        )

    variants = [
        ("the rule (parts 1-6)", None, None),
        ("without part 2 (installed deepest)", without(0), None),
        ("without part 3 (shallowest item deepest)", without(1), None),
        ("without parts 2 and 3", lambda t, c, i: full(t, c, i)[2:], None),
        ("without part 4 (far edge first, near edge last)", without(2), None),
        ("part 4 as: spacing, far edge, other, near edge", lambda t, c, i: full(t, c, i)[:2] + (
            2 if categories.shape(c) == "spacing" else rule.edge_rank(c), -i), None),
        ("part 6 reversed (last printed)", lambda t, c, i: full(t, c, i)[:3] + (i,), None),
        ("tree: shown facts only", None, [treemodule._shown]),
        ("tree: shown and implied facts", None, [treemodule._shown, treemodule._implied]),
        ("tree: no guessed superviews (siblings kept)", None,
         [treemodule._shown, treemodule._implied, treemodule._siblings]),
    ]
    for label, keys, steps in variants:
        hits, total, _ = run(keys, steps)
        print("%-52s %2d/%d" % (label, hits, total))
    print()
    never = rule.NEVER_BROKEN
    rule.NEVER_BROKEN = ()
    hits, total, _ = run()
    rule.NEVER_BROKEN = never
    print("%-52s %2d/%d" % ("without part 1 (sizing constraints are candidates)", hits, total))
    saved = rule.NEVER_BROKEN
    rule.NEVER_BROKEN = tuple(categories.SIZING)
    hits, total, _ = run()
    rule.NEVER_BROKEN = saved
    print("%-52s %2d/%d" % ("part 1 also excluding margin-guide constraints", hits, total))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ablation", action="store_true", help="the rate without each part")
    args = parser.parse_args()
    if args.ablation:
        ablations()
        return 0
    hits, total, parts = run(verbose=True)
    print()
    for part in sorted(parts):
        right, wrong = parts[part]
        print("decided by part %s: %d hit, %d missed" % (rule.PARTS[part - 1], right, wrong))
    print("rate with the answers hidden: %d/%d = %.0f %%" % (hits, total, 100.0 * hits / total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
