import FileSafety
import Foundation
import TerminalOutput

/// Where a case's goldens may live: in the case folder (docs/cli-test.md, "A case").
enum GoldenFiles {
  /// The target of `folder/name` when it is a symbolic link that ends outside `folder` (or
  /// nowhere: a dangling link), else nil. A link to another file of the case is the case's.
  static func linkOutside(_ folder: String, _ name: String) -> String? {
    let path = folder + "/" + name
    guard let status = FileStatus(path, followingLinks: false), status.isSymbolicLink else {
      return nil
    }
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    guard let resolved = realpath(path, nil) else { return target }
    defer { free(resolved) }
    guard let base = realpath(folder, nil) else { return target }
    defer { free(base) }
    let inside = String(cString: resolved).hasPrefix(String(cString: base) + "/")
    return inside ? nil : target
  }

  /// `expected.show.txt: a symbolic link to '/elsewhere/file', outside the case folder: not
  /// read, not recorded`.
  static func outsideMessage(_ name: String, target: String) -> String {
    "\(name): a symbolic link to '\(SafeText.shown(target))', outside the case folder: not read, "
      + "not recorded"
  }
}
