import DumpModel
import TestSupport
import Testing

@testable import Layout

/// The system's tables by a document's view and guide numbers: a view repeating an address
/// shares the first one's item (a tree built in code; `Document.addressesAreDistinct` tells
/// the system whether to look addresses up), and `IndexMap` holds what a dictionary would.
@Suite struct SystemIndexTests {
  /// Root `R` holds `a` twice (the second at another frame) and `b`: three items, not four;
  /// the constraint naming `a` names the first.
  @Test func aRepeatedAddressSharesTheFirstItem() throws {
    let first = makeView("UIView", "a", rect(10, 10, 50, 50))
    let again = makeView("UIView", "a", rect(100, 100, 20, 20))
    let other = makeView("UIView", "b", rect(0, 0, 10, 10))
    let root = makeView(
      "UIWindow", "R", rect(0, 0, 400, 400), tamic: true, subviews: [first, again, other],
      constraints: [c("a", .left, .equal, "R", .left, 30)])
    let built = try Built(Hierarchy(scale: 3, views: [root]))
    #expect(!built.document.addressesAreDistinct)
    let views = built.document.subviews(of: built.document.roots[0])
    let indices = views.map { built.system.index(of: .item(.view($0))) }
    #expect(indices[0] != nil && indices[0] == indices[1])
    #expect(indices[2] != nil && indices[2] != indices[0])
    #expect(built.system.items.count == 3)
  }

  @Test func distinctAddressesNeedNoLookup() throws {
    let root = makeView(
      "UIWindow", "R", rect(0, 0, 400, 400), tamic: true,
      subviews: [makeView("UIView", "a", rect(10, 10, 50, 50))])
    let built = try Built(Hierarchy(scale: 3, views: [root]))
    #expect(built.document.addressesAreDistinct)
    #expect(built.system.items.count == 2)
  }

  /// Random keys, some set twice, through several growths: the same values as a dictionary.
  @Test func indexMapHoldsWhatADictionaryHolds() {
    var map = IndexMap(capacity: 2)
    var expected: [Int: Int32] = [:]
    var generator = SystemRandomNumberGenerator()
    for step in 0..<5_000 {
      let key = Int.random(in: 0..<3_000, using: &generator)
      map.set(key, Int32(step))
      expected[key] = Int32(step)
    }
    #expect(map.count == expected.count)
    #expect((0..<3_000).allSatisfy { map[$0] == expected[$0] })
    #expect(IndexMap()[0] == nil)
  }
}
