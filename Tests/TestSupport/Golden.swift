import Foundation

/// Compares `actual` with a golden file under `Fixtures/`. Records it when the file is missing
/// or when `INSPECT_RECORD=1`, and then fails ("recorded …; run again"). Returns nil when they
/// match, else a message with the first differing lines.
public func goldenMismatch(_ actual: String, _ relativePath: String) -> String? {
  let url = Repository.fixtures.appendingPathComponent(relativePath)
  let record = ProcessInfo.processInfo.environment["INSPECT_RECORD"] == "1"
  let existing = try? String(contentsOf: url, encoding: .utf8)
  if record || existing == nil {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(actual.utf8).write(to: url)
    return "recorded \(relativePath); run again without INSPECT_RECORD"
  }
  guard let existing, existing != actual else { return nil }
  let expectedLines = existing.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var report = "\(relativePath) differs:\n"
  var shown = 0
  for index in 0..<max(expectedLines.count, actualLines.count) where shown < 12 {
    let e = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
    let a = index < actualLines.count ? String(actualLines[index]) : "<end>"
    if e != a {
      report += "  line \(index + 1):\n  - \(e)\n  + \(a)\n"
      shown += 1
    }
  }
  return report
}
