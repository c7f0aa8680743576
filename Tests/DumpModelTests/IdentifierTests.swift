import DumpModel
import Foundation
import Testing

/// The identifiers UIKit gives guides and constraints have one home, Sources/DumpModel/UIKit
/// (`UIKitIdentifier`: margins guides, stack views' `UISV-…`; `BarIdentifier`: a navigation
/// bar's): no other source file spells one (issue 18), the way `UIKitClassTests` keeps class
/// names in `UIKitClass`.
@Suite struct IdentifierTests {
  static let homes = [
    "DumpModel/UIKit/UIKitIdentifier.swift", "DumpModel/UIKit/BarIdentifier.swift",
  ]

  /// Each `public static let name = "identifier"` of the two homes.
  static func constants() throws -> [String: String] {
    try homes.reduce(into: [:]) { constants, home in
      constants.merge(try SourceLine.constants(in: home)) { first, _ in first }
    }
  }

  @Test func theConstantsAreUIKitsIdentifiers() throws {
    let constants = try Self.constants()
    #expect(constants.count >= 15)
    #expect(constants["\"UIViewLayoutMarginsGuide\""] == "marginsGuide")
    #expect(constants["\"UISV-canvas-connection\""] == "stackCanvasConnection")
    #expect(constants["\"LeadingBarGuide\""] == "leadingBar")
    #expect(UIKitIdentifier.marginGuideConstraint("left") == "UIView-leftMargin-guide-constraint")
    #expect(
      UIKitIdentifier.marginGuideEdge(of: "UIView-trailingMargin-guide-constraint") == "trailing")
    #expect(UIKitIdentifier.marginGuideEdge(of: "UIView-Margin-guide-constraint") == nil)
    #expect(UIKitIdentifier.marginGuideEdge(of: "UIView-Encapsulated-Layout-Width") == nil)
    #expect(UIKitIdentifier.stackSpacing == "UISV-spacing")
    #expect(BarIdentifier.buttonBarGuides.allSatisfy(BarIdentifier.isButtonBarGuide))
    #expect(!BarIdentifier.isButtonBarGuide("UIButtonBar.spacer"))
    #expect(!BarIdentifier.isButtonBarGuide(UIKitIdentifier.marginsGuide))
    for (literal, _) in constants where literal.hasPrefix("\"UISV-") {
      #expect(literal.dropFirst().hasPrefix(UIKitIdentifier.stackPrefix))
    }
  }

  /// No code line outside DumpModel/UIKit holds one of their identifiers as a literal, nor a
  /// literal that starts a stack view's, a bar stack guide's, a margins or safe area guide's, a
  /// view's (`UIView-…`) or an iOS 15 bar's identifier (`"UISV-…`, `"UIButtonBar.…`,
  /// `"UIViewLayoutMarginsGuide…`, `"UIViewSafeAreaLayoutGuide…`, `"UIView-…`, `"UINav…`).
  @Test func noOtherSourceSpellsAnIdentifier() throws {
    let constants = try Self.constants()
    let starts = [
      UIKitIdentifier.stackPrefix, BarIdentifier.buttonBarPrefix, UIKitIdentifier.marginsGuide,
      UIKitIdentifier.safeAreaGuide, "UIView-", "UINav",
    ].map { "\"" + $0 }
    var found: [String] = []
    for line in try SourceLine.all() where !line.path.hasPrefix("DumpModel/UIKit/") {
      for (literal, name) in constants where line.text.contains(literal) {
        found.append("\(line.place): \(literal) (\(name))")
      }
      for start in starts where line.text.contains(start) {
        found.append("\(line.place): a literal starting \(start)")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
