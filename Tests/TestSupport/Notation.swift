import DumpModel

/// Helpers for the constraint notation tests: one printed constraint parsed, and the values
/// it should give written out by hand.
public enum Notation {
  public static let here = SourceLocation(file: "t.txt", line: 1, column: 1)

  /// Parses one printed constraint.
  public static func parse(_ text: String) throws -> ParsedConstraint {
    try ParsedConstraint(parsing: Substring(text), at: here)
  }

  public static func item(_ className: String?, _ address: String, _ label: String? = nil)
    -> ParsedConstraint.Item
  {
    ParsedConstraint.Item(className: className, address: address, label: label)
  }

  /// A structured constraint written out by hand.
  public static func constraint(
    _ address: String?, class className: String = "NSLayoutConstraint", id: String? = nil,
    _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: String? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
    extra: [(String, String)] = []
  ) -> LayoutConstraint {
    var constraint = LayoutConstraint(
      address: address, first: first, firstAttribute, relation, second: second,
      secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
      identifier: id)
    constraint.className = className
    constraint.unknownAttributes = extra.map { UnknownAttribute(name: $0.0, value: $0.1) }
    return constraint
  }
}
