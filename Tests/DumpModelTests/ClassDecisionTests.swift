import DumpModel
import Foundation
import Testing

/// What a view is by its class — a bar, a content view, a stack, an adaptor, a background —
/// and which class holds which are decided in one place, Sources/DumpModel/UIKit (`BarClass`,
/// `UIKitContainment`; issue 18). Layout (stack views, conflict logs), BarModel's anatomy and
/// reassembly, Audit and the pictures ask there.
@Suite struct ClassDecisionTests {
  /// What makes a code line a class decision of its own: a table of UIKit's classes (a list
  /// or a dictionary of `UIKitClass` names), a class told by a part of its name
  /// (`className.hasSuffix("AdaptorView")`), or one class compared with two of UIKit's in one
  /// expression (`== UIKitClass.navigationBar || … == UIKitClass.toolbar`).
  static func decision(in line: Substring) -> String? {
    let code = line.trimmingCharacters(in: .whitespaces)
    if code.contains("[UIKitClass.") || isTableRow(code) { return "a table of classes" }
    if code.contains("className"),
      [".hasSuffix(", ".hasPrefix(", ".contains(\""].contains(where: { code.contains($0) })
    {
      return "a class told by its name"
    }
    let comparisons =
      code.components(separatedBy: "== UIKitClass.").count
      + code.components(separatedBy: "!= UIKitClass.").count - 2
    if comparisons >= 2 { return "a class compared with two of UIKit's" }
    return nil
  }

  /// A line of a multi-line table: nothing but `UIKitClass` names, commas, colons and brackets.
  static func isTableRow(_ code: String) -> Bool {
    guard code.hasPrefix("UIKitClass.") else { return false }
    let parts = code.split(whereSeparator: { ",:[]".contains($0) })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return parts.allSatisfy { $0.hasPrefix("UIKitClass.") && !$0.contains(" ") }
  }

  /// Where a line outside the place is not a decision of what a view is: the break rule
  /// tells a constraint's class (`_UITemporaryLayoutWidth`) by its name. (The format readers and
  /// printers, HierarchyIO, are not scanned: they tell a printed name's kind, a guide's class
  /// or a text view's, to read and print text.) Each exception must still match a line (a stale
  /// one fails).
  static let exceptions: [(path: String, fragment: String)] = [
    ("Layout/Logs/BreakRule.swift", "constraint.className.hasPrefix(UIKitIdentifier")
  ]

  static func isException(_ line: SourceLine) -> Bool {
    exceptions.contains { line.path == $0.path && line.text.contains($0.fragment) }
  }

  @Test func noSourceOutsideTheUIKitFolderDecidesAClass() throws {
    var found: [String] = []
    for line in try SourceLine.all()
    where !line.path.hasPrefix("DumpModel/UIKit/") && !line.path.hasPrefix("HierarchyIO/")
      && !Self.isException(line)
    {
      if let decision = Self.decision(in: line.text) {
        found.append(
          "\(line.place): \(decision): \(line.text.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func everyExceptionStillMatchesALine() throws {
    let lines = try SourceLine.all()
    for exception in Self.exceptions {
      #expect(
        lines.contains { $0.path == exception.path && $0.text.contains(exception.fragment) },
        "\(exception.path): \(exception.fragment)")
    }
  }

  /// The scan finds each kind of decision (a check that cannot fail is a defect).
  @Test func theScanFindsEachKindOfDecision() {
    #expect(Self.decision(in: "  static let stacks: Set<String> = [UIKitClass.stackView,") != nil)
    #expect(Self.decision(in: "    UIKitClass.buttonLabel: [") != nil)
    #expect(
      Self.decision(in: "      UIKitClass.toolbarContentView, UIKitClass.keyboardAssistantBar,")
        != nil)
    #expect(Self.decision(in: "    className.hasSuffix(\"AdaptorView\")") != nil)
    #expect(
      Self.decision(in: "  $0 == UIKitClass.navigationBar || $0 == UIKitClass.toolbar") != nil)
    // A view made of a class, one class compared, a class asked: not decisions.
    #expect(Self.decision(in: "      UIKitClass.label, 0, 0, width, 20, in: content)") == nil)
    #expect(Self.decision(in: "    if className == UIKitClass.backButtonMaskView {") == nil)
    #expect(Self.decision(in: "    if BarClass.isStackView(attributes.className) {") == nil)
  }

  // MARK: The decisions

  @Test func stacksAreUIKitsTwoStackClasses() {
    #expect(BarClass.isStackView("UIStackView"))
    #expect(BarClass.isStackView("_UIButtonBarStackView"))
    // A subclass under another name is a stack by its attributes (Layout), not its name.
    #expect(!BarClass.isStackView("MyStackView"))
    #expect(!BarClass.isStackView("UIView"))
  }

  @Test func privateViewsByTheirNames() {
    for name in ["_UIButtonBarStackView", "TUISystemInputAssistantView", "UIInputSetHostView"] {
      #expect(BarClass.isPrivateView(name), "\(name)")
    }
    for name in ["UIView", "_TtC5MyApp8NavBar", "MyApp._Private", "UILabel"] {
      #expect(!BarClass.isPrivateView(name), "\(name)")
    }
    #expect(BarClass.isUnderscored("_TtC5MyApp8NavBar") && !BarClass.isUnderscored("TUIView"))
  }

  @Test func barsButtonsAndTheViewsBesideTheContentView() {
    #expect(BarClass.isUIKitBar("UINavigationBar") && BarClass.isUIKitBar("UIToolbar"))
    #expect(!BarClass.isUIKitBar("RTCleanNavigationBar"))
    #expect(BarClass.isButton("UIButton") && BarClass.isButton("MyCloseButton"))
    #expect(!BarClass.isButton("UIButtonLabel"))
    #expect(BarClass.isLargeTitleOrPrompt("_UINavigationBarLargeTitleView"))
    #expect(BarClass.isLargeTitleOrPrompt("_UINavigationBarModernPromptView"))
    #expect(!BarClass.isLargeTitleOrPrompt("_UINavigationBarContentView"))
  }
}
