import Cassowary
import HierarchyIO

@testable import Layout

/// Small builders for hierarchies written in Swift.
func makeView(
  _ className: String, _ address: String, _ frame: Rect? = nil, tamic: Bool = false,
  guides: [LayoutGuide] = [], subviews: [View] = [], constraints: [LayoutConstraint] = [],
  configure: (inout View) -> Void = { _ in }
) -> View {
  var view = View(className: className, address: address, frame: frame)
  view.translatesAutoresizingMaskIntoConstraints = tamic
  view.guides = guides
  view.subviews = subviews
  view.constraints = constraints
  configure(&view)
  return view
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

func guide(_ address: String, _ identifier: String, _ frame: Rect? = nil) -> LayoutGuide {
  LayoutGuide(address: address, identifier: identifier, frame: frame)
}

/// An expression as `name → coefficient` (the constant under "1"), for structural checks.
func terms(_ expression: Expression) -> [String: Double] {
  var result: [String: Double] = [:]
  for term in expression.terms { result[term.variable.name, default: 0] += term.coefficient }
  if expression.constant != 0 { result["1"] = expression.constant }
  return result
}

/// The translated form of one constraint held by `holder` in `hierarchy`.
func translated(_ constraint: LayoutConstraint, holder: String?, in hierarchy: Hierarchy) throws
  -> (terms: [String: Double], relation: Relation)?
{
  let system = try LayoutSystem(hierarchy)
  guard let (linear, relation) = try system.translate(constraint, holder: holder) else {
    return nil
  }
  return (terms(linear.expression), relation)
}

/// A required-by-default constraint shorthand: `c("a", .leading, "b", .trailing, 8)`.
func c(
  _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
  _ second: String? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
  times multiplier: Double = 1, _ constant: Double = 0, priority: Double = 1000,
  identifier: String? = nil
) -> LayoutConstraint {
  LayoutConstraint(
    first: first, firstAttribute, relation, second: second, secondAttribute,
    multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
}
