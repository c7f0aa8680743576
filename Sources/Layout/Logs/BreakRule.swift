import DumpModel

/// Which constraint of a conflict UIKit breaks, predicted from what its log shows: the rule of
/// docs/conflicts.md ("The rule"), part by part, with its evidence there. Among the printed
/// constraints UIKit breaks
///
/// 1. never one of its own sizing constraints;
/// 2. the one installed deepest (the nearest common ancestor of its items lies deepest);
/// 3. then the one whose shallowest item lies deepest;
/// 4. then a pin of a far edge before any other shape, a pin of a near edge after every other;
/// 5. then the first printed.
///
/// `Tools/conflicts/rule.py` is the same rule in Python, scored on the 31 logged breaks of
/// `Fixtures/conflict-logs/breaks.tsv` (the `rule_address` and `rule_part` columns): the tests
/// hold this one to every row.
public enum BreakRule {
  /// What kind of constraint a printed one is (docs/conflicts.md, `Tools/conflicts/categories.py`).
  public enum Category: String, Sendable {
    case encapsulated, autoresizing, fitting, hiding, temporary, safeArea, marginGuide
    case contentSize, stack, uikitNamed, app

    public init<Item>(_ constraint: LayoutConstraintOf<Item>) {
      let identifier = constraint.identifier ?? ""
      let className = constraint.className
      if identifier.hasPrefix("UIView-Encapsulated-Layout-") {
        self = .encapsulated
      } else if className == "NSAutoresizingMaskLayoutConstraint"
        || constraint.printedAutoresizingMask != nil
      {
        self = .autoresizing
      } else if identifier == "fittingSizeHTarget" || identifier == "fittingSizeVTarget" {
        self = .fitting
      } else if identifier == "UISV-hiding" {
        self = .hiding
      } else if identifier.hasPrefix("_UITemporaryLayout")
        || className.hasPrefix("_UITemporaryLayout")
      {
        self = .temporary
      } else if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") {
        self = .safeArea
      } else if Self.isMarginGuide(identifier) {
        self = .marginGuide
      } else if className == "NSContentSizeLayoutConstraint" {
        self = .contentSize
      } else if identifier.hasPrefix("UISV-") {
        self = .stack
      } else if Self.uikitPrefixes.contains(where: { identifier.hasPrefix($0) }) {
        self = .uikitNamed
      } else {
        self = .app
      }
    }

    /// UIKit's own sizing constraints: the size or place UIKit gives a view from outside Auto
    /// Layout.
    public var isSizing: Bool {
      switch self {
      case .encapsulated, .autoresizing, .fitting, .hiding, .temporary, .safeArea, .marginGuide,
        .contentSize:
        return true
      case .stack, .uikitNamed, .app: return false
      }
    }

    /// Part 1: never broken in the 31 logs (margin-guide constraints are: 10/1, 10/3, 10/5).
    public var isNeverBroken: Bool { isSizing && self != .marginGuide }

    static func isMarginGuide(_ identifier: String) -> Bool {
      let edges = ["left", "right", "top", "bottom", "leading", "trailing"]
      return edges.contains { identifier == "UIView-\($0)Margin-guide-constraint" }
    }

    /// Identifiers of UIKit's bar-button and navigation-bar constraints (samples 06 and 10).
    static let uikitPrefixes = [
      "BIB_", "CB_", "UINav", "Mask_", "MaskEV_", "UIButtonBar.", "UIBarButton", "_UI",
    ]
  }

  /// The shape of a constraint's equation.
  public enum Shape: Sendable {
    /// Only widths and heights.
    case size
    /// A center.
    case center
    /// An item's edge to another's same edge (a pin).
    case edge
    /// An item's edge to another's opposite edge (`[A]-(8)-[B]`).
    case spacing
    case other

    public init<Item>(_ constraint: LayoutConstraintOf<Item>) {
      var attributes = [constraint.firstAttribute]
      if constraint.second != nil, constraint.secondAttribute != .notAnAttribute {
        attributes.append(constraint.secondAttribute)
      }
      if attributes.allSatisfy({ $0 == .width || $0 == .height }) {
        self = .size
      } else if attributes.contains(where: { $0.rawValue.hasPrefix("center") }) {
        self = .center
      } else if attributes.count < 2 {
        self = .other
      } else {
        let (a, b) = (Self.plain(attributes[0]), Self.plain(attributes[1]))
        if a == b {
          self = .edge
        } else if Self.opposite.contains(where: { $0 == (a, b) }) {
          self = .spacing
        } else {
          self = .other
        }
      }
    }

    /// A margin attribute as its plain edge (`leadingMargin` → `leading`).
    static func plain(_ attribute: LayoutAttribute) -> String {
      let name = attribute.rawValue
      return name.hasSuffix("Margin") ? String(name.dropLast("Margin".count)) : name
    }

    static let opposite = [
      ("leading", "trailing"), ("trailing", "leading"), ("left", "right"), ("right", "left"),
      ("top", "bottom"), ("bottom", "top"),
    ]
  }

  /// Part 4: +1 a pin of a far edge, −1 a pin of a near edge, 0 any other shape.
  static func edgeRank<Item>(_ constraint: LayoutConstraintOf<Item>) -> Int {
    guard Shape(constraint) == .edge else { return 0 }
    switch constraint.firstAttribute {
    case .trailing, .bottom, .right, .trailingMargin, .bottomMargin, .rightMargin: return 1
    case .leading, .top, .left, .leadingMargin, .topMargin, .leftMargin: return -1
    default: return 0
    }
  }

  /// The parts of the rule, for reports.
  public static let partNames = [
    1: "UIKit never breaks its own sizing constraints: one left",
    2: "installed deepest",
    3: "its shallowest item lies deepest",
    4: "a far edge before other shapes, a near edge after",
    5: "the first printed",
  ]

  /// The constraint the rule predicts among `printed` (in print order), and the part that
  /// decided it (1 … 5); nil for an empty list.
  public static func predict(
    _ printed: [ConstraintID], in document: Document, tree: LogTree
  ) -> (constraint: ConstraintID, part: Int)? {
    guard !printed.isEmpty else { return nil }
    var candidates = printed.enumerated().filter { !Category(document[$0.element]).isNeverBroken }
    if candidates.isEmpty { candidates = Array(printed.enumerated()) }
    if candidates.count == 1 { return (candidates[0].element, 1) }
    let ranked = candidates.map { index, id -> ([Int], ConstraintID) in
      let constraint = document[id]
      return (
        [
          tree.installDepth(constraint), tree.shallowestItemDepth(constraint),
          edgeRank(constraint), -index,
        ], id
      )
    }
    let best = ranked.map(\.0).max { $0.lexicographicallyPrecedes($1) }!
    for part in 1...best.count {
      let tied = ranked.filter { Array($0.0.prefix(part)) == Array(best.prefix(part)) }
      if tied.count == 1 { return (tied[0].1, part + 1) }
    }
    return (ranked.first { $0.0 == best }!.1, 5)
  }
}
