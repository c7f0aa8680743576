import BarModel
import DumpModel
import Layout

extension LaidOutDump {
  /// The dump as the bar model rebuilt it, laid out (`result`), with the bars the model does
  /// not reproduce set apart (docs/check.md, "bar-model"): check, layout and patch agree that
  /// such a bar is a guess (QA S3-33), unless only its chrome differs (a warning).
  public init(model: BarRebuild, layout result: LayoutResult, source: String) {
    self.init(document: model.document, layout: result, source: source)
    keptBars = KeptBars(model: model, document: document)
    for bar in model.unreproduced {
      let name = model.document.name(of: .view(bar.parts.root))
      let (blocking, other) = model.dependentDifferences(of: bar)
      if blocking.isEmpty, let first = other.first {
        // Only the chrome differs: the items are checked (issue 21).
        let shown = other.prefix(3).map { "\($0.name): \($0.values)" }.joined(separator: "; ")
        unreproduced.append(
          UnreproducedBar(
            root: bar.parts.root,
            message: "the bar model's '\(name)' differs from the capture only in frames a "
              + "check does not look at, so its items are checked: \(shown)",
            fix: bar.advice.joined(separator: "; or "),
            location: model.document.location(of: first.item)
              ?? model.document[bar.parts.root].location, chromeOnly: true))
        continue
      }
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
