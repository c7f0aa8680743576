/// An `NSLayoutConstraint.Attribute`, named as docs/format.md and Interface Builder name it.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  case notAnAttribute

  /// Reads an attribute name, accepting the aliases UIKit prints in logs
  /// (`minX minY maxX maxY midX midY`) and a capitalized first letter (`Width`, as in
  /// `_autolayoutTrace`'s `.Width{id: 4506}`).
  public init?(name: String) {
    if let exact = LayoutAttribute(rawValue: name) {
      self = exact
      return
    }
    switch name {
    case "minX": self = .left
    case "minY": self = .top
    case "maxX": self = .right
    case "maxY": self = .bottom
    case "midX": self = .centerX
    case "midY": self = .centerY
    default:
      guard let first = name.first, first.isUppercase else { return nil }
      guard let lowered = LayoutAttribute(rawValue: first.lowercased() + name.dropFirst())
      else { return nil }
      self = lowered
    }
  }

  /// The axis the attribute measures, `nil` for `notAnAttribute`.
  public var axis: Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return .vertical
    case .notAnAttribute:
      return nil
    }
  }
}

/// A constraint's relation, with Interface Builder's words as raw values.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
  case equal, lessThanOrEqual, greaterThanOrEqual

  /// The operator UIKit prints: `==`, `<=`, `>=`.
  public var symbol: String {
    switch self {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }

  public init?(symbol: String) {
    switch symbol {
    case "==": self = .equal
    case "<=": self = .lessThanOrEqual
    case ">=": self = .greaterThanOrEqual
    default: return nil
    }
  }
}

/// Horizontal or vertical: a stack view's axis, an attribute's axis.
public enum Axis: String, Sendable, Hashable, CaseIterable {
  case horizontal, vertical
}

/// The hierarchy's layout direction (`direction`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  case leftToRight, rightToLeft
}

/// `UIStackView.Distribution`.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
  case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `UIStackView.Alignment`.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
  case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
}
