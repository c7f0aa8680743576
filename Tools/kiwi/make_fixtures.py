#!/usr/bin/env python3
"""Writes Fixtures/<bar case>/input.xml for the ten bar fixtures of docs/contributing.md#fixtures.

    python3 Tools/kiwi/make_fixtures.py [FIXTURES_DIR]

Every frame below is typed in by hand: from sample 01's layoutFrames and owningView
descriptions, from docs/navbar/ios11-12.md's 414-pt and iOS 11 beta numbers, or (where no capture gives a
frame) chosen to agree with the constraints; each fixture's README says which is which.
Nothing here solves a layout; solve_dump.py (kiwisolver) checks the result.
"""

import os
import sys

from dumpkit import Addresses, Guide, View, constraint, num, rect, write_dump

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "..", "Fixtures")


class Bar:
    """One dump under construction: names → addresses, and the constraint address heap."""

    def __init__(self, start):
        self.names = {}
        self.heap = Addresses(start)

    def name(self, item):
        self.names[item.name] = item.address
        return item

    def view(self, parent, name, cls, address, frame=None, **attrs):
        v = View(name, cls, address, frame, **attrs)
        self.name(v)
        if parent is not None:
            parent.add(v)
        return v

    def guide(self, owner, name, address, identifier, frame=None, **k):
        g = owner.guide(name, address, identifier, frame, **k)
        self.name(g)
        return g

    def hold(self, holder, *specs, address=None, origin=None):
        for spec in specs:
            holder.constraints.append(
                constraint(spec, self.names, self.heap, address=address, origin=origin))
            address = None


def navigation_bar(b, bar_addr, bar_frame, bg_addr, bg_frame, bg_images, cv_addr, width,
                   margin, mg_addr, hairline=0.33333):
    bar = b.view(None, "bar", "UINavigationBar", bar_addr, bar_frame)
    bg = b.view(bar, "background", "_UIBarBackground", bg_addr, bg_frame)
    for i, a in enumerate(bg_images):
        # the background image view and the shadow image view, frame-based
        fr = (0, 0, bg_frame[2], bg_frame[3]) if i == 0 else (0, bg_frame[3], bg_frame[2], hairline)
        b.view(bg, f"bgimage{i}", "UIImageView", a, fr)
    cv = b.view(bar, "cv", "_UINavigationBarContentView", cv_addr, (0, 0, width, 44),
                margins=f"0 {num(margin)} 0 {num(margin)}", layoutEngineHost="YES")
    return bar, cv


def guide_set(b, cv, suffix, addrs, frames, tag=""):
    """The four bar guides of one navigation item; names bbg/lbg/tv/tbg + tag."""
    ids = ["BackButtonGuide", "LeadingBarGuide", "TitleView", "TrailingBarGuide"]
    for key, ident, a, fr in zip(["bbg", "lbg", "tv", "tbg"], ids, addrs, frames):
        b.guide(cv, key + tag, a, f"{ident}({suffix})", fr)


def chain(b, cv, inset_leading, inset_trailing, back_button=False, tag="", bbg_trailing_addr=None,
          without_bbg_trailing=False):
    """docs/navbar/ios11-12.md's guide chain for one guide set, held by the content view."""
    t = tag
    b.hold(cv, f"bbg{t}.leading == cv.leading")
    if not without_bbg_trailing:
        b.hold(cv, f"bbg{t}.trailing >= cv.leading + {num(inset_leading)}",
               address=bbg_trailing_addr)
    b.hold(cv,
           f"bbg{t}.width == 0 @250",
           f"lbg{t}.leading == bbg{t}.trailing" + (" + 6" if back_button else ""),
           f"tv{t}.leading == lbg{t}.trailing",
           f"tbg{t}.leading == tv{t}.trailing",
           f"tbg{t}.trailing == cv.trailing - {num(inset_trailing)} @999",
           f"lbg{t}.width >= 0",
           f"tbg{t}.width >= 0",
           f"lbg{t}.width == 0 @250",
           f"tbg{t}.width == 0 @250",
           f"tv{t}.width == mg.width @50")
    for g in ["bbg", "lbg", "tv", "tbg"]:
        b.hold(cv, f"{g}{t}.top == cv.top", f"{g}{t}.bottom == cv.bottom")


def tie_stack(b, cv, stack, guide, leading_addr=None):
    b.hold(cv, f"{stack}.leading == {guide}.leading", address=leading_addr)
    b.hold(cv, f"{stack}.trailing == {guide}.trailing",
           f"{stack}.top == cv.top", f"{stack}.bottom == cv.bottom")


def button_bar_stack(b, cv, name, addr, frame, guide_addrs, guide_x, spacing, alpha=None,
                     explicit=True):
    """A _UIButtonBarStackView with its UIButtonBar.* guides and margins guide (sample 01)."""
    attrs = dict(translatesAutoresizingMaskIntoConstraints="NO", margins="0 0 0 0",
                 alignment="center")
    if spacing:
        attrs["spacing"] = num(spacing)  # 0 is the default: not written, as the writer does
    if explicit:
        attrs["layoutMarginsRelativeArrangement"] = "YES"
    if alpha is not None:
        attrs["alpha"] = num(alpha)
    sv = b.view(cv, name, "_UIButtonBarStackView", addr, frame, **attrs)
    flex, inter_item, inter_group, margins = guide_addrs
    b.guide(sv, name + "_flex", flex, "UIButtonBar.flexibleSpaceEqualSizeLayoutGuide",
            (guide_x, 0, 8, 0), ambiguous="minX minY width height")
    b.guide(sv, name + "_item", inter_item, "UIButtonBar.minimumInterItemSpaceLayoutGuide",
            (guide_x, 0, 8, 0), ambiguous="minX minY height")
    b.guide(sv, name + "_group", inter_group, "UIButtonBar.minimumInterGroupSpaceLayoutGuide",
            (guide_x, 0, 8, 0), ambiguous="minX minY height")
    b.guide(sv, name + "_mg", margins, "UIViewLayoutMarginsGuide", (0, 0, frame[2], frame[3]))
    return sv


def stack_guide_widths(b, sv):
    b.hold(sv, f"{sv.name}_item.width == 8", f"{sv.name}_group.width == 8")


def explicit_uisv(b, sv, items, spacing, spanner_addr):
    """UIKit's UISV-* constraints of a horizontal, fill, centre-aligned stack whose arranged
    subviews are laid out relative to its layout margins (as sample 10's stacks are)."""
    mg = sv.name + "_mg"
    sp = sv.name + "_spanner"
    h = sv.frame_h
    b.guide(sv, sp, spanner_addr, "UISV-alignment-spanner", (0, 0, 0, h), cls="_UILayoutSpacer")
    b.hold(sv, f"{mg}.leading == {items[0]}.leading 'UISV-canvas-connection'",
           f"{items[-1]}.trailing == {mg}.trailing 'UISV-canvas-connection'")
    for a, c in zip(items, items[1:]):
        b.hold(sv, f"{c}.leading == {a}.trailing + {num(spacing)} 'UISV-spacing'")
    b.hold(sv, f"{mg}.centerY == {items[0]}.centerY 'UISV-canvas-connection'")
    for c in items[1:]:
        b.hold(sv, f"{items[0]}.centerY == {c}.centerY 'UISV-alignment'")
    b.hold(sv, f"{mg}.top == {sp}.top 'UISV-canvas-connection'",
           f"{mg}.bottom == {sp}.bottom 'UISV-canvas-connection'")
    for c in items:
        b.hold(sv, f"{sp}.top <= {c}.top 'UISV-spanning-boundary'",
               f"{sp}.bottom >= {c}.bottom 'UISV-spanning-boundary'")
    b.hold(sv, f"{sp}.height == 0 @51 'UISV-spanning-fit'",
           f"{sp}.width == 0 @25 'UISV-ambiguity-suppression'",
           f"{sp}.leading == {mg}.leading @25 'UISV-ambiguity-suppression'")


def adaptor(b, sv, name, addr, frame, custom_cls, custom_addr, title=None, image=None,
            label=None):
    """A _UITAMICAdaptorView exactly as large as its frame-based custom view."""
    w, h = frame[2], frame[3]
    ad = b.view(sv, name, "_UITAMICAdaptorView", addr, frame,
                translatesAutoresizingMaskIntoConstraints="NO")
    extra = {"title": title} if title else {}
    cus = b.view(ad, name + "_custom", custom_cls, custom_addr, (0, 0, w, h), **extra)
    if image:
        b.view(cus, name + "_image", "UIImageView", image[0], image[1])
    if label:
        b.view(cus, name + "_label", "UIButtonLabel", label[0], label[1], title=title)
    b.hold(ad, f"{name}.width == {num(w)}", f"{name}.height == {num(h)}")
    return ad


def title_label(b, cv, name, addr, frame, text, tv, holder=None):
    """The title: a UILabel centred in the bar, kept inside the TitleView guide."""
    b.view(cv if holder is None else holder, name, "UILabel", addr, frame,
           translatesAutoresizingMaskIntoConstraints="NO",
           intrinsicSize=f"{num(frame[2])} {num(frame[3])}", title=text)
    b.hold(cv, f"{name}.leading >= {tv}.leading", f"{name}.trailing <= {tv}.trailing",
           f"{name}.centerX == cv.centerX @999", f"{name}.centerY == {tv}.centerY")


def _frame_h(view, h):
    view.frame_h = h
    return view


# ---------------------------------------------------------------------------------------------
# Sample 01 (_autolayoutTrace, 375-pt iPhone X, iOS 11 era), addresses as in the capture.

S01 = dict(
    bar="0x11890f1b0", bg="0x11890f470", bgimg=["0x11890f6d0", "0x11890f900"],
    cv="0x11890ff60", mg="0x1d09bce00",
    set1="0x109518800", set1_guides=["0x1c01a1500", "0x1c01a1ce0", "0x1c01a1dc0", "0x1c01a1ea0"],
    set2="0x11890ee00", set2_guides=["0x1d09bd260", "0x1d09bd0a0", "0x1d09bcfc0", "0x1d09bcee0"],
    lstack="0x113b5df90", lstack_guides=["0x1d41a86c0", "0x1d41a87a0", "0x1d41a6040", "0x1d41a85e0"],
    ladaptor="0x113bba900", lbutton="0x10940abb0", limage="0x113bbc9a0", llabel="0x113bbcd00",
    rstack="0x1189125f0", rstack_guides=["0x1d09bc2a0", "0x1d09bf560", "0x1d09be4c0", "0x1d09bc1c0"],
    radaptor="0x11892c6f0", rbutton="0x10860c7c0", rimage="0x118905300",
    title1_wrapper="0x1092be070", title1="0x113bba2e0", title2="0x1092d6100",
)
HIER_S01 = {"format": "1", "os": "11.4", "screen": "375 812", "scale": "3",
            "source": "sample 01: _autolayoutTrace of a navigation bar mid-push (iPhone X)"}

SET1_FRAMES = [(0, 0, 16, 44), (16, 0, 44, 44), (60, 0, 307, 44), (367, 0, 0, 44)]
SET2_FRAMES = [(0, 0, 8, 44), (8, 0, 0, 44), (8, 0, 334, 44), (342, 0, 17, 44)]


def s01_base(b, margin=16):
    bar, cv = navigation_bar(b, S01["bar"], (0, 44, 375, 44), S01["bg"], (0, -44, 375, 88),
                             S01["bgimg"], S01["cv"], 375, margin, S01["mg"])
    return bar, cv


def s01_left_stack(b, cv):
    sv = _frame_h(button_bar_stack(b, cv, "lstack", S01["lstack"], (16, 0, 44, 44),
                                   S01["lstack_guides"], -16, 8, alpha=0), 44)
    adaptor(b, sv, "ladaptor", S01["ladaptor"], (0, 0, 44, 44), "UIButton", S01["lbutton"],
            title=" 返回", image=(S01["limage"], (0, 12, 13, 20)),
            label=(S01["llabel"], (13, 12, 31, 20)))
    stack_guide_widths(b, sv)
    explicit_uisv(b, sv, ["ladaptor"], 8, "0x600003a6c1a0")
    return sv


def s01_right_stack(b, cv):
    sv = _frame_h(button_bar_stack(b, cv, "rstack", S01["rstack"], (342, 0, 17, 44),
                                   S01["rstack_guides"], -342, 8), 44)
    adaptor(b, sv, "radaptor", S01["radaptor"], (0, 10, 17, 24), "UIButton", S01["rbutton"],
            image=(S01["rimage"], (0, 0, 17, 24)))
    stack_guide_widths(b, sv)
    explicit_uisv(b, sv, ["radaptor"], 8, "0x600003a6d3e0")
    return sv


def ios11_375_left_item(pin_kept_guide=False):
    # 0x600002139400 and 0x600002139480 are docs/format.md's example addresses for these two
    b = Bar(0x60000212c000)
    bar, cv = s01_base(b)
    b.guide(cv, "mg", S01["mg"], "UIViewLayoutMarginsGuide", (16, 0, 343, 44))
    guide_set(b, cv, S01["set1"], S01["set1_guides"], SET1_FRAMES)
    s01_left_stack(b, cv)
    chain(b, cv, 16, 8, bbg_trailing_addr="0x600002139480")
    tie_stack(b, cv, "lstack", "lbg", leading_addr="0x600002139400")
    title_label(b, cv, "title", S01["title1"], (153, 12, 69, 20), "添加好友", "tv")
    if pin_kept_guide:
        # a library's pin, added without removing BackButtonGuide.trailing >= leading + 16
        b.hold(cv, "lstack.leading == cv.leading", address="0x60000213f5c0")
    return bar


def ios11_375_right_item():
    b = Bar(0x600002127a00)
    bar, cv = s01_base(b)
    b.guide(cv, "mg", S01["mg"], "UIViewLayoutMarginsGuide", (16, 0, 343, 44))
    guide_set(b, cv, S01["set2"], S01["set2_guides"], SET2_FRAMES)
    s01_right_stack(b, cv)
    chain(b, cv, 8, 16)
    tie_stack(b, cv, "rstack", "tbg")
    title_label(b, cv, "title", S01["title2"], (170, 12, 35, 20), "朋友", "tv")
    return bar


def ios11_375_two_guide_sets():
    b = Bar(0x60000212c000)
    bar, cv = s01_base(b)
    # guides in the order of the trace: set 2 (0x11890ee00), the margins guide, set 1
    guide_set(b, cv, S01["set2"], S01["set2_guides"], SET2_FRAMES, tag="2")
    b.guide(cv, "mg", S01["mg"], "UIViewLayoutMarginsGuide", (16, 0, 343, 44))
    guide_set(b, cv, S01["set1"], S01["set1_guides"], SET1_FRAMES, tag="1")
    s01_left_stack(b, cv)
    # '+' in the trace: the incoming title's container is frame-based
    wrapper = b.view(cv, "wrapper", "UIView", S01["title1_wrapper"], (153, 12, 69, 20))
    b.view(wrapper, "title1", "UILabel", S01["title1"], (0, 0, 69, 20),
           translatesAutoresizingMaskIntoConstraints="NO", intrinsicSize="69 20",
           title="添加好友")
    b.hold(wrapper, "title1.centerX == wrapper.centerX", "title1.centerY == wrapper.centerY")
    s01_right_stack(b, cv)
    b.view(cv, "title2", "UILabel", S01["title2"], (170, 12, 35, 20),
           translatesAutoresizingMaskIntoConstraints="NO", intrinsicSize="35 20", title="朋友")
    chain(b, cv, 8, 16, tag="2")
    chain(b, cv, 16, 8, tag="1", bbg_trailing_addr="0x600002139480")
    tie_stack(b, cv, "lstack", "lbg1", leading_addr="0x600002139400")
    tie_stack(b, cv, "rstack", "tbg2")
    b.hold(cv, "title2.leading >= tv2.leading", "title2.trailing <= tv2.trailing",
           "title2.centerX == cv.centerX @999", "title2.centerY == tv2.centerY")
    return bar


# ---------------------------------------------------------------------------------------------
# The real 414-pt iOS 12 bar with a back button and no bar items (docs/navbar/ios11-12.md's frames).

def ios12_414_back_button():
    b = Bar(0x6000021f0a00)
    bar, cv = navigation_bar(b, "0x7f8b1dc0a6e0", (0, 44, 414, 44), "0x7f8b1dc0a9a0",
                             (0, -44, 414, 88), ["0x7f8b1dc0ac00", "0x7f8b1dc0ae30"],
                             "0x7f8b1dc0b4f0", 414, 20, "0x600003d2c8c0")
    b.guide(cv, "mg", "0x600003d2c8c0", "UIViewLayoutMarginsGuide", (20, 0, 374, 44))
    guide_set(b, cv, "0x7f8b1dc0c2a0",
              ["0x600003d2d0a0", "0x600003d2d180", "0x600003d2d260", "0x600003d2d340"],
              [(0, 0, 69, 44), (75, 0, 0, 44), (75, 0, 327, 44), (402, 0, 0, 44)])
    back = b.view(cv, "back", "_UIButtonBarButton", "0x7f8b1dd17a30", (0, 0, 69, 44),
                  translatesAutoresizingMaskIntoConstraints="NO", intrinsicSize="69 44")
    modern = b.view(back, "modern", "_UIModernBarButton", "0x7f8b1dd18120", (8, 0, 61, 44),
                    title="Back")
    b.view(modern, "chevron", "UIImageView", "0x7f8b1dd18940", (0, 11.33333, 13, 21))
    b.view(modern, "backlabel", "UIButtonLabel", "0x7f8b1dd18c10", (19, 11.66667, 42, 20.66667),
           title="Back")
    sv = button_bar_stack(b, cv, "lstack", "0x7f8b1dd1a3d0", (75, 0, 0, 44),
                          ["0x600003d2e680", "0x600003d2e760", "0x600003d2e840", "0x600003d2e920"],
                          -75, 8, explicit=False)
    title_label(b, cv, "title", "0x7f8b1dd1b5e0", (175, 12, 64, 20), "Settings", "tv")
    chain(b, cv, 20, 12, back_button=True)
    b.hold(cv, "back.leading == bbg.leading", "back.trailing == bbg.trailing",
           "back.top == cv.top", "back.bottom == cv.bottom")
    tie_stack(b, cv, "lstack", "lbg")
    return bar


# ---------------------------------------------------------------------------------------------
# The iOS 11 beta bar (LLDB): margin 12, stack (12 0; 48 44), spacer (0 22; 8 0), adaptor (8 2; 40 40).

BETA = dict(bar="0x7fb4d8c0a2f0", bg="0x7fb4d8c0a5b0", bgimg=["0x7fb4d8c0a810", "0x7fb4d8c0aa40"],
            cv="0x7fb4d8c0b0a0", mg="0x60c0001b2c00", set="0x7fb4d8c0c1e0",
            guides=["0x60c0001b2a40", "0x60c0001b2b20", "0x60c0001b2ce0", "0x60c0001b2dc0"],
            stack="0x7fb4d8e13ad0",
            stack_guides=["0x60c0001b31e0", "0x60c0001b32c0", "0x60c0001b33a0", "0x60c0001b3480"],
            spacer="0x7fb4d8e14160", adaptor="0x7fb4d8e14390", button="0x7fb4d8d06a70",
            image="0x7fb4d8d07020", title="0x7fb4d8e15a40", spanner="0x60c0001b3560")
HIER_BETA = {"format": "1", "os": "11.0", "screen": "375 667", "scale": "2",
             "source": "iOS 11 beta, printed by LLDB (docs/navbar/ios11-12.md); constraints from the guide chain"}


def ios11_beta_bar(patched=False):
    """patched: the same bar after `inspect patch --patch pin --gap 0` (already-patched)."""
    b = Bar(0x6000021c4e10)
    bar, cv = navigation_bar(b, BETA["bar"], (0, 20, 375, 44), BETA["bg"], (0, -20, 375, 64),
                             BETA["bgimg"], BETA["cv"], 375, 12, BETA["mg"], hairline=0.5)
    b.guide(cv, "mg", BETA["mg"], "UIViewLayoutMarginsGuide", (12, 0, 351, 44))
    x = 0 if patched else 12
    guide_set(b, cv, BETA["set"], BETA["guides"],
              [(0, 0, x, 44), (x, 0, 48, 44), (x + 48, 0, 323 - x, 44), (371, 0, 0, 44)])
    # the UIButtonBar.* guides are ambiguous by design: the patch leaves them where they were
    sv = _frame_h(button_bar_stack(b, cv, "stack", BETA["stack"], (x, 0, 48, 44),
                                   BETA["stack_guides"], -12, 0), 44)
    b.view(sv, "spacer", "UIView", BETA["spacer"], (0, 22, 8, 0),
           translatesAutoresizingMaskIntoConstraints="NO")
    b.hold(sv.subviews[0], "spacer.width == 8", "spacer.height == 0")
    adaptor(b, sv, "adaptor", BETA["adaptor"], (8, 2, 40, 40), "UIButton", BETA["button"],
            image=(BETA["image"], (8, 8, 24, 24)))
    stack_guide_widths(b, sv)
    explicit_uisv(b, sv, ["spacer", "adaptor"], 0, BETA["spanner"])
    # the pin removes BackButtonGuide.trailing >= contentView.leading + 12 (0x6000021c9a00)
    chain(b, cv, 12, 4, bbg_trailing_addr="0x6000021c9a00", without_bbg_trailing=patched)
    tie_stack(b, cv, "stack", "lbg")
    title_label(b, cv, "title", BETA["title"], (167, 12, 41, 20), "Inbox", "tv")
    if patched:
        b.names["patch"] = "patch:pin:1"
        b.hold(cv, "stack.leading == cv.leading", address="patch:pin:1", origin="patch:pin")
    return bar


def beta_patch_record():
    bbg = f"UILayoutGuide:{BETA['guides'][0]}'BackButtonGuide({BETA['set']})'"
    cv = f"_UINavigationBarContentView:{BETA['cv']}"
    sv = f"_UIButtonBarStackView:{BETA['stack']}"
    return [
        '<patch name="pin" side="auto" gap="0">',
        f"  <removed>{bbg}.trailing &gt;= {cv}.leading + 12</removed>",
        f'  <added address="patch:pin:1">{sv}.leading == {cv}.leading</added>',
        "</patch>",
    ]


# ---------------------------------------------------------------------------------------------
# Synthetic bars (no capture): the chain of docs/navbar/ios11-12.md, UISV-* left to the layout engine.

def generated_stack(b, cv, name, addr, frame, guides, items, spacing=8):
    sv = button_bar_stack(b, cv, name, addr, frame, guides, -frame[0], spacing, explicit=False)
    for it in items:
        adaptor(b, sv, *it)
    return sv


def ios11_375_two_items_each_side():
    b = Bar(0x6000021a8c80)
    bar, cv = navigation_bar(b, "0x7fd0e2c0b3a0", (0, 44, 375, 44), "0x7fd0e2c0b660",
                             (0, -44, 375, 88), ["0x7fd0e2c0b8c0", "0x7fd0e2c0baf0"],
                             "0x7fd0e2c0c150", 375, 16, "0x6000039e4a80")
    b.guide(cv, "mg", "0x6000039e4a80", "UIViewLayoutMarginsGuide", (16, 0, 343, 44))
    guide_set(b, cv, "0x7fd0e2c0d010",
              ["0x6000039e4b60", "0x6000039e4c40", "0x6000039e4d20", "0x6000039e4e00"],
              [(0, 0, 16, 44), (16, 0, 72, 44), (88, 0, 207, 44), (295, 0, 64, 44)])
    generated_stack(b, cv, "lstack", "0x7fd0e2e18a20", (16, 0, 72, 44),
                    ["0x6000039e5880", "0x6000039e5960", "0x6000039e5a40", "0x6000039e5b20"], [
                        ("ladaptor1", "0x7fd0e2e19be0", (0, 6, 32, 32), "UIButton", "0x7fd0e2d0f1c0",
                         None, ("0x7fd0e2d0f6e0", (4, 4, 24, 24))),
                        ("ladaptor2", "0x7fd0e2e1a140", (40, 6, 32, 32), "UIButton", "0x7fd0e2d10310",
                         None, ("0x7fd0e2d10830", (4, 4, 24, 24))),
                    ])
    generated_stack(b, cv, "rstack", "0x7fd0e2e1c6b0", (295, 0, 64, 44),
                    ["0x6000039e6220", "0x6000039e6300", "0x6000039e63e0", "0x6000039e64c0"], [
                        ("radaptor1", "0x7fd0e2e1d870", (0, 8, 28, 28), "UIButton", "0x7fd0e2d11460",
                         None, ("0x7fd0e2d11980", (2, 2, 24, 24))),
                        ("radaptor2", "0x7fd0e2e1ddd0", (36, 8, 28, 28), "UIButton", "0x7fd0e2d125b0",
                         None, ("0x7fd0e2d12ad0", (2, 2, 24, 24))),
                    ])
    title_label(b, cv, "title", "0x7fd0e2e1f2a0", (153, 12, 69, 20), "Messages", "tv")
    chain(b, cv, 16, 16)
    tie_stack(b, cv, "lstack", "lbg")
    tie_stack(b, cv, "rstack", "tbg")
    return bar


def ios11_375_rtl():
    b = Bar(0x6000021b0f00)
    bar, cv = navigation_bar(b, "0x7fa3c1d0a1b0", (0, 44, 375, 44), "0x7fa3c1d0a470",
                             (0, -44, 375, 88), ["0x7fa3c1d0a6d0", "0x7fa3c1d0a900"],
                             "0x7fa3c1d0af60", 375, 16, "0x6000039f0a80")
    b.guide(cv, "mg", "0x6000039f0a80", "UIViewLayoutMarginsGuide", (16, 0, 343, 44))
    # leading is on the right: BackButtonGuide at the right edge, the leading stack beside it
    guide_set(b, cv, "0x7fa3c1d0be20",
              ["0x6000039f0b60", "0x6000039f0c40", "0x6000039f0d20", "0x6000039f0e00"],
              [(359, 0, 16, 44), (315, 0, 44, 44), (33, 0, 282, 44), (16, 0, 17, 44)])
    generated_stack(b, cv, "lstack", "0x7fa3c1f14a20", (315, 0, 44, 44),
                    ["0x6000039f1880", "0x6000039f1960", "0x6000039f1a40", "0x6000039f1b20"], [
                        ("ladaptor", "0x7fa3c1f15be0", (0, 0, 44, 44), "UIButton", "0x7fa3c1e0f1c0",
                         "رجوع", ("0x7fa3c1e0f6e0", (31, 12, 13, 20)),
                         ("0x7fa3c1e0fa10", (0, 12, 31, 20))),
                    ])
    generated_stack(b, cv, "rstack", "0x7fa3c1f186b0", (16, 0, 17, 44),
                    ["0x6000039f2220", "0x6000039f2300", "0x6000039f23e0", "0x6000039f24c0"], [
                        ("radaptor", "0x7fa3c1f19870", (0, 10, 17, 24), "UIButton", "0x7fa3c1e11460",
                         None, ("0x7fa3c1e11980", (0, 0, 17, 24))),
                    ])
    title_label(b, cv, "title", "0x7fa3c1f1b2a0", (153, 12, 69, 20), "الأصدقاء", "tv")
    chain(b, cv, 16, 16)
    tie_stack(b, cv, "lstack", "lbg")
    tie_stack(b, cv, "rstack", "tbg")
    return bar


def ios11_390_phone():
    b = Bar(0x6000021d2a00)
    bar, cv = navigation_bar(b, "0x7f9e6a50c4a0", (0, 47, 390, 44), "0x7f9e6a50c760",
                             (0, -47, 390, 91), ["0x7f9e6a50c9c0", "0x7f9e6a50cbf0"],
                             "0x7f9e6a50d250", 390, 16, "0x6000039d8a80")
    b.guide(cv, "mg", "0x6000039d8a80", "UIViewLayoutMarginsGuide", (16, 0, 358, 44))
    guide_set(b, cv, "0x7f9e6a50e110",
              ["0x6000039d8b60", "0x6000039d8c40", "0x6000039d8d20", "0x6000039d8e00"],
              [(0, 0, 16, 44), (16, 0, 24, 44), (40, 0, 298, 44), (338, 0, 36, 44)])
    generated_stack(b, cv, "lstack", "0x7f9e6a714a20", (16, 0, 24, 44),
                    ["0x6000039d9880", "0x6000039d9960", "0x6000039d9a40", "0x6000039d9b20"], [
                        ("ladaptor", "0x7f9e6a715be0", (0, 10, 24, 24), "UIButton", "0x7f9e6a60f1c0",
                         None, ("0x7f9e6a60f6e0", (0, 0, 24, 24))),
                    ])
    generated_stack(b, cv, "rstack", "0x7f9e6a7186b0", (338, 0, 36, 44),
                    ["0x6000039da220", "0x6000039da300", "0x6000039da3e0", "0x6000039da4c0"], [
                        ("radaptor", "0x7f9e6a719870", (0, 7, 36, 30), "UIButton", "0x7f9e6a611460",
                         "Edit", None, ("0x7f9e6a611980", (0, 5, 36, 20))),
                    ])
    title_label(b, cv, "title", "0x7f9e6a71b2a0", (158, 12, 74, 20), "Messages", "tv")
    chain(b, cv, 16, 16)
    tie_stack(b, cv, "lstack", "lbg")
    tie_stack(b, cv, "rstack", "tbg")
    return bar


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else FIXTURES
    cases = {
        "ios11-375-left-item": (ios11_375_left_item(), HIER_S01, ()),
        "ios11-375-right-item": (ios11_375_right_item(), HIER_S01, ()),
        "ios11-375-two-guide-sets": (ios11_375_two_guide_sets(), HIER_S01, ()),
        "ios12-414-back-button": (
            ios12_414_back_button(),
            {"format": "1", "os": "12.1", "screen": "414 896", "scale": "3",
             "source": "iPhone XS Max, iOS 12: _autolayoutTrace frames of docs/navbar/ios11-12.md"}, ()),
        "ios11-beta-bar": (ios11_beta_bar(), HIER_BETA, ()),
        "ios11-375-two-items-each-side": (
            ios11_375_two_items_each_side(),
            {"format": "1", "os": "11.4", "screen": "375 812", "scale": "3",
             "source": "synthetic: two custom image items on each side, docs/navbar/ios11-12.md's chain"}, ()),
        "ios11-375-rtl": (
            ios11_375_rtl(),
            {"format": "1", "os": "11.4", "screen": "375 812", "scale": "3",
             "direction": "rightToLeft",
             "source": "synthetic: a right-to-left bar, docs/navbar/ios11-12.md's chain mirrored"}, ()),
        "ios11-390-phone": (
            ios11_390_phone(),
            {"format": "1", "screen": "390 844", "scale": "3",
             "source": "synthetic: docs/navbar/ios11-12.md's iOS 11 chain on a 390-pt phone (os left out)"}, ()),
        "already-patched": (
            ios11_beta_bar(patched=True),
            dict(HIER_BETA, source="ios11-beta-bar after inspect patch --patch pin --gap 0"),
            (beta_patch_record(),)),
        "conflict-pin-kept-guide": (
            ios11_375_left_item(pin_kept_guide=True),
            dict(HIER_S01, source="sample 01's left item with a library's pin added, "
                                  "BackButtonGuide.trailing >= leading + 16 kept"), ()),
    }
    for name, (root, attrs, patches) in cases.items():
        folder = os.path.join(out, name)
        os.makedirs(folder, exist_ok=True)
        write_dump(os.path.join(folder, "input.xml"), root, attrs, patches)
        print("wrote", os.path.join(folder, "input.xml"))


if __name__ == "__main__":
    main()
