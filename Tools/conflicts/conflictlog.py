"""A minimal reader of UIKit's "Unable to simultaneously satisfy constraints" logs.

Independent of the Swift reader on purpose: it is the second opinion the tables in
Fixtures/conflict-logs are written with (docs/conflicts.md). It reads only what a conflict
log holds: the printed list between '(' and ')' and the constraint after "Will attempt to
recover by breaking constraint", behind whatever prefix the paste gave each line.
"""

import re
from dataclasses import dataclass, field

# What a line may carry before UIKit's text: indentation, '//' and '/*' comments, a
# Markdown quote. Stripped from the left, repeatedly; '*/' from the right.
_PREFIX = re.compile(r"^(?:\s+|//|/\*|>(?=\s))+")
_SUFFIX = re.compile(r"(?:\*/|\s)+$")

WILL_ATTEMPT = "Will attempt to recover by breaking constraint"

ITEM = r"(?P<{p}cls>[A-Za-z_$][\w.$]*):(?P<{p}addr>0x[0-9a-fA-F]+)(?:'(?P<{p}label>[^']*)')?"
NAME = r"(?P<{p}name>[A-Za-z_$][\w.$]*)"
NUMBER = r"[-+]?\s*\d+(?:\.\d+)?(?:e[-+]?\d+)?"

_ITEM_ATTR = re.compile(
    "(?:" + ITEM.format(p="") + "|" + NAME.format(p="") + r")\.(?P<attr>[A-Za-z]+)\b"
)
_SPACE = re.compile(r"(?:NSSpace|NSLayoutAnchorConstraintSpace)\((?P<n>[-\d.]+)\)")


@dataclass
class Item:
    cls: str  # the class as printed, or '' when the log names the item only (see names)
    addr: str
    label: str = ""
    name: str = ""  # an accessibility identifier or VFL name the log printed in its place

    @property
    def key(self):
        return self.addr or self.name


@dataclass
class Term:
    item: Item
    attr: str
    coefficient: float = 1.0


@dataclass
class Constraint:
    text: str  # '<…>' exactly as printed
    cls: str
    addr: str
    identifier: str = ""
    source: str = ""  # SnapKit/Masonry '@File.swift#123'
    mask: str = ""  # 'h=--& v=--&'
    body: str = ""
    relation: str = "=="
    first: Term = None
    second: Term = None  # None for a constant right-hand side
    constant: float = 0.0
    priority: float = 1000.0
    active: bool = False  # '(active)' printed
    names: dict = field(default_factory=dict)  # 'name' -> Item
    system_space: bool = False  # NSSpace(n) / NSLayoutAnchorConstraintSpace(n) in the body
    vfl: bool = False

    @property
    def items(self):
        return [t.item for t in (self.first, self.second) if t is not None]


@dataclass
class Log:
    number: int  # 1-based, print order within its file
    constraints: list  # [Constraint] in print order
    broken: Constraint
    will_line: int  # 1-based line of "Will attempt …" in the text read
    list_open_line: int
    list_close_line: int
    preamble: bool  # "Unable to simultaneously satisfy constraints" seen before the list
    trailer: bool  # "Make a symbolic breakpoint …" seen after the broken constraint
    blank_before_will: bool
    lines: list = field(default_factory=list)  # raw lines of the log (preamble .. broken)


def content(line):
    """The UIKit text of a pasted line: prefixes and comment marks stripped."""
    text = _PREFIX.sub("", line.rstrip("\n"))
    return _SUFFIX.sub("", text)


def parse_number(text):
    return float(text.replace(" ", ""))


class ParseError(ValueError):
    pass


def _parse_names(trailer):
    """`(active, names: '|':UIView:0x1 )`, `(Names: '|':UIView:0x1 )`, `(active, names:
    AddressToolbar.lockIcon:0x2 )` -> {'|': Item, 'AddressToolbar.lockIcon': Item}."""
    names = {}
    match = re.search(r"[Nn]ames:\s*(.*?)\s*\)\s*$", trailer)
    if not match:
        return names
    for part in re.finditer(
        r"(?:'(?P<quoted>[^']*)'|(?P<bare>[A-Za-z_$][\w.$]*)):(?P<rest>"
        r"(?:[A-Za-z_$][\w.$]*:)?0x[0-9a-fA-F]+(?:'[^']*')?)",
        match.group(1),
    ):
        rest = part.group("rest")
        item = re.fullmatch(ITEM.format(p=""), rest)
        if item:
            names[part.group("quoted") or part.group("bare")] = Item(
                item.group("cls"), item.group("addr"), item.group("label") or ""
            )
        else:  # 'AddressToolbar.lockIcon:0x106c2b2e0': the name is all the log says
            name = part.group("bare") or part.group("quoted")
            names[name] = Item("", rest, "", name)
    return names


def _item(match, prefix, names):
    if match.group(prefix + "addr"):
        return Item(
            match.group(prefix + "cls"), match.group(prefix + "addr"), match.group(prefix + "label") or ""
        )
    name = match.group(prefix + "name")
    if name in names:
        known = names[name]
        return Item(known.cls, known.addr, known.label, name)
    return Item("", "", "", name)


_VFL_ITEM = re.compile(
    r"\[" + ITEM.format(p="") + r"(?:\((?P<pred>[^)]*(?:\([^)]*\))?[^)]*)\))?\]"
)
_VFL_CONN = re.compile(r"-\((?P<pred>(?:[^()]|\([^)]*\))*)\)-|-(?P<plain>[\d.]+)-|(?P<dash>-)")


def _predicate(pred):
    """'>=8@750', 'NSSpace(8)', '0' -> (relation, constant, priority, system_space)."""
    relation = "=="
    match = re.match(r"\s*(==|<=|>=)", pred)
    if match:
        relation = match.group(1)
        pred = pred[match.end():]
    priority = 1000.0
    if "@" in pred:
        pred, prio = pred.rsplit("@", 1)
        priority = float(prio)
    space = _SPACE.search(pred)
    if space:
        return relation, float(space.group("n")), priority, True
    return relation, parse_number(pred), priority, False


def _parse_vfl(c, body, names):
    """UIKit prints one constraint per VFL body: `|-(c)-[X]`, `[A]-(c)-[B]`, `[X]-(c)-|`,
    `[X(c)]`, with an optional `(LTR)`/`(RTL)` (absolute left/right)."""
    axis, rest = body[0], body[2:]
    c.vfl = True
    rest = re.sub(r"\((?:LTR|RTL)\)$", "", rest)
    lead, trail, size = ("leading", "trailing", "width") if axis == "H" else ("top", "bottom", "height")
    superview = names.get("|")
    items = list(_VFL_ITEM.finditer(rest))
    if len(items) == 1 and items[0].group("pred") is not None:
        it = items[0]
        c.relation, c.constant, c.priority, c.system_space = _predicate(it.group("pred"))
        c.first = Term(_item(it, "", names), size)
        return
    before = rest[: items[0].start()]
    after = rest[items[-1].end():]
    between = rest[items[0].end(): items[-1].start()] if len(items) == 2 else ""
    conn_text = before or after or between
    conn = _VFL_CONN.search(conn_text.strip("|"))
    if conn and conn.group("pred") is not None:
        c.relation, c.constant, c.priority, c.system_space = _predicate(conn.group("pred"))
    elif conn and conn.group("plain"):
        c.constant = float(conn.group("plain"))
    else:
        c.constant, c.system_space = 8.0, True  # '-' alone is the standard spacing
    if len(items) == 2:  # [A]-(c)-[B]: B.leading == A.trailing + c
        c.first = Term(_item(items[1], "", names), lead)
        c.second = Term(_item(items[0], "", names), trail)
    elif before.startswith("|"):  # |-(c)-[X]: X.leading == |.leading + c
        c.first = Term(_item(items[0], "", names), lead)
        c.second = Term(superview, lead)
    elif after.endswith("|"):  # [X]-(c)-|: |.trailing == X.trailing + c
        c.first = Term(superview, trail)
        c.second = Term(_item(items[0], "", names), trail)
    else:
        raise ParseError("unrecognised visual format " + body)
    if c.first.item is None or c.second.item is None:
        raise ParseError("no '|' in names for " + body)


def _parse_equation(c, body, names):
    body = body.strip()
    match = re.match(r"(.*?)\s+(==|<=|>=)\s+(.*)$", body)
    if not match:
        raise ParseError("no relation in " + body)
    lhs, c.relation, rhs = match.groups()
    first = _ITEM_ATTR.fullmatch(lhs.strip())
    if not first:
        raise ParseError("left side " + lhs)
    c.first = Term(_item(first, "", names), first.group("attr"))
    prio = re.search(r"\s*@\s*(\d+(?:\.\d+)?)\s*$", rhs)
    if prio:
        c.priority = float(prio.group(1))
        rhs = rhs[: prio.start()]
    space = _SPACE.search(rhs)
    if space:  # standing after the equation: `A.bottom <= B.bottom NSLayoutAnchorConstraintSpace(8)` is
        # A.bottom <= B.bottom + 8 (log 74/4 needs the plus: docs/conflicts.md)
        c.system_space = True
        rhs = rhs[: space.start()].strip()
        c.constant += float(space.group("n"))
    second = _ITEM_ATTR.search(rhs)
    if not second:
        c.constant += parse_number(rhs)
        return
    coefficient = 1.0
    head, tail = rhs[: second.start()].strip(), rhs[second.end():].strip()
    if head:
        coefficient = parse_number(head.rstrip("*").strip())
    mult = re.match(r"\*\s*(" + NUMBER + ")", tail)
    if mult:
        coefficient = parse_number(mult.group(1))
        tail = tail[mult.end():].strip()
    if tail:
        c.constant += parse_number(tail)
    c.second = Term(_item(second, "", names), second.group("attr"), coefficient)


_HEAD = re.compile(
    r"<(?P<cls>[A-Za-z_$][\w.$]*):(?P<addr>0x[0-9a-fA-F]+)(?P<source>@[^\s]+)?"
    r"(?:\s+'(?P<id>[^']*)')?(?:\s+(?P<mask>h=[-&]{3} v=[-&]{3}))?(?:\s+'(?P<id2>[^']*)')?\s+"
)


def parse_constraint(text):
    """One `<NSLayoutConstraint:0x… …>` description (the quotes and comma already removed)."""
    head = _HEAD.match(text)
    if not head or not text.endswith(">"):
        raise ParseError("not a constraint description: " + text)
    c = Constraint(text=text, cls=head.group("cls"), addr=head.group("addr"))
    c.source = (head.group("source") or "")[1:]
    c.identifier = head.group("id") or head.group("id2") or ""
    c.mask = head.group("mask") or ""
    rest = text[head.end(): -1].rstrip()
    trailer = re.search(r"\s*\((?:active|[Nn]ames:)[^()]*\)$", rest)
    if trailer:
        c.active = "active" in trailer.group(0)
        c.names = _parse_names(trailer.group(0))
        rest = rest[: trailer.start()]
    c.body = rest.strip()
    if re.match(r"[HV]:", c.body):
        _parse_vfl(c, c.body, c.names)
    else:
        _parse_equation(c, c.body, c.names)
    return c


def _constraint_text(line):
    """The `<…>` of a list line (`"<…>",`) or of the broken-constraint line; None if absent."""
    text = content(line)
    if text.startswith('"'):
        text = text[1:]
        text = re.sub(r'",?$', "", text)
    if text.startswith("<") and text.endswith(">") and ":0x" in text:
        return text
    return None


def read_logs(text):
    """Every logged break in `text`, in print order."""
    lines = text.split("\n")
    logs = []
    for index, line in enumerate(lines):
        if not content(line).startswith(WILL_ATTEMPT):
            continue
        broken_text = _constraint_text(lines[index + 1])
        close = index - 1
        while close >= 0 and content(lines[close]) == "":
            close -= 1
        if content(lines[close]) != ")":
            raise ParseError("line %d: no ')' before '%s'" % (index + 1, WILL_ATTEMPT))
        open_ = close - 1
        while content(lines[open_]) != "(":
            open_ -= 1
        constraints = []
        for n in range(open_ + 1, close):
            ctext = _constraint_text(lines[n])
            if ctext is None:
                raise ParseError("line %d: not a constraint" % (n + 1))
            constraints.append(parse_constraint(ctext))
        start = open_
        preamble = False
        for back in range(open_ - 1, max(-1, open_ - 8), -1):
            if "Unable to simultaneously satisfy constraints" in lines[back]:
                preamble, start = True, back
                break
        trailer = any("Make a symbolic breakpoint" in l for l in lines[index + 2: index + 6])
        logs.append(
            Log(
                number=len(logs) + 1,
                constraints=constraints,
                broken=parse_constraint(broken_text),
                will_line=index + 1,
                list_open_line=open_ + 1,
                list_close_line=close + 1,
                preamble=preamble,
                trailer=trailer,
                blank_before_will=close != index - 1,
                lines=lines[start: index + 2],
            )
        )
    return logs
