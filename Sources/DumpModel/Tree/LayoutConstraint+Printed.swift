/// What UIKit's printed description of a constraint says beyond the structured fields, kept
/// as attributes of the constraint (the dump writes them back; docs/model.md, "Constraint
/// notation"): an `NSContentSizeLayoutConstraint`'s `Hug:` and `CompressionResistance:`, an
/// `NSAutoresizingMaskLayoutConstraint`'s `h=--& v=--&`. The grammar writes them under these
/// names; readers of the model read them typed through the properties below.
public enum PrintedConstraintAttribute {
  public static let hugging = "hugging"
  public static let compressionResistance = "compressionResistance"
  public static let autoresizingMask = "autoresizingMask"
}

extension LayoutConstraintOf {
  /// The `Hug:` priority UIKit printed for a content-size constraint, or nil.
  public var printedHugging: Double? {
    unknownAttribute(PrintedConstraintAttribute.hugging).flatMap { try? ValueParser.number($0) }
  }

  /// The `CompressionResistance:` priority UIKit printed for a content-size constraint, or nil.
  public var printedCompressionResistance: Double? {
    unknownAttribute(PrintedConstraintAttribute.compressionResistance).flatMap {
      try? ValueParser.number($0)
    }
  }

  /// The mask an autoresizing constraint's `h=--& v=--&` gives its view, or nil.
  public var printedAutoresizingMask: AutoresizingMask? {
    unknownAttribute(PrintedConstraintAttribute.autoresizingMask).flatMap {
      try? ValueParser.autoresizingMask($0)
    }
  }
}
