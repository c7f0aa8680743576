import Foundation
import HierarchyIO
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// `inspect convert`: console text in, a dump out.
@Suite struct LLDBConvertCommandTests {
  static let log = """
    2018-01-17 10:02:40.301460+0000 App[1100:161150] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    (
        "<NSAutoresizingMaskLayoutConstraint:0xa1 h=--& v=--& UIView:0xb1.height == 0   (active)>",
        "<NSLayoutConstraint:0xa2 V:|-(0)-[_UIButtonBarStackView:0xb2]   (active, names: '|':UIView:0xb1 )>",
        "<NSLayoutConstraint:0xa3 _UIButtonBarStackView:0xb2.height == 44 @750   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0xa2 V:|-(0)-[_UIButtonBarStackView:0xb2]   (active, names: '|':UIView:0xb1 )>

    """

  /// The dump of `log`, written by hand.
  static let expectedXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy format="1" source="&lt;stdin&gt;">
      <view class="UIView" address="0xb1" autoresizingMask="flexibleRightMargin|flexibleBottomMargin">
        <view class="_UIButtonBarStackView" address="0xb2"/>
        <constraint address="0xa1" class="NSAutoresizingMaskLayoutConstraint" first="0xb1" firstAttribute="height" logs="1" autoresizingMask="h=--&amp; v=--&amp;"/>
        <constraint address="0xa2" first="0xb2" firstAttribute="top" second="0xb1" secondAttribute="top" broken="YES" logs="1" brokenInLogs="1"/>
        <constraint address="0xa3" first="0xb2" firstAttribute="height" constant="44" priority="750" logs="1"/>
      </view>
    </hierarchy>

    """

  @Test func logOnStandardInputToXMLOnStandardOutput() {
    let run = inspect("convert", "-", "-o", "-", input: Self.log)
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output == Self.expectedXML)
  }

  @Test func theDumpReadsBackToTheSameModel() throws {
    let run = inspect("convert", "-", "-o", "-", input: Self.log)
    var warnings: [ReadWarning] = []
    let direct = try Document(console: Self.log, source: "<stdin>", warnings: &warnings)
    let reread = try Document(xml: Data(run.output.utf8), source: "<stdin>")
    #expect(reread.hasSameContent(as: direct))
  }

  @Test func formatFromTheOutputExtensionAndAtomicWrite() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("log.txt")
    try Data(Self.log.utf8).write(to: input)

    let xml = folder.appendingPathComponent("dump.xml").path
    #expect(inspect("convert", input.path, "-o", xml).status == 0)
    #expect(
      try String(contentsOfFile: xml, encoding: .utf8)
        == Self.expectedXML.replacingOccurrences(of: "&lt;stdin&gt;", with: input.path))

    let json = folder.appendingPathComponent("dump.json").path
    #expect(inspect("convert", input.path, "-o", json).status == 0)
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: json)))
    let views = (object as? [String: Any])?["views"] as? [[String: Any]]
    #expect(views?.first?["address"] as? String == "0xb1")

    // Only the dump is left in the folder: no temporary file beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["dump.json", "dump.xml", "log.txt"])
  }

  @Test func toTextListsWhatTheTextCannotCarryAndAsksForLossy() {
    // The log's broken constraint is not UIKit's text of a tree; a dump's stack attributes,
    // margins and screen are not either.
    let log = inspect("convert", "-", "--to", "text", "-o", "-", input: Self.log)
    #expect(log.status == 1)
    #expect(log.output == "")
    #expect(
      log.error
        == "<stdin>: error: the text form cannot carry logs (3 constraints), broken (1 constraint); write it with "
        + "'--lossy', or as XML or JSON\n")
    let dump = inspect(
      "convert", Repository.fixtures.appendingPathComponent("ios11-beta-bar/input.xml").path,
      "--to", "text", "-o", "-")
    #expect(dump.status == 1)
    #expect(dump.error.contains("os, screen, scale, margins (2 views), layoutEngineHost (1 view)"))
    #expect(dump.error.contains("translatesAutoresizingMaskIntoConstraints (4 views)"))
  }

  @Test func toTextPrintsTheTreeWithGuidesAndConstraints() {
    let run = inspect("convert", "-", "--to", "text", "--lossy", "-o", "-", input: Self.log)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.first == "<UIView: 0xb1; autoresize = RM+BM>")
    #expect(
      lines.contains(
        "   | <NSLayoutConstraint:0xa3 _UIButtonBarStackView:0xb2.height == 44 @750   (active)>"))
  }

  @Test func unreadableLinesAreWarningsAndStrictMakesThemErrors() {
    let text = Self.log + "this is not UIKit\n"
    let lenient = inspect("convert", "-", "-o", "-", input: text)
    #expect(lenient.status == 0)
    #expect(
      lenient.error
        == "<stdin>:10:1: warning: skipped 1 line that is not UIKit or LLDB output; --strict lists it\n"
    )
    #expect(lenient.output == Self.expectedXML)

    let strict = inspect("convert", "-", "--strict", "-o", "-", input: text)
    #expect(strict.status == 1)
    #expect(strict.output == "")
    #expect(
      strict.error
        == "<stdin>:10:1: warning: not UIKit or LLDB output: 'this is not UIKit'\n"
        + "<stdin>:10:1: error: 1 line is not UIKit or LLDB output (listed above)\n")
  }

  @Test func everySampleConvertsWithoutWarnings() throws {
    let folder = Repository.fixtures.appendingPathComponent("lldb-samples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count == 6)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let body = text.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0.hasPrefix("# ") }.dropFirst().joined(separator: "\n")
      let run = inspect("convert", "-", "--strict", "-o", "-", input: body)
      #expect(run.status == 0, "\(name): \(run.error)")
      #expect(run.error == "", "\(name)")
      #expect(run.output.hasPrefix("<?xml"), "\(name)")
    }
  }

  @Test(arguments: [
    (["convert", "-"], "missing -o OUTPUT (use '-o -' for standard output)"),
    (
      ["convert", "-", "-o", "dump.yaml"],
      "cannot tell the output format from 'dump.yaml'; name it with --to xml|json|text"
    ),
    (
      ["convert", "-", "-o", "-", "--to", "svg"],
      "option '--to' must be one of xml, json, text, not 'svg'"
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    let streams = CapturedStreams(input: Data(Self.log.utf8))
    let status = Inspect.run(arguments: arguments, io: streams.streams)
    #expect(status == 64)
    #expect(streams.error.hasPrefix("inspect: error: \(message)\n"))
  }
}
