import DumpModel

/// An iOS 7–10 bar printed as a walk over its subviews and theirs, without the bar (sample
/// 51: `NSLog` of each of the bar's subviews, then of that view's subviews, no depth): once
/// `Reassembly.nest` has put each view's content back in it, the bar's subviews are roots,
/// and `Reassembly.barsAroundWalks` gives them back a bar, one per walk (no frame: the width
/// comes from the background, docs/navbar/ios7-10.md).
enum FrameBasedWalk {
  /// Where the content of a frame-based bar's subviews belongs, for `Reassembly.nest`: the
  /// hairline in the background (51:7, 51:17), the title's label in its item view (51:9),
  /// a button's image or label in the button (51:11, 51:13, 92:12), the backdrop in the
  /// background and its effect and tint views in it (92:3–5; 83, 85).
  static let containers: [String: [String]] = [
    UIKitClass.imageView: [
      UIKitClass.barBackground, UIKitClass.navigationBarBackground, UIKitClass.button,
      UIKitClass.navigationButton,
    ],
    UIKitClass.backdropView: [UIKitClass.navigationBarBackground, UIKitClass.barBackground],
    UIKitClass.backdropEffectView: [UIKitClass.backdropView],
    UIKitClass.view: [UIKitClass.backdropView],
    UIKitClass.label: [UIKitClass.navigationItemView, UIKitClass.navigationItemButtonView],
    UIKitClass.buttonLabel: [UIKitClass.button, UIKitClass.navigationButton],
  ]

  /// A class only a bar's subviews have: a content view (iOS 11+), or an iOS 7–10 item.
  static func isBarSubview(_ className: String) -> Bool {
    BarClass.isContentView(className) || BarClass.frameBasedItems.contains(className)
  }
}
