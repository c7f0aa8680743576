import DumpModel
import Layout

/// Finds the bars of a document and reads their parts: classes and positions, no numbers
/// (docs/navbar/ios11-12.md and ios13-18.md, "Anatomy").
public enum BarAnatomy {
  /// Every bar, in document order: navigation bars (a `UINavigationBar` holding a content
  /// view, or a content view printed without its bar), toolbars, the content views the model
  /// made around stacks printed alone, and iOS 7–10 bars (no content view).
  public static func bars(in document: Document) -> [BarParts] {
    var found: [BarParts] = []
    document.forEachView { view in
      let className = document[view].className
      if isNavigationBar(className),
        !document.subviews(of: view).contains(where: {
          BarClass.isContentView(document[$0].className)
        }),
        document.subviews(of: view).contains(where: {
          let name = document[$0].className
          return BarClass.frameBasedItems.contains(name) || BarClass.isBackground(name)
        })
      {
        found.append(BarParts(kind: .frameBased, bar: view, contentView: view))
      } else if BarClass.isContentView(className) {
        let parent = document.superview(of: view)
        let bar = parent.flatMap { isNavigationBar(document[$0].className) ? $0 : nil }
        let kind: BarParts.Kind =
          Synthetic.isModel(document[view].address)
          ? .fragment : .navigation
        found.append(BarParts(kind: kind, bar: bar, contentView: view))
      } else if className == BarClass.toolbarContentView, let parent = document.superview(of: view),
        document[parent].className == BarClass.toolbar
      {
        found.append(BarParts(kind: .toolbar, bar: parent, contentView: view))
      }
    }
    return found
  }

  static func isNavigationBar(_ className: String) -> Bool {
    className == BarClass.navigationBar || className.hasSuffix("NavigationBar")
  }

  /// The content view's stacks (with their sides), back button and titles.
  /// - Parameters:
  ///   - width: the content view's width (sides come from positions when no guide ties them).
  ///   - direction: the dump's layout direction.
  public static func content(
    of contentView: ViewID, in document: Document, width: Double?, direction: LayoutDirection
  ) -> ContentParts {
    var parts = ContentParts()
    for view in document.subviews(of: contentView) {
      let attributes = document[view]
      if StackViews.isStackView(view, in: document) {
        guard
          let (side, evidence) = side(of: view, in: document, width: width, direction: direction)
        else { continue }  // a title view tied to the TitleView guide, not a bar stack
        parts.stacks.append(
          StackParts(
            view: view, side: side, evidence: evidence,
            items: items(of: view, in: document, direction: direction)))
      } else if attributes.className == BarClass.button, parts.backButton == nil {
        parts.backButton = backButton(view, in: document)
      } else if BarClass.isTitle(attributes.className) {
        let shown = !attributes.hidden && attributes.alpha > 0
        if shown, (attributes.frame?.width ?? 0) > 0 {
          parts.titles.append(view)
        } else {
          parts.otherTitles.append(view)
        }
      }
    }
    return parts
  }

  // MARK: Stacks

  /// The side a guide ties the stack to, else its position; nil for a stack tied only to a
  /// `TitleView` guide (a title view).
  static func side(
    of stack: ViewID, in document: Document, width: Double?, direction: LayoutDirection
  ) -> (BarSide, SideEvidence)? {
    var tiedToTitle = false
    for id in document.constraints(touching: .view(stack)) {
      let constraint = document[id]
      guard constraint.active, let other = otherItem(of: constraint, than: .view(stack)),
        case .guide(let guide) = other, let identifier = document[guide].identifier
      else { continue }
      if let (role, _) = BarIdentifier.chainRole(of: identifier) {
        switch role {
        case .leadingBar: return (.leading, .guide(guide))
        case .trailingBar: return (.trailing, .guide(guide))
        case .title: tiedToTitle = true
        case .backButton: break
        }
      } else if identifier == BarIdentifier.itemContentGuide {
        let attribute =
          constraint.first == .view(stack) ? constraint.firstAttribute : constraint.secondAttribute
        if attribute == .leading { return (.leading, .guide(guide)) }
        if attribute == .trailing { return (.trailing, .guide(guide)) }
      }
    }
    if tiedToTitle { return nil }
    guard let frame = document[stack].frame, let width, width > 0 else {
      return (.leading, .assumed)
    }
    let onLeft = frame.x + frame.width / 2 < width / 2
    return (onLeft == (direction == .leftToRight) ? .leading : .trailing, .position)
  }

  static func otherItem(of constraint: DocumentConstraint, than item: ItemID) -> ItemID? {
    if constraint.first == item { return constraint.second }
    if constraint.second == item { return constraint.first }
    return nil
  }

  /// The stack's shown arranged subviews, from the leading edge: subview order, or the frames'
  /// order (left to right, right to left) when every item has a frame.
  static func items(of stack: ViewID, in document: Document, direction: LayoutDirection)
    -> [ItemParts]
  {
    let arranged = StackViews.arrangedSubviews(of: stack, in: document).filter {
      !document[$0].hidden
    }
    var items = arranged.map { item(of: $0, in: document) }
    let frames = items.compactMap { document[$0.view].frame }
    if frames.count == items.count {
      let order = items.indices.sorted {
        let a = frames[$0].x
        let b = frames[$1].x
        if a == b { return $0 < $1 }
        return direction == .leftToRight ? a < b : a > b
      }
      items = order.map { items[$0] }
    }
    return items
  }

  static func item(of view: ViewID, in document: Document) -> ItemParts {
    let attributes = document[view]
    let subviews = document.subviews(of: view)
    if BarClass.isAdaptor(attributes.className) {
      return ItemParts(view: view, kind: .custom, content: subviews.first)
    }
    if attributes.className == "UIView", subviews.isEmpty, let frame = attributes.frame,
      frame.width == BarRules.betaSpacer.width, frame.height == BarRules.betaSpacer.height
    {
      return ItemParts(view: view, kind: .spacer)
    }
    let modern = subviews.first { document[$0].className == BarClass.modernButton }
    return ItemParts(
      view: view, kind: .button, content: modern,
      buttonContent: modern.map { content(of: $0, in: document) })
  }

  /// A modern button holding a `UIButtonLabel` shows text, an image view an image; printed
  /// without its content (13:10), a square one shows an image.
  static func content(of modern: ViewID, in document: Document) -> ButtonContent {
    let classes = document.subviews(of: modern).map { document[$0].className }
    if classes.contains("UIButtonLabel") { return .text }
    if classes.contains(where: BarClass.isImageView) { return .image }
    guard let frame = document[modern].frame else { return .text }
    return abs(frame.width - frame.height) < 1e-6 ? .image : .text
  }

  // MARK: Back button

  static func backButton(_ button: ViewID, in document: Document) -> BackButtonParts {
    var parts = BackButtonParts(button: button)
    let subviews = document.subviews(of: button)
    let moderns = subviews.filter { document[$0].className == BarClass.modernButton }
    parts.chevron = moderns.first
    parts.container = subviews.first { document[$0].className == BarClass.backButtonContainer }
    if let container = parts.container {
      parts.title = document.subviews(of: container).first {
        document[$0].className == BarClass.modernButton
      }
    } else if moderns.count > 1 {
      parts.title = moderns[1]
    }
    parts.mask = subviews.first { document[$0].className == BarClass.backButtonMask }
    if let mask = parts.mask {
      parts.maskEffect = document.subviews(of: mask).first { document[$0].className == "UIView" }
    }
    return parts
  }
}
