import Foundation
import HierarchyIO
import SentryFormat
import TestSupport
import Testing

/// The fixtures written from Sentry's documented shape (docs/sentry.md), checked against the
/// captures they were taken from.
@Suite struct SentryFixtureTests {
  /// `Fixtures/sentry-sample66-ios13-navbar/input.json` is sample 66 (a recursiveDescription
  /// of Sentry's own sample app) in the attachment's shape, under a window and a navigation
  /// controller's container view. Every view of the capture comes out with its class, frame,
  /// alpha and hidden flag, in the same order, as the LLDB reader reads the capture.
  @Test func sample66ReadsAsTheCapture() throws {
    let fixture = Fixture("sentry-sample66-ios13-navbar")
    var warnings: [ReadWarning] = []
    let sentry = try Document(
      data: try fixture.data("input.json"), source: "input.json", warnings: &warnings)
    #expect(warnings.isEmpty)
    let captured = try Document(
      console: Fixture("sample66-ios13-back-button-push").text("input.txt"), source: "input.txt",
      strict: true, warnings: &warnings)
    func walk(_ views: [ViewHandle]) -> [String] {
      views.flatMap { view in
        ["\(view.className) \(view.frame.map(\.description) ?? "nil") \(view.alpha) \(view.hidden)"]
          + walk(view.subviews)
      }
    }
    let container = try #require(sentry.rootViews.first?.subviews.first)
    #expect(sentry.rootViews.map(\.className) == ["UIWindow"])
    #expect(container.className == "UILayoutContainerView")
    #expect(
      container.unknownAttributes == [
        UnknownAttribute(name: "view_controller", value: "UINavigationController")
      ])
    let expected = walk(captured.rootViews)
    #expect(expected.count == 27)
    #expect(walk(container.subviews) == expected)
  }

  @Test func theFacadeDetectsSentryAndTheDumpsJSON() throws {
    let sentry = try Fixture("sentry-sample66-ios13-navbar").data("input.json")
    #expect(InputFormat.detect(sentry) == .sentry)
    let dump = #"{"format": 1, "views": [{"class": "UIView", "address": "0x1"}]}"#
    #expect(InputFormat.detect(Data(dump.utf8)) == .json)
    // A key neither format has is skipped, whatever it holds, until one decides.
    let later = #"{"sdk": {"windows": [1]}, "windows": [{"type": "V"}]}"#
    #expect(InputFormat.detect(Data(later.utf8)) == .sentry)
    // UTF-16 with a byte order mark is decoded before the keys are read.
    let utf16 =
      Data([0xFF, 0xFE]) + #"{"windows": [{"type": "V"}]}"#.data(using: .utf16LittleEndian)!
    #expect(InputFormat.detect(utf16) == .sentry)
  }

  @Test(arguments: [
    (#"{"rendering_system": "UIKIT"}"#, true),
    (#"{"windows": []}"#, true),
    (#"{"format": 1, "windows": []}"#, false),
    (#"{"views": [], "windows": []}"#, false),
    (#"{"os": "17.0", "a": [{"windows": 1}]}"#, false),
    (#"["windows"]"#, false),
    (#"{"windows" 1}"#, false),
    ("", false),
  ])
  func detection(text: String, isSentry: Bool) {
    var text = text
    #expect(text.withUTF8 { SentryAttachment.detect($0) } == isSentry)
  }
}
