// OWNER: the Patcher work (issue 4). Phase-0 stub.
import HierarchyIO

enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "compare two dumps: frames moved, constraints removed and added"
  static let synopsis = "inspect diff BEFORE AFTER [--format text|json]"
  static let help = "(to be written)"
  static let spec = inputOptions
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    throw CommandFailure("inspect diff: not implemented yet")
  }
}
