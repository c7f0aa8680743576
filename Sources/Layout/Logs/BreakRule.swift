import DumpModel

/// Which constraint of a conflict UIKit breaks, predicted from what its log shows
/// (docs/conflicts.md, "The rule", each part with its class of evidence). UIKit's engine
/// detects the conflict when a constraint is added and asks the view which of the mutually
/// exclusive constraints to break; what the view answers is not public. Among the printed
/// constraints UIKit breaks
///
/// 1. a required one that is not UIKit's own: never a constraint UIKit makes from a frame or
///    a state (its sizing constraints, every constraint class it owns), never an optional one;
/// 2. the one installed deepest (the nearest common ancestor of its items lies deepest);
/// 3. then the one whose shallowest item lies deepest;
/// 4. then a pin of a far edge before any other shape, a pin of a near edge after every other;
/// 5. then the one activated later, where the log shows the order (SnapKit's `File.swift#N`
///    in one file);
/// 6. otherwise a tie: the first printed is named and the tie is reported.
///
/// `Tools/conflicts/rule.py` is the same rule in Python, scored on the 31 logged breaks of
/// `Fixtures/conflict-logs/breaks.tsv` (the `rule_address` and `rule_part` columns): the tests
/// hold this one to every row.
public enum BreakRule {
  /// What kind of constraint a printed one is (docs/conflicts.md, `Tools/conflicts/categories.py`).
  public enum Category: String, Sendable {
    case encapsulated, autoresizing, fitting, hiding, temporary, safeArea, marginGuide
    case contentSize, layoutSupport, prototyping, scrollGuide, stack, uikitNamed, app

    public init<Item>(_ constraint: LayoutConstraintOf<Item>) {
      let identifier = constraint.identifier ?? ""
      // AppKit's and Mac Catalyst's engine host prints `NSView-Encapsulated-Layout-…`.
      if identifier.hasPrefix(UIKitIdentifier.encapsulatedLayoutPrefix)
        || identifier.hasPrefix(UIKitIdentifier.appKitEncapsulatedLayoutPrefix)
      {
        self = .encapsulated
      } else if let owned = Self.ownedClasses[constraint.className] {
        self = owned
      } else if constraint.printedAutoresizingMask != nil {
        self = .autoresizing
      } else if identifier == "fittingSizeHTarget" || identifier == "fittingSizeVTarget" {
        self = .fitting
      } else if identifier == UIKitIdentifier.stackHiding {
        self = .hiding
      } else if identifier.hasPrefix(UIKitIdentifier.temporaryLayoutPrefix)
        || constraint.className.hasPrefix(UIKitIdentifier.temporaryLayoutPrefix)
      {
        self = .temporary
      } else if identifier.hasPrefix(UIKitIdentifier.safeAreaGuide) {
        self = .safeArea
      } else if Self.isMarginGuide(identifier) {
        self = .marginGuide
      } else if identifier.hasPrefix(UIKitIdentifier.stackPrefix) {
        self = .stack
      } else if BarIdentifier.uikitConstraintPrefixes.contains(where: { identifier.hasPrefix($0) })
      {
        self = .uikitNamed
      } else {
        self = .app
      }
    }

    /// The constraint classes UIKit makes itself, each from a frame or a state of a view
    /// (docs/conflicts.md, "Part 1"): an identifier an app may copy, a class it does not make.
    /// `_UISystemBaselineConstraint` is not one: an app makes it with
    /// `constraint(equalToSystemSpacingBelow:)` (74/4).
    static let ownedClasses: [String: Category] = [
      UIKitConstraintClass.autoresizingMask: .autoresizing,
      UIKitConstraintClass.contentSize: .contentSize,
      UIKitConstraintClass.layoutSupport: .layoutSupport,
      UIKitConstraintClass.prototyping: .prototyping,
      UIKitConstraintClass.temporaryLayoutWidth: .temporary,
      UIKitConstraintClass.temporaryLayoutHeight: .temporary,
      // A scroll view's frame and content guides, tied to its frame and content size.
      UIKitConstraintClass.scrollViewLayoutGuide: .scrollGuide,
    ]

    /// UIKit's own sizing constraints: the size or place UIKit gives a view from outside Auto
    /// Layout.
    public var isSizing: Bool {
      switch self {
      case .encapsulated, .autoresizing, .fitting, .hiding, .temporary, .safeArea, .marginGuide,
        .contentSize, .layoutSupport, .prototyping, .scrollGuide:
        return true
      case .stack, .uikitNamed, .app: return false
      }
    }

    /// Part 1: never broken in the 31 logs (margin-guide constraints are: 10/1, 10/3, 10/5).
    public var isNeverBroken: Bool { isSizing && self != .marginGuide }

    static func isMarginGuide(_ identifier: String) -> Bool {
      let edges = ["left", "right", "top", "bottom", "leading", "trailing"]
      return edges.contains { identifier == UIKitIdentifier.marginGuideConstraint($0) }
    }
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
    1: "UIKit breaks a required constraint that is not its own: one left",
    2: "installed deepest",
    3: "its shallowest item lies deepest",
    4: "a far edge before other shapes, a near edge after",
    5: "activated later, by the source lines the log prints",
    6: "a tie the log does not decide: the first printed",
  ]

  /// The rule's answer for one log.
  public struct Prediction: Sendable, Hashable {
    /// The constraint predicted; nil when the log prints none UIKit could break (every one
    /// is UIKit's own or optional).
    public var constraint: ConstraintID?
    /// The part that decided it (1 … 6); 0 without a prediction.
    public var part: Int
    /// At part 6, every constraint still tied, the predicted one first; else empty.
    public var tied: [ConstraintID] = []
  }

  /// Whether UIKit could break `constraint`: a required one, not UIKit's own (part 1).
  public static func isCandidate<Item>(_ constraint: LayoutConstraintOf<Item>) -> Bool {
    isCandidate(constraint, .rule)
  }

  static func isCandidate<Item>(_ constraint: LayoutConstraintOf<Item>, _ variant: Variant)
    -> Bool
  {
    let category = Category(constraint)
    if category == .marginGuide { return variant.marginGuidesBreakable && constraint.isRequired }
    return constraint.isRequired && !category.isNeverBroken
  }

  /// The constraint the rule predicts among `printed` (in print order); `variant` is the rule
  /// itself but where the held-out measurement tries the others (`Variant`).
  public static func predict(
    _ printed: [ConstraintID], in document: Document, tree: LogTree, variant: Variant = .rule
  ) -> Prediction {
    var tied = printed.enumerated().filter {
      isCandidate(document[$0.element], variant) && !sizesUIKitsOwnView($0.element, in: document)
    }
    guard !tied.isEmpty else { return Prediction(constraint: nil, part: 0) }
    if tied.count == 1 { return Prediction(constraint: tied[0].element, part: 1) }
    for (index, key) in variant.keys.enumerated() {
      let value = { (id: ConstraintID) in key.value(document[id], tree, variant) }
      let best = tied.map { value($0.element) }.max()!
      tied = tied.filter { value($0.element) == best }
      if tied.count == 1 { return Prediction(constraint: tied[0].element, part: index + 2) }
    }
    if variant.sourceLines, let later = activatedLater(tied.map(\.element), in: document) {
      return Prediction(constraint: later, part: 5)
    }
    if variant.lastPrintedOnTie { tied.reverse() }
    return Prediction(constraint: tied[0].element, part: 6, tied: tied.map(\.element))
  }

  /// Part 1, UIKit's own views: a constraint UIKit named that gives one of its private views
  /// a fixed width or height (`'assistantHeight' TUISystemInputAssistantView.height == 44`, the
  /// keyboard's assistant bar). (c) Like the encapsulated size, UIKit sets it from a state of
  /// its own (breaking.md §2: `setConstant:` when the host's frame changes, [V]), and breaking
  /// it would be undone at the next change: it is UIKit's sizing (breaking.md §6.2). Which
  /// classes are UIKit's private views is ASSUMED from their names (`BarClass.isPrivateView`).
  static func sizesUIKitsOwnView(_ id: ConstraintID, in document: Document) -> Bool {
    let constraint = document[id]
    guard let identifier = constraint.identifier, !identifier.isEmpty, constraint.second == nil,
      constraint.relation == .equal,
      constraint.firstAttribute == .width || constraint.firstAttribute == .height
    else { return false }
    return BarClass.isPrivateView(document.className(of: constraint.first))
  }

  /// Part 5: the one made on the latest line of one source file, when every tied constraint
  /// prints where it was made (SnapKit's `@File.swift#594`) and they share the file and no
  /// line. Activated in the order of the code, the last one is the addition that fails.
  static func activatedLater(_ tied: [ConstraintID], in document: Document) -> ConstraintID? {
    let places = tied.compactMap { id -> (ConstraintID, String, Int)? in
      guard
        let place = document[id].unknownAttribute(PrintedConstraintAttribute.sourceLocation),
        let hash = place.lastIndex(of: "#"), let line = Int(place[place.index(after: hash)...])
      else { return nil }
      return (id, String(place[..<hash]), line)
    }
    guard places.count == tied.count, Set(places.map(\.1)).count == 1,
      Set(places.map(\.2)).count == places.count
    else { return nil }
    return places.max { $0.2 < $1.2 }?.0
  }
}
