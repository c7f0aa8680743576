// OWNER: the Layout work (issue 3). Phase-0 stub.
import HierarchyIO

enum LayoutCommand: Command {
  static let name = "layout"
  static let summary = "solve the layout and compare with the recorded frames"
  static let synopsis = "inspect layout DUMP [-o OUT] [--format text|json]"
  static let help = "(to be written)"
  static let spec = inputOptions
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    throw CommandFailure("inspect layout: not implemented yet")
  }
}
