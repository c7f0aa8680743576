import Cassowary
import DumpModel

/// `first.firstAttribute REL multiplier × second.secondAttribute + constant`, its items by
/// item index of the system.
struct Equation: Sendable {
  var first: Int
  var firstAttribute: LayoutAttribute
  var second: Int?
  var secondAttribute: LayoutAttribute
  var relation: LayoutRelation
  var multiplier: Double
  var constant: Double
}

extension LayoutSystem {
  /// `first.attr1 REL m × second.attr2 + c` as `E(attr1) − m·E(attr2) − c REL 0`, positions
  /// measured from `origin` (the holder's; `positionOrigin`) where they do not cancel
  /// (docs/layout.md, "Positions and the holder"). Nil when the constraint's first attribute
  /// is `notAnAttribute`. The expression is made here, in its own array: the terms under
  /// construction are held inline (`Linear`), and were copied each time they were returned.
  func translate(_ equation: Equation, origin: PositionOrigin?) -> (Expression, Relation)? {
    let firstAttribute = equation.firstAttribute
    var secondAttribute: LayoutAttribute? = nil
    if equation.second != nil, equation.secondAttribute != .notAnAttribute {
      secondAttribute = equation.secondAttribute
    }
    let mirrored =
      direction == .rightToLeft
      && (firstAttribute.isDirectional || (secondAttribute?.isDirectional ?? false))
    guard let first = attribute(firstAttribute, of: equation.first, mirrored: mirrored) else {
      return nil
    }
    // Each attribute's terms held inline, added into the one array the expression keeps.
    var linear = Linear(first.terms)
    var originCoefficient = first.isPosition ? -1.0 : 0
    let multiplier = equation.multiplier
    if let secondAttribute, let secondIndex = equation.second {
      guard let second = attribute(secondAttribute, of: secondIndex, mirrored: mirrored) else {
        return nil
      }
      linear.add(second.terms, times: -multiplier)
      if second.isPosition { originCoefficient += multiplier }
    }
    linear.constant -= equation.constant
    if abs(originCoefficient) > 1e-12, let origin, let axis = firstAttribute.axis {
      let point: FewTerms
      switch origin {
      case .item(let holder): point = self.origin(of: holder, axis: axis, mirrored: mirrored)
      case .point(let first): point = FewTerms(variables[first + (axis == .horizontal ? 0 : 1)])
      }
      linear.add(point, times: originCoefficient)
    }
    return (linear.expression(), equation.relation.solverRelation)
  }

  /// The origin positions are measured from: the holder's bounds origin, or in a mirrored
  /// (right-to-left) axis its leading edge.
  private func origin(of index: Int, axis: Axis, mirrored: Bool) -> FewTerms {
    let first = items[index].firstVariable
    let (minX, minY, width) = (variables[first], variables[first + 1], variables[first + 2])
    let boundsOrigin = items[index].boundsOrigin
    switch axis {
    case .horizontal:
      if mirrored {
        var terms = FewTerms(minX, -1)
        terms.append(width, -1)
        return terms
      }
      var terms = FewTerms(minX)
      terms.constant = -boundsOrigin.x
      return terms
    case .vertical:
      var terms = FewTerms(minY)
      terms.constant = -boundsOrigin.y
      return terms
    }
  }

  /// E(attribute) of an item (docs/layout.md's table), and whether it is a position.
  func attribute(_ attribute: LayoutAttribute, of index: Int, mirrored: Bool) -> (
    terms: FewTerms, isPosition: Bool
  )? {
    let first = items[index].firstVariable
    guard let (base, inset) = attribute.marginBase else {
      return expression(attribute, first: first, mirrored: mirrored)
    }
    let isView = !items[index].isGuide
    let guideIndex = items[index].marginsGuide
    if isView, guideIndex >= 0 {
      return expression(base, first: items[guideIndex].firstVariable, mirrored: mirrored)
    }
    guard var result = expression(base, first: first, mirrored: mirrored) else { return nil }
    if isView, !marginVariables.isEmpty, let margins = marginVariables[index] {
      // Margins a log does not print: unknowns, one per edge (left, top, right, bottom).
      let unknown = unknownMargin(attribute, first: margins, mirrored: mirrored)
      for index in 0..<unknown.count {
        result.terms.append(unknown[index].variable, unknown[index].coefficient)
      }
      return result
    }
    let m = isView ? items[index].margins : Insets(top: 0, left: 0, bottom: 0, right: 0)
    // The inset in the unmirrored axis; in right-to-left the leading margin is the right one.
    var offset = inset(m)
    if direction == .rightToLeft && attribute == .leadingMargin { offset = -m.right }
    if direction == .rightToLeft && attribute == .trailingMargin { offset = m.left }
    // A mirrored expression is −x: an inset that moves the edge right lowers it.
    if mirrored && [.leading, .trailing, .centerX].contains(base) { offset = -offset }
    result.terms.constant += offset
    return result
  }

  /// E(attribute) of the item whose variables start at `first`.
  private func expression(_ attribute: LayoutAttribute, first: Int, mirrored: Bool) -> (
    terms: FewTerms, isPosition: Bool
  )? {
    let (minX, minY, width, height) = (
      variables[first], variables[first + 1], variables[first + 2], variables[first + 3]
    )
    func sum(_ position: Variable, _ size: Variable, _ factor: Double, sign: Double = 1)
      -> FewTerms
    {
      var terms = FewTerms(position, sign)
      terms.append(size, factor * sign)
      return terms
    }
    let sign: Double = mirrored ? -1 : 1
    switch attribute {
    case .left: return (FewTerms(minX), true)
    case .right: return (sum(minX, width, 1), true)
    case .top: return (FewTerms(minY), true)
    case .bottom: return (sum(minY, height, 1), true)
    case .centerX: return (sum(minX, width, 0.5, sign: sign), true)
    case .centerY: return (sum(minY, height, 0.5), true)
    case .width: return (FewTerms(width), false)
    case .height: return (FewTerms(height), false)
    case .leading: return (mirrored ? sum(minX, width, 1, sign: -1) : FewTerms(minX), true)
    case .trailing: return (mirrored ? FewTerms(minX, -1) : sum(minX, width, 1), true)
    case .firstBaseline, .lastBaseline:
      // An unknown offset from the top (`LayoutSystem+Auxiliary.swift`).
      guard let offsets = baselineVariables[first] else { return nil }
      var terms = FewTerms(minY)
      terms.append(variables[offsets + (attribute == .firstBaseline ? 0 : 1)], 1)
      return (terms, true)
    case .notAnAttribute: return nil
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return nil  // resolved by `attribute(_:of:mirrored:)`
    }
  }
}

extension LayoutAttribute {
  /// Leading and trailing follow the layout direction.
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// A margin attribute's plain attribute and the inset that moves it inside the view
  /// (added to the plain attribute's value in the unmirrored axis).
  var marginBase: (LayoutAttribute, (Insets) -> Double)? {
    switch self {
    case .leftMargin: return (.left, { $0.left })
    case .rightMargin: return (.right, { -$0.right })
    case .topMargin: return (.top, { $0.top })
    case .bottomMargin: return (.bottom, { -$0.bottom })
    case .leadingMargin: return (.leading, { $0.left })
    case .trailingMargin: return (.trailing, { -$0.right })
    case .centerXWithinMargins: return (.centerX, { ($0.left - $0.right) / 2 })
    case .centerYWithinMargins: return (.centerY, { ($0.top - $0.bottom) / 2 })
    default: return nil
    }
  }
}

extension LayoutRelation {
  var solverRelation: Relation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessThanOrEqual
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}
