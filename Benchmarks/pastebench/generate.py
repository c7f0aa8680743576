#!/usr/bin/env python3
"""A console paste of about N megabytes: the samples' conflict logs, repeated with fresh addresses.

    python3 Benchmarks/pastebench/generate.py --megabytes 10 > paste.txt

The blocks are the conflict-log samples 10 and 06 (`Fixtures/lldb-samples`, their 3-line
headers stripped), with the `_autolayoutTrace` and `recursiveDescription` samples 01 and 03
every 50 rounds, as a console shows them over a long session; every address of round n gets
the prefix `0x<n>f`, so each round's logs are about different objects (the recipe of
`Benchmarks/lldbbench`, which times `convert`).
"""
import argparse
import glob
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def body(prefix):
    path = glob.glob(os.path.join(ROOT, f"Fixtures/lldb-samples/{prefix}-*.txt"))[0]
    lines = open(path, encoding="utf-8").read().split("\n")
    while lines and lines[0].startswith("# "):
        lines.pop(0)
    if lines and lines[0] == "":
        lines.pop(0)
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=float, default=10)
    target = int(parser.parse_args().megabytes * 1_000_000)
    logs = body("10") + body("06")
    trees = body("01") + body("03")
    size, n = 0, 0
    out = sys.stdout
    while size < target:
        block = logs if n % 50 else logs + trees
        block = block.replace("0x", f"0x{n:x}f")
        out.write(block)
        size += len(block.encode())
        n += 1


main()
