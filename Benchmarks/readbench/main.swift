// OWNER: the XML work (issue 2). Phase-0 stub.
import HierarchyIO

print("readbench: not implemented yet")
