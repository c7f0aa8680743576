import Foundation

/// The process's standard streams, replaceable in tests.
public struct StandardStreams: Sendable {
  public var readInput: @Sendable () -> Data
  public var writeOutput: @Sendable (Data) -> Void
  public var writeError: @Sendable (Data) -> Void

  public init(
    readInput: @escaping @Sendable () -> Data, writeOutput: @escaping @Sendable (Data) -> Void,
    writeError: @escaping @Sendable (Data) -> Void
  ) {
    self.readInput = readInput
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  public static let process = StandardStreams(
    readInput: { FileHandle.standardInput.readDataToEndOfFile() },
    writeOutput: { FileHandle.standardOutput.write($0) },
    writeError: { FileHandle.standardError.write($0) })

  /// Writes text to standard output, adding a final newline when it has none.
  public func out(_ text: String) {
    writeOutput(Data((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8))
  }

  /// Writes text to standard error, adding a final newline when it has none.
  public func err(_ text: String) {
    writeError(Data((text.hasSuffix("\n") || text.isEmpty ? text : text + "\n").utf8))
  }
}

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

  public var streams: StandardStreams {
    StandardStreams(
      readInput: { [input] in input },
      writeOutput: { data in self.lock.withLock { self._output.append(data) } },
      writeError: { data in self.lock.withLock { self._error.append(data) } })
  }
}
