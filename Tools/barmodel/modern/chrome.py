"""The frame-based parts around an iOS 13-26 bar's content view: UIKit sets them by frame
arithmetic (autoresizing), not Auto Layout. Each rule returns the frame UIKit gives a view, from
its bar's frame, with the capture lines that show it (docs/navbar/ios13-18.md, "Chrome").
Views of a bar that no rule covers are taken as given.
"""


def hairline(scale):
    """One pixel: 66:7 (0.5 at 2x), 04:18 (0.333333 at 3x)."""
    return 1 / scale


def rules(bar, scale):
    """{address: frame} for the chrome of `bar` (a Bar of anatomy.py)."""
    out = {}
    if bar.root is None:
        return out
    W, H = bar.root.frame[2], bar.root.frame[3]
    y = bar.root.frame[1]
    for child in bar.root.children:
        if child.cls == "_UIBarBackground":
            if bar.kind == "navigation":
                # up to the top of the screen: 03:6 (0 0; 375 56) for a bar at y 0 in its
                # sheet, 04:15 (0 -47; 428 91), 66:6 (0 -20; 375 64)
                bg = (0, -y, W, H + y)
            else:
                bg = (0, 0, W, H)  # a toolbar's: 66:25
            out[child.address] = bg
            _background(child, bg, bar.kind, scale, out)
        elif child is bar.content:
            out[child.address] = (0, 0, W, H)  # 03:10, 04:20, 66:14, 66:30
    return out


def _fill(node, w, h, out):
    out[node.address] = (0, 0, w, h)


def _background(bg_node, bg, kind, scale, out):
    Wb, Hb = bg[2], bg[3]
    for c in bg_node.children:
        if c.cls == "UIImageView":
            if c.frame is not None and c.frame[3] < 2:
                # the hairline: under a navigation bar (66:7), over a toolbar (66:26)
                px = hairline(scale)
                out[c.address] = (0, Hb, Wb, px) if kind == "navigation" else (0, -px, Wb, px)
            else:
                _fill(c, Wb, Hb, out)  # the background image view: 03:7
        elif c.cls == "UIVisualEffectView":
            _fill(c, Wb, Hb, out)  # 04:16, 66:8, 66:27
            for e in c.children:
                _fill(e, Wb, Hb, out)  # autoresize W+H: 04:17, 66:9-10, 66:28-29
        elif c.cls == "_UIBarBackgroundShadowView":
            # below the background; its height is the appearance's: 0 in 03:8 (no shadow),
            # one pixel in 04:18, so it is taken from the capture
            h = c.frame[3] if c.frame is not None else hairline(scale)
            out[c.address] = (0, Hb, Wb, h)
            for e in c.children:
                _fill(e, Wb, h, out)  # autoresize W+H: 03:9, 04:19
