import Foundation

/// Streams that capture what a command writes: the runs of `inspect test`, and tests.
package final class CapturedStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var _output = Data()
  private var _error = Data()
  private let input: Data

  package init(input: Data = Data()) { self.input = input }

  package var output: String { lock.withLock { String(decoding: _output, as: UTF8.self) } }
  package var error: String { lock.withLock { String(decoding: _error, as: UTF8.self) } }
  package var outputData: Data { lock.withLock { _output } }
  package var errorData: Data { lock.withLock { _error } }

  package var streams: StandardStreams {
    StandardStreams(
      readInput: { [input] in input },
      writeOutput: { data in self.lock.withLock { self._output.append(data) } },
      writeError: { data in self.lock.withLock { self._error.append(data) } })
  }
}
