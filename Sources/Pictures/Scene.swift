import DumpModel

/// A drawing of a bar or a window, in points: what the SVG writer draws and what the HTML page
/// shows. The adapter from a laid-out dump builds one (docs/pictures.md, "Scene"); Pictures
/// knows nothing of constraints, layout or UIKit.
///
/// Items are drawn in array order, later over earlier: give parents before their subviews.
public struct Scene: Sendable, Equatable {
  /// The bar's or window's frame in root coordinates (usually at 0 0). The picture shows at
  /// least this rectangle, grown to hold every item, dimension line and arrow.
  public var root: Rect
  /// Read by screen readers and shown as the SVG's `<title>`.
  public var title: String
  public var items: [SceneItem]
  public var dimensions: [Dimension]
  public var arrows: [Arrow]
  /// What could not be drawn (a view without a frame), one line each: listed under the
  /// picture, in its legend.
  public var notDrawn: [String]

  public init(
    root: Rect, title: String = "", items: [SceneItem] = [], dimensions: [Dimension] = [],
    arrows: [Arrow] = [], notDrawn: [String] = []
  ) {
    self.root = root
    self.title = title
    self.items = items
    self.dimensions = dimensions
    self.arrows = arrows
    self.notDrawn = notDrawn
  }

  /// The item with this id, if any.
  public func item(_ id: String) -> SceneItem? { items.first { $0.id == id } }

  /// The union of the drawable items' frames (nil when nothing is drawn): the size of what
  /// the picture shows, as the page's header gives it.
  public var drawnExtent: Rect? {
    let frames = items.map(\.frame).filter(\.isDrawable).map(\.standardized)
    return frames.dropFirst().reduce(frames.first) { $0?.union($1) }
  }

  /// The rectangle the picture must show: the root, every drawable item frame (and the
  /// frame it moved from), every dimension line and arrow.
  public var extent: Rect {
    var extent = root.isDrawable ? root : Rect(x: 0, y: 0, width: 0, height: 0)
    for item in items where item.frame.isDrawable {
      extent = extent.union(item.frame)
      if let previous = item.previousFrame, previous.isDrawable { extent = extent.union(previous) }
    }
    for dimension in dimensions where dimension.isDrawable {
      extent = extent.union(dimension.bounds)
    }
    for arrow in arrows where arrow.isDrawable { extent = extent.union(arrow.bounds) }
    return extent
  }
}

/// One rectangle of a scene: a view, a guide, a margin band or a tap area.
public struct SceneItem: Sendable, Equatable {
  /// Unique in its scene and stable across runs (an address, or a path): the SVG element's
  /// `data-item`, and its `id` after the writer's prefix. The same view keeps the same id in
  /// a before and an after scene. Letters, digits, `_`, `-`, `.` and `:` keep the element id
  /// readable; any other character is written as `_` there (the `data-item` keeps it all).
  public var id: String
  public var role: Role
  /// In root coordinates (the dump's frames converted up the tree by the adapter).
  public var frame: Rect
  /// Drawn in the picture: `StackView`, `Adaptor`, the item's title or text. Empty: none.
  public var label: String
  /// The tooltip (`<title>`): the full class, address and frame. Empty: the label.
  public var detail: String
  public var flags: Flags
  /// For `.margin`: the inner rectangle (the layout margins guide); the band between
  /// `frame` and `hole` is shaded.
  public var hole: Rect?
  /// Where the item was before it moved (a patch, or a recorded frame that differs from the
  /// solved one): drawn as a dashed outline.
  public var previousFrame: Rect?

  public init(
    id: String, role: Role, frame: Rect, label: String = "", detail: String = "",
    flags: Flags = [], hole: Rect? = nil, previousFrame: Rect? = nil
  ) {
    self.id = id
    self.role = role
    self.frame = frame
    self.label = label
    self.detail = detail
    self.flags = flags
    self.hole = hole
    self.previousFrame = previousFrame
  }

  /// What an item is, which sets its colours and how its label sits.
  public enum Role: String, Sendable, CaseIterable {
    case view
    case bar
    case stackView = "stack-view"
    case adaptor
    case item
    case title
    case guide
    case margin
    case tapArea = "tap-area"
    case backButton = "back-button"
  }

  /// What is wrong with, or special about, an item. Each flag is a CSS class in the SVG.
  public struct Flags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A finding points at it, e.g. a tap target under 44 × 44 pt: drawn in the warning colour.
    public static let warning = Flags(rawValue: 1 << 0)
    /// One of the items of a conflict's broken constraint: outlined red.
    public static let broken = Flags(rawValue: 1 << 1)
    /// Its layout is ambiguous: dotted outline.
    public static let ambiguous = Flags(rawValue: 1 << 2)
    /// It moved (a patch, a recorded frame that differs from the solved one): highlighted.
    public static let moved = Flags(rawValue: 1 << 3)
    /// Selected: highlighted as the HTML page highlights a selection.
    public static let selected = Flags(rawValue: 1 << 4)

    /// Each flag with its CSS class, in the order the classes are written.
    static let classes: [(Flags, String)] = [
      (.warning, "warning"), (.broken, "broken"), (.ambiguous, "ambiguous"), (.moved, "moved"),
      (.selected, "sel"),
    ]
  }
}
