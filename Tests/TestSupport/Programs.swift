import Foundation

/// A program's run: its exit status and what it wrote.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var output: Data
  public var error: String
}

/// Runs `executable` (found on PATH when not a path) with `input` on standard input and, when
/// given, the environment `environment`. Standard output and error are read on their own
/// threads, so a large output cannot block the program.
public func runProgram(
  _ executable: String, _ arguments: [String], input: Data = Data(),
  environment: [String: String]? = nil
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: try locate(executable))
  process.arguments = arguments
  if let environment { process.environment = environment }
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  let collected = Collected()
  let group = DispatchGroup()
  for (pipe, isOutput) in [(stdout, true), (stderr, false)] {
    group.enter()
    DispatchQueue.global().async {
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      collected.set(data, output: isOutput)
      group.leave()
    }
  }
  try stdin.fileHandleForWriting.write(contentsOf: input)
  try stdin.fileHandleForWriting.close()
  group.wait()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, output: collected.output,
    error: String(decoding: collected.error, as: UTF8.self))
}

private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var outputData = Data()
  private var errorData = Data()
  func set(_ data: Data, output: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if output { outputData = data } else { errorData = data }
  }
  var output: Data { lock.withLock { outputData } }
  var error: Data { lock.withLock { errorData } }
}

public struct MissingProgram: Error, CustomStringConvertible {
  public var name: String
  public var description: String {
    "'\(name)' is not on PATH: the tests that run it need it (.ci/run installs "
      + "librsvg2-bin, chromium, python3)"
  }
}

/// The full path of a program on PATH.
public func locate(_ name: String) throws -> String {
  if name.contains("/") { return name }
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for folder in path.split(separator: ":") {
    let candidate = "\(folder)/\(name)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  throw MissingProgram(name: name)
}
