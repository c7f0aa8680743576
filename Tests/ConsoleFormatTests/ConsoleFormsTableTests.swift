import ConsoleFormat
import DumpModel
import Foundation
import TestSupport
import Testing

/// Keeps docs/conflicts.md's "Console forms in these logs" true (QA S3-6: it described a
/// reader long gone): every conflict-log fixture read with `--strict`, the summary's list of
/// the files that fail checked against the files that do, and each "read as" of the forms
/// that once failed checked on its fixture.
@Suite struct ConsoleFormsTableTests {
  static let folder = Repository.fixtures.appendingPathComponent("conflict-logs")

  static func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".txt") }.sorted()
  }

  static func text(_ number: String) throws -> String {
    guard let name = try files().first(where: { $0.hasPrefix(number + "-") }) else {
      throw MissingView(address: "conflict-logs/\(number)-*.txt")
    }
    return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  static func read(_ number: String) throws -> Document {
    var warnings: [ReadWarning] = []
    let document = try Document(console: try text(number), source: number, warnings: &warnings)
    return document
  }

  /// The section, from its heading to the next.
  static func section() throws -> String {
    let url = Repository.root.appendingPathComponent("docs/conflicts.md")
    let page = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(page.range(of: "## Console forms in these logs"))
    let rest = page[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// "with `--strict`, 2 of the 20 files fail (60, 74)": the files that fail are exactly
  /// those, the count of files is the fixtures', and they fail only on lines that are not
  /// UIKit output.
  @Test func theSummaryNamesTheFilesStrictRefuses() throws {
    let section = try Self.section()
    let summary = try #require(
      section.firstMatch(of: /with `--strict`, (\d+) of the (\d+) files fail \(([0-9, ]+)\)/))
    let named = summary.output.3.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var failing: [String] = []
    let files = try Self.files()
    for name in files {
      let number = String(name.prefix(2))
      var warnings: [ReadWarning] = []
      do {
        _ = try Document(
          console: try Self.text(number), source: name, strict: true, warnings: &warnings)
      } catch {
        failing.append(number)
        #expect("\(error)".contains("not UIKit or LLDB output"), "\(name): \(error)")
      }
    }
    #expect(failing == named)
    #expect(Int(summary.output.1) == failing.count)
    #expect(Int(summary.output.2) == files.count)
    // No row says a form fails or is read wrongly.
    #expect(!section.contains("**fails**"))
    #expect(!section.contains("reads, but"))
  }

  /// The forms that failed at 509deb1, read as the table says.
  @Test func theFormsThatOnceFailedReadAsTheTableSays() throws {
    let section = try Self.section()
    // 42: `== - 16`.
    let minus = try Self.read("42")
    #expect(minus.constraintsInDocumentOrder.contains { minus[$0].constant == -16 })
    #expect(section.contains("reads: `constant=\"-16\"`"))
    // 44, 46: `*/` after the broken constraint keeps its mark, one per log.
    for (number, count) in [("44", 1), ("46", 2)] {
      let document = try Self.read(number)
      #expect(
        document.constraintsInDocumentOrder.filter { document[$0].broken }.count == count,
        "\(number)")
    }
    #expect(section.contains("(44: 1, 46: 2, one per log)"))
    // 56: the identifier after the autoresizing fields; the window `'|'` names.
    let top = try Self.read("56")
    #expect(
      top.constraintsInDocumentOrder.contains {
        top[$0].identifier == "UIView-Encapsulated-Layout-Top"
      })
    let view = try top.requireView("0x7f927f1017b0")
    #expect(top.superview(of: view).map { top[$0].className } == "UIWindow")
    // 64: SnapKit's address, source location and constant as printed.
    let snapKit = try Self.read("64")
    let made = try #require(
      snapKit.constraintsInDocumentOrder.first { snapKit[$0].address == "0x600000ca64c0" })
    #expect(snapKit[made].constant == 1094.3333333333333)
    #expect(
      snapKit[made].unknownAttributes.contains {
        $0.name == "sourceLocation" && $0.value == "UIHommyS.swift#594"
      })
    // 74: `NSLayoutAnchorConstraintSpace(8)` adds 8, in logs 4 and 5.
    let anchor = try Self.read("74")
    let spaced = try #require(
      anchor.constraintsInDocumentOrder.first {
        anchor[$0].unknownAttributes.contains { $0.name == "systemSpacing" }
      })
    #expect(anchor[spaced].constant == 8)
    #expect(anchor[spaced].logs == [4, 5])
    // 78: an item printed by its accessibility identifier.
    let named = try Self.read("78")
    let lockIcon = try named.requireView("0x106c2b2e0")
    #expect(named[lockIcon].identifier == "AddressToolbar.lockIcon")
    #expect(named[lockIcon].className == "UIView")
    // 70: the code fence and 46: `/*` alone read with no warning at all.
    for number in ["70", "46"] {
      var warnings: [ReadWarning] = []
      _ = try Document(console: try Self.text(number), source: number, warnings: &warnings)
      #expect(warnings.isEmpty, "\(number)")
    }
    // 06: three logs, each its own event with its own broken constraint.
    let logs = try Self.read("06")
    let broken = logs.constraintsInDocumentOrder.flatMap { logs[$0].brokenInLogs }
    #expect(broken.sorted() == [1, 2, 3])
  }
}
