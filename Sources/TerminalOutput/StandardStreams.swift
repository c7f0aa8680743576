import DumpModel
import Foundation

/// The process's standard streams, replaceable in tests.
public struct StandardStreams: Sendable {
  /// All of standard input. Throws when it cannot be read (closed, a directory).
  package var readInput: @Sendable () throws -> Data
  package var writeOutput: @Sendable (Data) -> Void
  package var writeError: @Sendable (Data) -> Void
  /// The `errno` of the first write to standard output that failed (a full disk), or nil.
  package var outputFailure: @Sendable () -> Int32?
  /// The name standard input has in messages: `<stdin>`, or the case file `inspect test`
  /// feeds through it (`Fixtures/ios11-beta-bar/input.xml`).
  package var inputName = "<stdin>"
  /// Errors are printed as JSON (`--format json`): `Diagnostic`.
  package var jsonDiagnostics = false
  /// Called with every error and warning as it is written (`check --format sarif` puts them
  /// in its log too).
  package var observeDiagnostic: (@Sendable (Diagnostic) -> Void)?
  /// Takes the JSON a command makes of its input (`--format json`, a SARIF run) when a
  /// batch gathers them into one document; nil when the command prints it itself.
  package var takeJSON: (@Sendable (JSONText) -> Void)?

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

  /// Writes text to standard output, adding a final newline when it has none.
  package func out(_ text: String) {
    writeOutput(Data((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8))
  }

  /// Writes UTF-8 text to standard output, adding a final newline when it has none: `out`
  /// for text made as bytes (a window's findings), not made into a `String` first.
  package func out(utf8 bytes: [UInt8]) {
    var bytes = bytes
    // As `out` decides on a `String`: "\r\n" is one character, not a final "\n".
    let newline = UInt8(ascii: "\n")
    let endsInNewline =
      bytes.last == newline && (bytes.count < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\r"))
    if !bytes.isEmpty, !endsInNewline { bytes.append(newline) }
    writeOutput(Data(bytes))
  }

  /// Writes text to standard error, adding a final newline when it has none.
  package func err(_ text: String) {
    writeError(Data((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8))
  }

  /// Writes an error, a warning or a note to standard error: as text
  /// (`file:line:column: error: message`, names shown safely), or as one line of JSON under
  /// `--format json`.
  package func diagnose(_ diagnostic: Diagnostic) {
    observeDiagnostic?(diagnostic)
    err(jsonDiagnostics ? diagnostic.json : diagnostic.text)
  }

  /// The command's JSON for its input: to the batch that gathers them, else to standard
  /// output as it is.
  package func emit(_ json: JSONText) {
    if let takeJSON { takeJSON(json) } else { out(json.rendered) }
  }

  /// `diagnose`, for what a library says in its own parts.
  package func diagnose(_ said: some Diagnosable) { diagnose(said.diagnostic) }

  /// The name a path has in messages and headers: `<stdin>` (or `inputName`) for `-`; a
  /// control character in it escaped (`SafeText`).
  package func displayName(_ path: String) -> String {
    path == "-" ? inputName : SafeText.shown(path)
  }

  /// These streams, printing errors as JSON or not.
  package func reporting(json: Bool) -> StandardStreams {
    var copy = self
    copy.jsonDiagnostics = json
    return copy
  }
}
