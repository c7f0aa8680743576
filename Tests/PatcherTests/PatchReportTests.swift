import DumpIO
import Foundation
import Patcher
import Testing

@Suite struct PatchReportTests {
  /// The JSON report holds what the text one does, keys in a fixed order, numbers as numbers.
  @Test func jsonReport() throws {
    let result = try patched("ios11-beta-bar")
    let text = PatchReport.json(result)
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
      PatchReport.json(result).contains(
        "\"location\": \"Fixtures/ios12-414-back-button/input.xml:20:7\""))
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
