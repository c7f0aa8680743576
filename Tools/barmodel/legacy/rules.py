"""Every number the legacy bar model uses, with the capture behind it (docs/navbar/ios7-10.md
and docs/navbar/ios11-12.md give the evidence line by line). `ASSUMED` marks a number no
capture settles: the nearest generation's value, never presented as known. "The 414 trace" and
"the beta" are the bars of Fixtures/ios12-414-back-button and Fixtures/ios11-beta-bar.

Sample line numbers are those of /work/shared/samples/NN-….txt (header included); the fixtures'
input.txt files are the same text without the 4 header lines.
"""

BAR_HEIGHT = 44  # portrait phone bar: 51:6-7 (background 64 = 20 + 44), 01:13 (content view 44)
STATUS_BAR_PRE_X = 20  # 51:6, 51:16 (background y -20 under a 20-pt status bar)

# -- iOS 7-10 --------------------------------------------------------------------------------


def margin_7_10(width):
    """Edge margin of the outermost item. 16 on 320 (51:20, 240 + 64 = 320 - 16) and on 375
    (51:12, 295 + 64 = 375 - 16). 414 and wider: ASSUMED 20, the 414 trace's margin (iOS 12);
    no iOS 7-10 capture of a 414-pt bar."""
    return 20.0 if width >= 414 else 16.0


ITEM_GAP_7_10 = 8.0  # ASSUMED: no capture holds two items on a side; sample 01's
#                      UIButtonBar.minimumInterItemSpaceLayoutGuide is 8 wide (01:24, 01:35)


def system_item_margin_7_10(width):
    """A side whose outermost item is a UINavigationButton (a system item) below 375: 8
    (devices.md 2.4 [DX]; 81:11, 96:6 end 8 from a 320 edge). None elsewhere."""
    return margin_7_10(width) - 8 if width < 375 else None


BACK_INDICATOR_INSET_7_10 = 8.0  # chevron x = margin - 8: 8 below 414 (51, 81, 83, 85, 94), 12
#                                  from 414 (90:10); centred in 44 on the grid, its recorded size
BACK_INDICATOR_SIZE_7_10 = (13.0, 21.0)  # when not printed (51, 81, 90; iOS 7 prints 12.5 x 20.5)
BACK_BUTTON_RAISE_7_10 = 1.0  # back button view at the chevron's x, 1 above centred (81, 85, [QY])
BACK_TITLE_GAP_7_10 = 6.0  # a title pushed by the back button starts 6 after it (85:18)
TITLE_SIDE_GAP_7_10 = 8.0  # ASSUMED: least room kept between the title and an item (no capture
#                            has a title crowded by items)

# -- iOS 11-12 -------------------------------------------------------------------------------


def margin_11_12(width, beta=False):
    """The content view's layout margin. 16 on 375 (01:17, margins guide {{16, 0}, {343, 44}}),
    20 on 414 (the 414 trace: margins guide 20 0; 374 44). 320: ASSUMED 16
    (the iOS 7-10 320-pt bar of 51:16-20). The iOS 11 beta: 12 (the beta's stack at x 12,
    its only capture)."""
    if beta:
        return 12.0
    return 20.0 if width >= 414 else 16.0


EMPTY_SIDE_DELTA = 8.0  # inset = margin - 8 on a side without items: 01:13 (BackButtonGuide 8
#                         wide, no left item), 01:21 (TrailingBarGuide at 367 = 375 - 8),
#                         the 414 trace (TrailingBarGuide at 402 = 414 - 12)
BACK_TO_LEADING = 6.0  # the 414 trace: LeadingBarGuide 75 = BackButtonGuide 69 + 6
STACK_SPACING = 8.0  # ASSUMED for two items in an iOS 11-12 stack: 01:24/01:35 minimum
#                      inter-item space 8; no 11-12 capture holds two items in one stack
BUTTON_BAR_GUIDE_WIDTH = 8.0  # 01:23-25, 01:34-36: each UIButtonBar.* guide {{…}, {8, 0}}
BETA_SPACER = (8.0, 0.0)  # the iOS 11 beta: spacer UIView (0 22; 8 0) first in the stack
