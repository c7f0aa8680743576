import FileSafety
import Foundation

extension OutputFiles {
  /// Writes the outputs (`FileSafety`'s rules, docs/output-files.md), `-` to standard output,
  /// a warning (a file with other hard links) to standard error.
  /// - Throws: `CommandFailure` naming the output and the reason.
  package static func write(_ outputs: [PendingOutput], force: Bool, io: StandardStreams)
    throws(CommandFailure)
  {
    do {
      try write(
        outputs, force: force, standardOutput: io.writeOutput,
        warn: { io.diagnose(Diagnostic(.warning, file: $0.file, $0.message)) })
    } catch {
      throw CommandFailure(file: error.file, error.message)
    }
  }
}
