import DumpModel

/// Why a patch could not be applied. Rendered as `file:line:column: error: message`.
public struct PatchError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Reason: Sendable, Equatable {
    /// No `_UIButtonBarStackView` (or `UIStackView`) under a `_UINavigationBarContentView`.
    case noBarStackView
    /// `--side leading` or `--side trailing`, and no stack on that side.
    case noStackOnSide(BarSide)
    /// `--side leading` on a bar that shows a back button (`pin`, `shift`, `spacing`).
    case backButtonShown(stack: String, patch: String)
    /// The pin still conflicts after removing every guide constraint in the conflict sets.
    case pinCannotHold(stack: String, detail: String)
    /// `shift` found no constraint tying the stack's edge to its bar guide.
    case nothingToShift(stack: String, guide: String)
    /// `shift` could not bring the stack to the gap.
    case shiftDidNotLand(stack: String, detail: String)
    /// The layout engine refused the hierarchy.
    case layout(String)
    /// An Auto Layout stack that no constraint of the dump mentions (a trace or
    /// `recursiveDescription` lists none).
    case unconstrainedStack(stack: String)

    public var message: String {
      switch self {
      case .noBarStackView:
        return "no bar stack view: nothing in this dump is a _UIButtonBarStackView (or "
          + "UIStackView) whose superview is a _UINavigationBarContentView; nothing written"
      case .noStackOnSide(let side):
        return "no bar stack view on the \(side.rawValue) side; nothing written"
      case .backButtonShown(let stack, let patch):
        return "--side leading: \(patch) cannot move the leading stack \(stack) to the edge: "
          + "the bar shows a back button and the leading stack follows it (LeadingBarGuide "
          + "starts after the back button); at the edge it would lie on top of the back "
          + "button; nothing written"
      case .pinCannotHold(let stack, let detail):
        return "the pin of \(stack) cannot hold: \(detail); nothing written"
      case .nothingToShift(let stack, let guide):
        return "cannot shift \(stack): no constraint ties its outer edge to \(guide); "
          + "nothing written"
      case .shiftDidNotLand(let stack, let detail):
        return "cannot shift \(stack): \(detail); nothing written"
      case .layout(let text):
        return "the layout cannot be solved: \(text)"
      case .unconstrainedStack(let stack):
        return "\(stack) is laid out with Auto Layout, but the dump holds none of its "
          + "constraints (an _autolayoutTrace or recursiveDescription lists none), so its "
          + "frames cannot be solved and no patch can be verified; record the bar with its "
          + "constraints (a format-1 dump, or `po` of the content view's constraints added to "
          + "the paste); nothing written"
      }
    }
  }

  public var reason: Reason
  public var location: SourceLocation?
  public var source: String

  public init(_ reason: Reason, at location: SourceLocation?, source: String) {
    self.reason = reason
    self.location = location
    self.source = source
  }

  public var description: String {
    DiagnosticText(.error, reason.message, at: location, file: source).description
  }
}
