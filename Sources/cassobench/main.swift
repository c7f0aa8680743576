// OWNER: the Cassowary work (issue 3). Phase-0 stub.
import Cassowary

print("cassobench: not implemented yet")
