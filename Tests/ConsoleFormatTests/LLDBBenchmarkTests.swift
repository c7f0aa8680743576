import ConsoleFormat
import DumpModel
import Foundation
import Testing

/// Reading a 10 MB console log. Skipped unless `INSPECT_BENCH=1` (time it in a release build:
/// `INSPECT_BENCH=1 swift test -c release --filter LLDBBenchmarkTests`, or
/// `Benchmarks/lldbbench/run.sh`, which times `inspect convert`).
@Suite struct LLDBBenchmarkTests {
  static let enabled = ProcessInfo.processInfo.environment["INSPECT_BENCH"] == "1"

  /// Sample 10's five logs, with fresh addresses, repeated to `bytes`.
  static func consoleLog(bytes: Int) throws -> String {
    let block = try LLDB.sample("10") + "\n" + LLDB.sample("06") + "\n"
    var text = ""
    text.reserveCapacity(bytes + block.utf8.count)
    var round = 0
    while text.utf8.count < bytes {
      text += block.replacingOccurrences(of: "0x", with: "0x\(String(round, radix: 16))f")
      round += 1
    }
    return text
  }

  @Test(.enabled(if: enabled)) func tenMegabyteLog() throws {
    let text = try Self.consoleLog(bytes: 10_000_000)
    let start = ContinuousClock.now
    let (hierarchy, warnings) = try LLDB.read(text)
    let elapsed = ContinuousClock.now - start
    print(
      "lldbbench: read \(text.utf8.count) bytes, \(hierarchy.lldbConstraints.count) constraints in \(elapsed)"
    )
    #expect(warnings.isEmpty)
    #if DEBUG
      // Unoptimized: only a guard against something quadratic.
      #expect(elapsed < .seconds(20))
    #else
      #expect(elapsed < .seconds(1))
    #endif
  }
}
