// OWNER: the XML work (issue 2). Phase-0 stub.
import HierarchyIO

enum ValidateCommand: Command {
  static let name = "validate"
  static let summary = "check a format-1 dump against the RELAX NG schema"
  static let synopsis = "inspect validate DUMP"
  static let help = "(to be written)"
  static let spec = inputOptions
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    throw CommandFailure("inspect validate: not implemented yet")
  }
}
