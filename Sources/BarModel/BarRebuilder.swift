import DumpModel
import Layout

/// Rebuilds one bar: recognise, read the inputs, rebuild, solve, compare
/// (docs/navbar/README.md, "The steps").
enum BarRebuilder {
  /// One rebuilt variant of the bar: the document with its constraints, the model's frames
  /// and how they compare.
  private struct Attempt {
    var writer: ModelWriter
    var frames: [ItemID: Rect]
    var comparison: FrameComparison
    var conflicts: [String]
    var conflictSets: [(broken: ConstraintID?, set: [ConstraintID])] = []
    var stacks: [ModelStack]
    var sets: [ChainSet] = []
    var notes: [String] = []
    var score: Int { comparison.differences.count + conflicts.count }
  }

  static func rebuild(
    _ parts: BarParts, into rebuild: inout BarRebuild, options: BarModelOptions,
    fallback: Recognition?
  ) throws -> RebuiltBar {
    let document = rebuild.document
    var bar = RebuiltBar(
      parts: parts,
      recognition: Recognition.recognise(parts.root, in: document, os: options.os))
    if bar.recognition.generation == nil, let other = fallback {
      // A bar that shows nothing of its own (sample 66's toolbar) is of the capture's
      // generation.
      bar.recognition = other
    }
    let name = document.name(of: .view(parts.root))
    if parts.kind == .frameBased, bar.recognition.generation?.family == .frameBased {
      FrameBasedRebuild.rebuild(&bar, into: &rebuild, options: options)
      return bar
    }
    guard let generation = bar.recognition.generation, bar.recognition.isModelled,
      parts.kind != .frameBased
    else {
      bar.notes.append(notModelled(bar.recognition, name: name, kind: parts.kind))
      return bar
    }
    guard let inputs = BarInputs(parts, in: document, options: options) else {
      bar.notes.append(
        "\(name): the capture holds neither the bar's width nor the screen's: give --width")
      return bar
    }
    var direction = document.metadata.direction
    if options.direction == nil,
      let (traced, reason) = BarInputs.tracedDirection(
        parts.contentView, width: inputs.width, in: document), traced != direction
    {
      rebuild.document.metadata.direction = traced
      direction = traced
      bar.notes.append("direction \(traced.rawValue): \(reason)")
    }
    bar.direction = direction
    bar.width = inputs.width
    bar.scale = inputs.scale
    bar.laidOut = inputs.laidOut
    bar.content = BarAnatomy.content(
      of: parts.contentView, in: rebuild.document, width: inputs.width, direction: direction)
    let margin =
      generation.family == .guideChain
      ? " (margin \(formatNumber(BarRules.chainMargin(width: inputs.width, beta: generation == .ios11Beta))))"
      : ""
    bar.notes.append(
      "inputs: width \(formatNumber(inputs.width))\(margin), scale \(formatNumber(inputs.scale)) "
        + "(\(inputs.scaleSource)), \(direction == .leftToRight ? "left to right" : "right to left")"
        + (inputs.laidOut ? "" : "; not laid out yet (a titled label of zero size)"))
    var chrome = Chrome.frames(
      parts, family: generation.family,
      geometry: Chrome.Geometry(
        width: inputs.width, height: inputs.height, barY: inputs.barY, scale: inputs.scale,
        laidOut: inputs.laidOut), in: rebuild.document)
    for (view, frame) in chrome { chrome[view] = PixelGrid.snap(frame, scale: inputs.scale) }

    let recorded = rebuild.document
    if !inputs.laidOut {
      for title in bar.content.titles + bar.content.otherTitles { chrome[title] = .zero }
    }
    func rebuilt(excluding excluded: [DocumentConstraint]) throws -> Attempt {
      let writer = ModelWriter(recorded, excluding: excluded)
      var attempts: [Attempt] = []
      if !inputs.laidOut {
        attempts = [
          attempt(writer, solution: nil, chrome: chrome, bar: bar, recorded: recorded, stacks: [])
        ]
      } else if generation.family == .guideChain {
        attempts = try chainAttempts(
          bar, generation, inputs, writer: writer, recorded: recorded, chrome: chrome)
      } else {
        var modern = ModernRebuild(
          writer: writer, generation: generation, width: inputs.width,
          stackContents: options.stackContents)
        modern.build(parts, bar.content)
        let solution = try BarSolver.solve(
          parts.contentView, size: Size(width: inputs.width, height: inputs.height),
          in: modern.writer.document, scale: inputs.scale)
        let stacks = bar.content.stacks.map { stack in
          ModelStack(
            parts: stack, edge: modern.edges[stack.view] ?? nil,
            tie: modern.edges[stack.view] ?? nil)
        }
        var tried = attempt(
          modern.writer, solution: solution, chrome: chrome, bar: bar, recorded: recorded,
          stacks: stacks)
        tried.notes = modern.notes
        attempts = [tried]
      }
      guard let best = attempts.min(by: { $0.score < $1.score }) else {
        // Each recorded guide set holds one stack a side: more stacks on a side than sets
        // leave no arrangement to try (a fuzzed paste; UIKit never prints one).
        throw BarModelError(
          "the bar model cannot place the \(bar.content.stacks.count) stacks of "
            + "'\(recorded.name(of: .view(parts.root)))': a side holds more stacks than the "
            + "capture has guide sets (one stack a side in each)",
          at: recorded[parts.root].location)
      }
      return best
    }
    var best = try rebuilt(excluding: [])
    // A constraint the capture contradicts is not rebuilt (an app's own pin: `Contradictions`).
    let contradicted = Contradictions.find(
      conflicts: best.conflictSets, edges: best.stacks.compactMap(\.edge),
      added: best.writer.added, in: best.writer.document, contentView: parts.contentView,
      solved: best.frames, comparison: best.comparison)
    if !contradicted.isEmpty {
      let without = try rebuilt(excluding: contradicted.map { best.writer.document[$0] })
      if without.score <= best.score {
        bar.notRebuilt = contradicted.map {
          best.writer.document[$0].notation(in: best.writer.document)
        }
        for notation in bar.notRebuilt {
          bar.notes.append(
            "not rebuilt: '\(notation)': the capture's constraints and frames contradict it "
              + "(an app's own patch removed it)")
        }
        best = without
      }
    }
    rebuild.document = best.writer.document
    rebuild.added += best.writer.added
    bar.added = best.writer.added
    rebuild.frames.merge(best.frames) { _, new in new }
    bar.stacks = best.stacks
    bar.chainSets = best.sets
    bar.comparison = best.comparison
    bar.notes += best.notes
    for conflict in best.conflicts {
      bar.notes.append("the bar's constraints conflict: UIKit would break \(conflict)")
    }
    bar.isRebuilt = true
    bar.advice = BarAdvice.advice(for: bar, in: recorded, options: options)
    return bar
  }

  private static func notModelled(_ recognition: Recognition, name: String, kind: BarParts.Kind)
    -> String
  {
    guard let generation = recognition.generation else {
      return "\(name): \(recognition.evidence.joined(separator: "; "))"
    }
    if kind == .frameBased, generation.family != .frameBased {
      return "\(name): no _UINavigationBarContentView in the capture, as on iOS 7–10, but "
        + "\(generation) has one: nothing to rebuild"
    }
    if recognition.hasIOS26Classes {
      return "\(name): an iOS 26 bar (\(recognition.evidence.joined(separator: "; "))): its "
        + "constraints are not known, nothing is rebuilt (docs/navbar/ios26.md); paste an "
        + "iOS 15–18 bar, or give --os 18 to model it as one"
    }
    return "\(name): \(generation) is frame-based (docs/navbar/ios7-10.md): nothing to rebuild"
  }

  /// The iOS 11–12 rebuild for each way of putting the stacks into guide sets, until one
  /// reproduces every recorded frame.
  private static func chainAttempts(
    _ bar: RebuiltBar, _ generation: BarGeneration, _ inputs: BarInputs, writer: ModelWriter,
    recorded: Document, chrome: [ViewID: Rect]
  ) throws -> [Attempt] {
    let parts = bar.parts
    let margin = BarRules.chainMargin(width: inputs.width, beta: generation == .ios11Beta)
    let candidates = ChainSets.candidates(
      recorded: ChainSets.recorded(bar.content), parts: bar.content,
      in: recorded)
    var attempts: [Attempt] = []
    for sets in candidates {
      var chain = ChainRebuild(
        writer: writer, contentView: parts.contentView, width: inputs.width,
        margin: margin, beta: generation == .ios11Beta)
      let built = chain.build(sets)
      let solution = try BarSolver.solve(
        parts.contentView, size: Size(width: inputs.width, height: inputs.height),
        in: chain.writer.document, scale: inputs.scale)
      let stacks = bar.content.stacks.map { stack in
        ModelStack(
          parts: stack, edge: chain.edges[stack.view]?.edge, tie: chain.edges[stack.view]?.tie)
      }
      var tried = attempt(
        chain.writer, solution: solution, chrome: chrome, bar: bar, recorded: recorded,
        stacks: stacks)
      tried.sets = built
      for set in sets {
        let held = BarSide.allCases.compactMap { side in
          set.stacks[side].map { "\(side.rawValue) stack \(recorded.name(of: .view($0.view)))" }
        }
        tried.notes.append(
          "guide set (\(set.key)): " + (held.isEmpty ? "no stack" : held.joined(separator: ", "))
            + (set.backButton == nil ? "" : ", back button"))
      }
      attempts.append(tried)
      if tried.score == 0 { break }
    }
    return attempts
  }

  /// Frames and comparison of one rebuilt variant (`solution` nil: not solved, the bar is not
  /// laid out yet).
  private static func attempt(
    _ writer: ModelWriter, solution: BarSolver.Solution?, chrome: [ViewID: Rect], bar: RebuiltBar,
    recorded: Document, stacks: [ModelStack]
  ) -> Attempt {
    var frames = solution?.frames ?? [:]
    for (view, frame) in chrome { frames[.view(view)] = frame }
    let rebuilt = writer.document
    let contentView = bar.parts.contentView
    let status: (ItemID) -> FrameStatus = { item in
      if case .view(let view) = item, chrome[view] != nil { return .rule }
      guard solution != nil, BarSolver.isInside(item, contentView, rebuilt) else { return .given }
      if case .view(let view) = item, rebuilt[view].translatesAutoresizingMaskIntoConstraints {
        return .given
      }
      return .solved
    }
    let comparison = FrameComparison.compare(
      root: bar.parts.root, recorded: recorded, model: frames, status: status,
      ambiguous: solution?.ambiguous ?? [:], scale: bar.scale ?? 1000)
    return Attempt(
      writer: writer, frames: frames, comparison: comparison, conflicts: solution?.conflicts ?? [],
      conflictSets: solution?.conflictSets ?? [], stacks: stacks)
  }
}
