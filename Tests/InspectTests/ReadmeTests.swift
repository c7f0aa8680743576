import ArgumentParsing
import Foundation
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// The README's session is real: every `$ inspect …` line of it is run again (in a scratch
/// copy of the fixture) and must print exactly what the README shows.
@Suite struct ReadmeTests {
  struct Step: CustomStringConvertible {
    var arguments: [String]
    var printed: String
    var status: Int32?
    var description: String { arguments.joined(separator: " ") }
  }

  /// The commands of the README's first fenced block after "## A session".
  static func session() throws -> [Step] {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## A session"))
    let afterSection = readme[section.upperBound...]
    let open = try #require(afterSection.range(of: "```\n"))
    let close = try #require(afterSection[open.upperBound...].range(of: "```\n"))
    var steps: [Step] = []
    // The block ends with "\n```": its last line is followed by an empty piece.
    for line in afterSection[open.upperBound..<close.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).dropLast() {
      if line.hasPrefix("$ ") {
        var command = String(line.dropFirst(2))
        var status: Int32?
        if let echo = command.range(of: "; echo \"exit $?\"") {
          command.removeSubrange(echo)
          status = -1
        }
        let words = words(command)
        try #require(words.first == "inspect")
        steps.append(Step(arguments: Array(words.dropFirst()), printed: "", status: status))
      } else if let last = steps.indices.last {
        if steps[last].status == -1, line.hasPrefix("exit "), let code = Int32(line.dropFirst(5)) {
          steps[last].status = code
        } else {
          steps[last].printed += line + "\n"
        }
      }
    }
    return steps
  }

  /// Shell words: spaces separate, double quotes group.
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var inWord = false
    for character in command {
      if character == "\"" {
        quoted.toggle()
        inWord = true
      } else if character == " ", !quoted {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  @Test func sessionPrintsWhatTheReadmeShows() throws {
    let steps = try Self.session()
    #expect(steps.count >= 5)
    // A scratch folder holding copies of three fixtures under Fixtures/, as the README says;
    // paths in the session are relative to it, as they are to the repository.
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-readme-\(UUID().uuidString)")
    let scratch = root.appendingPathComponent("Fixtures")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["ios11-beta-bar", "ios11-375-two-items-each-side", "ios12-414-back-button"] {
      try FileManager.default.copyItem(
        at: Fixture(name).folder, to: scratch.appendingPathComponent(name))
    }
    let prefix = root.path + "/"
    for step in steps {
      let arguments = step.arguments.map {
        $0.hasSuffix(".xml") || $0.hasSuffix("/") ? prefix + $0 : $0
      }
      let streams = CapturedStreams()
      let status = Inspect.run(arguments: arguments, io: streams.streams)
      let printed = (streams.output + streams.error).replacingOccurrences(of: prefix, with: "")
      #expect(printed == step.printed, "\(step)")
      #expect(status == (step.status ?? 0), "\(step)")
    }
  }

  /// The README works on Linux without root (issue 19): its paste section names Linux's
  /// clipboards and a file, its install needs no `sudo`, and it says how long a first build
  /// takes.
  @Test func theReadmeWorksOnLinuxWithoutRoot() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    for word in ["xclip -selection clipboard -o |", "wl-paste |", "inspect show bar.txt"] {
      #expect(readme.contains(word), "\(word)")
    }
    #expect(!readme.contains("sudo cp"))
    #expect(!readme.contains("sudo tee"))
    #expect(readme.contains("cp .build/release/inspect ~/.local/bin/"))
    #expect(readme.contains("swift run -c release inspect"))
    #expect(readme.contains("The first release build compiles every module: "))
    #expect(!readme.contains("FIRST_"))
  }

  /// The README's list of commands is every command's synopsis, as its help prints it (QA
  /// S3-5: the list had fallen behind: no `bar`, no `fixed-space`, no bar-model options).
  @Test func commandListIsEverySynopsis() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let block = Self.commandList()
    #expect(readme.contains(block), "the README's command list should read:\n\(block)")
    let page = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    #expect(page.contains(block), "docs/cli.md's command list should read:\n\(block)")
  }

  /// Each command's usage lines without `usage: `, indented four spaces (a Markdown code
  /// block).
  static func commandList() -> String {
    commands.map { command in
      Usage(Inspect.program).usageLines(for: command, lead: "").split(separator: "\n").map {
        "    " + $0
      }
      .joined(separator: "\n")
    }.joined(separator: "\n") + "\n"
  }

  /// The README's main job: `swift run inspect patch Fixtures/ios11-beta-bar/input.xml`.
  @Test func mainJobPatchesTheShippedFixture() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let command = "swift run inspect patch Fixtures/ios11-beta-bar/input.xml"
    #expect(readme.contains("    " + command + "\n"))
    let streams = CapturedStreams()
    let input = Repository.fixtures.appendingPathComponent("ios11-beta-bar/input.xml").path
    #expect(Inspect.run(arguments: ["patch", input], io: streams.streams) == 0)
    #expect(streams.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    #expect(streams.output.contains("<patch name=\"pin\""))
    #expect(streams.error.contains("1 constraint removed, 1 added"))
  }
}
