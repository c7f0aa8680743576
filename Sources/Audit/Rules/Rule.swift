/// The rules of `inspect check`, by their stable ids (docs/check.md). An id never changes
/// meaning: CI configurations, SARIF dashboards and `--ignore` lists name them.
public enum Rule: String, Sendable, Hashable, CaseIterable, Comparable {
  case tapTarget = "tap-target"
  case offBar = "off-bar"
  case overlap
  case titleSqueezed = "title-squeezed"
  case edgeGap = "edge-gap"
  case conflict
  case ambiguous
  case misplaced
  case privateAPI = "private-api"
  case barModel = "bar-model"
  case unmeasured
  case noBar = "no-bar"

  /// Errors by default: what a user sees broken (a tap that misses, an item off the bar, two
  /// items on top of each other, a constraint UIKit breaks). Apple's 44-pt minimum is a
  /// guideline people ship against, and `--warn` says so for one run.
  public var defaultLevel: Level {
    switch self {
    case .tapTarget, .offBar, .overlap, .conflict, .barModel, .unmeasured, .noBar: return .error
    case .titleSqueezed, .edgeGap, .ambiguous, .misplaced, .privateAPI: return .warning
    }
  }

  /// What the rule checks, one line (SARIF's `shortDescription`, the docs' table).
  public var summary: String {
    switch self {
    case .tapTarget: return "a tappable item's hit area is smaller than the minimum (44 × 44 pt)"
    case .offBar:
      return "an item lies partly or wholly outside its bar, the screen or the safe area"
    case .overlap: return "two items, an item and the back button, or an item and the title overlap"
    case .titleSqueezed: return "the title is narrower than its text, or has no width at all"
    case .edgeGap: return "an item is closer to the screen's edge than the minimum (--min-edge)"
    case .conflict: return "required constraints conflict: Auto Layout breaks one of them"
    case .ambiguous: return "the constraints leave an item's position or size undetermined"
    case .misplaced: return "the recorded frame is not the one the dump's constraints give"
    case .privateAPI: return "a patch UIKit rejects on the dump's iOS version"
    case .barModel:
      return "the bar model does not reproduce a pasted bar's recorded frames: it is not checked"
    case .unmeasured:
      return "an item, title or back button has no frame: its size and place are not checked"
    case .noBar: return "the capture holds no bar to check: nothing was checked"
    }
  }

  public static func < (a: Rule, b: Rule) -> Bool { a.place < b.place }

  // Compared and hashed by case: a raw-value enum otherwise compares and hashes its
  // `rawValue`, a string, and a patched window's thousands of findings are hashed by rule.
  public static func == (a: Rule, b: Rule) -> Bool { a.place == b.place }

  public func hash(into hasher: inout Hasher) { hasher.combine(place) }

  /// The rule's place in `allCases` (the order of the cases above): how findings of one
  /// place are sorted.
  private var place: Int {
    switch self {
    case .tapTarget: return 0
    case .offBar: return 1
    case .overlap: return 2
    case .titleSqueezed: return 3
    case .edgeGap: return 4
    case .conflict: return 5
    case .ambiguous: return 6
    case .misplaced: return 7
    case .privateAPI: return 8
    case .barModel: return 9
    case .unmeasured: return 10
    case .noBar: return 11
    }
  }
}

/// How much a finding matters: an error fails the run (exit 1), a warning does not.
public enum Level: String, Sendable, Hashable, CaseIterable {
  case error
  case warning
}
