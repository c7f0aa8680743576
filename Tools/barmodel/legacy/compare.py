"""Comparing the model's frames with what a capture recorded, with a hand-worked
`frames.<tag>.txt`, and with the full dump a frames-only copy was made from."""

import re
import xml.etree.ElementTree as ET

from capture import parse_rect


def fmt(v):
    s = f"{v:.5f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def fr(r):
    return f"({fmt(r[0])} {fmt(r[1])}; {fmt(r[2])} {fmt(r[3])})" if r is not None else "-"


def close(a, b, tolerance):
    return all(abs(x - y) <= tolerance + 1e-9 for x, y in zip(a, b))


class Tally:
    """Recorded frames against the model's: reproduced, differing (both values), given (a frame
    that is the app's or a button's own layout, kept as recorded), not modelled."""

    def __init__(self):
        self.reproduced, self.differ, self.given, self.missing = [], [], [], []

    @property
    def total(self):
        return len(self.reproduced) + len(self.differ) + len(self.missing)

    def line(self):
        s = f"{len(self.reproduced)}/{self.total} recorded frames reproduced"
        if self.given:
            s += f" (+{len(self.given)} given: the app's views' own layout, kept as recorded)"
        return s


def tally(recorded, predicted, given, scale):
    """`recorded`: [(label, address, frame)]; `predicted`/`given`: address -> frame."""
    t = Tally()
    half = 0.5 / scale
    for label, address, frame in recorded:
        if address in given:
            t.given.append((label, address, frame))
        elif address not in predicted:
            t.missing.append((label, address, frame))
        elif close(predicted[address], frame, half):
            t.reproduced.append((label, address, frame))
        else:
            t.differ.append((label, address, frame, predicted[address]))
    return t


def recorded_frames(capture, bar):
    out = []
    for n in bar.walk():
        if n.frame is not None:
            out.append((f"{n.cls}:{n.address}", n.address, n.frame))
        for g in n.guides:
            if g.frame is not None:
                out.append((f"{g.cls}:{g.address}'{g.identifier}'", g.address, g.frame))
    return out


def read_frames_file(path, expectations=None):
    """`<address> x y w h` lines of a frames.<tag>.txt; `expect-warning TEXT` and `expect-exit N`
    lines go into `expectations` ({"warnings": [...], "exit": N}) when given."""
    frames = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            s = line.split("#")[0].strip()
            if s.startswith("expect-warning "):
                if expectations is not None:
                    expectations.setdefault("warnings", []).append(s[len("expect-warning "):])
                continue
            if s.startswith("expect-exit "):
                if expectations is not None:
                    expectations["exit"] = int(s.split()[1])
                continue
            if not s:
                continue
            parts = s.split()
            if len(parts) != 5:
                raise SystemExit(f"{path}:{n}: cannot read {line.strip()!r}")
            frames.append((n, parts[0], tuple(float(p) for p in parts[1:])))
    return frames


def full_dump_frames(path, model_sets):
    """Every frame of a full dump, keyed by the model's addresses: views by address; the bar
    guides of a set by role, the set found through the stack its LeadingBarGuide or
    TrailingBarGuide holds (or the only set); other guides by owner and identifier.
    `model_sets`: [(set key, [stack addresses], {role: model guide address})]."""
    root = ET.parse(path).getroot()
    out = []
    guide_of = {}
    owner_of = {}
    for v in root.iter("view"):
        for g in v.findall("guide"):
            guide_of[g.get("address")] = g
            owner_of[g.get("address")] = v
    set_stack = {}
    for c in root.iter("constraint"):
        g = guide_of.get(c.get("second"))
        if g is not None and re.match(r"(Leading|Trailing)BarGuide\(", g.get("identifier", "")):
            key = g.get("identifier").split("(", 1)[1].rstrip(")")
            set_stack.setdefault(key, set()).add(c.get("first"))
    for v in root.iter("view"):
        if v.get("frame"):
            out.append((f"{v.get('class')}:{v.get('address')}", v.get("address"),
                        parse_rect(v.get("frame"))))
    for address, g in guide_of.items():
        if not g.get("frame"):
            continue
        ident = g.get("identifier", "")
        owner = owner_of[address]
        frame = parse_rect(g.get("frame"))
        label = f"{g.get('class', 'UILayoutGuide')}:{address}'{ident}'"
        m = re.match(r"(BackButtonGuide|LeadingBarGuide|TitleView|TrailingBarGuide)\((.*)\)$",
                     ident)
        if m:
            role, key = m.groups()
            stacks = set_stack.get(key, set())
            target = None
            for mkey, mstacks, mguides in model_sets:
                if stacks & set(mstacks) or (not stacks and len(model_sets) == 1):
                    target = mguides.get(role)
            out.append((label, target or f"unmapped:{address}", frame))
        else:
            out.append((label, f"{owner.get('address')}|{ident}", frame))
    return out


def aliases(full):
    """Full dump guide address -> the model's key for it (from `full_dump_frames`)."""
    table = {}
    for label, key, _ in full:
        address = label.split(":", 1)[1].split("'", 1)[0]
        if key != address:
            table[address] = key
    return table
