// Names from outside shown safely, and diagnostics kept in their parts (issue 19, the probe's
// batch-filename-escapes.sh and json-diagnostic-filename.sh).
import Foundation
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// A scratch folder, removed at the end of the test.
private struct Folder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("inspect-names-\(UUID().uuidString)")
  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite struct HostileNameTests {
  /// File names holding escape sequences and newlines: no ESC byte reaches the terminal, and no
  /// line starts with the forged `fake.xml:1:1: error:`.
  @Test func namesAreShownSafelyInABatch() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let bar = try Fixture("ios11-beta-bar").data("input.xml")
    try bar.write(
      to: URL(fileURLWithPath: folder.path("a\u{1B}[31mRED\u{1B}[0m\u{1B}]0;pwn\u{07}.xml")))
    try Data("garbage".utf8).write(
      to: URL(fileURLWithPath: folder.path("b\u{1B}[2J\u{1B}[Hclear.txt")))
    try Data(#"<hierarchy format="2"/>"#.utf8).write(
      to: URL(fileURLWithPath: folder.path("c\nfake.xml:1:1: error: injected line\nd.xml")))
    for command in [["validate"], ["show"], ["check"], ["layout"]] {
      let run = inspectRun(command + [folder.url.path + "/"])
      let printed = run.output + run.error
      #expect(!printed.unicodeScalars.contains("\u{1B}"), "\(command)")
      #expect(!printed.unicodeScalars.contains("\u{07}"), "\(command)")
      let lines = printed.split(separator: "\n")
      #expect(!lines.contains { $0.hasPrefix("fake.xml") }, "\(command): \(printed)")
      #expect(printed.contains(#"a\e[31mRED\e[0m\e]0;pwn\x07.xml"#), "\(command): \(printed)")
    }
    let validate = inspect("validate", folder.url.path + "/")
    #expect(validate.error.contains(#"c\nfake.xml:1:1: error: injected line\nd.xml:1:"#))
  }

  /// `--format json` diagnostics come from the error's parts: a file named like a warning
  /// stays the file of an error.
  @Test func aFileNamedLikeAWarningStaysAnError() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let name = folder.path("evil: warning: x.txt")
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: name))
    let run = inspect("check", name, "--format", "json")
    #expect(run.status == 1)
    let line = try #require(run.error.split(separator: "\n").first)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["severity"] as? String == "error")
    #expect(object["file"] as? String == name)
    #expect(object["line"] as? Int == 1)
    #expect((object["message"] as? String)?.hasPrefix("no view, guide or constraint") == true)
  }

  @Test func safeTextEscapesControlsAndBidiOnly() {
    #expect(SafeText.shown("nav.xml") == "nav.xml")
    #expect(
      SafeText.shown("a\u{1B}[2Jb\nc\td\u{7F}\u{85}\u{202E}é") == #"a\e[2Jb\nc\td\x7F\x85\u{202E}é"#
    )
    #expect(SafeText.shown(SafeText.shown("a\nb")) == #"a\nb"#)
    // A detail line is indented: a name in a message cannot start a line of its own.
    let diagnostic = Diagnostic(file: "x\ny", "first\nsecond")
    #expect(diagnostic.text == "x\\ny: error: first\n   second")
  }

  /// A terminal is given C1 controls and bidirectional overrides escaped (U+009B would start an
  /// escape sequence, U+202E reverse what follows); everything else, line ends and accented
  /// letters among it, is written as it is (a file or a pipe is given every byte).
  @Test func aTerminalIsGivenNoC1ControlOrOverride() {
    let text = "<UILabel: 0x1; text = 'abc\u{202E}déf\u{9B}2J\u{2067}'>\n\tnext\n"
    #expect(
      SafeText.forTerminal(Data(text.utf8))
        == Data((#"<UILabel: 0x1; text = 'abc\u{202E}déf\u{9B}2J\u{2067}'>"# + "\n\tnext\n").utf8))
    let plain = Data("UINavigationBar:0x7f  frame (0 0; 375 44) — «é» ⟨x⟩\n".utf8)
    #expect(SafeText.forTerminal(plain) == plain)
  }
}
