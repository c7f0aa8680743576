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
}
