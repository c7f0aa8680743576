import DumpModel
import Layout

/// The model of an iOS 7–10 bar: no constraint to rebuild, every frame by arithmetic — the
/// chrome (background, hairline, backdrop) as on later generations, then the chevron, back
/// button, items and title (`FrameBasedBar.layout`) — compared with every recorded frame
/// (docs/navbar/ios7-10.md, "For the Swift implementer").
enum FrameBasedRebuild {
  static func rebuild(
    _ bar: inout RebuiltBar, into rebuild: inout BarRebuild, options: BarModelOptions
  ) {
    let document = rebuild.document
    let root = bar.parts.root
    let name = document.name(of: .view(root))
    guard var model = FrameBasedBar(bar: root, in: document, options: options) else {
      bar.notes.append(
        "\(name): the capture holds neither the bar's width nor the screen's: give --width")
      return
    }
    model.inferFixedSpaces(in: document)
    bar.width = model.width
    bar.scale = model.scale
    bar.direction = model.direction
    bar.notes.append(
      "inputs: width \(formatNumber(model.width)), scale \(formatNumber(model.scale)) "
        + "(\(model.scaleSource)), "
        + (model.direction == .leftToRight ? "left to right" : "right to left (ASSUMED mirror)")
        + ", margin \(formatNumber(model.margin))"
        + (BarRules.frameBasedMarginIsAssumed(width: model.width) ? " (ASSUMED)" : ""))
    for side in BarSide.allCases {
      guard let fixed = model.inferredFixedSpace[side], let item = model.items[side]?.first
      else { continue }
      bar.notes.append(
        "inferred: a fixed-space item of \(formatNumber(fixed)) before the \(side.rawValue) "
          + "item \(document.name(of: .view(item))) (it sits \(formatNumber(model.margin + fixed)) "
          + "from the edge; the margin is \(formatNumber(model.margin))): its frame is explained, "
          + "not checked")
    }
    for view in model.unplaced {
      bar.notes.append("\(document.name(of: .view(view))): no frame recorded, not placed")
    }
    var frames = model.layout(in: document)
    var chrome = Chrome.frames(
      bar.parts, family: .frameBased,
      geometry: Chrome.Geometry(
        width: model.width, height: BarRules.barHeight, barY: model.barY, scale: model.scale),
      in: document)
    chrome[root] = nil  // the bar is its own content view here; its frame is given
    for (view, frame) in chrome { frames[view] = PixelGrid.snap(frame, scale: model.scale) }
    let explained = Set(
      BarSide.allCases.compactMap { side in
        model.inferredFixedSpace[side] == nil ? nil : model.items[side]?.first
      })
    bar.comparison = FrameComparison.compare(
      root: root, recorded: document,
      model: frames.reduce(into: [:]) { $0[.view($1.key)] = $1.value },
      status: { item in
        guard case .view(let view) = item, frames[view] != nil, !explained.contains(view) else {
          return .given
        }
        return .rule
      }, ambiguous: [:], scale: model.scale)
    for (view, frame) in frames { rebuild.frames[.view(view)] = frame }
    bar.frameBased = model
    bar.isRebuilt = true
  }
}
