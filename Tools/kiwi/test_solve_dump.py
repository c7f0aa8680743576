"""Unit tests of solve_dump.py (python3 -m unittest Tools/kiwi/test_solve_dump.py)."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import solve_dump as sd  # noqa: E402

HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'


def system(body, direction="leftToRight", scale=2, edits=()):
    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as f:
        f.write(HEAD + f'<hierarchy format="1" scale="{scale}" direction="{direction}">'
                + body + "</hierarchy>")
    s = sd.System(f.name)
    for e in edits:
        sd.apply_edit(s, e)
    s.solve()
    os.unlink(f.name)
    return s


def frame(s, address):
    return s.frame_of(s.items[address])


BAR = '''<view class="Bar" address="bar" frame="0 20; 100 44">
  <view class="Stack" address="a" frame="0 0; 0 0" translatesAutoresizingMaskIntoConstraints="NO"/>
  <view class="V" address="b" translatesAutoresizingMaskIntoConstraints="NO"/>
  <constraint address="c1" first="a" firstAttribute="leading" second="bar" secondAttribute="leading" constant="10"/>
  <constraint address="c2" first="a" firstAttribute="width" constant="20"/>
  <constraint address="c3" first="a" firstAttribute="top" second="bar" secondAttribute="top"/>
  <constraint address="c4" first="a" firstAttribute="height" constant="44"/>
  <constraint address="c5" first="b" firstAttribute="leading" second="a" secondAttribute="trailing" constant="8"/>
  <constraint address="c6" first="b" firstAttribute="width" constant="5"/>
  <constraint address="c7" first="b" firstAttribute="top" second="bar" secondAttribute="top"/>
  <constraint address="c8" first="b" firstAttribute="height" constant="4"/>
</view>'''


class SolveDumpTests(unittest.TestCase):
    def test_frames_are_in_owner_coordinates(self):
        s = system(BAR)
        self.assertEqual(frame(s, "bar"), (0, 20, 100, 44))
        self.assertEqual(frame(s, "a"), (10, 0, 20, 44))
        self.assertEqual(frame(s, "b"), (38, 0, 5, 4))

    def test_right_to_left_mirrors_leading_and_trailing(self):
        s = system(BAR, direction="rightToLeft")
        # a.leading == bar.leading + 10: a's right edge 10 from the bar's right edge
        self.assertEqual(frame(s, "a"), (70, 0, 20, 44))
        # b.leading == a.trailing + 8: b ends 8 left of where a starts
        self.assertEqual(frame(s, "b"), (57, 0, 5, 4))

    def test_edits_remove_add_and_constant(self):
        s = system(BAR, edits=[["remove", "c1"], ["add", "a.trailing == bar.trailing - 0"]])
        self.assertEqual(frame(s, "a"), (80, 0, 20, 44))
        s = system(BAR, edits=[["constant", "c5", "-8"]])
        self.assertEqual(frame(s, "b"), (22, 0, 5, 4))

    def test_required_conflict_is_broken_and_reported(self):
        s = system(BAR, edits=[["add", "a.leading == bar.leading + 30"]])
        self.assertEqual(len(s.broken), 1)
        self.assertTrue(s.broken[0].startswith("added:1"))
        self.assertEqual(frame(s, "a"), (10, 0, 20, 44))  # the first constraint holds

    def test_margins_guide_and_intrinsic_size(self):
        s = system('''<view class="V" address="v" frame="0 0; 100 50" margins="1 2 3 4">
          <guide address="g" identifier="UIViewLayoutMarginsGuide"/>
          <view class="L" address="l" translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="30 10"/>
          <constraint address="k1" first="l" firstAttribute="leading" second="v" secondAttribute="leadingMargin"/>
          <constraint address="k2" first="l" firstAttribute="top" second="g" secondAttribute="top"/>
        </view>''')
        self.assertEqual(frame(s, "g"), (2, 1, 94, 46))
        self.assertEqual(frame(s, "l"), (2, 1, 30, 10))

    def test_generated_stack_constraints(self):
        s = system('''<view class="UIStackView" address="s" frame="0 0; 100 40" alignment="center" spacing="6">
          <view class="A" address="a" translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="10 10"/>
          <view class="B" address="b" translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="20 20" hugging="251 250"/>
        </view>''')
        # fill: the lower hugging (a) stretches: 100 - 6 - 20 = 74
        self.assertEqual(frame(s, "a"), (0, 15, 74, 10))
        self.assertEqual(frame(s, "b"), (80, 10, 20, 20))

    def test_pixel_snapping_half_away_from_zero(self):
        self.assertEqual(sd.snap(0.25, 2), 0.5)
        self.assertEqual(sd.snap(-0.25, 2), -0.5)
        self.assertEqual(sd.snap(0.2, 2), 0)
        self.assertAlmostEqual(sd.snap(153.5, 3), 153.66667, places=5)

    def test_expect_file_reports_a_difference(self):
        here = os.path.dirname(os.path.abspath(__file__))
        dump = os.path.join(here, "..", "..", "Fixtures", "ios11-375-left-item", "input.xml")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("# kiwi: remove 0x600002139480\n"
                    "# kiwi: add 0x113b5df90.leading == 0x11890ff60.leading + 0\n"
                    "0x113b5df90 0 0 44 44\n0x1c01a1dc0 44 0 324 44\n")
        self.assertEqual(sd.main([dump, "--quiet", "--expect", f.name]), 1)
        os.unlink(f.name)

    def test_an_ambiguous_item_is_found(self):
        s = system(BAR.replace('<constraint address="c6" first="b" firstAttribute="width" constant="5"/>',
                               '<constraint address="c6" first="b" firstAttribute="width" relation="greaterThanOrEqual" constant="5"/>'
                               '<constraint address="c9" first="b" firstAttribute="trailing" relation="lessThanOrEqual" second="bar" secondAttribute="trailing"/>'))
        # b's width may be anything in 5…62: nothing prefers one value
        self.assertEqual(s.moves_freely(s.items["b"]), ["width"])
        self.assertEqual(s.moves_freely(s.items["a"]), [])


if __name__ == "__main__":
    unittest.main()
