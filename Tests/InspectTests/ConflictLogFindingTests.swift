import Audit
import DumpModel
import Foundation
import HierarchyIO
import Layout
import TestSupport
import Testing

/// A conflict log is replayed on its own and the constraint it breaks is left out of the
/// document's layout (docs/layout.md, "Conflict replay"): `check` reports each log that
/// conflicts as a `conflict` error, so that a CI run over pasted logs fails (QA S3-16: after
/// the per-log replay, `check` said "no findings" and exited 0 on sample 42).
@Suite struct ConflictLogFindingTests {
  static var logs: [String] {
    let folder = Repository.fixtures.appendingPathComponent("conflict-logs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted()
  }

  @Test func everyLogThatConflictsIsAConflictError() throws {
    #expect(Self.logs.count >= 20)
    var conflicting = 0
    for name in Self.logs {
      let path = Repository.fixtures.appendingPathComponent("conflict-logs/\(name)").path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      var warnings: [ReadWarning] = []
      let document = try Document(
        data: Data(text.utf8), source: name, format: .lldb, strict: false,
        warnings: &warnings)
      let replays = try AutoLayout.solve(document).logReplays
      let expected = replays.filter { $0.isConflict && ($0.broken ?? $0.uikitBroken) != nil }
      let run = inspect("check", path)
      let errors = run.output.split(separator: "\n").filter { $0.hasSuffix("[conflict]") }
      #expect(errors.count >= expected.count, "\(name): \(run.output)")
      #expect(run.status == (errors.isEmpty ? 0 : 1), "\(name)")
      if !expected.isEmpty { conflicting += 1 }
    }
    // Most of the given logs conflict as inspect models them (docs/conflicts.md).
    #expect(conflicting >= 15)
  }

  @Test func sample42sNegativeWidthIsAConflictAtItsLine() throws {
    let path = Repository.fixtures.appendingPathComponent(
      "conflict-logs/42-actionsheet-width-minus16.txt"
    ).path
    let run = inspect("check", path)
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "error: UIKit broke 'UIView:0x7fb0ba45f9e0.width == - 16', which cannot hold on "
          + "its own [conflict]"), "\(run.output)")
  }

  /// A bare `( … )` list that holds, pasted alone, says nothing of a conflict UIKit met:
  /// no conflict finding (docs/conflicts.md, "Fragments"); the same list that conflicts is one.
  @Test func aBareListThatHoldsIsNoConflict() throws {
    let holds = """
      (
          "<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x7fa1]   (active, names: '|':UIView:0x7fa0 )>",
          "<NSLayoutConstraint:0x2 UILabel:0x7fa1.width == 30   (active)>"
      )
      """
    let run = inspect("check", "-", input: holds)
    #expect(!run.output.contains("[conflict]"), "\(run.output)")
    let conflicts = holds.replacingOccurrences(
      of: "\n)",
      with: ",\n    \"<NSLayoutConstraint:0x3 UILabel:0x7fa1.width == 40   (active)>\"\n)")
    #expect(inspect("check", "-", input: conflicts).output.contains("[conflict]"))
  }
}
