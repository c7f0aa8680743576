/// What a dump says besides its views: the `<hierarchy>` element's attributes, the patches
/// applied to it, and what this version does not know (docs/model.md).
public struct DumpMetadata: Sendable, Hashable {
  /// `format` — always 1 for now.
  public var format: Int = 1
  /// `os` — the iOS version the dump came from ("11.0", "13.4"), when known.
  public var os: String?
  /// `screen` — width and height in points.
  public var screen: Size?
  /// `scale` — 1, 2 or 3: the pixel grid for rounding; nil means 1/1000 pt.
  public var scale: Double?
  public var direction: LayoutDirection = .leftToRight
  /// `source` — free text: where the dump came from.
  public var source: String?
  /// `logsCut` — the conflict logs (by number, as constraints' `logs`) whose printed list
  /// the text holds only part of: its `(` or its `)` is not there, so the conflict may lie
  /// in what is missing (docs/conflicts.md, "Fragments").
  public var logsCut: [Int] = []
  /// `logsWithoutPreamble` — the conflict logs the text holds without UIKit's "Unable to
  /// simultaneously satisfy constraints" and the lines after it (a bare `( … )` list).
  public var logsWithoutPreamble: [Int] = []
  /// Attributes of `<hierarchy>` this version does not know, kept in the order read.
  public var unknownAttributes: [UnknownAttribute] = []
  /// The `<patch>` records, oldest first.
  public var patches: [PatchRecord] = []
  /// Elements of `<hierarchy>` this version does not know, kept in the order read.
  public var unknownElements: [UnknownElement] = []

  public init(
    os: String? = nil, screen: Size? = nil, scale: Double? = nil,
    direction: LayoutDirection = .leftToRight, source: String? = nil
  ) {
    self.os = os
    self.screen = screen
    self.scale = scale
    self.direction = direction
    self.source = source
  }
}

/// An attribute kept verbatim because this version of the format does not know it.
public struct UnknownAttribute: Sendable, Hashable {
  public var name: String
  public var value: String
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// An element kept verbatim (its serialized XML, without the indentation around it) because
/// this version of the format does not know it.
public struct UnknownElement: Sendable, Hashable {
  public var name: String
  public var xml: String
  public init(name: String, xml: String) {
    self.name = name
    self.xml = xml
  }
}

/// One `<patch>` record: the patch's name, its options in the order docs/format.md lists them, and
/// the changes it made, in order.
public struct PatchRecord: Sendable, Hashable {
  public enum Change: Sendable, Hashable {
    /// `<removed>`: a constraint in UIKit's printed notation; the element's attributes, which
    /// this version does not know, in the order read.
    case removed(String, unknownAttributes: [UnknownAttribute] = [])
    /// `<added address="patch:pin:1">`: a constraint's address and its printed notation; the
    /// element's other attributes, which this version does not know, in the order read.
    case added(
      address: String, description: String, unknownAttributes: [UnknownAttribute] = [])

    /// The element's attributes this version does not know, in the order read.
    public var unknownAttributes: [UnknownAttribute] {
      switch self {
      case .removed(_, let unknown), .added(_, _, let unknown): return unknown
      }
    }
  }

  public var name: String
  /// Options as written: `side="auto" gap="0"`, in docs/format.md's order.
  public var options: [UnknownAttribute]
  public var changes: [Change]
  /// Elements of `<patch>` this version does not know, kept in the order read.
  public var unknownElements: [UnknownElement] = []

  /// Where the record was read; not part of equality.
  public var location: SourceLocation? {
    get { _location.value }
    set { _location.value = newValue }
  }
  private var _location = IgnoredInEquality<SourceLocation?>(nil)

  public init(name: String, options: [UnknownAttribute], changes: [Change] = []) {
    self.name = name
    self.options = options
    self.changes = changes
  }
}
