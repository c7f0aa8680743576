import Cassowary
import DumpModel

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

  /// What the search assumes of what the log does not print; each was chosen on the 31 logs
  /// (the held-out measurement tries the others: `HeldOutTests`).
  struct Assumptions: Hashable, CaseIterable {
    /// UIKit's default margins (8) when the unknown margins leave room.
    var defaultMargins = true
    /// A frame-derived constant a rounding away from its 6 printed digits.
    var rounding = true
    /// Only the size restrictions the printed conflict needs (else every one).
    var onlyNeededRestrictions = true

    static let uikit = Assumptions()
    /// All 8, UIKit's first.
    static let allCases: [Assumptions] =
      [.uikit]
      + (1..<8).map {
        Assumptions(
          defaultMargins: $0 & 1 == 0, rounding: $0 & 2 == 0, onlyNeededRestrictions: $0 & 4 == 0)
      }
  }

  init(_ document: Document, _ printed: [ConstraintID], assumptions: Assumptions = .uikit)
    throws(LayoutError)
  {
    var check = try SubsetCheck(document, printed, margins: margins)
    isConflict = !check.satisfiable(printed)
    if !isConflict, assumptions.defaultMargins, check.hasUnknownMargins {
      // UIKit says the log is a conflict: the margins it does not print are then not free to
      // make room. Its default margins are the one value known (docs/conflicts.md).
      let defaults = try SubsetCheck(document, printed, margins: .uikitDefault)
      if !defaults.satisfiable(printed) {
        (check, margins, isConflict, assumesDefaultMargins) = (defaults, .uikitDefault, true, true)
      }
    }
    if !isConflict, assumptions.rounding {
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
    set = check.minimalSubset(of: printed)
    if set.count < printed.count, assumptions.onlyNeededRestrictions {
      // A smaller set under every restriction; under only those the whole needs it may be
      // the whole (when the whole is minimal under every restriction it is minimal under
      // fewer: the check is needed only here).
      check.restrictOnly(needed: printed)
      set = check.minimalSubset(of: printed)
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

  /// A minimal unsatisfiable subset of `constraints` (unsatisfiable themselves), by deletion
  /// in order: one whose removal leaves the rest a conflict is removed.
  func minimalSubset(of constraints: [ConstraintID]) -> [ConstraintID] {
    var set = constraints
    for id in constraints {
      let trial = set.filter { $0 != id }
      if !satisfiable(trial) { set = trial }
    }
    return set
  }

  /// Whether `subset` can hold together; `sizesRestricted` false leaves out the engine's
  /// `width ≥ 0`, `height ≥ 0` (not the restrictions on unknown margins).
  func satisfiable(_ subset: [ConstraintID], sizesRestricted: Bool = true) -> Bool {
    let kept = Set(subset)
    let solver = Solver(mode: .lexicographic)
    solver.reserveCapacity(constraints: system.entries.count, variables: system.variables.count)
    for (tag, entry) in system.entries.enumerated() {
      if let id = entry.constraintID, !kept.contains(id) { continue }
      if isSizeRestriction(entry),
        !sizesRestricted || restricted.map({ !$0.contains(entry.item) }) == true
      {
        continue
      }
      var constant = entry.expression.constant
      if rounding != 0, let id = entry.constraintID {
        constant += rounding * Self.printedPrecision(document[id])
      }
      let expression = Expression(entry.expression.terms, constant: constant)
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
