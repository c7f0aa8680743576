import DumpModel
import Pictures

/// A finding of `inspect check` as a picture shows it: the items it flags, and on the page its
/// words and place. Audit makes them from its findings (`BarPicture(_:findings:options:)`);
/// this module knows no rule.
public struct PictureFinding: Sendable, Hashable {
  public var level: Page.Finding.Level
  /// The rule's id (`tap-target`), as the page prints it.
  public var rule: String
  /// `message; fix: fix`.
  public var text: String
  /// Where it is; nil: the dump's start.
  public var location: SourceLocation?
  public var items: [ItemID]
  /// It says an item's hit area is too small: the hatched area is in the warning colour.
  public var isSmallHitArea: Bool

  public init(
    level: Page.Finding.Level, rule: String, text: String, location: SourceLocation?,
    items: [ItemID], isSmallHitArea: Bool
  ) {
    self.level = level
    self.rule = rule
    self.text = text
    self.location = location
    self.items = items
    self.isSmallHitArea = isSmallHitArea
  }
}
