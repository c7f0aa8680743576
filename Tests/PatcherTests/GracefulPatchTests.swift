import BarModel
import DumpModel
import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// A pasted bar the model does not reproduce everywhere (issue 21, "Degrade gracefully"):
/// `patch` refuses only over a frame it depends on or moves; a difference elsewhere is a
/// warning; `--force` patches anyway and the record says so.
@Suite struct GracefulPatchTests {
  static let name = "sample03-ios14-sheet-cancel-next"
  static let source = "Fixtures/\(name)/input.txt"

  /// Sample 03 with `edit` made to its text.
  func sample03(_ edit: (String) -> String = { $0 }) throws -> Document {
    let text = edit(String(decoding: try Fixture(Self.name).data("input.txt"), as: UTF8.self))
    var warnings: [ReadWarning] = []
    return try Document(
      data: Data(text.utf8), source: Self.source, format: .lldb, warnings: &warnings)
  }

  /// The background 5.3 pt taller than the model's (an iPhone 14 Pro Sentry capture's kind of
  /// difference): the pin never touches it, so the patch goes on and says so at its line.
  @Test func aChromeDifferenceWarns() throws {
    let document = try sample03 {
      $0.replacingOccurrences(
        of: "<_UIBarBackground: 0x107eadd90; frame = (0 0; 375 56)",
        with: "<_UIBarBackground: 0x107eadd90; frame = (0 0; 375 61.3)")
    }
    let result = try Patching.apply(Patch(), to: document, source: Self.source)
    let warning = try #require(
      result.warnings.first { $0.message.contains("the patch neither depends on nor moves") })
    #expect(warning.message.hasPrefix("'UINavigationBar:0x107e957e0': 1 frame "))
    #expect(warning.message.contains("_UIBarBackground:0x107eadd90: recorded (0 0; 375 61.3)"))
    #expect(warning.location?.line == 2)
    #expect(result.record?.options.contains { $0.name == "forced" } == false)
    // The stacks are pinned as on the unchanged capture.
    let plain = try Patching.apply(Patch(), to: try sample03(), source: Self.source)
    #expect(result.changes.map(\.notation) == plain.changes.map(\.notation))
    #expect(result.moved.map(\.address) == plain.moved.map(\.address))
    #expect(plain.warnings.allSatisfy { !$0.message.contains("differ") })
  }

  /// An item of a stack the patch moves differs: refused at the item's line, unless forced.
  @Test func anItemDifferenceRefusesUnlessForced() throws {
    let document = try sample03 {
      $0.replacingOccurrences(
        of: "<_UIButtonBarButton: 0x107de7110; frame = (0 0; 46 44)",
        with: "<_UIButtonBarButton: 0x107de7110; frame = (0 0; 50 44)")
    }
    #expect {
      try Patching.apply(Patch(), to: document, source: Self.source)
    } throws: { error in
      guard let error = error as? PatchError, case .notReproduced = error.reason else {
        return false
      }
      return error.location?.line == 8
        && error.description.contains("_UIButtonBarButton:0x107de7110: recorded (0 0; 50 44)")
    }
    var patch = Patch()
    patch.force = true
    let forced = try Patching.apply(patch, to: document, source: Self.source)
    #expect(forced.record?.options.last == UnknownAttribute(name: "forced", value: "YES"))
    #expect(
      forced.warnings.contains {
        $0.message.hasPrefix("forced: 'UINavigationBar:0x107e957e0' is patched although 1 frame")
          && $0.location?.line == 8
      })
    #expect(!forced.changes.isEmpty)
  }
}

/// An item the dump leaves ambiguous and the patch does not touch keeps its recorded frame,
/// and the report says so (issue 21: a patch never moves what it did not affect).
@Suite struct AmbiguousItemPatchTests {
  @Test func anUntouchedAmbiguousViewKeepsItsRecordedFrame() throws {
    let name = "ios11-375-left-item"
    var text = String(decoding: try Fixture(name).data("input.xml"), as: UTF8.self)
    // An Auto Layout view no constraint places: the solver may put it anywhere.
    let badge =
      "<view class=\"UIView\" address=\"0xbad9e\" frame=\"200 10; 20 20\" "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\"/>"
    let anchor = "<guide address=\"0x1d09bce00\" identifier=\"UIViewLayoutMarginsGuide\""
    #expect(text.contains(anchor))
    text = text.replacingOccurrences(of: anchor, with: badge + "\n      " + anchor)
    let source = "Fixtures/\(name)/input.xml"
    let document = try Document(xml: Data(text.utf8), source: source)
    let result = try Patching.apply(Patch(), to: document, source: source)
    #expect(
      result.document.framesByAddress["0xbad9e"] == Rect(x: 200, y: 10, width: 20, height: 20))
    #expect(!result.moved.contains { $0.address == "0xbad9e" })
    let warning = try #require(result.warnings.first { $0.message.contains("0xbad9e") })
    #expect(
      warning.message.hasPrefix(
        "'UIView:0xbad9e' keeps its recorded frame (200 10; 20 20): the dump leaves it ambiguous"))
    #expect(warning.location?.line == 9)
    // The stack is pinned as without the view.
    let plain = try Patching.apply(
      Patch(), to: try Document(xml: Fixture(name).data("input.xml"), source: source),
      source: source)
    #expect(result.changes.map(\.notation) == plain.changes.map(\.notation))
    #expect(result.moved.map(\.address) == plain.moved.map(\.address))
  }
}
