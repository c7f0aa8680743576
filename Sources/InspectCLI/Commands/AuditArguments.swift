import ArgumentParsing
import Audit
import BarModel
import Foundation
import HierarchyIO
import LaidOut
import Layout
import TerminalOutput

/// The options of `check` that choose rules, levels and thresholds, shared with `render` and
/// `report` (which flag and list what `check` finds), and reading a dump laid out.
enum AuditArguments {
  /// `--rule`, `--ignore`, `--error`, `--warn`: rule ids, each option repeatable.
  static let rule = ruleOption("--rule", help: "run only this rule (repeatable): " + ruleList)
  static let ignore = ruleOption("--ignore", help: "do not run this rule (repeatable)")
  static let error = ruleOption(
    "--error", help: "report this rule's findings as errors (repeatable)")
  static let warn = ruleOption(
    "--warn", help: "report this rule's findings as warnings (repeatable)")
  static let selection = [rule.option, ignore.option, error.option, warn.option]

  private static func ruleOption(_ name: String, help: String) -> TypedOption<[String]> {
    TypedOption.texts(
      Option(name, value: .text(metavar: "ID", completion: ruleIDs), help: help, repeats: true))
  }

  /// `--min-size`, `--min-title`, `--min-edge`, their defaults `AuditOptions`'.
  static let minSize = TypedOption.numbers(
    Option(
      "--min-size", value: .numbers(metavars: ["W", "H"], range: .positive),
      help: "tap-target: the smallest hit area (default \(size(defaults.minSize)))"))
  static let minTitle = TypedOption.number(
    Option(
      "--min-title", value: .numbers(metavars: ["PT"], range: .nonNegative),
      help: "title-squeezed: the width a title needs when the dump does not record its text's "
        + "(default \(formatNumber(defaults.minTitle)))"),
    default: defaults.minTitle)
  static let minEdge = TypedOption.number(
    Option(
      "--min-edge", value: .numbers(metavars: ["PT"], range: .nonNegative),
      help: "edge-gap: the least distance from an item to the screen's edge (default "
        + "\(formatNumber(defaults.minEdge)): only items past it)"),
    default: defaults.minEdge)
  static let thresholds = [minSize.option, minTitle.option, minEdge.option]

  /// The thresholds' defaults, as `Checks` takes them.
  static let defaults = AuditOptions()
  /// `44 44`.
  static func size(_ size: Size) -> String {
    "\(formatNumber(size.width)) \(formatNumber(size.height))"
  }

  /// The rule ids, which a shell offers after `--rule`, `--ignore`, `--error` and `--warn`.
  static let ruleIDs = Option.Completion.words(Rule.allCases.map(\.rawValue))

  static let ruleList = Rule.allCases.map(\.rawValue).joined(separator: ", ")

  /// The options as `AuditOptions`.
  /// - Throws: `UsageError` for an id that names no rule, or a rule both `--error` and
  ///   `--warn`.
  static func options(_ arguments: Arguments, command: String) throws(UsageError)
    -> AuditOptions
  {
    var options = AuditOptions()
    if let size = arguments[minSize] { options.minSize = Size(width: size[0], height: size[1]) }
    options.minTitle = arguments[minTitle]
    options.minEdge = arguments[minEdge]
    if arguments.isGiven(rule.option) {
      options.only = Set(try rules(arguments, rule, command: command))
    }
    options.ignored = Set(try rules(arguments, ignore, command: command))
    let errors = try rules(arguments, error, command: command)
    let warnings = try rules(arguments, warn, command: command)
    if let both = errors.first(where: warnings.contains) {
      throw UsageError(
        "'\(both.rawValue)' is given to both '--error' and '--warn'", command: command)
    }
    for rule in errors { options.levels[rule] = .error }
    for rule in warnings { options.levels[rule] = .warning }
    return options
  }

  private static func rules(
    _ arguments: Arguments, _ option: TypedOption<[String]>, command: String
  ) throws(UsageError) -> [Rule] {
    var rules: [Rule] = []
    for word in arguments[option] {
      guard let rule = Rule(rawValue: word) else {
        throw UsageError(
          Arguments.notOneOf(
            "option '\(option.option.name)'", Rule.allCases.map(\.rawValue), word),
          command: command)
      }
      rules.append(rule)
    }
    return rules
  }

  /// Reads a dump and lays it out (docs/check.md, "What is checked").
  static func laidOut(
    _ path: String, _ input: InputOptions, model: BarModelOptions, io: StandardStreams
  ) throws -> LaidOutDump {
    let dump = try InputOutput.readDump(path, input, io: io)
    var laidOut = try laidOut(dump.document, source: dump.source, model: model)
    laidOut.carriesConstraints = dump.format == .xml || dump.format == .json
    return laidOut
  }

  /// Lays a document out as `inspect layout` does: its bars rebuilt by the bar model first
  /// (`--os`, `--width`, `--direction`; docs/navbar/README.md), so that a pasted trace or
  /// `recursiveDescription` is audited with the constraints UIKit had, not called ambiguous
  /// for the constraints the paste does not print (QA S3-12).
  static func laidOut(_ document: Document, source: String, model options: BarModelOptions)
    throws -> LaidOutDump
  {
    let model = try Bars.rebuild(document, options: options)
    // Without an Auto Layout bar the model rebuilt (an iOS 7-10 walk lays out by frames),
    // the dump is audited as read: a bar the model puts around a walk records no frame, and
    // its position would read as ambiguity the capture does not have. A rebuilt bar is laid
    // out from its content view when the views above it record no frame (a patched trace).
    guard model.bars.contains(where: { $0.isRebuilt && $0.frameBased == nil }) else {
      return try LaidOutDump.solving(document, source: source)
    }
    let result = try AutoLayout.solve(
      model.document, roots: model.layoutRoots, scope: model.solveScope)
    return LaidOutDump(model: model, layout: result, source: source)
  }
}
