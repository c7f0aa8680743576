import Foundation
import HierarchyIO
import InspectCLI
import TerminalOutput

// read → layout → patch → write, as the command line runs it on standard input (any format,
// detected): `patch - -o -`, `patch - --to json -o -` and `layout - -o -`. Each must end with
// status 0 or 1 (never a usage error, a signal or a hang), and a dump it writes must read back.
func fuzz(_ data: Data) {
  for arguments in [
    ["patch", "-", "-o", "-"], ["patch", "-", "--to", "json", "-o", "-"],
    ["layout", "-", "-o", "-"],
  ] {
    let output = Output()
    let streams = StandardStreams(
      readInput: { data }, writeOutput: { output.append($0) }, writeError: { _ in })
    let status = Inspect.run(arguments: arguments, io: streams)
    if status != 0 && status != 1 {
      violated("'inspect \(arguments.joined(separator: " "))' exited \(status)")
    }
    guard status == 0 else { continue }
    var warnings: [ReadWarning] = []
    do {
      _ = try Document(data: output.data, source: "written", warnings: &warnings)
    } catch {
      violated(
        "'inspect \(arguments.joined(separator: " "))' wrote a dump it refuses", error.description)
    }
  }
}

/// Standard output, collected.
final class Output: @unchecked Sendable {
  private(set) var data = Data()
  func append(_ bytes: Data) { data.append(bytes) }
}
