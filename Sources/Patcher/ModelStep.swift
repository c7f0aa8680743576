import BarModel
import DumpModel
import Layout

/// The bar model before a patch (docs/navbar/README.md, "For the patches"; docs/patches.md,
/// "Pasted bars"). A paste prints no constraints (an `_autolayoutTrace`, a
/// `recursiveDescription`, a frames-only dump): the patch then works on the constraints the
/// model rebuilt, once the rebuilt bar has reproduced every recorded frame. A dump that holds
/// its bar's constraints is patched as it is; the model only names, per stack, the constraints
/// an iOS 13+ bar's `pin` removes and `shift` changes.
struct ModelStep {
  /// The document to patch: the model's (the dump with its rebuilt constraints) or the dump.
  var document: Document
  /// The model's stacks in `document`, by view.
  var stacks: [ViewID: ModelStack] = [:]
  /// The model's back button of each content view (iOS 13+, where no guide shows it).
  var backButtons: [ViewID: ViewID] = [:]
  /// What the model did, for the report (only when it rebuilt constraints).
  var lines: [String] = []
  /// Stacks the model takes as given (printed without their items, sample 13): no
  /// constraint places them, so a patch of them could not be checked.
  var given: Set<ViewID> = []
  /// Each bar's generation as the model recognised it, by content view.
  var recognitions: [ViewID: Recognition] = [:]
  /// The bars to patch: the anatomy's reading of `document`, with the model's answers.
  var bars: [BarContent] = []
  /// What the report says of frames the model does not reproduce, and where.
  var warnings: [(message: String, location: SourceLocation?)] = []
  /// A bar is patched by `--force` although a frame the patch depends on differs.
  var forced = false
  /// The model's solves of its bars, for the solve before the patch to take
  /// (`BarRebuild.presolved`); none when the document is the dump's.
  var presolved: [ViewID: PresolvedPart] = [:]

  /// - Parameters:
  ///   - force: patch a bar the model does not reproduce in a frame the patch depends on
  ///     (`--force`), with a warning, instead of refusing it.
  ///   - readBefore: given the dump as read and the model's reading of it (`Patching.apply`).
  static func run(
    _ recorded: Document, options: BarModelOptions, source: String, force: Bool = false,
    readBefore: (Document, BarRebuild?) -> Void = { _, _ in }
  ) throws(PatchError) -> ModelStep {
    let rebuild = try rebuild(recorded, options: options, source: source)
    readBefore(recorded, rebuild)
    var recognitions: [ViewID: Recognition] = [:]
    for bar in rebuild.bars { recognitions[bar.parts.contentView] = bar.recognition }
    // A dump whose every bar stack is constrained keeps its own constraints; what the model
    // would add there (a hand-made dump's missing UIButtonBar.* widths) is not the patch's.
    // (Read only when the model added some: a window's bars are read once.)
    if !rebuild.added.isEmpty {
      let read = BarContent.read(recorded)
      let stacks = read.flatMap(\.stacks)
      if !stacks.isEmpty
        && stacks.allSatisfy({ !recorded.constraints(touching: .view($0.view)).isEmpty })
      {
        var step = ModelStep(document: recorded, recognitions: recognitions)
        step.bars = step.annotate(read)
        return step
      }
    }
    var step = ModelStep(document: rebuild.document, recognitions: recognitions)
    step.presolved = rebuild.presolved
    for bar in rebuild.bars where bar.isRebuilt {
      for stack in bar.stacks {
        step.stacks[stack.parts.view] = stack
        if stack.edge == nil, stack.tie == nil,
          rebuild.document.constraints(touching: .view(stack.parts.view)).isEmpty
        {
          step.given.insert(stack.parts.view)
        }
      }
      if let back = bar.content.backButton?.button, bar.recognition.generation?.family == .modern {
        step.backButtons[bar.parts.contentView] = back
      }
    }
    guard !rebuild.added.isEmpty else { return step.reading() }
    step.lines = rebuild.reportLines
    // Patching a bar the model does not reproduce in a frame the patch depends on would
    // patch a guess: refused, unless forced; a difference elsewhere is said (docs/patches.md,
    // "Pasted bars").
    for bar in rebuild.unreproduced {
      let name = rebuild.document.name(of: .view(bar.parts.root))
      let (blocking, other) = rebuild.dependentDifferences(of: bar)
      let location = { (rows: [FrameRow]) in
        rows.lazy.compactMap { rebuild.document.location(of: $0.item) }.first
          ?? rebuild.document[bar.parts.root].location
      }
      if !blocking.isEmpty {
        guard force else {
          throw PatchError(
            .notReproduced(
              bar: name,
              details: [bar.comparison.summary]
                + blocking.prefix(3).map { "\($0.name): \($0.values)" } + bar.advice.prefix(1)),
            at: location(blocking), source: source)
        }
        step.forced = true
        step.warnings.append(
          (
            "forced: '\(name)' is patched although "
              + PatchDependence.describe(blocking, "the patch depends on"), location(blocking)
          ))
      }
      if !other.isEmpty {
        step.warnings.append(
          (
            "'\(name)': "
              + PatchDependence.describe(other, "the patch neither depends on nor moves")
              + "; patched all the same", location(other)
          ))
      }
    }
    return step.reading()
  }

  /// The document, leaving an empty one: the caller then holds the only copy.
  mutating func takeDocument() -> Document {
    var taken = Document()
    swap(&taken, &document)
    return taken
  }

  /// The step with its bars read from its document.
  private consuming func reading() -> ModelStep {
    bars = annotate(BarContent.read(document))
    return self
  }

  /// `Bars.rebuild`, its errors as the patch's.
  static func rebuild(_ document: Document, options: BarModelOptions, source: String)
    throws(PatchError) -> BarRebuild
  {
    do {
      return try Bars.rebuild(document, options: options)
    } catch let error as LayoutError {
      throw PatchError(layout: error, source: source)
    } catch let error as BarModelError {
      throw PatchError(.barModel(error.message), at: error.location, source: source)
    } catch {
      throw PatchError(
        .barModel("the bar model cannot read the dump: \(error)"), at: nil, source: source)
    }
  }

  /// The anatomy's stacks with the model's constraints and back buttons added.
  private func annotate(_ contents: [BarContent]) -> [BarContent] {
    contents.map { content in
      var content = content
      content.modelBackButton = backButtons[content.contentView]
      content.recognition = recognitions[content.contentView]
      // A stack the model takes as given is skipped, as a stack behind a back button is.
      for stack in content.stacks where given.contains(stack.view) {
        content.undecided.append(
          UndecidedStack(
            view: stack.view,
            reason:
              "its items are not in the capture, so the bar model takes its frame as given and "
              + "no constraint places it: a patch of it could not be checked"))
      }
      content.stacks.removeAll { given.contains($0.view) }
      for index in content.stacks.indices {
        let model = stacks[content.stacks[index].view]
        content.stacks[index].modelEdge = model?.edge
        content.stacks[index].modelTie = model?.tie
      }
      return content
    }
  }
}
