import DumpModel

/// A dump laid out: what every rule of `inspect check` and the picture adapter read
/// (docs/check.md, "What is checked").
///
/// The frames are what UIKit shows: a recorded frame as it is (a capture is UIKit's own
/// answer), and the solved frame of an item that has none recorded, where the layout placed
/// it unambiguously. What the layout found beside the frames (conflicts, ambiguity, recorded
/// frames the constraints do not give) is in `layout`.
public struct LaidOutDump: Sendable {
  public var document: Document
  public var layout: LayoutFindings
  /// The dump's name in messages: its path, or `<stdin>`.
  public var source: String

  public init(document: Document, layout: LayoutFindings = LayoutFindings(), source: String) {
    self.document = document
    self.layout = layout
    self.source = source
  }
}

/// What the layout engine found in a dump, by document id.
public struct LayoutFindings: Sendable {
  /// A required constraint that could not be satisfied, and the one the engine broke.
  public struct Conflict: Sendable, Hashable {
    /// The broken constraint, when it is one of the dump's (nil: one UIKit adds itself, as a
    /// stack view's `UISV-*`).
    public var broken: ConstraintID?
    /// The broken constraint in UIKit's notation.
    public var brokenText: String
    /// The items the broken constraint relates.
    public var items: [ItemID]
    /// The dump's constraints in the conflict, the broken one included.
    public var conflicting: [ConstraintID]
    /// Every constraint in the conflict, UIKit's own included.
    public var size: Int
    /// Where the broken constraint was read (else its first item).
    public var location: SourceLocation?

    public init(
      broken: ConstraintID?, brokenText: String, items: [ItemID], conflicting: [ConstraintID],
      size: Int, location: SourceLocation?
    ) {
      self.broken = broken
      self.brokenText = brokenText
      self.items = items
      self.conflicting = conflicting
      self.size = size
      self.location = location
    }
  }

  /// An item whose recorded frame the constraints do not give.
  public struct Mismatch: Sendable, Hashable {
    public var item: ItemID
    /// In its superview's (owner's) coordinates, as the dump records frames.
    public var recorded: Rect
    public var solved: Rect

    public init(item: ItemID, recorded: Rect, solved: Rect) {
      self.item = item
      self.recorded = recorded
      self.solved = solved
    }
  }

  /// An item the layout leaves free on some axis (UIKit's bar-button guides, ambiguous by
  /// design, are not listed).
  public struct Ambiguity: Sendable, Hashable {
    public var item: ItemID
    /// `minX`, `minY`, `width`, `height`.
    public var variables: [String]

    public init(item: ItemID, variables: [String]) {
      self.item = item
      self.variables = variables
    }
  }

  public var conflicts: [Conflict] = []
  /// In document order.
  public var ambiguous: [Ambiguity] = []
  /// In document order.
  public var mismatches: [Mismatch] = []
  /// The solved frame of every item the layout placed, in its superview's coordinates.
  public var solved: [ItemID: Rect] = [:]
  /// False when no layout ran (a picture of a dump as recorded): the layout rules say nothing.
  public var ran = false

  public init() {}

  /// The items of conflicts' broken constraints.
  public var brokenItems: Set<ItemID> { Set(conflicts.flatMap(\.items)) }
}
