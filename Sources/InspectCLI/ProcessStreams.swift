import FileSafety
import Foundation
import HierarchyIO
import TerminalOutput

extension StandardStreams {
  /// The process's streams. Writes go straight to the file descriptors: FileHandle.write
  /// traps on a full disk, and a failed write must become an error message and status 1.
  public static let process = StandardStreams(
    readInput: { try InputBytes.read(descriptor: STDIN_FILENO, source: "<stdin>") },
    writeOutput: { data in
      let shown = outputIsTerminal ? SafeText.forTerminal(data) : data
      if let code = writeAll(shown, to: STDOUT_FILENO) { processOutputFailure.record(code) }
    },
    writeError: { data in
      _ = writeAll(errorIsTerminal ? SafeText.forTerminal(data) : data, to: STDERR_FILENO)
    },
    outputFailure: { processOutputFailure.first })

}

/// The first failed write to the process's standard output.
private final class OutputFailure: @unchecked Sendable {
  private let lock = NSLock()
  private var code: Int32?
  func record(_ error: Int32) { lock.withLock { if code == nil { code = error } } }
  var first: Int32? { lock.withLock { code } }
}

private let processOutputFailure = OutputFailure()

/// Whether standard output and standard error are terminals (`SafeText.forTerminal`), asked
/// once.
private let outputIsTerminal = isatty(STDOUT_FILENO) == 1
private let errorIsTerminal = isatty(STDERR_FILENO) == 1
