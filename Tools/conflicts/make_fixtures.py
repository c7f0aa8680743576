#!/usr/bin/env python3
"""Writes Fixtures/conflict-logs: the logs cut from the samples, breaks.tsv, constraints.tsv.

    python3 Tools/conflicts/make_fixtures.py --samples /work/shared/samples   # (re)write
    python3 Tools/conflicts/make_fixtures.py --check                          # compare

--check rebuilds the tables from the fixture logs in the repository (no samples needed) and
exits 1 when a table differs from what is committed.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import categories  # noqa: E402
import fixtures  # noqa: E402
import rule  # noqa: E402
import sets  # noqa: E402
import textforms  # noqa: E402
import tree as treemodule  # noqa: E402

NOTES = {
    ("06", 1): "three logs 7 ms apart; a conflict only if the item content guide's width is >= 0",
    ("06", 2): "same engine as log 1; 'BIB_Trailing_CB_Leading' (broken in log 1) is gone",
    ("06", 3): "same engine; the tree of UIView/_UIBackButtonMaskView is guessed",
    ("10", 1): "'(Note: …NSAutoresizingMaskLayoutConstraints…)' preamble line; minimal only if the "
    "margins guide's height may be negative (else 'UIButtonBar.maximumAlignmentSize' is in no "
    "minimal set); UIKit breaks a margin-guide constraint",
    ("10", 2): "a conflict only if the '_UILayoutSpacer' height is >= 0 (the margins guide's may "
    "be negative); stack 0x151e1f560 again in logs 4 and 5",
    ("10", 3): "a third button-bar stack view; margin-guide constraint broken",
    ("10", 4): "same stack as log 2; the canvas connection broken in log 2 is gone",
    ("10", 5): "same stack as logs 2 and 4; margin-guide constraint broken",
    ("20", 1): "syslog prefix 'Mar  4 18:25:38 host SpringBoard[pid]:'; the whole log one tab "
    "deeper; 'H:[View(0)]' width; no '(active)'; a conflict for margins >= -4 (not printed)",
    ("40", 1): "the header says the excerpt stops inside a second log: the file holds one log "
    "and its trailer; the broken pin's partner 'height == 0' is an app constraint",
    ("42", 1): "the paste opens with the previous log's trailer (lines 1-2); one constraint "
    "'width == - 16' (a space after the minus), a conflict only because widths are >= 0",
    ("44", 1): "inside '/* … */': '/*' opens on the preamble line, '*/' follows the broken "
    "constraint; a conflict only if the root view's top margin (not printed) is not 20",
    ("46", 1): "'/*' alone on line 1; this log has no NSLog line, the next one has",
    ("46", 2): "'*/' follows the broken constraint; a conflict only if the top margin is not 20",
    ("48", 1): "46 constraints; every line prefixed by 5 tabs, '//', 5 tabs; blank lines are "
    "'//' alone",
    ("54", 1): "the paste opens with the previous log's trailer; 4 spaces before every line",
    ("56", 1): "'[LayoutConstraints]' with no NSLog prefix; identifier after the autoresizing "
    "mask; 'UIView-Encapsulated-Layout-Top' is in no minimal set unless the label's superview "
    "(not printed) is the window",
    ("58", 1): "satisfiable as printed ('>= 48' against '== 48'): UIKit prints 6 significant "
    "digits, the encapsulated height was presumably just under 48",
    ("60", 1): "no preamble, no trailer: the author's prose before and after the list",
    ("64", 1): "every line '//' + 28 spaces; SnapKit '@UIHommyS.swift#594' after the address; "
    "'1094.3333333333333' printed in full",
    ("70", 1): "iOS 8: one-line preamble, '(Names: …)', no '(active)'; a Markdown fence '```' "
    "between the broken constraint and the trailer",
    ("72", 1): "no blank line between ')' and 'Will attempt'; no trailer",
    ("74", 1): "first of 5 logs; the bar's own engine ('_UITemporaryLayout*')",
    ("74", 3): "two '[MC]' console lines follow the trailer",
    ("74", 4): "the window's engine; 'height >= 44', broken in log 2, is broken again; "
    "'NSLayoutAnchorConstraintSpace(8)' after the equation must mean '+ 8' for it to take part",
    ("74", 5): "the window's engine; the pin broken in log 3 is broken again; a 'Reveal Server' "
    "line follows",
    ("76", 1): "the paste opens with the previous log's trailer",
    ("78", 1): "items printed by accessibility identifier: 'AddressToolbar.lockIcon.width', the "
    "address only in '(active, names: AddressToolbar.lockIcon:0x106c2b2e0 )'",
    ("80", 1): "SnapKit '@SyncModeSectionSeparator.swift#17'; constants '+ 16.0'/'- 16.0'; the "
    "header speaks of a truncated next log: the file ends with this log's trailer",
}

BREAKS_HEADER = ("file", "log", "line", "broken_address", "broken_text", "printed",
                 "broken_position", "categories", "list_complete", "conflict", "minimal",
                 "outside_minimal", "needs_nonnegative", "rule_address", "rule_part", "rule_hit",
                 "flags", "notes")
CONSTRAINTS_HEADER = ("file", "log", "position", "line", "address", "class", "identifier",
                      "category", "library", "source", "relation", "priority", "first_item",
                      "first_class", "first_attribute", "second_item", "second_class",
                      "second_attribute", "multiplier", "constant", "shape", "installed_on",
                      "install_depth", "shallowest_item_depth", "edge", "in_minimal_set",
                      "broken", "text")


def number(value):
    """As UIKit printed it where it printed digits: 1094.3333333333333, 116.333, -16."""
    return "%d" % value if value == int(value) else repr(value)


def conflict_text(analysis):
    if not analysis["unsatisfiable"]:
        return "satisfiable-as-printed"
    text = analysis["level"]
    if analysis["margins"] == 0:
        text += ";margins=0"
    return text


def rows_for(name, text, logs):
    lines = text.split("\n")
    tree = treemodule.build(logs)
    predictions = rule.predict_paste(logs, tree)
    breaks, constraints = [], []
    for n, log in enumerate(logs):
        begin = 0 if n == 0 else logs[n - 1].will_line + 1
        end = len(lines) if n + 1 == len(logs) else logs[n + 1].will_line - len(logs[n + 1].lines) + 1
        analysis = sets.analyse(log.constraints, tree)
        in_sets = set(i for s in analysis["sets"] or [] for i in s)
        predicted, part = predictions[n]
        position = [c.addr for c in log.constraints].index(log.broken.addr) + 1
        breaks.append((
            name, str(log.number), str(log.will_line), log.broken.addr, log.broken.text,
            str(len(log.constraints)), str(position),
            ",".join(categories.category(c) for c in log.constraints),
            "yes", conflict_text(analysis),
            "yes" if analysis["minimal"] else ("unknown" if analysis["sets"] is None else "no"),
            ",".join(c.addr for c in analysis["outside"]),
            ",".join(i.key for i in analysis["needed"]),
            predicted.addr, str(part), "yes" if predicted.addr == log.broken.addr else "no",
            ",".join(textforms.flags(log, lines, begin, end)),
            NOTES.get((name[:2], log.number), ""),
        ))
        for i, c in enumerate(log.constraints):
            first, second = c.first, c.second
            constraints.append((
                name, str(log.number), str(i + 1), str(log.list_open_line + 1 + i), c.addr, c.cls,
                c.identifier, categories.category(c), categories.library(c), c.source,
                c.relation, number(c.priority), first.item.key, first.item.cls or first.item.name,
                first.attr, second.item.key if second else "",
                (second.item.cls or second.item.name) if second else "",
                second.attr if second else "", number(second.coefficient) if second else "",
                number(c.constant), categories.shape(c), tree.installed_on(c) or "",
                str(tree.install_depth(c)), str(rule.shallowest_item_depth(tree, c)),
                {1: "far", -1: "near"}.get(rule.edge_rank(c), ""),
                "yes" if i in in_sets else "no",
                "yes" if c.addr == log.broken.addr else "no", c.text,
            ))
    return breaks, constraints


def tsv(header, rows):
    for row in rows:
        for cell in row:
            assert "\t" not in cell and "\n" not in cell, cell
    return "".join("\t".join(r) + "\n" for r in [header] + rows)


def tables(directory):
    breaks, constraints = [], []
    for name, text, logs in fixtures.load(directory):
        b, c = rows_for(name, text, logs)
        breaks += b
        constraints += c
    return tsv(BREAKS_HEADER, breaks), tsv(CONSTRAINTS_HEADER, constraints)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", help="copy the logs from this samples directory first")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    directory = fixtures.FIXTURES
    if args.samples and not args.check:
        os.makedirs(directory, exist_ok=True)
        for num, name in fixtures.NAMES.items():
            with open(fixtures.sample_path(args.samples, num), "rb") as f:
                data = fixtures.strip_header(f.read())
            with open(os.path.join(directory, name), "wb") as f:
                f.write(data)
    outputs = dict(zip(("breaks.tsv", "constraints.tsv"), tables(directory)))
    status = 0
    for filename, content in outputs.items():
        path = os.path.join(directory, filename)
        if args.check:
            with open(path, encoding="utf-8") as f:
                if f.read() != content:
                    print("%s: differs from what the fixtures give" % path, file=sys.stderr)
                    status = 1
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(content)
    return status


if __name__ == "__main__":
    sys.exit(main())
