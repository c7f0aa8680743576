// OWNER: the LLDB work (issue 5). Phase-0 stub.
import HierarchyIO

enum ConvertCommand: Command {
  static let name = "convert"
  static let summary = "convert LLDB text, JSON or XML into a dump"
  static let synopsis = "inspect convert INPUT -o OUTPUT [--to xml|json|text]"
  static let help = "(to be written)"
  static let spec = inputOptions
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    throw CommandFailure("inspect convert: not implemented yet")
  }
}
