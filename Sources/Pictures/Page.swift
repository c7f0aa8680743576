/// What the HTML report page shows (docs/pictures.md, "The page"): a picture, the tree of
/// views beside it, the constraints, the findings, and for a patch the before/after picture
/// and the report text. The adapter from a laid-out dump fills it; Pictures only writes it.
///
/// Nodes, constraints and findings refer to each other by id: a constraint or a finding
/// names its nodes, and a node names the scene items that draw it (a view and its tap area
/// are two items of one node). Ids hold no whitespace.
public struct Page: Sendable, Equatable {
  /// The page's `<title>` and heading.
  public var title: String
  /// One line under the heading (`375 × 44 pt, 11 views, 10 guides, 49 constraints, 1 error,
  /// 0 warnings`, BarPicture's): the tree lists those views and guides ("Views and guides
  /// (21)"), the constraints panel those constraints.
  public var summary: String
  public var scene: Scene
  /// The tree in pre-order: each node's `depth` is at most one more than the one before it.
  public var nodes: [Node]
  public var constraints: [Constraint]
  public var findings: [Finding]
  /// For a patch or a diff: drawn under the picture.
  public var comparison: Comparison?
  /// The patch's or diff's report, shown as it is.
  public var report: String?
  /// The pictures' scale and padding (their id prefixes are the page's).
  public var pictureOptions: SVGOptions

  public init(
    title: String, summary: String = "", scene: Scene, nodes: [Node] = [],
    constraints: [Constraint] = [], findings: [Finding] = [], comparison: Comparison? = nil,
    report: String? = nil, pictureOptions: SVGOptions = SVGOptions()
  ) {
    self.title = title
    self.summary = summary
    self.scene = scene
    self.nodes = nodes
    self.constraints = constraints
    self.findings = findings
    self.comparison = comparison
    self.report = report
    self.pictureOptions = pictureOptions
  }

  /// Where the page's pictures put their points, as the page writes them: the scene's,
  /// then the comparison's (for a size check, `PictureLayout.fitsRenderers`).
  public var pictureLayouts: [PictureLayout] {
    [scene.pictureLayout(pictureOptions)]
      + (comparison.map { [$0.pictureLayout(pictureOptions)] } ?? [])
  }

  /// A view or a layout guide in the tree.
  public struct Node: Sendable, Equatable {
    public var id: String
    /// The tree's line: `_UIButtonBarStackView 0x7fb4d8e13ad0`.
    public var label: String
    /// Shown when the node is selected: its frame, its flags.
    public var detail: String
    /// 0 for the root.
    public var depth: Int
    /// The scene items that draw it (none when it is not in the picture).
    public var itemIDs: [String]

    public init(id: String, label: String, detail: String = "", depth: Int, itemIDs: [String]) {
      self.id = id
      self.label = label
      self.detail = detail
      self.depth = depth
      self.itemIDs = itemIDs
    }
  }

  /// A constraint, in UIKit's notation.
  public struct Constraint: Sendable, Equatable {
    /// Also the `constraintID` of its dimension line, if the picture has one.
    public var id: String
    /// `_UIButtonBarStackView:0x7fb4d8e13ad0.leading == _UINavigationBarContentView:….leading`.
    public var text: String
    /// Its first and second item.
    public var nodeIDs: [String]
    /// Broken by a conflict: shown red.
    public var broken: Bool

    public init(id: String, text: String, nodeIDs: [String], broken: Bool = false) {
      self.id = id
      self.text = text
      self.nodeIDs = nodeIDs
      self.broken = broken
    }
  }

  /// A finding of `inspect check`.
  public struct Finding: Sendable, Equatable {
    public enum Level: String, Sendable {
      case error
      case warning
      case note
    }

    public var level: Level
    /// The rule's id: `tap-target`.
    public var rule: String
    /// The one-line explanation and fix.
    public var text: String
    /// `nav.xml:12:7`.
    public var location: String
    public var nodeIDs: [String]

    public init(level: Level, rule: String, text: String, location: String = "", nodeIDs: [String])
    {
      self.level = level
      self.rule = rule
      self.text = text
      self.location = location
      self.nodeIDs = nodeIDs
    }
  }
}
