import Foundation
import HierarchyIO
import Patcher

/// Every view, guide and constraint of a document in document order (a view, its guides, its
/// subviews, then its constraints — the order of the XML). Paths and descriptions are built
/// for the matches only: a window can hold tens of thousands of constraints.
struct FoundItems {
  struct Item {
    enum Kind {
      case view(ViewID)
      case guide(GuideID)
      /// A constraint and its place among its holder's constraints.
      case constraint(ConstraintID, index: Int)
    }
    var kind: Kind
    var className: String
    var address: String?
  }

  let document: Document
  private(set) var all: [Item] = []
  private(set) var byAddress: [String: Item] = [:]
  /// Constraints by holder address, in the holder's order.
  private var byHolder: [String: [Item]] = [:]

  init(_ document: Document) {
    self.document = document
    // Reserved: growing the table by rehashing took a third of `find`'s own time on a window.
    let items = document.viewCount + document.guideCount + document.constraintCount
    all.reserveCapacity(items)
    byAddress.reserveCapacity(items)
    // An explicit stack: a view's constraints come after its subviews' subtrees.
    enum Step {
      case open(ViewID)
      case close(ViewID)
    }
    var steps = document.roots.reversed().map(Step.open)
    while let step = steps.popLast() {
      switch step {
      case .open(let view):
        let attributes = document[view]
        add(Item(kind: .view(view), className: attributes.className, address: attributes.address))
        for guide in document.guides(of: view) {
          let value = document[guide]
          add(Item(kind: .guide(guide), className: value.className, address: value.address))
        }
        steps.append(.close(view))
        steps += document.subviews(of: view).reversed().map(Step.open)
      case .close(let view):
        var held: [Item] = []
        for (index, id) in document.constraints(heldBy: view).enumerated() {
          let constraint = document[id]
          let item = Item(
            kind: .constraint(id, index: index), className: constraint.className,
            address: constraint.address)
          add(item)
          held.append(item)
        }
        if !held.isEmpty { byHolder[document[view].address] = held }
      }
    }
  }

  private mutating func add(_ item: Item) {
    all.append(item)
    if let address = item.address, byAddress[address] == nil { byAddress[address] = item }
  }

  /// `path description`: `UINavigationBar:0x…/…/_UITAMICAdaptorView:0x… <_UITAMICAdaptorView: …>`.
  func line(_ item: Item) -> String {
    let (path, description) = parts(item)
    return path + " " + description
  }

  /// The item as `find --format json` prints it: its kind, class, address, path and
  /// description.
  func json(_ item: Item) -> JSONText {
    let (path, description) = parts(item)
    let kind: String
    switch item.kind {
    case .view: kind = "view"
    case .guide: kind = "guide"
    case .constraint: kind = "constraint"
    }
    return .object([
      ("kind", .string(kind)), ("class", .string(item.className)),
      ("address", item.address.map(JSONText.string) ?? .null), ("path", .string(path)),
      ("description", .string(description)),
    ])
  }

  /// The item's path from its root and its one-line description.
  private func parts(_ item: Item) -> (path: String, description: String) {
    let view: ViewID
    switch item.kind {
    case .view(let id): view = id
    case .guide(let id): view = document.owner(of: id)
    case .constraint(let id, _): view = document.holder(of: id)!
    }
    var segments = document.ancestry(of: .view(view)).map { item in
      "\(document.className(of: item)):\(document.address(of: item))"
    }
    let description: String
    switch item.kind {
    case .view:
      description = document[view].uikitDescription
    case .guide(let id):
      let guide = document[id]
      segments.append("\(guide.className):\(guide.address)")
      description = guide.uikitDescription(owner: document[view])
    case .constraint(let id, let index):
      let constraint = document[id]
      segments.append(
        constraint.address.map { "\(constraint.className):\($0)" }
          ?? "\(constraint.className)[\(index + 1)]")
      description = constraint.uikitDescription(in: document)
    }
    return (segments.joined(separator: "/"), description)
  }

  /// The item an XPath element stands for: by its address, or for a constraint without one,
  /// by its holder and position.
  func item(for node: XPathNode) -> Item? {
    switch node.name {
    case "view", "guide":
      return node.address.flatMap { byAddress[$0] }
    case "constraint":
      if let address = node.address, let item = byAddress[address] { return item }
      guard let holder = node.holder, let position = node.constraintPosition,
        let held = byHolder[holder], held.indices.contains(position)
      else { return nil }
      return held[position]
    default:
      return nil
    }
  }

  /// The items a query names as a person would write it: an address in any case
  /// (`0X7FB4D8E13AD0`), the name the reports print (`Class:address`, with the `'label'`
  /// they add: `UILayoutGuide:0x60c0001b2a40'BackButtonGuide(0x7fb4d8c0c1e0)'`), a guide's
  /// or a constraint's identifier (`LeadingBarGuide(0x7fb4d8c0c1e0)`), or a view's title.
  /// Empty when it names none that way.
  func named(_ query: String) -> [Item] {
    let lowered = query.lowercased()
    let byAddress = all.filter { $0.address?.lowercased() == lowered }
    if !byAddress.isEmpty { return byAddress }
    if let colon = query.firstIndex(of: ":"), colon != query.startIndex {
      let className = String(query[..<colon])
      var rest = query[query.index(after: colon)...]
      var label: Substring?
      if let quote = rest.firstIndex(of: "'"), rest.hasSuffix("'"),
        quote < rest.index(before: rest.endIndex)
      {
        label = rest[rest.index(after: quote)..<rest.index(before: rest.endIndex)]
        rest = rest[..<quote]
      }
      let address = rest.lowercased()
      let matches = all.filter { item in
        item.className == className && item.address?.lowercased() == address
          && (label == nil || self.label(of: item) == label.map(String.init))
      }
      if !matches.isEmpty { return matches }
    }
    return all.filter { label(of: $0) == query }
  }

  /// A guide's or a constraint's identifier, a view's title: the label a name quotes.
  func label(of item: Item) -> String? {
    switch item.kind {
    case .view(let id): document[id].title
    case .guide(let id): document[id].identifier
    case .constraint(let id, _): document[id].identifier
    }
  }
}
