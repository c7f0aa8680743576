// OWNER: the Patcher work (issue 4). Phase-0 stub.
import HierarchyIO

enum PatchCommand: Command {
  static let name = "patch"
  static let summary = "apply a bar patch and write the patched dump"
  static let synopsis = "inspect patch DUMP [--patch pin|shift|margins|spacing|tap-area] [--side auto|leading|trailing|both] [--gap PT] [--item-gap PT] [--min-size W H] [-o OUT | --in-place] [--report FILE] [--format text|json]"
  static let help = "(to be written)"
  static let spec = inputOptions
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    throw CommandFailure("inspect patch: not implemented yet")
  }
}
