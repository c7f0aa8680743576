import ConsoleFormat
import DumpModel
import Testing

/// NSLog walks in the shapes apps print them (docs/format.md, "Damaged walks"): depth shown
/// by runs of `*`, `!` or `-`, `class:…,,,superClass:…` lines, children printed before their
/// parents. Each keeps every node under its right parent.
@Suite struct DamagedWalkTests {
  static let bar = "<UINavigationBar: 0x7f10; frame = (0 20; 375 44); layer = <CALayer: 0x9>>"
  static let background =
    "<_UIBarBackground: 0x7f11; frame = (0 -20; 375 64); layer = <CALayer: 0x9>>"
  static let hairline = "<UIImageView: 0x7f12; frame = (0 64; 375 0.5); layer = <CALayer: 0x9>>"
  static let content =
    "<_UINavigationBarContentView: 0x7f13; frame = (0 0; 375 44); layer = <CALayer: 0x9>>"
  static let title =
    "<UILabel: 0x7f14; frame = (150 12; 75 20); text = 'Title'; layer = <_UILabelLayer: 0x9>>"

  /// Each view's superview's address, by address (nil: a root).
  static func parents(_ text: String) throws -> [String: String] {
    let (document, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty, "\(warnings)")
    var parents: [String: String] = [:]
    for view in document.viewIDs {
      parents[document[view].address] =
        document.parent(of: .view(view)).map { document[$0].address } ?? "root"
    }
    return parents
  }

  static let expected: [String: String] = [
    "0x7f10": "root", "0x7f11": "0x7f10", "0x7f12": "0x7f11", "0x7f13": "0x7f10",
    "0x7f14": "0x7f13",
  ]

  /// `*`, `!` and `-` runs, behind NSLog's prefix: a run of two stars is no Markdown bold.
  @Test(arguments: ["*", "!", "-"])
  func depthByMarks(_ mark: String) throws {
    let prefix = "2016-07-31 10:13:54.150 App[1487:33958] "
    let lines = [
      (0, Self.bar), (1, Self.background), (2, Self.hairline), (1, Self.content), (2, Self.title),
    ]
    let text = lines.map { depth, line in
      prefix + String(repeating: mark, count: depth + 1) + line
    }.joined(separator: "\n")
    #expect(try Self.parents(text) == Self.expected)
  }

  /// Children printed before their parents, depth by indentation: each line is the parent of
  /// the deeper lines printed since the last one as shallow.
  @Test func childrenBeforeTheirParents() throws {
    let text = [
      "    " + Self.hairline, "  " + Self.background, "    " + Self.title, "  " + Self.content,
      Self.bar,
    ].joined(separator: "\n")
    #expect(try Self.parents(text) == Self.expected)
  }

  /// The same walk parents first is read as before; so is a recursive description cut so
  /// that its first line lies deeper than its last (bars are never printed children first).
  @Test func parentsFirstAndCutTreesAreUnchanged() throws {
    let text = [
      Self.bar, "  " + Self.background, "    " + Self.hairline, "  " + Self.content,
      "    " + Self.title,
    ].joined(separator: "\n")
    #expect(try Self.parents(text) == Self.expected)
    let cut = ["   |    | " + Self.hairline, "   | " + Self.content].joined(separator: "\n")
    #expect(try Self.parents(cut) == ["0x7f12": "root", "0x7f13": "root"])
  }

  /// `class:…,,,superClass:…`: a description or a class name, its superclass kept.
  @Test func classAndSuperclassLines() throws {
    let text = """
      class:\(Self.bar),,,superClass:UIView
      --class:\(Self.background),,,superClass:_UIBarBackgroundImageView
      """
    let (document, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty, "\(warnings)")
    let background = try #require(document.view(at: "0x7f11"))
    #expect(document.parent(of: .view(background)).map { document[$0].address } == "0x7f10")
    #expect(
      document[background].unknownAttributes.first { $0.name == "superclass" }?.value
        == "_UIBarBackgroundImageView")
    let names = """
      class:UINavigationBar,,,superClass:UIView
      -class:_UIBarBackground,,,superClass:UIView
      --class:UIImageView,,,superClass:UIView
      """
    let (walk, nameWarnings) = try LLDB.read(names)
    #expect(nameWarnings.isEmpty, "\(nameWarnings)")
    let image = try #require(walk.view(at: "line3"))
    #expect(walk[image].className == "UIImageView")
    #expect(walk.parent(of: .view(image)).map { walk[$0].className } == "_UIBarBackground")
  }
}
