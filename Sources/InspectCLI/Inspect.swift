import ArgumentParsing
import BatchRunning
import FileSafety
import Foundation
import HierarchyIO
import TerminalOutput

/// The `inspect` command line: parses the arguments, runs a command (once, or once per input
/// of a batch), maps errors to messages and exit statuses (0 success, 1 failure or findings,
/// 64 usage).
public enum Inspect {
  /// Exit statuses, as docs/cli.md lists them (`ExitStatus`).
  package static let success = ExitStatus.success
  package static let failure = ExitStatus.failure
  package static let usage = ExitStatus.usage

  /// Runs `inspect` with `arguments` (without the program name).
  /// - Returns: the exit status: 0, 1, or 64 for a command line that does not parse.
  public static func run(arguments: [String], io: StandardStreams = .process) -> Int32 {
    let status = dispatch(arguments, io: io)
    if let code = io.outputFailure() {
      io.diagnose(
        Diagnostic("cannot write to standard output: \(FileError.message(errno: code))"))
      return failure
    }
    return status
  }

  private static func dispatch(_ arguments: [String], io: StandardStreams) -> Int32 {
    guard let first = arguments.first else {
      return usageFailure(UsageError("no command given"), io: io)
    }
    if Option.help.names.contains(first) || (first == "help" && arguments.count == 1) {
      io.out(Usage(program).topLevel)
      return success
    }
    if first == "help" {
      guard let command = command(named: arguments[1]) else {
        return usageFailure(unknownCommand(arguments[1]), io: io)
      }
      io.out(Usage(program).text(for: command))
      return success
    }
    if Option.version.names.contains(first) {
      io.out("\(program.name) \(program.version)")
      return success
    }
    guard let command = command(named: first) else {
      return usageFailure(unknownCommand(first), io: io)
    }
    let rest = Array(arguments.dropFirst())
    // `--help` asks for help anywhere before `--`; after it, it is a file name.
    let options = rest.prefix { $0 != "--" }
    if options.contains(where: Option.help.names.contains) {
      io.out(Usage(program).text(for: command))
      return success
    }
    // `--format json` asks for JSON errors too, read from the words (a command line that
    // does not parse is answered in JSON).
    let format = command.options.first { $0.name == SharedOptions.formatEntry.name }
    let io = io.reporting(json: format.map { Arguments.lastValue(of: $0, in: rest) } == "json")
    let parsed: Arguments
    do {
      parsed = try command.parse(rest)
    } catch {
      return usageFailure(error, io: io)
    }
    if command.inputs != nil {
      do {
        if let batch = try Batch(
          command: command, arguments: parsed, outputs: SharedOptions.batch,
          execute: { execute(command, $0, io: $1) })
        {
          return batch.run(io: io)
        }
      } catch let error as UsageError {
        return usageFailure(error, io: io)
      } catch {
        return report(error, command: command, io: io)
      }
    }
    return execute(command, parsed, io: io)
  }

  /// Runs one command on parsed arguments and turns what it throws into a message and an
  /// exit status. The batch layer calls it once per input.
  static func execute(_ command: any Command.Type, _ arguments: Arguments, io: StandardStreams)
    -> Int32
  {
    do {
      return try command.run(arguments, io: io)
    } catch let error as UsageError {
      return usageFailure(error, io: io)
    } catch {
      return report(error, command: command, io: io)
    }
  }

  /// An error of a run, as it describes itself (`nav.xml:12:7: error: …`); exit status 1.
  private static func report(_ error: any Error, command: any Command.Type, io: StandardStreams)
    -> Int32
  {
    io.diagnose(diagnostic(of: error, command: command))
    return failure
  }

  /// An error of a run in its parts (`nav.xml:12:7: error: …`); one that names no place (a
  /// bar `inspect bar` built in memory) is the command's: `inspect bar: error: …`.
  static func diagnostic(of error: any Error, command: any Command.Type) -> Diagnostic {
    var diagnostic: Diagnostic
    switch error {
    case let error as any Diagnosable: diagnostic = error.diagnostic
    case let error as any CustomStringConvertible:
      let text = error.description
      diagnostic = Diagnostic(text.hasPrefix("error: ") ? String(text.dropFirst(7)) : text)
    default: diagnostic = Diagnostic("\(error)")
    }
    if diagnostic.file == nil && !(error is CommandFailure) {
      diagnostic.speaker = "inspect \(command.name)"
    }
    return diagnostic
  }

  static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name }
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    if name.hasPrefix("-") {
      var message = "unknown option '\(name)'"
      let names = [Option.help.longName, Option.version.longName]
      if let near = Suggestion.nearest(to: name, among: names, minimumLength: 4) {
        message += "; did you mean '\(near)'?"
      }
      return UsageError(message)
    }
    var message = "unknown command '\(name)'"
    if let near = Suggestion.nearest(to: name, among: commands.map { $0.name }) {
      message += "; did you mean '\(near)'?"
    }
    return UsageError(message)
  }

  static func usageFailure(_ error: UsageError, io: StandardStreams) -> Int32 {
    let command = error.command.flatMap(command(named:))
    let synopsis = command.map { Usage(program).synopsis(for: $0) }
    if io.jsonDiagnostics {
      io.err(Diagnostic(usage: error, synopsis: synopsis).json)
      return usage
    }
    var text = Diagnostic(error.message).text + "\n"
    if let command {
      text += "\(Usage(program).usageLines(for: command))\nSee 'inspect \(command.name) --help'."
    } else {
      text += "usage: inspect COMMAND [OPTIONS] ...\nSee 'inspect --help'."
    }
    io.err(text)
    return usage
  }
}
