// OWNER: the CLI work (issue 2). Phase-0 stub.
import HierarchyIO

enum ShowCommand: Command {
  static let name = "show"
  static let summary = "print the tree the way recursiveDescription does"
  static let synopsis = "inspect show DUMP [--constraints] [--guides] [--format text|json|xml]"
  static let help = "(to be written)"
  static let spec = inputOptions
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    throw CommandFailure("inspect show: not implemented yet")
  }
}
