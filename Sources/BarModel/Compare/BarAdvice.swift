import DumpModel

/// What to give or paste when the rebuilt bar does not reproduce a capture.
enum BarAdvice {
  static func advice(for bar: RebuiltBar, in document: Document) -> [String] {
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
    if let given = bar.recognition.evidence.first(where: { $0.hasPrefix("--os") }) {
      // A wrong --os first: what the capture shows without it (QA S3-33).
      let shown = Recognition.recognise(bar.parts.root, in: document)
      if let generation = shown.generation, generation != bar.recognition.generation {
        advice.insert(
          "\(given) models the bar as \(bar.recognition.generation.map { "\($0)" } ?? "none"), "
            + "but the capture shows \(generation) (\(shown.evidence.joined(separator: "; "))): "
            + "leave --os out, or give the iOS version the capture is from", at: 0)
      }
    } else {
      advice.append(
        "if the bar is not \(bar.recognition.generation.map { "\($0)" } ?? "of that generation")"
          + ", give --os with its iOS version")
    }
    advice.append(
      "paste UIKit's own constraints with the views: the bar's _autolayoutTrace (po "
        + "[[UIWindow keyWindow] _autolayoutTrace]) or its content view's constraints (po "
        + "[<content view> constraints])")
    return advice
  }
}
