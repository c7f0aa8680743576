/// What UIKit's printed description of a constraint says beyond the structured fields, kept
/// as attributes of the constraint (the dump writes them back; docs/model.md, "Constraint
/// notation"): an `NSContentSizeLayoutConstraint`'s `Hug:` and `CompressionResistance:`, an
/// `NSAutoresizingMaskLayoutConstraint`'s `h=--& v=--&`, the system spacing a constant was
/// printed as (`NSSpace(8)`), SnapKit's `@File.swift#12`, and `printedActive="NO"` for a
/// description printed without `(active)` (an old log). The grammar writes them under these
/// names; readers of the model read them typed through the properties below.
public enum PrintedConstraintAttribute {
  public static let hugging = "hugging"
  public static let compressionResistance = "compressionResistance"
  public static let autoresizingMask = "autoresizingMask"
  public static let systemSpacing = "systemSpacing"
  public static let sourceLocation = "sourceLocation"
  public static let printedActive = "printedActive"
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
