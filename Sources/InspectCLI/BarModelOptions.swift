import ArgumentParsing
import BarModel
import DumpModel

/// The options that tell the bar model what a capture cannot show (docs/navbar/README.md),
/// taken by `layout`, `patch` and `report` (every command that runs the bar model).
extension Option {
  static let os = Option(
    "--os", value: .text(metavar: "VERSION", completion: .none),
    help: "the iOS version the bar comes from (17, 12.1): overrides what the capture shows "
      + "(its classes, identifiers and os)")
  static let direction = Option(
    "--direction", value: .choice(LayoutDirection.allCases.map(\.rawValue)),
    help: "the layout direction, for text that cannot show it (a recursiveDescription); "
      + "overrides the dump's")
  static let width = Option(
    "--width",
    value: .numbers(metavars: ["PT"], range: .positiveUpTo(BarDescription.largestSize)),
    help: "the bar's width, for a capture without the bar (a stack printed on its own)")

  static let barModel: [Option] = [os, direction, width]
}

extension BarModelOptions {
  /// The bar model's options from `--os`, `--direction` and `--width`.
  /// - Throws: `UsageError` for an `--os` that is no iOS version the model knows.
  init(_ arguments: Arguments, command: String) throws(UsageError) {
    self.init()
    if let os = arguments.value("--os") {
      guard BarGeneration(os: os) != nil else {
        throw UsageError(
          "option '--os' must be an iOS version, 7 or later (17, 12.1), not '\(os)'",
          command: command)
      }
      self.os = os
    }
    direction = try arguments.choice("--direction", as: LayoutDirection.self)
    width = arguments.number("--width")
  }
}
