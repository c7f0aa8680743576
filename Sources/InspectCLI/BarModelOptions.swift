import ArgumentParsing
import BarModel
import DumpModel

/// The options that tell the bar model what a capture cannot show (docs/navbar/README.md),
/// taken by `layout`, `patch` and `report` (every command that runs the bar model).
enum BarModelArguments {
  static let os = TypedOption.text(
    Option(
      "--os", value: .text(metavar: "VERSION", completion: .none),
      help: "the iOS version the bar comes from (17, 12.1): overrides what the capture shows "
        + "(its classes, identifiers and os)"))
  static let direction = TypedOption.choice(
    Option(
      "--direction",
      help: "the layout direction, for text that cannot show it (a recursiveDescription); "
        + "overrides the dump's"),
    LayoutDirection.self)
  static let width = TypedOption.number(
    Option(
      "--width",
      value: .numbers(metavars: ["PT"], range: .positiveUpTo(BarDescription.largestSize)),
      help: "the bar's width, for a capture without the bar (a stack printed on its own)"))
}

extension Option {
  static let barModel: [Option] = [
    BarModelArguments.os.option, BarModelArguments.direction.option,
    BarModelArguments.width.option,
  ]
}

extension BarModelOptions {
  /// The bar model's options from `--os`, `--direction` and `--width`.
  /// - Throws: `UsageError` for an `--os` that is no iOS version the model knows.
  init(_ arguments: Arguments, command: String) throws(UsageError) {
    self.init()
    if let os = arguments[BarModelArguments.os] {
      guard BarGeneration(os: os) != nil else {
        throw UsageError(
          "option '--os' must be an iOS version, 7 or later (17, 12.1), not '\(os)'",
          command: command)
      }
      self.os = os
    }
    direction = arguments[BarModelArguments.direction]
    width = arguments[BarModelArguments.width]
  }
}
