import ArgumentParsing
import FileSafety
import Foundation
import TerminalOutput

/// One case of `inspect test` (docs/cli-test.md): a folder holding one `input.*` and its
/// `expected.*` goldens.
package struct TestCase: Sendable {
  /// The folder, as a path to read.
  package var folder: String
  /// Its name in the lines `inspect test` prints: the folder's path from the parent of the
  /// folder of cases given (`Fixtures/ios11-beta-bar`, `Bars/settings/rtl`).
  package var name: String
  /// The `input.*` files in it (one, unless the case is malformed).
  package var inputs: [String]

  /// The input's name in the messages and reports of the case's runs: the case folder's own
  /// name under its parent's (`Fixtures/ios11-beta-bar/input.xml`, `settings/rtl/input.xml`),
  /// the same wherever the run starts and whether the case runs alone or with a folder of
  /// cases above it, so that goldens that quote it match on every machine (docs/cli-test.md).
  package var inputName: String {
    "\(name.split(separator: "/").suffix(2).joined(separator: "/"))/\(inputs.first ?? "input")"
  }

  /// The cases under each argument: a folder holding an `input.*` is a case itself;
  /// otherwise every such folder under it (recursively; hidden folders skipped) is one,
  /// sorted by path in byte order.
  /// - Throws: `CommandFailure` for an argument that is no directory or holds no case.
  package static func find(_ arguments: [String]) throws -> [TestCase] {
    var cases: [TestCase] = []
    for argument in arguments {
      let url = URL(fileURLWithPath: argument).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw CommandFailure(file: argument, "no such file or directory")
      }
      guard isDirectory.boolValue else {
        throw CommandFailure(file: argument, "not a directory of cases")
      }
      if !inputs(in: url.path).isEmpty {
        let parent = url.deletingLastPathComponent().lastPathComponent
        cases.append(
          TestCase(
            folder: argument, name: "\(parent)/\(url.lastPathComponent)",
            inputs: inputs(in: url.path)))
        continue
      }
      let found = walk(url.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      guard !found.isEmpty else {
        let names = InputFiles.extensions.map { "input.\($0)" }
        throw CommandFailure(
          file: argument,
          "no case (a folder holding \(Arguments.orList(names))) under "
            + "this directory")
      }
      let base = argument.hasSuffix("/") ? argument : argument + "/"
      cases += found.map { relative in
        TestCase(
          folder: base + relative, name: "\(url.lastPathComponent)/\(relative)",
          inputs: inputs(in: url.path + "/" + relative))
      }
    }
    return cases
  }

  /// The `input.<ext>` files of a folder, `<ext>` one of the dump extensions.
  static func inputs(in folder: String) -> [String] { InputFiles.caseInputs(in: folder) }

  /// The case folders under `root`, relative to it; a case's own subfolders are not walked.
  private static func walk(_ root: String) -> [String] {
    var found: [String] = []
    InputFiles.walkTree(root) { child, isDirectory in
      guard isDirectory else { return false }
      if inputs(in: root + "/" + child).isEmpty { return true }
      found.append(child)
      return false
    }
    return found
  }
}
