import DumpModel
import Layout

/// What differs between two dumps of the same hierarchy: items only in one of them, frames
/// that moved, attributes that changed (every attribute of the model's view table, a guide's,
/// the dump's own), constraints removed and added, and `<patch>` records.
///
/// Items correspond by id for a document and its patched self (`init(original:patched:)`),
/// and by address for two dumps read from two files (`init(before:after:)`); then each pair
/// is compared by id. Constraints correspond by id, or, between two files, by address, and
/// those without one by holder and content (as a multiset).
public struct DocumentDiff: Sendable {
  /// A constraint only in one of the dumps.
  public struct ConstraintEntry: Sendable, Hashable {
    public var address: String?
    public var holder: String
    /// Its body in UIKit's notation.
    public var notation: String
  }

  /// Items (views and guides) of each dump, by name, in document order.
  public var itemsRemoved: [String] = []
  public var itemsAdded: [String] = []
  /// In the after dump's document order.
  public var moved: [FrameChange] = []
  /// The dump's own attributes first, then its items' in the after dump's document order.
  public var attributes: [AttributeChange] = []
  /// In the before dump's document order.
  public var removed: [ConstraintEntry] = []
  /// In the after dump's document order.
  public var added: [ConstraintEntry] = []
  /// `<patch>` records only in the after dump, as `pin (side auto, gap 0)`.
  public var patchesAdded: [String] = []
  public var patchesRemoved: [String] = []

  public var isEmpty: Bool {
    itemsRemoved.isEmpty && itemsAdded.isEmpty && moved.isEmpty && attributes.isEmpty
      && removed.isEmpty && added.isEmpty && patchesAdded.isEmpty && patchesRemoved.isEmpty
  }

  /// Two dumps read from two files: items matched by address (a view with a view, a guide
  /// with a guide).
  public init(before: Document, after: Document) {
    let pairs = ItemPairs(before, after) { item in
      after.item(at: before.address(of: item)).flatMap { match in
        (match.view == nil) == (item.view == nil) ? match : nil
      }
    }
    self.init(before, after, pairs, constraintsByID: false)
  }

  /// A document and its patched self: the same ids on both sides.
  public init(original: Document, patched: Document) {
    let pairs = ItemPairs(original, patched) { item in patched.contains(item) ? item : nil }
    self.init(original, patched, pairs, constraintsByID: true)
  }

  private init(_ before: Document, _ after: Document, _ pairs: ItemPairs, constraintsByID: Bool) {
    let afterItems = after.itemsInPreorder()
    itemsRemoved = before.itemsInPreorder().filter { pairs.after(of: $0.item) == nil }.map {
      before.name(of: $0.item)
    }
    itemsAdded = afterItems.filter { pairs.before(of: $0.item) == nil }.map {
      after.name(of: $0.item)
    }
    attributes = AttributeChange.changes(from: before.metadata, to: after.metadata)
    for (item, _) in afterItems {
      guard let was = pairs.before(of: item) else { continue }
      let (old, new) = (before.frame(of: was), after.frame(of: item))
      if !FrameChange.same(old, new) {
        moved.append(
          FrameChange(
            item: item, address: after.address(of: item), name: after.name(of: item),
            before: old, after: new))
      }
      switch (was, item) {
      case (.view(let a), .view(let b)):
        attributes += AttributeChange.changes(from: before[a], to: after[b], item: item, in: after)
      case (.guide(let a), .guide(let b)):
        attributes += AttributeChange.changes(from: before[a], to: after[b], item: item, in: after)
      default: break
      }
    }
    if constraintsByID {
      (removed, added) = Self.constraintChangesByID(before, after)
    } else {
      (removed, added) = Self.constraintChangesByAddress(before, after)
    }
    (patchesRemoved, patchesAdded) = Self.patchChanges(before.metadata, after.metadata)
  }

  private static func entry(_ id: ConstraintID, in document: Document) -> ConstraintEntry {
    ConstraintEntry(
      address: document[id].address,
      holder: document.holder(of: id).map { document[$0].address } ?? "",
      notation: document[id].notation(in: document))
  }

  /// A constraint held before and removed after, or rewritten, is removed; one held after
  /// with a new id, or rewritten, is added.
  private static func constraintChangesByID(_ before: Document, _ after: Document) -> (
    [ConstraintEntry], [ConstraintEntry]
  ) {
    func same(_ id: ConstraintID) -> Bool {
      id.index < after.constraintCapacity && !after.isRemoved(id)
        && before[id] == after[id] && before.holder(of: id) == after.holder(of: id)
    }
    let removed = before.constraintsInDocumentOrder.filter { !same($0) }.map {
      entry($0, in: before)
    }
    let added = after.constraintsInDocumentOrder.filter {
      $0.index >= before.constraintCapacity || before.isRemoved($0) || !same($0)
    }.map { entry($0, in: after) }
    return (removed, added)
  }

  /// Held constraints with an address are matched by it (same address, other content or
  /// holder: removed and added); the others by holder and content, as a multiset.
  private static func constraintChangesByAddress(_ before: Document, _ after: Document) -> (
    [ConstraintEntry], [ConstraintEntry]
  ) {
    struct Held: Hashable {
      var holder: String
      var constraint: LayoutConstraint
    }
    func held(_ document: Document) -> [(ConstraintID, Held)] {
      document.constraintsInDocumentOrder.map { id in
        (
          id,
          Held(
            holder: document.holder(of: id).map { document[$0].address } ?? "",
            constraint: document.addressedConstraint(id))
        )
      }
    }
    let old = held(before)
    let new = held(after)
    func index(_ list: [(ConstraintID, Held)]) -> ([String: Held], [Held: Int]) {
      var byAddress: [String: Held] = [:]
      var counts: [Held: Int] = [:]
      for (_, entry) in list {
        if let address = entry.constraint.address {
          byAddress[address] = entry
        } else {
          counts[entry, default: 0] += 1
        }
      }
      return (byAddress, counts)
    }
    let (oldByAddress, oldCounts) = index(old)
    let (newByAddress, newCounts) = index(new)
    func unmatched(
      _ list: [(ConstraintID, Held)], _ otherByAddress: [String: Held], _ otherCounts: [Held: Int]
    ) -> [ConstraintID] {
      var counts = otherCounts
      return list.compactMap { id, held in
        if let address = held.constraint.address {
          return otherByAddress[address] != held ? id : nil
        }
        if let count = counts[held], count > 0 {
          counts[held] = count - 1
          return nil
        }
        return id
      }
    }
    return (
      unmatched(old, newByAddress, newCounts).map { entry($0, in: before) },
      unmatched(new, oldByAddress, oldCounts).map { entry($0, in: after) }
    )
  }

  /// Records only in one of the dumps, as a multiset, each as `pin (side auto, gap 0)`.
  private static func patchChanges(_ before: DumpMetadata, _ after: DumpMetadata) -> (
    [String], [String]
  ) {
    let describe = { (record: PatchRecord) -> String in
      let options = record.options.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
      return "\(record.name) (\(options))"
    }
    var remaining = before.patches
    var added: [String] = []
    for record in after.patches {
      if let found = remaining.firstIndex(of: record) {
        remaining.remove(at: found)
      } else {
        added.append(describe(record))
      }
    }
    return (remaining.map(describe), added)
  }
}

/// Which item of the after document each item of the before document is, and back.
private struct ItemPairs {
  private var viewAfter: [ItemID?]
  private var guideAfter: [ItemID?]
  private var viewBefore: [ItemID?]
  private var guideBefore: [ItemID?]

  init(_ before: Document, _ after: Document, match: (ItemID) -> ItemID?) {
    viewAfter = Array(repeating: nil, count: before.viewCount)
    guideAfter = Array(repeating: nil, count: before.guideCount)
    viewBefore = Array(repeating: nil, count: after.viewCount)
    guideBefore = Array(repeating: nil, count: after.guideCount)
    for id in before.viewIDs { record(.view(id), match(.view(id))) }
    for id in before.guideIDs { record(.guide(id), match(.guide(id))) }
  }

  private mutating func record(_ item: ItemID, _ match: ItemID?) {
    guard let match, before(of: match) == nil else { return }
    switch item {
    case .view(let id): viewAfter[id.index] = match
    case .guide(let id): guideAfter[id.index] = match
    }
    switch match {
    case .view(let id): viewBefore[id.index] = item
    case .guide(let id): guideBefore[id.index] = item
    }
  }

  func after(of item: ItemID) -> ItemID? {
    switch item {
    case .view(let id): return viewAfter[id.index]
    case .guide(let id): return guideAfter[id.index]
    }
  }

  func before(of item: ItemID) -> ItemID? {
    switch item {
    case .view(let id): return viewBefore[id.index]
    case .guide(let id): return guideBefore[id.index]
    }
  }
}
