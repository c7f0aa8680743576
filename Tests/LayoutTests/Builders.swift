import Cassowary
import DumpModel
import HierarchyIO
import TestSupport
import Testing

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

/// An expression of `system` as `name → coefficient` (the constant under "1"), for
/// structural checks; the variables named on demand (`LayoutSystem.variableName`).
func terms(_ expression: Expression, of system: LayoutSystem, in document: Document)
  -> [String: Double]
{
  var result: [String: Double] = [:]
  for term in expression.terms {
    result[system.variableName(term.variable.id, in: document), default: 0] += term.coefficient
  }
  if expression.constant != 0 { result["1"] = expression.constant }
  return result
}

/// The system of a hierarchy, built through its document.
struct Built {
  let document: Document
  let system: LayoutSystem

  init(_ hierarchy: Hierarchy) throws {
    document = try Document(hierarchy)
    system = try LayoutSystem(document, roots: document.roots)
  }

  /// A constraint of the system with its items by address (spacers as `stack+spanner`).
  func addressed(_ constraint: LayoutConstraintOf<LayoutItem>) -> LayoutConstraint {
    let naming = LayoutNaming(document, spacers: system.spacers)
    return constraint.mapItems { naming.address(of: $0) }
  }

  /// The implicit constraints of the system, in the order they are added, by address.
  var implicitConstraints: [LayoutConstraint] {
    system.entries.compactMap { entry in
      guard case .implicit(let implicit) = system.source(of: entry.origin) else { return nil }
      return addressed(implicit.constraint)
    }
  }

  /// What each entry (restrictions left out) stands for: `doc HOLDER INDEX` for a document
  /// constraint, the implicit constraint by address otherwise.
  var sources: [(document: (holder: String, index: Int)?, implicit: LayoutConstraint?)] {
    system.entries.compactMap { entry in
      switch system.source(of: entry.origin) {
      case .document(let id):
        let holder = document.holder(of: id)!
        let index = document.constraints(heldBy: holder).firstIndex(of: id)!
        return ((document[holder].address, index), nil)
      case .implicit(let implicit): return (nil, addressed(implicit.constraint))
      case nil: return nil
      }
    }
  }

  /// The views by address.
  func view(_ address: String) -> ViewID { document.view(at: address)! }
}

/// The translated form of one constraint held by `holder` in `hierarchy`.
func translated(_ constraint: LayoutConstraint, holder: String?, in hierarchy: Hierarchy) throws
  -> (terms: [String: Double], relation: Relation)?
{
  let document = try Document(hierarchy)
  let system = try LayoutSystem(document, roots: document.roots)
  func index(_ address: String) throws -> Int {
    let item = try #require(document.item(at: address), "no item '\(address)'")
    return try #require(system.index(of: .item(item)))
  }
  let equation = Equation(
    first: try index(constraint.first), firstAttribute: constraint.firstAttribute,
    second: try constraint.second.map(index), secondAttribute: constraint.secondAttribute,
    relation: constraint.relation, multiplier: constraint.multiplier,
    constant: constraint.constant)
  let origin = try holder.map { try PositionOrigin.item(index($0)) }
  guard let (expression, relation) = system.translate(equation, origin: origin) else {
    return nil
  }
  return (terms(expression, of: system, in: document), relation)
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

/// A hierarchy laid out as a document, its findings named by address (what the tests check).
struct Laid {
  let document: Document
  let result: LayoutResult

  /// Every computed frame by address.
  var frames: [String: Rect] {
    var frames: [String: Rect] = [:]
    for (item, frame) in result.frames { frames[document.address(of: item)] = frame }
    return frames
  }

  var conflicts: [LayoutConflict] { result.conflicts }
  var logReplays: [LogReplay] { result.logReplays }
  var hasFailures: Bool { result.hasFailures }

  struct Ambiguous: Hashable {
    var address: String
    var variables: [String]
    var isExpected: Bool
  }

  var ambiguous: [Ambiguous] {
    result.ambiguous.map {
      Ambiguous(
        address: document.address(of: $0.item), variables: $0.variables,
        isExpected: $0.isExpected)
    }
  }

  var mismatches: [String] { result.mismatches.map { document.address(of: $0.item) } }
  var unplaced: [String] { result.unplaced.map { document[$0].address } }

  /// The document constraint at `index` in the list of the view at `holder`.
  func source(holder: String, index: Int) -> ConstraintSource {
    .document(document.constraints(heldBy: document.view(at: holder)!)[index])
  }

  /// The address of the constraint a source stands for.
  func address(_ source: ConstraintSource) -> String? {
    result.constraint(source, in: document).address
  }

  func uikitDescription(_ source: ConstraintSource) -> String {
    result.uikitDescription(source, in: document)
  }

  func uikitLog(_ conflict: LayoutConflict) -> String { result.uikitLog(conflict, in: document) }

  var report: LayoutReport { LayoutReport(document: document, result: result) }
}

/// Lays a hierarchy out through its document.
func layout(_ hierarchy: Hierarchy, options: LayoutOptions = LayoutOptions()) throws -> Laid {
  let document = try Document(hierarchy)
  return Laid(document: document, result: try AutoLayout.solve(document, options: options))
}
