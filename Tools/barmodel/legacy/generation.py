"""Which bar generation a capture shows (docs/navbar/ios7-10.md and ios11-12.md, "Recognising").

Order of evidence: `--os` (overrides), then the classes and guide names present, then the dump's
`os`. Returns (generation, reasons): generation is one of
  "ios7-9"    frame-based bar, `_UINavigationBarBackground`
  "ios10"     frame-based bar, `_UIBarBackground` beside `UINavigationItemView`
  "ios11-beta" the guide chain with a spacer `UIView` first in a `_UIButtonBarStackView`
  "ios11-12"  the guide chain (`_UINavigationBarContentView`, `BackButtonGuide(0x…)`, …)
  "modern"    iOS 13 and later (not modelled here: Tools/barmodel/modern)
  None        no navigation bar recognised.
"""

LEGACY_ITEM_CLASSES = {"UINavigationItemView", "UINavigationItemButtonView", "UINavigationButton",
                       "_UINavigationBarBackIndicatorView"}
MODERN_CLASSES = {"_UIBackButtonContainerView", "_UINavigationBarTitleControl",
                  "_UIBackButtonMaskView"}
CHAIN_GUIDES = ("BackButtonGuide(", "LeadingBarGuide(", "TitleView(", "TrailingBarGuide(")
MODERN_GUIDES = ("UINavItemContentGuide", "UINavigationBarItemContentLayoutGuide")


def major(os_text):
    try:
        return int(str(os_text).split(".")[0])
    except (TypeError, ValueError):
        return None


def by_os(version):
    m = major(version)
    if m is None:
        return None
    if 7 <= m <= 9:
        return "ios7-9"
    if m == 10:
        return "ios10"
    if m in (11, 12):
        return "ios11-12"
    if m >= 13:
        return "modern"
    return None


def is_beta_spacer(node):
    """The iOS 11 beta's spacer: a plain `UIView` 8 wide and 0 tall in a stack
    (docs/navbar/ios11-12.md)."""
    f = node.frame
    return (node.cls == "UIView" and node.parent is not None
            and node.parent.cls == "_UIButtonBarStackView" and not node.children
            and f is not None and f[2] == 8 and f[3] == 0)


def recognise(capture, os_override=None):
    reasons = []
    if os_override:
        g = by_os(os_override)
        reasons.append(f"--os {os_override}")
        return g, reasons
    classes = {n.cls for n in capture.nodes()}
    guides = [g.identifier or "" for g in capture.guides()]
    if capture.text_keys:
        reasons.append("descriptions carry " + ", ".join(sorted(k + "=" for k in
                                                                  capture.text_keys)))
        return "modern", reasons
    modern = classes & MODERN_CLASSES
    if modern or any(g.startswith(MODERN_GUIDES) for g in guides):
        reasons.append("iOS 13+ classes or guides: " + ", ".join(sorted(modern) or ["guides"]))
        return "modern", reasons
    if "_UINavigationBarContentView" in classes or any(g.startswith(CHAIN_GUIDES) for g in guides):
        reasons.append("_UINavigationBarContentView / bar guides: the iOS 11-12 guide chain")
        if any(is_beta_spacer(n) for n in capture.nodes()):
            reasons.append("a spacer UIView (8 x 0) first in a _UIButtonBarStackView: iOS 11 beta")
            return "ios11-beta", reasons
        g = by_os(capture.os)
        if g == "modern":
            reasons.append(f"the dump says os {capture.os}")
            return "modern", reasons
        return "ios11-12", reasons
    legacy = classes & LEGACY_ITEM_CLASSES
    if legacy or "_UINavigationBarBackground" in classes:
        reasons.append("frame-based bar classes: " + ", ".join(sorted(legacy)))
        if "_UINavigationBarBackground" in classes:
            reasons.append("_UINavigationBarBackground: iOS 7-9")
            return "ios7-9", reasons
        if "_UIBarBackground" in classes:
            reasons.append("_UIBarBackground beside the frame-based items: iOS 10")
            return "ios10", reasons
        g = by_os(capture.os)
        return (g if g in ("ios7-9", "ios10") else "ios7-9"), reasons
    g = by_os(capture.os)
    if g:
        reasons.append(f"only the dump's os {capture.os}")
    return g, reasons


def family(generation):
    return {"ios7-9": "7-10", "ios10": "7-10", "ios11-12": "11-12",
            "ios11-beta": "11-12"}.get(generation)
