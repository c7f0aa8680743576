import Foundation
import HierarchyIO

/// `inspect find`: views, guides and constraints by XPath, address or class name.
enum FindCommand: Command {
  static let name = "find"
  static let summary = "find views, guides and constraints by class name, address or XPath"
  static let synopsis = "inspect find DUMP QUERY"
  static let help = """
    Prints one match a line: its path from the root, a space, its one-line description:

      UINavigationBar:0x11890f1b0/_UINavigationBarContentView:0x11890ff60/_UIButtonBar…
      …StackView:0x113b5df90 <_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>

    (one line, wrapped here). A guide's path ends in its class and address, and so does a
    constraint's ('NSLayoutConstraint[n]', its place among its holder's constraints, when
    it has no address). Exits 1 when nothing matches.

    arguments:
      DUMP     the dump to read: XML, JSON or LLDB text; '-' for standard input
      QUERY    what to find, read as:
               - an XPath 1.0 expression if it starts with '/' or '(' (or holds one of
                 ( [ / @ $ = and is no address of the dump: 'count(//view)'), evaluated by
                 libxml2 over the dump's XML (FORMAT.md; JSON or LLDB text is converted).
                 Matching <view>, <guide> and <constraint> elements are printed as above;
                 other nodes as their node path and value. An expression that yields a
                 number, string or boolean prints it (exit 1 for false or '').
               - an address, if a view, guide or constraint of the dump has it;
               - else a class name: every view, guide and constraint of that class
                 (exactly; subclasses are not known to a dump).

    options:
    \(Usage.inputOptionsHelp)

    examples:
      inspect find nav.xml _UITAMICAdaptorView
      inspect find nav.xml 0x113b5df90
      inspect find nav.xml "//view[@class='_UIButtonBarStackView']/view"
      inspect find nav.xml "//constraint[@firstAttribute='leading' and @constant!=0]"
      inspect find nav.xml "count(//view)"
    """
  static let spec = inputOptions

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    try arguments.expectPositionals(["DUMP", "QUERY"], command: name)
    let query = arguments.positionals[1]
    if query.isEmpty {
      throw UsageError("QUERY is empty", command: name)
    }
    let dump = try InputOutput.readDump(
      arguments.positionals[0], arguments: arguments, command: name, io: io)
    let items = FoundItems(dump.hierarchy)

    // PRODUCT.md's rule, widened: a query that is no address of the dump and could not be a
    // class name (`count(//view)`, `boolean(//patch)`) is an XPath too.
    let isXPath =
      query.hasPrefix("/") || query.hasPrefix("(")
      || (items.byAddress[query] == nil && query.contains(where: { "([/@$=".contains($0) }))
    if isXPath {
      let xml = dump.format == .xml ? dump.data : dump.hierarchy.xmlData()
      let value: XPathValue
      do {
        value = try XPath.evaluate(query, overXML: xml, source: dump.source)
      } catch let error as XPathError {
        io.err(error.description)
        return Inspect.usage
      }
      return report(value, items: items, io: io)
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
        ?? UsageError.nearest(to: query, among: classes.sorted())
      {
        message += "; did you mean '\(near)'?"
      }
      io.err(message)
      return Inspect.failure
    }
    io.out(matches.map(\.line).joined(separator: "\n"))
    return Inspect.success
  }

  /// Prints an XPath result; 1 when it is empty, false or ''.
  private static func report(_ value: XPathValue, items: FoundItems, io: StandardStreams)
    -> Int32
  {
    switch value {
    case .number(let number):
      io.out(number.isNaN ? "NaN" : number.isInfinite ? (number < 0 ? "-Infinity" : "Infinity")
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
          lines.append(item.line)
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
/// subviews, then its constraints — the order of the XML), with its path and description.
struct FoundItems {
  struct Item {
    var className: String
    var address: String?
    /// `UINavigationBar:0x…/_UINavigationBarContentView:0x…/…`.
    var path: String
    var description: String
    var line: String { "\(path) \(description)" }
  }

  private(set) var all: [Item] = []
  private(set) var byAddress: [String: Item] = [:]
  /// Constraints by holder address and position among the holder's constraints.
  private var byHolder: [String: [Item]] = [:]

  init(_ hierarchy: Hierarchy) {
    let index = ItemIndex(hierarchy)
    func visit(_ view: View, parentPath: String) {
      let path = (parentPath.isEmpty ? "" : parentPath + "/") + "\(view.className):\(view.address)"
      add(Item(
        className: view.className, address: view.address, path: path,
        description: view.uikitDescription))
      for guide in view.guides {
        add(Item(
          className: guide.className, address: guide.address,
          path: path + "/\(guide.className):\(guide.address)",
          description: guide.uikitDescription(owner: view)))
      }
      for subview in view.subviews { visit(subview, parentPath: path) }
      var held: [Item] = []
      for (position, constraint) in view.constraints.enumerated() {
        let last =
          constraint.address.map { "\(constraint.className):\($0)" }
          ?? "\(constraint.className)[\(position + 1)]"
        let item = Item(
          className: constraint.className, address: constraint.address,
          path: path + "/" + last, description: constraint.uikitDescription(in: index))
        add(item)
        held.append(item)
      }
      byHolder[view.address] = held
    }
    for root in hierarchy.views { visit(root, parentPath: "") }
  }

  private mutating func add(_ item: Item) {
    all.append(item)
    if let address = item.address, byAddress[address] == nil { byAddress[address] = item }
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
