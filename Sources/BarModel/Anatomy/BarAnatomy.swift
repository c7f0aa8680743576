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
      if BarClass.isContentView(className) {
        // A content view's superview is its bar, whatever the app named its class.
        let kind: BarParts.Kind =
          Synthetic.isModel(document[view].address)
          ? .fragment : .navigation
        found.append(BarParts(kind: kind, bar: document.superview(of: view), contentView: view))
      } else if className == UIKitClass.toolbarContentView,
        let parent = document.superview(of: view)
      {
        // A toolbar's content view is in the toolbar, an app's subclass of it included.
        found.append(BarParts(kind: .toolbar, bar: parent, contentView: view))
      } else if isFrameBasedBar(view, in: document) {
        found.append(BarParts(kind: .frameBased, bar: view, contentView: view))
      }
    }
    return found
  }

  /// An iOS 7–10 navigation bar, by its anatomy (docs/navbar/ios7-10.md, "Anatomy"): no
  /// content view, and among its subviews a view only a navigation bar holds (its background
  /// `_UINavigationBarBackground`, `UINavigationItemView`, `UINavigationItemButtonView`, the
  /// back indicator), or, in a navigation bar's class (`BarClass.isNavigationBar`: a class
  /// named as one, or a `baseClass = UINavigationBar`), `_UIBarBackground` or a
  /// `UINavigationButton` (a search bar's Cancel is one too). An app's subclass under any
  /// name is a bar by the first rule: UIKit's `layoutSubviews` put those views there.
  static func isFrameBasedBar(_ view: ViewID, in document: Document) -> Bool {
    // The subviews' classes read in place, asked of every view of a window: no array of them.
    var onlyInABar = false
    var buttonOrBackground = false
    var subview = document.firstSubview(of: view)
    while let id = subview {
      let className = document[id].className
      if BarClass.isContentView(className) { return false }
      if BarClass.isNavigationBarOnly(className) { onlyInABar = true }
      if className == UIKitClass.navigationButton || BarClass.isBackground(className) {
        buttonOrBackground = true
      }
      subview = document.nextSibling(of: id)
    }
    if onlyInABar { return true }
    return buttonOrBackground && BarClass.isNavigationBar(document[view])
  }

  /// The content view's stacks (with their sides and guide sets), back button, titles and
  /// iOS 11–12 guide sets.
  /// - Parameters:
  ///   - width: the content view's width (sides come from positions when no guide ties them).
  ///   - direction: the dump's layout direction.
  public static func content(
    of contentView: ViewID, in document: Document, width: Double?, direction: LayoutDirection
  ) -> ContentParts {
    var parts = ContentParts()
    parts.guideSets = guideSets(of: contentView, in: document)
    // The subviews walked by their links (no array of them), their attributes read in place: a
    // copy of each subview's (its strings and arrays) was made for the few it reads.
    var next = document.firstSubview(of: contentView)
    while let view = next {
      next = document.nextSibling(of: view)
      let className = document[view].className
      if StackViews.isStackView(view, in: document) {
        guard
          let (side, evidence) = side(of: view, in: document, width: width, direction: direction)
        else { continue }  // a title view tied to the TitleView guide, not a bar stack
        let arranged = arranged(of: view, in: document)
        var stack = StackParts(
          view: view, side: side, evidence: evidence,
          items: leadingFirst(arranged, in: document, direction: direction))
        stack.arranged = arranged
        if case .guide(let guide) = evidence {
          stack.guideSet = parts.guideSets.firstIndex { $0.guides.values.contains(guide) }
        }
        parts.stacks.append(stack)
      } else if className == UIKitClass.buttonBarButton, parts.backButton == nil {
        parts.backButton = backButton(view, in: document)
      } else if BarClass.isTitle(className) {
        let shown = !document[view].hidden && document[view].alpha > 0
        if shown, (document[view].frame?.width ?? 0) > 0 {
          parts.titles.append(view)
        } else {
          parts.otherTitles.append(view)
        }
      }
    }
    return parts
  }

  /// The content view's parts as recorded: its own width (frame, else bounds) and the dump's
  /// direction.
  public static func content(of contentView: ViewID, in document: Document) -> ContentParts {
    let attributes = document[contentView]
    return content(
      of: contentView, in: document, width: attributes.frame?.width ?? attributes.bounds?.width,
      direction: document.metadata.direction)
  }

  // MARK: Stacks

  /// The side of a stack: the bar guide (`LeadingBarGuide`, `TrailingBarGuide`) a constraint
  /// ties it to; else where its frame lies; else the edge it shares with the item content
  /// guide (iOS 13+: the tie UIKit lays the frame out from, read when no frame is printed);
  /// else assumed leading. Nil for a stack tied only to a `TitleView` guide (a title view).
  static func side(
    of stack: ViewID, in document: Document, width: Double?, direction: LayoutDirection
  ) -> (BarSide, SideEvidence)? {
    var tiedToTitle = false
    var contentGuideTie: (BarSide, SideEvidence)?
    for id in document.constraints(touching: .view(stack)) {
      let constraint = document[id]
      guard constraint.active, let other = constraint.otherItem(than: .view(stack)),
        case .guide(let guide) = other, let identifier = document[guide].identifier
      else { continue }
      if let (role, _) = BarIdentifier.chainRole(of: identifier) {
        switch role {
        case .leadingBar: return (.leading, .guide(guide))
        case .trailingBar: return (.trailing, .guide(guide))
        case .title: tiedToTitle = true
        case .backButton: break
        }
      } else if identifier == BarIdentifier.itemContentGuide, contentGuideTie == nil {
        switch constraint.attribute(of: .view(stack)) {
        case .leading: contentGuideTie = (.leading, .guide(guide))
        case .trailing: contentGuideTie = (.trailing, .guide(guide))
        default: break
        }
      }
    }
    if tiedToTitle { return nil }
    guard let frame = document[stack].frame, let width, width > 0 else {
      return contentGuideTie ?? (.leading, .assumed)
    }
    let onLeft = frame.x + frame.width / 2 < width / 2
    return (onLeft == (direction == .leftToRight) ? .leading : .trailing, .position)
  }

  /// The stack's shown arranged subviews, in the order the dump lists them (the order its
  /// `UISV-spacing` constraints follow).
  static func arranged(of stack: ViewID, in document: Document) -> [ItemParts] {
    StackViews.arrangedSubviews(of: stack, in: document).filter { !document[$0].hidden }.map {
      item(of: $0, in: document)
    }
  }

  /// The items from the leading edge: the frames' order (left to right, right to left) when
  /// every item has a frame, else as listed.
  static func leadingFirst(
    _ arranged: [ItemParts], in document: Document, direction: LayoutDirection
  ) -> [ItemParts] {
    let frames = arranged.compactMap { document[$0.view].frame }
    guard frames.count == arranged.count else { return arranged }
    let order = arranged.indices.sorted {
      let a = frames[$0].x
      let b = frames[$1].x
      if a == b { return $0 < $1 }
      return direction == .leftToRight ? a < b : a > b
    }
    return order.map { arranged[$0] }
  }

  static func item(of view: ViewID, in document: Document) -> ItemParts {
    // Read in place, the subviews by their links: no copy of the view's attributes, no array
    // of its subviews (each item of each bar of a window).
    let first = document.firstSubview(of: view)
    if BarClass.isAdaptor(document[view].className) {
      return ItemParts(
        view: view, kind: .custom, content: first,
        isImage: first.map { isImageItem($0, in: document) } ?? false)
    }
    if document[view].className == UIKitClass.view, first == nil,
      let frame = document[view].frame,
      frame.width == BarRules.betaSpacer.width, frame.height == BarRules.betaSpacer.height
    {
      return ItemParts(view: view, kind: .spacer)
    }
    var modern = first
    while let subview = modern, document[subview].className != UIKitClass.modernBarButton {
      modern = document.nextSibling(of: subview)
    }
    return ItemParts(
      view: view, kind: .button, content: modern,
      buttonContent: modern.map { content(of: $0, in: document) })
  }

  /// A modern button holding a `UIButtonLabel` shows text, an image view an image; printed
  /// without its content (13:10), a square one shows an image.
  static func content(of modern: ViewID, in document: Document) -> ButtonContent {
    let classes = document.subviews(of: modern).map { document[$0].className }
    if classes.contains(UIKitClass.buttonLabel) { return .text }
    if classes.contains(where: BarClass.isImageView) { return .image }
    guard let frame = document[modern].frame else { return .text }
    return abs(frame.width - frame.height) < 1e-6 ? .image : .text
  }

  /// An image item's custom view: a `UIImageView`, or a `UIButton` without a title that
  /// holds a `UIImageView` (docs/patches.md, "spacing").
  static func isImageItem(_ customView: ViewID, in document: Document) -> Bool {
    // Read in place (no copy of the attributes), the subviews by their links.
    let className = document[customView].className
    if BarClass.isImageView(className) { return true }
    guard BarClass.isButton(className), (document[customView].title ?? "").isEmpty else {
      return false
    }
    var subview = document.firstSubview(of: customView)
    while let id = subview {
      if BarClass.isImageView(document[id].className) { return true }
      subview = document.nextSibling(of: id)
    }
    return false
  }

  // MARK: Back button

  static func backButton(_ button: ViewID, in document: Document) -> BackButtonParts {
    var parts = BackButtonParts(button: button)
    let subviews = document.subviews(of: button)
    let moderns = subviews.filter { document[$0].className == UIKitClass.modernBarButton }
    parts.chevron = moderns.first
    parts.container = subviews.first {
      document[$0].className == UIKitClass.backButtonContainerView
    }
    if let container = parts.container {
      parts.title = document.subviews(of: container).first {
        document[$0].className == UIKitClass.modernBarButton
      }
    } else if moderns.count > 1 {
      parts.title = moderns[1]
    }
    parts.mask = subviews.first { document[$0].className == UIKitClass.backButtonMaskView }
    if let mask = parts.mask {
      parts.maskEffect = document.subviews(of: mask).first {
        document[$0].className == UIKitClass.view
      }
    }
    return parts
  }
}
