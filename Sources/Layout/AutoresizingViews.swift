import DumpModel

/// Which views keep their recorded frame through autoresizing: the one rule layout, the
/// patches and `check` use (docs/layout.md, "Which views are autoresizing").
///
/// A dump's `translatesAutoresizingMaskIntoConstraints` is YES unless it says NO, and text
/// never says it (a `recursiveDescription` and `inspect show --constraints` print no such
/// key): YES there means "not printed". So a view the dump leaves at YES is laid out by Auto
/// Layout when
/// - it is an arranged subview of a stack view (`StackViews`): a stack view lays its arranged
///   subviews out with its `UISV-*` constraints, and no capture prints an autoresizing
///   constraint of one (samples 10, 44, 46, 48 print their `UISV-*` constraints and none);
/// - or a constraint of the dump places it — as its first item, related to something outside
///   its own subtree (or alone: a size), or as its second item, related to (a guide of) one of
///   its ancestors — and no `NSAutoresizingMaskLayoutConstraint` of it was printed (`h=… v=…`, which
///   every conflict log prints for an autoresizing view in its set); a patch's constraints
///   (`origin="patch:…"`) are no evidence. A constraint to a subview
///   or to one's own guide does not count: the content view of a bar is tied to its stacks and
///   is still placed by its frame.
/// A root view's frame is fixed in any case (`ImplicitConstraints.autoresizing`).
public struct AutoresizingViews: Sendable {
  /// Views the dump leaves at YES that the rule above lays out by Auto Layout (by view index,
  /// any value).
  private var autoLayout = IndexMap()
  /// The views the rule looked at: every view of the document, or those of a part.
  private(set) var examined = 0

  /// No view made Auto Layout by the rule (what a dump says is kept as it is).
  init() {}

  public init(_ document: Document) {
    let order = document.preorder
    // A slot per view: the whole document's.
    var printed = IndexMap(capacity: order.count, keys: document.viewCount)
    autoLayout = IndexMap(capacity: order.count, keys: document.viewCount)
    var tied: [ViewID] = []
    examined = order.count
    let subtrees = Subtrees(document, order: order)
    for holder in order {
      if StackViews.isStackView(holder, in: document) {
        for view in StackViews.arrangedSubviews(of: holder, in: document) {
          autoLayout.set(view.index, 1)
        }
      }
      var current = document.firstConstraint(heldBy: holder)
      while let id = current {
        current = document.nextConstraint(after: id)
        switch Self.evidence(id, in: document, subtrees: subtrees) {
        case .printed(let view): printed.set(view.index, 1)
        case .places(let first, let second):
          if let first { tied.append(first) }
          if let second { tied.append(second) }
        }
      }
    }
    for view in tied where printed[view.index] == nil { autoLayout.set(view.index, 1) }
  }

  /// The rule for the views of `order` alone (the subtrees of the roots a solve of part of a
  /// document lays out, each with its superview), with the constraints `excluded` taken as not
  /// in the document: what `init(_:)` says of them, at a cost proportional to those views and
  /// the constraints touching them, whatever the size of the document. The views `skipped`
  /// marks (by view index, a value ≥ 0: the views of parts taken from their own solves, which
  /// no one asks about) are not looked at; what the rule says of each other view does not
  /// depend on them.
  init(
    _ document: Document, views order: [(view: ViewID, superview: ViewID?)],
    excluded: Set<ConstraintID>, skipped: ItemSlots? = nil
  ) {
    self.init(
      document, rule: ScopedRule(document, views: order, excluded: excluded), skipped: skipped)
  }

  /// `init(_:views:excluded:skipped:)` with the rule made.
  /// `known`: what the rule said of views asked about alone (`ScopedRule.isAutoLayout`, 1 for
  /// Auto Layout), not looked at again.
  init(
    _ document: Document, rule: ScopedRule, skipped: ItemSlots? = nil,
    known: IndexMap = IndexMap()
  ) {
    examined = rule.order.count
    // Room for the views of the part (a slot per view when they are much of the document):
    // grown from a few, a window's tables were rehashed some fifteen times.
    let (capacity, keys) = (rule.order.count, document.viewCount)
    autoLayout = IndexMap(capacity: capacity, keys: keys)
    // The superviews met (by view index), and the arranged subviews of those that are stack
    // views: a view has one superview, so a mark per view says it is arranged in its own.
    var examinedSuperviews = IndexMap(capacity: capacity, keys: keys)
    var arranged = IndexMap(capacity: capacity, keys: keys)
    for (view, superview) in rule.order {
      if let skipped, skipped[view.index] >= 0 { continue }
      if known.count > 0, let isAutoLayout = known[view.index] {
        if isAutoLayout == 1 { autoLayout.set(view.index, 1) }
        continue
      }
      if let superview {
        if examinedSuperviews[superview.index] == nil {
          examinedSuperviews.set(superview.index, 1)
          if StackViews.isStackView(superview, in: document) {
            for subview in StackViews.arrangedSubviews(of: superview, in: document) {
              arranged.set(subview.index, 1)
            }
          }
        }
        if arranged[view.index] != nil {
          autoLayout.set(view.index, 1)
          continue
        }
      }
      if rule.isPlaced(view, in: document) { autoLayout.set(view.index, 1) }
    }
  }

  /// The rule for part of a document, asked of one view at a time (`isAutoresizing`), as
  /// `init(_:views:excluded:skipped:)` answers for it.
  struct ScopedRule {
    let order: [(view: ViewID, superview: ViewID?)]
    fileprivate let scope: ScopedSubtrees
    let excluded: Set<ConstraintID>

    init(
      _ document: Document, views order: [(view: ViewID, superview: ViewID?)],
      excluded: Set<ConstraintID>
    ) {
      self.order = order
      scope = ScopedSubtrees(document, order: order)
      self.excluded = excluded
    }

    /// Whether the rule lays the view out by Auto Layout (an arranged subview, or placed):
    /// what `AutoresizingViews` marks of it once the rule is made for every view.
    func isAutoLayout(_ view: ViewID, superview: ViewID?, in document: Document) -> Bool {
      if let superview, StackViews.isStackView(superview, in: document),
        StackViews.arrangedSubviews(of: superview, in: document).contains(view)
      {
        return true
      }
      return isPlaced(view, in: document)
    }

    /// A constraint of the part places the view and no autoresizing constraint of it is
    /// printed.
    func isPlaced(_ view: ViewID, in document: Document) -> Bool {
      var isPrinted = false
      var isTied = false
      // Along the view's list, accepting none: no array of its constraints for each view.
      _ = document.firstConstraint(touching: .view(view)) { document, id in
        if !excluded.isEmpty, excluded.contains(id) { return false }
        switch AutoresizingViews.evidence(id, in: document, subtrees: scope) {
        case .printed(let printed): isPrinted = isPrinted || printed == view
        case .places(let first, let second): isTied = isTied || first == view || second == view
        }
        return false
      }
      return isTied && !isPrinted
    }
  }

  /// What one constraint says of the views it names.
  fileprivate enum Evidence {
    /// An `NSAutoresizingMaskLayoutConstraint` printed for this view.
    case printed(ViewID)
    /// The views it places by the rule (none, one or two).
    case places(ViewID?, ViewID?)
  }

  /// The rule above for one constraint; `subtrees.lies(item, view)`: the item is the view,
  /// one of its guides, or lies in its subtree. The constraint is read in place, and the
  /// subtrees are no closure and hold no document: either was copied (its strings, the
  /// document's arrays) for each constraint of a window.
  fileprivate static func evidence(
    _ id: ConstraintID, in document: Document, subtrees: some SubtreeTest
  ) -> Evidence {
    func lies(_ item: ItemID, _ view: ViewID) -> Bool {
      subtrees.lies(item, view, in: document)
    }
    switch ConstraintClass(id, in: document) {
    case .autoresizingMask:
      if let view = document[id].first.view { return .printed(view) }
      return .places(nil, nil)
    case .contentSize: return .places(nil, nil)
    case .other: break
    }
    // What the capture printed (or the bar model rebuilt) is evidence; a patch's own
    // constraint is not: pinning an autoresizing view does not make it Auto Layout.
    guard document[id].active, document[id].origin?.hasPrefix("patch:") != true else {
      return .places(nil, nil)
    }
    // The first item is placed by the constraint unless the second lies in its own
    // subtree; the second only when the first is (a guide of) one of its ancestors
    // (`H:[X]-(8)-|` is `S.trailing == X.trailing + 8`). `b.top == a.bottom` places b.
    let (first, second) = (document[id].first, document[id].second)
    var placed: (ViewID?, ViewID?) = (nil, nil)
    if let view = first.view {
      let inside = second.map { $0 != first && lies($0, view) }
      if inside != true { placed.0 = view }
    }
    if let second, let view = second.view, lies(second, document.view(containing: first)),
      !lies(first, view)
    {
      placed.1 = view
    }
    return .places(placed.0, placed.1)
  }

  /// The view keeps its recorded frame through autoresizing constraints (a root's is fixed
  /// whatever this says).
  public func isAutoresizing(_ view: ViewID, in document: Document) -> Bool {
    document[view].translatesAutoresizingMaskIntoConstraints && autoLayout[view.index] == nil
  }

  /// The dump leaves the view at YES and the rule above lays it out by Auto Layout: what the
  /// dump says of its layout is then what text prints, without its intrinsic size.
  public func isInferredAutoLayout(_ view: ViewID, in document: Document) -> Bool {
    document[view].translatesAutoresizingMaskIntoConstraints && autoLayout[view.index] != nil
  }

}

/// Whether an item lies in a view's subtree (`item` is `view`, one of its guides, or lies in
/// its subtree), asked of the document the test was made for.
private protocol SubtreeTest {
  func lies(_ item: ItemID, _ view: ViewID, in document: Document) -> Bool
}

/// Whether an item lies in a view's subtree, in constant time: each view's place in
/// pre-order and the size of its subtree (a deep tree with many constraints stays linear).
private struct Subtrees: SubtreeTest {
  var position: [Int32]
  var size: [Int32]

  init(_ document: Document, order: [ViewID]) {
    position = Array(repeating: -1, count: document.viewCount)
    size = Array(repeating: 1, count: document.viewCount)
    for (index, view) in order.enumerated() { position[view.index] = Int32(index) }
    for view in order.reversed() {
      if let superview = document.superview(of: view) {
        size[superview.index] += size[view.index]
      }
    }
  }

  func lies(_ item: ItemID, _ view: ViewID, in document: Document) -> Bool {
    let (inner, outer) = (position[document.view(containing: item).index], position[view.index])
    return inner >= outer && inner < outer + size[view.index]
  }
}

/// `Subtrees` for the views of part of a document (the subtrees of some roots, in pre-order):
/// places in that order for them, and for a view outside them, whether it is an ancestor of
/// one of the roots.
private struct ScopedSubtrees: SubtreeTest {
  /// Place in `order` by view index; by place, the size of the subtree and the root's place.
  var places: IndexMap
  var sizes: [Int32]
  var roots: [Int32]
  /// The root view of each place's subtree: its ancestors are looked up the tree when asked
  /// (a set of them for each root was made and hashed for every root of every solve, twelve
  /// thousand for the solve of a window's bars).
  var rootViews: [ViewID]

  init(_ document: Document, order: [(view: ViewID, superview: ViewID?)]) {
    places = IndexMap(capacity: order.count, keys: document.viewCount)
    sizes = Array(repeating: 1, count: order.count)
    roots = []
    roots.reserveCapacity(order.count)
    rootViews = []
    rootViews.reserveCapacity(order.count)
    var (root, rootView): (Int32, ViewID) = (0, ViewID(rawValue: 0))
    for (index, (view, superview)) in order.enumerated() {
      let position = Int32(index)
      if superview == nil || places[superview!.index] == nil {
        (root, rootView) = (position, view)
      }
      places.set(view.index, position)
      roots.append(root)
      rootViews.append(rootView)
    }
    for (index, (_, superview)) in order.enumerated().reversed() {
      guard let superview, let place = places[superview.index],
        roots[index] == roots[Int(place)]
      else { continue }
      sizes[Int(place)] += sizes[index]
    }
  }

  func lies(_ item: ItemID, _ view: ViewID, in document: Document) -> Bool {
    let container = document.view(containing: item)
    let inner = places[container.index]
    if let outer = places[view.index] {
      guard let inner else { return false }  // the solved subtrees hold all that lies within
      return inner >= outer && inner < outer + sizes[Int(outer)]
    }
    // `view` lies outside the solved subtrees: an ancestor of the inner item's root, not it.
    if let inner { return document.isAncestor(view, of: rootViews[Int(inner)]) }
    return document.isAncestor(view, of: container)
  }
}
