import Foundation
import TestSupport
import Testing

/// `check --format sarif` as the command writes it: a batch's one log, standard input's name,
/// the readers' warnings and errors as the runs' notifications; each log checked against the
/// SARIF 2.1.0 schema (the excerpt of Tests/AuditTests/SARIF/README.md).
@Suite struct CheckSARIFTests {
  static let schemaURL = Repository.root.appendingPathComponent(
    "Tests/AuditTests/SARIF/sarif-2.1.0.excerpt.schema.json")

  /// An iOS 15 bar whose one item is 30 pt wide: a `tap-target` finding.
  static let bar = """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy format="1" os="15.0" screen="375 812" scale="3">
      <view class="UINavigationBar" address="0x1" frame="0 44; 375 44">
        <view class="_UINavigationBarContentView" address="0x2" frame="0 0; 375 44">
          <view class="_UIButtonBarStackView" address="0x3" frame="200 0; 167 44">
            <view class="_UIButtonBarButton" address="0xA0" frame="0 0; 30 44"/>
          </view>
          <view class="UILabel" address="0x4" frame="100 12; 75 20.5" intrinsicSize="75 20.5" \
    title="Settings"/>
        </view>
      </view>
    </hierarchy>
    """

  func validate(_ text: String) throws -> (errors: [String], log: [String: Any]) {
    let validator = try JSONSchemaValidator(schema: Data(contentsOf: Self.schemaURL))
    let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    return (validator.errors(in: log), log)
  }

  /// Several dumps in one run of `check` make one log, one run a dump.
  @Test func aBatchIsOneLog() throws {
    let fixtures = Repository.fixtures.path
    let run = inspect(
      "check", "\(fixtures)/ios11-beta-bar/input.xml",
      "\(fixtures)/ios12-414-back-button/input.xml",
      "\(fixtures)/conflict-pin-kept-guide/input.xml", "--format", "sarif")
    #expect(run.status == 1)
    let (errors, log) = try validate(run.output)
    #expect(errors.isEmpty, "\(errors)")
    let runs = log["runs"] as! [[String: Any]]
    #expect(runs.count == 3)
    #expect(runs.map { ($0["results"] as! [Any]).count } == [1, 0, 1])
    let uri = ((runs[0]["artifacts"] as! [[String: Any]])[0]["location"] as! [String: Any])["uri"]
    #expect(uri as? String == "file://\(fixtures)/ios11-beta-bar/input.xml")
    #expect(run.error.hasSuffix("3 files: 1 ok, 2 failed\n"))
  }

  /// A finding without a location (a bar read from standard input) is at line 1, column 1
  /// of the dump, named `<stdin>`, percent-encoded.
  @Test func anUnlocatedFindingOfStandardInput() throws {
    let run = inspect(
      "check", "-", "--format", "sarif", input: Self.bar)
    #expect(run.status == 1)
    let (errors, log) = try validate(run.output)
    #expect(errors.isEmpty, "\(errors)")
    let run0 = (log["runs"] as! [[String: Any]])[0]
    let uri = ((run0["artifacts"] as! [[String: Any]])[0]["location"] as! [String: Any])["uri"]
    #expect(uri as? String == "%3Cstdin%3E")
  }

  /// The notifications of the one invocation of a log's run `index`.
  func invocation(_ log: [String: Any], run index: Int = 0) throws -> [String: Any] {
    let run = (log["runs"] as! [[String: Any]])[index]
    return try #require((run["invocations"] as? [[String: Any]])?.first)
  }

  /// QA S3-14: a reader's warning (a line that is not UIKit output) is in the log, at its line
  /// and column, not only as text on standard error.
  @Test func readerWarningsAreToolNotifications() throws {
    let text = "hello, this is not UIKit\n" + "<UIView: 0x1; frame = (0 0; 100 44)>\n"
    let run = inspect("check", "-", "--format", "sarif", input: text)
    let (errors, log) = try validate(run.output)
    #expect(errors.isEmpty, "\(errors)")
    let invocation = try invocation(log)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notes.count == 1)
    #expect(notes[0]["level"] as? String == "warning")
    #expect(
      (notes[0]["message"] as? [String: Any])?["text"] as? String
        == "skipped 1 line that is not UIKit or LLDB output; --strict lists it")
    let physical =
      (notes[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any]
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "%3Cstdin%3E")
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 1)
    #expect(run.error.contains("<stdin>:1:1: warning: skipped 1 line"))
  }

  /// QA S3-14: inputs that cannot be read are runs that did not succeed, each with its error
  /// at its line and column, so a dashboard does not show a batch of failures as clean.
  @Test func unreadableInputsAreFailedRuns() throws {
    let fixtures = Repository.fixtures.path
    let run = inspect(
      "check", "\(fixtures)/bad-input/deep-10000.xml", "\(fixtures)/ios11-beta-bar/input.xml",
      "--format", "sarif")
    #expect(run.status == 1)
    let (errors, log) = try validate(run.output)
    #expect(errors.isEmpty, "\(errors)")
    #expect((log["runs"] as! [Any]).count == 2)
    let failed = try invocation(log, run: 0)
    #expect(failed["executionSuccessful"] as? Bool == false)
    let notes = try #require(failed["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notes.map { $0["level"] as? String } == ["error"])
    #expect(
      (notes[0]["message"] as? [String: Any])?["text"] as? String
        == "the hierarchy is nested deeper than 1000 levels")
    let physical =
      (notes[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any]
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 1003)
    #expect(try invocation(log, run: 1)["executionSuccessful"] as? Bool == true)
    #expect(run.error.contains("deep-10000.xml:1003:"))
  }
}
