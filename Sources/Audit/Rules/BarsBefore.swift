import BarModel
import DumpModel
import LaidOut
import Patcher

/// The bars of a dump before a patch as `BarStructure` read them, taken for the patched dump
/// where reading it again gives the same: `inspect patch` read every bar twice, once for each
/// keys-only check (docs/check.md, "One reading for both checks"). What the reading reads
/// that a patch may change is told apart here; the rest is the same by what a patch does.
struct BarsBefore: Sendable {
  let structure: BarStructure
  private let viewCount: Int
  private let guideCount: Int
  private let constraintCapacity: Int
  private let direction: LayoutDirection
  private let os: String?
  /// The plain `UIView`s without subviews that are 8 × 0: the iOS 11 beta's spacer is read by
  /// its frame (`Recognition`, `BarAnatomy.content`).
  private let spacers: Set<ViewID>

  init(_ document: Document, structure: BarStructure) {
    self.structure = structure
    viewCount = document.viewCount
    guideCount = document.guideCount
    constraintCapacity = document.constraintCapacity
    direction = document.metadata.direction
    os = document.metadata.os
    spacers = Self.spacers(in: document)
  }

  /// The structure of `after`, the dump `result` patched: this one where reading `after`
  /// gives the same, else nil (read it).
  func structure(of after: Document, patchedBy result: PatchResult) -> BarStructure? {
    // The same views, guides and metadata the reading asks: the model added none (a paste's
    // rebuilt bar adds guides, or constraints: the last test), a patch adds none.
    guard after.viewCount == viewCount, after.guideCount == guideCount,
      after.metadata.direction == direction, after.metadata.os == os,
      // An iOS 7–10 bar's parts are read by their frames. (Closures, not key paths: a key
      // path applied to every bar and change of a window is looked up at run time each time.)
      !structure.bars.contains(where: { $0.contentViews.isEmpty })
    else { return nil }
    // Every constraint past the dump's is one the patch added: the model added none.
    // The changes read in place, by index: iterating them copies each, its constraint whole.
    var changed = Set<ConstraintID>()
    for index in result.changes.indices { changed.insert(result.changes[index].id) }
    for index in constraintCapacity..<max(constraintCapacity, after.constraintCapacity) {
      let id = ConstraintID(rawValue: Int32(index))
      if !after.isRemoved(id), !changed.contains(id) { return nil }
    }
    guard
      result.changes.indices.allSatisfy({ keepsReading(result.changes[$0].constraint, in: after) }),
      result.attributes.allSatisfy({ keepsReading($0, in: after) }),
      Self.spacers(in: after) == spacers, keepsItemOrder(in: after)
    else { return nil }
    return structure
  }

  /// Whether a constraint the patch removed or added leaves the reading as it was: it has
  /// no identifier of iOS 15 (a sign of the generation), and it ties no view in a content
  /// view to the `TitleView` guide, nor to a bar guide when the view is tied to the
  /// `TitleView` guide (a stack in a content view tied to the `TitleView` guide alone is a
  /// title view, not a bar stack: `BarAnatomy.side`; the ties of no other view are read).
  private func keepsReading(_ constraint: DocumentConstraint, in document: Document) -> Bool {
    if let identifier = constraint.identifier,
      BarIdentifier.ios15Prefixes.contains(where: identifier.hasPrefix)
    {
      return false
    }
    let ends: [(ItemID?, ItemID?)] = [
      (constraint.first, constraint.second), (constraint.second, constraint.first),
    ]
    for (item, other) in ends {
      // The guide's role asked last: a patch's constraints mostly tie a guide to the
      // content view itself.
      guard case .guide(let guide)? = item, case .view(let view)? = other,
        document.superview(of: view).map(structure.isContentView) == true,
        let role = Self.role(of: guide, in: document)
      else { continue }
      switch role {
      case .title: return false
      case .leadingBar, .trailingBar:
        if Self.isTiedToTitle(view, in: document) { return false }
      case .backButton: continue
      }
    }
    return true
  }

  /// Whether a view attribute the patch changed leaves the reading as it was: the margins,
  /// which it never reads; a stack's spacing, when its class makes it a stack view anyway.
  private func keepsReading(_ change: AttributeChange, in document: Document) -> Bool {
    switch (change.attribute, change.item) {
    case ("margins", _): return true
    case ("spacing", .view(let view)?): return BarClass.isStackView(document[view].className)
    default: return false
    }
  }

  /// Whether each stack's items lie in the order read before: a stack lists its items
  /// leading first by their frames (`BarAnatomy.leadingFirst`, the arranged views' own
  /// frames, every one known), so items whose frames are in strictly that order are listed
  /// in it.
  private func keepsItemOrder(in document: Document) -> Bool {
    for bar in structure.bars {
      for stack in bar.stacks {
        // Sibling by sibling: no array of each stack's subviews made.
        var subview = document.firstSubview(of: stack)
        while let view = subview {
          if document[view].frame == nil { return false }
          subview = document.nextSibling(of: view)
        }
      }
      for (a, b) in zip(bar.items, bar.items.dropFirst())
      where document.superview(of: a.view) == document.superview(of: b.view) {
        guard let first = document[a.view].frame?.x, let second = document[b.view].frame?.x
        else { return false }
        if direction == .leftToRight ? first >= second : first <= second { return false }
      }
    }
    return true
  }

  private static func spacers(in document: Document) -> Set<ViewID> {
    var found = Set<ViewID>()
    document.forEachView { view in
      guard document.firstSubview(of: view) == nil, let frame = document[view].frame,
        frame.width == BarRules.betaSpacer.width, frame.height == BarRules.betaSpacer.height,
        document[view].className == UIKitClass.view
      else { return }
      found.insert(view)
    }
    return found
  }

  private static func role(of guide: GuideID, in document: Document) -> BarIdentifier.ChainRole? {
    document[guide].identifier.flatMap { BarIdentifier.chainRole(of: $0)?.role }
  }

  private static func isTiedToTitle(_ view: ViewID, in document: Document) -> Bool {
    document.constraints(touching: .view(view)).contains { id in
      let constraint = document[id]
      guard constraint.active, case .guide(let guide)? = constraint.otherItem(than: .view(view))
      else { return false }
      return role(of: guide, in: document) == .title
    }
  }
}
