import Foundation

/// The files a batch reads: the `DUMP…` arguments, each directory replaced by the dump files
/// under it (docs/inspect.1, BATCH RUNS).
package struct InputFile: Equatable, Sendable {
  /// The path to read, as given or under the directory given (`Bars/sub/a.xml`).
  package var path: String
  /// Its name under `--out-dir`: the path below the directory given (`sub/a.xml`), or the
  /// file's own name when it was given itself.
  package var relativePath: String
  /// Found in a directory (not named on the command line).
  package var fromDirectory: Bool

  package init(path: String, relativePath: String, fromDirectory: Bool) {
    self.path = path
    self.relativePath = relativePath
    self.fromDirectory = fromDirectory
  }
}

package enum InputFiles {
  /// The extensions a directory's files must have to be read, in any case: dumps (`.xml`,
  /// `.json`) and the text UIKit and LLDB print, as saved from a console (`.txt`, `.log`).
  package static let extensions = ["xml", "json", "txt", "log"]

  /// `.xml, .json, .txt or .log`.
  package static let extensionList =
    extensions.dropLast().map { ".\($0)" }.joined(separator: ", ") + " or .\(extensions.last!)"

  /// Each argument, with directories expanded: every file under it (recursively) with one of
  /// `extensions`, but only the `input.*` of a case folder, sorted by path in byte order. Hidden files and directories (`.name`) are
  /// skipped, and so are symbolic links to directories (no cycle can be followed); a link to
  /// a file is read.
  /// - Throws: `FileError` for a directory that holds no such file.
  package static func expand(_ arguments: [String]) throws(FileError) -> [InputFile] {
    var files: [InputFile] = []
    for argument in arguments {
      guard argument != "-", isDirectory(argument, followingLinks: true) else {
        let name = argument == "-" ? "-" : URL(fileURLWithPath: argument).lastPathComponent
        files.append(InputFile(path: argument, relativePath: name, fromDirectory: false))
        continue
      }
      let found = walk(argument).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      guard !found.isEmpty else {
        throw FileError(file: argument, "no \(extensionList) file under this directory")
      }
      let base = argument.hasSuffix("/") ? argument : argument + "/"
      files += found.map { InputFile(path: base + $0, relativePath: $0, fromDirectory: true) }
    }
    return files
  }

  /// The dump files under `directory`, as paths relative to it. A case folder of
  /// `inspect test` (one holding an `input.*`, docs/cli-test.md) stands for its inputs only:
  /// its goldens (`expected.*`) and notes are not bars to read, and its subfolders are not
  /// walked, as `inspect test` does not walk them.
  private static func walk(_ directory: String) -> [String] {
    let own = caseInputs(in: directory)
    guard own.isEmpty else { return own }
    var found: [String] = []
    walkTree(directory) { child, isDirectory in
      if isDirectory {
        let inputs = caseInputs(in: directory + "/" + child)
        found += inputs.map { child + "/" + $0 }
        return inputs.isEmpty
      }
      // A FIFO or a device in a folder of dumps is no recorded bar, and reading one could
      // wait forever: only regular files (or links to them) are taken.
      if extensions.contains(URL(fileURLWithPath: child).pathExtension.lowercased()),
        FileStatus(directory + "/" + child)?.isRegular == true
      {
        found.append(child)
      }
      return false
    }
    return found
  }

  /// Visits everything under `root` (paths relative to it), hidden names skipped, and
  /// descends into each real directory (not a link to one: no cycle) for which `visit`
  /// returns true. A link to a file is visited as a file.
  package static func walkTree(_ root: String, _ visit: (String, _ isDirectory: Bool) -> Bool) {
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? root : root + "/" + relative
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for name in names where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        let full = root + "/" + child
        if isDirectory(full, followingLinks: false) {
          if visit(child, true) { pending.append(child) }
        } else if !isDirectory(full, followingLinks: true) {
          _ = visit(child, false)
        }
      }
    }
  }

  /// The `input.<ext>` files of a folder, `<ext>` one of `extensions`: a case folder of
  /// `inspect test` (docs/cli-test.md) holds one.
  package static func caseInputs(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { name in
      guard name.hasPrefix("input.") else { return false }
      return extensions.contains(String(name.dropFirst(6)).lowercased())
    }.sorted()
  }

  private static func isDirectory(_ path: String, followingLinks: Bool) -> Bool {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    return result == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
