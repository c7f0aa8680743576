import DumpModel

// The tree form of a dump, kept for tests that build or compare dumps as nested values; the
// product reads and edits the Document only (docs/model.md).

/// A recorded view hierarchy as a tree of values: the metadata of a dump and its root views
/// (`hierarchy.os` reads `hierarchy.metadata.os`). `Document` is the same content indexed and
/// editable; `Document(hierarchy)` and `document.hierarchy` convert exactly (docs/model.md).
@dynamicMemberLookup
public struct Hierarchy: Sendable, Hashable {
  public var metadata: DumpMetadata
  /// The root views (a window, or a bar cut out of one).
  public var views: [View] = []

  public init(
    os: String? = nil, screen: Size? = nil, scale: Double? = nil,
    direction: LayoutDirection = .leftToRight, source: String? = nil, views: [View] = []
  ) {
    metadata = DumpMetadata(
      os: os, screen: screen, scale: scale, direction: direction, source: source)
    self.views = views
  }

  public init(metadata: DumpMetadata, views: [View] = []) {
    self.metadata = metadata
    self.views = views
  }

  @inlinable
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<DumpMetadata, Value>) -> Value {
    get { metadata[keyPath: keyPath] }
    set { metadata[keyPath: keyPath] = newValue }
  }
}

/// A view of the tree form (`Hierarchy`): its attributes, its layout guides, subviews (back to
/// front) and the constraints it holds. `view.frame` reads `view.attributes.frame`.
@dynamicMemberLookup
public struct View: Sendable, Hashable {
  public var attributes: ViewAttributes
  public var guides: [LayoutGuide] = []
  public var subviews: [View] = []
  public var constraints: [LayoutConstraint] = []

  public init(className: String, address: String, frame: Rect? = nil) {
    attributes = ViewAttributes(className: className, address: address, frame: frame)
  }

  public init(_ attributes: ViewAttributes) {
    self.attributes = attributes
  }

  @inlinable
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ViewAttributes, Value>) -> Value {
    get { attributes[keyPath: keyPath] }
    set { attributes[keyPath: keyPath] = newValue }
  }
}
