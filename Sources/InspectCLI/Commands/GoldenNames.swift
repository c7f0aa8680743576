import ArgumentParsing
import GoldenTesting
import Patcher

/// `inspect` as `inspect test` runs it (docs/cli-test.md): in-process, with the commands and
/// patches a golden may be named for, the options a golden's format stands for, and the
/// options a golden's name cannot hold, each named by its entry in the tables.
extension TestCommand {
  static let program = CommandLineUnderTest(
    run: { Inspect.run(arguments: $0, io: $1) },
    options: { Inspect.command(named: $0)?.options },
    commands: goldenCommands.map { $0.name },
    patches: .init(
      PatchKind.allCases.map(\.rawValue), command: PatchCommand.name,
      option: PatchOptions.kind.option.name),
    formatArguments: formatArguments,
    fixedOptions: Set(
      [
        SharedOptions.formatEntry, SharedOptions.to.option, SharedOptions.from.option,
        Option.outputEntry, Option.outDir, PatchCommand.inPlace.option,
        PatchCommand.report.option, PatchOptions.kind.option,
      ].map(\.name)),
    shorthands: { command in
      guard command == ShowCommand.name else { return [] }
      return [("all", [ShowCommand.guides.option.name, ShowCommand.constraints.option.name])]
    },
    defaults: [
      "expected.show.txt", "expected.layout.txt", "expected.pin.xml", "expected.pin.report.txt",
    ])

  /// The commands a golden may be named for.
  static let goldenCommands: [any Command.Type] = [
    ShowCommand.self, LayoutCommand.self, ValidateCommand.self, ConvertCommand.self,
    PatchCommand.self, CheckCommand.self, RenderCommand.self,
  ]

  /// The options that make a run write a golden's format on its stream (`--format json`,
  /// `--to xml`, `-o -`), or nil when the command writes no such format there.
  static func formatArguments(_ command: String, _ stream: Golden.Stream, _ format: String)
    -> [String]?
  {
    let (formatOption, to) = (SharedOptions.formatEntry.name, SharedOptions.to.option.name)
    let standardOutput = [Option.outputEntry.name, "-"]
    let (show, layout, convert) = (ShowCommand.name, LayoutCommand.name, ConvertCommand.name)
    let (patch, check) = (PatchCommand.name, CheckCommand.name)
    switch (command, stream, format) {
    case (show, .output, "txt"): return []
    case (show, .output, "json"), (show, .output, "xml"): return [formatOption, format]
    case (layout, .output, "txt"): return []
    case (layout, .output, "json"): return [formatOption, "json"]
    case (layout, .output, "xml"): return standardOutput + [to, "xml"]
    case (convert, .output, "txt"): return standardOutput + [to, "text"]
    case (convert, .output, "xml"), (convert, .output, "json"):
      return standardOutput + [to, format]
    case (patch, .output, "xml"), (patch, .output, "json"): return [to, format]
    case (check, .output, "txt"): return []
    case (check, .output, "json"), (check, .output, "sarif"): return [formatOption, format]
    case (RenderCommand.name, .output, "svg"): return []
    case (patch, .report, "txt"): return [formatOption, "text"]
    case (patch, .report, "json"): return [formatOption, "json"]
    case (_, .report, "txt"), (ValidateCommand.name, .output, "txt"): return []
    default: return nil
    }
  }
}
