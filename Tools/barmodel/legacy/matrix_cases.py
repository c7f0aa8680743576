"""The legacy matrix's numbers, typed in by hand (make_matrix.py writes them out). Each fixture's
README gives the arithmetic; docs/navbar/ios7-10.md and ios11-12.md give the rules.

Frames are UIKit's: x from the left edge in the owner's coordinates, right-to-left included.
"""

# kind -> (class, size, title, [(subview class, frame, title)]): the app's custom views
ITEMS = {
    "img30": ("UIButton", (30, 30), None, [("UIImageView", (3, 3, 24, 24), None)]),
    "img24": ("UIButton", (24, 24), None, [("UIImageView", (0, 0, 24, 24), None)]),
    "img17": ("UIButton", (17, 24), None, [("UIImageView", (0, 0, 17, 24), None)]),
    "img40": ("UIButton", (40, 40), None, [("UIImageView", (5, 5, 30, 30), None)]),
    "edit36": ("UIButton", (36, 30), "Edit", [("UIButtonLabel", (2, 5, 32, 20), "Edit")]),
    "done40": ("UIButton", (40, 30), "تم", [("UIButtonLabel", (8, 5, 24, 20), "تم")]),
}

CASES_11_12 = {
    # margin 16 on 320 ASSUMED (docs/navbar/ios11-12.md); one item a side, insets 16 | 16
    "ios11-320-one-item": dict(
        os="11.4", screen=(320, 568), scale=2, bar=(0, 20, 320, 44),
        source="synthetic: iPhone SE, iOS 11, one custom item a side (legacy matrix)",
        views=0x7fa0c1d0a000, guides=0x6000039a0000, constraints=0x6000021a0000,
        guides_frames=dict(margins=(16, 0, 288, 44), bb=(0, 0, 16, 44), lb=(16, 0, 30, 44),
                           tv=(46, 0, 222, 44), tb=(268, 0, 36, 44)),
        stacks=[("leading", (16, 0, 30, 44), [("img30", (0, 7, 30, 30))]),
                ("trailing", (268, 0, 36, 44), [("edit36", (0, 7, 36, 30))])],
        title=("Inbox", (139.5, 12, 41, 20))),
    # 414: margin 20 (the 414 trace, Fixtures/ios12-414-back-button); two items a side,
    # 8 apart (ASSUMED)
    "ios12-414-two-items": dict(
        os="12.1", screen=(414, 896), scale=3, bar=(0, 44, 414, 44),
        source="synthetic: iPhone XS Max, iOS 12, two custom items a side (legacy matrix)",
        views=0x7fa0c1d1a000, guides=0x6000039a1000, constraints=0x6000021a1000,
        guides_frames=dict(margins=(20, 0, 374, 44), bb=(0, 0, 20, 44), lb=(20, 0, 74, 44),
                           tv=(94, 0, 245, 44), tb=(339, 0, 55, 44)),
        stacks=[("leading", (20, 0, 74, 44), [("img30", (0, 7, 30, 30)),
                                             ("edit36", (38, 7, 36, 30))]),
                ("trailing", (339, 0, 55, 44), [("img30", (0, 7, 30, 30)),
                                               ("img17", (38, 10, 17, 24))])],
        title=("Messages", (170, 12, 74, 20))),
    # back button 69 wide (the 414 trace's back button), LeadingBarGuide 6 after it
    "ios12-375-back-one-item": dict(
        os="12.1", screen=(375, 812), scale=3, bar=(0, 44, 375, 44),
        source="synthetic: iPhone XS, iOS 12, back button and one right item (legacy matrix)",
        views=0x7fa0c1d2a000, guides=0x6000039a2000, constraints=0x6000021a2000,
        back=(0, 69),
        guides_frames=dict(margins=(16, 0, 343, 44), bb=(0, 0, 69, 44), lb=(75, 0, 0, 44),
                           tv=(75, 0, 248, 44), tb=(323, 0, 36, 44)),
        stacks=[("trailing", (323, 0, 36, 44), [("edit36", (0, 7, 36, 30))])],
        title=("Profile", (161, 12, 53, 20))),
    "ios11-414-back-two-items": dict(
        os="11.4", screen=(414, 736), scale=3, bar=(0, 20, 414, 44),
        source="synthetic: iPhone 8 Plus, iOS 11, back button and two right items "
               "(legacy matrix)",
        views=0x7fa0c1d3a000, guides=0x6000039a3000, constraints=0x6000021a3000,
        back=(0, 69),
        guides_frames=dict(margins=(20, 0, 374, 44), bb=(0, 0, 69, 44), lb=(75, 0, 0, 44),
                           tv=(75, 0, 245, 44), tb=(320, 0, 74, 44)),
        stacks=[("trailing", (320, 0, 74, 44), [("img30", (0, 7, 30, 30)),
                                               ("edit36", (38, 7, 36, 30))])],
        title=("Photos", (181, 12, 52, 20))),
    # right-to-left: the leading side is on the right
    "ios12-375-rtl-one-item": dict(
        os="12.1", screen=(375, 812), scale=3, bar=(0, 44, 375, 44), rtl=True,
        source="synthetic: iPhone XS, iOS 12, right-to-left, one custom item a side "
               "(legacy matrix)",
        views=0x7fa0c1d4a000, guides=0x6000039a4000, constraints=0x6000021a4000,
        guides_frames=dict(margins=(16, 0, 343, 44), bb=(359, 0, 16, 44), lb=(329, 0, 30, 44),
                           tv=(56, 0, 273, 44), tb=(16, 0, 40, 44)),
        stacks=[("leading", (329, 0, 30, 44), [("img30", (0, 7, 30, 30))]),
                ("trailing", (16, 0, 40, 44), [("done40", (0, 7, 40, 30))])],
        title=("الأصدقاء", (153, 12, 69, 20))),
    "ios11-375-rtl-two-items": dict(
        os="11.4", screen=(375, 667), scale=2, bar=(0, 20, 375, 44), rtl=True,
        source="synthetic: iPhone 8, iOS 11, right-to-left, two custom items a side "
               "(legacy matrix)",
        views=0x7fa0c1d5a000, guides=0x6000039a5000, constraints=0x6000021a5000,
        guides_frames=dict(margins=(16, 0, 343, 44), bb=(359, 0, 16, 44), lb=(285, 0, 74, 44),
                           tv=(65, 0, 220, 44), tb=(16, 0, 49, 44)),
        stacks=[("leading", (285, 0, 74, 44), [("img30", (44, 7, 30, 30)),
                                              ("edit36", (0, 7, 36, 30))]),
                ("trailing", (16, 0, 49, 44), [("img24", (25, 10, 24, 24)),
                                              ("img17", (0, 10, 17, 24))])],
        title=("الرسائل", (159.5, 12, 56, 20))),
    "ios12-414-rtl-back-one-item": dict(
        os="12.1", screen=(414, 896), scale=3, bar=(0, 44, 414, 44), rtl=True,
        source="synthetic: iPhone XS Max, iOS 12, right-to-left, back button and one item "
               "(legacy matrix)",
        views=0x7fa0c1d6a000, guides=0x6000039a6000, constraints=0x6000021a6000,
        back=(345, 69),
        guides_frames=dict(margins=(20, 0, 374, 44), bb=(345, 0, 69, 44), lb=(339, 0, 0, 44),
                           tv=(60, 0, 279, 44), tb=(20, 0, 40, 44)),
        stacks=[("trailing", (20, 0, 40, 44), [("done40", (0, 7, 40, 30))])],
        title=("الإعدادات", (171, 12, 72, 20))),
    "ios12-320-rtl-back-two-items": dict(
        os="12.4", screen=(320, 568), scale=2, bar=(0, 20, 320, 44), rtl=True,
        source="synthetic: iPhone SE, iOS 12, right-to-left, back button and two items "
               "(legacy matrix)",
        views=0x7fa0c1d7a000, guides=0x6000039a7000, constraints=0x6000021a7000,
        back=(251, 69),
        guides_frames=dict(margins=(16, 0, 288, 44), bb=(251, 0, 69, 44), lb=(245, 0, 0, 44),
                           tv=(65, 0, 180, 44), tb=(16, 0, 49, 44)),
        stacks=[("trailing", (16, 0, 49, 44), [("img24", (25, 10, 24, 24)),
                                              ("img17", (0, 10, 17, 24))])],
        title=("الملف", (140, 12, 40, 20))),
}

CASES_7_10 = {
    "ios9-375-one-item": dict(
        os="9.3", screen=(375, 667), scale=2, bar=(0, 20, 375, 44),
        source="synthetic: iPhone 6s, iOS 9, one custom item a side (legacy matrix)",
        views=0x7fb0c1e0a000,
        title=("Inbox", (167, 8, 41, 27)),
        items=[("img40", (16, 2, 40, 40)), ("edit36", (323, 7, 36, 30))]),
    "ios9-375-two-items": dict(
        os="9.3", screen=(375, 667), scale=2, bar=(0, 20, 375, 44),
        source="synthetic: iPhone 6s, iOS 9, two custom items a side (legacy matrix)",
        views=0x7fb0c1e1a000,
        title=("Messages", (150.5, 8, 74, 27)),
        items=[("img40", (16, 2, 40, 40)), ("edit36", (64, 7, 36, 30)),
               ("img30", (291, 7, 30, 30)), ("img30", (329, 7, 30, 30))]),
    "ios9-320-back-one-item": dict(
        os="9.3", screen=(320, 568), scale=2, bar=(0, 20, 320, 44),
        source="synthetic: iPhone SE, iOS 9, back button and one right item (legacy matrix)",
        views=0x7fb0c1e2a000, back=(8, 7.5, 36, 27),
        title=("Inbox", (139.5, 8, 41, 27)),
        items=[("edit36", (268, 7, 36, 30))]),
    "ios9-414-back-two-items": dict(
        os="9.3", screen=(414, 736), scale=3, bar=(0, 20, 414, 44),
        source="synthetic: iPhone 6s Plus, iOS 9, back button and two right items "
               "(legacy matrix)",
        views=0x7fb0c1e3a000, back=(12, 7.66667, 36, 27),
        title=("Photos", (181, 8, 52, 27)),
        items=[("edit36", (320, 7, 36, 30)), ("img30", (364, 7, 30, 30))]),
}
