import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import InspectCLI

/// docs/cli.md's "JSON outputs": every example there is what the tool prints, every key the
/// tool prints is in its tables, and each command's JSON has one shape for one input as for
/// two (issue 19, "Outputs").
@Suite struct JSONOutputTests {
  static let conflictLog = Fixture("conflict-logs").url("76-button-height-ge44.txt").path
  static let xxe = Fixture("bad-input").url("xxe.xml").path

  @Test func everyExampleIsWhatTheToolPrints() throws {
    let examples = try JSONOutputsDoc.load().examples
    #expect(examples.count >= 6)
    for example in examples {
      let run = inspectRun(example.arguments)
      let printed = JSONOutputsDoc.relative(example.standardError ? run.error : run.output)
      #expect(printed == example.text, "\(example.command)")
    }
  }

  /// `find`, `layout` and `check`: one array on standard output, a result per input.
  @Test(arguments: [
    ("find", ["_UIButtonBarStackView"]), ("layout", []), ("check", []),
  ])
  func oneShapeOnStandardOutput(command: String, rest: [String]) throws {
    let doc = try JSONOutputsDoc.load()
    let second =
      command == "layout" ? Self.conflictLog : Fixture("ios11-375-rtl").url("input.xml").path
    let one = inspectRun([command, betaBar] + rest + ["--format", "json"])
    let two = inspectRun([command, betaBar, second] + rest + ["--format", "json"])
    try Self.checkResults(one.output, inputs: [betaBar], doc: doc, section: command, two: nil)
    try Self.checkResults(
      two.output, inputs: [betaBar, second], doc: doc, section: command, two: one.output)
  }

  /// A folder of one dump is a batch (headers and a summary line in text), and its JSON is
  /// the same array of one result as the file's.
  @Test func aFolderOfOneDumpPrintsTheFilesShape() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-json-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("nav.xml")
    try FileManager.default.copyItem(atPath: betaBar, toPath: copy.path)
    let file = inspectRun(["check", copy.path, "--format", "json"])
    let batch = inspectRun(["check", folder.path, "--format", "json"])
    #expect(batch.error.hasPrefix(#"{"severity":"note","message":"1 file: "#))
    try Self.checkResults(
      batch.output, inputs: [copy.path], doc: try JSONOutputsDoc.load(), section: "check",
      two: file.output)
  }

  /// `patch --format json`: its report is the same array, on standard error (standard output
  /// holds the dump), printed once after a batch's runs.
  @Test func patchReportsHaveOneShape() throws {
    let doc = try JSONOutputsDoc.load()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-json-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Another name: `--out-dir` names each output after its input.
    let second = Fixture("ios11-375-rtl").url("input.frames-only.xml").path
    let one = inspectRun(["patch", betaBar, "--format", "json", "-o", "/dev/null"])
    let two = inspectRun([
      "patch", betaBar, second, "--format", "json", "--out-dir", folder.path,
    ])
    #expect(one.status == 0 && two.status == 0)
    let lines = two.error.split(separator: "\n").map(String.init)
    // The array, then the batch's summary as a JSON line.
    #expect(lines.last?.hasPrefix(#"{"severity":"note""#) == true)
    let array = lines.dropLast().joined(separator: "\n") + "\n"
    try Self.checkResults(one.error, inputs: [betaBar], doc: doc, section: "patch", two: nil)
    try Self.checkResults(
      array, inputs: [betaBar, second], doc: doc, section: "patch", two: one.error)
  }

  /// Errors, warnings and notes are JSON lines of the documented keys, for one input as for
  /// two.
  @Test func diagnosticsAreJSONLines() throws {
    let documented = try JSONOutputsDoc.load().keys(of: "Diagnostics")
    for inputs in [[Self.xxe], [Self.xxe, betaBar]] {
      let run = inspectRun(["check"] + inputs + ["--format", "json"])
      let lines = run.error.split(separator: "\n")
      #expect(lines.count == inputs.count)
      for line in lines {
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys).isSubset(of: documented), "\(line)")
        #expect(object["severity"] is String && object["message"] is String)
      }
    }
  }

  /// `diff --format json`: one object (a diff has two inputs, always), every key printed in
  /// its table and every top-level key there, both ways round (a patch added, then removed).
  @Test func diffKeysAreDocumented() throws {
    let documented = try JSONOutputsDoc.load().keys(of: "diff")
    let required = documented.filter { !$0.contains(".") && !$0.contains("[") }
    let patched = Fixture("ios11-beta-bar").url("expected.pin-gap0.xml").path
    for pair in [[betaBar, patched], [patched, betaBar]] {
      let run = inspectRun(["diff"] + pair + ["--format", "json"])
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
      let printed = Self.keyPaths(object)
      #expect(printed.subtracting(documented).isEmpty, "undocumented: \(pair)")
      #expect(required.subtracting(printed).isEmpty, "missing: \(pair)")
    }
  }

  /// `find` with an XPath: attributes give `{path, value}` objects, a computed value
  /// `{"value": …}`; each key in the table, for one input as for two.
  @Test func findsXPathValuesAreDocumented() throws {
    let doc = try JSONOutputsDoc.load()
    let second = Fixture("ios11-375-rtl").url("input.xml").path
    for query in ["//view[@class='_UIButtonBarStackView']/@frame", "count(//view)"] {
      let one = inspectRun(["find", betaBar, query, "--format", "json"])
      let two = inspectRun(["find", betaBar, second, query, "--format", "json"])
      try Self.checkResults(one.output, inputs: [betaBar], doc: doc, section: "find", two: nil)
      try Self.checkResults(
        two.output, inputs: [betaBar, second], doc: doc, section: "find", two: one.output)
    }
  }

  /// SARIF: one log, a run per input.
  @Test func sarifIsOneLogForOneInputAsForTwo() throws {
    for inputs in [[betaBar], [betaBar, Self.conflictLog]] {
      let run = inspectRun(["check"] + inputs + ["--format", "sarif"])
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
      #expect(log["version"] as? String == "2.1.0")
      #expect((log["runs"] as? [Any])?.count == inputs.count)
    }
  }

  /// The results a command printed: an array of `{file, status, output}`, one per input in
  /// order, every key of each output in the section's table and the section's top-level keys
  /// all there; with `two`, the first result has the shape (the key paths) of `two`'s first.
  static func checkResults(
    _ text: String, inputs: [String], doc: JSONOutputsDoc, section: String, two first: String?
  ) throws {
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]],
      "\(section): not an array of objects:\n\(text)")
    #expect(results.map { $0["file"] as? String } == inputs)
    let documented = try doc.keys(of: section)
    let resultKeys = try doc.keys(of: "")
    for result in results {
      #expect(Set(result.keys).isSubset(of: resultKeys))
      #expect(result["status"] is Int)
      let output = try #require(result["output"], "\(section): no output")
      let printed = keyPaths(output)
      #expect(printed.subtracting(documented).isEmpty, "\(section): undocumented keys")
      if output is [String: Any] {
        let required = documented.filter { !$0.contains(".") && !$0.contains("[") }
        let missing = required.subtracting(printed).subtracting(["value", "options"])
        #expect(missing.isEmpty || section == "find", "\(section): \(missing) missing")
      }
    }
    if let first {
      let single = try #require(
        try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [[String: Any]])
      #expect(single.count == 1)
      #expect(keyPaths(single[0]) == keyPaths(results[0]), "\(section): shapes differ")
    }
  }

  /// Every key path of a JSON value: `frames[].computed`, `barModel[].inputs.width`.
  static func keyPaths(_ value: Any, prefix: String = "") -> Set<String> {
    var paths: Set<String> = []
    if let object = value as? [String: Any] {
      for (key, member) in object {
        let path = prefix.isEmpty ? key : prefix + "." + key
        paths.insert(path)
        paths.formUnion(keyPaths(member, prefix: path))
      }
    } else if let array = value as? [Any] {
      for element in array { paths.formUnion(keyPaths(element, prefix: prefix + "[]")) }
    }
    return paths
  }

  @Test func anArrayStreamIsTheArrayRendered() {
    let elements: [JSONText] = [
      .object([("file", .string("a \"b\".xml")), ("status", .integer(0))]),
      .object([("output", .array([.number(1), .number(0.5)])), ("empty", .object([]))]),
    ]
    var stream = JSONText.ArrayStream()
    let streamed = elements.map { stream.append($0) }.joined() + stream.end()
    #expect(streamed == JSONText.array(elements).rendered)
    #expect(JSONText.ArrayStream().end() == JSONText.array([]).rendered)
    #expect(
      JSONText.object([("a", .array([.null, .bool(true)])), ("b", .string("\n"))]).line
        == #"{"a":[null,true],"b":"\n"}"#)
  }
}

/// docs/cli.md's "JSON outputs" section: its key tables and its examples.
struct JSONOutputsDoc {
  struct Example {
    var command: String
    var arguments: [String]
    var standardError: Bool
    var text: String
  }

  /// The keys of each subsection's tables (`""`: the results' table before the first one).
  var tables: [String: Set<String>] = [:]
  var examples: [Example] = []

  static func load() throws -> JSONOutputsDoc {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let start = try #require(text.range(of: "\n## JSON outputs\n"))
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    var doc = JSONOutputsDoc()
    var section = ""
    var lines = rest[..<end].split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
      if line.hasPrefix("### ") {
        section = String(line.dropFirst(4))
      } else if line.hasPrefix("| `") {
        let cell = line.split(separator: "|").first ?? ""
        let keys = cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
        doc.tables[section, default: []].formUnion(keys.map { String($0.element) })
      } else if line.hasPrefix("    $ inspect ") {
        var command = String(line.dropFirst("    $ inspect ".count))
        let standardError = command.hasSuffix(" 2>&1 >/dev/null")
        if standardError { command.removeLast(" 2>&1 >/dev/null".count) }
        var body: [Substring] = []
        while let next = lines.first, next.hasPrefix("    ") {
          body.append(next.dropFirst(4))
          lines.removeFirst()
        }
        let arguments = command.split(separator: " ").map { word in
          word.hasPrefix("Fixtures/")
            ? Repository.root.appendingPathComponent(String(word)).path : String(word)
        }
        doc.examples.append(
          Example(
            command: command, arguments: arguments, standardError: standardError,
            text: body.joined(separator: "\n") + "\n"))
      }
    }
    return doc
  }

  /// The keys of a subsection's tables.
  func keys(of section: String) throws -> Set<String> {
    try #require(tables[section], "docs/cli.md: no key table for '\(section)'")
  }

  /// Output with the package root taken out of its paths, as the examples name files.
  static func relative(_ text: String) -> String {
    text.replacingOccurrences(of: Repository.root.path + "/", with: "")
  }
}
