// OWNER: the LLDB work (issue 5).
import DumpModel

/// Collects what console text tells of views, guides and constraints — from any number of
/// trees, traces and logs in one paste — and assembles one `Document` at the end
/// (HierarchyAssembler+Document.swift).
///
/// Facts arrive in any order (a log may name a guide's owner after using the guide), so items
/// are kept flat, by address, with their parent when some line gave it, and the tree is built
/// last. The rules are in `ConsoleReader.swift`'s header.
struct HierarchyAssembler {
  struct ViewNode {
    var view: ViewAttributes
    /// False while the class is a stand-in: the name of an item a log named without an
    /// address, or `UIView` for one named by its accessibility identifier.
    var classKnown = true
    /// Whether a tree line or a description printed the view (a log only names it).
    var described = false
    var parent: Int?
    /// Whether a tree line gave `parent` (a log's `|` only suggests it).
    var placed = false
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

  var views: [ViewNode] = []
  var guides: [GuideNode] = []
  /// Every item by its address in the document (unique: `0x2#2` for the second object the
  /// text printed at `0x2`, HierarchyAssembler+Identity.swift).
  var references: [String: Reference] = [:]
  /// An address the text printed for more than one object: the address of the latest.
  var reused: [String: String] = [:]
  /// Warnings about what the text says of its items (a reused address), for the reader to
  /// give at the line being read.
  var warnings: [ReadWarning] = []
  /// Every constraint of every log and list, in the order first printed.
  var constraints: [LayoutConstraint] = []
  var constraintPositions: [String: Int] = [:]
  /// The view a tree line says holds each constraint (`inspect show --constraints`), or nil.
  var holders: [Int?] = []
  /// The conflict logs of the text (`ConflictLogTracker`), given before assembling.
  var logs: [ConflictLogTracker.Log] = []
  /// `|` of a visual format no `names:` resolved: constraint index and the bracketed item.
  var unresolvedBars: [(constraint: Int, child: String)] = []

  static let rootAddress = "log"
  static let rootClass = "_InspectLogRoot"

  var isEmpty: Bool { views.isEmpty && guides.isEmpty && constraints.isEmpty }

  func reference(_ address: String) -> Reference? { references[reused[address] ?? address] }

  // MARK: Items

  /// Whether a class is a layout guide rather than a view.
  static func isGuideClass(_ className: String) -> Bool {
    className == "UILayoutGuide" || className == UIKitClass.layoutSpacer
      || className == "_UILayoutGuide" || className.hasSuffix("LayoutGuide")
  }

  /// The view at `address`, created if new; its class and title are filled in if unknown.
  /// A nil class is unknown: the view is a `UIView` until the text names its class. A view
  /// the text printed with another class, or (`parent`: the superview a tree line gives) under
  /// another superview, is another object: a new view (`anotherObject`).
  @discardableResult
  mutating func view(
    _ address: String, className: String?, title: String? = nil, identifier: String? = nil,
    parent: Int? = nil, location: SourceLocation?
  ) -> Int {
    let known = className != nil && className != address
    let current = reused[address] ?? address
    if let existing = references[current],
      let reason = differs(existing, className: known ? className : nil, parent: parent)
    {
      let index = newView(
        address, className: className, known: known, title: title, identifier: identifier,
        location: location)
      warnAnotherObject(.view(index), than: existing, reason: reason)
      return index
    }
    if case .view(let index)? = references[current] {
      if !views[index].classKnown, known, let className {
        views[index].view.className = className
        views[index].classKnown = true
      }
      if views[index].view.title == nil, let title { views[index].view.title = title }
      if views[index].view.identifier == nil, let identifier {
        views[index].view.identifier = identifier
      }
      return index
    }
    return newView(
      address, className: className, known: known, title: title, identifier: identifier,
      location: location)
  }

  private mutating func newView(
    _ address: String, className: String?, known: Bool, title: String?, identifier: String?,
    location: SourceLocation?
  ) -> Int {
    var view = ViewAttributes(
      className: className ?? UIKitClass.view, address: identity(for: address))
    view.title = title
    view.identifier = identifier
    view.location = location
    views.append(ViewNode(view: view, classKnown: known))
    references[view.address] = .view(views.count - 1)
    return views.count - 1
  }

  /// The guide at `address`, created if new. At an address the text printed a view at, it
  /// is another object.
  @discardableResult
  mutating func guide(
    _ address: String, className: String, identifier: String?, location: SourceLocation?
  ) -> Int {
    let current = reused[address] ?? address
    if case .guide(let index)? = references[current] {
      if guides[index].guide.identifier == nil, let identifier {
        guides[index].guide.identifier = identifier
      }
      return index
    }
    let existing = references[current]
    var guide = LayoutGuide(address: identity(for: address), identifier: identifier)
    guide.className = className
    guide.location = location
    guides.append(GuideNode(guide: guide))
    references[guide.address] = .guide(guides.count - 1)
    if let existing { warnAnotherObject(.guide(guides.count - 1), than: existing, reason: nil) }
    return guides.count - 1
  }

  /// Registers an item a constraint names.
  @discardableResult
  mutating func item(_ item: ParsedConstraint.Item, location: SourceLocation?) -> Reference {
    let known = reference(item.address)
    if case .guide(let index)? = known {
      guide(item.address, className: "", identifier: item.label, location: location)
      return .guide(index)
    }
    if let className = item.className, Self.isGuideClass(className) {
      return .guide(
        guide(item.address, className: className, identifier: item.label, location: location))
    }
    return .view(
      view(
        item.address, className: Self.className(of: item),
        title: item.label.map(ObjectDescription.unescape),
        identifier: item.identifier, location: location))
  }

  /// An item's class as a constraint names it: nil (unknown) for one named by its
  /// accessibility identifier, its name for one named without an address (`BackButton`).
  static func className(of item: ParsedConstraint.Item) -> String? {
    item.className ?? (item.identifier == nil ? item.address : nil)
  }

  mutating func update(view index: Int, _ body: (inout ViewAttributes) -> Void) {
    body(&views[index].view)
  }
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

  /// Takes a view out of its superview: a root (a walk read again, `DamagedWalks`).
  mutating func detach(_ index: Int) {
    guard let old = views[index].parent else { return }
    views[old].children.removeAll { $0 == index }
    views[index].parent = nil
    views[index].placed = false
  }

  /// Records what a tree line says: `parent` encloses `child`, in the order tree lines come.
  /// A tree line outranks what a constraint's `|` suggested earlier (a constraint printed
  /// before the subviews it names must not reorder them).
  mutating func placeInTree(_ child: Reference, under parent: Int) {
    switch child {
    case .view(let index):
      guard index != parent, !isAncestor(index, of: parent) else { return }
      // The same tree printed again keeps its order.
      if views[index].placed, views[index].parent == parent { return }
      views[index].placed = true
      if let old = views[index].parent { views[old].children.removeAll { $0 == index } }
      views[index].parent = parent
      views[parent].children.append(index)
    case .guide(let index):
      if let old = guides[index].owner { views[old].guides.removeAll { $0 == index } }
      guides[index].owner = parent
      views[parent].guides.append(index)
    }
  }

  func isAncestor(_ candidate: Int, of view: Int) -> Bool {
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
    var constraint = resolved(parsed, location: location)
    constraint.location = location
    if let containment = parsed.containment, !Self.isBareBar(containment.superview) {
      let superview = item(containment.superview, location: location)
      let child = item(containment.child, location: location)
      if case .view(let parent) = superview { setParent(parent, of: child) }
    }
    constraints.append(constraint)
    holders.append(holder)
    let index = constraints.count - 1
    if let address = constraint.address { constraintPositions[address] = index }
    if let containment = parsed.containment, Self.isBareBar(containment.superview),
      let child = reference(containment.child.address)
    {
      unresolvedBars.append((index, address(of: child)))
    }
    applyImplicitFacts(of: constraint)
    return index
  }

  /// Marks the constraint UIKit broke; adds it first if the list did not show it. Returns its
  /// index.
  @discardableResult
  mutating func markBroken(_ parsed: ParsedConstraint, location: SourceLocation) -> Int {
    var index: Int?
    if let address = parsed.constraint.address, address != "0x0" {
      index = constraintPositions[address]
    } else {
      let constraint = resolved(parsed, location: location)
      index = constraints.lastIndex { $0 == constraint }
    }
    let position = index ?? add(parsed, location: location)
    constraints[position].broken = true
    return position
  }

  /// What a constraint's class says of its first item: an autoresizing-mask constraint gives
  /// the view's mask; a content-size constraint its intrinsic size, hugging and resistance.
  private mutating func applyImplicitFacts(of constraint: LayoutConstraint) {
    guard case .view(let index)? = references[constraint.first] else { return }
    switch constraint.className {
    case UIKitConstraintClass.autoresizingMask:
      if let mask = constraint.printedAutoresizingMask {
        views[index].view.autoresizingMask = mask
        views[index].view.translatesAutoresizingMaskIntoConstraints = true
      }
    case UIKitConstraintClass.contentSize:
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
}
