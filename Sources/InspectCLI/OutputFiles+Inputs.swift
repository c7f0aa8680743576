import ArgumentParsing
import FileSafety
import Foundation
import TerminalOutput

extension OutputFiles {
  /// Refuses an output that is one of the inputs (the same file, by device and inode, through
  /// any name or link) where the output is no dump of it: a picture, a page or a report would
  /// replace the dump it was made from (`render a.xml -o a.xml`).
  /// - Parameter outputs: each option and the path it names (nil when not given).
  static func refuseInput(
    _ outputs: [(option: Option, path: String?)], inputs: [String], command: String
  ) throws(UsageError) {
    let read = inputs.filter { $0 != "-" }.compactMap { FileStatus($0)?.identity }
    for (option, path) in outputs {
      guard let path, path != "-", let target = FileStatus(path), target.isRegular else {
        continue
      }
      let same = read.contains {
        $0.device == target.identity.device && $0.inode == target.identity.inode
      }
      if same {
        throw UsageError(
          "'\(option.name) \(SafeText.shown(path))' would replace the input with what is made from "
            + "it; name another file", command: command)
      }
    }
  }
}
