/// "Did you mean": the word of a list closest to a mistyped one, for commands, options and
/// the words of a choice.
package enum Suggestion {
  /// The candidate closest to `word`, when there is one clear winner: the only candidate
  /// `word` is a prefix of (`tap` → `tap-area`), else the only nearest within the allowed
  /// edits: one per three characters, at least one (`jsn` → `json`, `shwo` → `show`,
  /// `--guide` → `--guides`; `yaml` is no `xml`).
  /// Words shorter than `minimumLength` get no suggestion (`-x` is no typo of `-o`).
  package static func nearest(to word: String, among candidates: [String], minimumLength: Int = 2)
    -> String?
  {
    guard word.count >= minimumLength, !candidates.contains(word) else { return nil }
    let prefixed = candidates.filter { $0.hasPrefix(word) }
    if prefixed.count == 1 { return prefixed[0] }
    let allowed = max(1, word.count / 3)
    let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= allowed }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return scored.filter({ $0.1 == best.1 }).count == 1 ? best.0 : nil
  }

  /// Edits between two words, on characters: insertions, deletions, substitutions and
  /// swaps of neighbours (the optimal string alignment distance; `shwo` → `show` is one).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
