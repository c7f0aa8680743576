import ConsoleFormat
import DumpModel
import Foundation
import TestSupport
import Testing

/// Reading never loses structure (issue 21, item 5): an unread tree line keeps its place, an
/// item printed under a name is a view, what is not a view never becomes one.
@Suite struct StructureKeptTests {
  /// Every console text of `Fixtures/`: the samples (headers stripped), the conflict logs,
  /// and every case's `input*.txt`.
  static func consoleTexts() throws -> [(name: String, text: String)] {
    let root = Repository.fixtures
    var texts: [(String, String)] = []
    // The samples, their `# ` header lines and the blank line after them stripped; the
    // captures 81–115 of the issue are in `unseen-samples`.
    for folder in ["lldb-samples", "unseen-samples"] {
      let url = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
      where name.hasSuffix(".txt") {
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.hasPrefix("# ") { lines = lines.dropFirst() }
        if let first = lines.first, first.isEmpty { lines = lines.dropFirst() }
        texts.append((name, lines.joined(separator: "\n")))
      }
    }
    guard let walk = FileManager.default.enumerator(atPath: root.path) else { return texts }
    for case let path as String in walk
    where path.hasSuffix(".txt") && !path.hasPrefix("lldb-samples/")
      && !path.hasPrefix("unseen-samples/")
      && !path.hasPrefix("fuzz-regressions/") && !path.hasPrefix("bad-input/")
      && (path.hasPrefix("conflict-logs/") || path.split(separator: "/").last!.hasPrefix("input"))
    {
      texts.append(
        (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
    }
    return texts.sorted { $0.0 < $1.0 }
  }

  /// Read as the commands read it (leniently): nil when it is refused.
  static func read(_ text: String) -> Document? {
    var warnings: [ReadWarning] = []
    return try? Document(console: text, source: "t.txt", warnings: &warnings)
  }

  /// No sample reads a layer, a font, a touch, a colour, a collection, a trait collection or
  /// a bar item as a view.
  @Test func noSampleReadsANonViewAsAView() throws {
    let texts = try Self.consoleTexts()
    #expect(texts.count > 45)
    for (name, text) in texts {
      guard let document = Self.read(text) else { continue }
      for view in document.lldbViews {
        #expect(
          NonViewObject.kind(ofClass: view.className.utf8) == nil,
          "\(name): '\(view.className):\(view.address)' read as a view")
      }
    }
  }

  /// The objects a paste prints beside its views, in every form: a layer's line in a tree,
  /// a font, a touch, a trait collection, a colour, a layer in an array, a layer in a trace.
  /// Each is one warning at its line; none is a view.
  @Test func nonViewsAreWarningsNeverViews() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 375 44); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (0 0; 100 20); text = 'a'; layer = <_UILabelLayer: 0x4>>
         |    | <CALayer: 0x5; position = CGPoint (0 0); bounds = CGRect (0 0; 0 0)>
      <UICTFont: 0x6> font-family: ".SFUI-Regular"; font-weight: normal; font-size: 17.00pt
      <UITouch: 0x7> phase: Began tap count: 1 window: <UIWindow: 0x8; frame = (0 0; 375 667)>
      <UITraitCollection: 0x9; HorizontalSizeClass = Compact, VerticalSizeClass = Regular>
      <UIDynamicSystemColor: 0xa; name = systemBackgroundColor>
      <__NSArrayM 0xb>(
      <CAShapeLayer:0xc; position = CGPoint (0 0)>
      )
      UIView:0x1
      |   CALayer:0xd
      """
    let (document, warnings) = try LLDB.read(text)
    #expect(document.lldbViews.map(\.address) == ["0x1", "0x3"])
    #expect(warnings.map(\.location.line) == [3, 4, 5, 6, 7, 9, 12])
    #expect(
      warnings.map { $0.message.components(separatedBy: " as a view: ").last ?? "" } == [
        "it is a layer; skipped", "it is a font; skipped", "it is a touch or an event; skipped",
        "it is a trait collection; skipped", "it is a colour; skipped", "it is a layer; skipped",
        "it is a layer; skipped",
      ])
  }

  /// A tree line that cannot be read keeps a view at its depth, with the class it starts
  /// with (or none) and its address: the lines under it keep their superview (before, they
  /// went to the grandparent without a word).
  @Test func anUnreadTreeLineKeepsItsSubtree() throws {
    let text = """
      <UINavigationBar: 0x1; frame = (0 20; 375 44); layer = <CALayer: 0x2>>
         | <_UIBarBackground: 0x3; frame = (0 -20; 375 64; layer = <CALayer: 0x4>>
         |    | <UIImageView: 0x5; frame = (0 64; 375 0.5)>
         | <_UINavigationBarContentView: 0x6; frame = (0 0; 375 44)>
         |    | <_UIButtonBarStackView 0x7; frame = (0 0; 44 44)>
         |    |    | <UIButton: 0x8; frame = (0 0; 44 44)>
         |    | <%%% 0x9 ???
         |    |    | <UILabel: 0xa; frame = (0 0; 44 44)>
      """
    let (document, warnings) = try LLDB.read(text)
    #expect(document.lldbSuperview(of: "0x5") == "0x3")
    #expect(document.lldbSuperview(of: "0x3") == "0x1")
    #expect(document.lldbSuperview(of: "0x8") == "0x7")
    #expect(document.lldbSuperview(of: "0x7") == "0x6")
    #expect(document.lldbSuperview(of: "0xa") == "0x9")
    #expect(document.lldbSuperview(of: "0x9") == "0x6")
    #expect(document.lldbView("0x3")?.className == "_UIBarBackground")
    #expect(document.lldbView("0x3")?.frame == nil)
    #expect(document.lldbView("0x7")?.className == "_UIButtonBarStackView")
    #expect(document.lldbView("0x9")?.className == "UIView")
    #expect(warnings.map(\.location.line) == [2, 5, 7])
    #expect(
      warnings.last?.message.hasSuffix(
        "kept as a view of unknown class at '0x9', so that the lines under it keep their "
          + "superview") == true)
  }

  /// Every tree line of every sample, damaged in turn (its frame's parenthesis doubled, so
  /// that its description does not parse): no other view changes superview.
  @Test func noSubtreeChangesParentBecauseALineWasUnread() throws {
    var damagedLines = 0
    for (name, text) in try Self.consoleTexts() {
      guard let whole = Self.read(text) else { continue }
      let parents = Dictionary(
        whole.lldbViews.map { ($0.address, whole.lldbSuperview(of: $0.address)) },
        uniquingKeysWith: { first, _ in first })
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated()
      where line.contains("| <") && line.contains("; frame = (") {
        var damaged = lines
        damaged[number] = Substring(
          line.replacingOccurrences(of: "; frame = (", with: "; frame = (("))
        guard let document = Self.read(damaged.joined(separator: "\n")) else { continue }
        damagedLines += 1
        for view in document.lldbViews where parents[view.address] != nil {
          #expect(
            document.lldbSuperview(of: view.address) == parents[view.address] ?? nil,
            "\(name):\(number + 1) damaged: '\(view.address)' changed superview")
        }
      }
    }
    #expect(damagedLines > 100)
  }

  /// An item printed under a name instead of a class (`Dynamic Stack View:0x…` in a trace;
  /// names with spaces, hyphens, dots) is a view with that identifier, its class unknown.
  @Test func aNamedTraceItemIsAView() throws {
    let text = """
      UIWindow:0x10
      |   UINavigationBar:0x11
      |   |   Dynamic Stack View:0x12
      |   |   |   *UIButton:0x13'Back'
      |   |   progress background:0x14
      |   |   |   ListViewImage-a1b2:0x15
      |   |   my.stack v2:0x16
      """
    let (document, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(document.lldbView("0x12")?.identifier == "Dynamic Stack View")
    #expect(document.lldbView("0x12")?.className == "UIView")
    #expect(document.lldbSuperview(of: "0x13") == "0x12")
    #expect(document.lldbView("0x14")?.identifier == "progress background")
    #expect(document.lldbView("0x15")?.identifier == "ListViewImage-a1b2")
    #expect(document.lldbSuperview(of: "0x15") == "0x14")
    #expect(document.lldbView("0x16")?.identifier == "my.stack v2")
  }
}

/// Items named with spaces, hyphens or dots in constraints (issue 21): each is a view with
/// that identifier, in a body, a visual format and a `names:` list, and what `show` prints of
/// them reads back the same.
@Suite struct NamedConstraintItemTests {
  static let text = """
    <NSLayoutConstraint:0x6000 ListViewImage-a1b2:0x7f01.width == 20   (active)>
    <NSLayoutConstraint:0x6001 H:|-(8)-[progress background:0x7f02]   (active, names: '|':UIView:0x7f03 )>
    <NSLayoutConstraint:0x6002 my.view:0x7f04.height == 20   (active)>
    <NSLayoutConstraint:0x6003 Dynamic Stack View:0x7f05.leading == UIView:0x7f03.leading + 8   (active)>
    <NSLayoutConstraint:0x6004 H:[progress background]-(4)-|   (active, names: progress background:0x7f02, '|':UIView:0x7f03 )>
    """

  @Test func namedItemsAreViewsWithThatIdentifier() throws {
    let (document, warnings) = try LLDB.read(Self.text)
    #expect(warnings.isEmpty)
    #expect(document.lldbConstraints.count == 5)
    for (address, name) in [
      ("0x7f01", "ListViewImage-a1b2"), ("0x7f02", "progress background"),
      ("0x7f05", "Dynamic Stack View"),
    ] {
      #expect(document.lldbView(address)?.identifier == name)
      #expect(document.lldbView(address)?.className == "UIView")
    }
    #expect(document.lldbView("0x7f04")?.className == "my.view")
    #expect(document.lldbSuperview(of: "0x7f02") == "0x7f03")
    let shown = document.recursiveDescription(guides: true, constraints: true)
    let (again, more) = try LLDB.read(shown)
    #expect(more.isEmpty)
    #expect(again.recursiveDescription(guides: true, constraints: true) == shown)
    #expect(again.lldbView("0x7f02")?.identifier == "progress background")
  }

  /// A malformed address is never read as an item: a located warning.
  @Test func aMalformedAddressIsAWarning() throws {
    let text = """
      <UIView: 0x9; frame = (0 0; 10 10)>
      <NSLayoutConstraint:0x6000 list view:0x7f0g.width == 20   (active)>
      """
    let (document, warnings) = try LLDB.read(text)
    #expect(document.lldbView("0x7f0") == nil)
    #expect(warnings.map(\.location.line) == [2])
  }
}
