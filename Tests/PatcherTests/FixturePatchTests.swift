import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// One fixture and one patch tag of docs/contributing.md#fixtures.
struct PatchCase: Sendable, CustomTestStringConvertible {
  var fixture: Fixture
  var tag: String
  var patch: Patch

  var testDescription: String { "\(fixture.name) \(tag)" }

  /// The tags of docs/contributing.md#fixtures and the patch each stands for.
  static let tags: [(String, Patch)] = [
    ("pin-gap0", Patch(.pin, gap: 0)),
    ("pin-gap10", Patch(.pin, gap: 10)),
    ("shift-gap0", Patch(.shift, gap: 0)),
    ("margins-gap0", Patch(.margins, gap: 0)),
    ("spacing", Patch(.spacing)),
    ("tap-area", Patch(.tapArea)),
  ]

  static var all: [PatchCase] {
    Fixture.cases().flatMap { fixture in
      tags.map { PatchCase(fixture: fixture, tag: $0.0, patch: $0.1) }
    }
  }

  /// Every case with a hand-worked `frames.<tag>.txt`.
  static var worked: [PatchCase] {
    all.filter { $0.fixture.exists("frames.\($0.tag).txt") }
  }

  var source: String { "Fixtures/\(fixture.name)/input.xml" }

  func input() throws -> Document {
    try Document(xml: fixture.data("input.xml"), source: source)
  }

  /// Runs the patch: the result, or the error it fails with.
  func run() throws -> Result<PatchResult, PatchError> {
    let hierarchy = try input()
    do {
      return .success(try applyPatch(patch, to: hierarchy, source: source))
    } catch let error as PatchError {
      return .failure(error)
    }
  }
}

@Suite struct FixturePatchTests {
  /// The patched dump against `expected.<tag>.xml` (recorded with INSPECT_RECORD=1 and read
  /// before committing). A patch that fails has its message as the report and no dump. The
  /// report of a patch that succeeds, `expected.<tag>.report.txt`, is `inspect patch`'s: with
  /// the findings of `check` the patch introduced (Audit, docs/check.md "After a patch"), so
  /// `inspect test Fixtures` checks it (GoldenTestingTests' TestCommandTests), byte for byte.
  @Test(arguments: PatchCase.all)
  func goldens(_ c: PatchCase) throws {
    let folder = c.fixture.name
    switch try c.run() {
    case .success(let result):
      let xml = String(decoding: result.document.xmlData(), as: UTF8.self)
      if let mismatch = goldenMismatch(xml, "\(folder)/expected.\(c.tag).xml") {
        Issue.record(Comment(rawValue: mismatch))
      }
    case .failure(let error):
      #expect(!c.fixture.exists("expected.\(c.tag).xml"), "the patch fails: \(error)")
      if let mismatch = goldenMismatch("\(error)\n", "\(folder)/expected.\(c.tag).report.txt") {
        Issue.record(Comment(rawValue: mismatch))
      }
    }
  }

  /// The frames worked out by hand (and with kiwisolver) in `frames.<tag>.txt`.
  @Test(arguments: PatchCase.worked)
  func handWorkedFrames(_ c: PatchCase) throws {
    let file = "Fixtures/\(c.fixture.name)/frames.\(c.tag).txt"
    let expected = try FrameExpectations(c.fixture.text("frames.\(c.tag).txt"), file: file)
    let outcome = try c.run()
    if expected.exitStatus != 0 {
      guard case .failure = outcome else {
        Issue.record("\(file): expected the patch to fail (exit \(expected.exitStatus))")
        return
      }
      return
    }
    let result = try outcome.get()
    let frames = result.document.framesByAddress
    for line in expected.frames {
      guard let actual = frames[line.address] else {
        Issue.record("\(file):\(line.line): no frame for \(line.address)")
        continue
      }
      let want = FrameExpectations.snapped(line.frame, scale: result.document.metadata.scale)
      #expect(
        FrameExpectations.close(actual, want),
        "\(file):\(line.line): \(line.address) is (\(actual)), expected (\(want))")
    }
    for substring in expected.warnings {
      #expect(
        result.warnings.contains { $0.message.contains(substring) },
        "\(file): no warning contains '\(substring)'; warnings: \(result.warnings)")
    }
  }

  /// Patching the patched dump again changes nothing and says so.
  @Test(arguments: PatchCase.all)
  func secondApplicationChangesNothing(_ c: PatchCase) throws {
    guard case .success(let first) = try c.run() else { return }
    let reread = try Document(xml: first.document.xmlData(), source: "patched.xml")
    let second = try applyPatch(c.patch, to: reread, source: "patched.xml")
    #expect(second.alreadyApplied)
    #expect(second.document.hasSameContent(as: reread))
    #expect(PatchReport.text(second).contains("already applied"))
  }
}
