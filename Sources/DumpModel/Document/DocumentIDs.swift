/// A view of a `Document`. Ids are handed out in creation order and never change: adding views
/// does not renumber them, and no view is ever removed (docs/model.md, "Ids"). They compare by
/// creation order, which is not document order (`Document.precedes(_:_:)` is).
public struct ViewID: NodeID, Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  init(_ index: Int) { rawValue = Int32(truncatingIfNeeded: index) }
  /// The position in the document's view storage.
  @inlinable public var index: Int { Int(rawValue) }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "view#\(rawValue)" }
}

/// A layout guide of a `Document`; stable as `ViewID` is.
public struct GuideID: NodeID, Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  init(_ index: Int) { rawValue = Int32(truncatingIfNeeded: index) }
  @inlinable public var index: Int { Int(rawValue) }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "guide#\(rawValue)" }
}

/// A constraint of a `Document`. A removed constraint's id is retired: it is never handed out
/// again, and it still reads the constraint as it was when removed.
public struct ConstraintID: NodeID, Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  init(_ index: Int) { rawValue = Int32(truncatingIfNeeded: index) }
  @inlinable public var index: Int { Int(rawValue) }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "constraint#\(rawValue)" }
}

/// What the three kinds of id share: a position in their storage.
protocol NodeID {
  init(_ index: Int)
}

/// An item a constraint can relate: a view or a layout guide.
public enum ItemID: Hashable, Comparable, Sendable, CustomStringConvertible {
  case view(ViewID)
  case guide(GuideID)

  public var view: ViewID? {
    if case .view(let id) = self { return id }
    return nil
  }

  public var guide: GuideID? {
    if case .guide(let id) = self { return id }
    return nil
  }

  public var description: String {
    switch self {
    case .view(let id): return id.description
    case .guide(let id): return id.description
    }
  }
}

/// A constraint of a `Document`: its items by id.
public typealias DocumentConstraint = LayoutConstraintOf<ItemID>
