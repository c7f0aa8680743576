"""What kind of constraint a printed one is, from what the log shows (docs/conflicts.md).

Categories (one per constraint):
  encapsulated    'UIView-Encapsulated-Layout-*' (a table/collection/navigation container's size)
  autoresizing    NSAutoresizingMaskLayoutConstraint, 'h=… v=…' (translatesAutoresizingMask…)
  fitting         'fittingSizeHTarget' / 'fittingSizeVTarget' (systemLayoutSizeFitting)
  hiding          'UISV-hiding' (a hidden arranged subview of a UIStackView)
  temporary       '_UITemporaryLayoutWidth' / '_UITemporaryLayoutHeight'
  safe-area       'UIViewSafeAreaLayoutGuide-*'
  margin-guide    'UIView-*Margin-guide-constraint'
  content-size    NSContentSizeLayoutConstraint (intrinsic size: hugging, compression)
  layout-support  _UILayoutSupportConstraint (the top and bottom layout guides' lengths)
  prototyping     NSIBPrototypingLayoutConstraint (IB's constraints for a view it placed by frame)
  scroll-guide    _UIScrollViewLayoutGuideConstraint (a scroll view's frame and content guides)
  stack           any other 'UISV-*' (canvas-connection, spacing, alignment, …)
  uikit-named     another identifier UIKit gives its own constraints (BIB_*, CB_*, UINav*,
                  Mask*, UIButtonBar.*): the known prefixes below
  app             everything else: no identifier, or an identifier the app gave; SnapKit
                  and Masonry constraints are app constraints (library column says which)

The first eleven are UIKit's own sizing constraints ("sizing" below): the size or place UIKit
gives a view from outside Auto Layout.
"""

import re

SIZING = ("encapsulated", "autoresizing", "fitting", "hiding", "temporary", "safe-area",
          "margin-guide", "content-size", "layout-support", "prototyping", "scroll-guide")

# The constraint classes UIKit makes itself (an app may copy an identifier, not make these).
# _UISystemBaselineConstraint is not one: an app makes it with the system-spacing anchors.
OWNED_CLASSES = {"NSAutoresizingMaskLayoutConstraint": "autoresizing",
                 "NSContentSizeLayoutConstraint": "content-size",
                 "_UILayoutSupportConstraint": "layout-support",
                 "NSIBPrototypingLayoutConstraint": "prototyping",
                 "_UITemporaryLayoutWidth": "temporary", "_UITemporaryLayoutHeight": "temporary",
                 "_UIScrollViewLayoutGuideConstraint": "scroll-guide"}

# Identifiers seen on UIKit's private constraints in the samples (06, 10). An app may name
# its constraints anything; these prefixes are UIKit's bar-button and navigation-bar ones.
UIKIT_NAMED = re.compile(r"^(BIB_|CB_|TB_|UINav|Mask_|MaskEV_|UIButtonBar\.|UIBarButton|_UI)")


def category(c):
    ident = c.identifier
    if ident.startswith(("UIView-Encapsulated-Layout-", "NSView-Encapsulated-Layout-")):
        return "encapsulated"
    if c.cls in OWNED_CLASSES:
        return OWNED_CLASSES[c.cls]
    if c.mask:
        return "autoresizing"
    if ident in ("fittingSizeHTarget", "fittingSizeVTarget"):
        return "fitting"
    if ident == "UISV-hiding":
        return "hiding"
    if ident.startswith("_UITemporaryLayout"):
        return "temporary"
    if ident.startswith("UIViewSafeAreaLayoutGuide"):
        return "safe-area"
    if re.fullmatch(r"UIView-(left|right|top|bottom|leading|trailing)Margin-guide-constraint", ident):
        return "margin-guide"
    if ident.startswith("UISV-"):
        return "stack"
    if ident and UIKIT_NAMED.match(ident):
        return "uikit-named"
    return "app"


def library(c):
    if c.cls.startswith("SnapKit."):
        return "snapkit"
    if c.cls.startswith("MAS"):
        return "masonry"
    return ""


def is_sizing(c):
    return category(c) in SIZING


AXIS_H = {"left", "leading", "right", "trailing", "centerX", "width", "minX", "midX", "maxX",
          "leftMargin", "leadingMargin", "rightMargin", "trailingMargin", "centerXWithinMargins"}
SIZE_ATTRS = {"width", "height"}


def axis(c):
    return "H" if c.first.attr in AXIS_H else "V"


def attributes(c):
    return [t.attr for t in (c.first, c.second) if t is not None]


def shape(c):
    """'size': only widths/heights (`A.height >= 44`, `A.width == B.width`); 'edge': an
    item's edge to its container's same edge; 'spacing': one item's edge to another's
    opposite edge (`[A]-(8)-[B]`); 'center'; 'other'."""
    attrs = attributes(c)
    if all(a in SIZE_ATTRS for a in attrs):
        return "size"
    if any(a.startswith("center") or a.startswith("mid") for a in attrs):
        return "center"
    if c.second is None:
        return "other"
    a, b = (re.sub("Margin$", "", x) for x in attrs)
    opposite = {("leading", "trailing"), ("trailing", "leading"), ("left", "right"),
                ("right", "left"), ("top", "bottom"), ("bottom", "top")}
    if (a, b) in opposite:
        return "spacing"
    if a == b:
        return "edge"
    return "other"
