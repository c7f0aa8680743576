import ArgumentParsing
import Audit
import BarModel
import Foundation
import HierarchyIO
import LaidOut
import TerminalOutput

/// `inspect check DUMP… [--rule ID …] [--ignore ID …] [--format text|json|sarif] …`.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "audit a bar: tap targets, items off the bar, overlaps, squeezed titles"
  static let about = """
    Lays the dump out and checks what people see: each finding is one line
    (file:line:column: error|warning: what is wrong [rule]) at the view's line and column,
    and a line with its fix. docs/check.md explains each rule and how it decides.

    rules (default level):
      tap-target      (error)   a tappable item's hit area is under --min-size (44 × 44 pt); on
                                iOS 11–12 only a custom view's own frame is tappable
      off-bar         (error)   an item, stack or bar guide lies partly or wholly outside its
                                bar, the screen, or the safe area (when the dump has them)
      overlap         (error)   two items, an item and the back button, or an item and the
                                title overlap
      title-squeezed  (warning) the title is narrower than its text (its recorded intrinsic
                                width, else --min-title), or has no width
      edge-gap        (warning) an item is closer to the screen's edge than --min-edge (default
                                0: past it, unless off-bar says so already)
      conflict        (error)   required constraints conflict: the layout breaks one
      ambiguous       (warning) the constraints leave an item free
      misplaced       (warning) a recorded frame is not the one the dump's constraints give
      private-api     (warning) a patch UIKit rejects on the dump's os (margins on iOS 13+)
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to check: XML, JSON or console text; '-' for standard input",
      repeats: true)
  ]
  static let options =
    AuditArguments.selection
    + [
      format.option
    ] + [PictureArguments.root.option] + AuditArguments.thresholds + Option.barModel + Option.input
  static let namesItsInput = true
  static let notes = """
    Exit status: 0 when no finding is an error (warnings alone pass), 1 when one is or the dump
    cannot be read or laid out, 64 on a usage error.
    """
  static let examples = [
    "inspect check Fixtures/ios11-beta-bar/input.xml",
    "inspect check nav.xml --ignore misplaced --warn tap-target",
    "inspect check Bars/ --format sarif > inspect.sarif",
    "inspect check nav.xml --rule edge-gap --min-edge 16",
  ]

  enum Format: String, CaseIterable { case text, json, sarif }
  static let format = SharedOptions.format(
    Format.self,
    help: "text (one line a finding and its fix), json, or sarif (SARIF 2.1.0: GitHub code "
      + "scanning and other CI dashboards; several dumps make one log)")

  static func printsJSONResults(_ arguments: Arguments) -> Bool { arguments[format] == .json }

  /// A run's options, typed, from the table, and checked.
  struct Options {
    var format: Format
    var audit: AuditOptions
    /// `--root QUERY`, found in the dump (`AuditOptions.roots`).
    var root: String?
    var model: BarModelOptions
    var input: InputOptions

    /// - Throws: `UsageError` for an unknown rule, a rule both `--error` and `--warn`, an
    ///   unknown `--os`.
    init(_ arguments: Arguments) throws(UsageError) {
      format = arguments[CheckCommand.format]
      audit = try AuditArguments.options(arguments, command: name)
      root = arguments[PictureArguments.root]
      model = try BarModelOptions(arguments, command: name)
      input = InputOptions(arguments)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    let (format, path) = (options.format, options.input.dump)
    let said = Said()
    var streams = io
    if format == .sarif { streams.observeDiagnostic = { said.append($0) } }
    let dump: LaidOutDump
    do {
      dump = try AuditArguments.laidOut(path, options.input, model: options.model, io: streams)
    } catch  where format == .sarif && !(error is UsageError) {
      // The log still says what happened (a dashboard shows a failed run, not a clean one);
      // the error goes to standard error as well, and the status is 1.
      let message = Inspect.diagnostic(of: error, command: self)
      emitSARIF(
        SARIFLog.run(
          [], source: path == "-" ? io.inputName : path, toolVersion: Inspect.program.version,
          notifications: (said.all + [message]).map(notification), succeeded: false),
        io: io)
      throw error
    }
    var auditOptions = options.audit
    if let query = options.root {
      auditOptions.roots = try PictureArguments.roots(
        query, in: dump, xml: { dump.document.xmlData() }, command: name)
    }
    let (findings, coverage) = try Checks.check(dump, options: auditOptions)
    switch format {
    case .text: io.out(utf8: FindingsText.utf8(findings, source: dump.source, coverage: coverage))
    case .json: io.emit(FindingsJSON.json(findings, source: dump.source, coverage: coverage))
    case .sarif:
      emitSARIF(
        SARIFLog.run(
          findings, source: dump.source, toolVersion: Inspect.program.version,
          notifications: said.all.map(notification)),
        io: io)
    }
    return findings.contains { $0.level == .error } ? Inspect.failure : Inspect.success
  }

  /// A message as SARIF carries it: its level, text and place.
  static func notification(_ diagnostic: Diagnostic) -> SARIFLog.Notification {
    SARIFLog.Notification(
      level: SARIFLog.Notification.Level(rawValue: diagnostic.severity.rawValue) ?? .error,
      message: diagnostic.message, file: diagnostic.file, line: diagnostic.line,
      column: diagnostic.column)
  }

  /// The messages a run wrote, in order.
  private final class Said: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [Diagnostic] = []
    func append(_ message: Diagnostic) { lock.withLock { messages.append(message) } }
    var all: [Diagnostic] { lock.withLock { messages } }
  }

  /// The run of one dump: a log of its own, or one run of the batch's log.
  private static func emitSARIF(_ run: JSONText, io: StandardStreams) {
    if let take = io.takeJSON { take(run) } else { io.out(SARIFLog.log(runs: [run]).rendered) }
  }

  /// Several dumps' SARIF runs make one log.
  static func mergedOutput(_ outputs: [JSONText?], arguments: Arguments) -> JSONText? {
    guard arguments[format] == .sarif else { return nil }
    return SARIFLog.log(runs: outputs.compactMap { $0 })
  }
}
