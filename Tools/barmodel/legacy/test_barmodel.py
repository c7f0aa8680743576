"""Unit tests of the reference bar model: readers, recognition, and that it reports what it
cannot reproduce (a model that cannot fail proves nothing).

    python3 -m unittest discover -s Tools/barmodel/legacy -p 'test_*.py'
"""

import contextlib
import io
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import barmodel  # noqa: E402
import capture as cap  # noqa: E402
from generation import recognise  # noqa: E402

FIXTURES = os.path.join(HERE, "..", "..", "..", "Fixtures")


def fixture(*parts):
    return os.path.join(FIXTURES, *parts)


def run(*argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = barmodel.main(list(argv))
    return status, out.getvalue()


def read(*parts):
    path = fixture(*parts)
    with open(path, encoding="utf-8") as f:
        return cap.read(path, f.read())


class Readers(unittest.TestCase):
    def test_trace_guides_and_owning_frames(self):
        (c,) = read("ios11-375-sample01-trace", "input.txt")
        guides = list(c.guides())
        self.assertEqual(len(guides), 17)
        stacks = c.find("_UIButtonBarStackView")
        self.assertEqual([s.frame for s in stacks], [(16, 0, 44, 44), (342, 0, 17, 44)])
        self.assertEqual(stacks[0].alpha, 0)
        content = c.find("_UINavigationBarContentView")[0]
        self.assertEqual(content.frame, (0, 0, 375, 44))
        self.assertEqual(content.parent.cls, "UINavigationBar")

    def test_flat_nslog_walk_splits_and_nests(self):
        walks = read("ios9-ios10-sample51-nslog", "input.txt")
        self.assertEqual([w.label for w in walks], ["iOS9", "iOS10"])
        bar = walks[0].roots[0]
        self.assertEqual([v.cls for v in bar.children],
                         ["_UIBarBackground", "UINavigationItemView", "UIButton", "UIButton",
                          "_UINavigationBarBackIndicatorView"])
        self.assertEqual(bar.children[0].children[0].frame, (0, 64, 375, 0.5))

    def test_marked_nslog_walk(self):
        walks = read("ios12-375-sample52-nslog", "input.txt")
        self.assertEqual(len(walks), 2)
        bg = walks[0].roots[0].children[0]
        self.assertEqual([v.cls for v in bg.children], ["UIImageView", "UIVisualEffectView"])
        self.assertEqual(len(bg.children[1].children), 2)

    def test_recursive_description_depth_and_keys(self):
        text = ("<UINavigationBar: 0x1; frame = (0 44; 375 44)>\n"
                "   | <_UINavigationBarContentView: 0x2; frame = (0 0; 375 44)> layout=0x9\n"
                "   |    | <UILabel: 0x3; frame = (1 2; 3 4); text = 'A'>\n"
                "   | <UIView: 0x4; frame = (0 0; 1 1)>\n")
        (c,) = cap.read("t.txt", text)
        bar = c.roots[0]
        self.assertEqual([v.address for v in bar.children], ["0x2", "0x4"])
        self.assertEqual(bar.children[0].children[0].title, "A")
        self.assertEqual(c.text_keys, {"layout"})


class Recognition(unittest.TestCase):
    def gen(self, *parts, **kw):
        return recognise(read(*parts)[0], **kw)[0]

    def test_generations(self):
        self.assertEqual(self.gen("ios11-375-sample01-trace", "input.txt"), "ios11-12")
        self.assertEqual(self.gen("ios9-sample49-trace", "input.txt"), "ios7-9")
        self.assertEqual(self.gen("ios12-375-sample52-nslog", "input.txt"), "ios11-12")
        self.assertEqual(self.gen("ios11-beta-bar", "input.frames-only.xml"), "ios11-beta")
        self.assertEqual(self.gen("ios9-375-one-item", "bar.xml"), "ios7-9")

    def test_os_overrides(self):
        self.assertEqual(self.gen("ios9-375-one-item", "bar.xml", os_override="10.3"), "ios10")

    def test_modern_keys(self):
        (c,) = cap.read("t.txt", "<_UINavigationBarContentView: 0x2; frame = (0 0; 375 44)> "
                                 "layout=0x9\n")
        self.assertEqual(recognise(c)[0], "modern")


class Failures(unittest.TestCase):
    def test_a_patched_bar_is_not_reproduced(self):
        # already-patched: the stack pinned at 0, where UIKit's chain puts it at 12
        status, text = run(fixture("already-patched", "input.xml"))
        self.assertEqual(status, 1)
        self.assertIn("DIFFERS _UIButtonBarStackView:0x7fb4d8e13ad0: recorded (0 0; 48 44), "
                      "model (12 0; 48 44)", text)

    def test_a_wrong_expectation_fails(self):
        path = os.path.join(HERE, "_wrong_frames.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write("0x7fb0c1e0a050 -5 2 40 40\n")
        try:
            status, text = run(fixture("ios9-375-one-item", "bar.xml"), "--patch",
                               "fixed-space", "--gap=-20", "--expect", path)
        finally:
            os.remove(path)
        self.assertEqual(status, 1)
        self.assertIn("EXPECTED 0x7fb0c1e0a050 (-5 2; 40 40), model (-4 2; 40 40)", text)

    def test_pin_on_a_frame_based_bar_says_why(self):
        status, text = run(fixture("ios9-375-one-item", "bar.xml"), "--patch", "pin")
        self.assertIn("needs the iOS 11+ guide chain", text)


class Patches(unittest.TestCase):
    def test_pin_skips_the_stack_behind_a_back_button(self):
        status, text = run(fixture("ios12-414-back-button", "input.frames-only.xml"),
                           "--patch", "pin")
        self.assertEqual(status, 0)
        self.assertIn("follows the back button", text)

    def test_fixed_space_on_ios11_changes_nothing(self):
        status, text = run(fixture("ios11-375-left-item", "input.xml"), "--patch",
                           "fixed-space", "--gap=-20")
        self.assertIn("changes nothing on an iOS 11+ bar", text)


if __name__ == "__main__":
    unittest.main()
