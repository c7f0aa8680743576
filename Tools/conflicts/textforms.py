"""The console forms a log's text shows, as short flags (Fixtures/conflict-logs/README.md).

Computed from the lines of one log (preamble … broken constraint) and the lines up to the
next log, so a reader test can pick the logs that show a form.
"""

import re

from conflictlog import WILL_ATTEMPT, content

NSLOG = re.compile(r"^\s*(?://\s*)?\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+(?:[-+]\d{4})? \S.*\[\d+:\d+\] ")
SYSLOG = re.compile(r"^\s*[A-Z][a-z]{2} +\d+ \d\d:\d\d:\d\d \S+ \S+\[\d+\]: ")


def flags(log, lines, begin, end):
    """`lines` is the whole text's lines; the log's own lines (preamble … broken constraint)
    and what follows it up to the next log are lines[first:end]; lines[begin:first] come
    before it (the start of the paste, for the first log)."""
    first = log.will_line - len(log.lines) + 1  # 0-based index of the log's first line
    span = lines[first:end]
    body = lines[first: log.will_line + 1]
    out = []
    before = lines[begin:first]
    if begin == 0 and any("Make a symbolic breakpoint" in l for l in before):
        out.append("previous-trailer")  # the paste opens with an earlier log's trailer
    if any(l.strip() in ("/*", "```") for l in before):
        out.append("opening-mark-alone")
    head = span[0]
    if NSLOG.match(head):
        out.append("nslog-prefix")
        if "[LayoutConstraints]" in head:
            out.append("layoutconstraints-tag")
    elif SYSLOG.match(head):
        out.append("syslog-prefix")
    elif content(head).startswith("[LayoutConstraints] Unable"):
        out.append("layoutconstraints-tag")
    elif "Unable to simultaneously" in head:
        out.append("bare-preamble")
    if not log.preamble:
        out.append("no-preamble")
    elif any("Try this:" in l and "(1)" in l for l in body):
        out.append("one-line-preamble")
    if any(re.match(r"^\s*//", l) for l in body):
        out.append("comment-//")
    if any("/*" in l for l in body) or any("*/" in l for l in span):
        out.append("comment-/*")
    opening = lines[log.list_open_line - 1]
    if re.match(r"^\s*(?://|/\*)?\s", opening) and content(opening) == "(":
        out.append("indented")
    if any("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints" in l for l in body):
        out.append("autoresizing-note")
    if not log.blank_before_will:
        out.append("no-blank-before-will")
    if not log.trailer:
        out.append("no-trailer")
    probably = [l for l in body if "Probably at least" in l]
    if probably and not probably[0].endswith(" "):
        out.append("no-trailing-spaces")
    constraints = log.constraints
    if not any(c.active for c in constraints):
        out.append("no-active")
    if any("(Names:" in c.text for c in constraints):
        out.append("Names:")
    if any(c.cls.startswith("SnapKit.") for c in constraints):
        out.append("snapkit")
    if any(c.cls.startswith("MAS") for c in constraints):
        out.append("masonry")
    if any(i.name and not i.cls for c in constraints for i in c.items):
        out.append("named-item")
    if any("NSSpace(" in c.text for c in constraints):
        out.append("NSSpace")
    if any("NSLayoutAnchorConstraintSpace(" in c.text for c in constraints):
        out.append("anchor-space")
    if any(c.mask and re.search(r"v=[-&]{3}\s+'", c.text) for c in constraints):
        out.append("identifier-after-mask")
    if any(re.search(r"(==|<=|>=) - \d", c.text) for c in constraints):
        out.append("minus-space-number")
    if any(re.search(r"\.(minX|minY|midX|midY|maxX|maxY) ", c.text) for c in constraints):
        out.append("autoresizing-attribute")
    after = lines[log.will_line + 1: end]
    if any(content(l).startswith("```") for l in span):
        out.append("code-fence")
    if any(content(l) and not _uikit_line(l) for l in span):
        out.append("foreign-lines")
    if "Break on objc_exception_throw" in "\n".join(after):
        out.append("ios7-trailer")
    return out


def _uikit_line(line):
    text = content(line)
    text = NSLOG.sub("", line).strip() if NSLOG.match(line) else text
    text = SYSLOG.sub("", text).strip() if SYSLOG.match(text) else text
    text = content(text)
    return (
        text.startswith(("[LayoutConstraints] Unable", "Unable to simultaneously", "Probably at least",
                         "Try this", "(1) look", "(2) find", "(Note: If", "(", ")", '"<', "<",
                         WILL_ATTEMPT, "Make a symbolic breakpoint", "The methods in the"))
        or text == ""
    )
