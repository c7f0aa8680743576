import BarModel
import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// Reads a fixture's input as the tests name it.
func fixtureInput(_ name: String) throws -> Document {
  try Document(
    xml: Fixture(name).data("input.xml"), source: "Fixtures/\(name)/input.xml")
}

/// Reads a real capture of `Fixtures/lldb-samples` (header lines and all) as console text.
func sampleInput(_ sample: String) throws -> Document {
  var warnings: [ReadWarning] = []
  return try Document(
    data: Fixture("lldb-samples").data(sample), source: sample, format: .lldb,
    warnings: &warnings)
}

/// Patches a document.
func applyPatch(
  _ patch: Patch, to document: Document, source: String, solveWholeDump: Bool = false
) throws -> PatchResult {
  try Patching.apply(patch, to: document, source: source, solveWholeDump: solveWholeDump)
}

func patched(_ name: String, _ patch: Patch = Patch()) throws -> PatchResult {
  try applyPatch(patch, to: fixtureInput(name), source: "Fixtures/\(name)/input.xml")
}

/// The frame of `address` in the root's coordinates (adding every superview's origin).
func screenFrame(_ address: String, in document: Document) -> Rect? {
  guard let item = document.item(at: address), var frame = document.frame(of: item) else {
    return nil
  }
  var parent = document.parent(of: item)
  while let current = parent {
    guard let origin = document[current].frame else { break }
    frame.x += origin.x
    frame.y += origin.y
    parent = document.superview(of: current)
  }
  return frame
}

/// The cases the issue names, with the numbers worked out by hand from docs/navbar/ios11-12.md's chain.
@Suite struct PatchScenarioTests {
  /// iOS 11 beta: after `pin --gap 0` the stack's leading edge is at 0 and the button 8 pt
  /// from the screen edge (the spacer is 8 wide; the bar, content view and stack sit at 0).
  @Test func betaBarPinGap0() throws {
    let result = try patched("ios11-beta-bar")
    let stack = try #require(screenFrame("0x7fb4d8e13ad0", in: result.document))
    #expect(stack.x == 0)
    #expect(stack.width == 48)
    let button = try #require(screenFrame("0x7fb4d8d06a70", in: result.document))
    #expect(button.x == 8)
    #expect(button.width == 40)
    // Exactly the chain's edge constraint goes, by identity, and exactly one pin comes.
    #expect(result.changes.map(\.kind) == [.removed, .added])
    #expect(result.changes[0].constraint.address == "0x6000021c9a00")
    #expect(
      result.changes[1].notation
        == "_UIButtonBarStackView:0x7fb4d8e13ad0.leading == "
        + "_UINavigationBarContentView:0x7fb4d8c0b0a0.leading")
    #expect(result.changes[1].constraint.address == "patch:pin:1")
    #expect(result.changes[1].constraint.origin == "patch:pin")
    #expect(!result.changes.contains { $0.constraint.identifier?.hasPrefix("UISV-") == true })
    #expect(result.warnings.isEmpty)
  }

  /// The record is the one the fixtures engineer wrote by hand in `already-patched`.
  @Test func betaBarRecordMatchesTheHandWrittenOne() throws {
    let result = try patched("ios11-beta-bar")
    let handWritten = try fixtureInput("already-patched").metadata.patches
    #expect(handWritten.count == 1)
    #expect(result.document.metadata.patches == handWritten)
  }

  /// Sample 01's 375-pt bar: after `pin --gap 0` the stack and LeadingBarGuide are at 0…44
  /// and the title guide at 44…367 (TrailingBarGuide stays at 367, 8 from the edge).
  @Test func sample01LeftItemPinGap0() throws {
    let result = try patched("ios11-375-left-item")
    let frames = result.document.framesByAddress
    #expect(frames["0x113b5df90"] == Rect(x: 0, y: 0, width: 44, height: 44))
    #expect(frames["0x1c01a1ce0"] == Rect(x: 0, y: 0, width: 44, height: 44))
    #expect(frames["0x1c01a1dc0"] == Rect(x: 44, y: 0, width: 323, height: 44))
    #expect(frames["0x1c01a1500"] == Rect(x: 0, y: 0, width: 0, height: 44))
    #expect(result.changes.filter { $0.kind == .removed }.count == 1)
  }

  /// The 414-pt bar with a back button: the leading side is skipped with a warning…
  @Test func backButtonSkipsTheLeadingSide() throws {
    let input = try fixtureInput("ios12-414-back-button")
    for patch in [Patch(), Patch(side: .both), Patch(.spacing)] {
      let result = try applyPatch(patch, to: input, source: "in.xml")
      #expect(result.changes.isEmpty)
      #expect(result.warnings.count == 1)
      #expect(result.warnings.first?.message.contains("back button") == true)
      #expect(result.warnings.first?.location?.line == 20)
      #expect(result.moved.isEmpty)
      guard case .skipped = result.stacks.first?.action else {
        Issue.record("the leading stack is not skipped: \(result.stacks)")
        continue
      }
    }
  }

  /// … and `--side leading` fails with the explanation.
  @Test func backButtonSideLeadingFails() throws {
    let input = try fixtureInput("ios12-414-back-button")
    for kind in [PatchKind.pin, .spacing] {
      #expect {
        try applyPatch(Patch(kind, side: .leading), to: input, source: "in.xml")
      } throws: { error in
        guard let error = error as? PatchError, case .backButtonShown = error.reason else {
          return false
        }
        return error.description.hasPrefix(
          "Fixtures/ios12-414-back-button/input.xml:20:7: error: '--side leading': \(kind.rawValue) "
            + "cannot move the leading stack '_UIButtonBarStackView:0x7f8b1dd1a3d0' to the edge")
          && error.description.contains("on top of the back button")
      }
    }
  }

  /// Right to left: the leading stack is on the right, pinned to the right edge; the
  /// trailing one to the left edge (375-pt bar, 44- and 17-pt stacks).
  @Test func rightToLeftPinGap0IsMirrored() throws {
    let result = try patched("ios11-375-rtl")
    let frames = result.document.framesByAddress
    #expect(frames["0x7fa3c1f14a20"] == Rect(x: 331, y: 0, width: 44, height: 44))
    #expect(frames["0x7fa3c1f186b0"] == Rect(x: 0, y: 0, width: 17, height: 44))
    #expect(result.stacks.map(\.side) == [.leading, .trailing])
  }

  /// Right to left, `pin --gap 10`: 10 from the right edge and 10 from the left one.
  @Test func rightToLeftPinGap10() throws {
    let result = try patched("ios11-375-rtl", Patch(gap: 10))
    let frames = result.document.framesByAddress
    #expect(frames["0x7fa3c1f14a20"] == Rect(x: 321, y: 0, width: 44, height: 44))
    #expect(frames["0x7fa3c1f186b0"] == Rect(x: 10, y: 0, width: 17, height: 44))
  }

  /// Two guide sets in one content view: each stack's own set loses its edge constraint;
  /// the other set's constraint on that side stays.
  @Test func twoGuideSets() throws {
    let result = try patched("ios11-375-two-guide-sets")
    let removed = result.changes.filter { $0.kind == .removed }.compactMap(\.constraint.address)
    #expect(removed == ["0x600002139480", "0x60000212cb40"])
    let frames = result.document.framesByAddress
    #expect(frames["0x113b5df90"] == Rect(x: 0, y: 0, width: 44, height: 44))
    #expect(frames["0x1189125f0"] == Rect(x: 358, y: 0, width: 17, height: 44))
    let document = try fixtureInput("ios11-375-two-guide-sets")
    let bars = BarAnatomy.bars(in: document)
    #expect(bars.count == 1)
    let content = BarAnatomy.content(of: bars[0].contentView, in: document)
    #expect(content.guideSets.map(\.layout) == ["0x11890ee00", "0x109518800"])
    #expect(
      content.stacks.map { content.guideSet(of: $0)?.layout } == ["0x109518800", "0x11890ee00"])
  }

  /// A dump the patch already patched: nothing changes, a warning says so.
  @Test func alreadyPatched() throws {
    let input = try fixtureInput("already-patched")
    let result = try applyPatch(Patch(), to: input, source: "in.xml")
    #expect(result.alreadyApplied)
    #expect(result.document.hasSameContent(as: input))
    #expect(result.changes.isEmpty)
    #expect(result.warnings.map(\.message).contains { $0.contains("already applied") })
    // Said where the <patch> record is: line 3, column 3 of the fixture.
    #expect(result.warnings.first?.location?.line == 3)
    #expect(result.warnings.first?.location?.column == 3)
    // Another gap is another patch: inspect's own earlier pin gives way to the new one.
    let again = try applyPatch(Patch(gap: 10), to: input, source: "in.xml")
    #expect(again.changes.map(\.kind) == [.removed, .added])
    #expect(again.changes[0].constraint.address == "patch:pin:1")
    #expect(again.changes[1].constraint.address == "patch:pin:2")
    #expect(again.document.metadata.patches.count == 2)
  }

  /// A library's pin kept beside the guide constraint: pin --gap 0 removes the guide
  /// constraint and adds nothing (the same pin is there); --gap 10 replaces the library's pin.
  @Test func libraryPinKeptBesideTheGuide() throws {
    let result = try patched("conflict-pin-kept-guide")
    #expect(result.changes.map(\.kind) == [.removed])
    #expect(result.changes.first?.constraint.address == "0x600002139480")
    let gap10 = try patched("conflict-pin-kept-guide", Patch(gap: 10))
    #expect(gap10.changes.map(\.kind) == [.removed, .removed, .added])
    #expect(
      gap10.changes.compactMap(\.constraint.address)
        == ["0x60000213f5c0", "0x600002139480", "patch:pin:1"])
    #expect(gap10.changes[0].reason == "an earlier pin of this edge")
  }

  /// shift goes on behind a back button (docs/patches.md), with a warning.
  @Test func shiftBehindABackButton() throws {
    let result = try patched("ios12-414-back-button", Patch(.shift))
    #expect(result.changes.first?.constraint.address == "0x6000021f12c0")
    #expect(result.changes.last?.constraint.constant == -75)
    #expect(result.warnings.first?.message.contains("over the back button") == true)
  }

  /// No bar stack view: a clear error, nothing patched.
  @Test func noBarStackView() throws {
    let hierarchy = try Document.build { b in
      try b.view("UIWindow", "0x1", Rect(x: 0, y: 0, width: 10, height: 10)) { b in
        try b.view("UIView", "0x2", .zero)
      }
    }
    #expect {
      try applyPatch(Patch(), to: hierarchy, source: "w.xml")
    } throws: { error in
      guard let error = error as? PatchError, case .noBarStackView = error.reason else {
        return false
      }
      return error.description.hasPrefix("w.xml:1:1: error: no bar stack view")
    }
  }

  /// A recursiveDescription lists no constraint: the patch works on the bar model's rebuilt
  /// ones (docs/patches.md, "Pasted bars"), and the report says what the model did. The frames
  /// are checked against the hand-worked files in PastedPatchTests.
  @Test func pastedBarIsPatchedOnTheModel() throws {
    let sample = "03-recursive-navbar-sheet-cancel-next-ios14.txt"
    let result = try applyPatch(Patch(), to: sampleInput(sample), source: sample)
    #expect(result.stacks.map(\.action) == [.patched, .patched])
    #expect(result.changes.map(\.kind) == [.removed, .added, .removed, .added])
    #expect(
      result.changes.filter { $0.kind == .removed }.allSatisfy { $0.constraint.origin == "model" })
    #expect(
      result.model.first?.hasPrefix("bar model: UINavigationBar:0x107e957e0: iOS 13-18") == true)
    #expect(
      result.model.last?.contains("11/11 recorded frames reproduced") == true, "\(result.model)")
  }

  /// A paste the model does not reproduce (sample 66 said right to left: its back button
  /// lands on the right) is not patched: the error is at the first frame it does not
  /// reproduce (the back button's line, not the bar's: QA S3-26), names it with both values
  /// and says what to give.
  @Test func unreproducedPasteIsRefused() throws {
    let source = "Fixtures/sample66-ios13-back-button-push/input.txt"
    var warnings: [ReadWarning] = []
    let document = try Document(
      data: Fixture("sample66-ios13-back-button-push").data("input.txt"), source: source,
      warnings: &warnings)
    #expect {
      try Patching.apply(
        Patch(), to: document, source: source, model: BarModelOptions(direction: .rightToLeft))
    } throws: { error in
      guard let error = error as? PatchError, case .notReproduced = error.reason else {
        return false
      }
      return error.description.hasPrefix(
        "\(source):11:21: error: the bar model's 'UINavigationBar:0x7f893fe16f70' does not "
          + "reproduce the capture")
        && error.description.contains("recorded (0 0; 65 44), model (310 0; 65 44)")
        && error.description.contains("--direction leftToRight")
    }
  }

  /// `--side` picks the stacks; `both` is `auto` (every stack on its own side).
  @Test func sideOption() throws {
    let trailing = try patched("ios11-375-two-items-each-side", Patch(side: .trailing))
    #expect(trailing.stacks.map(\.action) == [.skipped("not on the trailing side"), .patched])
    #expect(trailing.changes.compactMap(\.constraint.address) == ["0x6000021a9220", "patch:pin:1"])
    let frames = trailing.document.framesByAddress
    #expect(frames["0x7fd0e2e18a20"] == Rect(x: 16, y: 0, width: 72, height: 44))
    #expect(frames["0x7fd0e2e1c6b0"] == Rect(x: 311, y: 0, width: 64, height: 44))
    let both = try patched("ios11-375-two-items-each-side", Patch(side: .both))
    let auto = try patched("ios11-375-two-items-each-side", Patch(side: .auto))
    #expect(both.changes == auto.changes)
    #expect(both.document.framesByAddress == auto.document.framesByAddress)
  }

  /// `--side trailing` on a bar whose only stack is on the leading side fails.
  @Test func noStackOnTheRequestedSide() throws {
    #expect(throws: PatchError.self) {
      try patched("ios11-375-left-item", Patch(side: .trailing))
    }
  }

  /// shift keeps every constraint and lands the stack at the gap: c = gap − margin.
  @Test func shiftComputesTheConstant() throws {
    let result = try patched("ios11-375-left-item", Patch(.shift, gap: 4))
    #expect(result.changes.map(\.kind) == [.removed, .added])
    #expect(result.changes[1].constraint.constant == 4 - 16)
    #expect(result.changes[1].constraint.address == result.changes[0].constraint.address)
    #expect(result.document.framesByAddress["0x113b5df90"]?.x == 4)
  }

  /// margins warns from iOS 13 on, and says it could not check without `os`.
  @Test func marginsWarnsAboutIOS13() throws {
    var input = try fixtureInput("ios11-beta-bar")
    #expect(try applyPatch(Patch(.margins), to: input, source: "a").warnings.isEmpty)
    input.metadata.os = "13.4"
    let warned = try applyPatch(Patch(.margins), to: input, source: "a").warnings
    #expect(warned.count == 1)
    #expect(
      warned.first?.message.contains("Client error attempting to change layout margins") == true)
    input.metadata.os = nil
    let unchecked = try applyPatch(Patch(.margins), to: input, source: "a").warnings
    #expect(unchecked.first?.message.contains("could not check") == true)
  }
}

/// Only the bars are solved when nothing ties them to the rest of the dump.
@Suite struct SolvingScopeTests {
  /// The beta bar inside a window with frame-based and Auto Layout views around it.
  func window(tiedToTheBar: Bool) throws -> Document {
    let bar = try fixtureInput("ios11-beta-bar")
    return try Document.build(bar.metadata) { b in
      try b.view("UIWindow", "0xw1", Rect(x: 0, y: 0, width: 375, height: 667)) { b in
        try b.view("UIView", "0xw2", Rect(x: 0, y: 0, width: 375, height: 667)) { b in
          try b.view(
            ViewAttributes("UILabel", "0xw3", Rect(x: 16, y: 100, width: 100, height: 20)) {
              $0.translatesAutoresizingMaskIntoConstraints = false
              $0.intrinsicSize = Size(width: 100, height: 20)
            })
          try b.addConstraint(
            LayoutConstraint(first: "0xw3", .leading, second: "0xw2", .leading, constant: 16))
          // Tied: the label's top follows the bar's stack, the bar no longer stands apart.
          try b.addConstraint(
            tiedToTheBar
              ? LayoutConstraint(
                first: "0xw3", .top, second: "0x7fb4d8e13ad0", .bottom, constant: 36)
              : LayoutConstraint(first: "0xw3", .top, second: "0xw2", .top, constant: 100))
        }
        for root in bar.roots {
          try b.openCopy(of: root, in: bar)
          try b.closeCopy(of: root, in: bar)
        }
      }
    }
  }

  @Test(arguments: [false, true])
  func sameFramesAsTheWholeDump(tied: Bool) throws {
    let input = try window(tiedToTheBar: tied)
    for (_, patch) in PatchCase.tags {
      let scoped = try applyPatch(patch, to: input, source: "w.xml")
      let whole = try applyPatch(patch, to: input, source: "w.xml", solveWholeDump: true)
      let a = scoped.document.framesByAddress
      let b = whole.document.framesByAddress
      for (address, frame) in b where address.hasPrefix("0x7fb4d8") || address.hasPrefix("0x60c0") {
        #expect(a[address] == frame, "\(patch.summary): \(address)")
      }
      #expect(scoped.changes == whole.changes)
    }
  }
}

/// Right to left is the mirror image: the two-items bar with its direction flipped gives, for
/// every patch, every frame mirrored in its superview (x′ = superview width − x − width).
@Suite struct MirrorTests {
  @Test(arguments: PatchCase.tags.map(\.0))
  func rightToLeftIsTheMirrorImage(tag: String) throws {
    let patch = try #require(PatchCase.tags.first { $0.0 == tag }?.1)
    let ltr = try fixtureInput("ios11-375-two-items-each-side")
    var rtl = ltr
    rtl.metadata.direction = .rightToLeft
    let a = try applyPatch(patch, to: ltr, source: "ltr.xml").document
    let b = try applyPatch(patch, to: rtl, source: "rtl.xml").document
    let framesB = b.framesByAddress
    var compared = 0
    for view in a.preorder {
      for item in [ItemID.view(view)] + a.guides(of: view).map(ItemID.guide) {
        guard let frame = a.frame(of: item), let parent = a.parent(of: item),
          let width = a[parent].frame?.width,
          !(a.label(of: item) ?? "").hasPrefix("UIButtonBar.")  // ambiguous by design
        else { continue }
        // Frame-based custom views keep their recorded frames (not mirrored by Auto Layout).
        if case .view(let id) = item, a[id].translatesAutoresizingMaskIntoConstraints {
          continue
        }
        let mirrored = Rect(
          x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
        #expect(framesB[a.address(of: item)] == mirrored, "\(tag): \(a.name(of: item))")
        compared += 1
      }
    }
    // The five guides of the content view, two stacks and their margins guides, four adaptors.
    #expect(compared >= 13)
  }
}
