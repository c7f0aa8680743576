/// A constraint read from its printed form, with what the text said of its items.
public struct ParsedConstraint: Sendable, Hashable {
  /// An item as the text names it: `UILayoutGuide:0x1c01a1ce0'LeadingBarGuide(0x109518800)'`.
  public struct Item: Sendable, Hashable {
    /// Nil for an item named without a class: `BackButton`, or a `|` no `names:` resolved.
    public var className: String?
    /// The address, or the name of an item the text names without one.
    public var address: String
    public var label: String?
    /// The name a log printed for an item named by its accessibility identifier
    /// (`AddressToolbar.lockIcon`, resolved to an address by `names:`): its class is unknown.
    public var identifier: String?
    public init(className: String?, address: String, label: String?, identifier: String? = nil) {
      self.className = className
      self.address = address
      self.label = label
      self.identifier = identifier
    }
  }

  /// What a visual format's `|` says: `superview` (a view, or the owner of a guide) encloses
  /// `child`. `H:|-(8)-[UILayoutGuide:0x2'UIViewLayoutMarginsGuide'](LTR) (active, names:
  /// '|':_UINavigationBarContentView:0x1 )` tells that the content view owns the guide.
  public struct Containment: Sendable, Hashable {
    public var child: Item
    public var superview: Item
    public init(child: Item, superview: Item) {
      self.child = child
      self.superview = superview
    }
  }

  /// The structured constraint: `first`/`second` are the items' addresses (or names).
  /// `autoresizingMask` (`h=--& v=--&`), `hugging` and `compressionResistance` (an
  /// `NSContentSizeLayoutConstraint`'s `Hug:` and `CompressionResistance:`) are kept in
  /// `unknownAttributes`.
  public var constraint: LayoutConstraint
  public var firstItem: Item
  public var secondItem: Item?
  /// Set for a visual format with `|` whose `names:` (or the reader) can place it, and for a
  /// body whose `names:` gives `'|'` (an autoresizing constraint's superview).
  public var containment: Containment?
  /// For a whole description (`<…>`): whether its annotation said `active`. UIKit prints
  /// it since iOS 10; an old log's constraints, active all the same, have none.
  public var printedActive: Bool?

  public init(constraint: LayoutConstraint, firstItem: Item, secondItem: Item?) {
    self.constraint = constraint
    self.firstItem = firstItem
    self.secondItem = secondItem
  }
}

extension ParsedConstraint {
  /// Parses a constraint as UIKit or LLDB prints it — the body alone
  /// (`Class:0xADDR.attr == Class:0xADDR.attr + 8`) or the whole `<NSLayoutConstraint:…>`,
  /// quoted or not, with its `(active, names: …)` annotation. `ConstraintGrammar` lists every
  /// form and what a visual format means.
  /// - Throws: `ReadError` (`.invalidConstraint`) at `location`, moved to the offending column.
  public init(parsing text: Substring, at location: SourceLocation) throws(ReadError) {
    let bytes = Array(text.utf8)
    var start = 0
    var end = bytes.count
    while start < end,
      bytes[start].isSpace || bytes[start] == .newline
        || bytes[start] == .carriageReturn
    {
      start += 1
    }
    while end > start,
      bytes[end - 1].isSpace || bytes[end - 1] == .newline
        || bytes[end - 1] == .carriageReturn
    {
      end -= 1
    }
    var grammar = ConstraintGrammar(ByteCursor(bytes, from: start, to: end))
    do {
      self = try grammar.parseDescription()
      constraint.location = location
    } catch {
      throw ParsedConstraint.readError(
        error, bytes: bytes, textStart: 0, shown: String(text), at: location)
    }
  }

  /// Converts a grammar error at a byte of `bytes` (whose byte `textStart` is at `location`)
  /// into a `ReadError` at that byte's line and column.
  package static func readError(
    _ error: GrammarError, bytes: [UInt8], textStart: Int, shown: String,
    at location: SourceLocation
  ) -> ReadError {
    var line = location.line
    var lineStart = textStart
    var index = textStart
    while index < min(error.offset, bytes.count) {
      if bytes[index] == .newline {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    let columnInLine = column(ofByte: error.offset, in: bytes, lineStart: lineStart)
    let columnNumber = line == location.line ? location.column + columnInLine - 1 : columnInLine
    var trimmed = shown.trimmingWhitespace()
    if trimmed.count > 160 { trimmed = String(trimmed.prefix(157)) + "..." }
    return ReadError(
      .invalidConstraint(text: trimmed, problem: error.problem),
      at: SourceLocation(file: location.file, line: line, column: columnNumber))
  }
}

extension String {
  /// The string without leading and trailing white space (Unicode's, not only ASCII's).
  package func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}

/// Whose `description` printed a constraint, by its class: UIKit's own (`NSLayoutConstraint`
/// and its private subclasses), SnapKit's (`SnapKit.LayoutConstraint`) or Masonry's
/// (`MASLayoutConstraint`). Each prints numbers and the priority its own way and no
/// `(active, names: …)` annotation but UIKit's (docs/format.md).
public enum NotationFamily: Sendable {
  case uikit, snapKit, masonry

  public init(className: String) {
    switch className {
    case "SnapKit.LayoutConstraint": self = .snapKit
    case "MASLayoutConstraint": self = .masonry
    default: self = .uikit
    }
  }
}
