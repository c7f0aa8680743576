/// Which constraints each "Unable to simultaneously satisfy constraints" log of a paste
/// printed, in print order, and the one UIKit broke (docs/conflicts.md, "How inspect should
/// report a conflict": each log is its own event). A log begins at its "Unable to …" line, or,
/// for a log pasted without its preamble, at the list `(` before its "Will attempt …" line;
/// its list runs to the `)`; it ends with the constraint UIKit broke. Constraints are the
/// assembler's indices: one printed again in a later log is the same constraint.
struct ConflictLogTracker {
  struct Log {
    var members: [Int] = []
    var broken: Int?
  }

  private(set) var logs: [Log] = []
  /// A log is being read: its list takes the constraints printed.
  private var open = false
  private var listIsOpen = false
  private var listClosed = false
  /// Constraints printed outside any log since the last list opened: the list of a log pasted
  /// without its preamble, if a "Will attempt …" follows.
  private var pending: [Int] = []

  mutating func beginLog() {
    logs.append(Log())
    open = true
    listIsOpen = false
    listClosed = false
    pending = []
  }

  /// A `(` line.
  mutating func listOpened() {
    if open {
      listIsOpen = true
    } else {
      pending = []
    }
  }

  /// A `)` line.
  mutating func listClosedSeen() {
    if open, listIsOpen { listClosed = true }
  }

  mutating func member(_ index: Int) {
    if open, !listClosed {
      if !logs[logs.count - 1].members.contains(index) {
        logs[logs.count - 1].members.append(index)
      }
    } else if !open {
      pending.append(index)
    }
  }

  /// "Will attempt to recover by breaking constraint".
  mutating func breakLineSeen() {
    if !open {
      logs.append(Log(members: pending))
      open = true
    }
    pending = []
  }

  /// The constraint UIKit broke: the log ends.
  mutating func broken(_ index: Int) {
    if !open { breakLineSeen() }
    if !logs[logs.count - 1].members.contains(index) { logs[logs.count - 1].members.append(index) }
    logs[logs.count - 1].broken = index
    open = false
    pending = []
  }
}
