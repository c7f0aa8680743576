import Cassowary
import DumpModel

/// One "Unable to simultaneously satisfy constraints" log of a paste, replayed on its own
/// (docs/conflicts.md, "How inspect reports a conflict"; docs/layout.md, "Conflict
/// replay"): its printed constraints alone, under the only implicit constraints UIKit evidently
/// has (sizes ≥ 0 for views and for guides but margins guides), what the log does not print
/// (margins, baselines, the superview an autoresizing position is measured from) unknown.
public struct LogReplay: Sendable, Hashable {
  /// The log's number in the paste (1 for the first).
  public var log: Int
  /// The constraints it printed, in print order (document order keeps it).
  public var printed: [ConstraintID]
  /// The constraint its "Will attempt to recover by breaking constraint" names, if any.
  public var uikitBroken: ConstraintID?
  /// The rule's choice with the answer hidden (`BreakRule`), and the part that decided it.
  public var predicted: ConstraintID?
  public var rulePart: Int
  /// Whether the printed constraints conflict as inspect models them.
  public var isConflict: Bool
  /// They conflict only with UIKit's default margins (8) for the margins the log does not
  /// print; with margins unknown they do not.
  public var assumesDefaultMargins: Bool
  /// They conflict only because UIKit's engine keeps sizes non-negative (42: `UIView.width
  /// == - 16`): without that restriction they would not (docs/conflicts.md, "What UIKit adds").
  public var needsNonNegativeSizes: Bool
  /// inspect's conflict set: a minimal unsatisfiable subset of the printed constraints (the
  /// printed ones whose removal leaves the rest a conflict taken away, in print order); empty
  /// when they do not conflict.
  public var conflictSet: [ConstraintID]
  /// The constraint the replay breaks: UIKit's, or the predicted one (`--predict`, or a log
  /// without its "Will attempt" line).
  public var broken: ConstraintID?
  /// The frames of the log's items once it is broken, in their superviews' (owners')
  /// coordinates; the variables nothing determines are in `ambiguous`.
  public var frames: [ItemID: Rect]
  public var ambiguous: [AmbiguousItem]
  /// The items the printed constraints name, in document order.
  public var items: [ItemID]
  /// The constraints the rule left tied (part 6), the predicted one first; empty when the log
  /// decides.
  public var tied: [ConstraintID] = []
  /// They conflict only if a constant UIKit took from a frame is a rounding away from the 6
  /// significant digits it printed (58).
  public var assumesPrintedRounding = false
  /// A line inside the log: the first of the constraints it is the first log to print (a
  /// constraint printed again is read once, where first printed); nil when every one was
  /// printed by an earlier log.
  public var line: Int?

  /// The text holds only part of the printed list: its `(` or its `)` is missing, so the
  /// conflict may lie in what was cut (docs/conflicts.md, "Fragments").
  public var listCut = false
  /// The text holds the log without UIKit's "Unable to simultaneously satisfy constraints"
  /// preamble (a bare `( … )` list).
  public var withoutPreamble = false

  /// A whole bare list of constraints (no preamble, no breaking line, nothing cut) that
  /// holds: nothing says UIKit met a conflict there, and inspect finds none.
  public var isListThatHolds: Bool {
    !isConflict && uikitBroken == nil && withoutPreamble && !listCut
  }

  /// Whether the rule's choice is UIKit's; nil when the log does not say UIKit's.
  public var agrees: Bool? { uikitBroken.map { $0 == predicted } }
  /// Whether inspect's conflict set is the printed list (as a set).
  public var setIsPrinted: Bool { Set(conflictSet) == Set(printed) }
}

/// The conflict logs a document was read from: `logs` and `brokenInLogs` of its constraints.
struct ConflictLogs {
  struct Log {
    var number: Int
    var printed: [ConstraintID] = []
    var uikitBroken: ConstraintID?
    var cut = false
    var withoutPreamble = false
  }

  var logs: [Log] = []

  init(_ document: Document) {
    var byNumber: [Int: Log] = [:]
    for id in document.constraintsInDocumentOrder {
      // Read in place: a copy of each constraint of a window copied its strings and arrays.
      if document[id].logs.isEmpty && document[id].brokenInLogs.isEmpty { continue }
      for number in document[id].logs {
        byNumber[number, default: Log(number: number)].printed.append(id)
      }
      for number in document[id].brokenInLogs {
        byNumber[number, default: Log(number: number)].uikitBroken = id
      }
    }
    for number in document.metadata.logsCut { byNumber[number]?.cut = true }
    for number in document.metadata.logsWithoutPreamble { byNumber[number]?.withoutPreamble = true }
    logs = byNumber.keys.sorted().map { byNumber[$0]! }
  }
}

extension AutoLayout {
  /// Replays every conflict log of the document on its own (`LogReplay`), or, given
  /// `touching`, each log that prints a constraint naming one of those items. With `predict`,
  /// each replay breaks the rule's choice; without it, UIKit's where the log names it.
  /// - Throws: `LayoutError` as `solve`.
  public static func replayLogs(
    _ document: Document, predict: Bool = false, touching items: Set<ItemID>? = nil
  ) throws(LayoutError) -> [LogReplay] {
    var logs = ConflictLogs(document).logs
    if let items {
      logs = logs.filter { log in
        log.printed.contains { id in
          items.contains(document[id].first) || document[id].second.map(items.contains) == true
        }
      }
    }
    guard !logs.isEmpty else { return [] }
    let tree = LogTree(document, constraints: logs.flatMap(\.printed))
    // Document order once for all logs: each replay costs what its log holds.
    var order: [ItemID: Int] = [:]
    for (rank, entry) in document.itemsInPreorder().enumerated() { order[entry.item] = rank }
    var replays: [LogReplay] = []
    for log in logs {
      replays.append(
        try replay(log, in: document, tree: tree, order: order, predict: predict))
    }
    return replays
  }

  private static func replay(
    _ log: ConflictLogs.Log, in document: Document, tree: LogTree, order: [ItemID: Int],
    predict: Bool
  ) throws(LayoutError) -> LogReplay {
    let printed = log.printed.filter { document[$0].active }
    let found = try ConflictSearch(document, printed)
    // A whole list that does not conflict, with no answer of UIKit's to compare, is no
    // conflict: nothing to predict, nothing broken (a bare `( … )` list of constraints that
    // hold). A cut list may conflict through what was cut: predicted all the same.
    let prediction =
      found.isConflict || log.uikitBroken != nil || log.cut
      ? BreakRule.predict(printed, in: document, tree: tree)
      : BreakRule.Prediction(constraint: nil, part: 0)
    let predicted = prediction.constraint
    let broken = predict ? predicted : (log.uikitBroken ?? predicted)
    let kept = printed.filter { $0 != broken }
    let system = try LayoutSystem(
      document, roots: document.roots, mode: .replay(kept, margins: found.margins))
    let solved = try LayoutEngine.run(system, document: document, options: LayoutOptions())
    var named = Set<ItemID>()
    for id in printed {
      named.insert(document[id].first)
      if let second = document[id].second { named.insert(second) }
    }
    let items = named.sorted { (order[$0] ?? .max) < (order[$1] ?? .max) }
    var frames: [ItemID: Rect] = [:]
    for item in items { frames[item] = solved.frames[item] }
    let ambiguous = solved.ambiguous.filter { items.contains($0.item) }
    let line = printed.filter { document[$0].logs.first == log.number }
      .compactMap { document[$0].location?.line }.min()
    var replay = LogReplay(
      log: log.number, printed: printed, uikitBroken: log.uikitBroken, predicted: predicted,
      rulePart: prediction.part, isConflict: found.isConflict,
      assumesDefaultMargins: found.assumesDefaultMargins,
      needsNonNegativeSizes: found.needsNonNegativeSizes, conflictSet: found.set,
      broken: broken, frames: frames, ambiguous: ambiguous, items: items, line: line)
    replay.tied = prediction.tied
    replay.assumesPrintedRounding = found.assumesRounding
    replay.listCut = log.cut
    replay.withoutPreamble = log.withoutPreamble
    return replay
  }
}
