import DumpModel
import Testing

/// `UIKitContainment` is the one table of which of UIKit's views holds which (issue 18): the
/// conflict logs read its `everyTree` rows, the reassembly of a paste its `paste` and
/// `frameBasedWalk` rows. Each reading gets exactly what its own table held before the three
/// were made one (LogTree.knownParents, Reassembly.containers, FrameBasedWalk.containers), in
/// the order the conflict logs try them.
@Suite struct UIKitContainmentTests {
  @Test func theConflictLogsKnownParents() {
    let expected: [String: [String]] = [
      "_UIModernBarButton": ["_UIButtonBarButton", "_UIBackButtonContainerView"],
      "_UIBackButtonContainerView": ["_UIButtonBarButton"],
      "_UIBackButtonMaskView": ["_UIButtonBarButton"],
      "UIButtonLabel": ["_UIModernBarButton", "UINavigationButton", "UIButton"],
      "_UIButtonBarButton": ["_UIButtonBarStackView", "_UINavigationBarContentView"],
      "_UIButtonBarStackView": [
        "_UIToolbarContentView", "_UINavigationBarContentView", "UIKeyboardAssistantBar",
      ],
      "_UIToolbarContentView": ["UIToolbar"],
      "_UINavigationBarContentView": ["UINavigationBar"],
      "_UIBarBackground": ["UINavigationBar", "UIToolbar"],
    ]
    for (view, holders) in expected {
      #expect(UIKitContainment.holders(of: view, .everyTree) == holders, "\(view)")
    }
    let listed = Set(UIKitContainment.table.filter { $0.evidence.contains(.everyTree) }.map(\.view))
    #expect(listed == Set(expected.keys))
    // An adaptor is in a stack or, as a title view, in the content view: not every tree's.
    #expect(UIKitContainment.holders(of: "_UITAMICAdaptorView", .everyTree).isEmpty)
    #expect(UIKitContainment.holders(of: "UIImageView", .everyTree).isEmpty)
  }

  @Test func whereAViewPrintedAloneGoes() {
    let expected: [String: Set<String>] = [
      "_UIModernBarButton": ["_UIButtonBarButton", "_UIBackButtonContainerView"],
      "_UIButtonBarButton": ["_UIButtonBarStackView"],
      "_UITAMICAdaptorView": ["_UIButtonBarStackView"],
      "UIButtonLabel": ["_UIModernBarButton", "UIButton", "UINavigationButton"],
      "UIImageView": [
        "_UIModernBarButton", "_UIBarBackground", "_UINavigationBarBackground", "UIButton",
        "UINavigationButton",
      ],
      "_UIBackdropView": ["_UINavigationBarBackground", "_UIBarBackground"],
      "_UIBackdropEffectView": ["_UIBackdropView"],
      "UIView": ["_UIBackdropView"],
      "UILabel": ["UINavigationItemView", "UINavigationItemButtonView"],
    ]
    for (view, holders) in expected {
      let found = UIKitContainment.holders(of: view, [.paste, .frameBasedWalk])
      #expect(Set(found) == holders && found.count == holders.count, "\(view)")
    }
    let reading: UIKitContainment.Evidence = [.paste, .frameBasedWalk]
    let listed = Set(
      UIKitContainment.table.filter { !$0.evidence.isDisjoint(with: reading) }.map(\.view))
    #expect(listed == Set(expected.keys))
    // The reassembly leaves a stack and a content view where they were printed.
    #expect(UIKitContainment.holders(of: "_UIButtonBarStackView", reading).isEmpty)
    #expect(UIKitContainment.holders(of: "_UINavigationBarContentView", reading).isEmpty)
  }

  @Test func aClassTheTableDoesNotListHasNoHolder() {
    #expect(UIKitContainment.holders(of: "MyView", [.everyTree, .paste, .frameBasedWalk]).isEmpty)
  }

  @Test func eachRowIsOnceAndNamesUIKitsClasses() throws {
    let names = try Set(UIKitClassTests.names().keys.map { String($0.dropFirst().dropLast()) })
    var seen: Set<[String]> = []
    for row in UIKitContainment.table {
      #expect(names.contains(row.view) && names.contains(row.holder), "\(row)")
      #expect(seen.insert([row.view, row.holder]).inserted, "\(row) twice")
      #expect(!row.evidence.isEmpty)
    }
  }
}
