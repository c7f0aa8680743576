import Foundation
import TestSupport
import Testing

/// A run given a large input starts itself again with glibc's cache of freed blocks made
/// larger (Sources/inspect/AllocatorRestart.swift): the same output, whatever the user's own
/// `GLIBC_TUNABLES`, and its environment as given for what it starts in turn.
@Suite(
  .enabled(
    if: inspectBinary != nil,
    "the built 'inspect' binary is not beside the test bundle; run 'swift build' first"))
struct AllocatorRestartTests {
  /// A window of 1,200 bars: past the 8 MB at which a run starts itself again.
  static let window: URL? = {
    guard let xml = try? BarWindow.xml(bars: 1200) else { return nil }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "allocator-restart-\(getpid()).xml")
    guard (try? Data(xml.utf8).write(to: url)) != nil else { return nil }
    return url
  }()

  func run(_ arguments: [String], tunables: String?) throws -> Run {
    var environment = ProcessInfo.processInfo.environment
    environment["GLIBC_TUNABLES"] = tunables
    return try launchInspect(arguments, environment: environment)
  }

  /// Started again (no count given, or another tunable given) or not (the count given): the
  /// same answer. The last bar's title is found in each.
  @Test func aLargeInputGivesTheSameAnswer() throws {
    let window = try #require(Self.window)
    defer { try? FileManager.default.removeItem(at: window) }
    #expect(try window.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 >= 8 << 20)
    let arguments = ["find", window.path, "UILabel"]
    let plain = try run(arguments, tunables: nil)
    #expect(plain.status == 0, "\(plain.error)")
    #expect(plain.output.split(separator: "\n").count >= 1200)
    for tunables in ["glibc.malloc.perturb=0", "glibc.malloc.tcache_count=7", ""] {
      #expect(try run(arguments, tunables: tunables) == plain, "\(tunables)")
    }
  }
}
