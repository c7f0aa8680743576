"""Tests of the conflict-log tools: python3 -m unittest Tools/conflicts/test_conflicts.py"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import categories  # noqa: E402
import conflictlog  # noqa: E402
import fixtures  # noqa: E402
import geometry  # noqa: E402
import make_fixtures  # noqa: E402
import rule  # noqa: E402
import tree as treemodule  # noqa: E402

SAMPLES = os.environ.get("INSPECT_SAMPLES", "/work/shared/samples")
LOADED = fixtures.load()


class Fixtures(unittest.TestCase):
    def test_31_logged_breaks_each_breaking_a_printed_constraint(self):
        logs = [log for _, _, logs in LOADED for log in logs]
        self.assertEqual(len(logs), 31)
        for log in logs:
            self.assertIn(log.broken.addr, [c.addr for c in log.constraints])
            self.assertEqual(log.broken.text, next(c.text for c in log.constraints
                                                   if c.addr == log.broken.addr))

    def test_tables_are_what_the_fixtures_give(self):
        breaks, constraints = make_fixtures.tables(fixtures.FIXTURES)
        for name, content in (("breaks.tsv", breaks), ("constraints.tsv", constraints)):
            with open(os.path.join(fixtures.FIXTURES, name), encoding="utf-8") as f:
                self.assertEqual(f.read(), content, name)

    @unittest.skipUnless(os.path.isdir(SAMPLES), "no samples directory")
    def test_fixtures_are_the_samples_without_their_header(self):
        for number, name in fixtures.NAMES.items():
            with open(fixtures.sample_path(SAMPLES, number), "rb") as f:
                sample = fixtures.strip_header(f.read())
            with open(os.path.join(fixtures.FIXTURES, name), "rb") as f:
                self.assertEqual(f.read(), sample, name)

    def test_printed_lists_are_sorted_by_identifier_ignoring_case(self):
        for _, _, logs in LOADED:
            for log in logs:
                ids = [c.identifier for c in log.constraints]
                self.assertEqual(ids, sorted(ids, key=str.lower))


class Reader(unittest.TestCase):
    def parse(self, text):
        return conflictlog.parse_constraint(text)

    def test_unary_minus_with_a_space(self):
        c = self.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>")
        self.assertEqual((c.first.attr, c.second, c.constant), ("width", None, -16.0))

    def test_anchor_space_after_the_equation_adds(self):
        c = self.parse("<_UISystemBaselineConstraint:0x1 UIView:0x2.bottom <= UILayoutGuide:0x3"
                       "'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>")
        self.assertEqual((c.relation, c.second.item.label, c.constant), ("<=", "UIViewSafeAreaLayoutGuide", 8.0))

    def test_named_item_resolved_through_names(self):
        c = self.parse("<NSLayoutConstraint:0x1 AddressToolbar.lockIcon.width == 40   (active, names: "
                       "AddressToolbar.lockIcon:0x106c2b2e0 )>")
        self.assertEqual((c.first.item.addr, c.first.item.name, c.first.item.cls),
                         ("0x106c2b2e0", "AddressToolbar.lockIcon", ""))

    def test_snapkit_source_and_identifier_after_mask(self):
        c = self.parse("<SnapKit.LayoutConstraint:0x1@File.swift#19 UILabel:0x2.trailing == "
                       "UIView:0x3.trailing - 16.0>")
        self.assertEqual((c.source, c.constant, categories.library(c)), ("File.swift#19", -16.0, "snapkit"))
        c = self.parse("<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- 'UIView-Encapsulated-Layout-Top' "
                       "UIView:0x2.minY == 0   (active, names: '|':UIWindow:0x3 )>")
        self.assertEqual((c.identifier, c.mask, categories.category(c)),
                         ("UIView-Encapsulated-Layout-Top", "h=-&- v=-&-", "encapsulated"))

    def test_visual_format_bodies(self):
        cases = {
            "H:|-(8)-[UILayoutGuide:0x2'G'](LTR)   (active, names: '|':UIView:0x3 )":
                ("0x2", "leading", "0x3", "leading", 8.0),
            "V:[UIView:0x2]-(9)-|   (active, names: '|':UIView:0x3 )": ("0x3", "bottom", "0x2", "bottom", 9.0),
            "H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x3'Show More']": ("0x3", "leading", "0x2", "trailing", 8.0),
        }
        for body, want in cases.items():
            c = self.parse("<NSLayoutConstraint:0x1 %s>" % body)
            self.assertEqual((c.first.item.addr, c.first.attr, c.second.item.addr, c.second.attr, c.constant), want)
        c = self.parse("<NSLayoutConstraint:0x1 'fittingSizeHTarget' H:[UIView:0x2(0)]>")
        self.assertEqual((c.first.attr, c.second, c.constant, categories.category(c)), ("width", None, 0.0, "fitting"))

    def test_line_prefixes(self):
        for line in ("\t\t/*Unable", "//      Unable", "\t\t\t\t\t//\t\t\t\t\tUnable", "    Unable"):
            self.assertEqual(conflictlog.content(line), "Unable")
        self.assertEqual(conflictlog.content("\t\t<X:0x1 a>*/"), "<X:0x1 a>")


class Geometry(unittest.TestCase):
    def test_a_negative_width_conflicts_only_with_non_negative_sizes(self):
        c = conflictlog.parse_constraint("<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>")
        self.assertTrue(geometry.satisfiable([c]))
        self.assertFalse(geometry.satisfiable([c], nonnegative="views"))


class Rule(unittest.TestCase):
    def test_rate_and_misses(self):
        misses = []
        for name, _, logs in LOADED:
            tree = treemodule.build(logs)
            for log, (predicted, _) in zip(logs, rule.predict_paste(logs, tree)):
                if predicted.addr != log.broken.addr:
                    misses.append("%s/%d" % (name[:2], log.number))
        self.assertEqual(misses, ["10/4", "48/1"])


if __name__ == "__main__":
    unittest.main()
