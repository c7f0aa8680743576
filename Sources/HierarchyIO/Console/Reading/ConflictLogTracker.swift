import DumpModel

/// Which constraints each "Unable to simultaneously satisfy constraints" log of a paste
/// printed, in print order, and the one UIKit broke (docs/conflicts.md, "How inspect reports
/// a conflict": each log is its own event). A log begins at its "Unable to …" line (or, its
/// first line cut, at the preamble's "Probably at least one …"), or, for a log pasted
/// without its preamble, at the list `(` before its "Will attempt …" line; its list runs to
/// the `)`; it ends with the constraint UIKit broke. Constraints are the assembler's indices:
/// one printed again in a later log is the same constraint.
///
/// A fragment is read for what it holds (docs/conflicts.md, "Fragments"): a list of
/// constraints outside a log is a log with neither preamble nor breaking line, whatever
/// printed it: a bare `( … )` list (what people copy from the middle of the console, and what
/// log tools ask users to paste), a Swift `print` of an array (`[<…>, <…>]`, on one line or
/// several), an array `po` printed (`<__NSArrayM 0x…>( … )`, `▿ 3 elements` and its `- 0 :`
/// lines: `po $arg2` at UIKit's symbolic breakpoint prints the log's list so), a run of the
/// list's quoted entries (`"<NSLayoutConstraint:…>",`, two or more) with neither `(` nor `)`,
/// and a run of two or more constraints on consecutive lines (the list with its quotes taken
/// away). A log whose breaking line never comes, or whose list is cut, is a log too. Each lacks
/// parts (`LogParts`), recorded with the log. A list that holds is replayed and reported as no
/// conflict (`LogReplay.isListThatHolds`). A constraint printed alone (a `po` of one) is no
/// log.
struct ConflictLogTracker {
  struct Log {
    var members: [Int] = []
    var broken: Int?
    /// What the text does not hold of it.
    var missing: LogParts = []
    /// A list whose entries are not quoted as UIKit's are (an array `po` or Swift printed,
    /// a run of constraint lines): a log only in a text that prints no view (`kept`).
    var loose = false
  }

  /// What opens a list of constraints outside a log.
  enum Opener: Equatable {
    /// `(` (UIKit's list, an `NSArray`'s description, `<__NSArrayM 0x…>(`), `[` (Swift),
    /// `@[` (Cycript), `{(` (an `NSSet`).
    case bracket
    /// `▿ 3 elements` (Swift's `po`): the list ends with its last element.
    case elements(Int)
  }

  private(set) var logs: [Log] = []
  /// A log is being read: its list takes the constraints printed.
  private var open = false
  private var listIsOpen = false
  private var listClosed = false
  private var openedWithPreamble = false
  /// Constraints printed outside any log since the last one ended: the list of a log pasted
  /// without its preamble, if a "Will attempt …" follows; else a list (`flushPending`).
  private var pending: [Int] = []
  private var opener: Opener?
  private var pendingClosed = false
  private var pendingAllQuoted = true
  /// The last line of the last constraint of a run with no opener: a run is consecutive lines.
  private var lastLine = 0

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

  /// A line that opens a list: `(`, `[`, `<__NSArrayM 0x…>(`, `▿ 3 elements`.
  mutating func listOpened(_ kind: Opener = .bracket) {
    if open {
      listIsOpen = true
    } else {
      flushPending()
      opener = kind
      if kind == .elements(0) { pendingClosed = true }
    }
  }

  /// A line that closes a list: `)`, `]`.
  mutating func listClosedSeen() {
    if open, listIsOpen { listClosed = true }
    if !open, opener != nil { pendingClosed = true }
  }

  /// A constraint printed on `lines` (more than one when wrapped); `quoted` when it stood in
  /// `"…"`, as a list's entries do.
  mutating func member(_ index: Int, quoted: Bool, lines: ClosedRange<Int>) {
    if open {
      if !listClosed, !logs[logs.count - 1].members.contains(index) {
        logs[logs.count - 1].members.append(index)
      }
      return
    }
    // A constraint after a list's end, a loose one after a run of entries, or one after a
    // gap in a run with no opener: the list has ended.
    let runBroken = opener == nil && !pending.isEmpty && lines.lowerBound > lastLine + 1
    if pendingClosed || runBroken
      || (opener == nil && !quoted && !pending.isEmpty && pendingAllQuoted)
    {
      flushPending()
    }
    pending.append(index)
    lastLine = lines.upperBound
    if !quoted { pendingAllQuoted = false }
    if case .elements(let count) = opener, pending.count >= count { pendingClosed = true }
  }

  /// "Will attempt to recover by breaking constraint".
  mutating func breakLineSeen() {
    guard !open else { return }
    var log = Log(members: pending)
    log.missing.insert(.preamble)
    if !pending.isEmpty {
      if opener == nil { log.missing.insert(.listStart) }
      if opener != nil, !pendingClosed { log.missing.insert(.listEnd) }
    }
    logs.append(log)
    open = true
    openedWithPreamble = false
    listIsOpen = opener != nil
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

  /// The end of the text: a log still open, or a list, is a fragment.
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

  /// A list (its opener seen) or a run of two constraints or more: a log with neither
  /// preamble nor breaking line. A run of quoted entries with no `(` is a cut piece of
  /// UIKit's list; a run of unquoted ones is a list as someone copied it, whole.
  private mutating func flushPending() {
    defer { resetPending() }
    guard !pending.isEmpty, opener != nil || Set(pending).count > 1 else { return }
    var log = Log(members: pending, missing: [.preamble, .breakingLine])
    if opener == nil, pendingAllQuoted { log.missing.insert(.listStart) }
    if opener != nil, !pendingClosed { log.missing.insert(.listEnd) }
    log.loose = !pendingAllQuoted
    logs.append(log)
  }

  /// The logs of the text. In a text that prints views, a list that is not UIKit's (an array
  /// `po` printed, the constraints `show` prints under a view) is that view's constraints,
  /// not a log: the tree keeps them where the text put them.
  func kept(treePrinted: Bool) -> [Log] {
    treePrinted ? logs.filter { !$0.loose } : logs
  }

  private mutating func resetPending() {
    pending = []
    opener = nil
    pendingClosed = false
    pendingAllQuoted = true
  }
}

extension ConflictLogTracker {
  /// A line of punctuation (`ConsoleLine.isPunctuation`): `(`, `[`, `@[`, `{(` open a list,
  /// `)`, `]`, `)}` close one, `▿ 3 elements` opens a list of 3.
  mutating func punctuationLine(_ cursor: ByteCursor) {
    switch cursor.peek() {
    case .openParen, .openBracket, .openBrace, .at: listOpened()
    case .closeParen, .closeBracket, .closeBrace: listClosedSeen()
    default:
      guard cursor.hasPrefix(ConsoleLine.elements) else { return }
      var count = cursor
      count.position += ConsoleLine.elements.count
      count.skipSpaces()
      if let number = count.number(), number >= 0, number < Double(Int.max) {
        listOpened(.elements(Int(number)))
      }
    }
  }

  /// A line of descriptions that opens a list itself, before its first (`[<…>, <…>]`, Swift's
  /// `print` of an array; `("<…>", "<…>")`): the list opened; true when it did.
  mutating func inlineListOpened(_ cursor: ByteCursor) -> Bool {
    var probe = cursor
    _ = probe.consume(.at)
    guard !open, probe.consume(.openBracket) || probe.consume(.openParen) else { return false }
    probe.skipSpaces()
    _ = probe.consume(.doubleQuote)
    guard probe.peek() == .lessThan else { return false }
    listOpened()
    return true
  }

  /// The end of a line that opened a list: `]` or `)` last closes it.
  mutating func inlineListClosed(_ cursor: ByteCursor) {
    var end = cursor.end
    while end > cursor.position, cursor.bytes[end - 1].isSpace { end -= 1 }
    guard end > cursor.position, [.closeBracket, .closeParen].contains(cursor.bytes[end - 1])
    else { return }
    listClosedSeen()
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
