import Foundation
import HierarchyIO
import Patcher

/// Every view, guide and constraint of a document in document order (a view, its guides, its
/// subviews, then its constraints — the order of the XML). Nothing is indexed up front: a
/// query walks the document's own links (`forEach`) and makes an `Item` for a match only,
/// and paths and descriptions are built for the matches printed. A window holds hundreds of
/// thousands of items; `find` of a name no item has was 40 % of its time in making a table of
/// them all before the walks.
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

  init(_ document: Document) {
    self.document = document
  }

  /// Calls `body` with every item in document order until it returns false.
  func forEach(_ body: (Item.Kind) -> Bool) {
    var current = document.firstView
    while let view = current {
      guard body(.view(view)) else { return }
      var guide = document.firstGuide(of: view)
      while let id = guide {
        guard body(.guide(id)) else { return }
        guide = document.nextGuide(after: id)
      }
      if let child = document.firstSubview(of: view) {
        current = child
        continue
      }
      // A leaf: its constraints, then those of every view its subtree closes.
      var closing = view
      while true {
        var constraint = document.firstConstraint(heldBy: closing)
        var index = 0
        while let id = constraint {
          guard body(.constraint(id, index: index)) else { return }
          index += 1
          constraint = document.nextConstraint(after: id)
        }
        if let next = document.nextSibling(of: closing) {
          current = next
          break
        }
        guard let parent = document.superview(of: closing) else {
          current = nil
          break
        }
        closing = parent
      }
    }
  }

  /// The items in document order for which `isMatch` holds.
  func filter(_ isMatch: (Item.Kind) -> Bool) -> [Item] {
    var matches: [Item] = []
    forEach { kind in
      if isMatch(kind) { matches.append(item(kind)) }
      return true
    }
    return matches
  }

  func item(_ kind: Item.Kind) -> Item {
    Item(kind: kind, className: className(of: kind), address: address(of: kind))
  }

  func className(of kind: Item.Kind) -> String {
    switch kind {
    case .view(let id): document[id].className
    case .guide(let id): document[id].className
    case .constraint(let id, _): document[id].className
    }
  }

  func address(of kind: Item.Kind) -> String? {
    switch kind {
    case .view(let id): document[id].address
    case .guide(let id): document[id].address
    case .constraint(let id, _): document[id].address
    }
  }

  /// Every item's class, once each.
  var classNames: Set<String> {
    var classes = Set<String>()
    var previous = ""
    forEach { kind in
      // Neighbours share their class more often than not: a comparison is cheaper than a hash.
      let className = self.className(of: kind)
      if className != previous {
        classes.insert(className)
        previous = className
      }
      return true
    }
    return classes
  }

  /// The item with exactly this address, the first in document order.
  func item(withAddress address: String) -> Item? {
    var found: Item?
    forEach { kind in
      guard self.address(of: kind) == address else { return true }
      found = item(kind)
      return false
    }
    return found
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

  /// The items by address (the first in document order with it) and the constraints by
  /// their holder's address, for XPath results: made once, when an XPath matched elements.
  struct NodeIndex {
    var byAddress: [String: Item] = [:]
    /// Constraints by holder address, in the holder's order.
    var byHolder: [String: [Item]] = [:]
  }

  func nodeIndex() -> NodeIndex {
    var index = NodeIndex()
    var held: [Item] = []
    forEach { kind in
      let item = item(kind)
      if let address = item.address, index.byAddress[address] == nil {
        index.byAddress[address] = item
      }
      if case .constraint(let id, let position) = kind {
        // The walk gives a holder's constraints together, from its first (position 0).
        if position == 0 { held.removeAll() }
        held.append(item)
        if document.nextConstraint(after: id) == nil, let holder = document.holder(of: id) {
          index.byHolder[document[holder].address] = held
        }
      }
      return true
    }
    return index
  }

  /// The item an XPath element stands for: by its address, or for a constraint without one,
  /// by its holder and position.
  func item(for node: XPathNode, in index: NodeIndex) -> Item? {
    switch node.name {
    case "view", "guide":
      return node.address.flatMap { index.byAddress[$0] }
    case "constraint":
      if let address = node.address, let item = index.byAddress[address] { return item }
      guard let holder = node.holder, let position = node.constraintPosition,
        let held = index.byHolder[holder], held.indices.contains(position)
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
    let byAddress = filter { kind in
      address(of: kind).map { QueryText.lowercasedEquals($0, lowered) } ?? false
    }
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
      let matches = filter { kind in
        self.className(of: kind) == className
          && (self.address(of: kind).map { QueryText.lowercasedEquals($0, address) } ?? false)
          && (label == nil || self.label(of: kind) == label.map(String.init))
      }
      if !matches.isEmpty { return matches }
    }
    return filter { label(of: $0) == query }
  }

  /// A guide's or a constraint's identifier, a view's title: the label a name quotes.
  func label(of kind: Item.Kind) -> String? {
    switch kind {
    case .view(let id): document[id].title
    case .guide(let id): document[id].identifier
    case .constraint(let id, _): document[id].identifier
    }
  }
}

/// Comparisons of a query with a dump's text that make no string: an ASCII fast path for each,
/// with the same answer as the `String` operation it stands for.
enum QueryText {
  /// `text.lowercased() == lowered`, where `lowered` is lowercased already.
  static func lowercasedEquals(_ text: String, _ lowered: String) -> Bool {
    var text = text
    var lowered = lowered
    let answer: Bool? = text.withUTF8 { a in
      lowered.withUTF8 { b -> Bool? in
        guard a.count == b.count else {
          // Lowercasing keeps an ASCII text's length; other text takes the slow path.
          return isASCII(a) && isASCII(b) ? false : nil
        }
        for index in 0..<a.count {
          let (x, y) = (a[index], b[index])
          guard x < 0x80, y < 0x80 else { return nil }
          let folded = x >= UInt8(ascii: "A") && x <= UInt8(ascii: "Z") ? x | 0x20 : x
          if folded != y { return isASCII(a) && isASCII(b) ? false : nil }
        }
        return true
      }
    }
    return answer ?? (text.lowercased() == lowered)
  }

  /// `text.contains(part)`: bytes compared when both are ASCII and `part` holds no line
  /// break (a match could then split no `\r\n`, one `Character`).
  static func contains(_ text: String, _ part: String) -> Bool {
    var text = text
    var part = part
    let answer: Bool? = text.withUTF8 { a in
      part.withUTF8 { b -> Bool? in
        guard isASCII(a), isASCII(b),
          !b.contains(UInt8(ascii: "\r")), !b.contains(UInt8(ascii: "\n"))
        else { return nil }
        guard !b.isEmpty else { return nil }
        guard a.count >= b.count else { return false }
        for start in 0...(a.count - b.count) where a[start] == b[0] {
          var index = 1
          while index < b.count, a[start + index] == b[index] { index += 1 }
          if index == b.count { return true }
        }
        return false
      }
    }
    return answer ?? text.contains(part)
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
  }
}
