import BarModel
import DumpModel

/// Which recorded frames a patch depends on or moves (docs/patches.md, "Pasted bars"): a
/// rebuilt bar that differs from the capture in one of them would be patched on a guess; a
/// difference elsewhere (the bar's background, shadow, a button's insides) is only said.
enum PatchDependence {
  /// The items of `bar` whose frames the patches depend on or move, as the anatomy reads
  /// them: the content view and its guides, the stacks and their arranged items, the titles
  /// the stacks push, the back button they follow.
  static func items(of bar: RebuiltBar, in document: Document) -> Set<ItemID> {
    let content = bar.content
    var items: Set<ItemID> = [.view(bar.parts.contentView)]
    items.formUnion(document.guides(of: bar.parts.contentView).map(ItemID.guide))
    for stack in content.stacks {
      items.insert(.view(stack.view))
      items.formUnion(stack.arranged.map { ItemID.view($0.view) })
    }
    items.formUnion((content.titles + content.otherTitles).map(ItemID.view))
    if let back = content.backButton?.button { items.insert(.view(back)) }
    return items
  }

  /// The bar's frames that differ from the model's, split into those the patch depends on
  /// and the others.
  static func differences(of bar: RebuiltBar, in document: Document)
    -> (blocking: [FrameRow], other: [FrameRow])
  {
    let items = items(of: bar, in: document)
    let differences = bar.comparison.differences
    return (
      differences.filter { items.contains($0.item) },
      differences.filter { !items.contains($0.item) }
    )
  }

  /// `3 frames the patch does not depend on differ from the bar model's: A: recorded …,
  /// model …; …` (the first three).
  static func describe(_ rows: [FrameRow], _ what: String) -> String {
    let shown = rows.prefix(3).map { "\($0.name): \($0.values)" }.joined(separator: "; ")
    let more = rows.count > 3 ? "; and \(rows.count - 3) more" : ""
    return "\(rows.count) frame\(rows.count == 1 ? "" : "s") \(what) "
      + "differ\(rows.count == 1 ? "s" : "") from the bar model's: \(shown)\(more)"
  }
}
