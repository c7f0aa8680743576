import ArgumentParsing
import Foundation
import HierarchyIO
import Patcher
import TerminalOutput

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
    it has no address). When nothing matches: one note on standard error (with a
    suggestion when one is near) and exit status 1; nothing at all under -q.

    QUERY is read as:
      - a name of one item: an address in any case (0X113B5DF90), the name the reports
        print ('UILayoutGuide:0x60c0001b2a40'BackButtonGuide(0x7fb4d8c0c1e0)''), a guide's
        or constraint's identifier (LeadingBarGuide(0x7fb4d8c0c1e0)) or a view's title;
      - an XPath 1.0 expression if it starts with '/' or '(' (or holds one of ( [ / @ $ =
        and is no address of the dump: 'count(//view)'), evaluated by libxml2 over the
        dump's XML (docs/format.md; JSON or console text is converted). Matching <view>, <guide>
        and <constraint> elements are printed as above; other nodes as their node path and
        value. An expression that yields a number, string or boolean prints it (exit 1 for
        false or '').
      - else a class name: every view, guide and constraint of that class (exactly;
        subclasses are not known to a dump).
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to read: XML, JSON or console text; '-' for standard input",
      repeats: true),
    Positional(
      name: "QUERY", help: "what to find: an XPath, an address or a class name (see above)",
      completion: .none),
  ]
  static let options =
    [
      format.option, quiet.option,
    ] + Option.input
  static let format = SharedOptions.format(
    Format.self,
    help: "text (one match a line), or json (an array of {kind, class, address, path, "
      + "description}; an XPath's number, string or boolean as {\"value\": …})")
  static let quiet = TypedOption.flag(
    Option(
      "-q", "--quiet",
      help: "print nothing, not even the note when nothing matches: the exit status says "
        + "whether anything did (0) or not (1), as grep -q"))

  enum Format: String, CaseIterable { case text, json }
  static let examples = [
    "inspect find nav.xml _UITAMICAdaptorView",
    "inspect find nav.xml 0x113b5df90",
    "inspect find nav.xml 'LeadingBarGuide(0x7fb4d8c0c1e0)' --format json",
    "inspect find nav.xml \"//view[@class='_UIButtonBarStackView']/view\"",
    "inspect find nav.xml \"//constraint[@firstAttribute='leading' and @constant!=0]\"",
    "inspect find nav.xml \"count(//view)\"",
    "inspect find Bars/ _UITAMICAdaptorView",
  ]

  /// `-q` prints nothing, not even the array.
  static func printsJSONResults(_ arguments: Arguments) -> Bool {
    arguments[format] == .json && !arguments[quiet]
  }

  /// A run's options, typed, from the table, and checked.
  struct Options {
    var query: String
    var json: Bool
    var quiet: Bool
    var input: InputOptions

    /// - Throws: `UsageError` for an empty QUERY.
    init(_ arguments: Arguments) throws(UsageError) {
      query = arguments.positionals.dropFirst().first ?? ""
      if query.isEmpty { throw UsageError("QUERY is empty", command: FindCommand.name) }
      json = arguments[format] == .json
      quiet = arguments[FindCommand.quiet]
      input = InputOptions(arguments)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    var io = io
    let (quiet, json, query) = (options.quiet, options.json, options.query)
    // Matches, values and the note are not printed; errors still are.
    if quiet { io.writeOutput = { _ in } }
    let dump = try InputOutput.readDump(options.input, io: io)
    let items = FoundItems(dump.document)

    // An address (in any case), a report's name of an item, an identifier or a title.
    let named = items.byAddress[query].map { [$0] } ?? items.named(query)
    if !named.isEmpty { return print(named, items: items, json: json, io: io) }
    if isXPath(query, isAddress: false) {
      let xml = dump.format == .xml ? dump.data : dump.document.xmlData()
      let value: XPathValue
      do {
        value = try XPath.evaluate(query, overXML: xml, source: dump.source)
      } catch let error as XPathError {
        io.diagnose(error)
        return Inspect.usage
      }
      if case .nodes(let nodes) = value, nodes.isEmpty {
        var message = "nothing matches the XPath '\(query)'"
        // A class the XPath asks for that the dump does not have is what a user mistyped.
        let classes = Set(items.all.map(\.className))
        if let missing = classLiterals(in: query).first(where: { !classes.contains($0) }) {
          message += ": no view, guide or constraint has the class '\(missing)'"
          message += suggestion(for: missing, items: items, dump: dump)
        }
        return noMatch(message, in: dump, quiet: quiet, json: json, io: io)
      }
      return report(value, items: items, json: json, io: io)
    }

    let matches = items.all.filter { $0.className == query }
    guard !matches.isEmpty else {
      return noMatch(
        "no view, guide or constraint has the address or class '\(query)'"
          + suggestion(for: query, items: items, dump: dump), in: dump, quiet: quiet, json: json,
        io: io)
    }
    return print(matches, items: items, json: json, io: io)
  }

  /// Nothing matches (docs/cli.md, find): one note naming the dump, exit 1, as grep exits 1;
  /// nothing under `-q`. Under `--format json` the matches are an empty array, so that every
  /// result read has its `output`.
  private static func noMatch(
    _ message: String, in dump: Dump, quiet: Bool, json: Bool, io: StandardStreams
  ) -> Int32 {
    if json { io.emit(.array([])) }
    if !quiet { io.diagnose(Diagnostic(.note, file: dump.source, message)) }
    return Inspect.failure
  }

  /// What the user may have meant by a class no item has: `; did you mean 'UIButton'?` (a
  /// class in another case or one edit away), or the XPath that finds a guide identifier,
  /// view title or constraint identifier holding the word; else "".
  private static func suggestion(for query: String, items: FoundItems, dump: Dump) -> String {
    let classes = Set(items.all.map(\.className)).sorted()
    if let near = classes.first(where: { $0.lowercased() == query.lowercased() })
      ?? Suggestion.nearest(to: query, among: classes, minimumLength: 4)
    {
      return "; did you mean '\(near)'?"
    }
    if !query.contains("'"), let attribute = labelAttribute(holding: query, in: dump) {
      // `LeadingBarGuide` is no class, but users know guides by it.
      return
        "; a \(attribute.element) \(attribute.name) holds it: try "
        + "\"//\(attribute.element)[contains(@\(attribute.name), '\(query)')]\""
    }
    return ""
  }

  /// The classes an XPath compares `@class` with: `UIButon` of `//view[@class='UIButon']`.
  static func classLiterals(in query: String) -> [String] {
    let pattern = #"@class\s*=\s*(?:'([^']*)'|"([^"]*)")"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let text = query as NSString
    return expression.matches(in: query, range: NSRange(location: 0, length: text.length))
      .compactMap { match in
        (1...2).lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound }
          .map { text.substring(with: $0) }
      }
  }

  /// Prints matches: a line each, or a JSON array.
  private static func print(
    _ matches: [FoundItems.Item], items: FoundItems, json: Bool, io: StandardStreams
  ) -> Int32 {
    if json {
      io.emit(.array(matches.map(items.json)))
    } else {
      io.out(matches.map { items.line($0) }.joined(separator: "\n"))
    }
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
  private static func report(
    _ value: XPathValue, items: FoundItems, json: Bool, io: StandardStreams
  ) -> Int32 {
    if json {
      switch value {
      case .number(let number):
        io.emit(.object([("value", number.isFinite ? .number(number) : .null)]))
        return Inspect.success
      case .string(let string):
        io.emit(.object([("value", .string(string))]))
        return string.isEmpty ? Inspect.failure : Inspect.success
      case .boolean(let truth):
        io.emit(.object([("value", .bool(truth))]))
        return truth ? Inspect.success : Inspect.failure
      case .nodes(let nodes):
        let entries: [JSONText] = nodes.map { node in
          if node.kind == .element, let item = items.item(for: node) { return items.json(item) }
          return .object([("path", .string(node.nodePath)), ("value", .string(node.value))])
        }
        io.emit(.array(entries))
        return Inspect.success
      }
    }
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
