import DumpModel
import Layout

/// What the model takes from a capture besides the structure: the bar's size and place, the
/// pixel grid, the direction (docs/navbar/ios11-12.md, "What the model takes from a capture").
public struct BarInputs: Sendable, Hashable {
  public var width: Double
  public var height: Double
  /// The bar's y in its superview (the status bar above it); nil when not recorded.
  public var barY: Double?
  public var scale: Double
  /// Where the scale came from (`the dump's scale`, `the hairline's height`, …).
  public var scaleSource: String
  /// False before the bar's first layout: a titled label of zero size (52:17, 52:32).
  public var laidOut: Bool
  /// The width is the capture's (its content view's or bar's frame), not `--width` or the
  /// screen's: a content view the model made (a stack printed alone) has `--width`'s.
  public var widthIsCaptured: Bool

  /// An iOS 7–10 bar's inputs, as `FrameBasedBar` read them.
  init(_ model: FrameBasedBar, in document: Document) {
    width = model.width
    height = model.height
    barY = BarBounds.y(document[model.bar])
    scale = model.scale
    scaleSource = model.scaleSource
    laidOut = model.laidOut
    // The bar's frame, or in a walk printed without the bar the background's (51).
    widthIsCaptured =
      document[model.bar].frame != nil
      || document.subviews(of: model.bar).contains {
        BarClass.isBackground(document[$0].className) && document[$0].frame != nil
      }
  }

  /// Nil when no width is known (give `--width`).
  init?(_ bar: BarParts, in document: Document, options: BarModelOptions) {
    let content = document[bar.contentView].frame
    let barFrame = bar.bar.flatMap { document[$0].frame }
    // The bar's own coordinates: its bounds, not its frame, when it is transformed.
    let barBounds = bar.bar.flatMap { BarBounds.size(document[$0]) }
    guard
      let width = content?.width ?? barBounds?.width ?? options.width
        ?? document.metadata.screen?.width
    else { return nil }
    self.width = width
    widthIsCaptured =
      (content != nil && !Synthetic.isModel(document[bar.contentView].address))
      || barFrame != nil
    height = barBounds?.height ?? content?.height ?? BarRules.barHeight
    barY = bar.bar.flatMap { BarBounds.y(document[$0]) }
    if let scale = document.metadata.scale {
      self.scale = scale
      scaleSource = "the dump's scale"
    } else if let scale = Self.hairlineScale(bar, in: document) {
      self.scale = scale
      scaleSource = "the hairline's height"
    } else if let scale = Self.printedGrid(bar.root, in: document) {
      self.scale = scale
      scaleSource = "the grid of the printed numbers"
    } else {
      scale = BarRules.defaultScale(width: width)
      scaleSource = "assumed from the width"
    }
    laidOut = !document.subviews(of: bar.contentView).contains { view in
      let attributes = document[view]
      return attributes.className == UIKitClass.label && attributes.frame == Rect.zero
        && !(attributes.title ?? "").isEmpty
    }
  }

  /// 1 / the hairline's recorded height (51:7 0.5 → 2, 52:8 0.333333 → 3).
  static func hairlineScale(_ bar: BarParts, in document: Document) -> Double? {
    guard let root = bar.bar else { return nil }
    for child in document.subviews(of: root) where BarClass.isBackground(document[child].className)
    {
      for inner in document.subviews(of: child)
      where document[inner].className == UIKitClass.imageView {
        if let frame = inner.frameHeight(in: document), frame > 0, frame <= 1 {
          return (1 / frame).rounded()
        }
      }
    }
    return nil
  }

  /// The grid the bar's printed numbers lie on (`PixelGrid.printedScale`, docs/layout.md
  /// "Pixel snapping"); 3 when some number lies on neither 2 nor 3; nil when all are whole
  /// (the width decides then).
  static func printedGrid(_ root: ViewID, in document: Document) -> Double? {
    PixelGrid.printedScale(under: [root], in: document, offGrid: 3)
  }

  /// The direction a trace shows through its guide frames: iOS 11–12's `BackButtonGuide`
  /// starts at the content view's leading edge, so a recorded one ending at the right edge
  /// (and not starting at 0) is right to left; nil when no guide frame tells.
  static func tracedDirection(_ contentView: ViewID, width: Double, in document: Document)
    -> (LayoutDirection, String)?
  {
    for guide in document.guides(of: contentView) {
      guard let identifier = document[guide].identifier,
        BarIdentifier.chainRole(of: identifier)?.role == .backButton,
        let frame = document[guide].frame, frame.width > 0, frame.width < width
      else { continue }
      let name = document.name(of: .guide(guide))
      if frame.x == 0 { return (.leftToRight, "\(name) starts at the left edge") }
      if abs(frame.maxX - width) < 1e-6 {
        return (.rightToLeft, "\(name) ends at the right edge: right to left")
      }
    }
    return nil
  }
}

extension ViewID {
  fileprivate func frameHeight(in document: Document) -> Double? { document[self].frame?.height }
}
