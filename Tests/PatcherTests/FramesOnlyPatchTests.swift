import BarModel
import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// Every iOS 11–12 fixture's frames-only copy (`input.frames-only.xml`: guides, constraints and
/// layout attributes removed, what a `recursiveDescription` shows) patches to the same frames
/// as the full `input.xml` (issue 9): the patch runs on the bar model's rebuilt constraints
/// (docs/patches.md, "Pasted bars"). Compared: every view by address, and each content view's
/// guide-chain guides by role when the bar has one guide set (with two, the views: the sets'
/// names differ, `(0x…)` and `(model-N)`).
@Suite struct FramesOnlyPatchTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: Fixture
    var tag: String
    var patch: Patch
    var testDescription: String { "\(fixture.name) \(tag)" }
  }

  static var cases: [Case] {
    Fixture.cases(withInput: "input.frames-only.xml").flatMap { fixture in
      PatchCase.tags.map { Case(fixture: fixture, tag: $0.0, patch: $0.1) }
    }
  }

  static func patch(_ c: Case, _ input: String) throws -> Result<PatchResult, PatchError> {
    let source = "Fixtures/\(c.fixture.name)/\(input)"
    let document = try Document(xml: c.fixture.data(input), source: source)
    do {
      return .success(try Patching.apply(c.patch, to: document, source: source))
    } catch {
      return .failure(error)
    }
  }

  @Test(arguments: cases)
  func sameFramesAsTheFullDump(_ c: Case) throws {
    let full = try Self.patch(c, "input.xml")
    let framesOnly = try Self.patch(c, "input.frames-only.xml")
    switch (full, framesOnly) {
    case (.failure, .failure): return
    case (.failure(let error), .success):
      Issue.record("the full dump fails (\(error)), the frames-only copy is patched")
      return
    case (.success, .failure(let error)):
      Issue.record("the full dump is patched, the frames-only copy fails: \(error)")
      return
    case (.success(let full), .success(let copy)):
      #expect(!copy.model.isEmpty, "the model rebuilt nothing")
      let compared = compare(full.document, copy.document)
      #expect(compared >= 5, "only \(compared) frames compared")
      // The same stacks patched or skipped, for the same reasons.
      #expect(full.stacks.map(\.action) == copy.stacks.map(\.action))
    }
  }

  /// Expects every view frame (and chain guide, one set) of `full` in `copy`; returns how many
  /// were compared.
  func compare(_ full: Document, _ copy: Document) -> Int {
    let tolerance = 0.5 / (full.metadata.scale ?? 1000) + 1e-9
    var compared = 0
    func check(_ name: String, _ want: Rect, _ got: Rect?) {
      #expect(
        got.map {
          abs($0.x - want.x) <= tolerance && abs($0.y - want.y) <= tolerance
            && abs($0.width - want.width) <= tolerance && abs($0.height - want.height) <= tolerance
        } == true, "\(name): full dump (\(want)), frames-only \(got.map { "(\($0))" } ?? "none")")
      compared += 1
    }
    full.forEachView { view in
      let address = full[view].address
      guard let want = full[view].frame, let other = copy.view(at: address) else { return }
      check(address, want, copy[other].frame)
      let roles = chainGuides(of: view, in: full)
      let copyRoles = chainGuides(of: other, in: copy)
      guard roles.count == 4, copyRoles.count == 4 else { return }
      for (role, guide) in roles {
        guard let want = full[guide].frame else { continue }
        check(role, want, copyRoles[role].flatMap { copy[$0].frame })
      }
    }
    return compared
  }

  /// A content view's guide-chain guides by role, when it holds one set.
  func chainGuides(of view: ViewID, in document: Document) -> [String: GuideID] {
    var roles: [String: GuideID] = [:]
    for guide in document.guides(of: view) {
      guard let identifier = document[guide].identifier,
        let (role, _) = BarIdentifier.chainRole(of: identifier)
      else { continue }
      if roles["\(role)"] != nil { return [:] }  // two sets
      roles["\(role)"] = guide
    }
    return roles
  }
}
