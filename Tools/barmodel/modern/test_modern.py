"""Unit tests of the iOS 13-26 bar model (python3 -m unittest discover -s
Tools/barmodel/modern -p 'test_*.py'). Inputs are the repository's fixtures."""

import os
import re
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
FIXTURES = os.path.join(HERE, "..", "..", "..", "Fixtures")

import generation  # noqa: E402
import lldbtext  # noqa: E402
import model  # noqa: E402
import patches  # noqa: E402
import rules  # noqa: E402
import solve  # noqa: E402
import tree  # noqa: E402


def fixture(name, file="input.txt"):
    return os.path.join(FIXTURES, name, file)


def read_text(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def roots_of(path):
    return lldbtext.read(lldbtext.strip_header(read_text(path)))


S03 = fixture("sample03-ios14-sheet-cancel-next")
S13 = fixture("sample13-ios17-trailing-stack")
S66 = fixture("sample66-ios13-back-button-push")


class ReaderTests(unittest.TestCase):
    def test_description_keys_and_text(self):
        roots = roots_of(S03)
        nodes = {n.address: n for n in roots[0].walk()}
        cv = nodes["0x107ed4fa0"]
        self.assertEqual(cv.cls, "_UINavigationBarContentView")
        self.assertEqual(cv.frame, (0, 0, 375, 56))
        self.assertEqual(cv.props["layout"], "0x107e1a430")
        self.assertEqual(nodes["0x107df1d90"].props["buttonBar"], "0x283fbc5a0")
        self.assertEqual(nodes["0x107ed0070"].text, "取消")
        self.assertEqual(nodes["0x107d99450"].alpha, 0)
        self.assertEqual(cv.line, 6)

    def test_single_descriptions_are_nested_by_the_bar_grammar(self):
        roots = roots_of(S13)
        self.assertEqual([r.address for r in roots],
                         ["0x7b5000003600", "0x7b500006b000", "0x7b5000061800"])
        buttons = roots[0].children
        self.assertEqual([b.cls for b in buttons], ["_UIButtonBarButton"] * 2)
        self.assertEqual([len(b.children) for b in buttons], [1, 1])
        self.assertEqual(roots[1].children, [])

    def test_scale_from_the_numbers(self):
        self.assertEqual(tree.infer_scale(roots_of(S03)), 2)
        self.assertEqual(tree.infer_scale(roots_of(S13)), 3)
        self.assertEqual(tree.infer_scale(roots_of(S66)), 2)


class GenerationTests(unittest.TestCase):
    def test_container_view_is_ios13_14(self):
        self.assertEqual(generation.recognise(roots_of(S66))[0], "13-14")

    def test_layout_key_is_ios13_or_later(self):
        g, evidence = generation.recognise(roots_of(S03))
        self.assertEqual(g, "13-18")
        self.assertIn("layout=", evidence[0])

    def test_ios15_identifiers(self):
        log = read_text(os.path.join(FIXTURES, "lldb-samples",
                                     "06-conflict-swiftui-backbutton-itemcontentguide-ios15.txt"))
        ids = re.findall(r"'([A-Za-z_][\w-]*)'", log)
        self.assertEqual(generation.recognise([], None, ids)[0], "15-18")

    def test_ios11_guides_are_not_this_model(self):
        g, evidence = generation.recognise([], None, ["LeadingBarGuide(0x109518800)"])
        self.assertIsNone(g)
        self.assertIn("legacy", evidence[0])

    def test_os_wins(self):
        self.assertEqual(generation.recognise(roots_of(S66), "26.1")[0], "26")
        self.assertEqual(generation.recognise(roots_of(S66), "16.4")[0], "15-18")
        self.assertIsNone(generation.recognise(roots_of(S66), "12.1")[0])

    def test_a_content_view_without_keys_tells_nothing(self):
        text = ("<UINavigationBar: 0x1; frame = (0 0; 375 44)>\n"
                "   | <_UINavigationBarContentView: 0x2; frame = (0 0; 375 44)>\n")
        self.assertIsNone(generation.recognise(lldbtext.read(text))[0])


class RulesTests(unittest.TestCase):
    def test_edge_insets(self):
        self.assertEqual(rules.stack_edge_inset(375, "text"), 8)
        self.assertEqual(rules.stack_edge_inset(390, "custom"), 16)
        self.assertEqual(rules.stack_edge_inset(430, "image"), 12)
        self.assertEqual(rules.stack_edge_inset(393, "text", back_button_shown=True), 0)
        self.assertEqual(rules.stack_edge_inset(393, "text", True, leading=False), 8)


class ModelTests(unittest.TestCase):
    def run_model(self, path, **options):
        cap = model.Capture(path, **options)
        rb = cap.rebuild()
        sol = cap.solve(rb)
        return cap, rb, sol, solve.compare(cap.roots, rb, sol, cap.scale)

    def test_sample03_reproduced(self):
        _, _, sol, rows = self.run_model(S03)
        self.assertTrue(all(r.ok for r in rows))
        self.assertEqual(sol.frame("0x107dccc80"), (307, 6, 60, 44))

    def test_a_frame_off_by_a_point_is_reported(self):
        text = read_text(S03).replace("frame = (307 6; 60 44)", "frame = (306 6; 60 44)")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False,
                                         encoding="utf-8") as f:
            f.write(text)
        try:
            _, _, _, rows = self.run_model(f.name)
        finally:
            os.unlink(f.name)
        bad = [r.node.address for r in rows if not r.ok]
        self.assertEqual(bad, ["0x107dccc80"])

    def test_the_mirror_needs_the_direction(self):
        # sample 66 read as right to left puts the back button on the right: nothing fits
        _, _, sol, rows = self.run_model(S66, direction="rightToLeft")
        self.assertEqual(sol.frame("0x7f893fe60390"), (310, 0, 65, 44))
        self.assertFalse(all(r.ok for r in rows))

    def test_stack_without_bar_width_is_left_out(self):
        cap = model.Capture(S13)
        self.assertEqual(cap.bars, [])

    def test_pin_and_shift(self):
        cap, rb, _, _ = self.run_model(S03)
        sol, warnings = model.run_patch(cap, rb, "pin", 10)
        self.assertEqual(warnings, [])
        self.assertEqual(sol.frame("0x107df1d90"), (10, 6, 46, 44))
        self.assertEqual(sol.frame("0x107dccc80"), (305, 6, 60, 44))
        cap, rb, _, _ = self.run_model(S03)
        sol, _ = model.run_patch(cap, rb, "shift", 0)
        self.assertEqual(sol.frame("0x107df1d90"), (0, 6, 46, 44))

    def test_no_stack_in_the_navigation_bar(self):
        cap, rb, _, _ = self.run_model(S66)
        with self.assertRaises(patches.NothingToPatch):
            model.run_patch(cap, rb, "pin", 0)


if __name__ == "__main__":
    unittest.main()
