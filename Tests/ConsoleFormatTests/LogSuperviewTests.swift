import ConsoleFormat
import DumpModel
import Foundation
import TestSupport
import Testing

/// QA S3-7: the superview a log names with `'|'` is kept, in every form UIKit prints it
/// (docs/conflicts.md, "The tree"; docs/format.md, "What it makes of them").
@Suite struct LogSuperviewTests {
  static func read(_ text: String) throws -> (Document, [ReadWarning]) {
    var warnings: [ReadWarning] = []
    let document = try Document(console: text, source: "t.txt", strict: true, warnings: &warnings)
    return (document, warnings)
  }

  /// Sample 56: `'UIView-Encapsulated-Layout-Top'` `UIView.minY == 0` with
  /// `(names: '|':UIWindow:0x7f927bd073a0 )`: the view is the window's subview.
  @Test func sample56PutsTheViewUnderTheWindowItsLogNames() throws {
    let url = Repository.fixtures.appendingPathComponent(
      "conflict-logs/56-autoresizing-midy-encapsulated.txt")
    let (document, warnings) = try Self.read(try String(contentsOf: url, encoding: .utf8))
    #expect(warnings.isEmpty)
    let window = try document.requireView("0x7f927bd073a0")
    let view = try document.requireView("0x7f927f1017b0")
    #expect(document[window].className == "UIWindow")
    #expect(document.superview(of: view) == window)
    // The label's superview is printed nowhere: it stays under the log's root.
    let label = try document.requireView("0x7f927f2021b0")
    #expect(document.superview(of: label).map { document[$0].className } == "_InspectLogRoot")
  }

  /// The same in a constraint alone (`po constraint`): the window holds the view.
  @Test func anAutoresizingConstraintAloneNamesItsViewsSuperview() throws {
    let (document, _) = try Self.read(
      "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=&-- UIView:0x3.minX == 16   (active, names: '|':UIWindow:0x4 )>\n"
    )
    let window = try document.requireView("0x4")
    let view = try document.requireView("0x3")
    #expect(document.superview(of: view) == window)
    #expect(document.roots == [window])
  }
}
