import DumpModel
import LaidOut
import Layout

/// The fix of a `conflict` finding (docs/check.md, "conflict"). A conflict the app cannot
/// settle by removing a constraint — one of UIKit's own is in it — names the app-side cause
/// the set shows: a view UIKit holds at 0 (a bar or cell laid out before it has its size, as
/// in a transition), the size a table or collection view gives a cell, a temporary width, a
/// hidden arranged subview, an autoresizing mask. Otherwise: remove one or make it optional.
struct ConflictAdvice {
  let text: String

  init(_ conflict: LayoutFindings.Conflict, in document: Document) {
    var ids = conflict.conflicting
    if let broken = conflict.broken, !ids.contains(broken) { ids.append(broken) }
    let constraints = ids.map { document[$0] }
    func name(_ item: ItemID) -> String {
      "'\(document.className(of: item)):\(document.address(of: item))'"
    }
    let categories = constraints.map(BreakRule.Category.init)

    let broken = conflict.broken.map { document[$0] }
    let brokenIsUIKits =
      broken.map { Self.isUIKits($0, fromLog: conflict.log != nil, document: document) } ?? false
    /// The cause a constraint of this category shows, for the first one in the set.
    func cause(_ category: BreakRule.Category) -> String? {
      categories.firstIndex(of: category).flatMap {
        Self.cause(category, of: constraints[$0], name: name)
      }
    }
    // A view held at 0 wide or high: laid out before it has its size, or collapsed by the app.
    func heldAtZero() -> String? {
      guard let index = constraints.firstIndex(where: Self.holdsAtZero) else { return nil }
      let zero = constraints[index]
      let axis = zero.firstAttribute == .height ? "high" : "wide"
      guard categories[index].isSizing else {
        return "\(name(zero.first)) is held at 0 pt \(axis) by a constraint of the app: what is "
          + "inside it cannot fit in 0; give the constraints inside it a priority under 1000, or "
          + "deactivate them while it is collapsed"
      }
      return
        "UIKit holds \(name(zero.first)) at 0 pt \(axis) ('\(zero.identifier ?? zero.className)'): "
        + "it is laid out before it has its size (during a transition, or before it is in a "
        + "window); give the app's constraints in the set a priority under 1000 so that they "
        + "yield while it is 0"
        + (brokenIsUIKits ? " (UIKit's own constraints in it cannot be removed)" : "")
    }
    if let cause = cause(.hiding) ?? heldAtZero() ?? cause(.encapsulated) ?? cause(.temporary)
      ?? cause(.fitting) ?? cause(.autoresizing)
    {
      text = cause
      return
    }
    if let broken, BreakRule.Category(broken) == .stack {
      text =
        "the broken constraint is the stack view's own ('\(broken.identifier ?? "")'): nothing "
        + "to remove; the app's constraints on what the stack view arranges fight it: leave "
        + "their place to the stack view, or give the app's a priority under 1000"
      return
    }
    if brokenIsUIKits {
      text =
        "the broken constraint is UIKit's own (inside the bar or its buttons): nothing to "
        + "remove; the cause is what the app gives it — a custom view, title or image too large "
        + "for the room, or a bar laid out at a size it does not keep (a transition); "
        + "inspect layout prints the set as UIKit logs it"
      return
    }
    text =
      "remove one of them or make it optional (priority under 1000); inspect layout prints "
      + "the set as UIKit logs it"
  }

  /// What the app can do about a constraint of UIKit's of this category in the set, or nil
  /// for a category that names no cause.
  static func cause(
    _ category: BreakRule.Category, of constraint: DocumentConstraint,
    name: (ItemID) -> String
  ) -> String? {
    switch category {
    case .hiding:
      return "the stack view hides \(name(constraint.first)) by holding it at 0 "
        + "('UISV-hiding'): give the app's constraints inside it a priority under 1000"
    case .encapsulated:
      return "the table or collection view gives \(name(constraint.first)) "
        + "\(size(constraint)) ('\(constraint.identifier ?? "")'), and the app's constraints ask "
        + "for another: make the app's constraint that sets the size optional (priority 999), or "
        + "give the row or item the size they ask for"
    case .temporary:
      return "UIKit lays \(name(constraint.first)) out at a temporary \(size(constraint)) before "
        + "it is in a window: make the app's constraint that cannot follow optional (priority "
        + "999)"
    case .fitting:
      return "a self-sizing cell is measured at \(size(constraint)) "
        + "('\(constraint.identifier ?? "")'): make the app's width or height "
        + "constraint in it optional (priority 999)"
    case .autoresizing:
      return "\(name(constraint.first)) turns its autoresizing mask into constraints: set "
        + "its translatesAutoresizingMaskIntoConstraints to false where the app constrains it"
    default:
      return nil
    }
  }

  /// `width == 0` or `height == 0` on one item, as UIKit's sizing constraints hold a view
  /// (encapsulated, temporary, autoresizing) or the app's own.
  static func holdsAtZero(_ constraint: DocumentConstraint) -> Bool {
    constraint.second == nil && constraint.relation == .equal && constraint.constant == 0
      && (constraint.firstAttribute == .width || constraint.firstAttribute == .height)
  }

  /// `a width of 320 pt`.
  static func size(_ constraint: DocumentConstraint) -> String {
    let axis = constraint.firstAttribute == .height ? "height" : "width"
    return "a \(axis) of \(AuditContext.points(constraint.constant)) pt"
  }

  /// UIKit's: named as UIKit names its own (`BIB_…`, `UISV-…`, its sizing constraints), or,
  /// in a log UIKit printed, one without a name relating only UIKit's private views (`H:[
  /// _UIButtonBarStackView]-(16)-|`, sample 87). In a dump, such a constraint may be the
  /// app's own pin of a private view (`Fixtures/conflict-pin-kept-guide`): not taken as UIKit's.
  static func isUIKits(_ constraint: DocumentConstraint, fromLog: Bool, document: Document)
    -> Bool
  {
    switch BreakRule.Category(constraint) {
    case .app:
      guard fromLog else { return false }
      let items = [constraint.first] + (constraint.second.map { [$0] } ?? [])
      return items.allSatisfy { BarClass.isUnderscored(document.className(of: $0)) }
    default: return true
    }
  }
}
