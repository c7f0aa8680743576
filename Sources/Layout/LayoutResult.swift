import DumpModel

/// An item of the layout system: a view or guide of the document, or a `_UILayoutSpacer` a
/// stack view generates (docs/layout.md, "Stack views"), which is in no document.
public enum LayoutItem: Hashable, Sendable {
  case item(ItemID)
  /// The spacer at this index of `LayoutResult.spacers`.
  case spacer(Int)

  public var documentItem: ItemID? {
    if case .item(let id) = self { return id }
    return nil
  }
}

/// A `_UILayoutSpacer` a stack view generates: the alignment spanner, or a gap of the equal
/// distributions. It is named like UIKit's: the stack's address followed by `+spanner` or
/// `+gapN`, its identifier as its label (`_UILayoutSpacer:0x…+spanner'UISV-alignment-spanner'`).
public struct Spacer: Sendable, Hashable {
  public var stack: ViewID
  /// `spanner`, `gap1`, …
  public var suffix: String
  /// `UISV-alignment-spanner`, `UISV-distributing`, `UISV-distributing-edge`.
  public var identifier: String

  public static let className = UIKitClass.layoutSpacer
}

/// A constraint UIKit adds by itself, generated from the dump (docs/layout.md, "Implicit
/// constraints").
public struct ImplicitConstraint: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// `NSAutoresizingMaskLayoutConstraint`: a frame kept under its autoresizing mask.
    case autoresizing
    /// `NSContentSizeLayoutConstraint`: hugging and compression resistance.
    case intrinsicSize
    /// `UIView-*Margin-guide-constraint`: a layout-margins guide inset by the margins.
    case marginsGuide
    /// `UISV-*`: a stack view's arrangement.
    case stackView
  }

  public var kind: Kind
  /// The view it is generated for: the view kept at its frame, sized, inset, or the stack.
  public var view: ViewID
  /// The constraint as UIKit would hold it, with the class and identifier UIKit gives it.
  public var constraint: LayoutConstraintOf<LayoutItem>
}

/// Where a constraint of the system came from.
public enum ConstraintSource: Sendable, Hashable {
  /// A constraint of the document (`document[id]`; it reads the constraint after a patch
  /// removed it, too).
  case document(ConstraintID)
  /// Generated: what UIKit adds itself.
  case implicit(ImplicitConstraint)

  public var constraintID: ConstraintID? {
    if case .document(let id) = self { return id }
    return nil
  }
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
  public var item: ItemID
  /// `minX`, `minY`, `width`, `height`.
  public var variables: [String]
  /// UIKit's `UIButtonBar.*LayoutGuide`s are ambiguous by design: expected noise.
  public var isExpected: Bool
  public init(item: ItemID, variables: [String], isExpected: Bool) {
    self.item = item
    self.variables = variables
    self.isExpected = isExpected
  }
}

/// A view or guide whose computed frame differs from the recorded one by more than half a pixel.
public struct FrameMismatch: Sendable, Hashable {
  public var item: ItemID
  public var recorded: Rect
  public var computed: Rect
  public init(item: ItemID, recorded: Rect, computed: Rect) {
    self.item = item
    self.recorded = recorded
    self.computed = computed
  }
}

/// A frame per view and guide of a document, by id: dense (one slot per id) for a layout of
/// the whole document, sparse (only the items given a frame) for one of part of it, so that
/// laying out a bar of a large window costs what the bar holds.
public struct ItemFrames: Sendable, Hashable {
  fileprivate var views: [Rect?]
  fileprivate var guides: [Rect?]
  /// The sparse form's frames, and the ids it takes (below the document's counts).
  fileprivate var sparse: [ItemID: Rect]?
  fileprivate var limits = (views: 0, guides: 0)
  /// How many items have a frame.
  public private(set) var count = 0

  public init(viewCount: Int = 0, guideCount: Int = 0) {
    views = Array(repeating: nil, count: viewCount)
    guides = Array(repeating: nil, count: guideCount)
  }

  /// The sparse form, for a document of these counts, with room for `capacity` frames (a
  /// table grown frame by frame hashed every frame again at each doubling).
  public init(sparseViewCount viewCount: Int, guideCount: Int, capacity: Int = 0) {
    views = []
    guides = []
    sparse = Dictionary(minimumCapacity: capacity)
    limits = (viewCount, guideCount)
  }

  /// Nil for an item without a frame, or an id past the document the frames were made for.
  public subscript(item: ItemID) -> Rect? {
    get {
      if let sparse { return sparse[item] }
      switch item {
      case .view(let id): return views.indices.contains(id.index) ? views[id.index] : nil
      case .guide(let id): return guides.indices.contains(id.index) ? guides[id.index] : nil
      }
    }
    set {
      if sparse != nil {
        switch item {
        case .view(let id): guard id.index >= 0, id.index < limits.views else { return }
        case .guide(let id): guard id.index >= 0, id.index < limits.guides else { return }
        }
        // One lookup: the old frame is what the update or removal returns.
        let old: Rect?
        if let newValue {
          old = sparse!.updateValue(newValue, forKey: item)
        } else {
          old = sparse!.removeValue(forKey: item)
        }
        count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
        return
      }
      switch item {
      case .view(let id):
        guard views.indices.contains(id.index) else { return }
        count += (newValue != nil ? 1 : 0) - (views[id.index] != nil ? 1 : 0)
        views[id.index] = newValue
      case .guide(let id):
        guard guides.indices.contains(id.index) else { return }
        count += (newValue != nil ? 1 : 0) - (guides[id.index] != nil ? 1 : 0)
        guides[id.index] = newValue
      }
    }
  }

  /// The sparse form's frames as they are kept (nil for the dense form): every item with a
  /// frame, as the `Sequence` gives them but unsorted, without the sorted copy it makes (the
  /// bar model keeps each bar's frames as such a table).
  package var sparseTable: [ItemID: Rect]? { sparse }

  /// Each item with a frame, in no particular order: the sparse form's table as it is kept
  /// (not sorted, as the `Sequence` gives it), the dense form's slots in id order. For a
  /// reader that puts the frames in another table by id (a window's hundreds of thousands).
  public func forEachUnordered<E: Error>(_ body: (ItemID, Rect) throws(E) -> Void) throws(E) {
    if let sparse {
      for (item, frame) in sparse { try body(item, frame) }
    } else {
      for (item, frame) in self { try body(item, frame) }
    }
  }

  public static func == (a: ItemFrames, b: ItemFrames) -> Bool {
    a.views == b.views && a.guides == b.guides && a.sparse == b.sparse && a.count == b.count
      && a.limits == b.limits
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(views)
    hasher.combine(guides)
    hasher.combine(sparse)
    hasher.combine(count)
  }
}

extension ItemFrames: Sequence {
  /// Every item with a frame: views by id, then guides by id.
  public struct Iterator: IteratorProtocol {
    let frames: ItemFrames
    var position = 0
    /// The sparse form's entries in that order.
    var sorted: [(item: ItemID, frame: Rect)]?

    init(frames: ItemFrames) {
      self.frames = frames
      sorted = frames.sparse.map { sparse in
        sparse.map { (item: $0.key, frame: $0.value) }.sorted { a, b in
          switch (a.item, b.item) {
          case (.view(let x), .view(let y)): x < y
          case (.guide(let x), .guide(let y)): x < y
          case (.view, .guide): true
          case (.guide, .view): false
          }
        }
      }
    }

    public mutating func next() -> (item: ItemID, frame: Rect)? {
      if let sorted {
        guard position < sorted.count else { return nil }
        defer { position += 1 }
        return sorted[position]
      }
      let viewCount = frames.views.count
      while position < viewCount + frames.guides.count {
        defer { position += 1 }
        if position < viewCount {
          if let frame = frames.views[position] {
            return (.view(ViewID(rawValue: Int32(position))), frame)
          }
        } else if let frame = frames.guides[position - viewCount] {
          return (.guide(GuideID(rawValue: Int32(position - viewCount))), frame)
        }
      }
      return nil
    }
  }

  public func makeIterator() -> Iterator { Iterator(frames: self) }
  public var underestimatedCount: Int { count }
}

/// What a layout found, every item by its id in the document laid out.
public struct LayoutResult: Sendable {
  /// Every view's and guide's computed frame in its superview's (owner's) coordinates,
  /// snapped to the pixel grid. Unplaced views and generated spacers have none.
  public var frames: ItemFrames
  public var conflicts: [LayoutConflict] = []
  /// In document order.
  public var ambiguous: [AmbiguousItem] = []
  /// Computed frames that differ from the recorded ones by more than half a pixel, in
  /// document order (UIKit's bar-button guides are not compared).
  public var mismatches: [FrameMismatch] = []
  /// Constraints kept in the dump but not modelled (a first attribute `notAnAttribute`).
  public var skipped: [ConstraintSource] = []
  /// Views without a recorded frame that no constraint places, in document order.
  public var unplaced: [ViewID] = []
  /// Constraints Auto Layout refuses that the engine solved anyway (a multiplier of 0 on a
  /// location), in document order.
  public var warnings: [DiagnosticText] = []
  /// Each conflict log the document was read from, replayed on its own, in print order.
  public var logReplays: [LogReplay] = []
  /// The stack views' generated spacers (`LayoutItem.spacer` indexes them).
  public var spacers: [Spacer] = []
  /// The size of the system: constraints added (implicit and document), variables.
  public var constraintCount = 0
  public var variableCount = 0
  /// The views the autoresizing rule looked at and the slots of the id tables and frames: the
  /// whole document's for a layout of the whole, the part's views only for a part (docs/
  /// layout.md, "Solving part of a document"). Counted for tests, not reported.
  package var documentWork = 0
  /// The solve stood alone: no conflict, no size restriction needed, every item's variables
  /// determined (nothing ambiguous), nothing unplaced or skipped, no free origin, no part taken
  /// from elsewhere, and every frame snapped with no edge within a millionth of a pixel of a
  /// rounding tie, or the axes apart (`PresolvedPart`).
  var isSelfContained = false
  /// The axes on which a frame's edge lies at a rounding tie (`PresolvedPart.tied`).
  var tiedAxes = (x: false, y: false)
  /// This solve of one root at (0 0), when it stood alone: what a later solve of the document
  /// may take instead of solving the root's subtree again (`SolveScope.presolved`).
  package var presolvedPart: PresolvedPart?
  /// The pixel grid frames were snapped to (1 / scale points).
  public var scale: Double = PixelGrid.fineScale
  /// Where `scale` came from: the dump, the grid of the recorded numbers, or neither.
  public var scaleSource: PixelGrid.Source = .none

  public init(frames: ItemFrames = ItemFrames()) {
    self.frames = frames
  }

  /// Whether the layout has a finding that makes `inspect layout` fail: a conflict or a
  /// frame that differs from the recorded one (ambiguity alone is not a failure).
  /// A conflict (inspect's, or a conflict log UIKit printed) or a frame that differs; a bare
  /// list of constraints that holds is no conflict (`LogReplay.isListThatHolds`).
  public var hasFailures: Bool {
    !conflicts.isEmpty || !mismatches.isEmpty
      || logReplays.contains { !$0.isListThatHolds }
  }

  /// The items UIKit leaves wherever its engine put them (`UIButtonBar.*LayoutGuide`): their
  /// recorded frames are kept when frames are written back.
  public var expectedAmbiguity: Set<ItemID> {
    Set(ambiguous.lazy.filter(\.isExpected).map(\.item))
  }

  /// The constraint a source stands for, its items as layout items: the document's
  /// (as it is, or as it was removed) or the generated one.
  public func constraint(_ source: ConstraintSource, in document: Document)
    -> LayoutConstraintOf<LayoutItem>
  {
    switch source {
    case .document(let id): return document[id].mapItems { LayoutItem.item($0) }
    case .implicit(let implicit): return implicit.constraint
    }
  }
}
