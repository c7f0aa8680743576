import DumpModel

/// An iOS 7–10 bar printed as a walk over its subviews and theirs, without the bar (sample
/// 51: `NSLog` of each of the bar's subviews, then of that view's subviews, no depth): once
/// `Reassembly.nest` has put each view's content back in it (`UIKitContainment`'s
/// `frameBasedWalk` rows, DumpModel), the bar's subviews are roots, and
/// `Reassembly.barsAroundWalks` gives them back a bar, one per walk (no frame: the width comes
/// from the background, docs/navbar/ios7-10.md).
enum FrameBasedWalk {
  /// A class only a bar's subviews have: a content view (iOS 11+), or an iOS 7–10 item.
  static func isBarSubview(_ className: String) -> Bool {
    BarClass.isContentView(className) || BarClass.frameBasedItems.contains(className)
  }
}
