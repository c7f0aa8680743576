import DumpModel

/// What differs between two dumps of the same hierarchy: frames that moved, constraints
/// removed and added (matched by address; constraints without one by holder and content),
/// items only in one of them, changed view attributes and new `<patch>` records.
public struct HierarchyDiff: Sendable {
  /// A constraint only in one of the dumps.
  public struct ConstraintEntry: Sendable, Hashable {
    public var address: String?
    public var holder: String
    /// Its body in UIKit's notation.
    public var notation: String
  }

  /// A view attribute with different values (`margins`, `hidden`, …).
  public struct AttributeChange: Sendable, Hashable {
    public var address: String
    public var name: String
    public var attribute: String
    public var before: String
    public var after: String
  }

  /// Items (views and guides) of each dump, by name, in document order.
  public var itemsRemoved: [String] = []
  public var itemsAdded: [String] = []
  /// In the after dump's document order.
  public var moved: [FrameChange] = []
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

  public init(before: Hierarchy, after: Hierarchy) {
    let beforeIndex = ItemIndex(before)
    let afterIndex = ItemIndex(after)
    itemsRemoved = beforeIndex.items.filter { !afterIndex.contains($0.address) }
      .map { beforeIndex.name(of: $0.address) }
    itemsAdded = afterIndex.items.filter { !beforeIndex.contains($0.address) }
      .map { afterIndex.name(of: $0.address) }
    moved = Self.movedFrames(from: before, to: after, index: afterIndex)
    attributes = Self.attributeChanges(before, after, index: afterIndex)
    (removed, added) = Self.constraintChanges(before, beforeIndex, after, afterIndex)
    let describe = { (record: PatchRecord) -> String in
      let options = record.options.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
      return "\(record.name) (\(options))"
    }
    var remaining = before.patches
    for record in after.patches {
      if let found = remaining.firstIndex(of: record) {
        remaining.remove(at: found)
      } else {
        patchesAdded.append(describe(record))
      }
    }
    patchesRemoved = remaining.map(describe)
  }

  /// Views and guides present in both whose frame is written differently, in `to`'s order.
  static func movedFrames(from before: Hierarchy, to after: Hierarchy, index: ItemIndex)
    -> [FrameChange]
  {
    let old = frames(of: before)
    let new = frames(of: after)
    var moved: [FrameChange] = []
    for item in index.items {
      guard let was = old[item.address] else { continue }
      let now = new[item.address] ?? nil
      if !same(was, now) {
        moved.append(
          FrameChange(
            address: item.address, name: index.name(of: item.address), before: was, after: now))
      }
    }
    return moved
  }

  /// The same frame as a dump writes it (five decimals): `0.33333` recorded and `1/3` solved
  /// are the same frame.
  private static func same(_ a: Rect?, _ b: Rect?) -> Bool {
    if a == b { return true }  // the common case, without formatting four numbers
    return a?.description == b?.description
  }

  private static func frames(of hierarchy: Hierarchy) -> [String: Rect?] {
    var frames: [String: Rect?] = [:]
    hierarchy.forEachView { view, _ in
      frames[view.address] = .some(view.frame)
      for guide in view.guides { frames[guide.address] = .some(guide.frame) }
    }
    return frames
  }

  /// Frames moved and attributes changed between two hierarchies with the same items in the
  /// same places (a dump and its patched version), walking both trees side by side from
  /// `roots` (nil: every root view) — no dictionaries, and only where a patch can act.
  static func changes(
    from before: Hierarchy, to after: Hierarchy, roots: [String]?, index: ItemIndex
  ) -> (moved: [FrameChange], attributes: [AttributeChange]) {
    var moved: [FrameChange] = []
    var attributes: [AttributeChange] = []
    func compare(_ was: View, _ now: View) {
      if !same(was.frame, now.frame), was.frame != nil {
        moved.append(
          FrameChange(
            address: now.address, name: index.name(of: now.address), before: was.frame,
            after: now.frame))
      }
      if !sameAttributes(was, now) {
        for (name, value) in comparedAttributes where value(was) != value(now) {
          attributes.append(
            AttributeChange(
              address: now.address, name: index.name(of: now.address), attribute: name,
              before: value(was), after: value(now)))
        }
      }
      for (old, new) in zip(was.guides, now.guides)
      where old.frame != nil && !same(old.frame, new.frame) {
        moved.append(
          FrameChange(
            address: new.address, name: index.name(of: new.address), before: old.frame,
            after: new.frame))
      }
      for (old, new) in zip(was.subviews, now.subviews) { compare(old, new) }
    }
    let paths =
      roots.map { $0.compactMap { index[$0]?.path } } ?? before.views.indices.map { [$0] }
    for path in paths {
      guard let was = before.view(at: path), let now = after.view(at: path) else { continue }
      compare(was, now)
    }
    return (moved, attributes)
  }

  /// The attributes compared besides the frame, with their written form.
  private static let comparedAttributes: [(String, @Sendable (View) -> String)] = [
    ("class", { $0.className }),
    ("bounds", { $0.bounds?.description ?? "" }),
    (
      "translatesAutoresizingMaskIntoConstraints",
      {
        $0.translatesAutoresizingMaskIntoConstraints ? "YES" : "NO"
      }
    ),
    (
      "autoresizingMask",
      { view in
        AutoresizingMask.names.filter { view.autoresizingMask.contains($0.1) }.map(\.0)
          .joined(separator: "|")
      }
    ),
    ("margins", { $0.margins?.description ?? "" }),
    ("intrinsicSize", { $0.intrinsicSize?.description ?? "" }),
    ("hugging", { $0.hugging.description }),
    ("compressionResistance", { $0.compressionResistance.description }),
    ("axis", { $0.axis.rawValue }),
    ("distribution", { $0.distribution.rawValue }),
    ("alignment", { $0.alignment.rawValue }),
    ("spacing", { formatNumber($0.spacing) }),
    ("hidden", { $0.hidden ? "YES" : "NO" }),
    ("alpha", { formatNumber($0.alpha) }),
    ("userInteractionEnabled", { $0.userInteractionEnabled ? "YES" : "NO" }),
    ("title", { $0.title ?? "" }),
  ]

  static func attributeChanges(_ before: Hierarchy, _ after: Hierarchy, index: ItemIndex)
    -> [AttributeChange]
  {
    var old: [String: View] = [:]
    before.forEachView { view, _ in old[view.address] = view }
    var changes: [AttributeChange] = []
    after.forEachView { view, _ in
      guard let was = old[view.address], !sameAttributes(was, view) else { return }
      for (name, value) in comparedAttributes {
        let a = value(was)
        let b = value(view)
        if a != b {
          changes.append(
            AttributeChange(
              address: view.address, name: index.name(of: view.address), attribute: name,
              before: a, after: b))
        }
      }
    }
    return changes
  }

  /// The compared attributes are equal (checked on the values, before any formatting).
  private static func sameAttributes(_ a: View, _ b: View) -> Bool {
    a.className == b.className && a.bounds == b.bounds
      && a.translatesAutoresizingMaskIntoConstraints == b.translatesAutoresizingMaskIntoConstraints
      && a.autoresizingMask == b.autoresizingMask && a.margins == b.margins
      && a.intrinsicSize == b.intrinsicSize && a.hugging == b.hugging
      && a.compressionResistance == b.compressionResistance && a.axis == b.axis
      && a.distribution == b.distribution && a.alignment == b.alignment
      && a.spacing == b.spacing && a.hidden == b.hidden && a.alpha == b.alpha
      && a.userInteractionEnabled == b.userInteractionEnabled && a.title == b.title
  }

  private struct Held: Hashable {
    var holder: String
    var constraint: LayoutConstraint
  }

  private static func held(_ hierarchy: Hierarchy) -> [Held] {
    var list: [Held] = []
    hierarchy.forEachView { view, _ in
      for constraint in view.constraints {
        list.append(Held(holder: view.address, constraint: constraint))
      }
    }
    return list
  }

  /// Constraints with an address are matched by it (same address, other content: removed and
  /// added); the others by holder and content, as a multiset.
  private static func constraintChanges(
    _ before: Hierarchy, _ beforeIndex: ItemIndex, _ after: Hierarchy, _ afterIndex: ItemIndex
  ) -> ([ConstraintEntry], [ConstraintEntry]) {
    let old = held(before)
    let new = held(after)
    var newByAddress: [String: Held] = [:]
    var newCounts: [Held: Int] = [:]
    for entry in new {
      if let address = entry.constraint.address {
        newByAddress[address] = entry
      } else {
        newCounts[entry, default: 0] += 1
      }
    }
    var oldByAddress: [String: Held] = [:]
    var oldCounts: [Held: Int] = [:]
    for entry in old {
      if let address = entry.constraint.address {
        oldByAddress[address] = entry
      } else {
        oldCounts[entry, default: 0] += 1
      }
    }
    func entry(_ held: Held, _ index: ItemIndex) -> ConstraintEntry {
      ConstraintEntry(
        address: held.constraint.address, holder: held.holder,
        notation: held.constraint.notation(in: index))
    }
    var removed: [ConstraintEntry] = []
    var unmatchedOld = newCounts
    for held in old {
      if let address = held.constraint.address {
        if newByAddress[address] != held { removed.append(entry(held, beforeIndex)) }
      } else if let count = unmatchedOld[held], count > 0 {
        unmatchedOld[held] = count - 1
      } else {
        removed.append(entry(held, beforeIndex))
      }
    }
    var added: [ConstraintEntry] = []
    var unmatchedNew = oldCounts
    for held in new {
      if let address = held.constraint.address {
        if oldByAddress[address] != held { added.append(entry(held, afterIndex)) }
      } else if let count = unmatchedNew[held], count > 0 {
        unmatchedNew[held] = count - 1
      } else {
        added.append(entry(held, afterIndex))
      }
    }
    return (removed, added)
  }
}
