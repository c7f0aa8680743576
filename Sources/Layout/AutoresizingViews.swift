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
  /// Views the dump leaves at YES that the rule above lays out by Auto Layout.
  private var autoLayout: Set<ViewID> = []

  /// No view made Auto Layout by the rule (what a dump says is kept as it is).
  init() {}

  public init(_ document: Document) {
    var printed: Set<ViewID> = []
    var tied: [ViewID] = []
    let order = document.preorder
    let subtrees = Subtrees(document, order: order)
    for holder in order {
      if StackViews.isStackView(holder, in: document) {
        autoLayout.formUnion(StackViews.arrangedSubviews(of: holder, in: document))
      }
      var current = document.firstConstraint(heldBy: holder)
      while let id = current {
        current = document.nextConstraint(after: id)
        let constraint = document[id]
        switch constraint.className {
        case "NSAutoresizingMaskLayoutConstraint":
          if let view = constraint.first.view { printed.insert(view) }
          continue
        case "NSContentSizeLayoutConstraint": continue
        default: break
        }
        // What the capture printed (or the bar model rebuilt) is evidence; a patch's own
        // constraint is not: pinning an autoresizing view does not make it Auto Layout.
        guard constraint.active, constraint.origin?.hasPrefix("patch:") != true else { continue }
        // The first item is placed by the constraint unless the second lies in its own
        // subtree; the second only when the first is (a guide of) one of its ancestors
        // (`H:[X]-(8)-|` is `S.trailing == X.trailing + 8`). `b.top == a.bottom` places b.
        let (first, second) = (constraint.first, constraint.second)
        if let view = first.view {
          let inside = second.map { $0 != first && subtrees.lies($0, within: view) }
          if inside != true { tied.append(view) }
        }
        if let second, let view = second.view,
          subtrees.lies(second, within: subtrees.container(of: first)),
          !subtrees.lies(first, within: view)
        {
          tied.append(view)
        }
      }
    }
    for view in tied where !printed.contains(view) { autoLayout.insert(view) }
  }

  /// The view keeps its recorded frame through autoresizing constraints (a root's is fixed
  /// whatever this says).
  public func isAutoresizing(_ view: ViewID, in document: Document) -> Bool {
    document[view].translatesAutoresizingMaskIntoConstraints && !autoLayout.contains(view)
  }

  /// The dump leaves the view at YES and the rule above lays it out by Auto Layout: what the
  /// dump says of its layout is then what text prints, without its intrinsic size.
  public func isInferredAutoLayout(_ view: ViewID, in document: Document) -> Bool {
    document[view].translatesAutoresizingMaskIntoConstraints && autoLayout.contains(view)
  }

}

/// Whether an item lies in a view's subtree, in constant time: each view's place in
/// pre-order and the size of its subtree (a deep tree with many constraints stays linear).
private struct Subtrees {
  let document: Document
  var position: [Int32]
  var size: [Int32]

  init(_ document: Document, order: [ViewID]) {
    self.document = document
    position = Array(repeating: -1, count: document.viewCount)
    size = Array(repeating: 1, count: document.viewCount)
    for (index, view) in order.enumerated() { position[view.index] = Int32(index) }
    for view in order.reversed() {
      if let superview = document.superview(of: view) {
        size[superview.index] += size[view.index]
      }
    }
  }

  /// A view itself, a guide's owning view.
  func container(of item: ItemID) -> ViewID {
    switch item {
    case .view(let id): id
    case .guide(let id): document.owner(of: id)
    }
  }

  /// `item` is `view`, one of its guides, or lies in its subtree.
  func lies(_ item: ItemID, within view: ViewID) -> Bool {
    let (inner, outer) = (position[container(of: item).index], position[view.index])
    return inner >= outer && inner < outer + size[view.index]
  }
}
