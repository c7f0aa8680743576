import DumpModel

extension BreakRule {
  /// The rule and the choices that were made in fitting it to the 31 logged breaks: which
  /// parts, in which order, which edge first, what a tie falls to. The held-out measurement
  /// (`HeldOutTests`, docs/conflicts.md, "Measured on what it was not fitted on") fits the
  /// choice again on all logs but those of one paste and scores it on that paste.
  public struct Variant: Sendable, Hashable, CustomStringConvertible {
    /// A ranking of the candidates; larger is broken first.
    public enum Key: String, Sendable, Hashable, CaseIterable {
      /// Part 2: the depth of the view the constraint is installed on.
      case installDepth
      /// Part 3: the depth of its shallowest item.
      case shallowestItem
      /// Part 4: a pin of a far edge first (or, `farEdgeFirst` false, of a near edge).
      case edge

      func value(_ constraint: DocumentConstraint, _ tree: LogTree, _ variant: Variant) -> Int {
        switch self {
        case .installDepth: return tree.installDepth(constraint)
        case .shallowestItem: return tree.shallowestItemDepth(constraint)
        case .edge:
          let rank = BreakRule.edgeRank(constraint)
          return variant.farEdgeFirst ? rank : -rank
        }
      }
    }

    public var keys: [Key] = [.installDepth, .shallowestItem, .edge]
    /// `UIView-*Margin-guide-constraint`s are candidates (10/1, 10/3, 10/5), or UIKit's own.
    public var marginGuidesBreakable = true
    public var farEdgeFirst = true
    /// Part 5, SnapKit's source lines, decides a tie.
    public var sourceLines = true
    /// A tie falls to the last printed instead of the first.
    public var lastPrintedOnTie = false

    /// The rule (docs/conflicts.md, "The rule").
    public static let rule = Variant()

    /// Every variant the held-out measurement chooses among, the rule first: every order of
    /// every subset of parts 2–4, each edge first, margin guides breakable or not, part 5 or
    /// not, a tie to the first or the last printed (256).
    public static let all: [Variant] = {
      var orders: [[Key]] = [[]]
      for _ in Key.allCases {
        orders += orders.flatMap { order in
          Key.allCases.filter { !order.contains($0) }.map { order + [$0] }
        }
      }
      var variants: [Variant] = [.rule]
      for keys in Set(orders).sorted(by: {
        $0.map(\.rawValue).lexicographicallyPrecedes($1.map(\.rawValue))
      }) {
        for flags in 0..<16 {
          let variant = Variant(
            keys: keys, marginGuidesBreakable: flags & 1 == 0, farEdgeFirst: flags & 2 == 0,
            sourceLines: flags & 4 == 0, lastPrintedOnTie: flags & 8 != 0)
          if variant != .rule { variants.append(variant) }
        }
      }
      return variants
    }()

    public var description: String {
      var words = ["parts " + (keys.map(\.rawValue).joined(separator: ", ").nonEmpty ?? "none")]
      if !marginGuidesBreakable { words.append("margin guides UIKit's own") }
      if !farEdgeFirst { words.append("near edge first") }
      if !sourceLines { words.append("no source lines") }
      if lastPrintedOnTie { words.append("a tie to the last printed") }
      return words.joined(separator: "; ")
    }
  }
}

extension String {
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
