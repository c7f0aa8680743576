import DumpModel
import Foundation
import TestSupport
import Testing

/// `UIKitClass` is the one place that spells UIKit's class names (issue 18, "one bar
/// reader"): `BarClass` and `UIKitContainment` beside it decide from them what a bar, a stack
/// or an adaptor is and which holds which (`ClassDecisionTests`), and no other source file
/// writes one of them as a literal of its own.
@Suite struct UIKitClassTests {
  /// Each `public static let name = "Class"` of Sources/DumpModel/UIKit/UIKitClass.swift.
  static func names() throws -> [String: String] {
    try SourceLine.constants(in: "DumpModel/UIKit/UIKitClass.swift")
  }

  @Test func theNamesAreUIKitsClasses() throws {
    let names = try Self.names()
    #expect(names.count >= 30)
    #expect(names["\"_UIButtonBarStackView\""] == "buttonBarStackView")
    #expect(UIKitClass.buttonBarStackView == "_UIButtonBarStackView")
    #expect(UIKitClass.tamicAdaptorView == "_UITAMICAdaptorView")
    for literal in names.keys {
      #expect(literal.hasPrefix("\"UI") || literal.hasPrefix("\"_UI"), "\(literal)")
    }
  }

  /// No code line of Sources outside UIKitClass.swift holds `"UIStackView"` or any other of its
  /// names as a literal (comments, and prose that names a class inside a longer string, may).
  @Test func noOtherSourceSpellsAClassName() throws {
    let names = try Self.names()
    var found: [String] = []
    for line in try SourceLine.all() where line.path != "DumpModel/UIKit/UIKitClass.swift" {
      for (literal, name) in names where line.text.contains(literal) {
        found.append("\(line.place): \(literal) (UIKitClass.\(name))")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The same for the constraint classes UIKit makes itself (`UIKitConstraintClass`): no other
  /// source file spells `"NSAutoresizingMaskLayoutConstraint"` or another of them.
  @Test func noOtherSourceSpellsAConstraintClass() throws {
    let file = "DumpModel/UIKit/UIKitConstraintClass.swift"
    let names = try SourceLine.constants(in: file)
    #expect(names["\"NSAutoresizingMaskLayoutConstraint\""] == "autoresizingMask")
    #expect(names["\"NSLayoutConstraint\""] == "layoutConstraint")
    #expect(names["\"_UIScrollViewLayoutGuideConstraint\""] == "scrollViewLayoutGuide")
    #expect(names.count == 8)
    var found: [String] = []
    for line in try SourceLine.all() where line.path != file {
      for (literal, name) in names where line.text.contains(literal) {
        found.append("\(line.place): \(literal) (UIKitConstraintClass.\(name))")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
