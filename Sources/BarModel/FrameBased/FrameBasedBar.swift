import DumpModel

/// An iOS 7–10 bar as the frame arithmetic sees it (docs/navbar/ios7-10.md, "What the model
/// takes from a capture"): its width, pixel grid and direction, which view is the title, the
/// back button and the chevron, and the items of each side, outermost first. UIKit lays this
/// bar out in its `layoutSubviews`, with no Auto Layout (49:18–26: no view of the bar is in
/// the layout engine), so the model places every view by arithmetic (`FrameBasedLayout`).
public struct FrameBasedBar: Sendable, Hashable {
  /// The `UINavigationBar`, whose subviews are the items.
  public var bar: ViewID
  public var width: Double
  public var scale: Double
  public var scaleSource: String
  /// The bar's y in its superview: the status bar above it (51:6: 20).
  public var barY: Double
  /// The bar's height: 44, or its recorded height when taller (an app's `sizeThatFits:`,
  /// 92:1: 100); the items sit in its bottom 44 pt (`BarRules.frameBasedItemBand`).
  public var height: Double
  /// Whether the bar has laid its item out: not when the title view's titled label has no
  /// width yet (92:9, `(27.5 87.5; 0 21.5)`; sample 52's test on iOS 12).
  public var laidOut = true
  public var direction: LayoutDirection
  /// The outermost items' distance from the bar's edge, from the width.
  public var margin: Double
  /// A side's own margin when its outermost item is a system item on a narrow bar
  /// (`BarRules.frameBasedSystemItemMargin`); `margin` elsewhere.
  public var sideMargin: [BarSide: Double] = [:]
  /// `_UINavigationBarBackIndicatorView` (51:14).
  public var indicator: ViewID?
  /// `UINavigationItemButtonView` (49:24).
  public var backButton: ViewID?
  /// `UINavigationItemView` (51:8), or a custom title view centred in the bar.
  public var title: ViewID?
  /// Each side's item views (custom views, `UINavigationButton`s), outermost first.
  public var items: [BarSide: [ViewID]] = [.leading: [], .trailing: []]
  /// Subviews with no frame: nothing to place them by.
  public var unplaced: [ViewID] = []
  /// A fixed-space item before a side's outermost item, inferred from where that item is
  /// recorded (sample 51's left items at x 1 on a 16-pt margin: −15). Fixed spaces have no
  /// view: the frames they explain are an explanation, not an independent check.
  public var inferredFixedSpace: [BarSide: Double] = [:]

  /// Whether the back button is shown (present, not hidden, alpha above 0).
  public var backButtonShown = false

  /// Reads the bar under `bar`; nil when no width is known (`--width`).
  public init?(bar: ViewID, in document: Document, options: BarModelOptions = BarModelOptions()) {
    self.bar = bar
    let subviews = document.subviews(of: bar)
    let background = subviews.first { BarClass.isBackground(document[$0].className) }
    // The walk of sample 51 prints the bar's subviews, not the bar: the background's width.
    // The bar's own coordinates: its bounds, not its frame, when it is transformed.
    let bounds = BarBounds.size(document[bar])
    guard
      let width = bounds?.width ?? background.flatMap({ document[$0].frame?.width })
        ?? options.width ?? document.metadata.screen?.width
    else { return nil }
    self.width = width
    barY = BarBounds.y(document[bar]) ?? BarRules.statusBarHeight
    height = max(BarRules.barHeight, bounds?.height ?? 0)
    direction = options.direction ?? document.metadata.direction
    margin = BarRules.frameBasedMargin(width: width)
    let parts = BarParts(kind: .frameBased, bar: bar, contentView: bar)
    if let scale = document.metadata.scale {
      (self.scale, scaleSource) = (scale, "the dump's scale")
    } else if let scale = BarInputs.hairlineScale(parts, in: document) {
      (self.scale, scaleSource) = (scale, "the hairline's height")
    } else {
      (self.scale, scaleSource) = (BarRules.defaultScale(width: width), "assumed from the width")
    }
    for view in subviews {
      let attributes = document[view]
      switch attributes.className {
      case let name where BarClass.isBackground(name): continue
      case UIKitClass.navigationBarBackIndicatorView: indicator = view
      case UIKitClass.navigationItemButtonView: backButton = view
      case UIKitClass.navigationItemView:
        title = view
        laidOut = !document.subviews(of: view).contains { label in
          let attributes = document[label]
          return attributes.className == UIKitClass.label && attributes.frame?.width == 0
            && !(attributes.title ?? "").isEmpty
        }
      default:
        guard let frame = attributes.frame else {
          unplaced.append(view)
          continue
        }
        if title == nil, attributes.className != UIKitClass.navigationButton,
          abs(frame.x + frame.width / 2 - width / 2) <= 1
        {
          title = view  // a custom title view: centred in the bar
        } else {
          items[side(of: frame), default: []].append(view)
        }
      }
    }
    let geometry = self
    for side in BarSide.allCases {
      items[side]?.sort {
        geometry.edgeDistance(document[$0].frame!, side)
          < geometry.edgeDistance(document[$1].frame!, side)
      }
    }
    if let systemMargin = BarRules.frameBasedSystemItemMargin(width: width) {
      for side in BarSide.allCases {
        if let outermost = items[side]?.first,
          document[outermost].className == UIKitClass.navigationButton
        {
          sideMargin[side] = systemMargin
        }
      }
    }
    if let back = backButton {
      let attributes = document[back]
      backButtonShown = !attributes.hidden && attributes.alpha > 0
    }
  }

  /// Infers the fixed space before each side's outermost item from its recorded position
  /// (not on the leading side while a back button is shown: items there follow it).
  public mutating func inferFixedSpaces(in document: Document) {
    for side in BarSide.allCases {
      guard let outermost = items[side]?.first, side == .trailing || !backButtonShown,
        let frame = document[outermost].frame
      else { continue }
      let distance = edgeDistance(frame, side)
      let margin = margin(side)
      if abs(distance - margin) > 1e-9 { inferredFixedSpace[side] = distance - margin }
    }
  }

  /// The distance from the edge of a side's outermost item when no fixed space moves it.
  public func margin(_ side: BarSide) -> Double { sideMargin[side] ?? margin }

  // MARK: Geometry along the leading axis: u = x left to right, W − maxX right to left

  /// The leading edge of a frame in the leading axis.
  func u(_ frame: Rect) -> Double {
    direction == .rightToLeft ? width - frame.x - frame.width : frame.x
  }

  /// The x of a frame whose leading edge is at `u`.
  func x(u: Double, width itemWidth: Double) -> Double {
    direction == .rightToLeft ? width - u - itemWidth : u
  }

  /// Left of the centre is leading left to right, trailing right to left.
  func side(of frame: Rect) -> BarSide {
    u(frame) + frame.width / 2 < width / 2 ? .leading : .trailing
  }

  /// How far a frame is from its side's edge.
  func edgeDistance(_ frame: Rect, _ side: BarSide) -> Double {
    side == .leading ? u(frame) : width - (u(frame) + frame.width)
  }
}
