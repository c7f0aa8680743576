/// A command line that does not parse: reported with the synopsis, exit status 64 (EX_USAGE).
public struct UsageError: Error, Sendable, Equatable {
  public var message: String
  /// The command whose synopsis to print, nil for the top level.
  public var command: String?
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  /// The word of `candidates` closest to a mistyped `word` (`shwo` → `show`, `--guide` →
  /// `--guides`), when it is at most two edits away and nearer than the others. Words of
  /// three characters or fewer get no suggestion (`-x` is not a typo of `-o`).
  static func nearest(to word: String, among candidates: [String]) -> String? {
    guard word.count > 3 else { return nil }
    let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return scored.filter({ $0.1 == best.1 }).count == 1 ? best.0 : nil
  }

  /// Levenshtein distance, on characters.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// A failure already explained: the message is printed as is, exit status 1.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
