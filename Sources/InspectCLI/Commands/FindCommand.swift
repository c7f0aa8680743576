import DumpIO
import Foundation

/// `inspect find`: views, guides and constraints by XPath, address or class name.
enum FindCommand: Command {
  static let name = "find"
  static let summary = "find views, guides and constraints by class name, address or XPath"
  static let about = """
    Prints one match a line: its path from the root, a space, its one-line description:

      UINavigationBar:0x11890f1b0/_UINavigationBarContentView:0x11890ff60/_UIButtonBar…
      …StackView:0x113b5df90 <_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>

    (one line, wrapped here). A guide's path ends in its class and address, and so does a
    constraint's ('NSLayoutConstraint[n]', its place among its holder's constraints, when
    it has no address). Exits 1 when nothing matches.

    QUERY is read as:
      - an XPath 1.0 expression if it starts with '/' or '(' (or holds one of ( [ / @ $ =
        and is no address of the dump: 'count(//view)'), evaluated by libxml2 over the
        dump's XML (docs/format.md; JSON or LLDB text is converted). Matching <view>, <guide>
        and <constraint> elements are printed as above; other nodes as their node path and
        value. An expression that yields a number, string or boolean prints it (exit 1 for
        false or '').
      - an address, if a view, guide or constraint of the dump has it;
      - else a class name: every view, guide and constraint of that class (exactly;
        subclasses are not known to a dump).
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to read: XML, JSON or LLDB text; '-' for standard input",
      repeats: true),
    Positional(
      name: "QUERY", help: "what to find: an XPath, an address or a class name (see above)",
      completion: .none),
  ]
  static let options = Option.input
  static let examples = [
    "inspect find nav.xml _UITAMICAdaptorView",
    "inspect find nav.xml 0x113b5df90",
    "inspect find nav.xml \"//view[@class='_UIButtonBarStackView']/view\"",
    "inspect find nav.xml \"//constraint[@firstAttribute='leading' and @constant!=0]\"",
    "inspect find nav.xml \"count(//view)\"",
    "inspect find Bars/ _UITAMICAdaptorView",
  ]

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let query = arguments.positionals[1]
    if query.isEmpty {
      throw UsageError("QUERY is empty", command: name)
    }
    let dump = try InputOutput.readDump(
      arguments.positionals[0], arguments: arguments, command: name, io: io)
    var items = FoundItems(dump.hierarchy)

    if isXPath(query, isAddress: items.byAddress[query] != nil) {
      let xml = dump.format == .xml ? dump.data : dump.hierarchy.xmlData()
      let value: XPathValue
      do {
        value = try XPath.evaluate(query, overXML: xml, source: dump.source)
      } catch let error as XPathError {
        io.err(error.description)
        return Inspect.usage
      }
      return report(value, items: &items, io: io)
    }

    let matches: [FoundItems.Item]
    if let item = items.byAddress[query] {
      matches = [item]
    } else {
      matches = items.all.filter { $0.className == query }
    }
    guard !matches.isEmpty else {
      var message =
        "\(dump.source): no view, guide or constraint has the address or class '\(query)'"
      let classes = Set(items.all.map(\.className))
      if let near = classes.sorted().first(where: { $0.lowercased() == query.lowercased() })
        ?? Suggestion.nearest(to: query, among: classes.sorted(), minimumLength: 4)
      {
        message += "; did you mean '\(near)'?"
      } else if !query.contains("'"), let attribute = labelAttribute(holding: query, in: dump) {
        // `LeadingBarGuide` is no class, but users know guides by it.
        message +=
          "; a \(attribute.element) \(attribute.name) holds it: try "
          + "\"//\(attribute.element)[contains(@\(attribute.name), '\(query)')]\""
      }
      io.err(message)
      return Inspect.failure
    }
    io.out(matches.map { items.line($0) }.joined(separator: "\n"))
    return Inspect.success
  }

  /// docs/cli.md's rule (find), widened: a query that starts with `/` or `(`, or is no address of the
  /// dump and could not be a class name (`count(//view)`, `boolean(//patch)`), is an XPath.
  /// `render --root` and `report --root` read their query by the same rule.
  static func isXPath(_ query: String, isAddress: Bool) -> Bool {
    query.hasPrefix("/") || query.hasPrefix("(")
      || (!isAddress && query.contains(where: { "([/@$=".contains($0) }))
  }

  /// The first guide identifier, view title or constraint identifier that contains `text`.
  private static func labelAttribute(holding text: String, in dump: Dump)
    -> (element: String, name: String)?
  {
    var found: (element: String, name: String)?
    dump.hierarchy.forEachView { view, _ in
      guard found == nil else { return }
      if view.guides.contains(where: { $0.identifier?.contains(text) == true }) {
        found = ("guide", "identifier")
      } else if view.title?.contains(text) == true {
        found = ("view", "title")
      } else if view.constraints.contains(where: { $0.identifier?.contains(text) == true }) {
        found = ("constraint", "identifier")
      }
    }
    return found
  }

  /// Prints an XPath result; 1 when it is empty, false or ''.
  private static func report(_ value: XPathValue, items: inout FoundItems, io: StandardStreams)
    -> Int32
  {
    switch value {
    case .number(let number):
      io.out(
        number.isNaN
          ? "NaN"
          : number.isInfinite
            ? (number < 0 ? "-Infinity" : "Infinity")
            : formatNumber(number))
      return Inspect.success
    case .string(let string):
      io.out(string)
      return string.isEmpty ? Inspect.failure : Inspect.success
    case .boolean(let truth):
      io.out(truth ? "true" : "false")
      return truth ? Inspect.success : Inspect.failure
    case .nodes(let nodes):
      guard !nodes.isEmpty else { return Inspect.failure }
      var lines: [String] = []
      for node in nodes {
        if node.kind == .element, let item = items.item(for: node) {
          lines.append(items.line(item))
        } else {
          let value = node.value.split(whereSeparator: \.isNewline).joined(separator: " ")
          lines.append(value.isEmpty ? node.nodePath : "\(node.nodePath) \(value)")
        }
      }
      io.out(lines.joined(separator: "\n"))
      return Inspect.success
    }
  }
}

/// Every view, guide and constraint of a hierarchy in document order (a view, its guides, its
/// subviews, then its constraints — the order of the XML). Paths and descriptions are built
/// for the matches only: a window can hold tens of thousands of constraints.
struct FoundItems {
  struct Item {
    enum Kind { case view, guide, constraint }
    var kind: Kind
    var className: String
    var address: String?
    /// The view's index path (`Hierarchy.view(at:)`), or its holder's for a guide or constraint.
    var viewPath: [Int]
    /// The guide's or constraint's index in its holder.
    var index: Int
  }

  let hierarchy: Hierarchy
  private(set) var all: [Item] = []
  private(set) var byAddress: [String: Item] = [:]
  /// Constraints by holder address, in the holder's order.
  private var byHolder: [String: [Item]] = [:]
  private var itemIndex: ItemIndex?

  init(_ hierarchy: Hierarchy) {
    self.hierarchy = hierarchy
    func visit(_ view: View, path: [Int]) {
      add(
        Item(
          kind: .view, className: view.className, address: view.address, viewPath: path, index: 0))
      for (index, guide) in view.guides.enumerated() {
        add(
          Item(
            kind: .guide, className: guide.className, address: guide.address, viewPath: path,
            index: index))
      }
      for (index, subview) in view.subviews.enumerated() { visit(subview, path: path + [index]) }
      var held: [Item] = []
      for (index, constraint) in view.constraints.enumerated() {
        let item = Item(
          kind: .constraint, className: constraint.className, address: constraint.address,
          viewPath: path, index: index)
        add(item)
        held.append(item)
      }
      if !held.isEmpty { byHolder[view.address] = held }
    }
    for (index, root) in hierarchy.views.enumerated() { visit(root, path: [index]) }
  }

  private mutating func add(_ item: Item) {
    all.append(item)
    if let address = item.address, byAddress[address] == nil { byAddress[address] = item }
  }

  /// `path description`: `UINavigationBar:0x…/…/_UITAMICAdaptorView:0x… <_UITAMICAdaptorView: …>`.
  mutating func line(_ item: Item) -> String {
    var view = hierarchy.views[item.viewPath[0]]
    var segments = ["\(view.className):\(view.address)"]
    for index in item.viewPath.dropFirst() {
      view = view.subviews[index]
      segments.append("\(view.className):\(view.address)")
    }
    let description: String
    switch item.kind {
    case .view:
      description = view.uikitDescription
    case .guide:
      let guide = view.guides[item.index]
      segments.append("\(guide.className):\(guide.address)")
      description = guide.uikitDescription(owner: view)
    case .constraint:
      let constraint = view.constraints[item.index]
      segments.append(
        constraint.address.map { "\(constraint.className):\($0)" }
          ?? "\(constraint.className)[\(item.index + 1)]")
      if itemIndex == nil { itemIndex = ItemIndex(hierarchy) }
      description = constraint.uikitDescription(in: itemIndex!)
    }
    return segments.joined(separator: "/") + " " + description
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
}
