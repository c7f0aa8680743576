import Foundation
import TestSupport
import Testing

/// The house rules a machine can check (docs/contributing.md, "House rules").
@Suite struct HouseRulesTests {
  /// Small files named for what they hold: none over 400 lines.
  @Test func noSourceFileIsOver400Lines() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    for file in files {
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(lines <= 400, "Sources/\(file) has \(lines) lines")
    }
  }

  /// Code comments cite the documentation in the repository, never the first design
  /// briefing outside it.
  @Test func commentsCiteNoFileOutsideTheRepository() throws {
    let sources = Repository.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    // The briefing's file names, built so that this guard is not itself such a citation.
    let outside = ["FORMAT", "LAYOUT", "PRODUCT", "NAVBAR", "FIXTURES", "STYLE"].map { $0 + ".md" }
    for file in files {
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for name in outside {
        #expect(
          !text.contains(" " + name) && !text.contains("(" + name), "Sources/\(file) cites \(name)")
      }
    }
  }
}
