import Foundation
import HierarchyIO

/// The `inspect` command line: parses the arguments, runs a command, maps errors to messages
/// and exit statuses (0 success, 1 failure or findings, 64 usage).
public enum Inspect {
  public static func run(arguments: [String], io: StandardStreams = .process) -> Int32 {
    guard let first = arguments.first else {
      io.err(Usage.topLevel)
      return 64
    }
    if first == "--help" || first == "-h" || first == "help" {
      if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
        io.out(Usage.text(for: command))
      } else {
        io.out(Usage.topLevel)
      }
      return 0
    }
    if first == "--version" {
      io.out("inspect \(Usage.version)")
      return 0
    }
    guard let command = command(named: first) else {
      return usageFailure(UsageError("unknown command '\(first)'"), io: io)
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      io.out(Usage.text(for: command))
      return 0
    }
    do {
      let parsed = try Arguments(
        rest, spec: command.spec, command: command.name)
      return try command.run(parsed, io: io)
    } catch let error as UsageError {
      return usageFailure(error, io: io)
    } catch {
      io.err("\(error)")
      return 1
    }
  }

  static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name }
  }

  private static func usageFailure(_ error: UsageError, io: StandardStreams) -> Int32 {
    var text = "inspect: error: \(error.message)\n"
    if let name = error.command, let command = command(named: name) {
      text += "usage: \(command.synopsis)\nSee 'inspect \(name) --help'."
    } else {
      text += "usage: inspect COMMAND [OPTIONS] ...\nSee 'inspect --help'."
    }
    io.err(text)
    return 64
  }
}
