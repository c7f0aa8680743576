"""Tools/kiwi's dumpkit (format-1 writer) and solve_dump (kiwisolver checker), imported
unchanged: the bar model writes its rebuilt bars with one and solves them with the other."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "kiwi"))

import dumpkit  # noqa: E402,F401
import solve_dump  # noqa: E402,F401
