import ConsoleFormat
import DumpModel
import Testing

/// Fragments of conflict logs, as people copy them from the middle of the console and as
/// log tools ask them to paste (docs/conflicts.md, "Fragments"): each is a log of its own,
/// what it lacks recorded (`logsCut`, `logsWithoutPreamble`), and the constraint forms such
/// pastes hold, written here in UIKit's printed forms (docs/conflicts.md, "Console forms").
@Suite struct LogFragmentTests {
  static func read(_ text: String, strict: Bool = true) throws -> Document {
    var warnings: [ReadWarning] = []
    let document = try Document(
      console: text, source: "paste.txt", strict: strict, warnings: &warnings)
    #expect(warnings.isEmpty, "\(warnings)")
    return document
  }

  static func logs(_ document: Document) -> [[String]] {
    var byLog: [Int: [String]] = [:]
    for id in document.constraintsInDocumentOrder {
      for log in document[id].logs { byLog[log, default: []].append(document[id].address ?? "") }
    }
    return byLog.keys.sorted().map { byLog[$0]! }
  }

  static let entries = [
    "<NSLayoutConstraint:0x600000095d60 UIImageView:0x7fcb8d40bcd0.width == 100   (active)>",
    "<NSLayoutConstraint:0x600000095e00 H:|-(0)-[UIImageView:0x7fcb8d40bcd0]   (active, names: '|':UIView:0x7fcb8d40b8e0 )>",
    "<NSLayoutConstraint:0x600000095ea0 H:[UIImageView:0x7fcb8d40bcd0]-(0)-|   (active, names: '|':UIView:0x7fcb8d40b8e0 )>",
    "<NSLayoutConstraint:0x600000096120 'UIView-Encapsulated-Layout-Width' UIView:0x7fcb8d40b8e0.width == 375   (active)>",
  ]

  static func quoted(_ lines: [String]) -> String {
    lines.enumerated().map { index, line in
      "    \"\(line)\"" + (index == lines.count - 1 ? "" : ",")
    }.joined(separator: "\n")
  }

  /// A bare `( … )` list: one log, without preamble and breaking line, its list whole.
  @Test func aBareListIsALog() throws {
    let document = try Self.read("(\n" + Self.quoted(Self.entries) + "\n)\n")
    #expect(
      Self.logs(document) == [
        ["0x600000095d60", "0x600000095e00", "0x600000095ea0", "0x600000096120"]
      ])
    #expect(document.metadata.logsWithoutPreamble == [1])
    #expect(document.metadata.logsCut == [])
  }

  /// Two bare lists, then a log with everything: three logs, each for what it holds.
  @Test func bareListsAndAWholeLogAreLogByLog() throws {
    let text =
      "(\n" + Self.quoted(Array(Self.entries[0...1])) + "\n)\n(\n"
      + Self.quoted(Array(Self.entries[2...3])) + "\n)\n"
      + "Unable to simultaneously satisfy constraints.\n(\n" + Self.quoted([Self.entries[0]])
      + "\n)\nWill attempt to recover by breaking constraint\n" + Self.entries[0] + "\n"
    let document = try Self.read(text)
    let logs = Self.logs(document).map(Set.init)
    #expect(
      logs == [
        ["0x600000095d60", "0x600000095e00"], ["0x600000095ea0", "0x600000096120"],
        ["0x600000095d60"],
      ])
    #expect(document.metadata.logsWithoutPreamble == [1, 2])
    #expect(document.metadata.logsCut == [])
    let broken = document.constraintsInDocumentOrder.filter { !document[$0].brokenInLogs.isEmpty }
    #expect(broken.map { document[$0].brokenInLogs } == [[3]])
  }

  /// A run of the list's quoted entries with neither `(` nor `)` (sample 111), and a list
  /// whose `)` never comes: logs whose list is cut.
  @Test func aRunOfEntriesAndAnUnclosedListAreCutLogs() throws {
    let run = try Self.read(Self.quoted(Self.entries) + ",\n")
    #expect(Self.logs(run).map(\.count) == [4])
    #expect(run.metadata.logsCut == [1])
    let unclosed = try Self.read(
      "Unable to simultaneously satisfy constraints.\n(\n" + Self.quoted(Self.entries) + ",\n")
    #expect(Self.logs(unclosed).map(\.count) == [4])
    #expect(unclosed.metadata.logsCut == [1])
    #expect(unclosed.metadata.logsWithoutPreamble == [])
  }

  /// The preamble without its first line (sample 109): a log, its preamble there.
  @Test func aPreambleWithoutItsFirstLineBeginsALog() throws {
    let text =
      "\tProbably at least one of the constraints in the following list is one you don't want.\n"
      + "(\n" + Self.quoted(Self.entries) + "\n)\n"
    let document = try Self.read(text)
    #expect(Self.logs(document).map(\.count) == [4])
    #expect(document.metadata.logsWithoutPreamble == [])
  }

  /// An `NSArray`'s description (a log's list) writes a label's characters that are not ASCII
  /// as `\U6570`: decoded, as in the line UIKit prints the broken constraint on.
  @Test func aListsEscapedLabelIsDecoded() throws {
    let document = try Self.read(
      "(\n    \"<NSLayoutConstraint:0x1 UILabel:0x7fa1'\\U6570\\U636e'.width == 100   (active)>\",\n"
        + "    \"<NSLayoutConstraint:0x2 UILabel:0x7fa1'\\U6570\\U636e'.width == 90   (active)>\"\n)\n"
    )
    let label = try #require(document.view(at: "0x7fa1"))
    #expect(document[label].title == "数据")
  }

  /// A constraint printed alone is no log: one quoted, one `po` printed, two `po`s apart.
  @Test func aConstraintAloneIsNoLog() throws {
    for text in [
      "\"\(Self.entries[0])\"\n", Self.entries[0] + "\n",
      "Printing description of $1:\n\(Self.entries[0])\nPrinting description of $2:\n"
        + Self.entries[1] + "\n",
    ] {
      let document = try Self.read(text)
      #expect(Self.logs(document).isEmpty, "\(text)")
    }
  }

  /// Every way a list of constraints is printed is a log, its list whole (docs/conflicts.md,
  /// "Fragments"): an array `po` printed (`<__NSArrayM 0x…>( … )`, Swift's `▿ 4 elements`),
  /// Swift's `print` of an array (one line or several), a list on one line, a run of
  /// constraint lines with their quotes taken away.
  static let listForms: [String] = {
    let entries = LogFragmentTests.entries
    let array = "<__NSArrayM 0x600000c0a0a0>(\n" + entries.joined(separator: ",\n") + "\n)\n"
    var elements = "▿ 4 elements\n"
    for (index, entry) in entries.enumerated() { elements += "  - \(index) : \(entry)\n" }
    let quotedOnOneLine = entries.map { "\"" + $0 + "\"" }.joined(separator: ", ")
    let run = entries.joined(separator: "\n") + "\n"
    // The run hard-wrapped at 60 columns: each entry on two or three lines.
    let wrappedRun =
      entries.map { entry in
        stride(from: 0, to: entry.count, by: 60).map { start in
          String(entry.dropFirst(start).prefix(60))
        }.joined(separator: "\n")
      }.joined(separator: "\n") + "\n"
    let indentedRun = entries.map { "    " + $0 + "," }.joined(separator: "\n") + "\n"
    return [
      array, "(lldb) po $arg2\n" + array, elements,
      "[" + entries.joined(separator: ", ") + "]\n",
      "[\n    " + entries.joined(separator: ",\n    ") + "\n]\n",
      "(" + quotedOnOneLine + ")\n", run, indentedRun, wrappedRun,
    ]
  }()

  @Test(arguments: LogFragmentTests.listForms)
  func everyListIsALog(_ text: String) throws {
    let document = try Self.read(text)
    #expect(Self.logs(document).map(Set.init) == [Set(Self.entries.map(Self.address))], "\(text)")
    #expect(document.metadata.logsWithoutPreamble == [1])
    #expect(document.metadata.logsCut == [])
  }

  static func address(_ entry: String) -> String {
    String(entry.split(separator: " ")[0].dropFirst("<NSLayoutConstraint:".count))
  }

  /// Beside a view tree, an array `po` printed is a view's constraints, not a log; a list of
  /// UIKit's (its entries quoted) is a log wherever it stands.
  @Test func anArrayBesideATreeIsNoLog() throws {
    let tree =
      "<UIView: 0x7fcb8d40b8e0; frame = (0 0; 375 667); layer = <CALayer: 0x600000c0b000>>\n"
    let array = "<__NSArrayM 0x600000c0a0a0>(\n" + Self.entries.joined(separator: ",\n") + "\n)\n"
    #expect(Self.logs(try Self.read(tree + array)).isEmpty)
    let list = "(\n" + Self.quoted(Self.entries) + "\n)\n"
    #expect(Self.logs(try Self.read(tree + list)).map(\.count) == [4])
  }

  /// The constraint forms of pasted lists and log tools' inputs, each as UIKit prints it
  /// (iOS 8 to 17), and the value that form carries: a head copied without `<` `>` (by hand,
  /// out of a line), a deactivated constraint (`po constraint`), content-size priorities,
  /// `@750` and `priority:999`, multipliers, `(Names: …)`, iOS 7–10 layout guides, IB's
  /// prototyping constraints, mangled Swift generics, labels holding commas.
  static let forms = """
    width == 100 ⟹ NSLayoutConstraint:0x600000095d60 UILabel:0x7fcb8d40bcd0.width == 100   (active)
    inactive ⟹ <NSLayoutConstraint:0x600000095d63 UILabel:0x7fcb8d40bcd0.leading == UIView:0x7fcb8d40b8e0.leadingMargin   (inactive)>
    inactive ⟹ <NSLayoutConstraint:0x600000095d64 UILabel:0x7fcb8d40bcd0.width == 100   (inactive, names: '|':UIView:0x7fcb8d40b8e0 )>
    width == 42 ⟹ <NSContentSizeLayoutConstraint:0x6000026a0b40 UILabel:0x7fb1c5d0a2c0'Title'.width == 42 Hug:250 CompressionResistance:750   (active)>
    priority 750 ⟹ <NSLayoutConstraint:0x7f8e1a5 UILabel:0x7fb1c5d0a2c0'Title'.height == 20 @750   (active)>
    multiplier 0.5625 ⟹ <NSLayoutConstraint:0x600000096170 UIImageView:0x7fcb8d40bcd0.height == 0.5625*UIImageView:0x7fcb8d40bcd0.width   (active)>
    top == bottom + 8 ⟹ <NSLayoutConstraint:0x600000096173 V:[_UILayoutGuide:0x7fcb8d40c000]-(8)-[UIView:0x7fcb8d40b8e0]   (Names: '|':UIView:0x7fcb8d40b8f0 )>
    height == 20 ⟹ <_UILayoutSupportConstraint:0x600000096174 V:[_UILayoutGuide:0x7fcb8d40c000(20)]>
    left == left + 20 ⟹ <NSIBPrototypingLayoutConstraint:0x600000096176 'IB auto generated at build time for view with fixed frame' H:|-(20)-[UILabel:0x7fb1c5d0a2c0'Title'](LTR)   (active, names: '|':UIView:0x7fcb8d40b8f0 )>
    priority 750 ⟹ <NSLayoutConstraint:0x60000009618f V:[UILabel:0x7fb1c5d0a2c0'Title']-(>=8@750)-[UIButton:0x7fb1c5d0a2d0'OK']   (active)>
    priority 999 ⟹ <NSLayoutConstraint:0x60000009617e UIView:0x7fcb8d40b8e0.height == 44 priority:999   (active)>
    height == 43.5 ⟹ <NSLayoutConstraint:0x600000096189 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fcb8d40d000.height == 43.5   (active)>
    width == 375 ⟹ <NSLayoutConstraint:0x600002d2e3a0 _TtGC7SwiftUI14_UIHostingViewVS_7AnyView_:0x7fe3c0c0c600.width == 375   (active)>
    width == 44 ⟹ <NSLayoutConstraint:0x600002d2e3a4 UILabel:0x7fe3c0c0c630'Hello, World!'.width == 44   (active)>
    width == width ⟹ <_UIScrollViewLayoutGuideConstraint:0x600002d2e3be UILayoutGuide:0x600003a1c020'UIScrollView-frameLayoutGuide'.width == UIScrollView:0x7fe3c0c0c6b0.width   (active)>
    priority 25 ⟹ <NSLayoutConstraint:0x600002d2e3c5 'UISV-ambiguity-suppression' UIView:0x7fe3c0c0c670.width == 0 @25   (active)>
    """

  static let formCases: [(String, String)] = forms.split(separator: "\n").map { line in
    let parts = line.components(separatedBy: " ⟹ ")
    return (parts[1], parts[0])
  }

  @Test(arguments: formCases)
  func everyFormIsRead(_ line: String, _ carries: String) throws {
    let document = try Self.read(line + "\n")
    let ids = document.constraintsInDocumentOrder
    try #require(ids.count == 1)
    let constraint = document[ids[0]]
    switch carries {
    case "inactive": #expect(!constraint.active)
    case let text where text.hasPrefix("priority "):
      #expect(constraint.priority == Double(text.dropFirst("priority ".count)))
    case let text where text.hasPrefix("multiplier "):
      #expect(constraint.multiplier == Double(text.dropFirst("multiplier ".count)))
    default:
      let constant = carries.split(separator: " ").last.flatMap { Double($0) } ?? 0
      #expect(constraint.constant == constant, "\(line)")
      #expect(constraint.active)
    }
  }
}

/// A whole log with every line behind a logging tool's prefix (docs/conflicts.md, "Console
/// forms"): NSLog's with a time alone or the process alone, `log show`'s, a device syslog's,
/// Console.app's copied columns. Each is one log, its broken constraint known, nothing skipped.
@Suite struct PrefixedLogTests {
  static let prefixes = [
    "2019-03-04 12:00:00.123456+0100 MyApp[123:456] ", "12:00:00.123 MyApp[123:456] ",
    "MyApp[123:456] ", "My App[123:456] [LayoutConstraints] ",
    "2023-10-01 10:00:00.123456+0200 0x1f2e3d   Default     0x0                  12345  0    "
      + "MyApp: (UIKitCore) [com.apple.UIKit:LayoutConstraints] ",
    "Mar  4 18:25:38 iPhone MyApp(UIKitCore)[123] <Notice>: ",
    "default\t10:00:00.123456+0200\tMyApp\t",
  ]

  @Test(arguments: prefixes)
  func aPrefixedLogIsRead(_ prefix: String) throws {
    let lines = [
      "Unable to simultaneously satisfy constraints.", "(",
      "    \"<NSLayoutConstraint:0x1 UIView:0x7fcb1.width == 100   (active)>\",",
      "    \"<NSLayoutConstraint:0x2 UIView:0x7fcb1.width == 50   (active)>\"", ")", "",
      "Will attempt to recover by breaking constraint ",
      "<NSLayoutConstraint:0x2 UIView:0x7fcb1.width == 50   (active)>",
    ]
    let document = try LogFragmentTests.read(lines.map { prefix + $0 }.joined(separator: "\n"))
    #expect(LogFragmentTests.logs(document) == [["0x1", "0x2"]])
    let broken = document.constraintsInDocumentOrder.filter { !document[$0].brokenInLogs.isEmpty }
    #expect(broken.map { document[$0].address } == ["0x2"])
    #expect(document.metadata.logsCut == [] && document.metadata.logsWithoutPreamble == [])
  }
}
