import BarModel
import Foundation
import HierarchyIO
import Layout
import Patcher
import TestSupport
import Testing

/// A dump the bar model wrote (QA S3-11: `inspect layout paste.txt -o bar.xml`, then
/// `inspect patch bar.xml`) patches as the paste does: the constraints the model added
/// (`origin="model"`) are patched as recorded ones are, and the frames are the hand-worked
/// ones of the fixture's `frames.pin-gap0.txt` (docs/navbar/ios13-18.md, "Patches").
@Suite struct ModelDumpPatchTests {
  /// What `inspect layout FILE -o bar.xml` writes: the model's constraints and the laid-out
  /// frames, through the XML writer and reader.
  static func modelDump(_ fixture: Fixture, options: BarModelOptions) throws -> Document {
    var warnings: [ReadWarning] = []
    let source = "Fixtures/\(fixture.name)/input.txt"
    let read = try Document(data: fixture.data("input.txt"), source: source, warnings: &warnings)
    let model = try Bars.rebuild(read, options: options)
    let result = try AutoLayout.solve(model.document, roots: model.layoutRoots)
    var laidOut = model.document
    laidOut.applyFrames(result, keepingAmbiguous: true)
    return try Document(xml: laidOut.hierarchy.xmlData(), source: "bar.xml")
  }

  @Test func sample03LaidOutThenPinned() throws {
    let fixture = Fixture("sample03-ios14-sheet-cancel-next")
    let dump = try Self.modelDump(fixture, options: BarModelOptions())
    #expect(dump.constraintCount > 10, "the model's constraints are in the dump")
    let result = try Patching.apply(Patch(.pin, gap: 0), to: dump, source: "bar.xml")
    #expect(result.stacks.count == 2 && result.stacks.allSatisfy { $0.action == .patched })
    let file = "Fixtures/\(fixture.name)/frames.pin-gap0.txt"
    let expected = try FrameExpectations(fixture.text("frames.pin-gap0.txt"), file: file)
    let patched = result.document
    #expect(expected.mismatches(in: patched, file: file) == [])
  }
}

/// Sample 13 pasted with `--width 390` (QA S3-18): the stack the model rebuilt is pinned; the
/// two stacks printed without their items, whose frames the model takes as given, are skipped
/// with a warning instead of failing the run. By hand: the stack (285 0; 97 44) ends 8 from
/// the 390-pt edge; pinned at gap 0 it lies at 390 − 97 = 293.
@Suite struct GivenStackPatchTests {
  @Test func sample13PinsTheRebuiltStackAndSkipsTheGivenOnes() throws {
    let fixture = Fixture("sample13-ios17-trailing-stack")
    var warnings: [ReadWarning] = []
    let document = try Document(
      data: fixture.data("input.txt"), source: "input.txt", warnings: &warnings)
    let result = try Patching.apply(
      Patch(.pin, gap: 0), to: document, source: "input.txt",
      model: BarModelOptions(width: 390))
    let patched = result.document
    let rebuilt = try #require(patched.view(at: "0x7b5000003600"))
    #expect(patched[rebuilt].frame == Rect(x: 293, y: 0, width: 97, height: 44))
    #expect(result.stacks.map(\.address) == ["0x7b5000003600"])
    for given in ["0x7b500006b000", "0x7b5000061800"] {
      let view = try #require(patched.view(at: given))
      #expect(patched[view].frame == document[try #require(document.view(at: given))].frame)
      #expect(
        result.warnings.contains {
          $0.message.contains(given) && $0.message.contains("takes its frame as given")
        }, "\(result.warnings)")
    }
  }
}
