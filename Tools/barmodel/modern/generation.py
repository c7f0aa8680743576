"""Which bar generation a capture shows (docs/navbar/ios13-18.md, "Recognising the
generation"). Returns one of rules.GENERATIONS, or None with the reason when the capture is not
an iOS 13+ bar (iOS 7-12 bars are Tools/barmodel/legacy's) or shows nothing that decides.
"""

import re

# iOS 26 class names. No capture in the repository shows them (issue 9 names them); a paste
# that holds one is recognised, but the model does not know their constraints.
_IOS26 = re.compile(r"NavigationButtonBar|ItemWrapperView|ButtonWrapper")

# iOS 15 identifiers and classes (06:11-17, 06:50-52).
_IOS15_IDS = ("UINavigationBarItemContentLayoutGuide", "UINavItemContentGuide-", "BIB_",
              "CB_Trailing", "Mask_", "MaskEV_", "UINav_static_button_horiz_position")
_IOS15_CLASSES = ("_UIBackButtonMaskView",)

# iOS 13-14: the back button's title sits in a _UIBackButtonContainerView (66:18).
_IOS13_CLASSES = ("_UIBackButtonContainerView",)

# iOS 7-12 markers (for saying "not this model's"): the iOS 11-12 bar guides (01:13-21) and
# the frame-based bar's item views (49, 51).
_LEGACY_IDS = ("BackButtonGuide(", "LeadingBarGuide(", "TrailingBarGuide(", "TitleView(")
_LEGACY_CLASSES = ("UINavigationItemView", "UINavigationItemButtonView", "UINavigationButton",
                   "_UINavigationBarBackIndicatorView", "_UINavigationBarBackground")


def major(os_text):
    try:
        return int(str(os_text).split(".")[0])
    except ValueError:
        return None


def from_os(version):
    if version is None:
        return None
    if version >= 26:
        return "26"
    if version >= 15:
        return "15-18"
    if version >= 13:
        return "13-14"
    return None


def recognise(roots, os_text=None, identifiers=()):
    """(generation, evidence): `os_text` is --os or the dump's `os` (it wins); `identifiers`
    are guide and constraint identifiers the capture holds (XML input, conflict logs)."""
    evidence = []
    if os_text is not None:
        g = from_os(major(os_text))
        if g is None:
            return None, [f"os {os_text}: not an iOS 13+ bar (Tools/barmodel/legacy)"]
        return g, [f"os {os_text}"]
    nodes = [n for r in roots for n in r.walk()]
    classes = {n.cls for n in nodes}
    for n in nodes:
        if _IOS26.search(n.cls):
            return "26", [f"line {n.line}: {n.cls} (iOS 26 class name)"]
    ids = list(identifiers)
    legacy = [i for i in ids if i.startswith(_LEGACY_IDS)] + \
        [c for c in classes if c in _LEGACY_CLASSES]
    found15 = [i for i in ids if i.startswith(_IOS15_IDS)] + \
        [c for c in classes if c in _IOS15_CLASSES]
    if found15:
        return "15-18", [f"{found15[0]} (06)"]
    for n in nodes:
        if n.cls in _IOS13_CLASSES:
            return "13-14", [f"line {n.line}: {n.cls} (66:18)"]
    if legacy:
        return None, [f"{legacy[0]}: an iOS 7-12 bar (Tools/barmodel/legacy)"]
    for n in nodes:
        if n.cls == "_UINavigationBarContentView" and "layout" in n.props:
            # not printed on iOS 11 (01:13) nor 12 (52:16)
            evidence.append(f"line {n.line}: _UINavigationBarContentView layout= (03:10, 04:20)")
        if n.cls == "_UIButtonBarStackView" and "buttonBar" in n.props:
            # not printed on iOS 11 (01:23)
            evidence.append(f"line {n.line}: _UIButtonBarStackView buttonBar= (03:11, 13:6)")
        if n.cls == "_UIBarBackgroundShadowView":
            # iOS 12 and the 13/14 bar of 66 draw the hairline with a UIImageView (52:8, 66:7)
            evidence.append(f"line {n.line}: _UIBarBackgroundShadowView (03:8, 04:18)")
    if evidence:
        # 13-18: nothing tells 13-14 from 15-18 (they differ only in the back button, whose
        # constraints the model then takes from 15-18, the generation 06 prints)
        strength = ("layout=", "buttonBar=", "_UIBarBackgroundShadowView")
        evidence.sort(key=lambda e: next(i for i, k in enumerate(strength) if k in e))
        return "13-18", evidence[:1]
    return None, ["nothing in the capture tells the generation: say --os"]
