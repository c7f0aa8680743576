"""The conflict-log fixtures: which sample each one is cut from, and how to load them.

Fixtures/conflict-logs/<NN>-<short-name>.txt is the sample file of the same number with its
three '# ' header lines and the blank line after them removed, otherwise byte for byte.
"""

import glob
import os

from conflictlog import read_logs

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
FIXTURES = os.path.join(REPO, "Fixtures", "conflict-logs")

NAMES = {
    "06": "06-swiftui-backbutton.txt",
    "10": "10-keyboard-assistantbar.txt",
    "20": "20-springboard-vfl-nsspace.txt",
    "40": "40-toolbar-height-zero.txt",
    "42": "42-actionsheet-width-minus16.txt",
    "44": "44-navbar-in-stackview-comment.txt",
    "46": "46-stackview-hiding-navbar-x2.txt",
    "48": "48-stackview-tags-46-items.txt",
    "54": "54-fittingsize-bubble-indented.txt",
    "56": "56-autoresizing-midy-encapsulated.txt",
    "58": "58-cell-height-ge48.txt",
    "60": "60-list-only-prose.txt",
    "62": "62-cell-height-ge330.txt",
    "64": "64-snapkit-heights-comment.txt",
    "70": "70-ios8-fittingsize-fence.txt",
    "72": "72-uisv-hiding-no-blank.txt",
    "74": "74-input-accessory-x5.txt",
    "76": "76-button-height-ge44.txt",
    "78": "78-named-item-lockicon.txt",
    "80": "80-snapkit-header-width.txt",
}


def strip_header(data):
    """The sample's bytes after its three '# ' lines and the blank line."""
    lines = data.split(b"\n")
    if not all(l.startswith(b"# ") for l in lines[:3]) or lines[3] != b"":
        raise ValueError("not a sample header")
    return b"\n".join(lines[4:])


def sample_path(samples, number):
    found = glob.glob(os.path.join(samples, number + "-*.txt"))
    if len(found) != 1:
        raise FileNotFoundError("sample %s in %s" % (number, samples))
    return found[0]


def load(directory=FIXTURES):
    """[(fixture file name, text, [Log])] in file order."""
    out = []
    for number in sorted(NAMES):
        name = NAMES[number]
        with open(os.path.join(directory, name), "rb") as f:
            text = f.read().decode("utf-8")
        out.append((name, text, read_logs(text)))
    return out
