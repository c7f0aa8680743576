import DumpModel

/// The view tree as far as a document and its conflict logs show it, for the break rule's
/// depths (docs/conflicts.md, "The tree"; `Tools/conflicts/tree.py` is the same in Python):
///
/// - **shown**: the document's tree (a recorded one, or what the reader placed from `'|'` in
///   `names:`, trace guide owners, `layout=` keys), the log's synthetic root left out;
/// - **known**: what UIKit's own views are known to hold, before any guess: an autoresizing
///   constraint between two views relates a view to its superview (UIKit makes it from the
///   mask, the frame and the superview's bounds), and a private view of UIKit's lies in the
///   view of the class that holds it in every recorded tree (`UIKitContainment`'s `everyTree`
///   rows, DumpModel: a `_UIModernBarButton` in a `_UIButtonBarButton`, a
///   `_UIToolbarContentView` in its `UIToolbar`, …), when the logs name exactly one such view
///   for it;
/// - **implied**: a margin attribute (`B.topMargin`) is the superview's; a
///   `'UISV-canvas-connection'` ties a stack (or its margins guide), printed first, to an
///   arranged subview; a `_UILayoutSpacer` belongs to the stack whose guide it is tied to; a
///   guide pinned to a view's same edge is that view's, unless it is a margins guide (an
///   ancestor's);
/// - **guessed**: the items of a spacing (`[A]-(c)-[B]`, `'UISV-spacing'`, `'UISV-alignment'`)
///   are siblings; `A.edge == B.edge` (an edge or a center, not a size) with no other evidence
///   makes B A's superview; an item tied
///   to a guide of V sits in V.
///
/// Only the rule reads these facts: the implied and guessed ones never enter the document
/// (the reader guesses nothing). The facts of all logs of the paste are pooled.
public struct LogTree: Sendable {
  enum Knowledge: Int, Comparable {
    case shown, known, implied, guessed
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  }

  private typealias Step = (inout LogTree, DocumentConstraint, Document) -> Bool

  /// A view's superview, a guide's owner (guides are keyed as items, views as `.view`).
  private var parents: [ItemID: (ItemID, Knowledge)] = [:]

  /// The tree `document` shows, and what `constraints` (every log's) imply or suggest.
  public init(_ document: Document, constraints: [ConstraintID]) {
    let logRoot = LayoutSystem.logRootClass
    document.forEachView { view in
      if let superview = document.superview(of: view), document[superview].className != logRoot {
        parents[.view(view)] = (.view(superview), .shown)
      }
      for guide in document.guides(of: view) where document[view].className != logRoot {
        parents[.guide(guide)] = (.view(view), .shown)
      }
    }
    let items = constraints.map { document[$0] }
    let classes = Self.classesNamed(items, in: document)
    let known: Step = { tree, c, document in Self.known(&tree, c, document, classes) }
    // Each kind of fact in turn, weakest last, and again while a guess lets a stronger step
    // place more (a spacing's items are siblings once one has a guessed superview: 115).
    var changed = true
    while changed {
      changed = false
      for step in [known, Self.implied, Self.siblings, Self.guessed] {
        while items.map({ step(&self, $0, document) }).contains(true) { changed = true }
      }
    }
  }

  // MARK: Depths

  /// The known ancestors of a key, nearest first.
  func ancestors(_ key: ItemID) -> [ItemID] {
    var result: [ItemID] = []
    var seen: Set<ItemID> = [key]
    var current = key
    while let (parent, _) = parents[current], seen.insert(parent).inserted {
      result.append(parent)
      current = parent
    }
    return result
  }

  func depth(_ key: ItemID) -> Int { ancestors(key).count }

  /// The view an item stands for: a guide's owner (the guide itself when unknown).
  func viewOf(_ item: ItemID) -> ItemID {
    if case .guide = item, let (owner, _) = parents[item] { return owner }
    return item
  }

  /// The depth of the view a constraint is installed on, the nearest common ancestor of its
  /// items; −1 when the logs do not connect them.
  func installDepth(_ constraint: DocumentConstraint) -> Int {
    let first = viewOf(constraint.first)
    guard let secondItem = constraint.second else { return depth(first) }
    let second = viewOf(secondItem)
    if first == second { return depth(first) }
    let chain = Set([second] + ancestors(second))
    for key in [first] + ancestors(first) where chain.contains(key) { return depth(key) }
    return -1
  }

  /// The depth of the shallowest item's view.
  func shallowestItemDepth(_ constraint: DocumentConstraint) -> Int {
    [constraint.first, constraint.second].compactMap { $0 }.map { depth(viewOf($0)) }.min() ?? 0
  }

  // MARK: Inference

  private mutating func setParent(_ child: ItemID, _ parent: ItemID, _ how: Knowledge) -> Bool {
    if child == parent || ancestors(parent).contains(child) { return false }
    if let (_, known) = parents[child], known <= how { return false }
    parents[child] = (parent, how)
    return true
  }

  private static func isGuide(_ item: ItemID) -> Bool {
    if case .guide = item { return true }
    return false
  }

  private func hasParent(_ item: ItemID) -> Bool { parents[item] != nil }

  /// The views of each class the constraints name.
  private static func classesNamed(_ constraints: [DocumentConstraint], in document: Document)
    -> [String: Set<ItemID>]
  {
    var classes: [String: Set<ItemID>] = [:]
    for c in constraints {
      for item in [c.first, c.second].compactMap({ $0 }) where !isGuide(item) {
        classes[document.className(of: item), default: []].insert(item)
      }
    }
    return classes
  }

  private static func known(
    _ tree: inout LogTree, _ c: DocumentConstraint, _ document: Document,
    _ classes: [String: Set<ItemID>]
  ) -> Bool {
    var changed = false
    if BreakRule.Category(c) == .autoresizing, let b = c.second, !isGuide(b), !isGuide(c.first) {
      changed = tree.setParent(c.first, b, .known) || changed
    }
    for child in [c.first, c.second].compactMap({ $0 }) where !isGuide(child) {
      let parentClasses = UIKitContainment.holders(of: document.className(of: child), .everyTree)
      // The one view of a holding class the logs name; of several, the one this constraint
      // ties the child to.
      for parentClass in parentClasses {
        guard let candidates = classes[parentClass], !candidates.isEmpty else { continue }
        let tied = [c.first, c.second].compactMap { $0 }.filter { candidates.contains($0) }
        if candidates.count == 1 {
          changed = tree.setParent(child, candidates.first!, .known) || changed
        } else if tied.count == 1 {
          changed = tree.setParent(child, tied[0], .known) || changed
        }
        break
      }
    }
    return changed
  }

  private static func implied(_ tree: inout LogTree, _ c: DocumentConstraint, _ document: Document)
    -> Bool
  {
    guard let b = c.second else { return false }
    let a = c.first
    var changed = false
    for (marginItem, marginAttribute, other) in [
      (b, c.secondAttribute, a), (a, c.firstAttribute, b),
    ] where marginAttribute.rawValue.hasSuffix("Margin") && !isGuide(other) {
      changed = tree.setParent(other, tree.viewOf(marginItem), .implied) || changed
    }
    if c.identifier == UIKitIdentifier.stackCanvasConnection {
      // UIKit prints the stack (or its margins guide) first.
      if document.className(of: b) == UIKitClass.layoutSpacer {
        if let (owner, _) = tree.parents[a] {
          changed = tree.setParent(b, owner, .implied) || changed
        }
      } else if !isGuide(b) {
        changed = tree.setParent(b, tree.viewOf(a), .implied) || changed
      }
    }
    if c.firstAttribute == c.secondAttribute, isGuide(a) != isGuide(b) {
      let (guide, view) = isGuide(a) ? (a, b) : (b, a)
      // A margins guide lies inside its view's edges by the margins: one pinned to a view's
      // same edge is an ancestor's (a stack's canvas, 'UINav_static_button_horiz_position').
      if case .guide(let id) = guide,
        document[id].identifier != UIKitIdentifier.marginsGuide
      {
        changed = tree.setParent(guide, view, .implied) || changed
      }
    }
    return changed
  }

  private static func siblings(_ tree: inout LogTree, _ c: DocumentConstraint, _: Document)
    -> Bool
  {
    guard let b = c.second, !isGuide(c.first), !isGuide(b) else { return false }
    guard
      BreakRule.Shape(c) == .spacing || c.identifier == UIKitIdentifier.stackSpacing
        || c.identifier == UIKitIdentifier.stackAlignment
    else { return false }
    for (x, y) in [(c.first, b), (b, c.first)] {
      if let (parent, _) = tree.parents[y], !tree.hasParent(x) {
        return tree.setParent(x, parent, .guessed)
      }
    }
    return false
  }

  private static func guessed(_ tree: inout LogTree, _ c: DocumentConstraint, _: Document)
    -> Bool
  {
    let category = BreakRule.Category(c)
    guard let b = c.second, !category.isSizing, category != .stack else { return false }
    let a = c.first
    for (x, y) in [(a, b), (b, a)] where isGuide(y) && !isGuide(x) && !tree.hasParent(x) {
      if let (owner, _) = tree.parents[y] { return tree.setParent(x, owner, .guessed) }
    }
    // A pin of an edge or a center; equal widths or heights say nothing of containment.
    guard c.firstAttribute == c.secondAttribute, BreakRule.Shape(c) != .size, !isGuide(a),
      !isGuide(b),
      !tree.hasParent(a)
    else { return false }
    return tree.setParent(a, b, .guessed)
  }
}
