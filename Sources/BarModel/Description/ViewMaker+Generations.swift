import DumpModel
import Layout

extension ViewMaker {
  // MARK: iOS 13–26 (docs/navbar/ios13-18.md, Tools/barmodel/modern/make_matrix.py)

  mutating func modernBar() {
    let y = statusBar
    let bar = view(UIKitClass.navigationBar, 0, y, width, 44, in: nil)
    let background = view(UIKitClass.barBackground, 0, -y, width, 44 + y, in: bar)
    let shadow = view(UIKitClass.barBackgroundShadowView, 0, 44 + y, width, pixel, in: background)
    view(UIKitClass.barBackgroundShadowContentImageView, 0, 0, width, pixel, in: shadow)
    let content = view(UIKitClass.navigationBarContentView, 0, 0, width, 44, in: bar)
    if let back = description.back { modernBack(back, in: content) }
    for side in BarSide.allCases {
      let items = side == .leading ? description.leading : description.trailing
      guard !items.isEmpty else { continue }
      let onLeft = (side == .leading) != rightToLeft
      let stack = view(UIKitClass.buttonBarStackView, onLeft ? 0 : width - 1, 0, 1, 44, in: content)
      // arranged from the leading edge: a trailing side's outermost item is its last
      let arranged = side == .leading ? items : items.reversed()
      for (index, item) in arranged.enumerated() {
        let x = Double(rightToLeft ? arranged.count - index : index)
        if case .custom(let w, let h) = item {
          let adaptor = view(UIKitClass.tamicAdaptorView, x, 0, w, h, in: stack)
          view(UIKitClass.button, 0, 0, w, h, in: adaptor)
        } else {
          let button = view(UIKitClass.buttonBarButton, x, 0, 1, 44, in: stack)
          modernContent(item, in: button)
        }
      }
      let arrangedViews = made.subviews(of: stack)
      for item in side == .leading ? arrangedViews : arrangedViews.reversed() {
        record(side, item)
      }
    }
    if let title = description.title {
      let label = view(
        UIKitClass.label, 0, 0, width(of: title, "title"), grid(20.5, 20.66667), title: title.text,
        in: content)
      titleAddress = made[label].address
    }
    largeTitle(in: bar)
  }

  /// A `_UIModernBarButton` with its label (13:10's offsets at 3×, 03:13's at 2×) or image.
  private mutating func modernContent(_ item: BarDescription.Item, in button: ViewID) {
    switch item {
    case .image(let size):
      // 13:10: a 24-pt image 9.66667 from the button's top (UIKit's rule is not known: the
      // same offset from the centre for other sizes, ASSUMED)
      if size != 24 { assume("image items other than 24 pt: no capture; sized as given") }
      let y = PixelGrid.snap(
        Rect(x: 0, y: 9.66667 - (size - 24) / 2, width: 0, height: 0), scale: scale
      ).y
      let image = view(UIKitClass.modernBarButton, 0, y, size, size, in: button)
      view(UIKitClass.imageView, 0, 0, size, size, in: image)
    case .text(let text):
      let w = width(of: text, "item")
      let h = grid(21.5, 21.33333)
      let label = view(UIKitClass.modernBarButton, 0, grid(11, 11.33333), w, h, in: button)
      view(UIKitClass.buttonLabel, 0, 1, w, h - 1, title: text.text, in: label)
    case .custom:
      preconditionFailure("a custom view is an adaptor, not a button")
    }
  }

  /// The back button: chevron, title (in `_UIBackButtonContainerView` on iOS 13–14, 66:18),
  /// mask (iOS 15+, 06:50–52); 66:15–20's sizes and offsets.
  private mutating func modernBack(_ back: BarDescription.Text, in content: ViewID) {
    let w = width(of: back, "back button")
    let titleHeight = grid(23.5, 23.33333)
    let button = view(
      UIKitClass.buttonBarButton, rightToLeft ? width - 1 : 0, 0, 1, 44, in: content)
    let chevron = view(UIKitClass.modernBarButton, 0, grid(11.5, 11.33333), 13, 21, in: button)
    view(UIKitClass.imageView, 0, 0, 13, 21, in: chevron)
    let title: ViewID
    if generation == .ios13to14 {
      let container = view(UIKitClass.backButtonContainerView, 0, 0, 1, 44, in: button)
      title = view(UIKitClass.modernBarButton, 0, 9, w, titleHeight, in: container)
    } else {
      title = view(UIKitClass.modernBarButton, 0, 9, w, titleHeight, in: button)
      let mask = view(UIKitClass.backButtonMaskView, 0, 0, 1, 44, in: button)
      view(UIKitClass.view, 0, 0, 1, 44, in: mask)
    }
    view(
      UIKitClass.buttonLabel, grid(-1.5, -1.33333), 3, w, titleHeight - 3, title: back.text,
      in: title)
    backAddress = made[button].address
  }

  // MARK: iOS 11–12 (docs/navbar/ios11-12.md, Tools/barmodel/legacy/make_matrix.py)

  mutating func chainBar() {
    let y = statusBar
    let bar = view(UIKitClass.navigationBar, 0, y, width, 44, in: nil)
    let background = view(UIKitClass.barBackground, 0, -y, width, 44 + y, in: bar)
    view(UIKitClass.imageView, 0, 0, width, 44 + y, in: background)
    view(UIKitClass.imageView, 0, 44 + y, width, pixel, in: background)
    let content = view(UIKitClass.navigationBarContentView, 0, 0, width, 44, in: bar)
    if let back = description.back { chainBack(back, in: content) }
    for side in BarSide.allCases {
      let items = side == .leading ? description.leading : description.trailing
      guard !items.isEmpty else { continue }
      let onLeft = (side == .leading) != rightToLeft
      let stack = view(UIKitClass.buttonBarStackView, onLeft ? 0 : width - 1, 0, 1, 44, in: content)
      addStackGuides(to: stack)
      let arranged = side == .leading ? items : items.reversed()
      for (index, item) in arranged.enumerated() {
        let x = Double(rightToLeft ? arranged.count - index : index)
        switch item {
        case .custom(let w, let h):
          let adaptor = view(UIKitClass.tamicAdaptorView, x, 0, w, h, in: stack)
          view(UIKitClass.button, 0, 0, w, h, in: adaptor)
        case .image(let size):
          assume("iOS 11–12 system items: no capture gives their size; as wide as the content")
          let button = view(UIKitClass.buttonBarButton, x, 0, size, 44, in: stack)
          view(UIKitClass.imageView, 0, (44 - size) / 2, size, size, in: button)
        case .text(let text):
          assume("iOS 11–12 system items: no capture gives their size; as wide as the content")
          let w = width(of: text, "item")
          let button = view(UIKitClass.buttonBarButton, x, 0, w, 44, in: stack)
          view(UIKitClass.buttonLabel, 0, 12, w, 20, title: text.text, in: button)
        }
      }
      let arrangedViews = made.subviews(of: stack)
      for item in side == .leading ? arrangedViews : arrangedViews.reversed() {
        record(side, item)
      }
    }
    if let title = description.title {
      let label = view(
        UIKitClass.label, 0, 0, width(of: title, "title"), 20, title: title.text, in: content)
      titleAddress = made[label].address
    }
    largeTitle(in: bar)
  }

  /// An iOS 11–12 stack's own guides, as a trace prints them (01:23–26): the three
  /// `UIButtonBar.*` guides and its margins guide; the model constrains them, the solve places
  /// them. Its stack view's alignment spanner (01:26's neighbour) is the layout's own: the
  /// stack's `UISV-*` constraints are generated (docs/layout.md), not written in the dump.
  private mutating func addStackGuides(to stack: ViewID) {
    for identifier in BarIdentifier.buttonBarGuides + [UIKitIdentifier.marginsGuide] {
      guide(LayoutGuide(address: guideAddress(), identifier: identifier), to: stack)
    }
  }

  /// The 414 trace's back button: 8 + chevron 13 + 6 + its label (69 for 'Back', 42 wide).
  private mutating func chainBack(_ back: BarDescription.Text, in content: ViewID) {
    let label = width(of: back, "back button")
    let w = 27 + label
    let button = view(
      UIKitClass.buttonBarButton, rightToLeft ? width - w : 0, 0, w, 44, in: content)
    let inner = view(
      UIKitClass.modernBarButton, rightToLeft ? 0 : 8, 0, w - 8, 44, title: back.text, in: button)
    view(
      UIKitClass.imageView, rightToLeft ? w - 8 - 13 : 0, grid(11.5, 11.33333), 13, 21, in: inner)
    view(
      UIKitClass.buttonLabel, rightToLeft ? 0 : 19, grid(11.5, 11.66667), label, grid(21, 20.66667),
      title: back.text, in: inner)
    backAddress = made[button].address
  }

  // MARK: iOS 7–10 (docs/navbar/ios7-10.md, Tools/barmodel/legacy/make_matrix.py)

  mutating func frameBasedBar() {
    let bar = view(UIKitClass.navigationBar, 0, 20, width, 44, in: nil)
    let background = view(
      generation == .ios10 ? UIKitClass.barBackground : UIKitClass.navigationBarBackground, 0, -20,
      width, 64,
      in: bar)
    update(background) { $0.autoresizingMask = .flexibleWidth }
    view(UIKitClass.imageView, 0, 64, width, pixel, in: background)
    let (labelY, labelHeight) = (grid(3.5, 3.66667), grid(21.5, 21.33333))
    if let title = description.title {
      let w = width(of: title, "title")
      let item = view(
        UIKitClass.navigationItemView, (width - w) / 2, 8, w, 27, title: title.text, in: bar)
      view(UIKitClass.label, 0, labelY, w, labelHeight, title: title.text, in: item)
      titleAddress = made[item].address
    }
    if let back = description.back {
      let w = width(of: back, "back button")
      // At the chevron's x, 1 pt above centred (docs/navbar/ios7-10.md).
      let item = view(
        UIKitClass.navigationItemButtonView, BarRules.frameBasedMargin(width: width) - 8,
        grid(7.5, 7.66667), w,
        27, title: back.text, in: bar)
      view(UIKitClass.label, 0, labelY, w, labelHeight, title: back.text, in: item)
      backAddress = made[item].address
    }
    let margin = BarRules.frameBasedMargin(width: width)
    for side in BarSide.allCases {
      var u = margin
      // subviews from the leading edge to the trailing one, as the matrix's dumps hold them:
      // a trailing side's items, made outermost first, go in front of one another
      let first = made.subviews(of: bar).count
      for item in side == .leading ? description.leading : description.trailing {
        // where the arithmetic puts it, so that no fixed space is read into it
        let size = frameBasedItemSize(item)
        let leadingU = side == .leading ? u : width - u - size.width
        let x = rightToLeft ? width - leadingU - size.width : leadingU
        let itemView = frameBasedItem(
          item, Rect(x: x, y: (44 - size.height) / 2, width: size.width, height: size.height),
          in: bar, at: side == .leading ? nil : first)
        u += size.width + BarRules.frameBasedItemGap
        record(side, itemView)
      }
    }
    let indicator = view(
      UIKitClass.navigationBarBackIndicatorView, margin - 8, grid(11.5, 11.66667), 13, 21, in: bar)
    if description.back == nil { update(indicator) { $0.alpha = 0 } }
  }

  /// The size of an item of an iOS 7–10 bar.
  private mutating func frameBasedItemSize(_ item: BarDescription.Item) -> Size {
    switch item {
    case .custom(let w, let h): return Size(width: w, height: h)
    case .image(let size): return Size(width: size, height: size)
    case .text(let text):
      assume("iOS 7–10 system items: no capture gives a UINavigationButton's size; W × 30")
      return Size(width: width(of: text, "item"), height: 30)
    }
  }

  /// An item of an iOS 7–10 bar, directly in the bar: the app's view, or a
  /// `UINavigationButton` for a system item.
  private mutating func frameBasedItem(
    _ item: BarDescription.Item, _ frame: Rect, in bar: ViewID, at position: Int?
  ) -> ViewID {
    let (x, y, w, h) = (frame.x, frame.y, frame.width, frame.height)
    switch item {
    case .custom:
      return view(UIKitClass.button, x, y, w, h, in: bar, at: position)
    case .image:
      let button = view(UIKitClass.button, x, y, w, h, in: bar, at: position)
      view(UIKitClass.imageView, 0, 0, w, h, in: button)
      return button
    case .text(let text):
      let button = view(UIKitClass.navigationButton, x, y, w, h, in: bar, at: position)
      view(UIKitClass.buttonLabel, 0, 5, w, 20, title: text.text, in: button)
      return button
    }
  }
}
