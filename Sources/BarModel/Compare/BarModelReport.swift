import DumpModel

extension BarRebuild {
  /// What the model did, for a report: per bar its generation and why, its inputs, what it
  /// added and how the recorded frames compare (each one not reproduced with both values).
  /// A bar the dump already held whole (nothing added or left out, every frame reproduced) is
  /// not listed, nor one not rebuilt whose content view holds constraints of its own: the layout
  /// needs no model there. `layout --format json` gives every bar (`data`).
  /// `report` (a layout's or a patch's) with the model's lines before it.
  public func prefixing(_ report: String) -> String {
    let lines = reportLines
    return lines.isEmpty ? report : lines.joined(separator: "\n") + "\n\n" + report
  }

  public var reportLines: [String] {
    var lines: [String] = []
    for bar in reported {
      let name = document.name(of: .view(bar.parts.root))
      guard bar.isRebuilt, let generation = bar.recognition.generation else {
        lines += bar.notes.map { "bar model: \($0)" }
        continue
      }
      lines.append(
        "bar model: \(name): \(generation) (\(bar.recognition.evidence.joined(separator: "; ")))")
      if let disagreement = bar.recognition.disagreement { lines.append("   \(disagreement)") }
      lines += bar.notes.map { "   \($0)" }
      let count = bar.added.count
      lines.append(
        "   \(count) constraint\(count == 1 ? "" : "s") rebuilt (origin=\"model\"); "
          + bar.comparison.summary)
      for row in bar.comparison.differences {
        lines.append("   differs \(row.name): \(row.values)")
      }
    }
    return lines
  }

  /// The bars a report lists: a bar the dump already held whole (nothing added or left out,
  /// every frame reproduced) is not, nor one not rebuilt whose content view holds constraints
  /// of its own (the layout needs no model there), nor an iOS 7–10 bar not rebuilt; an iOS
  /// 7–10 bar rebuilt always is.
  private var reported: [RebuiltBar] {
    bars.filter { bar in
      guard bar.isRebuilt, bar.recognition.generation != nil else {
        return document.constraints(heldBy: bar.parts.contentView).isEmpty
          && bar.recognition.generation?.family != .frameBased
      }
      // An iOS 7–10 bar is never held whole: its frames are the arithmetic's predictions,
      // compared like any other bar's (issue 21: "iOS 7–10 bars compared in inspect layout
      // like the others").
      return bar.frameBased != nil
        || !(bar.added.isEmpty && bar.comparison.isComplete && bar.notRebuilt.isEmpty)
    }
  }
}

extension BarRebuild {
  /// The bars a patch or a check would work on as the model rebuilt them (a paste: the
  /// model added constraints, and a stack has none the capture printed) whose recorded frames
  /// the model does not all reproduce: what is done on them would be done on a guess
  /// (docs/navbar/README.md, "For the patches"). A bar with stacks the capture all
  /// constrains is its own layout, checked as it is (as `ModelStep` patches it).
  public var unreproduced: [RebuiltBar] {
    guard !added.isEmpty else { return [] }
    return bars.filter { bar in
      let stacks = bar.content.stacks
      let constrained =
        !stacks.isEmpty
        && stacks.allSatisfy { stack in
          document.constraints(touching: .view(stack.view)).contains {
            document[$0].origin != ModelWriter.origin
          }
        }
      return bar.isRebuilt && !bar.comparison.isComplete && !constrained
    }
  }

  /// Why `bar` is not reproduced, in one line: the count, the first three frames that differ
  /// with both values.
  public func notReproducedFrames(_ bar: RebuiltBar) -> String {
    let differences = bar.comparison.differences.prefix(3).map { "\($0.name): \($0.values)" }
    return "\(bar.comparison.summary); " + differences.joined(separator: "; ")
  }

  /// Why `bar` is not reproduced, one fact a line: the count, the first three frames that
  /// differ with both values, and the model's first advice.
  public func notReproducedDetails(_ bar: RebuiltBar) -> [String] {
    [bar.comparison.summary]
      + bar.comparison.differences.prefix(3).map { "\($0.name): \($0.values)" }
      + bar.advice.prefix(1)
  }

  /// Where an editor should go for `bar`: the first frame it does not reproduce, else the
  /// bar.
  public func notReproducedLocation(_ bar: RebuiltBar) -> SourceLocation? {
    bar.comparison.differences.lazy.compactMap { self.document.location(of: $0.item) }.first
      ?? document[bar.parts.root].location
  }
}
