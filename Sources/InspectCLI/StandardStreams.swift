import FileSafety
import Foundation
import HierarchyIO

/// The process's standard streams, replaceable in tests.
public struct StandardStreams: Sendable {
  /// All of standard input. Throws when it cannot be read (closed, a directory).
  public var readInput: @Sendable () throws -> Data
  public var writeOutput: @Sendable (Data) -> Void
  public var writeError: @Sendable (Data) -> Void
  /// The `errno` of the first write to standard output that failed (a full disk), or nil.
  public var outputFailure: @Sendable () -> Int32?
  /// The name standard input has in messages: `<stdin>`, or the case file `inspect test`
  /// feeds through it (`Fixtures/ios11-beta-bar/input.xml`).
  public var inputName = "<stdin>"
  /// Errors are printed as JSON (`--format json`): `Diagnostic`.
  public var jsonDiagnostics = false
  /// Called with every error and warning as it is written (`check --format sarif` puts them
  /// in its log too).
  var observeDiagnostic: (@Sendable (Diagnostic) -> Void)?
  /// Takes the JSON a command makes of its input (`--format json`, a SARIF run) when a
  /// batch gathers them into one document; nil when the command prints it itself.
  var takeJSON: (@Sendable (JSONText) -> Void)?

  public init(
    readInput: @escaping @Sendable () throws -> Data,
    writeOutput: @escaping @Sendable (Data) -> Void,
    writeError: @escaping @Sendable (Data) -> Void,
    outputFailure: @escaping @Sendable () -> Int32? = { nil }
  ) {
    self.readInput = readInput
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.outputFailure = outputFailure
  }

  /// The process's streams. Writes go straight to the file descriptors: FileHandle.write
  /// traps on a full disk, and a failed write must become an error message and status 1.
  public static let process = StandardStreams(
    readInput: { try InputBytes.read(descriptor: STDIN_FILENO, source: "<stdin>") },
    writeOutput: { data in
      let shown = outputIsTerminal ? SafeText.forTerminal(data) : data
      if let code = writeAll(shown, to: STDOUT_FILENO) { processOutputFailure.record(code) }
    },
    writeError: { data in
      _ = writeAll(errorIsTerminal ? SafeText.forTerminal(data) : data, to: STDERR_FILENO)
    },
    outputFailure: { processOutputFailure.first })

  /// Writes text to standard output, adding a final newline when it has none.
  public func out(_ text: String) {
    writeOutput(Data((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8))
  }

  /// Writes text to standard error, adding a final newline when it has none.
  public func err(_ text: String) {
    writeError(Data((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8))
  }

  /// Writes an error, a warning or a note to standard error: as text
  /// (`file:line:column: error: message`, names shown safely), or as one line of JSON under
  /// `--format json`.
  func diagnose(_ diagnostic: Diagnostic) {
    observeDiagnostic?(diagnostic)
    err(jsonDiagnostics ? diagnostic.json : diagnostic.text)
  }

  /// The command's JSON for its input: to the batch that gathers them, else to standard
  /// output as it is.
  func emit(_ json: JSONText) {
    if let takeJSON { takeJSON(json) } else { out(json.rendered) }
  }

  /// `diagnose`, for what a library says in its own parts.
  func diagnose(_ said: some Diagnosable) { diagnose(said.diagnostic) }

  /// These streams, printing errors as JSON or not.
  func reporting(json: Bool) -> StandardStreams {
    var copy = self
    copy.jsonDiagnostics = json
    return copy
  }
}

/// The first failed write to the process's standard output.
private final class OutputFailure: @unchecked Sendable {
  private let lock = NSLock()
  private var code: Int32?
  func record(_ error: Int32) { lock.withLock { if code == nil { code = error } } }
  var first: Int32? { lock.withLock { code } }
}

private let processOutputFailure = OutputFailure()

/// Whether standard output and standard error are terminals (`SafeText.forTerminal`), asked
/// once.
private let outputIsTerminal = isatty(STDOUT_FILENO) == 1
private let errorIsTerminal = isatty(STDERR_FILENO) == 1

/// Streams that capture what a command writes, for tests.
public final class CapturedStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var _output = Data()
  private var _error = Data()
  private let input: Data

  public init(input: Data = Data()) { self.input = input }

  public var output: String { lock.withLock { String(decoding: _output, as: UTF8.self) } }
  public var error: String { lock.withLock { String(decoding: _error, as: UTF8.self) } }
  public var outputData: Data { lock.withLock { _output } }
  public var errorData: Data { lock.withLock { _error } }

  public var streams: StandardStreams {
    StandardStreams(
      readInput: { [input] in input },
      writeOutput: { data in self.lock.withLock { self._output.append(data) } },
      writeError: { data in self.lock.withLock { self._error.append(data) } })
  }
}
