import ConsoleFormat
import DumpModel
import Foundation
import TestSupport
import Testing

/// QA S3-4: a recursiveDescription, its `po [view constraints]` and a conflict log in one paste.
/// The printed tree stays a root with its frames, the view's constraints stay on the view, and
/// the log's items alone go under `_InspectLogRoot`, which holds the log's constraints in print
/// order (docs/format.md, "What it makes of them"; docs/cli.md, convert).
@Suite struct TreeAndLogPasteTests {
  static let contentView = "0x107ed4fa0"
  static let bar = "0x107e957e0"

  /// Sample 03, the content view's constraints as `po` prints them, then log 76.
  static func paste(log: String = "76-button-height-ge44.txt") throws -> String {
    let constraints = """
      (lldb) po [0x107ed4fa0 constraints]
      <__NSArrayI 0x600000c8a0a0>(
      <NSLayoutConstraint:0x600002a1c0a0 _UIButtonBarStackView:0x107df1d90.leading == _UINavigationBarContentView:0x107ed4fa0.leading + 8   (active)>,
      <NSLayoutConstraint:0x600002a1c0f0 _UIButtonBarStackView:0x107df1d90.centerY == _UINavigationBarContentView:0x107ed4fa0.centerY   (active)>
      )

      """
    let url = Repository.fixtures.appendingPathComponent("conflict-logs/" + log)
    return try LLDB.sample("03") + "\n" + constraints + String(contentsOf: url, encoding: .utf8)
  }

  static func read(_ text: String) throws -> Document {
    var warnings: [ReadWarning] = []
    let document = try Document(console: text, source: "t.txt", strict: true, warnings: &warnings)
    #expect(warnings.isEmpty)
    return document
  }

  @Test func theTreeStaysARootAndTheViewKeepsItsConstraints() throws {
    let document = try Self.read(try Self.paste())
    let bar = try document.requireView(Self.bar)
    let contentView = try document.requireView(Self.contentView)
    // The log's one item (`Forms.Button`, in no tree) is a root of its own, as when the log
    // is read alone, and holds the log's constraints in print order.
    let button = try document.requireView("0x107fb4260")
    #expect(document.roots == [bar, button])
    #expect(document.view(at: "log") == nil)
    #expect(document[bar].frame == Rect(x: 0, y: 0, width: 375, height: 56))
    #expect(
      document.constraints(heldBy: contentView).compactMap { document[$0].address } == [
        "0x600002a1c0a0", "0x600002a1c0f0",
      ])
    #expect(
      document.constraints(heldBy: button).compactMap { document[$0].address } == [
        "0x2825170c0", "0x282514230",
      ])
    #expect(document.constraints(heldBy: button).map { document[$0].logs } == [[1], [1]])
  }

  /// A log whose items are in no one tree: they go under `_InspectLogRoot`, which holds the
  /// log's constraints; the printed tree stays a root beside it (sample 03, then log 56).
  @Test func theLogRootGathersOnlyTheLogsItems() throws {
    let document = try Self.read(
      try Self.paste(log: "56-autoresizing-midy-encapsulated.txt"))
    let bar = try document.requireView(Self.bar)
    let logRoot = try document.requireView("log")
    #expect(document.roots == [bar, logRoot])
    let contentView = try document.requireView(Self.contentView)
    #expect(document.constraints(heldBy: contentView).count == 2)
    #expect(
      document.constraints(heldBy: logRoot).map { document[$0].logs } == [[1], [1], [1], [1]])
    #expect(
      document.subviews(of: logRoot).map { document[$0].address } == [
        "0x7f927f2021b0", "0x7f927bd073a0",
      ])
  }

  /// Without the log, the same paste reads to the same tree and the same holders: the log
  /// changes nothing of what the tree says.
  @Test func theLogChangesNothingOfTheTree() throws {
    let withLog = try Self.read(try Self.paste())
    let text = try Self.paste()
    let alone = try Self.read(String(text[..<text.range(of: "Make a symbolic")!.lowerBound]))
    for view in alone.preorder {
      let address = alone[view].address
      let other = try withLog.requireView(address)
      #expect(withLog[other] == alone[view], "\(address)")
      #expect(
        withLog.superview(of: other).map { withLog[$0].address }
          == alone.superview(of: view).map { alone[$0].address })
      #expect(
        withLog.constraints(heldBy: other).map { withLog[$0].address }
          == alone.constraints(heldBy: view).map { alone[$0].address })
    }
    #expect(Array(withLog.roots.prefix(alone.roots.count)) == alone.roots)
  }

  /// A log whose items are all in the printed tree is held in it, in print order, with no
  /// synthetic root (sample 06's three logs after a trace of other views: each log's order kept).
  @Test func aLogAfterATreeKeepsItsPrintOrder() throws {
    let url = Repository.fixtures.appendingPathComponent("conflict-logs/06-swiftui-backbutton.txt")
    let log = try String(contentsOf: url, encoding: .utf8)
    let alone = try Self.read(log)
    let mixed = try Self.read(try LLDB.sample("03") + "\n" + log)
    func logged(_ document: Document) -> [[String]] {
      (1...3).map { number in
        document.constraintsInDocumentOrder.filter { document[$0].logs.contains(number) }
          .compactMap { document[$0].address }
      }
    }
    #expect(logged(mixed) == logged(alone))
    let bar = try mixed.requireView(Self.bar)
    #expect(mixed.roots.first == bar)
    #expect(mixed[bar].frame == Rect(x: 0, y: 0, width: 375, height: 56))
  }

  /// What `show` prints of a paste with a synthetic root beside a printed tree reads back, the
  /// root in the text (`<_InspectLogRoot: log>`) taken as the root again, not made twice (the
  /// console fuzz target found the document refused: duplicate address 'log').
  @Test func aShownLogRootReadsBack() throws {
    let text = """
      <_InspectLogRoot: log>
         | <UILayoutGuide: 0x6 - "G", owningView = <_InspectLogRoot: log>>
      <UIView: 0x1; frame = (0 0; 1 1)>
      <NSLayoutConstraint:0x9 UIView:0x1.width == UIView:0x2.width   (active)>

      """
    let document = try Self.read(text)
    let shown = document.recursiveDescription(guides: true, constraints: true)
    let again = try Self.read(shown)
    #expect(again.recursiveDescription(guides: true, constraints: true) == shown)
    let logRoot = try again.requireView("log")
    #expect(again.roots.filter { $0 == logRoot }.count == 1)
  }

  /// A tree line whose class is no name (the console fuzz target's `<_U<NSContentSize…:0x8b20;
  /// …; layer = <CALayer: 0x2…>>`) is a line that cannot be read, not a view whose text `show`
  /// would print and no reader take back.
  @Test func aClassThatIsNoNameIsNoView() throws {
    var warnings: [ReadWarning] = []
    let document = try Document(
      console: """
        <UIView: 0x1; frame = (0 0; 10 10)>
           | <_U<NSContentSizeLayoutConstraint:0x8b20; frame = (0 56; 375 0); layer = <CALayer: 0x280129440>>

        """, source: "t.txt", warnings: &warnings)
    #expect(document.viewCount == 1)
    #expect(warnings.map(\.location.line) == [2])
  }
}
