import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

@Suite struct PatchReportTests {
  /// The JSON report holds what the text one does, keys in a fixed order, numbers as numbers.
  @Test func jsonReport() throws {
    let result = try patched("ios11-beta-bar")
    let text = PatchReport.json(result).rendered
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }
      .map { $0.split(separator: "\"")[1] }
    #expect(
      keys == [
        "patch", "options", "source", "alreadyApplied", "stacks", "changes", "attributes",
        "moved", "warnings",
      ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["patch"] as? String == "pin")
    #expect((object["options"] as? [String: Any])?["gap"] as? Double == 0)
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(changes.map { $0["change"] as? String } == ["removed", "added"])
    #expect(changes.map { $0["address"] as? String } == ["0x6000021c9a00", "patch:pin:1"])
    let moved = try #require(object["moved"] as? [[String: Any]])
    let stack = try #require(moved.first { $0["address"] as? String == "0x7fb4d8e13ad0" })
    #expect(stack["before"] as? [Double] == [12, 0, 48, 44])
    #expect(stack["after"] as? [Double] == [0, 0, 48, 44])
    #expect((object["warnings"] as? [Any])?.isEmpty == true)
  }

  /// Warnings carry file:line:column in both reports.
  @Test func warningsHaveLocations() throws {
    let result = try patched("ios12-414-back-button")
    let line = try #require(result.warnings.first?.description)
    #expect(
      line.hasPrefix("Fixtures/ios12-414-back-button/input.xml:20:7: warning: leading side "))
    #expect(PatchReport.text(result).contains(line + "\n"))
    #expect(
      PatchReport.json(result).rendered.contains(
        "\"location\": \"Fixtures/ios12-414-back-button/input.xml:20:7\""))
  }

  /// tap-area on a bar of system items only (sample 03) says at the bar that it has nothing
  /// to grow, and reports each stack as holding no custom item (S3-26), where it used to say
  /// "0 frames moved, 0 warnings" and "every item is large enough".
  @Test func tapAreaOnABarWithoutCustomItemsSaysSo() throws {
    let source = "Fixtures/sample03-ios14-sheet-cancel-next/input.txt"
    var warnings: [ReadWarning] = []
    let document = try Document(
      data: Fixture("sample03-ios14-sheet-cancel-next").data("input.txt"), source: source,
      warnings: &warnings)
    let result = try Patching.apply(Patch(.tapArea), to: document, source: source)
    #expect(
      result.warnings.map(\.description) == [
        "\(source):1:26: warning: 'UINavigationBar:0x107e957e0' has no custom item for tap-area "
          + "to grow: UIKit sizes its system items ('inspect check' reports their tap targets)"
      ])
    let report = PatchReport.text(result)
    #expect(report.contains("0x107df1d90: leading side, by its position: skipped (no custom item)"))
    #expect(report.hasSuffix("0 constraints removed, 0 added, 0 frames moved, 1 warning\n"))
    // A bar with a custom item large enough gets no such warning.
    let grown = try patched("ios11-beta-bar", Patch(.tapArea, minSize: Size(width: 20, height: 20)))
    #expect(grown.warnings.isEmpty)
    #expect(PatchReport.text(grown).contains("skipped (every item is large enough)"))
  }

  /// The `<patch>` record holds the options with their defaults, in docs/format.md's order.
  @Test func recordOptions() {
    func options(_ patch: Patch) -> String {
      patch.recordOptions.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }
    #expect(options(Patch()) == "side=auto gap=0")
    #expect(options(Patch(.shift, side: .trailing, gap: 2.5)) == "side=trailing gap=2.5")
    #expect(options(Patch(.margins, side: .leading)) == "gap=0")
    #expect(options(Patch(.spacing)) == "side=auto gap=10 itemGap=5")
    #expect(options(Patch(.spacing, gap: 8, itemGap: 3)) == "side=auto gap=8 itemGap=3")
    #expect(options(Patch(.tapArea)) == "minSize=44 44")
    #expect(options(Patch(.tapArea, minSize: Size(width: 80, height: 44))) == "minSize=80 44")
  }
}
