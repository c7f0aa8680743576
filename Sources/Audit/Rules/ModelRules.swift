import DumpModel
import LaidOut

// bar-model (docs/check.md): a pasted bar the bar model does not reproduce is reported once,
// at the first frame it misses, with the model's advice; nothing else is checked in it. When
// only its chrome differs, the finding is a warning and its items are checked.

extension AuditContext {
  /// One `bar-model` finding per bar the model does not reproduce.
  func unreproducedBars() -> [Finding] {
    dump.unreproduced.map { bar in
      finding(
        .barModel, level: bar.chromeOnly ? .warning : nil, bar.message, fix: bar.fix,
        items: [.view(bar.root)], at: bar.location)
    }
  }

  /// The finding is about an item of a bar the model does not reproduce (a `bar-model`
  /// finding apart): found on a guess.
  func isGuessed(_ finding: Finding) -> Bool {
    guard finding.rule != .barModel else { return false }
    return finding.items.contains(where: isInUnreproducedBar)
  }

  /// Whether an item lies in a bar the model does not reproduce.
  func isInUnreproducedBar(_ item: ItemID) -> Bool {
    unreproducedRoots.contains(item, in: document)
  }
}
