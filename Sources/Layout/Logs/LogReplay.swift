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
  }

  var logs: [Log] = []

  init(_ document: Document) {
    var byNumber: [Int: Log] = [:]
    for id in document.constraintsInDocumentOrder {
      let constraint = document[id]
      for number in constraint.logs {
        byNumber[number, default: Log(number: number)].printed.append(id)
      }
      for number in constraint.brokenInLogs {
        byNumber[number, default: Log(number: number)].uikitBroken = id
      }
    }
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
    let prediction = BreakRule.predict(printed, in: document, tree: tree)
    let predicted = prediction.constraint
    let found = try ConflictSearch(document, printed)
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
    return replay
  }
}

/// What a log's printed constraints show of its conflict (docs/conflicts.md, "The printed
/// list"): whether they conflict as inspect models UIKit's engine, under what it had to
/// assume, and a minimal conflicting subset.
struct ConflictSearch {
  var isConflict = false
  var margins = LayoutSystem.MarginAssumption.unknown
  var assumesDefaultMargins = false
  var assumesRounding = false
  var needsNonNegativeSizes = false
  var set: [ConstraintID] = []

  init(_ document: Document, _ printed: [ConstraintID]) throws(LayoutError) {
    var check = try SubsetCheck(document, printed, margins: margins)
    isConflict = !check.satisfiable(printed)
    if !isConflict, check.hasUnknownMargins {
      // UIKit says the log is a conflict: the margins it does not print are then not free to
      // make room. Its default margins are the one value known (docs/conflicts.md).
      let defaults = try SubsetCheck(document, printed, margins: .uikitDefault)
      if !defaults.satisfiable(printed) {
        (check, margins, isConflict, assumesDefaultMargins) = (defaults, .uikitDefault, true, true)
      }
    }
    if !isConflict {
      // UIKit prints a constant to 6 significant digits (`%g`); the constants it takes from
      // frames (encapsulated, autoresizing, temporary sizes) may be a rounding away from what
      // it prints (58: `height >= 48` against an encapsulated height printed as 48).
      for sign in [-1.0, 1.0] where !isConflict {
        check.rounding = sign
        isConflict = !check.satisfiable(printed)
      }
      assumesRounding = isConflict
      if !isConflict { check.rounding = 0 }
    }
    guard isConflict else { return }
    needsNonNegativeSizes = check.satisfiable(printed, sizesRestricted: false)
    // UIKit keeps sizes non-negative, and prints none of it: keep only the restrictions the
    // printed conflict needs, so that a smaller conflict through a restriction the log's own
    // conflict does not need is not taken for it.
    check.restrictOnly(needed: printed)
    set = printed
    for id in printed {
      let trial = set.filter { $0 != id }
      if !check.satisfiable(trial) { set = trial }
    }
  }
}

/// Whether subsets of a log's constraints are satisfiable under the size restrictions: one
/// system for the whole log, a fresh solver per question.
struct SubsetCheck {
  let system: LayoutSystem
  let document: Document
  /// −1 or +1: the constants of UIKit's frame-derived constraints moved by half a unit of the
  /// last digit UIKit prints, that way; 0 as printed.
  var rounding = 0.0
  /// The items whose size restrictions are kept; nil for all.
  private var restricted: Set<Int>?

  init(_ document: Document, _ printed: [ConstraintID], margins: LayoutSystem.MarginAssumption)
    throws(LayoutError)
  {
    self.document = document
    system = try LayoutSystem(
      document, roots: document.roots, mode: .replay(printed, margins: margins))
  }

  var hasUnknownMargins: Bool { !system.marginVariables.isEmpty }

  /// Keeps the size restrictions of only the items `subset` needs to conflict: each item's
  /// left out, in order, where the rest still conflicts.
  mutating func restrictOnly(needed subset: [ConstraintID]) {
    var kept = Set(system.entries.filter(isSizeRestriction).map(\.item))
    for item in kept.sorted() {
      restricted = kept.subtracting([item])
      if !satisfiable(subset) { kept.remove(item) }
    }
    restricted = kept
  }

  /// Whether `subset` can hold together; `sizesRestricted` false leaves out the engine's
  /// `width ≥ 0`, `height ≥ 0` (not the restrictions on unknown margins).
  func satisfiable(_ subset: [ConstraintID], sizesRestricted: Bool = true) -> Bool {
    let kept = Set(subset)
    let solver = Solver(mode: .lexicographic)
    let variables = system.variables.map { solver.makeVariable($0.name) }
    for (tag, entry) in system.entries.enumerated() {
      if let id = entry.source?.constraintID, !kept.contains(id) { continue }
      if isSizeRestriction(entry),
        !sizesRestricted || restricted.map({ !$0.contains(entry.item) }) == true
      {
        continue
      }
      var constant = entry.expression.constant
      if rounding != 0, let id = entry.source?.constraintID {
        constant += rounding * Self.printedPrecision(document[id])
      }
      let expression = Expression(
        entry.expression.terms.map { Term(variables[$0.variable.id], $0.coefficient) },
        constant: constant)
      do {
        try solver.add(Constraint(expression, entry.relation, priority: entry.priority, tag: tag))
      } catch {
        if case .unsatisfiable = error { return false }
      }
    }
    return true
  }

  /// Half a unit of the 6th significant digit of the constant UIKit printed, for the
  /// constraints it makes from a frame (docs/conflicts.md, "It is a whole conflict set"); 0
  /// for the others and for a constant of 0.
  static func printedPrecision(_ constraint: DocumentConstraint) -> Double {
    switch BreakRule.Category(constraint) {
    case .encapsulated, .autoresizing, .temporary, .fitting, .layoutSupport:
      let value = abs(constraint.constant)
      guard value > 0, value.isFinite else { return 0 }
      // 10^e ≤ value < 10^(e+1); the 6th significant digit's unit is 10^(e−5).
      var unit = 1e-5
      while unit * 1e5 > value { unit /= 10 }
      while unit * 1e6 <= value { unit *= 10 }
      return unit / 2
    default: return 0
    }
  }

  private func isSizeRestriction(_ entry: LayoutSystem.Entry) -> Bool {
    guard entry.isRestriction, entry.item >= 0, entry.expression.terms.count == 1 else {
      return false
    }
    let first = system.items[entry.item].firstVariable
    return [first + 2, first + 3].contains(entry.expression.terms[0].variable.id)
  }
}
