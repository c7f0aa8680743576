import BarModel
import Foundation
import HierarchyIO
import Layout
import TestSupport
import Testing

/// Every iOS 11–12 fixture's frames-only copy (`input.frames-only.xml`: guides, constraints
/// and layout attributes removed, what a `recursiveDescription` shows) rebuilds to every frame
/// of its full `input.xml`.
@Suite struct FramesOnlyTests {
  static var fixtures: [Fixture] {
    Fixture.cases(withInput: "input.frames-only.xml")
  }

  /// The iOS 13–26 matrix: `ios13-…` to `ios26-…` with an `input.xml`.
  static var modernMatrix: [Fixture] {
    Fixture.cases().filter {
      ["ios13-", "ios14-", "ios15-", "ios16-", "ios17-", "ios18-", "ios26-"].contains(
        where: $0.name.hasPrefix)
    }
  }

  @Test(arguments: fixtures)
  func rebuildsTheFullDump(_ fixture: Fixture) throws {
    let full = try Capture(fixture.name, "input.xml").document()
    let rebuild = try Capture(fixture.name, "input.frames-only.xml").rebuild()
    #expect(rebuild.reproducesCapture, "\(describe(rebuild))")
    let compared = compareFrames(full, rebuild)
    // Every view and every content-view guide of the full dump is compared (the stacks'
    // own guides are not rebuilt: they place nothing).
    #expect(compared == GuideMapping(full: full, rebuild: rebuild).comparable)
    #expect(compared > 10)
  }

  /// The iOS 13–26 matrix (`input.xml`, written by the reference model with its constraints):
  /// its frames-only form, made here, rebuilds to every frame of the dump.
  @Test(arguments: modernMatrix)
  func rebuildsTheModernMatrix(_ fixture: Fixture) throws {
    let full = try Capture(fixture.name, "input.xml").document()
    let stripped = try framesOnly(full)
    let rebuild = try Bars.rebuild(stripped)
    #expect(rebuild.reproducesCapture, "\(describe(rebuild))")
    #expect(compareFrames(full, rebuild) == full.recordedFrames.count)
  }

  /// Expects each recorded frame of `full` that maps to an item of the rebuild to be the
  /// model's within half a pixel; returns how many were compared.
  func compareFrames(_ full: Document, _ rebuild: BarRebuild) -> Int {
    let mapping = GuideMapping(full: full, rebuild: rebuild)
    let tolerance = 0.5 / (full.metadata.scale ?? 1000) + 1e-9
    var compared = 0
    for (address, recorded) in full.recordedFrames {
      guard let item = mapping.item(for: address) else { continue }
      let model = rebuild.frames[item] ?? rebuild.document.frame(of: item)
      #expect(
        model.map { close($0, recorded, tolerance) } == true,
        "\(address): full dump (\(recorded)), model \(model.map { "(\($0))" } ?? "none")")
      compared += 1
    }
    return compared
  }

  func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }
}

/// The full dump's items in the rebuilt frames-only copy: views by address; a content view's
/// guides by identifier, its iOS 11–12 bar guides by role in the set that holds the same
/// stack (or the only set).
struct GuideMapping {
  var full: Document
  var rebuild: BarRebuild

  /// Full-dump addresses that map to an item of the rebuild.
  var comparable: Int { full.recordedFrames.keys.filter { item(for: $0) != nil }.count }

  func item(for address: String) -> ItemID? {
    guard let item = full.item(at: address) else { return nil }
    switch item {
    case .view: return rebuild.document.item(at: address)
    case .guide(let guide):
      let owner = full.owner(of: guide)
      guard BarClass.isContentView(full[owner].className),
        let identifier = full[guide].identifier,
        let modelOwner = rebuild.document.view(at: full[owner].address)
      else { return nil }
      guard let (role, layout) = BarIdentifier.chainRole(of: identifier) else {
        return rebuild.document.guides(of: modelOwner).first {
          rebuild.document[$0].identifier == identifier
        }.map(ItemID.guide)
      }
      let sets = rebuild.bars.flatMap(\.chainSets)
      let stacks = stacksTied(toSet: layout, owner: owner)
      let set =
        sets.first { set in
          set.stacks.values.contains { stacks.contains(rebuild.document[$0.view].address) }
        }
        ?? (sets.count == 1 ? sets.first : nil)
      return set?.guides[role].map(ItemID.guide)
    }
  }

  /// The stacks the full dump ties to a bar guide of set `layout`.
  private func stacksTied(toSet layout: String, owner: ViewID) -> Set<String> {
    var result: Set<String> = []
    for guide in full.guides(of: owner) {
      guard let identifier = full[guide].identifier,
        let (role, key) = BarIdentifier.chainRole(of: identifier), key == layout,
        role == .leadingBar || role == .trailingBar
      else { continue }
      for id in full.constraints(touching: .guide(guide)) {
        let constraint = full[id]
        for item in [constraint.first, constraint.second].compactMap({ $0 })
        where item != .guide(guide) {
          if case .view(let view) = item, StackViews.isStackView(view, in: full) {
            result.insert(full[view].address)
          }
        }
      }
    }
    return result
  }
}

extension Document {
  /// Every recorded view and guide frame, by address.
  var recordedFrames: [String: Rect] {
    var frames: [String: Rect] = [:]
    forEachView { view in
      if let frame = self[view].frame { frames[self[view].address] = frame }
      for guide in guides(of: view) {
        if let frame = self[guide].frame { frames[self[guide].address] = frame }
      }
    }
    return frames
  }
}

/// What a `recursiveDescription` shows of a dump: views with their frames and the attributes
/// UIKit prints (Tools/barmodel/legacy/frames_only.py's list); no guide, no constraint.
func framesOnly(_ document: Document) throws -> Document {
  var builder = DocumentBuilder(metadata: document.metadata)
  func add(_ id: ViewID) throws {
    let view = document[id]
    var copy = ViewAttributes(className: view.className, address: view.address, frame: view.frame)
    copy.bounds = view.bounds
    copy.autoresizingMask = view.autoresizingMask
    copy.hidden = view.hidden
    copy.alpha = view.alpha
    copy.userInteractionEnabled = view.userInteractionEnabled
    copy.title = view.title
    copy.identifier = view.identifier
    copy.tag = view.tag
    try builder.openView(copy)
    for subview in document.subviews(of: id) { try add(subview) }
    try builder.closeView()
  }
  for root in document.roots { try add(root) }
  return try builder.finish()
}
