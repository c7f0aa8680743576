import DumpModel

extension ViewMaker {
  // MARK: iOS 13–26 (docs/navbar/ios13-18.md, Tools/barmodel/modern/make_matrix.py)

  mutating func modernBar() -> View {
    let y = statusBar
    let shadow = view(
      BarClass.shadowView, 0, 44 + y, width, pixel,
      [view("_UIBarBackgroundShadowContentImageView", 0, 0, width, pixel)])
    let background = view(BarClass.barBackground, 0, -y, width, 44 + y, [shadow])
    var content = view(BarClass.contentView, 0, 0, width, 44)
    if let back = description.back { content.subviews.append(modernBack(back)) }
    for side in BarSide.allCases {
      let items = side == .leading ? description.leading : description.trailing
      guard !items.isEmpty else { continue }
      let onLeft = (side == .leading) != rightToLeft
      var stack = view(BarClass.stack, onLeft ? 0 : width - 1, 0, 1, 44)
      // arranged from the leading edge: a trailing side's outermost item is its last
      let arranged = side == .leading ? items : items.reversed()
      for (index, item) in arranged.enumerated() {
        let x = Double(rightToLeft ? arranged.count - index : index)
        let made: View
        if case .custom(let w, let h) = item {
          made = view(BarClass.adaptor, x, 0, w, h, [view("UIButton", 0, 0, w, h)])
        } else {
          made = view(BarClass.button, x, 0, 1, 44, [modernContent(item)])
        }
        stack.subviews.append(made)
      }
      let outermostFirst = side == .leading ? stack.subviews : stack.subviews.reversed()
      for item in outermostFirst { record(side, item) }
      content.subviews.append(stack)
    }
    if let title = description.title {
      let label = view(
        "UILabel", 0, 0, width(of: title, "title"), grid(20.5, 20.66667), title: title.text)
      titleAddress = label.address
      content.subviews.append(label)
    }
    let bar = view(
      BarClass.navigationBar, 0, y, width, 44,
      [background, content] + [largeTitle()].compactMap { $0 })
    return bar
  }

  /// A `_UIModernBarButton` with its label (13:10's offsets at 3×, 03:13's at 2×) or image.
  private mutating func modernContent(_ item: BarDescription.Item) -> View {
    switch item {
    case .image(let size):
      // 13:10: a 24-pt image 9.66667 from the button's top (UIKit's rule is not known: the
      // same offset from the centre for other sizes, ASSUMED)
      if size != 24 { assume("image items other than 24 pt: no capture; sized as given") }
      let y = PixelGrid.snap(
        Rect(x: 0, y: 9.66667 - (size - 24) / 2, width: 0, height: 0), scale: scale
      ).y
      return view(
        BarClass.modernButton, 0, y, size, size, [view("UIImageView", 0, 0, size, size)])
    case .text(let text):
      let w = width(of: text, "item")
      let h = grid(21.5, 21.33333)
      return view(
        BarClass.modernButton, 0, grid(11, 11.33333), w, h,
        [view("UIButtonLabel", 0, 1, w, h - 1, title: text.text)])
    case .custom:
      preconditionFailure("a custom view is an adaptor, not a button")
    }
  }

  /// The back button: chevron, title (in `_UIBackButtonContainerView` on iOS 13–14, 66:18),
  /// mask (iOS 15+, 06:50–52); 66:15–20's sizes and offsets.
  private mutating func modernBack(_ back: BarDescription.Text) -> View {
    let w = width(of: back, "back button")
    let titleHeight = grid(23.5, 23.33333)
    let chevron = view(
      BarClass.modernButton, 0, grid(11.5, 11.33333), 13, 21, [view("UIImageView", 0, 0, 13, 21)])
    let title = view(
      BarClass.modernButton, 0, 9, w, titleHeight,
      [view("UIButtonLabel", grid(-1.5, -1.33333), 3, w, titleHeight - 3, title: back.text)])
    var button = view(BarClass.button, rightToLeft ? width - 1 : 0, 0, 1, 44, [chevron])
    if generation == .ios13to14 {
      button.subviews.append(view(BarClass.backButtonContainer, 0, 0, 1, 44, [title]))
    } else {
      button.subviews.append(title)
      button.subviews.append(
        view(BarClass.backButtonMask, 0, 0, 1, 44, [view("UIView", 0, 0, 1, 44)]))
    }
    backAddress = button.address
    return button
  }

  // MARK: iOS 11–12 (docs/navbar/ios11-12.md, Tools/barmodel/legacy/make_matrix.py)

  mutating func chainBar() -> View {
    let y = statusBar
    let background = view(
      BarClass.barBackground, 0, -y, width, 44 + y,
      [view("UIImageView", 0, 0, width, 44 + y), view("UIImageView", 0, 44 + y, width, pixel)])
    var content = view(BarClass.contentView, 0, 0, width, 44)
    if let back = description.back { content.subviews.append(chainBack(back)) }
    for side in BarSide.allCases {
      let items = side == .leading ? description.leading : description.trailing
      guard !items.isEmpty else { continue }
      let onLeft = (side == .leading) != rightToLeft
      var stack = view(BarClass.stack, onLeft ? 0 : width - 1, 0, 1, 44)
      stack.guides = stackGuides()
      let arranged = side == .leading ? items : items.reversed()
      for (index, item) in arranged.enumerated() {
        let x = Double(rightToLeft ? arranged.count - index : index)
        switch item {
        case .custom(let w, let h):
          stack.subviews.append(
            view(BarClass.adaptor, x, 0, w, h, [view("UIButton", 0, 0, w, h)]))
        case .image(let size):
          assume("iOS 11–12 system items: no capture gives their size; as wide as the content")
          stack.subviews.append(
            view(
              BarClass.button, x, 0, size, 44, [view("UIImageView", 0, (44 - size) / 2, size, size)]
            ))
        case .text(let text):
          assume("iOS 11–12 system items: no capture gives their size; as wide as the content")
          let w = width(of: text, "item")
          stack.subviews.append(
            view(
              BarClass.button, x, 0, w, 44, [view("UIButtonLabel", 0, 12, w, 20, title: text.text)])
          )
        }
      }
      let outermostFirst = side == .leading ? stack.subviews : stack.subviews.reversed()
      for item in outermostFirst { record(side, item) }
      content.subviews.append(stack)
    }
    if let title = description.title {
      let label = view("UILabel", 0, 0, width(of: title, "title"), 20, title: title.text)
      titleAddress = label.address
      content.subviews.append(label)
    }
    return view(
      BarClass.navigationBar, 0, y, width, 44,
      [background, content] + [largeTitle()].compactMap { $0 })
  }

  /// An iOS 11–12 stack's own guides, as a trace prints them (01:23–26): the three
  /// `UIButtonBar.*` guides and its margins guide; the model constrains them, the solve places
  /// them. Its stack view's alignment spanner (01:26's neighbour) is the layout's own: the
  /// stack's `UISV-*` constraints are generated (docs/layout.md), not written in the dump.
  private mutating func stackGuides() -> [LayoutGuide] {
    (BarIdentifier.buttonBarGuides + [BarIdentifier.marginsGuide]).map { identifier in
      LayoutGuide(address: guideAddress(), identifier: identifier)
    }
  }

  /// The 414 trace's back button: 8 + chevron 13 + 6 + its label (69 for 'Back', 42 wide).
  private mutating func chainBack(_ back: BarDescription.Text) -> View {
    let label = width(of: back, "back button")
    let w = 27 + label
    let chevron = view(
      "UIImageView", rightToLeft ? w - 8 - 13 : 0, grid(11.5, 11.33333), 13, 21)
    let text = view(
      "UIButtonLabel", rightToLeft ? 0 : 19, grid(11.5, 11.66667), label, grid(21, 20.66667),
      title: back.text)
    let inner = view(
      BarClass.modernButton, rightToLeft ? 0 : 8, 0, w - 8, 44, title: back.text, [chevron, text])
    let button = view(BarClass.button, rightToLeft ? width - w : 0, 0, w, 44, [inner])
    backAddress = button.address
    return button
  }

  // MARK: iOS 7–10 (docs/navbar/ios7-10.md, Tools/barmodel/legacy/make_matrix.py)

  mutating func frameBasedBar() -> View {
    let background = view(
      generation == .ios10 ? BarClass.barBackground : BarClass.legacyBackground, 0, -20, width, 64,
      [view("UIImageView", 0, 64, width, pixel)])
    var bar = view(BarClass.navigationBar, 0, 20, width, 44, [background])
    bar.subviews[0].autoresizingMask = .flexibleWidth
    let (labelY, labelHeight) = (grid(3.5, 3.66667), grid(21.5, 21.33333))
    if let title = description.title {
      let w = width(of: title, "title")
      let item = view(
        BarClass.titleView, (width - w) / 2, 8, w, 27, title: title.text,
        [view("UILabel", 0, labelY, w, labelHeight, title: title.text)])
      titleAddress = item.address
      bar.subviews.append(item)
    }
    if let back = description.back {
      let w = width(of: back, "back button")
      let item = view(
        BarClass.backButtonView, 27, 8, w, 27, title: back.text,
        [view("UILabel", 0, labelY, w, labelHeight, title: back.text)])
      backAddress = item.address
      bar.subviews.append(item)
    }
    let margin = BarRules.frameBasedMargin(width: width)
    for side in BarSide.allCases {
      var u = margin
      var made: [View] = []
      for item in side == .leading ? description.leading : description.trailing {
        var item = frameBasedItem(item)
        // where the arithmetic puts it, so that no fixed space is read into it
        let size = item.frame!
        let leadingU = side == .leading ? u : width - u - size.width
        let x = rightToLeft ? width - leadingU - size.width : leadingU
        item.frame = Rect(x: x, y: (44 - size.height) / 2, width: size.width, height: size.height)
        u += size.width + BarRules.frameBasedItemGap
        record(side, item)
        made.append(item)
      }
      // subviews from the leading edge to the trailing one, as the matrix's dumps hold them
      bar.subviews += side == .leading ? made : made.reversed()
    }
    var indicator = view(BarClass.backIndicator, 8, 11.5, 13, 21)
    if description.back == nil { indicator.alpha = 0 }
    bar.subviews.append(indicator)
    return bar
  }

  /// An item of an iOS 7–10 bar, directly in the bar: the app's view, or a
  /// `UINavigationButton` for a system item.
  private mutating func frameBasedItem(_ item: BarDescription.Item) -> View {
    switch item {
    case .custom(let w, let h): return view("UIButton", 0, 0, w, h)
    case .image(let size):
      return view("UIButton", 0, 0, size, size, [view("UIImageView", 0, 0, size, size)])
    case .text(let text):
      assume("iOS 7–10 system items: no capture gives a UINavigationButton's size; W × 30")
      let w = width(of: text, "item")
      return view(
        BarClass.systemItem, 0, 0, w, 30, [view("UIButtonLabel", 0, 5, w, 20, title: text.text)])
    }
  }
}
