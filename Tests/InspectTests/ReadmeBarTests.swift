import Foundation
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// The README's "Building a bar" block is real: each `$ inspect …` line is run again (a dump it
/// writes goes to a scratch folder) and must print exactly what the README shows, standard
/// output then standard error.
@Suite struct ReadmeBarTests {
  @Test func buildingABarPrintsWhatTheReadmeShows() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Building a bar"))
    let after = readme[section.upperBound...]
    let open = try #require(after.range(of: "```\n"))
    let close = try #require(after[open.upperBound...].range(of: "```\n"))
    var steps: [(arguments: [String], printed: String)] = []
    for line in after[open.upperBound..<close.lowerBound].split(separator: "\n") {
      if line.hasPrefix("$ inspect ") {
        steps.append((ReadmeTests.words(String(line.dropFirst(10))), ""))
      } else if !steps.isEmpty {
        steps[steps.count - 1].printed += line + "\n"
      }
    }
    #expect(steps.contains { $0.arguments.contains("--matrix") })
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-readme-bar-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for step in steps {
      let arguments = step.arguments.map {
        $0.hasSuffix(".xml") ? scratch.appendingPathComponent($0).path : $0
      }
      let streams = CapturedStreams()
      let status = Inspect.run(arguments: arguments, io: streams.streams)
      #expect(status == 0, "\(step.arguments)")
      // The matrix: 14 rows (7 widths × 2 directions) after the patch line and the titles.
      #expect(streams.output + streams.error == step.printed, "\(step.arguments)")
    }
    let matrix = try #require(steps.first { $0.arguments.contains("--matrix") })
    #expect(matrix.printed.split(separator: "\n").count == 2 + 7 * 2)
  }
}
