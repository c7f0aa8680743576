// `inspect validate` end to end through Inspect.run: the schema, then the reader.
import Foundation
import HierarchyIO
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// Runs `inspect validate ARGUMENTS` with `input` on standard input.
private func validate(_ arguments: String..., input: String = "") -> (
  status: Int32, output: String, error: String
) {
  let streams = CapturedStreams(input: Data(input.utf8))
  let status = Inspect.run(arguments: ["validate"] + arguments, io: streams.streams)
  return (status, streams.output, streams.error)
}

/// A dump whose fourth line is `line` (inside a view `0x1`).
private func dump(_ line: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <hierarchy format="1">
    <view class="UIView" address="0x1">
  \(line)
    </view>
  </hierarchy>

  """
}

/// A file in a fresh temporary folder holding `text`; the caller removes the folder.
private func temporaryFile(_ text: String) throws -> (folder: URL, path: String) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("inspect-validate-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let file = folder.appendingPathComponent("nav.xml")
  try Data(text.utf8).write(to: file)
  return (folder, file.path)
}

/// `file:line:column: error: message` — the shape of every line validate writes on stderr.
private func isDiagnostic(_ line: Substring) -> Bool {
  line.wholeMatch(of: /.+:[1-9][0-9]*:[1-9][0-9]*: error: .+/) != nil
}

@Suite struct ValidateCommandTests {
  @Test func aValidFixturePrintsValid() {
    let path = Fixture("ios11-beta-bar").url("input.xml").path
    let run = validate(path)
    #expect(run.status == 0)
    #expect(run.output == "\(path): valid\n")
    #expect(run.error == "")
  }

  @Test func dashReadsStandardInput() throws {
    let text = try String(
      decoding: Fixture("ios11-375-left-item").data("input.xml"), as: UTF8.self)
    let run = validate("-", input: text)
    #expect(run.status == 0)
    #expect(run.output == "<stdin>: valid\n")
    #expect(run.error == "")
  }

  @Test func unknownContentIsValid() {
    let run = validate(
      "-",
      input: """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1" zoom="2">
          <patch name="pin" side="auto">
            <removed why="w">A:0x1.width == 4</removed>
            <added address="patch:pin:1" step="1">A:0x1.width == 5</added>
            <log/>
          </patch>
          <view class="UIView" address="0x1" data-x="1">
            <guide address="g"><note/></guide>
            <constraint first="0x1" firstAttribute="width"><why>w</why></constraint>
            <layer/>
          </view>
        </hierarchy>
        """)
    #expect(run.status == 0)
    #expect(run.output == "<stdin>: valid\n")
    #expect(run.error == "")
  }

  @Test func aDoctypeIsRefusedAtItsLine() {
    let path = Repository.fixtures.appendingPathComponent("bad-input/xxe.xml").path
    let run = validate(path)
    #expect(run.status == 1)
    #expect(run.output == "")
    // `<!DOCTYPE` opens line 2 of the file.
    #expect(
      run.error
        == "\(path):2:1: error: a hierarchy dump has no DOCTYPE; refusing to read one "
        + "(no entity is expanded)\n")
  }

  @Test func aBadReferenceNamesItsAttribute() throws {
    // Column 52 is where `second=` starts, counted by hand.
    let (folder, path) = try temporaryFile(
      dump(
        #"    <constraint first="0x1" firstAttribute="width" second="0x9" secondAttribute="width"/>"#
      ))
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = validate(path)
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.error
        == "\(path):4:52: error: constraint attribute 'second' refers to '0x9', which is not in "
        + "the document\n")
  }

  @Test func anInvalidAttributeValueGivesTheSchemaAndTheReaderMessages() {
    // `hidden` starts at column 38 of line 3, counted by hand.
    let run = validate(
      "-",
      input: """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1">
          <view class="UIView" address="0x1" hidden="maybe"/>
        </hierarchy>
        """)
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.error == """
        <stdin>:3:38: error: invalid attribute hidden for element view
        <stdin>:3:38: error: view 'UIView' attribute 'hidden' has the value 'maybe'; expected YES or NO

        """)
  }

  @Test func anUnknownLayoutAttributeEndsWithTheReadersPlainMessage() {
    let run = validate("-", input: dump(#"    <constraint first="0x1" firstAttribute="middle"/>"#))
    #expect(run.status == 1)
    #expect(run.output == "")
    let lines = run.error.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy(isDiagnostic), "\(run.error)")
    // `firstAttribute` starts at column 29 of line 4.
    #expect(
      lines.last?.hasPrefix(
        "<stdin>:4:29: error: constraint attribute 'firstAttribute' has the value 'middle'; "
          + "expected one of left, right, ") == true)
  }

  @Test func emptyInputAndAMissingFileExitOne() {
    let empty = validate("-", input: "")
    #expect(empty.status == 1)
    #expect(empty.error == "<stdin>:1:1: error: the input is empty\n")
    let missing = validate("/nonexistent/nav.xml")
    #expect(missing.status == 1)
    #expect(missing.output == "")
    #expect(missing.error.hasPrefix("/nonexistent/nav.xml:1:1: error: cannot read the file"))
  }

  @Test(arguments: [
    ([], "inspect: error: missing DUMP"),
    (
      ["a.xml", "--from", "yaml"],
      "inspect: error: option '--from' must be one of xml, json, lldb, sentry, not 'yaml'"
    ),
    (["--frob", "a.xml"], "inspect: error: unknown option '--frob'; did you mean '--from'?"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) {
    let streams = CapturedStreams()
    let status = Inspect.run(arguments: ["validate"] + arguments, io: streams.streams)
    #expect(status == 64)
    #expect(streams.output == "")
    #expect(
      streams.error
        == "\(message)\nusage: inspect validate DUMP…\nSee 'inspect validate --help'.\n")
  }
}
