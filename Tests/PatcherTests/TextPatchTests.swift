import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// A bar read from text with its constraints (QA S3-1): `inspect show --guides --constraints`
/// prints what `po` of the bar's views prints — views, guides, constraints — and no
/// `translatesAutoresizingMaskIntoConstraints`, no intrinsic size, no margins. Read back, it
/// patches to the same hand-worked frames (`frames.<tag>.txt`) as the XML dump: a view a
/// printed constraint ties is laid out by Auto Layout, as `inspect layout` lays it out
/// (docs/layout.md, "Which views are autoresizing").
///
/// The fixtures are those whose XML lists every constraint UIKit prints: the others record a
/// stack's `alignment` and `spacing` as attributes instead of its `UISV-*` constraints, or a
/// right-to-left `direction`, which text does not print.
@Suite struct TextPatchTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: Fixture
    var tag: String
    var patch: Patch
    var testDescription: String { "\(fixture.name) \(tag)" }
  }

  static let fixtures = [
    "ios11-beta-bar", "ios11-375-left-item", "ios11-375-right-item", "ios11-375-two-guide-sets",
    "ios12-414-back-button", "already-patched", "conflict-pin-kept-guide",
  ]

  static var cases: [Case] {
    fixtures.map(Fixture.init).flatMap { fixture in
      PatchCase.tags.filter { fixture.exists("frames.\($0.0).txt") }.map {
        Case(fixture: fixture, tag: $0.0, patch: $0.1)
      }
    }
  }

  /// The fixture as `inspect show --guides --constraints` prints it, read back as a paste.
  static func text(_ fixture: Fixture) throws -> (Document, String) {
    let xml = try Document(xml: fixture.data("input.xml"), source: "input.xml")
    let text = xml.recursiveDescription(guides: true, constraints: true)
    var warnings: [ReadWarning] = []
    let source = "\(fixture.name).txt"
    let document = try Document(
      data: Data(text.utf8), source: source, format: .lldb, warnings: &warnings)
    #expect(warnings.isEmpty, "\(warnings)")
    return (document, source)
  }

  @Test func everyFixtureRunsEveryTag() {
    #expect(Self.cases.count >= 40, "\(Self.cases.map(\.testDescription))")
  }

  @Test(arguments: cases)
  func handWorkedFrames(_ c: Case) throws {
    let file = "Fixtures/\(c.fixture.name)/frames.\(c.tag).txt"
    let expected = try FrameExpectations(c.fixture.text("frames.\(c.tag).txt"), file: file)
    let (document, source) = try Self.text(c.fixture)
    let result: PatchResult
    do {
      result = try Patching.apply(c.patch, to: document, source: source)
    } catch {
      #expect(expected.exitStatus != 0, "\(file): the patch of the text fails: \(error)")
      return
    }
    #expect(expected.exitStatus == 0, "\(file): expected the patch to fail")
    let patched = result.document
    #expect(expected.mismatches(in: patched, file: file) == [])
  }

  /// S3-1's tap-area: the text grows the adaptor as the XML does, `(8 2; 40 40)` → `(8 0;
  /// 44 44)` (docs/patches.md, "tap-area"), with the same moves reported.
  @Test func tapAreaGrowsTheAdaptorOfTheText() throws {
    let fixture = Fixture("ios11-beta-bar")
    let (document, source) = try Self.text(fixture)
    let text = try Patching.apply(Patch(.tapArea), to: document, source: source)
    let xml = try Patching.apply(
      Patch(.tapArea), to: Document(xml: fixture.data("input.xml"), source: "input.xml"),
      source: "input.xml")
    let adaptor = try #require(text.document.view(at: "0x7fb4d8e14390"))
    #expect(text.document[adaptor].frame == Rect(x: 8, y: 0, width: 44, height: 44))
    #expect(text.moved.count == xml.moved.count && text.moved.count == 6, "\(text.moved)")
  }
}
