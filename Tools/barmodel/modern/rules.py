"""Every number of the iOS 13–26 bar the model uses, in one place, each with the capture that
shows it or the word ASSUMED (docs/navbar/ios13-18.md and docs/navbar/ios26.md give the
evidence line by line). Sample lines are those of ../shared/samples/NN-*.txt (header
included).
"""

# The content view's layout margins: `'UIView-leftMargin-guide-constraint'
# H:|-(8)-[UIViewLayoutMarginsGuide]` (06:17). The right margin is ASSUMED equal.
CONTENT_MARGIN = 8


def item_margin(width):
    """Where the items' visible content starts, from the bar's edge: 16 on the 375 and 390 pt
    bars of 03:11/15 (stack 8 + inset 8) and 13:6/17 (390 - 8 - 97 = 285; 390 - 16 - 97 = 277).
    ASSUMED 20 from 414 pt up (iOS 11-12's margin on 414/428, docs/navbar/ios11-12.md; no iOS 13+ capture
    with items is wider than 390: 04 is 428 but empty). 393 is ASSUMED to be a 16 bar."""
    return 20 if width >= 414 else 16


# The _UIModernBarButton's inset inside its _UIButtonBarButton on the side facing the bar's
# edge (the outer side of the outermost item): 03:13 (leading item, x = 8), 03:17 (trailing
# item, 60 - 52 = 8), 13:14 (43 - 11 - 24 = 8).
EDGE_INSET = 8

# The inset on every other side, by what the button shows: text 0 (03:13 trailing side,
# 46 - 8 - 38 = 0; 03:17 leading side, x = 0), image 11 (13:10 both sides, 46 = 11 + 24 + 11;
# 13:14 leading side). Only 24-pt images are recorded: 11 may as well be the centring of the
# image in a 46-pt button; both readings give the same frames for 24-pt images.
INNER_INSET = {"text": 0, "image": 11}

# UISV-spacing between neighbouring items of a stack: 13:8/12 (54 - 46 = 8).
ITEM_SPACING = 8

# Height of every _UIButtonBarButton and stack: 03:11/12/15/16, 13:6/8/12, 66:15 (all 44).
ITEM_HEIGHT = 44

# 'UINavItemContentGuide-leading' H:[back _UIButtonBarButton]-(6)-[item content guide] (06:14).
BACK_TO_CONTENT = 6

# 'BIB_Trailing_CB_Leading' H:[chevron]-(6)-[title _UIModernBarButton] (06:11); 66:16/19 agree
# (chevron 8 + 13 = 21, title at 27).
CHEVRON_TO_TITLE = 6

# 'BIB_Leading_Leading': the chevron's offset in the back button. iOS 15: 0 (06:31,
# H:|-(0)-[_UIModernBarButton]); iOS 13-14: 8 (66:15-16: button at 0, chevron at 8).
CHEVRON_INSET = {"13-14": 8, "15-18": 0, "13-18": 0, "26": 0}

# ASSUMED: the leading stack starts at the item content guide when a back button is shown (no
# capture has both; iOS 11-12's LeadingBarGuide starts 6 after the back button and the stack
# on it, docs/navbar/ios11-12.md, which 'UINavItemContentGuide-leading' (06:14) repeats).
LEADING_STACK_AFTER_BACK = 0

# ASSUMED: the title's distance to the items when it is crowded (no capture crowds it).
TITLE_CLEARANCE = 0


def stack_edge_inset(width, outermost_kind, back_button_shown=False, leading=True):
    """The constant of a stack's edge constraint to the item content guide: the stack's outer
    edge from the bar's edge. A system button brings its own 8-pt inset (its content lands on
    the item margin); a custom view (_UITAMICAdaptorView) has none (13:17/19: 16 from the
    edge on a 390 bar)."""
    if leading and back_button_shown:
        return LEADING_STACK_AFTER_BACK
    m = item_margin(width)
    return m if outermost_kind == "custom" else m - EDGE_INSET


# "13-18": an iOS 13+ bar that shows nothing of the back button's variant.
GENERATIONS = ("13-14", "15-18", "13-18", "26")
