// OWNER: the Layout work (issue 3). Phase-0 stub: the API Patcher and the CLI code against.
import Cassowary
import HierarchyIO

public struct LayoutOptions: Sendable, Hashable {
  /// Lexicographic (Apple's documented semantics) by default; `.weighted` is kiwi-compatible.
  public var priorityMode: PriorityMode = .lexicographic
  /// When a required constraint cannot be added: keep it at priority 999 (true) or drop it.
  public var keepBrokenAsOptional: Bool = false
  public init() {}
}

/// Where a constraint of the system came from.
public enum ConstraintSource: Sendable, Hashable {
  /// `hierarchy`'s constraint at `index` in the `constraints` of the view at `holder`.
  case document(holder: String, index: Int)
  /// Generated (autoresizing, intrinsic size, margins guide, stack view): its description
  /// in UIKit's notation, with the identifier UIKit would give it.
  case implicit(LayoutConstraint)
}

/// A required constraint that could not be satisfied: the set UIKit would log and the one broken.
public struct LayoutConflict: Sendable, Hashable {
  public var conflicting: [ConstraintSource]
  public var broken: ConstraintSource
  public init(conflicting: [ConstraintSource], broken: ConstraintSource) {
    self.conflicting = conflicting
    self.broken = broken
  }
}

/// An item with variables the solver left free.
public struct AmbiguousItem: Sendable, Hashable {
  public var address: String
  /// `minX`, `minY`, `width`, `height`.
  public var variables: [String]
  /// UIKit's `UIButtonBar.*LayoutGuide`s are ambiguous by design: expected noise.
  public var isExpected: Bool
  public init(address: String, variables: [String], isExpected: Bool) {
    self.address = address
    self.variables = variables
    self.isExpected = isExpected
  }
}

public struct LayoutResult: Sendable {
  /// Every view's and guide's computed frame in its superview's (owner's) coordinates,
  /// snapped to the pixel grid, by address.
  public var frames: [String: Rect] = [:]
  public var conflicts: [LayoutConflict] = []
  public var ambiguous: [AmbiguousItem] = []
  public init() {}
}

public enum AutoLayout {
  /// Builds the Cassowary system of a hierarchy (LAYOUT.md) and solves it.
  /// - Throws: `LayoutError` for constraints that cannot be expressed (unknown item).
  public static func solve(_ hierarchy: Hierarchy, options: LayoutOptions = LayoutOptions()) throws
    -> LayoutResult
  {
    fatalError("TODO")
  }
}
