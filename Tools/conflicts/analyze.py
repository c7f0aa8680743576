#!/usr/bin/env python3
"""The hypotheses docs/conflicts.md weighs, each scored on the 31 logged breaks.

    python3 Tools/conflicts/analyze.py [addresses|orders|selections|parts|categories|sets]

addresses   per log, where the broken constraint's address ranks in the printed set
orders      "the constraint whose addition fails" when the set is added in an order (kiwi)
selections  simple choices (first/last printed, lowest/highest address, inequality first …)
parts       per log, the fewest parts of rule.py that still predict it
categories  how often each category is printed and broken
sets        conflict, minimality and implicit constraints per log (sets.py)
"""

import itertools
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import categories  # noqa: E402
import fixtures  # noqa: E402
import geometry  # noqa: E402
import rule  # noqa: E402
import sets  # noqa: E402
import tree as treemodule  # noqa: E402


def every_log():
    for name, _, logs in fixtures.load():
        tree = treemodule.build(logs)
        for log in logs:
            yield name[:2], log, tree


def region(addr):
    return int(addr, 16) >> 32


def addresses():
    counts = {"highest": 0, "lowest": 0, "region highest": 0, "region lowest": 0}
    for num, log, _ in every_log():
        values = sorted(int(c.addr, 16) for c in log.constraints)
        broken = int(log.broken.addr, 16)
        same = sorted(int(c.addr, 16) for c in log.constraints
                      if region(c.addr) == region(log.broken.addr))
        rank, rrank = values.index(broken) + 1, same.index(broken) + 1
        counts["highest"] += rank == len(values) and len(values) > 1
        counts["lowest"] += rank == 1 and len(values) > 1
        counts["region highest"] += rrank == len(same) and len(same) > 1
        counts["region lowest"] += rrank == 1 and len(same) > 1
        print("%s/%d  rank %2d of %2d   in its region %2d of %2d" % (num, log.number, rank, len(values),
                                                                   rrank, len(same)))
    multi = sum(1 for _, log, _ in every_log() if len(log.constraints) > 1)
    print("of %d logs with more than one constraint: %s" % (multi, counts))


def implicit(log, tree):
    """The implicit level sets.py finds, as keyword arguments for geometry."""
    a = sets.analyse(log.constraints, tree)
    return dict(nonnegative=sets.level_items(log.constraints, a["level"]), margins=a["margins"],
                parents=sets.parents_from(tree))


def sizing_first(order, never=categories.SIZING):
    return sorted(order, key=lambda c: categories.category(c) not in never)


ORDERS = [
    ("print order (today's inspect)", lambda log, tree: list(log.constraints)),
    ("reverse print order", lambda log, tree: list(reversed(log.constraints))),
    ("address ascending (allocation)", lambda log, tree: sorted(log.constraints, key=lambda c: int(c.addr, 16))),
    ("address descending", lambda log, tree: sorted(log.constraints, key=lambda c: -int(c.addr, 16))),
    ("tree top-down by owner, then print", lambda log, tree: sorted(
        log.constraints, key=lambda c: tree.install_depth(c))),
    ("tree bottom-up by owner, then print", lambda log, tree: sorted(
        log.constraints, key=lambda c: -tree.install_depth(c))),
    ("UIKit sizing first, then print", lambda log, tree: sizing_first(log.constraints)),
    ("UIKit sizing first, then address", lambda log, tree: sizing_first(
        sorted(log.constraints, key=lambda c: int(c.addr, 16)))),
    ("UIKit sizing first, then tree top-down", lambda log, tree: sizing_first(sorted(
        log.constraints, key=lambda c: tree.install_depth(c)))),
    ("the rule as an add order (rule.keys ascending)", lambda log, tree: sizing_first(sorted(
        log.constraints, key=lambda c: rule.keys(tree, c, log.constraints.index(c)),
    ), rule.NEVER_BROKEN)),
]


def orders():
    for label, make in ORDERS:
        hits, fails = 0, []
        for num, log, tree in every_log():
            ordered = make(log, tree)
            index = geometry.first_failing(ordered, **implicit(log, tree))
            got = ordered[index].addr if index is not None else None
            hits += got == log.broken.addr
            if got != log.broken.addr:
                fails.append("%s/%d" % (num, log.number))
        print("%-48s %2d/31   misses: %s" % (label, hits, " ".join(fails)))


def candidates(log):
    return [c for c in log.constraints if categories.category(c) not in rule.NEVER_BROKEN] or log.constraints


SELECTIONS = [
    ("first printed", lambda log: log.constraints[0]),
    ("last printed", lambda log: log.constraints[-1]),
    ("first printed, not sizing", lambda log: candidates(log)[0]),
    ("last printed, not sizing", lambda log: candidates(log)[-1]),
    ("lowest address", lambda log: min(log.constraints, key=lambda c: int(c.addr, 16))),
    ("highest address", lambda log: max(log.constraints, key=lambda c: int(c.addr, 16))),
    ("lowest address, not sizing", lambda log: min(candidates(log), key=lambda c: int(c.addr, 16))),
    ("highest address, not sizing", lambda log: max(candidates(log), key=lambda c: int(c.addr, 16))),
    ("an inequality, else first printed, not sizing", lambda log: max(
        candidates(log), key=lambda c: (c.relation != "==", -log.constraints.index(c)))),
    ("an app constraint (no identifier), else first", lambda log: max(
        candidates(log), key=lambda c: (categories.category(c) == "app", -log.constraints.index(c)))),
]


def selections():
    for label, pick in SELECTIONS:
        fails = [("%s/%d" % (num, log.number)) for num, log, _ in every_log()
                 if pick(log).addr != log.broken.addr]
        print("%-48s %2d/31   misses: %s" % (label, 31 - len(fails), " ".join(fails)))
    again = [(num, log) for num, log, _ in every_log()]
    seen, applies, held = {}, 0, 0
    for num, log in again:
        earlier = seen.setdefault(num, set())
        if earlier & {c.addr for c in log.constraints}:
            applies += 1
            held += log.broken.addr in earlier
        earlier.add(log.broken.addr)
    print("a constraint broken in an earlier log of the paste is printed again in %d logs; "
          "broken again in %d" % (applies, held))


def parts():
    """For each log, the fewest of parts 2-4 that single out UIKit's choice with no help from
    print order (part 1 always applies); 'print order' when no subset does."""
    full = rule.keys
    for num, log, tree in every_log():
        cands = candidates(log)
        found = None
        for size in range(0, 4):
            for subset in itertools.combinations((0, 1, 2), size):
                ranked = [tuple(full(tree, c, log.constraints.index(c))[k] for k in subset)
                          for c in cands]
                top = [c for c, k in zip(cands, ranked) if k == max(ranked)]
                if len(top) == 1 and top[0].addr == log.broken.addr:
                    found = subset
                    break
            if found is not None:
                break
        predicted, part = rule.predict(log.constraints, tree)
        hit = predicted.addr == log.broken.addr
        if found is None:
            text = "print order (part 5)" if hit else "missed"
        else:
            text = ", ".join(rule.PARTS[k + 1] for k in found) or "part 1 alone"
        print("%s/%d  %s" % (num, log.number, text))


def category_counts():
    printed, broken = {}, {}
    for _, log, _ in every_log():
        for c in log.constraints:
            cat = categories.category(c)
            printed[cat] = printed.get(cat, 0) + 1
        cat = categories.category(log.broken)
        broken[cat] = broken.get(cat, 0) + 1
    logs_with = {}
    for _, log, _ in every_log():
        for cat in {categories.category(c) for c in log.constraints}:
            logs_with[cat] = logs_with.get(cat, 0) + 1
    for cat in sorted(printed):
        print("%-14s printed %3d times in %2d logs, broken %2d times" % (
            cat, printed[cat], logs_with[cat], broken.get(cat, 0)))


def set_report():
    for num, log, tree in every_log():
        a = sets.analyse(log.constraints, tree)
        if a["unsatisfiable"] and a["level"] != "views+guides":
            kw = dict(nonnegative=sets.level_items(log.constraints, "views+guides"),
                      margins=a["margins"], parents=sets.parents_from(tree))
            found = geometry.minimal_sets(log.constraints, **kw)
            inside = set(i for m in found or [] for i in m)
            outside = [c.addr for i, c in enumerate(log.constraints) if i not in inside]
            if outside:
                print("%s/%d  with every guide's size >= 0 too, in no minimal set: %s" % (
                    num, log.number, ",".join(outside)))
        print("%s/%d  %-16s margins=%-11s minimal=%-5s outside=%s needs>=0: %s" % (
            num, log.number, a["level"] if a["unsatisfiable"] else "SATISFIABLE", a["margins"],
            a["minimal"], ",".join(c.addr for c in a["outside"]) or "-",
            ",".join("%s:%s" % (i.cls or i.name, i.key) for i in a["needed"]) or "-"))


def main():
    what = sys.argv[1:] or ["addresses", "orders", "selections", "parts", "categories", "sets"]
    table = {"addresses": addresses, "orders": orders, "selections": selections, "parts": parts,
             "categories": category_counts, "sets": set_report}
    for name in what:
        print("== %s" % name)
        table[name]()
        print()


if __name__ == "__main__":
    main()
