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
    let items = FoundItems(dump.document)

    if isXPath(query, isAddress: items.byAddress[query] != nil) {
      let xml = dump.format == .xml ? dump.data : dump.document.xmlData()
      let value: XPathValue
      do {
        value = try XPath.evaluate(query, overXML: xml, source: dump.source)
      } catch let error as XPathError {
        io.diagnose(error.description)
        return Inspect.usage
      }
      if case .nodes(let nodes) = value, nodes.isEmpty {
        io.diagnose("\(dump.source): error: nothing matches the XPath '\(query)'")
        return Inspect.failure
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
        "\(dump.source): error: no view, guide or constraint has the address or class "
        + "'\(query)'"
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
      io.diagnose(message)
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
    let document = dump.document
    for view in document.preorder {
      if document.guides(of: view).contains(where: {
        document[$0].identifier?.contains(text) == true
      }) {
        return ("guide", "identifier")
      } else if document[view].title?.contains(text) == true {
        return ("view", "title")
      } else if document.constraints(heldBy: view).contains(where: {
        document[$0].identifier?.contains(text) == true
      }) {
        return ("constraint", "identifier")
      }
    }
    return nil
  }

  /// Prints an XPath result; 1 when it is empty, false or ''.
  private static func report(_ value: XPathValue, items: FoundItems, io: StandardStreams)
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
