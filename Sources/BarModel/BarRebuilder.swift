import DumpModel
import Layout

/// Rebuilds one bar: recognise, read the inputs, rebuild, solve, compare
/// (docs/navbar/README.md, "The steps").
enum BarRebuilder {
  /// One rebuilt variant of the bar: the constraints it added, the model's frames and how
  /// they compare.
  private struct Attempt {
    var added: [ConstraintID]
    var frames: [ItemID: Rect]
    var comparison: FrameComparison
    var conflicts: [String]
    var conflictSets: [(broken: ConstraintID?, set: [ConstraintID])] = []
    var stacks: [ModelStack]
    var sets: [ChainSet] = []
    var notes: [String] = []
    var score: Int { comparison.differences.count + conflicts.count }
  }

  /// An app's subclass says which UIKit class it is (`baseClass = UINavigationBar`, 83:2):
  /// the report shows it with its line.
  static func subclassNote(_ bar: ViewID?, in document: Document) -> String? {
    guard let bar,
      let base = document[bar].unknownAttributes.first(where: { $0.name == "baseClass" }),
      base.value != document[bar].className
    else { return nil }
    let line = document[bar].location.map { " (line \($0.line))" } ?? ""
    return "\(document.name(of: .view(bar)))\(line): an app's subclass of \(base.value) "
      + "(its description's 'baseClass = \(base.value)')"
  }

  static func rebuild(
    _ parts: BarParts, into rebuild: inout BarRebuild, options: BarModelOptions,
    fallback: Recognition?
  ) throws -> RebuiltBar {
    // No copy of the document is kept: the bar's rebuilds are written into it in place
    // (`BarTrials`), which a second reference would turn into a copy of the whole window.
    var bar = RebuiltBar(
      parts: parts,
      recognition: rebuild.recognitions.recognise(
        parts.root, in: rebuild.document, os: options.os))
    if bar.recognition.generation == nil, let other = fallback {
      // A bar that shows nothing of its own (sample 66's toolbar) is of the capture's
      // generation.
      bar.recognition = other
    }
    let name = rebuild.document.name(of: .view(parts.root))
    if let subclass = subclassNote(parts.bar, in: rebuild.document) { bar.notes.append(subclass) }
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
    guard let inputs = BarInputs(parts, in: rebuild.document, options: options) else {
      bar.notes.append(
        "\(name): the capture holds neither the bar's width nor the screen's: give --width")
      return bar
    }
    var direction = rebuild.document.metadata.direction
    if options.direction == nil,
      let (traced, reason) = BarInputs.tracedDirection(
        parts.contentView, width: inputs.width, in: rebuild.document), traced != direction
    {
      rebuild.document.metadata.direction = traced
      direction = traced
      bar.notes.append("direction \(traced.rawValue): \(reason)")
    }
    bar.direction = direction
    bar.width = inputs.width
    bar.inputs = inputs
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

    if !inputs.laidOut {
      for title in bar.content.titles + bar.content.otherTitles { chrome[title] = .zero }
    }
    let candidates =
      inputs.laidOut && generation.family == .guideChain
      ? ChainSets.candidates(
        recorded: ChainSets.recorded(bar.content), parts: bar.content, in: rebuild.document)
      : []
    var trials = BarTrials(
      taking: &rebuild.document, root: parts.root, nextNumber: rebuild.nextModelNumber,
      printsLogs: rebuild.printsLogs)
    func rebuilt(excluding excluded: [DocumentConstraint]) throws -> Attempt {
      if !inputs.laidOut {
        trials.lastPart = nil
        let writer = trials.writer(excluding: excluded)
        let tried = attempt(writer, solution: nil, chrome: chrome, bar: bar, stacks: [])
        trials.keep(writer)
        return tried
      }
      if generation.family == .guideChain {
        var attempts: [Attempt] = []
        for sets in candidates {
          let tried = try chainAttempt(
            sets, bar, generation, inputs, trials: &trials, excluded: excluded, chrome: chrome)
          attempts.append(tried)
          if tried.score == 0 { break }
        }
        guard let best = attempts.indices.min(by: { attempts[$0].score < attempts[$1].score })
        else {
          // Each recorded guide set holds one stack a side: more stacks on a side than sets
          // leave no arrangement to try (a fuzzed paste; UIKit never prints one).
          throw BarModelError(
            "the bar model cannot place the \(bar.content.stacks.count) stacks of "
              + "'\(trials.document.name(of: .view(parts.root)))': a side holds more stacks "
              + "than the capture has guide sets (one stack a side in each)",
            at: trials.document[parts.root].location)
        }
        if best != attempts.count - 1 {
          // The document holds the last one tried: the best is written again.
          _ = try chainAttempt(
            candidates[best], bar, generation, inputs, trials: &trials, excluded: excluded,
            chrome: chrome)
        }
        return attempts[best]
      }
      var modern = ModernRebuild(
        writer: trials.writer(excluding: excluded), generation: generation,
        width: inputs.width, stackContents: options.stackContents)
      modern.build(parts, bar.content)
      let solution = try solve(parts, in: modern.writer.document, inputs, trials: &trials)
      let stacks = bar.content.stacks.map { stack in
        ModelStack(
          parts: stack, edge: modern.edges[stack.view] ?? nil,
          tie: modern.edges[stack.view] ?? nil)
      }
      var tried = attempt(
        modern.writer, solution: solution, chrome: chrome, bar: bar, stacks: stacks)
      tried.notes = modern.notes
      trials.keep(modern.writer)
      return tried
    }
    var best = try rebuilt(excluding: [])
    var kept: [DocumentConstraint] = []
    // A constraint the capture contradicts is not rebuilt (an app's own pin: `Contradictions`).
    let contradicted = Contradictions.find(
      conflicts: best.conflictSets, edges: best.stacks.compactMap(\.edge),
      added: best.added, in: trials.document, contentView: parts.contentView,
      solved: best.frames, comparison: best.comparison)
    if !contradicted.isEmpty {
      let excluded = contradicted.map { trials.document[$0] }
      let notations = contradicted.map { trials.document[$0].notation(in: trials.document) }
      let without = try rebuilt(excluding: excluded)
      if without.score <= best.score {
        bar.notRebuilt = notations
        for notation in bar.notRebuilt {
          bar.notes.append(
            "not rebuilt: '\(notation)': the capture's constraints and frames contradict it "
              + "(an app's own patch removed it)")
        }
        best = without
        kept = excluded
      } else {
        best = try rebuilt(excluding: [])  // written again
      }
    }
    bar.stacks = best.stacks
    bar.chainSets = best.sets
    bar.comparison = best.comparison
    bar.notes += best.notes
    for conflict in best.conflicts {
      bar.notes.append("the bar's constraints conflict: UIKit would break \(conflict)")
    }
    bar.isRebuilt = true
    bar.added = best.added
    if !bar.comparison.isComplete {
      // The advice reads the capture as it was: the rebuild is taken back, then written again.
      trials.rollBack()
      bar.advice = BarAdvice.advice(for: bar, in: trials.document, options: options)
      _ = try rebuilt(excluding: kept)
    }
    rebuild.documentWork += trials.documentWork
    if let part = trials.lastPart { rebuild.presolved[part.root] = part }
    rebuild.document = trials.finish()
    rebuild.nextModelNumber = trials.nextNumber + best.added.count
    rebuild.added += best.added
    rebuild.barFrames.append(best.frames)
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

  /// The rebuilt bar in `document` solved at the inputs' size, its work counted in `trials`.
  private static func solve(
    _ parts: BarParts, in document: Document, _ inputs: BarInputs, trials: inout BarTrials
  ) throws(LayoutError) -> BarSolver.Solution {
    let solution = try BarSolver.solve(
      parts.contentView, size: Size(width: inputs.width, height: inputs.height),
      in: document, scale: inputs.scale, printsLogs: trials.printsLogs)
    trials.documentWork += solution.documentWork
    trials.lastPart = solution.part
    return solution
  }

  /// The iOS 11–12 rebuild for one way of putting the stacks into guide sets, written into
  /// the trials' document.
  private static func chainAttempt(
    _ sets: [ChainSet], _ bar: RebuiltBar, _ generation: BarGeneration, _ inputs: BarInputs,
    trials: inout BarTrials, excluded: [DocumentConstraint], chrome: [ViewID: Rect]
  ) throws -> Attempt {
    let parts = bar.parts
    let margin = BarRules.chainMargin(width: inputs.width, beta: generation == .ios11Beta)
    var chain = ChainRebuild(
      writer: trials.writer(excluding: excluded), contentView: parts.contentView,
      width: inputs.width, margin: margin, beta: generation == .ios11Beta)
    let built = chain.build(sets)
    let solution = try solve(parts, in: chain.writer.document, inputs, trials: &trials)
    let stacks = bar.content.stacks.map { stack in
      ModelStack(
        parts: stack, edge: chain.edges[stack.view]?.edge, tie: chain.edges[stack.view]?.tie)
    }
    var tried = attempt(chain.writer, solution: solution, chrome: chrome, bar: bar, stacks: stacks)
    tried.sets = built
    for set in sets {
      let held = BarSide.allCases.compactMap { side in
        set.stacks[side].map {
          "\(side.rawValue) stack \(chain.writer.document.name(of: .view($0.view)))"
        }
      }
      tried.notes.append(
        "guide set (\(set.key)): " + (held.isEmpty ? "no stack" : held.joined(separator: ", "))
          + (set.backButton == nil ? "" : ", back button"))
    }
    trials.keep(chain.writer)
    return tried
  }

  /// Frames and comparison of one rebuilt variant (`solution` nil: not solved, the bar is not
  /// laid out yet). The recorded frames are compared in the rebuilt document: the model adds
  /// items of its own (`model-…`, never compared) and constraints, and changes no frame.
  private static func attempt(
    _ writer: ModelWriter, solution: BarSolver.Solution?, chrome: [ViewID: Rect], bar: RebuiltBar,
    stacks: [ModelStack]
  ) -> Attempt {
    // The solution's frames taken, not shared: adding the chrome's copied the table.
    var solution = solution
    var frames = solution?.frames ?? [:]
    solution?.frames = [:]
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
      root: bar.parts.root, recorded: rebuilt, model: frames, status: status,
      ambiguous: solution?.ambiguous ?? [:], scale: bar.scale ?? 1000)
    return Attempt(
      added: writer.added, frames: frames, comparison: comparison,
      conflicts: solution?.conflicts ?? [], conflictSets: solution?.conflictSets ?? [],
      stacks: stacks)
  }
}
