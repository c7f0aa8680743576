// Auto Layout semantics on the Cassowary solver (LAYOUT.md): the public types and the entry point.
import Cassowary
import HierarchyIO

public struct LayoutOptions: Sendable, Hashable {
  /// Lexicographic (Apple's documented semantics) by default; `.weighted` is kiwi-compatible.
  public var priorityMode: PriorityMode = .lexicographic
  /// When a required constraint cannot be added: keep it at priority 999 (true) or drop it.
  public var keepBrokenAsOptional: Bool = false
  public init() {}
  public init(priorityMode: PriorityMode, keepBrokenAsOptional: Bool = false) {
    self.priorityMode = priorityMode
    self.keepBrokenAsOptional = keepBrokenAsOptional
  }
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
  /// Every constraint of the conflict, the broken one included, in the order they were added.
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

/// A view or guide whose computed frame differs from the recorded one by more than half a pixel.
public struct FrameMismatch: Sendable, Hashable {
  public var address: String
  public var recorded: Rect
  public var computed: Rect
  public init(address: String, recorded: Rect, computed: Rect) {
    self.address = address
    self.recorded = recorded
    self.computed = computed
  }
}

/// What the engine did with a conflict log's constraints, added in log order, against what
/// UIKit's log says it broke (`broken="YES"`).
public struct ConflictReplay: Sendable, Hashable {
  /// The constraints UIKit broke, in document order.
  public var uikitBroken: [ConstraintSource]
  /// The document constraints our engine broke, in the order it broke them.
  public var engineBroken: [ConstraintSource]
  /// Whether the engine broke exactly the constraints UIKit broke.
  public var agrees: Bool { Set(uikitBroken) == Set(engineBroken) }
  public init(uikitBroken: [ConstraintSource], engineBroken: [ConstraintSource]) {
    self.uikitBroken = uikitBroken
    self.engineBroken = engineBroken
  }
}

public struct LayoutResult: Sendable {
  /// Every view's and guide's computed frame in its superview's (owner's) coordinates,
  /// snapped to the pixel grid, by address. Unplaced views have none.
  public var frames: [String: Rect] = [:]
  public var conflicts: [LayoutConflict] = []
  public var ambiguous: [AmbiguousItem] = []
  /// Computed frames that differ from the recorded ones by more than half a pixel, in
  /// document order (UIKit's bar-button guides are not compared).
  public var mismatches: [FrameMismatch] = []
  /// Constraints kept in the dump but not modelled (`firstBaseline`, `lastBaseline`).
  public var skipped: [ConstraintSource] = []
  /// Views without a recorded frame that no constraint places, in document order.
  public var unplaced: [String] = []
  /// Present when the dump holds constraints marked `broken="YES"` (a conflict log).
  public var replay: ConflictReplay?
  /// Every item of the system by address, with the stack views' generated spacers: what
  /// names items in messages (`_UILayoutSpacer:…'UISV-alignment-spanner'`).
  public var items: ItemIndex = ItemIndex(Hierarchy())
  /// The Auto Layout constraint behind each source named in a finding.
  public var involved: [ConstraintSource: LayoutConstraint] = [:]
  /// The size of the system: constraints added (implicit and document), variables.
  public var constraintCount = 0
  public var variableCount = 0
  /// The pixel grid frames were snapped to (1 / scale points).
  public var scale: Double = 1000
  public init() {}

  /// The Auto Layout constraint a source stands for.
  public func constraint(_ source: ConstraintSource) -> LayoutConstraint? {
    if case .implicit(let constraint) = source { return constraint }
    return involved[source]
  }

  /// Whether the layout has a finding that makes `inspect layout` fail: a conflict or a
  /// frame that differs from the recorded one (ambiguity alone is not a failure).
  public var hasFailures: Bool { !conflicts.isEmpty || !mismatches.isEmpty }
}

public enum AutoLayout {
  /// Builds the Cassowary system of a hierarchy (LAYOUT.md) and solves it.
  /// - Throws: `LayoutError` for constraints that cannot be expressed (unknown item).
  public static func solve(_ hierarchy: Hierarchy, options: LayoutOptions = LayoutOptions()) throws
    -> LayoutResult
  {
    let system = try LayoutSystem(hierarchy)
    return try LayoutEngine.run(system, hierarchy: hierarchy, options: options)
  }
}
