import Foundation
import HierarchyIO

/// Reading dumps and writing outputs, shared by every command.
enum InputOutput {
  /// The name a path has in messages: `<stdin>` for `-`.
  static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// The bytes of a file, or of standard input for `-`.
  /// - Throws: `ReadError.unreadableFile` at `path:1:1`.
  static func readData(_ path: String, io: StandardStreams) throws -> Data {
    if path == "-" { return io.readInput() }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? "no such file or not readable"
      throw ReadError(
        .unreadableFile(reason), at: SourceLocation(file: path, line: 1, column: 1))
    }
  }

  /// Reads a hierarchy with the common `--from` / `--strict` options; warnings go to stderr.
  static func readHierarchy(_ path: String, arguments: Arguments, command: String, io: StandardStreams)
    throws -> Hierarchy
  {
    let format = try arguments.choice("--from", as: InputFormat.self, command: command)
    let data = try readData(path, io: io)
    var warnings: [ReadWarning] = []
    let hierarchy = try Hierarchy(
      data: data, source: displayName(path), format: format, strict: arguments.flag("--strict"),
      warnings: &warnings)
    for warning in warnings { io.err(warning.description) }
    return hierarchy
  }

  /// Writes `data` to a file atomically (a temporary file beside it, then a rename), or to
  /// standard output for `-`.
  static func write(_ data: Data, to path: String, io: StandardStreams) throws {
    if path == "-" {
      io.writeOutput(data)
      return
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).inspect-\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try data.write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let code = errno
        try? FileManager.default.removeItem(at: temporary)
        throw CommandFailure("\(path): error: cannot write: \(String(cString: strerror(code)))")
      }
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw CommandFailure("\(path): error: cannot write: \(error.localizedDescription)")
    }
  }
}
