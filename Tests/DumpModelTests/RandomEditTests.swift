import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// Random sequences of every edit, each followed by a check of every index against the naive
/// model: ids stay stable, removed ids are retired, the indexes stay current.
@Suite struct RandomEditTests {
  /// One run: `steps` random edits on `document`, mirrored on `naive`.
  struct Run {
    var document: Document
    var naive: NaiveModel
    var random: SeededGenerator
    var counter = 0
    /// Every constraint id handed out, with whether it is still held.
    var issued: [ConstraintID] = []

    mutating func fresh(_ prefix: String) -> String {
      counter += 1
      return "\(prefix)\(counter)"
    }

    mutating func pick<T>(_ list: [T]) -> T? {
      list.isEmpty ? nil : list[Int.random(in: 0..<list.count, using: &random)]
    }

    mutating func position(_ count: Int) -> Int? {
      Int.random(in: 0..<4, using: &random) == 0
        ? nil : Int.random(in: 0...count + 1, using: &random)
    }

    var liveConstraints: [ConstraintID] { naive.constraintOrder.map(\.id) }

    mutating func step() -> String {
      switch Int.random(in: 0..<12, using: &random) {
      case 0, 1: return addView()
      case 2: return addGuide()
      case 3, 4, 5: return addConstraint()
      case 6, 7: return removeConstraint()
      case 8: return replaceConstraint()
      case 9: return updateView()
      case 10: return setFrame()
      default: return markOrigin()
      }
    }

    mutating func addView() -> String {
      let parent =
        Int.random(in: 0..<6, using: &random) == 0 ? nil : pick(naive.views.keys.sorted())
      let address = fresh("v")
      var attributes = ViewAttributes(
        className: pick(["UIView", "UIButton", "UILabel"])!, address: address)
      attributes.title = Bool.random(using: &random) ? "t\(counter)" : nil
      let count = parent.map { naive.views[$0]!.children.count } ?? naive.roots.count
      let at = position(count)
      let id = try! document.addView(
        attributes, under: parent.map { document.view(at: $0)! }, at: at)
      #expect(id.index == naive.views.count, "a new view takes the next id")
      naive.views[address] = NaiveModel.Node(attributes: attributes, parent: parent)
      let place = min(at ?? count, count)
      if let parent {
        naive.views[parent]!.children.insert(address, at: place)
      } else {
        naive.roots.insert(address, at: place)
      }
      // A duplicate is refused and changes nothing.
      #expect(throws: DocumentError.self) {
        try document.addView(ViewAttributes(className: "UIView", address: address), under: nil)
      }
      return "addView \(address) under \(parent ?? "-") at \(at.map(String.init) ?? "end")"
    }

    mutating func addGuide() -> String {
      guard let owner = pick(naive.views.keys.sorted()) else { return addView() }
      let address = fresh("g")
      var guide = LayoutGuide(address: address, identifier: "Guide\(counter)")
      guide.frame = Rect(x: 0, y: 0, width: Double(counter), height: 44)
      let at = position(naive.views[owner]!.guides.count)
      try! document.addGuide(guide, to: document.view(at: owner)!, at: at)
      let count = naive.views[owner]!.guides.count
      naive.views[owner]!.guides.insert(guide, at: min(at ?? count, count))
      naive.guideOwners[address] = owner
      return "addGuide \(address) to \(owner)"
    }

    mutating func randomConstraint() -> LayoutConstraint? {
      guard let first = pick(naive.allItems) else { return nil }
      let second: String? =
        switch Int.random(in: 0..<5, using: &random) {
        case 0: nil
        case 1: first
        default: pick(naive.allItems)
        }
      var constraint = LayoutConstraint(
        address: Bool.random(using: &random) ? fresh("0xc") : nil, first: first,
        pick([.leading, .trailing, .width, .top])!, pick([.equal, .lessThanOrEqual])!,
        second: second, second == nil ? .notAnAttribute : .leading,
        constant: Double(Int.random(in: -20...20, using: &random)))
      constraint.identifier = Bool.random(using: &random) ? "id\(counter)" : nil
      return constraint
    }

    func resolved(_ constraint: LayoutConstraint) -> DocumentConstraint {
      constraint.mapItems { document.item(at: $0)! }
    }

    mutating func addConstraint() -> String {
      guard let holder = pick(naive.views.keys.sorted()), let constraint = randomConstraint()
      else { return addView() }
      let at = position(naive.views[holder]!.held.count)
      let id = document.addConstraint(resolved(constraint), to: document.view(at: holder)!, at: at)
      #expect(!issued.contains(id), "a constraint id is never handed out twice")
      #expect(id.index == issued.count, "constraint ids are handed out in order")
      issued.append(id)
      let count = naive.views[holder]!.held.count
      naive.views[holder]!.held.insert((id, constraint), at: min(at ?? count, count))
      return "addConstraint \(id) to \(holder) at \(at.map(String.init) ?? "end")"
    }

    mutating func removeConstraint() -> String {
      guard let id = pick(liveConstraints) else { return addConstraint() }
      let holder = document.address(of: .view(document.holder(of: id)!))
      let removed = document.removeConstraint(id)
      let index = naive.views[holder]!.held.firstIndex { $0.id == id }!
      let expected = naive.views[holder]!.held.remove(at: index).constraint
      #expect(removed.mapItems { document.address(of: $0) } == expected)
      naive.removed[id] = expected
      return "removeConstraint \(id)"
    }

    mutating func replaceConstraint() -> String {
      guard let id = pick(liveConstraints), let replacement = randomConstraint() else {
        return addConstraint()
      }
      document.replaceConstraint(id, with: resolved(replacement))
      for holder in naive.views.keys {
        if let index = naive.views[holder]!.held.firstIndex(where: { $0.id == id }) {
          naive.views[holder]!.held[index].constraint = replacement
        }
      }
      return "replaceConstraint \(id)"
    }

    mutating func updateView() -> String {
      guard let address = pick(naive.views.keys.sorted()) else { return addView() }
      let id = document.view(at: address)!
      let rename = Bool.random(using: &random)
      let newAddress = rename ? fresh("r") : address
      try! document.updateView(id) {
        $0.title = "u\(counter)"
        $0.address = newAddress
      }
      var node = naive.views.removeValue(forKey: address)!
      node.attributes.title = "u\(counter)"
      node.attributes.address = newAddress
      naive.views[newAddress] = node
      if rename { naive.rename(address, to: newAddress) }
      // Taking another item's address is refused and changes nothing.
      if let other = pick(naive.allItems), other != newAddress {
        #expect(throws: DocumentError.self) {
          try document.updateView(id) {
            $0.address = other
            $0.alpha = 0.25
          }
        }
      }
      return "updateView \(address) → \(newAddress)"
    }

    mutating func setFrame() -> String {
      guard let address = pick(naive.allItems) else { return addView() }
      let frame = Rect(x: Double(counter), y: 1, width: 2, height: 3)
      document.setFrame(frame, of: document.item(at: address)!)
      if naive.views[address] != nil {
        naive.views[address]!.attributes.frame = frame
      } else {
        let owner = naive.guideOwners[address]!
        let index = naive.views[owner]!.guides.firstIndex { $0.address == address }!
        naive.views[owner]!.guides[index].frame = frame
      }
      return "setFrame \(address)"
    }

    mutating func markOrigin() -> String {
      guard let id = pick(liveConstraints) else { return addConstraint() }
      document.markOrigin(id, "patch:test")
      for holder in naive.views.keys {
        if let index = naive.views[holder]!.held.firstIndex(where: { $0.id == id }) {
          naive.views[holder]!.held[index].constraint.origin = "patch:test"
        }
      }
      return "markOrigin \(id)"
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func fromEmpty(seed: UInt64) {
    var run = Run(document: Document(), naive: NaiveModel(), random: SeededGenerator(seed: seed))
    for number in 0..<250 {
      let step = run.step()
      expectAgrees(run.document, run.naive, "seed \(seed), step \(number): \(step)")
    }
  }

  @Test(arguments: [7, 8] as [UInt64])
  func fromAFixture(seed: UInt64) throws {
    let fixture = Fixture("ios11-beta-bar")
    let hierarchy = try Hierarchy(xml: try fixture.data("input.xml"), source: "input.xml")
    let document = try Document(hierarchy)
    let naive = NaiveModel(hierarchy, ids: document)
    var run = Run(document: document, naive: naive, random: SeededGenerator(seed: seed))
    run.issued = (0..<document.constraintCapacity).map { ConstraintID(rawValue: Int32($0)) }
    expectAgrees(run.document, run.naive, "seed \(seed), as read")
    for number in 0..<150 {
      let step = run.step()
      expectAgrees(run.document, run.naive, "seed \(seed), step \(number): \(step)")
    }
  }
}
