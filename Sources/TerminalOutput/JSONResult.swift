import DumpModel

/// One input's result in the array `--format json` prints (docs/cli.md, "JSON outputs"):
/// `{"file": "nav.xml", "status": 0, "output": …}`, `output` being the JSON the command made
/// of that input (absent when it made none: an input that could not be read).
package struct JSONResult {
  package var file: String
  package var status: Int32
  package var output: JSONText?

  package init(file: String, status: Int32, output: JSONText?) {
    self.file = file
    self.status = status
    self.output = output
  }

  package var value: JSONText {
    var members: [(String, JSONText)] = [("file", .string(file)), ("status", .integer(status))]
    if let output { members.append(("output", output)) }
    return .object(members)
  }

  /// The array of one result, as a command that writes its own JSON report somewhere other
  /// than standard output prints it (`layout -o -` puts it on standard error).
  package var array: String { JSONText.array([value]).rendered }
}
