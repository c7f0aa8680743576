import DumpModel

extension BarRebuild {
  /// What the model did, for a report: per bar its generation and why, its inputs, what it
  /// added and how the recorded frames compare (each one not reproduced with both values).
  /// A bar the dump already held whole (nothing added or left out, every frame reproduced) is
  /// not listed, nor one not rebuilt whose content view holds constraints of its own: the layout
  /// needs no model there.
  /// `report` (a layout's or a patch's) with the model's lines before it.
  public func prefixing(_ report: String) -> String {
    let lines = reportLines
    return lines.isEmpty ? report : lines.joined(separator: "\n") + "\n\n" + report
  }

  public var reportLines: [String] {
    var lines: [String] = []
    for bar in bars {
      let name = document.name(of: .view(bar.parts.root))
      guard bar.isRebuilt, let generation = bar.recognition.generation else {
        // iOS 7–10 bars are laid out by frames: nothing for the model to say yet.
        if document.constraints(heldBy: bar.parts.contentView).isEmpty,
          bar.recognition.generation?.family != .frameBased
        {
          lines += bar.notes.map { "bar model: \($0)" }
        }
        continue
      }
      if bar.added.isEmpty && bar.comparison.isComplete && bar.notRebuilt.isEmpty { continue }
      lines.append(
        "bar model: \(name): \(generation) (\(bar.recognition.evidence.joined(separator: "; ")))")
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
}
