/// A short diff of two texts for `inspect test`: the lines between their common first and
/// last lines, numbered as in the expected text, at most `limit` of each side.
package enum LineDiff {
  package static func short(expected: String, actual: String, limit: Int = 8) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = old[prefix..<(old.count - suffix)]
    let added = new[prefix..<(new.count - suffix)]
    var text = "line \(prefix + 1):\n"
    for line in removed.prefix(limit) { text += "- \(line)\n" }
    if removed.count > limit { text += "- … \(removed.count - limit) more\n" }
    for line in added.prefix(limit) { text += "+ \(line)\n" }
    if added.count > limit { text += "+ … \(added.count - limit) more\n" }
    return text
  }
}
