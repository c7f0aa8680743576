import ArgumentParsing
import FileSafety
import Foundation
import HierarchyIO

/// The format a dump is written in: from `--to`, else from the extension of `-o` (any case),
/// else the input's own (JSON stays JSON; XML for pasted text), also on standard output. One rule for `patch`, `layout` and `convert`
/// (docs/inspect.1, OUTPUT FORMAT).
enum OutputFormat: String, CaseIterable, Sendable {
  case xml, json, text

  /// The extension a file of this format gets (`--out-dir`).
  var fileExtension: String { self == .text ? "txt" : rawValue }

  /// The format of an extension: `.xml`, `.json`, `.txt` or `.text`, in any case.
  init?(extension name: String) {
    switch name.lowercased() {
    case "xml": self = .xml
    case "json": self = .json
    case "txt", "text": self = .text
    default: return nil
    }
  }

  /// `--to` for a command that writes dumps only (`patch`, `layout`).
  static func toOption(help: String, appliesWhen: Option.Condition? = nil) -> Option {
    var option = SharedOptions.to.option.with(help: help)
    option.value = .choice([xml, json].map(\.rawValue))
    option.appliesWhen = appliesWhen
    return option
  }

  /// The format `output` is written in, when its name says it: `--to`, else a known extension
  /// (`.xml`, `.json`; `.txt` where text is allowed). A name without an extension (`-`,
  /// `/dev/stdout`, `out`) and anything that is no regular file (a FIFO, a device, a pipe)
  /// say nothing: nil, and the output keeps the input's format (`input(_:)`).
  /// - Parameters:
  ///   - requested: `--to`, when given.
  ///   - allowed: what the command writes (text only for `convert`, which says what it
  ///     loses).
  /// - Throws: `UsageError` for `.txt` where text is not allowed (it cannot hold a dump:
  ///   constraints, margins, intrinsic sizes), or an extension that names no format.
  static func of(
    _ output: String, requested: OutputFormat?, allowed: [OutputFormat], command: String
  ) throws(UsageError) -> OutputFormat? {
    if let requested { return requested }
    let name = URL(fileURLWithPath: output).pathExtension
    if output == "-" || name.isEmpty { return nil }
    if let status = FileStatus(output), !status.isRegular { return nil }
    if let format = OutputFormat(extension: name) {
      if allowed.contains(format) { return format }
      throw UsageError(
        "'\(output)': text cannot hold a dump (its constraints, margins and intrinsic sizes "
          + "are lost); write .xml or .json, or make text with 'inspect convert --to text'",
        command: command)
    }
    let words = allowed.map(\.rawValue).joined(separator: "|")
    throw UsageError(
      "cannot tell the output format from '\(output)'; name it with --to \(words)",
      command: command)
  }

  /// The name of an input's output under `--out-dir`: the input's, with the extension of
  /// the format it is written in (`--to`; else the input's own for `.xml` and `.json`; else
  /// `.xml`).
  static func outputName(of input: String, requested: OutputFormat?) -> String {
    let suffix = URL(fileURLWithPath: input).pathExtension
    let own = OutputFormat(extension: suffix)
    let format = requested ?? (own == .text ? nil : own) ?? .xml
    var renamed = input
    if own != format {
      if !suffix.isEmpty { renamed.removeLast(suffix.count + 1) }
      renamed += "." + format.fileExtension
    }
    return renamed
  }

  /// The format a dump read as `input` keeps when nothing names another: JSON stays JSON,
  /// everything else (XML, pasted text, a Sentry attachment) becomes XML, the format that
  /// holds every dump.
  static func input(_ input: InputFormat?) -> OutputFormat {
    input == .json ? .json : .xml
  }
}
