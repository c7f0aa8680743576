import DumpModel

/// The frame-based views around a bar's content view: UIKit sets their frames in the bar's
/// `layoutSubviews` by arithmetic, not Auto Layout (docs/navbar/ios11-12.md and ios13-18.md,
/// "Chrome"). Views no rule covers keep their recorded frames (given).
enum Chrome {
  struct Geometry {
    var width: Double
    /// The bar's (and content view's) height.
    var height: Double
    /// The bar's y in its superview (the status bar above it); nil when not recorded.
    var barY: Double?
    var scale: Double
    /// False before the bar's first layout (sample 52): the background is still the bar's
    /// bounds and the large-title and prompt views are empty.
    var laidOut = true
  }

  /// Frames by view for the chrome of `bar`.
  static func frames(
    _ bar: BarParts, family: BarGeneration.Family, geometry: Geometry, in document: Document
  ) -> [ViewID: Rect] {
    var out: [ViewID: Rect] = [:]
    let width = geometry.width
    out[bar.contentView] = Rect(x: 0, y: 0, width: width, height: geometry.height)  // 01:13, 03:10
    guard let root = bar.bar else { return out }
    let pixel = 1 / geometry.scale  // 51:7 (0.5 at 2×), 52:8 (0.333333 at 3×)
    for child in document.subviews(of: root) {
      // The attributes read in place, not copied (their strings and arrays) for each view.
      let className = document[child].className
      if BarClass.isBackground(className) {
        guard let background = background(bar, geometry) else { continue }
        out[child] = background
        fillBackground(
          child, background, toolbar: bar.kind == .toolbar, pixel: pixel, in: document, &out)
      } else if BarClass.isLargeTitleOrPrompt(className),
        !geometry.laidOut || document[child].hidden || document[child].alpha == 0,
        let height = BarRules.hiddenContainerHeight(family, barHeight: geometry.height),
        family != .frameBased
      {
        // Hidden: no width; before the first layout nothing (52:13–14, 52:19); their labels
        // empty (66:8–9).
        fill(child, Rect.zero, in: document, &out)
        if geometry.laidOut { out[child] = Rect(x: 0, y: 0, width: 0, height: height) }
      }
    }
    return out
  }

  /// A navigation bar's background runs up to the screen's top: (0 −y; W H + y) (51:6, 03:6,
  /// 04:15, 66:6), whatever the status bar's height; on an island phone whose bar sits under
  /// the island, down to the safe area's top + H (`BarDevices.backgroundReach`); before the
  /// first layout the bar's bounds (52:7); a toolbar's is its bounds (66:25).
  private static func background(_ bar: BarParts, _ geometry: Geometry) -> Rect? {
    if bar.kind == .toolbar || !geometry.laidOut {
      return Rect(x: 0, y: 0, width: geometry.width, height: geometry.height)
    }
    guard let y = geometry.barY,
      let reach = BarDevices.backgroundReach(
        width: geometry.width, barY: y, scale: geometry.scale)
    else { return nil }
    return Rect(x: 0, y: -y, width: geometry.width, height: geometry.height + reach)
  }

  private static func fillBackground(
    _ background: ViewID, _ frame: Rect, toolbar: Bool, pixel: Double, in document: Document,
    _ out: inout [ViewID: Rect]
  ) {
    let (width, height) = (frame.width, frame.height)
    let children = document.subviews(of: background)
    let images = children.filter { document[$0].className == UIKitClass.imageView }
    for child in children {
      let className = document[child].className
      if className == UIKitClass.imageView, isHairline(child, images: images, in: document) {
        // one pixel under a navigation bar (51:7, 52:8, 66:7), over a toolbar (66:26)
        out[child] = Rect(x: 0, y: toolbar ? -pixel : height, width: width, height: pixel)
      } else if className == UIKitClass.barBackgroundShadowView {
        // below the background; its height is the appearance's: 0 in 03:8, a pixel in 04:18
        let shadow = Rect(
          x: 0, y: height, width: width, height: document[child].frame?.height ?? pixel)
        out[child] = shadow
        for inner in document.subviews(of: child) {
          fill(inner, Rect(x: 0, y: 0, width: width, height: shadow.height), in: document, &out)
        }
      } else {
        // the image view, the effect view and its subviews fill it: 03:7, 04:16–17, 52:9–11
        fill(child, Rect(x: 0, y: 0, width: width, height: height), in: document, &out)
      }
    }
  }

  /// The hairline: an image view at most a point high, or, with no frame recorded, the last
  /// image view of the background.
  private static func isHairline(_ view: ViewID, images: [ViewID], in document: Document) -> Bool {
    if let frame = document[view].frame { return frame.height <= 1 }
    return images.last == view
  }

  private static func fill(
    _ view: ViewID, _ frame: Rect, in document: Document, _ out: inout [ViewID: Rect]
  ) {
    out[view] = frame
    let inner = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    for child in document.subviews(of: view) { fill(child, inner, in: document, &out) }
  }
}
