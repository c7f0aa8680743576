// OWNER: the Patcher work (issue 4). Phase-0 stub.
import HierarchyIO
import Layout

public enum Patcher {}
