import DumpModel
import Layout

/// UIKit's iOS 7–10 frame arithmetic (docs/navbar/ios7-10.md, "The arithmetic"), in the
/// leading axis `u` (x left to right; mirrored right to left, ASSUMED):
///
///     leading items, outermost first:  u₀ = m + f(leading);   uᵢ₊₁ = uᵢ + wᵢ + g
///     trailing items, outermost first: end₀ = W − m − f(trailing);  endᵢ₊₁ = uᵢ − g
///     m: the side's margin (8 for a system item outermost below 375 pt, else 16 or 20)
///     every item:                      y = (44 − h) / 2, in the bar's bottom 44 pt
///                                      (a bar taller than 44: its height − 44 more)
///     title view:                      u = (W − w) / 2, y = floor((44 − h) / 2), moved into
///                                      the room between the sides when crowded (ASSUMED)
///     back indicator:                  u = m − 8, y = (44 − h) / 2, its recorded size;
///                                      hidden in a bar not laid out for its item: u = 0,
///                                      centred in the bar's height
///     back button view:                u = m − 8, y = (44 − h) / 2 − 1; items beside it
///                                      start `g` after it, a title 6 after it
///
/// `f` is a side's fixed-space item before its outermost item (its width, no gap of its own:
/// ASSUMED, the form in which the seeds' −20 trick puts an item flush with a 20-pt margin).
/// Every frame is snapped edge by edge to the pixel grid.
extension FrameBasedBar {
  /// The frames the bar's `layoutSubviews` gives the chevron, back button, items and title,
  /// in the bar's coordinates, snapped; `fixedSpace` replaces the inferred fixed spaces on
  /// the sides it names.
  public func layout(fixedSpace: [BarSide: Double] = [:], in document: Document) -> [ViewID: Rect] {
    let fixed = inferredFixedSpace.merging(fixedSpace) { _, new in new }
    let height = BarRules.frameBasedItemBand
    let gap = BarRules.frameBasedItemGap
    var frames: [ViewID: Rect] = [:]
    // Every y below is in the 44-pt band at the bar's bottom (a taller bar, 92).
    let band = self.height - height
    func place(_ view: ViewID, u: Double, y: Double, width: Double, height: Double) {
      frames[view] = PixelGrid.snap(
        Rect(x: x(u: u, width: width), y: band + y, width: width, height: height), scale: scale)
    }
    // The chevron and the back button's view start `margin − 8` from the leading edge.
    let chevronU = margin - BarRules.backIndicatorInset
    if let indicator {
      let recorded = document[indicator].frame
      let size = Size(
        width: recorded?.width ?? BarRules.backIndicatorSize.width,
        height: recorded?.height ?? BarRules.backIndicatorSize.height)
      if !laidOut, document[indicator].hidden || document[indicator].alpha == 0,
        !FittedRule.unplacedIndicator.isHeldOut
      {
        // Hidden in a bar not laid out for its item: where UIKit first put it
        // (`BarRules.unplacedIndicatorX`).
        let x = x(u: BarRules.unplacedIndicatorX, width: size.width)
        frames[indicator] = PixelGrid.snap(
          Rect(x: x, y: (self.height - size.height) / 2, width: size.width, height: size.height),
          scale: scale)
      } else {
        place(
          indicator, u: chevronU, y: (height - size.height) / 2, width: size.width,
          height: size.height)
      }
    }
    // Where each side's content ends, in the leading axis.
    var leadingEnd = margin(.leading)
    var trailingStart = width - margin(.trailing)
    if let backButton, let size = document[backButton].frame {
      place(
        backButton, u: chevronU, y: (height - size.height) / 2 - BarRules.backButtonRaise,
        width: size.width, height: size.height)
      if backButtonShown { leadingEnd = chevronU + size.width }
    }
    var u = backButtonShown ? leadingEnd + gap : margin(.leading) + (fixed[.leading] ?? 0)
    for item in items[.leading] ?? [] {
      let size = document[item].frame!
      place(item, u: u, y: (height - size.height) / 2, width: size.width, height: size.height)
      leadingEnd = u + size.width
      u += size.width + gap
    }
    var end = width - margin(.trailing) - (fixed[.trailing] ?? 0)
    for item in items[.trailing] ?? [] {
      let size = document[item].frame!
      place(
        item, u: end - size.width, y: (height - size.height) / 2, width: size.width,
        height: size.height)
      trailingStart = end - size.width
      end -= size.width + gap
    }
    if let title, let size = document[title].frame {
      let crowdedLeading = !(items[.leading] ?? []).isEmpty || backButtonShown
      let leadingGap =
        (items[.leading] ?? []).isEmpty && backButtonShown
        ? BarRules.backButtonToTitle : BarRules.frameBasedTitleGap
      let low = leadingEnd + (crowdedLeading ? leadingGap : 0)
      let high =
        trailingStart - ((items[.trailing] ?? []).isEmpty ? 0 : BarRules.frameBasedTitleGap)
      var (u, titleWidth) = ((width - size.width) / 2, size.width)
      if u < low || u + titleWidth > high {  // ASSUMED: no capture has a crowded title
        if high - low >= titleWidth {
          u = u < low ? low : high - titleWidth
        } else {
          (u, titleWidth) = (low, max(0, high - low))
        }
      }
      place(
        title, u: u, y: ((height - size.height) / 2).rounded(.down), width: titleWidth,
        height: size.height)
    }
    return frames
  }

  /// The views whose frames are their own layout, not the bar's: everything inside the items,
  /// the title view and the back button view (kept as recorded, "given").
  public func givenSubtrees(in document: Document) -> [ViewID] {
    let owners =
      [title, backButton].compactMap { $0 } + BarSide.allCases.flatMap { items[$0] ?? [] }
    var given: [ViewID] = []
    var pending = owners.flatMap { document.subviews(of: $0) }
    while let view = pending.popLast() {
      given.append(view)
      pending.append(contentsOf: document.subviews(of: view))
    }
    return given
  }
}
