import DumpModel

/// The thresholds and the selection of `inspect check` (its options).
public struct AuditOptions: Sendable, Hashable {
  /// `--min-size W H`: the smallest hit area (Apple's 44 × 44 pt).
  public var minSize = Size(width: 44, height: 44)
  /// `--min-title PT`: the width a title needs when its text's width is not known.
  public var minTitle = 44.0
  /// `--min-edge PT`: the least distance from an item to the screen's left or right edge; 0
  /// reports only items past the edge.
  public var minEdge = 0.0
  /// `--rule`: only these rules (nil: every rule).
  public var only: Set<Rule>?
  /// `--ignore`: not these.
  public var ignored: Set<Rule> = []
  /// `--error`, `--warn`: a rule's level for this run.
  public var levels: [Rule: Level] = [:]
  /// `--root`: the views whose subtrees are checked; nil: the bars when the capture holds
  /// more than its bars (a whole window), else everything (docs/check.md, "--root").
  public var roots: [ViewID]?

  public init() {}

  public func runs(_ rule: Rule) -> Bool {
    (only?.contains(rule) ?? true) && !ignored.contains(rule)
  }

  public func level(of rule: Rule) -> Level { levels[rule] ?? rule.defaultLevel }

  /// What is wrong with the thresholds, or nil: a hit area above 0 each way, a title width
  /// and an edge distance of 0 or more; every number finite. `inspect check`'s option table
  /// takes the same ranges (`--min-size`: above 0, the others: 0 or more).
  public var invalidOption: String? {
    if ![minSize.width, minSize.height].allSatisfy({ $0.isFinite && $0 > 0 }) {
      return "the smallest hit area must be above 0, not \(shown(minSize.width)) "
        + shown(minSize.height)
    }
    if !(minTitle.isFinite && minTitle >= 0) {
      return "the width a title needs must be 0 or more, not \(shown(minTitle))"
    }
    if !(minEdge.isFinite && minEdge >= 0) {
      return "the least distance to the screen's edge must be 0 or more, not \(shown(minEdge))"
    }
    return nil
  }

  /// A number as a message shows it, `nan` and `inf` too.
  private func shown(_ number: Double) -> String {
    number.isFinite ? formatNumber(number) : "\(number)"
  }
}

/// Options `Checks` refuses (`AuditOptions.invalidOption`): nothing is audited.
public struct AuditError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `the smallest hit area must be above 0, not nan 44`.
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { "error: \(message)" }
}
