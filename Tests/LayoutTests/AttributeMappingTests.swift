import Cassowary
import DumpModel
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// docs/layout.md's attribute table, checked on the expressions the system builds.
@Suite struct AttributeMappingTests {
  func hierarchy(
    _ direction: LayoutDirection = .leftToRight, margins: Insets? = nil,
    marginsGuide: Bool = false
  ) -> Hierarchy {
    let a = makeView("UIView", "a") { $0.margins = margins }
    let b = makeView(
      "UIView", "b", guides: marginsGuide ? [guide("g", "UIViewLayoutMarginsGuide")] : []
    ) { $0.margins = margins }
    return Hierarchy(
      direction: direction,
      views: [makeView("UIView", "R", rect(0, 0, 100, 100), subviews: [a, b])])
  }

  @Test func positionsAndSizes() throws {
    let h = hierarchy()
    let right = try #require(
      try translated(c("a", .right, .equal, "b", .left, 8), holder: "R", in: h))
    #expect(right.terms == ["a.minX": 1, "a.width": 1, "b.minX": -1, "1": -8])
    #expect(right.relation == .equal)
    let center = try #require(
      try translated(c("a", .centerY, .lessThanOrEqual, "b", .bottom), holder: "R", in: h))
    #expect(center.terms == ["a.minY": 1, "a.height": 0.5, "b.minY": -1, "b.height": -1])
    #expect(center.relation == .lessThanOrEqual)
    let size = try #require(
      try translated(
        c("a", .width, .greaterThanOrEqual, nil, .notAnAttribute, 44), holder: "R", in: h))
    #expect(size.terms == ["a.width": 1, "1": -44])
    #expect(size.relation == .greaterThanOrEqual)
  }

  @Test func leadingAndTrailingAreLeftAndRightInLeftToRight() throws {
    let t = try #require(
      try translated(c("b", .leading, .equal, "a", .trailing, 8), holder: "R", in: hierarchy()))
    #expect(t.terms == ["b.minX": 1, "a.minX": -1, "a.width": -1, "1": -8])
  }

  /// `b.leading == a.trailing + 8` in right-to-left: −b.maxX = −a.minX + 8, so b ends 8 to
  /// the left of where a starts. Hand-solved with a.minX = 50: b.maxX = 42.
  @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
    let t = try #require(
      try translated(
        c("b", .leading, .equal, "a", .trailing, 8), holder: "R", in: hierarchy(.rightToLeft)))
    #expect(t.terms == ["b.minX": -1, "b.width": -1, "a.minX": 1, "1": -8])
    // −(b.minX + b.width) + a.minX − 8 = 0 with a.minX = 50 → b.maxX = 42.
    let aMinX = 50.0
    let bMaxX = aMinX - 8
    #expect(-bMaxX + aMinX - 8 == 0)
    let center = try #require(
      try translated(
        c("b", .centerX, .equal, "a", .leading), holder: "R", in: hierarchy(.rightToLeft)))
    #expect(center.terms == ["b.minX": -1, "b.width": -0.5, "a.minX": 1, "a.width": 1])
  }

  @Test func rightToLeftLeavesLeftRightAndCenterAlone() throws {
    let t = try #require(
      try translated(
        c("b", .left, .equal, "a", .right, 8), holder: "R", in: hierarchy(.rightToLeft)))
    #expect(t.terms == ["b.minX": 1, "a.minX": -1, "a.width": -1, "1": -8])
    let center = try #require(
      try translated(
        c("b", .centerX, .equal, "a", .centerX), holder: "R", in: hierarchy(.rightToLeft)))
    #expect(center.terms == ["b.minX": 1, "b.width": 0.5, "a.minX": -1, "a.width": -0.5])
  }

  @Test func marginAttributesGoThroughTheMarginsGuide() throws {
    let h = hierarchy(marginsGuide: true)
    let t = try #require(
      try translated(c("a", .leading, .equal, "b", .leadingMargin), holder: "R", in: h))
    #expect(t.terms == ["a.minX": 1, "g.minX": -1])
    let w = try #require(
      try translated(c("a", .centerY, .equal, "b", .centerYWithinMargins), holder: "R", in: h))
    #expect(w.terms == ["a.minY": 1, "a.height": 0.5, "g.minY": -1, "g.height": -0.5])
  }

  @Test func marginAttributesWithoutAGuideUseTheInsets() throws {
    let h = hierarchy(margins: Insets(top: 1, left: 16, bottom: 3, right: 20))
    let leading = try #require(
      try translated(c("a", .leading, .equal, "b", .leadingMargin), holder: "R", in: h))
    #expect(leading.terms == ["a.minX": 1, "b.minX": -1, "1": -16])
    let trailing = try #require(
      try translated(c("a", .trailing, .equal, "b", .trailingMargin), holder: "R", in: h))
    #expect(trailing.terms == ["a.minX": 1, "a.width": 1, "b.minX": -1, "b.width": -1, "1": 20])
    let bottom = try #require(
      try translated(c("a", .bottom, .equal, "b", .bottomMargin), holder: "R", in: h))
    #expect(bottom.terms == ["a.minY": 1, "a.height": 1, "b.minY": -1, "b.height": -1, "1": 3])
    // Default margins are 8.
    let plain = try #require(
      try translated(c("a", .topMargin, .equal, "b", .top), holder: "R", in: hierarchy()))
    #expect(plain.terms == ["a.minY": 1, "b.minY": -1, "1": 8])
  }

  /// In right-to-left the leading margin is the right one: a.leading (−a.maxX) ==
  /// b.leadingMargin (−(b.maxX − 20)).
  @Test func rightToLeftLeadingMarginIsTheRightInset() throws {
    let h = hierarchy(.rightToLeft, margins: Insets(top: 0, left: 16, bottom: 0, right: 20))
    let t = try #require(
      try translated(c("a", .leading, .equal, "b", .leadingMargin), holder: "R", in: h))
    #expect(t.terms == ["a.minX": -1, "a.width": -1, "b.minX": 1, "b.width": 1, "1": -20])
  }

  /// `a.centerX == 0.5 × R.trailing` held by R: positions measured from R's origin, so
  /// a.centerX − R.minX = 0.5 (R.maxX − R.minX).
  @Test func multiplierOnAPositionIsMeasuredFromTheHolder() throws {
    let t = try #require(
      try translated(
        c("a", .centerX, .equal, "R", .trailing, times: 0.5), holder: "R", in: hierarchy()))
    #expect(t.terms == ["a.minX": 1, "a.width": 0.5, "R.minX": -1, "R.width": -0.5])
    // With multiplier 1 the holder's origin cancels.
    let one = try #require(
      try translated(c("a", .centerX, .equal, "b", .centerX), holder: "R", in: hierarchy()))
    #expect(one.terms["R.minX"] == nil)
    // Held by b instead: measured from b's origin.
    let fromB = try #require(
      try translated(c("a", .left, .equal, "b", .right, times: 2), holder: "b", in: hierarchy()))
    #expect(fromB.terms == ["a.minX": 1, "b.minX": -1, "b.width": -2])
  }

  /// A baseline is the item's top plus an unknown offset, one per item and baseline (the dump
  /// records no font): the constraint is added, not skipped.
  @Test func baselinesAreAnUnknownOffsetFromTheTop() throws {
    let h = Hierarchy(views: [
      makeView(
        "UIView", "R", rect(0, 0, 100, 100), subviews: [makeView("UIView", "a")],
        constraints: [c("a", .firstBaseline, .equal, "R", .top, 10)])
    ])
    let row = try #require(
      try translated(c("a", .firstBaseline, .equal, "R", .top, 10), holder: "R", in: h))
    #expect(row.terms == ["a.minY": 1, "a.firstBaseline": 1, "R.minY": -1, "1": -10])
    let built = try Built(h)
    #expect(built.system.skipped.isEmpty)
  }

  /// A conflict through a baseline is found and reported (the offsets are shared by every
  /// constraint on the same baseline).
  @Test func aConflictThroughABaselineIsFound() throws {
    let root = makeView(
      "UIView", "R", rect(0, 0, 100, 100),
      subviews: [makeView("UILabel", "a"), makeView("UILabel", "b")],
      constraints: [
        c("a", .lastBaseline, .equal, "b", .lastBaseline),
        c("a", .top, .equal, "b", .top),
        c("a", .height, .equal, "b", .height),
        c("a", .lastBaseline, .equal, "b", .lastBaseline, 4),
      ])
    let result = try layout(Hierarchy(views: [root]))
    #expect(result.result.skipped.isEmpty)
    try #require(result.conflicts.count == 1)
    #expect(result.conflicts[0].conflicting.count == 2)
  }

  /// Solving a part of the document: a constraint that names an item outside it is an error
  /// at the constraint.
  @Test func anItemOutsideTheSolvedViewsIsAnErrorWithItsLocation() throws {
    var bad = c("a", .left, .equal, "b", .left)
    bad.location = SourceLocation(file: "nav.xml", line: 12, column: 7)
    let h = Hierarchy(views: [
      makeView(
        "UIView", "R", rect(0, 0, 10, 10),
        subviews: [
          makeView("UIView", "a", rect(0, 0, 1, 1), constraints: [bad]),
          makeView("UIView", "b", rect(0, 0, 1, 1)),
        ])
    ])
    let document = try Document(h)
    let a = try #require(document.view(at: "a"))
    #expect(throws: LayoutError.self) { try AutoLayout.solve(document, roots: [a]) }
    do {
      _ = try AutoLayout.solve(document, roots: [a])
    } catch {
      #expect(
        error.description
          == "nav.xml:12:7: error: the constraint 'UIView:a.left == UIView:b.left' names "
          + "'UIView:b', which is outside the views being solved")
    }
    // The whole document solves.
    #expect(try AutoLayout.solve(document).conflicts.isEmpty)
  }

  /// A solve names no variable (no string per item); `variableName` makes the name on demand:
  /// an item's four, a stack spacer's (its stack's address and suffix), a baseline's offset.
  @Test func variablesAreNamedOnDemand() throws {
    let stack = makeView(
      "UIStackView", "st", rect(0, 0, 100, 40),
      subviews: [
        makeView("UILabel", "a") { $0.intrinsicSize = Size(width: 10, height: 10) },
        makeView("UILabel", "b") { $0.intrinsicSize = Size(width: 10, height: 20) },
      ],
      constraints: [c("a", .firstBaseline, .equal, "b", .firstBaseline)]
    ) {
      $0.alignment = .center
    }
    let built = try Built(Hierarchy(views: [stack]))
    let system = built.system
    let names = system.variables.map { system.variableName($0.id, in: built.document) }
    #expect(Array(names.prefix(4)) == ["st.minX", "st.minY", "st.width", "st.height"])
    #expect(names.contains("st+spanner.height"))
    #expect(names.contains("a.firstBaseline") && names.contains("b.lastBaseline"))
    #expect(Set(names).count == names.count)
  }
}
