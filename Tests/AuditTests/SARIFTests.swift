import Audit
import Foundation
import TestSupport
import Testing

/// `check --format sarif` against the SARIF 2.1.0 schema (the excerpt of SARIF/README.md).
@Suite struct SARIFTests {
  static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SARIF/sarif-2.1.0.excerpt.schema.json")

  func validate(_ text: String) throws -> (errors: [String], log: [String: Any]) {
    let validator = try JSONSchemaValidator(schema: Data(contentsOf: Self.schemaURL))
    let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    return (validator.errors(in: log), log)
  }

  /// Every fixture's log validates, each result at the view's line and column of the dump.
  @Test func everyFixturesLogValidates() throws {
    let names = Fixture.cases().map(\.name)
    #expect(names.count > 15)
    for name in names {
      let dump = try laidOutFixture(name)
      let findings = try Checks.findings(dump)
      let text = SARIFLog.log(findings, source: dump.source, toolVersion: "0.1.0").rendered
      let (errors, log) = try validate(text)
      #expect(errors.isEmpty, "\(name): \(errors)")
      let results = ((log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
      #expect(results.count == findings.count)
      for (result, finding) in zip(results, findings) {
        let location = (result["locations"] as! [[String: Any]])[0]
        let physical = location["physicalLocation"] as! [String: Any]
        let region = physical["region"] as! [String: Any]
        #expect(region["startLine"] as? Int == finding.location?.line)
        #expect(region["startColumn"] as? Int == finding.location?.column)
        let artifact = physical["artifactLocation"] as! [String: Any]
        #expect(artifact["uri"] as? String == "Fixtures/\(name)/input.xml")
        #expect(result["ruleId"] as? String == finding.rule.rawValue)
        #expect(result["level"] as? String == finding.level.rawValue)
      }
    }
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

  /// A finding without a location (a dump built in code, standard input) is at line 1, column
  /// 1 of the dump; a name with spaces and `<>` is percent-encoded.
  @Test func unlocatedFindingsAndOddNames() throws {
    let run = inspect(
      "check", "-", "--format", "sarif", input: modernBar(items: ["0 0; 30 44"]))
    #expect(run.status == 1)
    let (errors, log) = try validate(run.output)
    #expect(errors.isEmpty, "\(errors)")
    let run0 = (log["runs"] as! [[String: Any]])[0]
    let uri = ((run0["artifacts"] as! [[String: Any]])[0]["location"] as! [String: Any])["uri"]
    #expect(uri as? String == "%3Cstdin%3E")
    #expect(
      SARIFLog.log([], source: "my bars/nav 1.xml", toolVersion: "1").rendered.contains(
        "\"my%20bars/nav%201.xml\""))
  }

  /// The validator fails what the schema forbids: a misspelled property, a missing version,
  /// a level the standard does not have, a line 0, a URI with a space.
  @Test(arguments: [
    (#""version": "2.1.0""#, #""versoin": "2.1.0""#),
    (#""level": "error""#, #""level": "fatal""#),
    (#""startLine": 25"#, #""startLine": 0"#),
    (#""uri": "Fixtures/ios11-beta-bar/input.xml""#, #""uri": "Fixtures/ios11 beta/input.xml""#),
    (#""ruleIndex": 0"#, #""ruleIndex": 0.5"#),
    (#""text": "hit area"#, #""txt": "hit area"#),
    (#""executionSuccessful": true"#, #""executionSuccessful": "yes""#),
    (#""executionSuccessful": true"#, #""executionSucceeded": true"#),
  ])
  func theValidatorFailsWhatTheSchemaForbids(good: String, bad: String) throws {
    let dump = try laidOutFixture("ios11-beta-bar")
    let text = SARIFLog.log(try Checks.findings(dump), source: dump.source, toolVersion: "0.1.0")
      .rendered
    #expect(text.contains(good))
    #expect(try validate(text).errors.isEmpty)
    let broken = text.replacingOccurrences(of: good, with: bad)
    #expect(broken != text)
    #expect(!(try validate(broken).errors.isEmpty))
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
