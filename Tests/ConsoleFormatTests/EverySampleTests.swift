import ConsoleFormat
import DumpModel
import Foundation
import TestSupport
import Testing

/// Every one of the 29 real captures (`shared/samples`) converts with no line of UIKit text
/// left unread: read with `--strict`, those without prose give no warning; those with prose
/// fail `--strict` on exactly the lines that are not UIKit output, each named below with its
/// reason (docs/conflicts.md, "Every given sample"). The copies are under Fixtures (CI has
/// only the clone), byte for byte the samples with their three `# ` header lines and the blank
/// line after them stripped (or, in `lldb-samples`, with them).
@Suite struct EverySampleTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    var number: String
    /// Relative to `Fixtures/`.
    var path: String
    /// Lines of the stripped text that are not UIKit or LLDB output, and why.
    var prose: [Int] = []
    var reason: String = ""
    var testDescription: String { number }

    /// The sample with its header stripped.
    func text() throws -> String {
      let url = Repository.fixtures.appendingPathComponent(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      guard path.hasPrefix("lldb-samples/") else { return text }
      return text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4)
        .joined(separator: "\n")
    }
  }

  static let logs = "conflict-logs/"

  static let samples: [Sample] = [
    Sample(number: "01", path: "lldb-samples/01-autolayouttrace-navbar-tamic-guides.txt"),
    Sample(number: "03", path: "lldb-samples/03-recursive-navbar-sheet-cancel-next-ios14.txt"),
    Sample(number: "04", path: "sample04-ios15-428-empty-bar/input.txt"),
    Sample(number: "06", path: logs + "06-swiftui-backbutton.txt"),
    Sample(number: "10", path: logs + "10-keyboard-assistantbar.txt"),
    Sample(
      number: "13", path: "sample13-ios17-trailing-stack/input.txt", prose: [1, 12, 14],
      reason: "the author's notes in Chinese around the description"),
    Sample(number: "20", path: logs + "20-springboard-vfl-nsspace.txt"),
    Sample(
      number: "31", path: "lldb-samples/31-constraint-single-buttonbarstack-trailing-to-guide.txt"),
    Sample(number: "40", path: logs + "40-toolbar-height-zero.txt"),
    Sample(number: "42", path: logs + "42-actionsheet-width-minus16.txt"),
    Sample(number: "44", path: logs + "44-navbar-in-stackview-comment.txt"),
    Sample(number: "46", path: logs + "46-stackview-hiding-navbar-x2.txt"),
    Sample(number: "48", path: logs + "48-stackview-tags-46-items.txt"),
    Sample(number: "49", path: "ios9-sample49-trace/input.txt"),
    Sample(
      number: "51", path: "ios9-ios10-sample51-nslog/input.txt", prose: [1, 11],
      reason: "the author's headings 'iOS9' and 'iOS10' before the two walks"),
    Sample(
      number: "52", path: "ios12-375-sample52-nslog/input.txt", prose: [1, 2, 20],
      reason: "the author's title and the headings of the two walks"),
    Sample(number: "54", path: logs + "54-fittingsize-bubble-indented.txt"),
    Sample(number: "56", path: logs + "56-autoresizing-midy-encapsulated.txt"),
    Sample(number: "58", path: logs + "58-cell-height-ge48.txt"),
    Sample(
      number: "60", path: logs + "60-list-only-prose.txt", prose: [1, 13],
      reason: "the author's sentences before and after the list"),
    Sample(number: "62", path: logs + "62-cell-height-ge330.txt"),
    Sample(number: "64", path: logs + "64-snapkit-heights-comment.txt"),
    Sample(number: "66", path: "sample66-ios13-back-button-push/input.txt"),
    Sample(number: "70", path: logs + "70-ios8-fittingsize-fence.txt"),
    Sample(number: "72", path: logs + "72-uisv-hiding-no-blank.txt"),
    Sample(
      number: "74", path: logs + "74-input-accessory-x5.txt", prose: [55, 56, 98],
      reason: "other console lines between the logs: two '[MC]' lines and Reveal's 'INFO:'"),
    Sample(number: "76", path: logs + "76-button-height-ge44.txt"),
    Sample(number: "78", path: logs + "78-named-item-lockicon.txt"),
    Sample(number: "80", path: logs + "80-snapkit-header-width.txt"),
  ]

  @Test func theTableHoldsEverySampleOnce() {
    #expect(Self.samples.count == 29)
    #expect(Set(Self.samples.map(\.number)).count == 29)
    #expect(
      Self.samples.filter { !$0.prose.isEmpty }.map(\.number) == ["13", "51", "52", "60", "74"])
  }

  @Test(arguments: samples.filter { $0.prose.isEmpty })
  func withoutProseStrictPasses(sample: Sample) throws {
    var warnings: [ReadWarning] = []
    let document = try Document(
      console: try sample.text(), source: sample.path, strict: true, warnings: &warnings)
    #expect(warnings.isEmpty)
    #expect(document.viewCount > 0)
  }

  /// `--strict` lists the lines that are not UIKit output: exactly the prose, no UIKit line.
  @Test(arguments: samples.filter { !$0.prose.isEmpty })
  func withProseStrictNamesOnlyTheProse(sample: Sample) throws {
    var warnings: [ReadWarning] = []
    var failed = false
    do {
      _ = try Document(
        console: try sample.text(), source: sample.path, strict: true, warnings: &warnings)
    } catch {
      failed = true
      #expect("\(error)".contains("not UIKit or LLDB output"), "\(error)")
    }
    #expect(failed)
    #expect(warnings.map(\.location.line) == sample.prose, "\(sample.reason)")
    #expect(warnings.allSatisfy { $0.message.hasPrefix("not UIKit or LLDB output") })
    // Without --strict it reads, with one summary warning.
    var loose: [ReadWarning] = []
    let document = try Document(
      console: try sample.text(), source: sample.path, warnings: &loose)
    #expect(loose.count == 1)
    #expect(document.viewCount > 0)
  }
}
