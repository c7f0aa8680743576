import DumpModel

// Navigation bars written in Swift for the anatomy's and the patches' tests: a content view
// 375 wide in a bar, stacks and adaptors.

/// A content view 375 wide in a bar, holding the guides, the views `subviews` adds and the
/// constraints.
public func bar(
  direction: LayoutDirection = .leftToRight, guides: [LayoutGuide] = [],
  constraints: [LayoutConstraint] = [], _ subviews: (inout DocumentBuilder) throws -> Void
) throws -> Document {
  try Document.build(DumpMetadata(direction: direction)) { b in
    try b.view("UINavigationBar", "0xb0", Rect(x: 0, y: 44, width: 375, height: 44)) { b in
      try b.view("_UINavigationBarContentView", "0xc0", Rect(x: 0, y: 0, width: 375, height: 44)) {
        b in
        try b.guides(guides)
        try subviews(&b)
        try b.constraints(constraints)
      }
    }
  }
}

extension DocumentBuilder {
  /// A bar stack view (Auto Layout) with the items `items` adds.
  public mutating func stack(
    _ address: String, x: Double, width: Double, className: String = "_UIButtonBarStackView",
    spacing: Double = 0, _ items: (inout DocumentBuilder) throws -> Void = { _ in }
  ) throws {
    try view(
      ViewAttributes(className, address, Rect(x: x, y: 0, width: width, height: 44)) {
        $0.translatesAutoresizingMaskIntoConstraints = false
        $0.spacing = spacing
      }, items)
  }

  /// An adaptor the size of its custom view, which `custom` adds its subviews to.
  public mutating func adaptor(
    _ address: String, custom: ViewAttributes, arranged: Bool? = nil, hidden: Bool = false,
    _ customSubviews: (inout DocumentBuilder) throws -> Void = { _ in }
  ) throws {
    let size = Rect(x: 0, y: 0, width: custom.frame?.width ?? 0, height: custom.frame?.height ?? 0)
    try view(
      ViewAttributes("_UITAMICAdaptorView", address, size) {
        $0.arranged = arranged
        $0.hidden = hidden
      }
    ) { b in try b.view(custom, customSubviews) }
  }
}
