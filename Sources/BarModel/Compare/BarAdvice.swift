import DumpModel

/// What to give or paste when the rebuilt bar does not reproduce a capture. The advice never
/// contradicts itself: it names `--os` (or leaving it out) only when the model tried that
/// generation on the same capture and it reproduces every recorded frame, so that following
/// one piece of advice never leads to another that undoes it (issue 21).
enum BarAdvice {
  /// True while the advice tries other generations: the bars rebuilt then need no advice.
  @TaskLocal static var trying = false
  /// The widths at which each bar is reproduced, when rebuilds of the capture at every
  /// portrait width were made already (`LoneItems`).
  @TaskLocal static var reproducedWidths: ReproducedWidths?

  static func advice(for bar: RebuiltBar, in document: Document, options: BarModelOptions)
    -> [String]
  {
    guard !bar.comparison.isComplete else { return [] }
    var advice: [String] = []
    if let back = bar.content.backButton, let frame = document[back.button].frame,
      let width = bar.width
    {
      // A back button sits at the leading edge: on the right-hand half, the bar is right to
      // left (docs/navbar/ios13-18.md, "Recognising the generation").
      let onRight = frame.x + frame.width / 2 > width / 2
      if onRight && bar.direction == .leftToRight {
        advice.append(
          "the back button lies on the right: for a right-to-left bar give --direction "
            + "rightToLeft")
      } else if !onRight && bar.direction == .rightToLeft {
        advice.append(
          "the back button lies on the left: for a left-to-right bar give --direction "
            + "leftToRight")
      }
    }
    // The width first: a bar of the wrong width may happen to fit another generation, and
    // `--os` would then be the wrong advice (issue 19).
    if !trying,
      let first = widthAdvice(for: bar, in: document, options: options)
        ?? generationAdvice(for: bar, in: document, options: options)
    {
      advice.insert(first, at: 0)
    }
    advice.append(
      "paste UIKit's own constraints with the views: the bar's _autolayoutTrace (po "
        + "[[UIWindow keyWindow] _autolayoutTrace]) or its content view's constraints (po "
        + "[<content view> constraints])")
    return advice
  }

  /// With `--os`: leave it out when what the capture shows reproduces the bar. Without it:
  /// the `--os` of the first other generation that reproduces it. Nil when no other
  /// generation does better: then the generation is not what is missing.
  private static func generationAdvice(
    for bar: RebuiltBar, in document: Document, options: BarModelOptions
  ) -> String? {
    let recognition = bar.recognition
    let current = recognition.generation
    if let given = recognition.override {
      guard let shown = recognition.shown, shown.family != current?.family,
        reproduces(bar, in: document, options: options, os: nil)
      else { return nil }
      return "--os \(given) models the bar as \(current.map { "\($0)" } ?? "none"), but the "
        + "capture shows \(shown) (\(Recognition.weigh(recognition.signs).evidence.joined(separator: "; "))), "
        + "which reproduces every recorded frame: leave --os out"
    }
    for (generation, os) in tried where generation.family != current?.family {
      if reproduces(bar, in: document, options: options, os: os) {
        return "the capture's signs point to \(current.map { "\($0)" } ?? "no generation"), "
          + "but \(generation) reproduces every recorded frame: give --os \(os) if the "
          + "capture is from iOS \(generation.rawValue)"
      }
    }
    return nil
  }

  /// When the bar's width is not the capture's (`--width`, the screen's): `give --width W`
  /// with the one portrait device width (`BarDevices.portraitWidths`) at which the same
  /// capture reproduces every recorded frame, or the widths that do. Nil when none does: then
  /// the width is not what is missing.
  private static func widthAdvice(
    for bar: RebuiltBar, in document: Document, options: BarModelOptions
  ) -> String? {
    guard let inputs = bar.inputs, !inputs.widthIsCaptured else { return nil }
    let known =
      bar.parts.kind == .fragment
      ? nil : reproducedWidths?.widths(of: document[bar.parts.root].address)
    let fitting = BarDevices.portraitWidths.filter { width in
      guard width != inputs.width else { return false }
      if let known { return known.contains(width) }
      var other = options
      other.width = width
      let trial = AdviceTrial.document(for: bar, in: document, options: other)
      var resized = trial.document
      let content = trial.contentView
      // A content view the model made around a stack has the width it was made with.
      if Synthetic.isModel(resized[content].address), let frame = resized[content].frame {
        resized.setFrame(
          Rect(x: frame.x, y: frame.y, width: width, height: frame.height), of: .view(content))
      }
      return reproduces(root: trial.root, in: resized, options: other)
    }
    let widths = fitting.map(formatNumber)
    guard let last = widths.last else { return nil }
    let given = options.width == nil ? "the screen's width" : "--width"
    let now = "\(given) \(formatNumber(inputs.width)) is not the capture's"
    if widths.count == 1 {
      return "\(now), and the bar is reproduced at one portrait device width of "
        + "docs/navbar/devices.md: give --width \(last)"
    }
    return "\(now), and the bar is reproduced at \(widths.dropLast().joined(separator: ", ")) "
      + "and \(last) pt: give --width, the bar's width"
  }

  /// The generations tried, with the version that names each.
  private static let tried: [(BarGeneration, String)] = [
    (.ios11to12, "12"), (.ios13to14, "14"), (.ios15to18, "17"),
  ]

  /// Whether the same capture, with `os` as the `--os`, rebuilds `bar` reproducing every
  /// recorded frame.
  private static func reproduces(
    _ bar: RebuiltBar, in document: Document, options: BarModelOptions, os: String?
  ) -> Bool {
    var other = options
    other.os = os
    let trial = AdviceTrial.document(for: bar, in: document, options: other)
    return reproduces(root: trial.root, in: trial.document, options: other)
  }

  /// Whether `document` (the capture, or the bar's part of it: `AdviceTrial`), with these
  /// options, rebuilds the bar of `root` reproducing every recorded frame.
  private static func reproduces(
    root: ViewID, in document: Document, options other: BarModelOptions
  ) -> Bool {
    let address = document[root].address
    let rebuilt = $trying.withValue(true) { try? Bars.rebuild(document, options: other) }
    guard
      let match = rebuilt?.bars.first(where: {
        rebuilt?.document[$0.parts.root].address == address
      })
    else { return false }
    return match.isRebuilt && match.comparison.isComplete && match.comparison.total > 0
  }
}
