import DumpModel
import Layout

/// A dump laid out: what every rule of `inspect check` and the picture adapter read
/// (docs/check.md, "What is checked").
///
/// The frames are what UIKit shows: a recorded frame as it is (a capture is UIKit's own
/// answer), and the solved frame of an item that has none recorded, where the layout placed
/// it unambiguously. What the layout found beside the frames (conflicts, ambiguity, recorded
/// frames the constraints do not give) is in `layout`.
public struct LaidOutDump: Sendable {
  public var document: Document
  public var layout: LayoutFindings
  /// The dump's name in messages: its path, or `<stdin>`.
  public var source: String
  /// Bars laid out on the bar model's constraints that do not reproduce the capture: not
  /// audited, each a `bar-model` finding (docs/check.md).
  public var unreproduced: [UnreproducedBar] = []
  /// Whether the capture carries its views' constraints (inspect's XML or JSON dump), or
  /// only frames and what UIKit printed (a console paste, a Sentry attachment): there, an
  /// item's freedom or a frame its few printed constraints do not give says only what the
  /// capture could not print (docs/check.md, "ambiguous").
  public var carriesConstraints = true
  /// What the bar model read of the bars, where reading the dump again gives the same
  /// (`KeptBars`); nil: `BarStructure` reads the dump.
  package var keptBars: KeptBars?

  public init(document: Document, layout: LayoutFindings = LayoutFindings(), source: String) {
    self.document = document
    self.layout = layout
    self.source = source
  }
}

/// What the layout engine found in a dump, by document id.
public struct LayoutFindings: Sendable {
  /// A required constraint that could not be satisfied, and the one the engine broke.
  public struct Conflict: Sendable, Hashable {
    /// The broken constraint, when it is one of the dump's (nil: one UIKit adds itself, as a
    /// stack view's `UISV-*`).
    public var broken: ConstraintID?
    /// The broken constraint in UIKit's notation.
    public var brokenText: String
    /// The items the broken constraint relates.
    public var items: [ItemID]
    /// The dump's constraints in the conflict, the broken one included.
    public var conflicting: [ConstraintID]
    /// Every constraint in the conflict, UIKit's own included.
    public var size: Int
    /// Where the broken constraint was read (else its first item).
    public var location: SourceLocation?
    /// The broken constraint's identifier as UIKit printed it (`BIB_Trailing_CB_Leading`).
    public var identifier: String?
    /// The conflict log it was read from (1 for the first), nil for one the layout found.
    public var log: Int?
    /// From a log without its "Will attempt to recover" line: the broken constraint is the
    /// one inspect predicts, not one UIKit named.
    public var predicted = false
    /// For a log inspect does not reproduce: why (the constraints printed hold together).
    public var notReproduced: String?

    public init(
      broken: ConstraintID?, brokenText: String, items: [ItemID], conflicting: [ConstraintID],
      size: Int, location: SourceLocation?
    ) {
      self.broken = broken
      self.brokenText = brokenText
      self.items = items
      self.conflicting = conflicting
      self.size = size
      self.location = location
    }
  }

  public var conflicts: [Conflict] = []
  /// The items the layout leaves free, in document order (UIKit's bar-button guides,
  /// ambiguous by design, are not listed).
  public var ambiguous: [AmbiguousItem] = []
  /// The recorded frames the constraints do not give, in document order.
  public var mismatches: [FrameMismatch] = []
  /// False when no layout ran (a picture of a dump as recorded): the layout rules say nothing.
  public var ran = false

  public init() {}

  /// The items of conflicts' broken constraints.
  public var brokenItems: Set<ItemID> { Set(conflicts.flatMap(\.items)) }
}

/// A bar the bar model rebuilt from a paste without reproducing its recorded frames: what
/// the rules would find there is found on a guess.
public struct UnreproducedBar: Sendable, Hashable {
  public var root: ViewID
  /// `the bar model's 'UINavigationBar:0x…' does not reproduce …`, with the frames that differ.
  public var message: String
  /// The model's advice (`--os`, `--direction`, `--width`, the constraints to paste).
  public var fix: String
  /// The first frame not reproduced, else the bar.
  public var location: SourceLocation?
  /// Only frames a check does not look at differ (the chrome: a background, a shadow): the
  /// bar is checked, and the difference is a warning (issue 21).
  public var chromeOnly: Bool

  public init(
    root: ViewID, message: String, fix: String, location: SourceLocation?,
    chromeOnly: Bool = false
  ) {
    self.root = root
    self.message = message
    self.fix = fix
    self.location = location
    self.chromeOnly = chromeOnly
  }
}
