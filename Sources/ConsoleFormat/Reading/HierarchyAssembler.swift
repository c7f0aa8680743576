// OWNER: the LLDB work (issue 5).
import DumpModel

/// Collects what LLDB text tells of views, guides and constraints — from any number of
/// trees, traces and logs in one paste — and assembles one `Hierarchy` at the end.
///
/// Facts arrive in any order (a log may name a guide's owner after using the guide), so items
/// are kept flat, by address, with their parent when some line gave it, and the tree is built
/// last. The rules are in `ConsoleReader.swift`'s header.
struct HierarchyAssembler {
  struct ViewNode {
    var view: View
    var parent: Int?
    var children: [Int] = []
    var guides: [Int] = []
  }

  struct GuideNode {
    var guide: LayoutGuide
    var owner: Int?
  }

  enum Reference: Hashable {
    case view(Int)
    case guide(Int)
  }

  private(set) var views: [ViewNode] = []
  private(set) var guides: [GuideNode] = []
  private var references: [String: Reference] = [:]
  /// Every constraint of every log and list, in the order first printed.
  private(set) var constraints: [LayoutConstraint] = []
  private var constraintPositions: [String: Int] = [:]
  /// The view a tree line says holds each constraint (`inspect show --constraints`), or nil.
  private var holders: [Int?] = []
  /// `|` of a visual format no `names:` resolved: constraint index and the bracketed item.
  private var unresolvedBars: [(constraint: Int, child: String)] = []

  static let rootAddress = "log"
  static let rootClass = "_InspectLogRoot"

  var isEmpty: Bool { views.isEmpty && guides.isEmpty && constraints.isEmpty }

  func reference(_ address: String) -> Reference? { references[address] }

  // MARK: Items

  /// Whether a class is a layout guide rather than a view.
  static func isGuideClass(_ className: String) -> Bool {
    className == "UILayoutGuide" || className == "_UILayoutSpacer"
      || className == "_UILayoutGuide" || className.hasSuffix("LayoutGuide")
  }

  /// The view at `address`, created if new; its class and title are filled in if unknown.
  @discardableResult
  mutating func view(
    _ address: String, className: String, title: String? = nil, location: SourceLocation?
  ) -> Int {
    if case .view(let index)? = references[address] {
      if views[index].view.className == address, className != address {
        views[index].view.className = className
      }
      if views[index].view.title == nil, let title { views[index].view.title = title }
      return index
    }
    var view = View(className: className, address: address)
    view.title = title
    view.location = location
    views.append(ViewNode(view: view))
    references[address] = .view(views.count - 1)
    return views.count - 1
  }

  @discardableResult
  mutating func guide(
    _ address: String, className: String, identifier: String?, location: SourceLocation?
  ) -> Int {
    if case .guide(let index)? = references[address] {
      if guides[index].guide.identifier == nil, let identifier {
        guides[index].guide.identifier = identifier
      }
      return index
    }
    var guide = LayoutGuide(address: address, identifier: identifier)
    guide.className = className
    guide.location = location
    guides.append(GuideNode(guide: guide))
    references[address] = .guide(guides.count - 1)
    return guides.count - 1
  }

  /// Registers an item a constraint names.
  @discardableResult
  mutating func item(_ item: ParsedConstraint.Item, location: SourceLocation?) -> Reference {
    if let known = references[item.address] {
      switch known {
      case .view(let index):
        view(
          item.address, className: item.className ?? item.address, title: item.label,
          location: location)
        return .view(index)
      case .guide(let index):
        guide(item.address, className: "", identifier: item.label, location: location)
        return .guide(index)
      }
    }
    let className = item.className ?? item.address
    if Self.isGuideClass(className) {
      return .guide(
        guide(item.address, className: className, identifier: item.label, location: location))
    }
    return .view(view(item.address, className: className, title: item.label, location: location))
  }

  mutating func update(view index: Int, _ body: (inout View) -> Void) { body(&views[index].view) }
  mutating func update(guide index: Int, _ body: (inout LayoutGuide) -> Void) {
    body(&guides[index].guide)
  }

  /// Records that `parent` encloses `child` (a subview, or a guide it owns). The first fact
  /// wins; a tree line is given before the logs that only suggest it.
  mutating func setParent(_ parent: Int, of child: Reference) {
    switch child {
    case .view(let index):
      guard views[index].parent == nil, index != parent, !isAncestor(index, of: parent) else {
        return
      }
      views[index].parent = parent
      views[parent].children.append(index)
    case .guide(let index):
      guard guides[index].owner == nil else { return }
      guides[index].owner = parent
      views[parent].guides.append(index)
    }
  }

  /// Records what a tree line says: `parent` encloses `child`, in the order tree lines come.
  /// A tree line outranks what a constraint's `|` suggested earlier (a constraint printed
  /// before the subviews it names must not reorder them).
  mutating func placeInTree(_ child: Reference, under parent: Int) {
    switch child {
    case .view(let index):
      guard index != parent, !isAncestor(index, of: parent) else { return }
      if let old = views[index].parent { views[old].children.removeAll { $0 == index } }
      views[index].parent = parent
      views[parent].children.append(index)
    case .guide(let index):
      if let old = guides[index].owner { views[old].guides.removeAll { $0 == index } }
      guides[index].owner = parent
      views[parent].guides.append(index)
    }
  }

  private func isAncestor(_ candidate: Int, of view: Int) -> Bool {
    var current: Int? = view
    var steps = 0
    // Bounded: a chain longer than the depth limit fails `checkDepth` anyway.
    while let index = current, steps <= Self.depthLimit + 1 {
      if index == candidate { return true }
      current = views[index].parent
      steps += 1
    }
    return false
  }

  // MARK: Constraints

  /// Adds a parsed constraint in log order, registering its items. A constraint already seen
  /// (same address, in another log of the paste) is not added twice. Returns its index.
  @discardableResult
  mutating func add(_ parsed: ParsedConstraint, location: SourceLocation, holder: Int? = nil)
    -> Int
  {
    if let address = parsed.constraint.address, address != "0x0",
      let existing = constraintPositions[address]
    {
      return existing
    }
    var constraint = parsed.constraint
    constraint.location = location
    item(parsed.firstItem, location: location)
    if let second = parsed.secondItem, second.address != "|" || second.className != nil {
      item(second, location: location)
    }
    if let containment = parsed.containment,
      containment.superview.address != "|"
        || containment.superview.className != nil
    {
      let superview = item(containment.superview, location: location)
      let child = item(containment.child, location: location)
      if case .view(let parent) = superview { setParent(parent, of: child) }
    }
    constraints.append(constraint)
    holders.append(holder)
    let index = constraints.count - 1
    if let address = constraint.address { constraintPositions[address] = index }
    if let containment = parsed.containment, containment.superview.address == "|",
      containment.superview.className == nil
    {
      unresolvedBars.append((index, containment.child.address))
    }
    applyImplicitFacts(of: constraint)
    return index
  }

  /// Marks the constraint UIKit broke; adds it first if the list did not show it.
  mutating func markBroken(_ parsed: ParsedConstraint, location: SourceLocation) {
    var index: Int?
    if let address = parsed.constraint.address, address != "0x0" {
      index = constraintPositions[address]
    } else {
      index = constraints.lastIndex { $0 == parsed.constraint }
    }
    let position = index ?? add(parsed, location: location)
    constraints[position].broken = true
  }

  /// What a constraint's class says of its first item: an autoresizing-mask constraint gives
  /// the view's mask; a content-size constraint its intrinsic size, hugging and resistance.
  private mutating func applyImplicitFacts(of constraint: LayoutConstraint) {
    guard case .view(let index)? = references[constraint.first] else { return }
    switch constraint.className {
    case "NSAutoresizingMaskLayoutConstraint":
      if let mask = constraint.printedAutoresizingMask {
        views[index].view.autoresizingMask = mask
        views[index].view.translatesAutoresizingMaskIntoConstraints = true
      }
    case "NSContentSizeLayoutConstraint":
      let horizontal = constraint.firstAttribute == .width
      guard horizontal || constraint.firstAttribute == .height else { return }
      var size = views[index].view.intrinsicSize ?? Size(width: -1, height: -1)
      if horizontal { size.width = constraint.constant } else { size.height = constraint.constant }
      views[index].view.intrinsicSize = size
      if let hug = constraint.printedHugging {
        if horizontal {
          views[index].view.hugging.horizontal = hug
        } else {
          views[index].view.hugging.vertical = hug
        }
      }
      if let resistance = constraint.printedCompressionResistance {
        if horizontal {
          views[index].view.compressionResistance.horizontal = resistance
        } else {
          views[index].view.compressionResistance.vertical = resistance
        }
      }
    default:
      break
    }
  }

  // MARK: Assembly

  /// Builds the hierarchy: the inferred owners, the roots (under a synthetic root when the
  /// text gives more than one, or a guide without an owner), and the constraints held by the
  /// nearest common ancestor of all their items, in log order.
  /// - Throws: `ReadError.tooDeep` when views nest deeper than FORMAT.md's 1,000 levels.
  mutating func assemble(source: String, warnings: inout [ReadWarning]) throws(ReadError)
    -> Hierarchy
  {
    inferGuideOwners()
    resolveBars(warnings: &warnings)
    try checkDepth(source: source)

    let unownedGuides = guides.indices.filter { guides[$0].owner == nil }
    var roots = views.indices.filter { views[$0].parent == nil }
    // Several trees (two `po` outputs) stay several roots; a synthetic root is made only to
    // hold what has no place: constraints across trees, guides without an owner.
    if !unownedGuides.isEmpty || (holders.contains(nil) && commonAncestor() == nil) {
      let root = view(Self.rootAddress, className: Self.rootClass, location: nil)
      for index in roots where index != root { setParent(root, of: .view(index)) }
      for index in unownedGuides { setParent(root, of: .guide(index)) }
      roots = [root]
    }
    let unheld = constraints.indices.filter { holders[$0] == nil }
    if !unheld.isEmpty, let holder = commonAncestor() ?? roots.first {
      views[holder].view.constraints.append(contentsOf: unheld.map { constraints[$0] })
    }
    for (index, holder) in holders.enumerated() {
      if let holder { views[holder].view.constraints.append(constraints[index]) }
    }
    var hierarchy = Hierarchy(source: source)
    hierarchy.views = roots.map(build)
    return hierarchy
  }

  /// FORMAT.md reads hierarchies up to 1,000 levels deep; a text that nests deeper (or whose
  /// `names:` make a cycle) is refused before anything recurses over it.
  static let depthLimit = 1000

  private func checkDepth(source: String) throws(ReadError) {
    var depth = [Int](repeating: -1, count: views.count)
    for start in views.indices where depth[start] < 0 {
      var chain: [Int] = []
      var current: Int? = start
      while let index = current, depth[index] < 0 {
        chain.append(index)
        if chain.count > Self.depthLimit { throw tooDeep(at: start, source: source) }
        current = views[index].parent
      }
      var level = current.map { depth[$0] } ?? -1
      for index in chain.reversed() {
        level += 1
        depth[index] = level
        if level >= Self.depthLimit { throw tooDeep(at: start, source: source) }
      }
    }
  }

  private func tooDeep(at view: Int, source: String) -> ReadError {
    ReadError(
      .tooDeep(limit: Self.depthLimit),
      at: views[view].view.location ?? SourceLocation(file: source, line: 1, column: 1))
  }

  private func build(_ index: Int) -> View {
    var view = views[index].view
    view.guides += views[index].guides.map { guides[$0].guide }
    view.subviews += views[index].children.map(build)
    return view
  }

  /// Guides named `Name(0x…)` or `Name(layout=0x…)` belong to the view whose description
  /// ends in `layout=0x…` (the navigation bar's content view prints its layout object).
  private mutating func inferGuideOwners() {
    var layoutOwners: [String: Int] = [:]
    for (index, node) in views.enumerated() {
      if let layout = node.view.unknownAttributes.first(where: { $0.name == "layout" }) {
        layoutOwners[layout.value] = index
      }
    }
    guard !layoutOwners.isEmpty else { return }
    for index in guides.indices where guides[index].owner == nil {
      guard let identifier = guides[index].guide.identifier, identifier.hasSuffix(")"),
        let open = identifier.lastIndex(of: "(")
      else { continue }
      var key = identifier[
        identifier.index(after: open)..<identifier.index(before: identifier.endIndex)]
      if key.hasPrefix("layout=") { key = key.dropFirst("layout=".count) }
      if let owner = layoutOwners[String(key)] { setParent(owner, of: .guide(index)) }
    }
  }

  /// A `|` without `names:` is the bracketed item's superview (or owner) when the text gives
  /// it; else a view is made for it, named after the item.
  private mutating func resolveBars(warnings: inout [ReadWarning]) {
    for (position, child) in unresolvedBars {
      let parent: Int
      switch references[child] {
      case .view(let index)? where views[index].parent != nil: parent = views[index].parent!
      case .guide(let index)? where guides[index].owner != nil: parent = guides[index].owner!
      default:
        let name = "superview(\(child))"
        parent = view(name, className: "UIView", location: constraints[position].location)
        if let reference = references[child] { setParent(parent, of: reference) }
        if let location = constraints[position].location {
          warnings.append(
            ReadWarning(
              "the visual format's '|' is not named; it stands for a superview of '\(child)'"
                + " the text does not show",
              at: location))
        }
      }
      let address = views[parent].view.address
      if constraints[position].first == "|" { constraints[position].first = address }
      if constraints[position].second == "|" { constraints[position].second = address }
    }
    unresolvedBars = []
  }

  /// The nearest view enclosing every item of every constraint (a guide counts as its owner).
  private func commonAncestor() -> Int? {
    var common: [Int]?
    for (constraint, holder) in zip(constraints, holders) where holder == nil {
      for address in [constraint.first, constraint.second].compactMap({ $0 }) {
        guard let reference = references[address] else { continue }
        let view: Int?
        switch reference {
        case .view(let index): view = index
        case .guide(let index): view = guides[index].owner
        }
        guard let view else { continue }
        let chain = ancestry(of: view)
        if let current = common {
          var length = 0
          while length < current.count, length < chain.count, current[length] == chain[length] {
            length += 1
          }
          common = Array(current.prefix(length))
        } else {
          common = chain
        }
      }
    }
    return common?.last
  }

  /// Root first, `view` last.
  private func ancestry(of view: Int) -> [Int] {
    var chain: [Int] = []
    var current: Int? = view
    while let index = current, chain.count <= views.count {
      chain.append(index)
      current = views[index].parent
    }
    return chain.reversed()
  }
}
