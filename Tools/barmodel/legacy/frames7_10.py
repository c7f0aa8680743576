"""iOS 7-10: the frame-based bar, rebuilt by arithmetic (docs/navbar/ios7-10.md).

UIKit lays the bar out in UINavigationBar's layoutSubviews: no constraint is involved (sample 49's
trace shows none of the bar's views in the layout engine: no `*`/`+` marker, 49:18-26). The model
takes from a capture what UIKit took from the app — the bar's width, each item view's size, the
title's size, whether a back button is shown — and computes every position:

  leading items   x = margin + fixed(leading), then each next x = previous maxX + gap
  trailing items  maxX = W - margin - fixed(trailing), then each next maxX = previous x - gap
  every item      y = (44 - h) / 2
  title           centred in the bar: x = (W - w) / 2, y = floor((44 - h) / 2); moved into the
                  room between the sides when it does not fit there (ASSUMED, no capture)
  back indicator  (8 11.5; 13 21), alpha 0 when no back button is shown
  back button     x = 8 + 13 + 6 (ASSUMED), y as the title
  right-to-left   the same, mirrored (ASSUMED: no right-to-left capture of these generations)

`fixed` is the width of a fixed-space item before the outermost item of a side (0 when there is
none). Fixed-space items have no view, so a capture cannot show one: where the outermost item is
not at the margin, the model infers the fixed space that puts it there and says so.
"""

import math

import rules
from chrome import BACKGROUNDS, chrome_frames, default_scale, scale_of

LEADING, TRAILING = "leading", "trailing"


def snap(v, scale):
    q = v * scale
    r = math.floor(abs(q) + 0.5 + 1e-9) * (1 if q >= 0 else -1)
    return r / scale


def snap_rect(x, y, w, h, scale):
    x0, y0 = snap(x, scale), snap(y, scale)
    return (x0, y0, snap(x + w, scale) - x0, snap(y + h, scale) - y0)


class Bar:
    """What the model needs of a frame-based bar, read from a capture."""

    def __init__(self, bar, width, scale=None, direction="leftToRight", bar_y=None):
        self.node, self.width = bar, width
        self.scale = scale or scale_of(bar) or default_scale(width)
        self.rtl = direction == "rightToLeft"
        self.bar_y = bar_y if bar_y is not None else rules.STATUS_BAR_PRE_X
        self.margin = rules.margin_7_10(width)
        self.indicator = self.back = self.title = None
        self.items = {LEADING: [], TRAILING: []}
        self.unplaced = []
        for v in bar.children:
            if v.cls in BACKGROUNDS:
                continue
            if v.cls == "_UINavigationBarBackIndicatorView":
                self.indicator = v
            elif v.cls == "UINavigationItemButtonView":
                self.back = v
            elif v.cls == "UINavigationItemView":
                self.title = v
            elif v.frame is None:
                self.unplaced.append(v)
            elif self.title is None and abs(v.frame[0] + v.frame[2] / 2 - width / 2) <= 1 \
                    and v.cls not in ("UINavigationButton",):
                self.title = v  # a custom titleView: centred in the bar
            else:
                self.items[self._side(v)].append(v)
        # outermost first
        for side in (LEADING, TRAILING):
            self.items[side].sort(key=lambda v: self._edge_distance(v, side))
        self.side_margin = {}
        system = rules.system_item_margin_7_10(width)
        for side in (LEADING, TRAILING):
            if system is not None and self.items[side] \
                    and self.items[side][0].cls == "UINavigationButton":
                self.side_margin[side] = system
        self.fixed = {LEADING: 0.0, TRAILING: 0.0}
        self.inferred = {}

    # geometry in the leading-to-trailing axis: u = x (LTR) or W - maxX (RTL)
    def _u(self, frame):
        x, _, w, _ = frame
        return self.width - x - w if self.rtl else x

    def _side(self, v):
        centre = self._u(v.frame) + v.frame[2] / 2
        return LEADING if centre < self.width / 2 else TRAILING

    def _edge_distance(self, v, side):
        u = self._u(v.frame)
        return u if side == LEADING else self.width - (u + v.frame[2])

    def _x(self, u, w):
        return self.width - u - w if self.rtl else u

    @property
    def back_shown(self):
        return self.back is not None and self.back.alpha != 0 and not self.back.hidden

    def infer_fixed_spaces(self):
        """A fixed space before the outermost item of a side, from where that item is recorded."""
        for side in (LEADING, TRAILING):
            if not self.items[side] or (side == LEADING and self.back_shown):
                continue
            d = self._edge_distance(self.items[side][0], side)
            m = self.margin_of(side)
            if abs(d - m) > 1e-9:
                self.fixed[side] = d - m
                self.inferred[side] = d - m
        return self.inferred

    def margin_of(self, side):
        return self.side_margin.get(side, self.margin)

    def layout(self, fixed=None, laid_out=True):
        """address -> frame of every view the model places."""
        fixed = dict(self.fixed, **(fixed or {}))
        W, s = self.width, self.scale
        out = chrome_frames(self.node, W, self.bar_y, s, laid_out)
        lead_end = self.margin_of(LEADING)  # where the leading side's content ends (u axis)
        chevron_u = self.margin - rules.BACK_INDICATOR_INSET_7_10
        if self.indicator is not None:
            w, h = (self.indicator.frame[2:] if self.indicator.frame is not None
                    else rules.BACK_INDICATOR_SIZE_7_10)
            out[self.indicator.address] = snap_rect(self._x(chevron_u, w), (44 - h) / 2, w, h, s)
        if self.back is not None and self.back.frame is not None:
            bw, bh = self.back.frame[2], self.back.frame[3]
            out[self.back.address] = snap_rect(
                self._x(chevron_u, bw), (44 - bh) / 2 - rules.BACK_BUTTON_RAISE_7_10, bw, bh, s)
            if self.back_shown:
                lead_end = chevron_u + bw
        # leading items
        u = self.margin_of(LEADING) + fixed[LEADING]
        if self.back_shown:
            u = lead_end + rules.ITEM_GAP_7_10
        for v in self.items[LEADING]:
            w, h = v.frame[2], v.frame[3]
            out[v.address] = snap_rect(self._x(u, w), (44 - h) / 2, w, h, s)
            u += w + rules.ITEM_GAP_7_10
            lead_end = u - rules.ITEM_GAP_7_10
        # trailing items (u_end: the trailing edge of the next item, in the u axis)
        u_end = W - self.margin_of(TRAILING) - fixed[TRAILING]
        trail_start = W - self.margin_of(TRAILING)
        for v in self.items[TRAILING]:
            w, h = v.frame[2], v.frame[3]
            out[v.address] = snap_rect(self._x(u_end - w, w), (44 - h) / 2, w, h, s)
            trail_start = u_end - w
            u_end -= w + rules.ITEM_GAP_7_10
        if self.title is not None and self.title.frame is not None:
            w, h = self.title.frame[2], self.title.frame[3]
            u = (W - w) / 2
            lo = lead_end + (rules.TITLE_SIDE_GAP_7_10 if self.items[LEADING]
                             else rules.BACK_TITLE_GAP_7_10 if self.back_shown else 0)
            hi = trail_start - (rules.TITLE_SIDE_GAP_7_10 if self.items[TRAILING] else 0)
            if u < lo or u + w > hi:  # ASSUMED: no capture has a crowded title
                if hi - lo >= w:
                    u = lo if u < lo else hi - w
                else:
                    u, w = lo, max(0.0, hi - lo)
            out[self.title.address] = snap_rect(self._x(u, w), math.floor((44 - h) / 2), w, h, s)
        return out

    def given(self):
        """Views whose frames are their own layout, not the bar's (the app's custom views'
        subviews, the title's and back button's labels): kept as recorded."""
        out = {}
        if self.node.frame is not None:
            out[self.node.address] = self.node.frame  # where the navigation controller put it
        owners = [self.title, self.back] + self.items[LEADING] + self.items[TRAILING]
        for o in owners:
            if o is None:
                continue
            for c in o.children:
                for n in c.walk():
                    if n.frame is not None:
                        out[n.address] = n.frame
        return out

    def fixed_space(self, gap, side="auto"):
        """`--patch fixed-space --gap G`: a fixed-space item of width G before the outermost item
        of each side with items (replacing one already there). The leading side is skipped while
        a back button is shown: left bar items replace the back button unless
        leftItemsSupplementBackButton is set (UIKit's documented behaviour)."""
        fixed, warnings = {}, []
        sides = (LEADING, TRAILING) if side in ("auto", "both") else (side,)
        for sd in sides:
            if sd == LEADING and self.back_shown:
                warnings.append("leading side: a back button is shown; a left bar item would "
                                "replace it, skipped")
                continue
            if self.items[sd]:
                fixed[sd] = gap
        return self.layout(fixed), fixed, warnings


def width_of(capture, bar):
    """The bar's width: its frame, else its background's (a walk prints only the bar's
    subviews), else the screen's."""
    if bar.frame is not None:
        return bar.frame[2], bar.frame[1]
    for v in bar.children:
        if v.cls in BACKGROUNDS and v.frame is not None:
            return v.frame[2], None
    if capture.screen:
        return capture.screen[0], None
    return None, None
