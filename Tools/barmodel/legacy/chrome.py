"""The bar's frame-based chrome, both generations: background, its hairline and effect views,
the iOS 11-12 content view, large-title and prompt views (docs/navbar/ios7-10.md "Background",
docs/navbar/ios11-12.md "Chrome"). Every view here is frame-based: UIKit sets these frames in
the bar's layoutSubviews, so the model computes them by arithmetic.
"""

from rules import BAR_HEIGHT, STATUS_BAR_PRE_X

BACKGROUNDS = {"_UIBarBackground", "_UINavigationBarBackground"}


def default_scale(width):
    """Pixel grid when the capture does not say: ASSUMED from the phones of the era
    (320/375-pt phones 2x, 414-pt phones 3x); the 0.5 hairline of 51:7/51:17 agrees."""
    return 3.0 if width >= 414 else 2.0


def scale_of(bar):
    """The pixel grid a capture shows: 1 / the hairline's recorded height (51:7 0.5 -> 2,
    52:8 0.333333 -> 3), else None."""
    for v in bar.children:
        if v.cls in BACKGROUNDS:
            for c in v.children:
                if c.cls == "UIImageView" and c.frame is not None and 0 < c.frame[3] <= 1.0:
                    return float(round(1.0 / c.frame[3]))
    return None


def hairline_height(scale):
    return 1.0 / scale  # 51:7 (0.5 at 2x), 52:8 (0.333333 at 3x)


def chrome_frames(bar, width, bar_y, scale, laid_out=True):
    """address -> frame for the chrome views found under `bar` (direct subviews and the
    background's subtree). `bar_y`: the bar's y in its superview (the status bar above it).
    `laid_out` False: the bar has not had its first layout pass (sample 52): the background is
    still the bar's own bounds and the large-title/prompt views are empty."""
    out = {}
    top = bar_y if laid_out else 0.0
    bg_h = BAR_HEIGHT + top
    for v in bar.children:
        if v.cls in BACKGROUNDS:
            # 51:6, 51:16 (0 -20; W 64) laid out; 52:7, 52:25 (0 0; 375 44) before layout
            out[v.address] = (0.0, -top, width, bg_h)
            for c in v.children:
                if c.cls == "UIImageView" and _is_hairline(c, v):
                    # 51:7, 51:17 (0 64; W 0.5); 52:8, 52:26 (0 44; 375 0.333333)
                    out[c.address] = (0.0, bg_h, width, hairline_height(scale))
                else:
                    # the backdrop / effect view / background image fills the background:
                    # 52:9-11 (UIVisualEffectView and its two subviews, 0 0; 375 44)
                    _fill(c, width, bg_h, out)
        elif v.cls == "_UINavigationBarContentView":
            out[v.address] = (0.0, 0.0, width, BAR_HEIGHT)  # 01:13 owningView, 52:16, 52:31
        elif v.cls in ("_UINavigationBarLargeTitleView", "_UINavigationBarModernPromptView") \
                and (not laid_out or v.hidden or v.alpha == 0):
            # 52:13-14, 52:19, 52:28-29, 52:34: hidden and empty when not used
            _fill(v, 0.0, 0.0, out)
    return out


def _is_hairline(view, background):
    """The shadow image view: the last UIImageView of the background, or one whose recorded
    height is at most a point."""
    if view.frame is not None:
        return view.frame[3] <= 1.0
    images = [c for c in background.children if c.cls == "UIImageView"]
    return len(images) > 0 and images[-1] is view


def _fill(view, w, h, out):
    out[view.address] = (0.0, 0.0, w, h)
    for c in view.children:
        _fill(c, w, h, out)
