import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import InspectCLI

/// Real captures pasted through standard input (`pbpaste | inspect patch --patch pin --gap 0
/// -`): the patch works on the bar model's rebuilt constraints, and the patched frames are the
/// hand-worked ones of each fixture's `frames.<tag>.txt` (issue 9; docs/patches.md, "Pasted
/// bars"). Every fixture whose input is a paste (`input.txt`) and that has such a file runs.
@Suite struct PastedPatchTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var fixture: Fixture
    var tag: String
    var options: [String]
    var testDescription: String { "\(fixture.name) \(tag)" }
  }

  static let tags: [(tag: String, options: [String])] = [
    ("pin-gap0", ["--patch", "pin", "--gap", "0"]),
    ("pin-gap10", ["--patch", "pin", "--gap", "10"]),
    ("shift-gap0", ["--patch", "shift", "--gap", "0"]),
  ]

  static var cases: [Case] {
    Fixture.cases(withInput: "input.txt").flatMap { fixture in
      tags.filter { fixture.exists("frames.\($0.tag).txt") }.map {
        Case(fixture: fixture, tag: $0.tag, options: $0.options)
      }
    }
  }

  /// The `# barmodel: width|direction|os V` lines of `frames.recorded.txt` as the options a
  /// user gives for what the paste cannot show.
  static func modelOptions(_ fixture: Fixture) throws -> [String] {
    guard fixture.exists("frames.recorded.txt") else { return [] }
    return try fixture.text("frames.recorded.txt").split(separator: "\n").flatMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard words.count == 4, words[0] == "#", words[1] == "barmodel:",
        ["width", "direction", "os"].contains(words[2])
      else { return [String]() }
      return ["--\(words[2])", words[3]]
    }
  }

  /// Samples 01 and 03 among them: both pins and the shift.
  @Test func theIssuesSamplesAreCovered() {
    let names = Set(Self.cases.map(\.testDescription))
    for fixture in ["ios11-375-sample01-trace", "sample03-ios14-sheet-cancel-next"] {
      for tag in Self.tags.map(\.tag) { #expect(names.contains("\(fixture) \(tag)")) }
    }
  }

  @Test(arguments: cases)
  func handWorkedFrames(_ c: Case) throws {
    let file = "Fixtures/\(c.fixture.name)/frames.\(c.tag).txt"
    let expected = try FrameExpectations(c.fixture.text("frames.\(c.tag).txt"), file: file)
    let arguments = ["patch"] + c.options + (try Self.modelOptions(c.fixture)) + ["-"]
    let run = inspectRun(arguments, input: try c.fixture.text("input.txt"))
    #expect(run.status == expected.exitStatus, "\(file): \(run.error)")
    guard run.status == 0, expected.exitStatus == 0 else { return }
    let patched = try Document(xml: Data(run.output.utf8), source: "<stdout>")
    #expect(expected.mismatches(in: patched, file: file) == [])
    for warning in expected.warnings {
      #expect(run.error.contains(warning), "\(file): no warning contains '\(warning)'")
    }
    // The report says what the model rebuilt before the patch.
    #expect(run.error.contains("constraints rebuilt (origin=\"model\")"), "\(run.error)")
  }

  /// The bar of a trace records no frame, and the patched dump gives it none (it is free in
  /// the solve): no invented `(-367 0; 0 0)`, and `check` on the patched dump finds nothing
  /// off the bar (QA S3-19: 9 false `off-bar` errors), only the two items the trace gives no
  /// frame (`unmeasured`, docs/check.md "What was checked").
  @Test func aPatchedTraceKeepsItsBarWithoutAFrameAndChecksClean() throws {
    let fixture = Fixture("ios11-375-sample01-trace")
    let run = inspectRun(["patch", "-"], input: try fixture.text("input.txt"))
    #expect(run.status == 0, "\(run.error)")
    let patched = try Document(xml: Data(run.output.utf8), source: "<stdout>")
    let bar = try #require(patched.item(at: "0x11890f1b0"))
    #expect(patched.frame(of: bar) == nil)
    let check = inspectRun(["check", "-"], input: run.output)
    #expect(!check.output.contains("[off-bar]"), "\(check.output)")
    #expect(
      check.output.hasSuffix("<stdin>: 2 errors, 0 warnings; 0 items checked, 2 unmeasured\n"),
      "\(check.output)")
  }
}
