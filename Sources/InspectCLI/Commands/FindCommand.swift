// OWNER: the CLI work (issue 2). Phase-0 stub.
import HierarchyIO

enum FindCommand: Command {
  static let name = "find"
  static let summary = "find views by class name, address or XPath"
  static let synopsis = "inspect find DUMP QUERY"
  static let help = "(to be written)"
  static let spec = inputOptions
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    throw CommandFailure("inspect find: not implemented yet")
  }
}
