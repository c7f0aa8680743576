import DumpModel

/// Which constraints each "Unable to simultaneously satisfy constraints" log of a paste
/// printed, in print order, and the one UIKit broke (docs/conflicts.md, "How inspect reports
/// a conflict": each log is its own event). A log begins at its "Unable to …" line (or, its
/// first line cut, at the preamble's "Probably at least one …"), or, for a log pasted
/// without its preamble, at the list `(` before its "Will attempt …" line; its list runs to
/// the `)`; it ends with the constraint UIKit broke. Constraints are the assembler's indices:
/// one printed again in a later log is the same constraint.
///
/// A fragment is read for what it holds (docs/conflicts.md, "Fragments"): a bare `( … )` list
/// of constraints (what people copy from the middle of the console, and what log tools ask
/// users to paste) is a log with neither preamble nor breaking line; so is a run of the
/// list's quoted entries (`"<NSLayoutConstraint:…>",`, two or more) with neither `(` nor `)`;
/// a log whose breaking line never comes, or whose list is cut, is a log too. Each lacks
/// parts (`LogParts`), recorded with the log. Constraints printed outside any log and outside
/// such a list (a `po` of one, an array LLDB printed with its `<__NSArrayI …>(` header) are
/// no log.
struct ConflictLogTracker {
  struct Log {
    var members: [Int] = []
    var broken: Int?
    /// What the text does not hold of it.
    var missing: LogParts = []
  }

  private(set) var logs: [Log] = []
  /// A log is being read: its list takes the constraints printed.
  private var open = false
  private var listIsOpen = false
  private var listClosed = false
  private var openedWithPreamble = false
  /// Constraints printed outside any log since the last one ended: the list of a log pasted
  /// without its preamble, if a "Will attempt …" follows; else a bare list, if it had its `(`
  /// or every entry was quoted.
  private var pending: [Int] = []
  private var pendingHasOpen = false
  private var pendingClosed = false
  private var pendingAllQuoted = true

  /// "Unable to simultaneously satisfy constraints", or, with no log open, the preamble's
  /// next line (the first one cut).
  mutating func beginLog(preambleOnly: Bool = false) {
    if preambleOnly, open { return }
    endOpenLog()
    flushPending()
    logs.append(Log())
    open = true
    openedWithPreamble = true
    listIsOpen = false
    listClosed = false
  }

  /// A `(` line.
  mutating func listOpened() {
    if open {
      listIsOpen = true
    } else {
      flushPending()
      pendingHasOpen = true
    }
  }

  /// A `)` line.
  mutating func listClosedSeen() {
    if open, listIsOpen { listClosed = true }
    if !open, pendingHasOpen { pendingClosed = true }
  }

  /// A constraint printed; `quoted` when it stood in `"…"`, as a list's entries do.
  mutating func member(_ index: Int, quoted: Bool) {
    if open {
      if !listClosed, !logs[logs.count - 1].members.contains(index) {
        logs[logs.count - 1].members.append(index)
      }
      return
    }
    // A constraint after a bare list's `)`, or a loose one after a run of entries: the list
    // has ended.
    if pendingClosed || (!pendingHasOpen && !quoted && !pending.isEmpty && pendingAllQuoted) {
      flushPending()
    }
    pending.append(index)
    if !quoted { pendingAllQuoted = false }
  }

  /// "Will attempt to recover by breaking constraint".
  mutating func breakLineSeen() {
    guard !open else { return }
    var log = Log(members: pending)
    log.missing.insert(.preamble)
    if !pending.isEmpty {
      if !pendingHasOpen { log.missing.insert(.listStart) }
      if pendingHasOpen, !pendingClosed { log.missing.insert(.listEnd) }
    }
    logs.append(log)
    open = true
    openedWithPreamble = false
    listIsOpen = pendingHasOpen
    listClosed = true
    resetPending()
  }

  /// The constraint UIKit broke: the log ends.
  mutating func broken(_ index: Int) {
    if !open { breakLineSeen() }
    let last = logs.count - 1
    if !logs[last].members.contains(index) { logs[last].members.append(index) }
    logs[last].broken = index
    if openedWithPreamble, listIsOpen, !listClosed { logs[last].missing.insert(.listEnd) }
    if openedWithPreamble, !listIsOpen, logs[last].members.count > 1 {
      logs[last].missing.insert(.listStart)
    }
    open = false
  }

  /// The end of the text: a log still open, or a bare list, is a fragment.
  mutating func finish() {
    endOpenLog()
    flushPending()
  }

  /// A log whose breaking line has not come when another begins (or the text ends).
  private mutating func endOpenLog() {
    guard open else { return }
    open = false
    let last = logs.count - 1
    guard !logs[last].members.isEmpty else {
      // A preamble and nothing else: no log to replay.
      logs.removeLast()
      return
    }
    logs[last].missing.insert(.breakingLine)
    if !listIsOpen { logs[last].missing.insert(.listStart) }
    if listIsOpen, !listClosed { logs[last].missing.insert(.listEnd) }
  }

  /// A bare list (its `(` seen) or a run of quoted entries: a log with neither preamble nor
  /// breaking line.
  private mutating func flushPending() {
    defer { resetPending() }
    // A run of quoted entries without `(` is a list when it holds two constraints or more:
    // one quoted constraint alone is just that.
    guard !pending.isEmpty, pendingHasOpen || pendingAllQuoted && Set(pending).count > 1
    else { return }
    var log = Log(members: pending, missing: [.preamble, .breakingLine])
    if !pendingHasOpen { log.missing.insert(.listStart) }
    if pendingHasOpen, !pendingClosed { log.missing.insert(.listEnd) }
    logs.append(log)
  }

  private mutating func resetPending() {
    pending = []
    pendingHasOpen = false
    pendingClosed = false
    pendingAllQuoted = true
  }
}

/// The parts of a conflict log a fragment lacks.
struct LogParts: OptionSet {
  let rawValue: Int
  /// "Unable to simultaneously satisfy constraints" and the lines after it.
  static let preamble = LogParts(rawValue: 1)
  /// The list's `(`: its first entries may be cut.
  static let listStart = LogParts(rawValue: 2)
  /// The list's `)`: its last entries may be cut.
  static let listEnd = LogParts(rawValue: 4)
  /// "Will attempt to recover by breaking constraint" and UIKit's choice.
  static let breakingLine = LogParts(rawValue: 8)
}
