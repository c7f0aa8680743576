import DumpModel

/// Which constraints each "Unable to simultaneously satisfy constraints" log of a paste
/// printed, in print order, and the one UIKit broke (docs/conflicts.md, "How inspect should
/// report a conflict": each log is its own event). A log begins at its "Unable to …" line, or,
/// for a log pasted without its preamble, at the list `(` before its "Will attempt …" line;
/// its list runs to the `)`; it ends with the constraint UIKit broke. Constraints are the
/// assembler's indices: one printed again in a later log is the same constraint.
///
/// A fragment is read for what it holds (issue 21): a bare `( … )` list of constraints (what
/// people copy from the middle of the console) is a log with neither preamble nor breaking
/// line; a log whose breaking line never comes, or whose list is cut, is a log too. Each is
/// the same structure an ordinary log has (its members; no broken constraint when the
/// breaking line is missing, so the replay predicts with UIKit's answer unknown, and its
/// report says so). `fragments` records which part each lacks and where it begins.
struct ConflictLogTracker {
  struct Log {
    var members: [Int] = []
    var broken: Int?
  }

  /// The parts of a log a fragment lacks.
  struct Missing: OptionSet {
    let rawValue: Int
    static let preamble = Missing(rawValue: 1)
    static let breakingLine = Missing(rawValue: 2)
    static let listEnd = Missing(rawValue: 4)
  }

  private(set) var logs: [Log] = []
  /// For each log that is a fragment: its index in `logs`, what it lacks, where it begins.
  private(set) var fragments: [(log: Int, missing: Missing, at: SourceLocation)] = []
  /// A log is being read: its list takes the constraints printed.
  private var open = false
  private var listIsOpen = false
  private var listClosed = false
  /// Where the open log began, and whether it had its preamble.
  private var openedAt: SourceLocation?
  private var openedWithPreamble = false
  /// Constraints printed outside any log since the last list opened: the list of a log pasted
  /// without its preamble, if a "Will attempt …" follows; a bare list's, if its `)` came.
  private var pending: [Int] = []
  private var pendingListAt: SourceLocation?
  private var pendingListClosed = false

  mutating func beginLog(at location: SourceLocation) {
    endOpenLog()
    flushBareList()
    logs.append(Log())
    open = true
    openedAt = location
    openedWithPreamble = true
    listIsOpen = false
    listClosed = false
    pending = []
  }

  /// A `(` line.
  mutating func listOpened(at location: SourceLocation) {
    if open {
      listIsOpen = true
    } else {
      flushBareList()
      pending = []
      pendingListAt = location
      pendingListClosed = false
    }
  }

  /// A `)` line.
  mutating func listClosedSeen() {
    if open, listIsOpen { listClosed = true }
    if !open, pendingListAt != nil { pendingListClosed = true }
  }

  mutating func member(_ index: Int) {
    if open, !listClosed {
      if !logs[logs.count - 1].members.contains(index) {
        logs[logs.count - 1].members.append(index)
      }
    } else if !open {
      if pendingListClosed { flushBareList() }
      pending.append(index)
    }
  }

  /// "Will attempt to recover by breaking constraint".
  mutating func breakLineSeen(at location: SourceLocation) {
    if !open {
      logs.append(Log(members: pending))
      open = true
      openedAt = pendingListAt ?? location
      openedWithPreamble = false
      listIsOpen = pendingListAt != nil
      listClosed = pendingListClosed
    }
    pending = []
    pendingListAt = nil
    pendingListClosed = false
  }

  /// The constraint UIKit broke: the log ends.
  mutating func broken(_ index: Int, at location: SourceLocation) {
    if !open { breakLineSeen(at: location) }
    if !logs[logs.count - 1].members.contains(index) { logs[logs.count - 1].members.append(index) }
    logs[logs.count - 1].broken = index
    var missing: Missing = []
    if !openedWithPreamble { missing.insert(.preamble) }
    if listIsOpen, !listClosed { missing.insert(.listEnd) }
    if !missing.isEmpty, let openedAt { fragments.append((logs.count - 1, missing, openedAt)) }
    open = false
    pending = []
  }

  /// The end of the text: a log still open, or a bare list, is a fragment.
  mutating func finish() {
    endOpenLog()
    flushBareList()
  }

  /// A log whose breaking line has not come when another begins (or the text ends).
  private mutating func endOpenLog() {
    guard open, let openedAt else { return }
    var missing: Missing = [.breakingLine]
    if !openedWithPreamble { missing.insert(.preamble) }
    if listIsOpen, !listClosed { missing.insert(.listEnd) }
    if logs[logs.count - 1].members.isEmpty {
      logs.removeLast()
    } else {
      fragments.append((logs.count - 1, missing, openedAt))
    }
    open = false
  }

  /// A bare `( … )` list of constraints, closed: a log with neither preamble nor breaking line.
  private mutating func flushBareList() {
    guard let at = pendingListAt, pendingListClosed, !pending.isEmpty else { return }
    logs.append(Log(members: pending))
    fragments.append((logs.count - 1, [.preamble, .breakingLine], at))
    pending = []
    pendingListAt = nil
    pendingListClosed = false
  }
}
