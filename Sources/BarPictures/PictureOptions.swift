import DumpModel

/// What a picture of a dump shows (`inspect render`'s options).
public struct PictureOptions: Sendable, Hashable {
  /// The views whose subtrees are drawn; nil: the dump's first bar, else every root.
  public var roots: [ViewID]?
  /// `--guides`: layout guides, dashed.
  public var guides = false
  /// `--tap-areas`: each item's hit area, hatched.
  public var tapAreas = false
  /// `--constraints`: the edge constraints of the bar's items as dimension lines.
  public var constraints = false

  public init(
    roots: [ViewID]? = nil, guides: Bool = false, tapAreas: Bool = false,
    constraints: Bool = false
  ) {
    self.roots = roots
    self.guides = guides
    self.tapAreas = tapAreas
    self.constraints = constraints
  }
}
