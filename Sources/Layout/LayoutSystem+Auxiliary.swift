import Cassowary
import DumpModel

/// Where positions are measured from in a row, when they do not cancel.
enum PositionOrigin: Sendable {
  /// An item's origin (the holder's, or an autoresizing constraint's view's superview's).
  case item(Int)
  /// A free point: the first of its two variables (x, y).
  case point(Int)
}

extension LayoutSystem {
  /// What the system is built for: a dump laid out with what UIKit adds, or one conflict log
  /// replayed with nothing UIKit did not print but the size restrictions (docs/conflicts.md).
  enum Mode: Sendable {
    /// The document's active constraints, except `leftOut` (the constraints UIKit broke, or
    /// the ones predicted broken), after the implicit ones.
    case dump(leftOut: Set<ConstraintID>)
    /// These constraints alone; a margin a view does not record is unknown (and ≥ 0), or
    /// UIKit's default.
    case replay([ConstraintID], margins: MarginAssumption)
  }

  enum MarginAssumption: Sendable { case unknown, uikitDefault }

  /// The views a log's replay needs, parents first: those its constraints name (a guide's
  /// owner) and their ancestors (their holders, and the superviews positions are measured
  /// from). Only these: a replay costs what its log holds, not what the whole paste holds.
  static func replayOrder(_ document: Document, _ constraints: [ConstraintID]) -> [(
    view: ViewID, superview: ViewID?
  )] {
    var order: [(view: ViewID, superview: ViewID?)] = []
    var seen = Set<ViewID>()
    for id in constraints {
      let constraint = document[id]
      for item in [constraint.first, constraint.second].compactMap({ $0 }) {
        let view: ViewID
        switch item {
        case .view(let id): view = id
        case .guide(let id): view = document.owner(of: id)
        }
        var chain: [ViewID] = []
        var current: ViewID? = view
        while let next = current, !seen.contains(next) {
          chain.append(next)
          seen.insert(next)
          current = document.superview(of: next)
        }
        for next in chain.reversed() { order.append((next, document.superview(of: next))) }
      }
    }
    return order
  }

  /// The guides a log's replay needs: those its constraints name. Not every guide of their
  /// owners: a paste's guides whose owner the text does not give all belong to its log root,
  /// and each log would otherwise carry every other log's (QA S3-29, docs/layout.md).
  static func replayGuides(_ document: Document, _ constraints: [ConstraintID]) -> Set<GuideID> {
    var guides = Set<GuideID>()
    for id in constraints {
      let constraint = document[id]
      for case .guide(let guide)? in [constraint.first, constraint.second] { guides.insert(guide) }
    }
    return guides
  }
}

/// The variables a constraint may need beyond its items' four: what a dump or a log does not
/// say, kept unknown rather than guessed (docs/layout.md, "Baselines", "Margin attributes",
/// "Positions and the holder").
extension LayoutSystem {
  /// The origin positions of a constraint are measured from. UIKit's engine measures an
  /// autoresizing constraint printed without a second item (`UIView:0x….minX == 16`) from its
  /// view's superview, not from where the constraint is held: a log's constraints are held by
  /// the common ancestor of all its items (docs/format.md). A view whose superview the text
  /// does not give (it sits under the log's synthetic root) is measured from a free point of
  /// its own. Every other constraint is measured from its holder.
  mutating func positionOrigin(
    isAutoresizingMask: Bool, first: Int, holder: Int?, origin: Entry.Origin
  ) -> PositionOrigin? {
    guard isAutoresizingMask, case .document = origin,
      !items[first].isGuide
    else { return holder.map(PositionOrigin.item) }
    let parent = items[first].parent
    if parent < 0 { return nil }  // a root: its frame is in the engine's own space
    if !items[parent].isLogRoot { return .item(parent) }
    if let point = freeOrigins[first] { return .point(point) }
    let point = addAuxiliary(item: first, names: [".superview.x", ".superview.y"])
    freeOrigins[first] = point
    return .point(point)
  }

  /// Makes the variables an equation's attributes need: a baseline's offset from its item's
  /// top (free: the dump does not record fonts), and, when replaying a log with unknown
  /// margins, the margins of a view without a recorded `margins` or margins guide (each ≥ 0).
  mutating func prepareAuxiliaryVariables(for equation: Equation) {
    // Most constraints need none: no array of their uses, and the mode read once (a local
    // variable a nested function captures was an access check for every constraint).
    let unknownMargins: Bool
    if case .replay(_, .unknown) = mode { unknownMargins = true } else { unknownMargins = false }
    func needs(_ attribute: LayoutAttribute) -> Bool {
      attribute == .firstBaseline || attribute == .lastBaseline
        || unknownMargins && attribute.marginBase != nil
    }
    guard
      needs(equation.firstAttribute) || equation.second != nil && needs(equation.secondAttribute)
    else { return }
    var uses = [(equation.first, equation.firstAttribute)]
    if let second = equation.second { uses.append((second, equation.secondAttribute)) }
    for (index, attribute) in uses {
      let item = items[index]
      if attribute == .firstBaseline || attribute == .lastBaseline,
        baselineVariables[item.firstVariable] == nil
      {
        baselineVariables[item.firstVariable] = addAuxiliary(
          item: index, names: [".firstBaseline", ".lastBaseline"])
      }
      guard attribute.marginBase != nil, case .replay(_, .unknown) = mode, !item.isGuide,
        item.marginsGuide < 0, !item.hasRecordedMargins, marginVariables[index] == nil
      else { continue }
      let first = addAuxiliary(
        item: index, names: [".margin.left", ".margin.top", ".margin.right", ".margin.bottom"])
      marginVariables[index] = first
      for offset in 0..<4 {
        appendRestriction(Expression([Term(variables[first + offset])]), item: index)
      }
    }
  }

  /// The inset an unknown margin adds to a margin attribute's plain attribute, in the axis the
  /// expression is in (a mirrored expression is −x).
  func unknownMargin(_ attribute: LayoutAttribute, first: Int, mirrored: Bool) -> FewTerms {
    let (left, top, right, bottom) = (
      variables[first], variables[first + 1], variables[first + 2], variables[first + 3]
    )
    let rtl = direction == .rightToLeft
    let sign: Double =
      mirrored && [.leadingMargin, .trailingMargin, .centerXWithinMargins].contains(attribute)
      ? -1 : 1
    var terms = FewTerms()
    switch attribute {
    case .leftMargin: terms.append(left, sign)
    case .rightMargin: terms.append(right, -sign)
    case .topMargin: terms.append(top, sign)
    case .bottomMargin: terms.append(bottom, -sign)
    case .leadingMargin: terms.append(rtl ? right : left, (rtl ? -1 : 1) * sign)
    case .trailingMargin: terms.append(rtl ? left : right, (rtl ? 1 : -1) * sign)
    case .centerXWithinMargins:
      terms.append(left, 0.5 * sign)
      terms.append(right, -0.5 * sign)
    case .centerYWithinMargins:
      terms.append(top, 0.5 * sign)
      terms.append(bottom, -0.5 * sign)
    default: break
    }
    return terms
  }
}
