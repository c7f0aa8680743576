import DumpModel
import Layout

/// The document one of the advice's trials rebuilds (another `--os`, another `--width`): the
/// bar's own subtree as a document of its own, so that a window of many bars that are not
/// reproduced costs each bar's trials what the bar holds, never the window's views per bar.
package enum AdviceTrial {
  /// Counts the views of the documents the trials rebuild; nil (no count) but in tests.
  @TaskLocal package static var work: Work?

  /// A count of the views the trials rebuilt (tests: the advice of a window of bars costs
  /// each bar its own views).
  package final class Work: @unchecked Sendable {
    /// The views of every document a trial rebuilt.
    package private(set) var views = 0
    package init() {}
    fileprivate func add(_ count: Int) { views += count }
  }

  /// The document to rebuild `bar` in with `options`: its subtree alone (the root's views,
  /// guides and the constraints they hold, in the same order, with the document's metadata),
  /// or the whole `document` when the bar does not stand alone in it: a constraint crosses its
  /// subtree's boundary, its addresses are not unique, or the bar is of no generation of its
  /// own (the rebuild then takes the first bar's of the document that has one).
  /// - Returns: the document, and the bar's root and content view in it.
  static func document(
    for bar: RebuiltBar, in document: Document, options: BarModelOptions
  ) -> (document: Document, root: ViewID, contentView: ViewID) {
    let root = bar.parts.root
    let ownGeneration = Recognition.recognise(root, in: document, os: options.os).generation != nil
    // The copy's root is its first view; its addresses are unique, the content view's too.
    if ownGeneration, let alone = alone(root, in: document), let first = alone.roots.first,
      let contentView = alone.view(at: document[bar.parts.contentView].address)
    {
      work?.add(alone.viewCount)
      return (alone, first, contentView)
    }
    work?.add(document.viewCount)
    return (document, root, bar.parts.contentView)
  }

  /// The subtree of `root` as a document of its own; nil when a constraint held inside names
  /// an item outside, one held outside names an item inside, or an address repeats.
  static func alone(_ root: ViewID, in document: Document) -> Document? {
    var inside = Set<ViewID>()
    let items = document.itemsInPreorder(under: [root])
    for (item, _) in items { if case .view(let view) = item { inside.insert(view) } }
    func isInside(_ item: ItemID) -> Bool {
      switch item {
      case .view(let view): inside.contains(view)
      case .guide(let guide): inside.contains(document.owner(of: guide))
      }
    }
    for (item, _) in items {
      for id in document.constraints(touching: item) {
        guard let holder = document.holder(of: id), inside.contains(holder) else { return nil }
      }
      guard case .view(let view) = item else { continue }
      for id in document.constraints(heldBy: view) {
        let constraint = document[id]
        guard isInside(constraint.first), constraint.second.map(isInside) ?? true else {
          return nil
        }
      }
    }
    var builder = DocumentBuilder(metadata: document.metadata, expectedViews: inside.count)
    do {
      try builder.openCopy(of: root, in: document)
      try builder.closeCopy(of: root, in: document)
      return try builder.finish()
    } catch {
      return nil
    }
  }
}

/// The portrait widths at which each bar of a capture is reproduced, by its root's address,
/// from rebuilds of the whole capture at each width (`LoneItems` makes them to suggest a
/// stray stack's width): a bar's width advice reads them instead of rebuilding the bar at
/// every width again. A content view the model made around a stack (a fragment) is not kept:
/// its width advice resizes it first.
struct ReproducedWidths: Sendable {
  private var widths: [String: [Double]] = [:]
  /// Addresses of more than one bar's root: their bars are tried again.
  private var repeated: Set<String> = []

  /// The bars of `rebuild`, made with `--width` `width`.
  mutating func add(_ rebuild: BarRebuild, at width: Double) {
    var seen = Set<String>()
    for bar in rebuild.bars where bar.parts.kind != .fragment {
      let address = rebuild.document[bar.parts.root].address
      if !seen.insert(address).inserted { repeated.insert(address) }
      if bar.isRebuilt && bar.comparison.isComplete && bar.comparison.total > 0 {
        widths[address, default: []].append(width)
      } else if widths[address] == nil {
        widths[address] = []
      }
    }
  }

  /// The widths at which the bar whose root has this address is reproduced; nil when it was
  /// not among the bars rebuilt, or its address is another bar's too.
  func widths(of address: String) -> [Double]? {
    repeated.contains(address) ? nil : widths[address]
  }
}
