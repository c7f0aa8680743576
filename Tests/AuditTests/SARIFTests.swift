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

  /// A name with spaces and `<>` is percent-encoded.
  @Test func oddNamesArePercentEncoded() {
    #expect(
      SARIFLog.log([], source: "my bars/nav 1.xml", toolVersion: "1").rendered.contains(
        "\"my%20bars/nav%201.xml\""))
    #expect(
      SARIFLog.log([], source: "<stdin>", toolVersion: "1").rendered.contains("\"%3Cstdin%3E\""))
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

}
