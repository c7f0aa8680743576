import DumpModel

// Dumps written in Swift, built straight into a `DocumentBuilder` (docs/model.md,
// "Building"): a view's closure adds its guides, subviews and constraints.

extension Document {
  /// A document built in code: `body` adds the root views, each with `view(…) { … }`.
  /// Constraints name their items by address, resolved when the builder finishes.
  /// - Parameter duplicates: keep views and guides with an address already used (the first
  ///   one is indexed) instead of refusing them.
  public static func build(
    _ metadata: DumpMetadata = DumpMetadata(), duplicates: Bool = false,
    _ body: (inout DocumentBuilder) throws -> Void
  ) throws -> Document {
    var builder = DocumentBuilder(metadata: metadata)
    builder.refusesDuplicateAddresses = !duplicates
    try body(&builder)
    return try builder.finish()
  }
}

extension DocumentBuilder {
  /// Adds a view (a subview of the open view, or a root), runs `body` to add its guides,
  /// subviews and constraints, and closes it.
  @discardableResult
  public mutating func view(
    _ attributes: ViewAttributes, _ body: (inout DocumentBuilder) throws -> Void = { _ in }
  ) throws -> ViewID {
    let id = try openView(attributes)
    try body(&self)
    try closeView()
    return id
  }

  /// `view(_:_:)` with a class, an address and a frame.
  @discardableResult
  public mutating func view(
    _ className: String, _ address: String, _ frame: Rect? = nil,
    _ body: (inout DocumentBuilder) throws -> Void = { _ in }
  ) throws -> ViewID {
    try view(ViewAttributes(className: className, address: address, frame: frame), body)
  }

  /// Adds guides to the open view, in order.
  public mutating func guides(_ guides: [LayoutGuide]) throws {
    for guide in guides { try addGuide(guide) }
  }

  /// Adds constraints held by the open view, in order.
  public mutating func constraints(_ constraints: [LayoutConstraint]) throws {
    for constraint in constraints { try addConstraint(constraint) }
  }
}

extension ViewAttributes {
  /// A view's attributes: a class, an address, a frame, and `configure` for the rest.
  public init(
    _ className: String, _ address: String, _ frame: Rect? = nil,
    _ configure: (inout ViewAttributes) -> Void
  ) {
    self.init(className: className, address: address, frame: frame)
    configure(&self)
  }
}
