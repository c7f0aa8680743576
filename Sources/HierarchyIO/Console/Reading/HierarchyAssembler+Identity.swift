import DumpModel

/// One address, several objects. A paste of two `recursiveDescription`s taken at different
/// moments reuses the addresses of freed views: a view printed again with another class, or
/// by a tree line under another superview (or inside itself), is another object, never merged
/// into the first. It gets its own address in the document, `0x2#2` for the second object the
/// text printed at `0x2` (the Document keys items by address: docs/model.md), and a warning at
/// its line names the first. From there on the text's `0x2` is the latest object: constraints
/// printed later name it. A view printed again with the same class under the same superview
/// (the same tree printed twice, or a view printed alone and then in its tree) is the same
/// view, its later description read over the earlier (docs/format.md, "What it makes of
/// them").
extension HierarchyAssembler {
  /// Why a view printed as `className` under `parent` is not the item `existing`; nil when it
  /// may be the same view.
  func differs(_ existing: Reference, className: String?, parent: Int?) -> String? {
    switch existing {
    case .guide:
      return "the first is a layout guide"
    case .view(let index):
      let node = views[index]
      if let className, node.classKnown, node.view.className != className {
        return "another class"
      }
      guard let parent else { return nil }
      if parent == index || isAncestor(index, of: parent) {
        return "printed inside it"
      }
      if node.placed, let old = node.parent, old != parent {
        return "under '\(name(of: .view(parent)))', not '\(name(of: .view(old)))'"
      }
      return nil
    }
  }

  /// The address an item first printed at `address` takes: `address` itself, or for a later
  /// object `address#2`, `address#3`, … (the first not taken); the text's `address` then names
  /// it.
  mutating func identity(for address: String) -> String {
    guard references[address] != nil else { return address }
    var number = 2
    while references["\(address)#\(number)"] != nil { number += 1 }
    let identity = "\(address)#\(number)"
    reused[address] = identity
    return identity
  }

  /// The warning for `item`, an object the text printed at the address of `first`.
  mutating func warnAnotherObject(_ item: Reference, than first: Reference, reason: String?) {
    let firstLocation = location(of: first).map { " at \($0)" } ?? ""
    let why = reason.map { "\($0); " } ?? ""
    let message =
      "'\(name(of: item, printed: true))' is another object than '\(name(of: first))'"
      + "\(firstLocation) (\(why)the address was reused): read as '\(address(of: item))'"
    if let location = location(of: item) { warnings.append(ReadWarning(message, at: location)) }
  }

  /// The item's address in the document.
  func address(of item: Reference) -> String {
    switch item {
    case .view(let index): views[index].view.address
    case .guide(let index): guides[index].guide.address
    }
  }

  /// `Class:0xADDRESS`; with `printed`, the address as the text printed it (without `#2`).
  func name(of item: Reference, printed: Bool = false) -> String {
    var address = address(of: item)
    if printed, let hash = address.lastIndex(of: "#") { address = String(address[..<hash]) }
    switch item {
    case .view(let index): return "\(views[index].view.className):\(address)"
    case .guide(let index):
      let className = guides[index].guide.className
      return "\(className.isEmpty ? "UILayoutGuide" : className):\(address)"
    }
  }

  func location(of item: Reference) -> SourceLocation? {
    switch item {
    case .view(let index): views[index].view.location
    case .guide(let index): guides[index].guide.location
    }
  }

  /// The constraint with its items registered and named by their addresses in the document
  /// (the latest object at a reused address). A visual format's `|` that no `names:` resolved
  /// stays `|` (`resolveBars`).
  mutating func resolved(_ parsed: ParsedConstraint, location: SourceLocation) -> LayoutConstraint {
    var constraint = parsed.constraint
    // Registered first: `address(of:)` must see the items just made.
    if !Self.isBareBar(parsed.firstItem) {
      let first = item(parsed.firstItem, location: location)
      constraint.first = address(of: first)
    }
    if let second = parsed.secondItem, !Self.isBareBar(second) {
      let item = item(second, location: location)
      constraint.second = address(of: item)
    }
    return constraint
  }

  /// A visual format's `|` that no `names:` resolved.
  static func isBareBar(_ item: ParsedConstraint.Item) -> Bool {
    item.address == "|" && item.className == nil
  }
}
