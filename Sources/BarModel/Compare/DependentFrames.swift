import DumpModel

extension BarRebuild {
  /// The items of `bar` whose frames a patch depends on or moves, and a check looks at, as the
  /// anatomy reads them: the content view and its guides, the stacks and their arranged
  /// items, the titles the stacks push, the back button they follow (docs/patches.md, "Pasted
  /// bars"). The chrome (background, shadow, effect views) and a button's insides are not.
  public func dependentItems(of bar: RebuiltBar) -> Set<ItemID> {
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

  /// The bar's frames that differ from the model's, split into those of `dependentItems` and
  /// the others: a difference among the first makes a patch or a check act on a guess; one
  /// among the others is only said (issue 21: "a chrome difference warns instead of
  /// refusing").
  public func dependentDifferences(of bar: RebuiltBar)
    -> (blocking: [FrameRow], other: [FrameRow])
  {
    let items = dependentItems(of: bar)
    let differences = bar.comparison.differences
    return (
      differences.filter { items.contains($0.item) },
      differences.filter { !items.contains($0.item) }
    )
  }
}
