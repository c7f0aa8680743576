"""`pin` and `shift` (docs/patches.md) on a rebuilt iOS 13-26 bar (docs/navbar/ios13-18.md,
"Patches"). Both act on the stack's own edge constraint, the one the model rebuilds
(`stack.leading == itemContentGuide.leading + e`, `stack.trailing == itemContentGuide.trailing
- e`):
- pin removes it and adds `stack.leading == contentView.leading + gap` (trailing:
  `stack.trailing == contentView.trailing - gap`); behind a back button the leading side is
  skipped with a warning (the leading stack follows the back button);
- shift keeps it and changes its constant so that the stack lands `gap` from the content
  view's edge, computed from the solved layout; behind a back button it goes on, with a
  warning that the stack now lies over the back button.
"""

from kiwi_tools import dumpkit


class NothingToPatch(Exception):
    pass


def _offset(frame, content_frame, side, direction):
    """The stack's distance from the content view's edge on its side."""
    x, _, w, _ = frame
    W = content_frame[2]
    left_side = (side == "leading") == (direction != "rightToLeft")
    return x if left_side else W - (x + w)


def _targets(rebuild):
    out = []
    for bar in rebuild.bars:
        if bar.kind == "toolbar":
            continue
        for s in bar.stacks:
            if s.node.address in rebuild.edges:
                out.append((bar, s))
    if not out:
        raise NothingToPatch("no bar stack view: nothing in this capture is a "
                             "_UIButtonBarStackView whose superview is a "
                             "_UINavigationBarContentView; nothing written")
    return out


def pin(rebuild, gap):
    """Returns the warnings; raises NothingToPatch."""
    warnings, count = [], 0
    for bar, s in _targets(rebuild):
        if s.side == "leading" and bar.back is not None:
            warnings.append(f"leading side skipped: _UIButtonBarStackView:{s.node.address}: the "
                            f"bar shows a back button (_UIButtonBarButton:{bar.back.node.address})"
                            " and the leading stack follows it")
            continue
        holder, edge, side = rebuild.edges[s.node.address]
        view = rebuild.views[holder.address]
        view.constraints.remove(edge)
        count += 1
        attrs = {"address": f"patch:pin:{count}", "first": s.node.address,
                 "firstAttribute": side, "second": bar.content.address,
                 "secondAttribute": side, "origin": "patch:pin"}
        c = gap if side == "leading" else -gap
        if c:
            attrs["constant"] = dumpkit.num(c)
        view.constraints.append(dumpkit.Constraint(attrs))
    return warnings


def shift(rebuild, gap, solve):
    """`solve` gives a Solution of the rebuild as it stands. Returns the warnings."""
    warnings = []
    solution = solve(rebuild)
    for bar, s in _targets(rebuild):
        if s.side == "leading" and bar.back is not None:
            warnings.append(f"_UIButtonBarStackView:{s.node.address} now lies over the back "
                            f"button _UIButtonBarButton:{bar.back.node.address}: the leading "
                            "stack follows it, and shift moves it to the edge regardless")
        _, edge, side = rebuild.edges[s.node.address]
        off = _offset(solution.frame(s.node.address), solution.frame(bar.content.address),
                      side, rebuild.direction)
        inward = gap - off
        const = float(edge.attrs.get("constant", "0"))
        const += inward if side == "leading" else -inward
        if const:
            edge.attrs["constant"] = dumpkit.num(const)
        else:
            edge.attrs.pop("constant", None)
    return warnings
