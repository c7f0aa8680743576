import Audit
import DumpModel
import Foundation
import TestSupport
import Testing

/// `check` never passes what it did not check (docs/check.md, "What was checked"; issue 19):
/// no bar is an error that says what was read, an item without a frame is `unmeasured`, a
/// conflict UIKit logged that inspect cannot reproduce is still a `conflict`, and the summary
/// counts what was checked.
@Suite struct CoverageTests {
  static func path(_ name: String) -> String {
    Repository.fixtures.appendingPathComponent(name).path
  }

  /// Sample 13: LLDB printed each view of a stack on its own line (no nesting), with no bar.
  @Test func aStackPrintedWithoutItsBarIsNoBar() {
    let run = inspect("check", Self.path("sample13-ios17-trailing-stack/input.txt"))
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "error: no bar to check, nothing was checked: read 7 views printed flat, none inside "
          + "another (a walk inspect could not assemble into a tree): '_UIButtonBarStackView', "
          + "'_UIButtonBarButton', '_UIModernBarButton'; none is a 'UINavigationBar', a "
          + "'UIToolbar' or a bar's content view [no-bar]"), "\(run.output)")
    #expect(run.output.hasSuffix(": 1 error, 0 warnings; 0 items checked, 0 unmeasured\n"))
  }

  /// Sample 51: two NSLog walks of iOS 9/10 bars whose bar line is not in the paste.
  @Test func aWalkWithoutItsBarIsNoBar() {
    let run = inspect("check", Self.path("ios9-ios10-sample51-nslog/input.txt"))
    #expect(run.status == 1)
    #expect(run.output.contains("read 18 views printed flat"), "\(run.output)")
    #expect(run.output.contains("[no-bar]"))
  }

  /// A bar that was checked reports how many items, titles and back buttons it measured.
  @Test func theSummaryCountsWhatWasChecked() {
    let run = inspect("check", Self.path("sample66-ios13-back-button-push/input.txt"))
    #expect(run.status == 0)
    #expect(run.output.hasSuffix(": no findings; 2 items checked, 0 unmeasured\n"), "\(run.output)")
    let json = inspect(
      "check", Self.path("sample66-ios13-back-button-push/input.txt"), "--format", "json")
    #expect(json.output.contains("\"checked\": 2"), "\(json.output)")
    #expect(json.output.contains("\"unmeasured\": 0"))
  }

  /// Sample 87: only the breaking line and the trailer of a log: UIKit broke a constraint;
  /// inspect cannot reproduce the conflict and says why. Sample 58: the two printed
  /// constraints (`height >= 48` against an encapsulated 48) conflict within UIKit's rounding.
  @Test func aLogInspectCannotReproduceIsStillAConflict() throws {
    let fragment = """
      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x280634e10 H:[_UIButtonBarStackView:0x12ec95310]-(16)-|   (active, names: '|':_UIToolbarContentView:0x12ec196a0 )>

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      """
    let run = inspect("check", "-", input: fragment)
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "error: UIKit broke '_UIToolbarContentView:0x12ec196a0.trailing == "
          + "_UIButtonBarStackView:0x12ec95310.trailing + 16' (conflict log 1); inspect could not "
          + "reproduce the conflict: the paste holds only the constraint UIKit broke, not the "
          + "log's list of the constraints it conflicts with [conflict]"), "\(run.output)")
    // 58 (`height >= 48` against an encapsulated 48) is a conflict once the encapsulated
    // height may be a rounding away from the 6 digits UIKit printed (docs/conflicts.md).
    let cell = inspect("check", Self.path("conflict-logs/58-cell-height-ge48.txt"))
    #expect(cell.status == 1)
    #expect(
      cell.output.contains("one of 2 constraints that cannot all hold [conflict]"),
      "\(cell.output)")
    #expect(cell.output.contains("a height of 48 pt ('UIView-Encapsulated-Layout-Height')"))
  }

  /// Sample 06: the lines keep UIKit's identifiers, and the advice about UIKit's own
  /// constraints names the app-side cause: the content view held 0 wide.
  @Test func uikitsConstraintsKeepTheirIdentifierAndNameTheCause() {
    let run = inspect("check", Self.path("conflict-logs/06-swiftui-backbutton.txt"))
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "error: UIKit broke 'BIB_Trailing_CB_Leading' ('_UIModernBarButton:0x7fa914f29320'Screen "
          + "1'.leading == _UIModernBarButton:0x7fa914f2bbc0.trailing + 6'), one of 7 constraints "
          + "that cannot all hold [conflict]"), "\(run.output)")
    #expect(
      run.output.contains(
        "fix: UIKit holds '_UINavigationBarContentView:0x7fa914f26830' at 0 pt wide "
          + "('UIView-Encapsulated-Layout-Width'): it is laid out before it has its size (during "
          + "a transition"))
    #expect(!run.output.contains("remove one of them"))
    // Nor are the log's items, which the log prints without their other constraints,
    // reported as ambiguous.
    #expect(!run.output.contains("[ambiguous]"))
  }

  /// A frame-only Sentry attachment of a whole window: the app's stack views (whose frames
  /// Sentry recorded and whose constraints it cannot carry) are no findings, and the check
  /// keeps to the bar by default.
  @Test func aFrameOnlyWindowHasNoLayoutArtefacts() throws {
    let window = try SentryWindow.json()
    let run = inspect("check", "-", input: window)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output == "<stdin>: no findings; 2 items checked, 0 unmeasured\n")
  }

  /// `--root` keeps the check to the subtrees it names; one that finds nothing is an error.
  @Test func rootKeepsTheCheckToASubtree() {
    let beta = Self.path("ios11-beta-bar/input.xml")
    #expect(inspect("check", beta).status == 1)
    let title = inspect("check", beta, "--root", "UILabel")
    #expect(title.status == 0, "\(title.output)")
    #expect(title.output.hasSuffix(": no findings; 1 item checked, 0 unmeasured\n"))
    let none = inspect("check", beta, "--root", "UIToolbar")
    #expect(none.status == 1)
    #expect(none.error.contains("'--root UIToolbar' finds no view"), "\(none.error)")
  }
}

/// A Sentry attachment of a whole window: sample 66's bar (`Fixtures/sentry-sample66-ios13-
/// navbar`) beside an app's view holding two nested stack views, frames only.
enum SentryWindow {
  static func json() throws -> String {
    let data = try Fixture("sentry-sample66-ios13-navbar").data("input.json")
    guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      var windows = root["windows"] as? [[String: Any]],
      var containerChildren = (windows[0]["children"] as? [[String: Any]])?.first
    else { throw CocoaError(.coderReadCorrupt) }
    func node(
      _ type: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
      _ children: [[String: Any]] = []
    ) -> [String: Any] {
      [
        "type": type, "x": x, "y": y, "width": width, "height": height, "alpha": 1,
        "visible": true, "children": children,
      ]
    }
    let stack = node(
      "UIStackView", 16, 80, 343, 100,
      [
        node("UILabel", 0, 0, 343, 20),
        node(
          "UIStackView", 0, 28, 343, 72,
          [node("UIButton", 0, 0, 100, 44), node("UIButton", 108, 0, 100, 44)]),
      ])
    var children = containerChildren["children"] as? [[String: Any]] ?? []
    children.insert(node("UIView", 0, 0, 375, 667, [stack]), at: 0)
    containerChildren["children"] = children
    windows[0]["children"] = [containerChildren]
    root["windows"] = windows
    return String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
  }
}

/// The samples copied under Fixtures (header stripped): `check` exits 1 exactly where nothing
/// or only part was checked, or a finding is an error (docs/check.md, "What was checked").
@Suite struct SampleExitTests {
  @Test(arguments: [
    ("lldb-samples/01-autolayouttrace-navbar-tamic-guides.txt", Int32(1), "unmeasured"),
    ("lldb-samples/03-recursive-navbar-sheet-cancel-next-ios14.txt", 0, "2 items checked"),
    ("sample04-ios15-428-empty-bar/input.txt", 0, "0 items checked, 0 unmeasured"),
    ("lldb-samples/31-constraint-single-buttonbarstack-trailing-to-guide.txt", 1, "[no-bar]"),
    ("ios9-sample49-trace/input.txt", 1, "[unmeasured]"),
    ("ios9-ios10-sample51-nslog/input.txt", 1, "[no-bar]"),
    ("ios12-375-sample52-nslog/input.txt", 0, "[title-squeezed]"),
    ("sample13-ios17-trailing-stack/input.txt", 1, "[no-bar]"),
    ("sample66-ios13-back-button-push/input.txt", 0, "2 items checked"),
    ("conflict-logs/56-autoresizing-midy-encapsulated.txt", 1, "could not reproduce"),
    ("conflict-logs/58-cell-height-ge48.txt", 1, "one of 2 constraints that cannot all hold"),
  ])
  func exitStatus(_ path: String, _ status: Int32, _ said: String) {
    let run = inspect("check", CoverageTests.path(path))
    #expect(run.status == status, "\(run.output)")
    #expect(run.output.contains(said), "\(run.output)")
  }
}
