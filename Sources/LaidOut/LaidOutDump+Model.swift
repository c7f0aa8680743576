import BarModel
import DumpModel
import Layout

extension LaidOutDump {
  /// The dump as the bar model rebuilt it, laid out (`result`), with the bars the model does
  /// not reproduce set apart (docs/check.md, "bar-model"): check, layout and patch agree that
  /// such a bar is a guess (QA S3-33).
  public init(model: BarRebuild, layout result: LayoutResult, source: String) {
    self.init(document: model.document, layout: result, source: source)
    for bar in model.unreproduced {
      let name = model.document.name(of: .view(bar.parts.root))
      unreproduced.append(
        UnreproducedBar(
          root: bar.parts.root,
          message: "the bar model's '\(name)' does not reproduce the capture, so a check of "
            + "it would check a guess: \(model.notReproducedFrames(bar))",
          fix: bar.advice.joined(separator: "; or "),
          location: model.notReproducedLocation(bar)))
    }
  }
}
