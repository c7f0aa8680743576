import HierarchyIO
import Patcher
import Testing

@Suite struct HierarchyDiffTests {
  func sample() -> Hierarchy {
    bar(
      guides: [
        LayoutGuide(
          address: "0xg1", identifier: "LeadingBarGuide(0xA)",
          frame: Rect(x: 16, y: 0, width: 44, height: 44))
      ],
      subviews: [stack("0xs1", x: 16, width: 44)],
      constraints: [
        LayoutConstraint(address: "0xk1", first: "0xs1", .leading, second: "0xg1", .leading),
        LayoutConstraint(first: "0xs1", .top, second: "0xc0", .top),
      ])
  }

  @Test func identicalDumpsHaveNoDifference() {
    let diff = HierarchyDiff(before: sample(), after: sample())
    #expect(diff.isEmpty)
    #expect(diff.text(before: "a", after: "b") == "")
  }

  @Test func framesConstraintsAndAttributes() {
    var after = sample()
    after.mutateViews { view in
      if view.address == "0xs1" { view.frame = Rect(x: 0, y: 0, width: 44, height: 44) }
      if view.address == "0xc0" {
        view.margins = Insets(top: 0, left: 0, bottom: 0, right: 0)
        // Same address, other constant: removed and added. No address: matched by content.
        view.constraints[0].constant = -16
        view.constraints.append(
          LayoutConstraint(
            address: "patch:pin:1", first: "0xs1", .leading, second: "0xc0", .leading))
      }
    }
    let diff = HierarchyDiff(before: sample(), after: after)
    #expect(diff.moved.map(\.address) == ["0xs1"])
    #expect(diff.moved.first?.before == Rect(x: 16, y: 0, width: 44, height: 44))
    #expect(diff.removed.map(\.address) == ["0xk1"])
    #expect(diff.added.map(\.address) == ["0xk1", "patch:pin:1"])
    #expect(diff.attributes.map(\.attribute) == ["margins"])
    #expect(
      diff.text(before: "a.xml", after: "b.xml") == """
        --- a.xml
        +++ b.xml
        moved    _UIButtonBarStackView:0xs1: (16 0; 44 44) → (0 0; 44 44)
        changed  _UINavigationBarContentView:0xc0 margins: (none) → 0 0 0 0
        removed  _UIButtonBarStackView:0xs1.leading == \
        UILayoutGuide:0xg1'LeadingBarGuide(0xA)'.leading   (0xk1)
        added    _UIButtonBarStackView:0xs1.leading == \
        UILayoutGuide:0xg1'LeadingBarGuide(0xA)'.leading - 16   (0xk1)
        added    _UIButtonBarStackView:0xs1.leading == \
        _UINavigationBarContentView:0xc0.leading   (patch:pin:1)
        1 frame moved, 1 constraint removed, 2 added

        """)
  }

  @Test func constraintsWithoutAddressAreMatchedAsAMultiset() {
    var after = sample()
    after.mutateViews { view in
      if view.address == "0xc0" { view.constraints.append(view.constraints[1]) }
    }
    let diff = HierarchyDiff(before: sample(), after: after)
    #expect(diff.removed.isEmpty)
    #expect(diff.added.count == 1)
    #expect(diff.added.first?.address == nil)
  }

  @Test func aRecordedFrameAndItsSolvedValueAreTheSame() {
    var before = sample()
    before.mutateViews { if $0.address == "0xs1" { $0.frame?.width = 44.33333 } }
    var after = sample()
    after.mutateViews { if $0.address == "0xs1" { $0.frame?.width = 44 + 1.0 / 3 } }
    #expect(HierarchyDiff(before: before, after: after).moved.isEmpty)
  }

  @Test func jsonIsStable() {
    let diff = HierarchyDiff(before: sample(), after: sample())
    #expect(
      diff.json(before: "a", after: "b") == """
        {
          "before": "a",
          "after": "b",
          "identical": true,
          "itemsRemoved": [],
          "itemsAdded": [],
          "patchesRemoved": [],
          "patchesAdded": [],
          "moved": [],
          "attributes": [],
          "removed": [],
          "added": []
        }

        """)
  }
}
