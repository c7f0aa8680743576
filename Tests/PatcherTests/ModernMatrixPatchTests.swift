import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// The iOS 13–26 matrix (QA S3-10, S3-11): every bar's `pin --gap 0` and `shift --gap 0` give
/// the frames worked out by hand in its `frames.<tag>.txt` (checked with kiwisolver through the
/// dump's own constraints, docs/navbar/ios13-18.md "Fixtures"). On iOS 13+ there is no bar
/// guide: both patches work on the stack's edge constraint to
/// `UINavigationBarItemContentLayoutGuide` (docs/patches.md, "Pasted bars"). The dumps are
/// `bar.xml` or, once renamed, `input.xml`.
@Suite struct ModernMatrixPatchTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: Fixture
    var input: String
    var tag: String
    var patch: Patch
    var testDescription: String { "\(fixture.name) \(tag)" }
  }

  static let tags: [(String, Patch)] = [
    ("pin-gap0", Patch(.pin, gap: 0)),
    ("shift-gap0", Patch(.shift, gap: 0)),
  ]

  /// The matrix: `ios13-…` to `ios2N-…` fixtures with a dump named `bar.xml` or `input.xml`.
  static var cases: [Case] {
    let modern = Set(
      (Fixture.cases(withInput: "bar.xml") + Fixture.cases(withInput: "input.xml")).map(\.name)
        .filter(isModern))
    return modern.sorted().map(Fixture.init).flatMap { fixture in
      let input = fixture.exists("input.xml") ? "input.xml" : "bar.xml"
      return tags.filter { fixture.exists("frames.\($0.0).txt") }.map {
        Case(fixture: fixture, input: input, tag: $0.0, patch: $0.1)
      }
    }
  }

  /// `ios13-` … `ios19-`, `ios2N-`: the generations without bar guides.
  static func isModern(_ name: String) -> Bool {
    guard name.hasPrefix("ios"), let dash = name.firstIndex(of: "-"),
      let version = Int(name[name.index(name.startIndex, offsetBy: 3)..<dash])
    else { return false }
    return version >= 13
  }

  @Test func theWholeMatrixRuns() {
    // 14 bars (docs/navbar/ios13-18.md, "Fixtures"), each with both tags.
    #expect(Self.cases.count >= 28, "\(Self.cases.map(\.testDescription))")
  }

  @Test(arguments: cases)
  func handWorkedFrames(_ c: Case) throws {
    let file = "Fixtures/\(c.fixture.name)/frames.\(c.tag).txt"
    let expected = try FrameExpectations(c.fixture.text("frames.\(c.tag).txt"), file: file)
    let source = "Fixtures/\(c.fixture.name)/\(c.input)"
    let document = try Document(xml: c.fixture.data(c.input), source: source)
    let result: PatchResult
    do {
      result = try Patching.apply(c.patch, to: document, source: source)
    } catch {
      #expect(expected.exitStatus != 0, "\(file): the patch fails: \(error)")
      return
    }
    #expect(expected.exitStatus == 0, "\(file): expected the patch to fail")
    let patched = result.document
    #expect(expected.mismatches(in: patched, file: file) == [])
    for substring in expected.warnings {
      #expect(
        result.warnings.contains { $0.message.contains(substring) },
        "\(file): no warning contains '\(substring)'; warnings: \(result.warnings)")
    }
    #expect(result.stacks.contains { $0.action == .patched }, "\(result.stacks)")
  }
}
