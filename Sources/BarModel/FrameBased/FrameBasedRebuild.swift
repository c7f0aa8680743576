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
      rebuild.diagnostics.append(missingWidth(root, in: document, options: options))
      return
    }
    model.inferFixedSpaces(in: document)
    bar.inputs = BarInputs(model, in: document)
    bar.width = model.width
    bar.scale = model.scale
    bar.direction = model.direction
    bar.notes.append(
      "inputs: width \(formatNumber(model.width)), scale \(formatNumber(model.scale)) "
        + "(\(model.scaleSource)), "
        + (model.direction == .leftToRight ? "left to right" : "right to left (ASSUMED mirror)")
        + ", margin \(formatNumber(model.margin))"
        + BarSide.allCases.compactMap { side in
          model.sideMargin[side].map {
            ", \(formatNumber($0)) on the \(side.rawValue) side (a system item)"
          }
        }.joined())
    for side in BarSide.allCases {
      guard let fixed = model.inferredFixedSpace[side], let item = model.items[side]?.first
      else { continue }
      bar.notes.append(
        "inferred: a fixed-space item of \(formatNumber(fixed)) before the \(side.rawValue) "
          + "item \(document.name(of: .view(item))) (it sits "
          + "\(formatNumber(model.margin(side) + fixed)) from the edge; the margin is "
          + "\(formatNumber(model.margin(side)))): its frame is explained, "
          + "not checked")
    }
    for view in model.unplaced {
      bar.notes.append("\(document.name(of: .view(view))): no frame recorded, not placed")
    }
    var frames = model.layout(in: document)
    var chrome = Chrome.frames(
      bar.parts, family: .frameBased,
      geometry: Chrome.Geometry(
        width: model.width, height: model.height, barY: model.barY, scale: model.scale),
      in: document)
    chrome[root] = nil  // the bar is its own content view here; its frame is given
    if document[root].frame == nil, Synthetic.isModel(document[root].address) {
      // A bar the model made around a walk or an item printed alone: its frame, so that the
      // layout places what it holds (the status bar's height above it, as `barY`).
      rebuild.document.setFrame(
        Rect(x: 0, y: model.barY, width: model.width, height: BarRules.barHeight), of: .view(root))
    }
    for (view, frame) in chrome { frames[view] = PixelGrid.snap(frame, scale: model.scale) }
    let explained = Set(
      BarSide.allCases.compactMap { side in
        model.inferredFixedSpace[side] == nil ? nil : model.items[side]?.first
      })
    let itemFrames: [ItemID: Rect] = frames.reduce(into: [:]) { $0[.view($1.key)] = $1.value }
    bar.comparison = FrameComparison.compare(
      root: root, recorded: document, model: itemFrames,
      status: { item in
        guard case .view(let view) = item, frames[view] != nil, !explained.contains(view) else {
          return .given
        }
        return .rule
      }, ambiguous: [:], scale: model.scale)
    rebuild.barFrames.append(itemFrames)
    bar.frameBased = model
    bar.isRebuilt = true
  }

  /// The one located line for a bar printed with neither its width nor the screen's (a `po`
  /// of one item, 96), at its first item: `--width` asked for, with the one portrait device
  /// width (`BarDevices.portraitWidths`) at which every side's outermost item sits at UIKit's
  /// margin, no fixed space, when exactly one does.
  static func missingWidth(_ root: ViewID, in document: Document, options: BarModelOptions)
    -> DiagnosticText
  {
    let fitting = BarDevices.portraitWidths.filter { width in
      var tried = options
      tried.width = width
      guard var model = FrameBasedBar(bar: root, in: document, options: tried),
        model.items.values.contains(where: { !$0.isEmpty })
      else { return false }
      model.inferFixedSpaces(in: document)
      return model.inferredFixedSpace.isEmpty
    }
    let first = document.subviews(of: root).first { document[$0].location != nil } ?? root
    let advice = LoneItems.widthAdvice(
      fitting, what: "its items sit at UIKit's margins",
      none: "at no portrait device width do its items sit at UIKit's margins")
    return DiagnosticText(
      .warning,
      "no bar model for '\(document.name(of: .view(first)))': a bar item printed without its "
        + "bar, and the bar's width is not in the capture: \(advice)",
      at: document[first].location)
  }
}
