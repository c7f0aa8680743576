import BarModel
import DumpModel
import Layout

/// Why a patch could not be applied. Rendered as every diagnostic is (`DiagnosticText`):
/// `file:line:column: error: message`, at the stack when it has a place, else at the file's
/// first line.
public struct PatchError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Reason: Sendable, Equatable {
    /// No bar stack view under a `_UINavigationBarContentView`.
    case noBarStackView
    /// `--side leading` or `--side trailing`, and no stack on that side.
    case noStackOnSide(BarSide)
    /// `--side leading` on a bar that shows a back button: `pin` and `spacing` (which pins)
    /// refuse it; `shift` goes on with a warning instead.
    /// `guide`: the guide the leading stack follows, `LeadingBarGuide` on iOS 11–12,
    /// `UINavigationBarItemContentLayoutGuide` on iOS 13+ (docs/navbar/README.md).
    case backButtonShown(stack: String, patch: String, guide: String)
    /// The pin still conflicts after removing every guide constraint in the conflict sets,
    /// or its edge is not at the gap.
    case pinCannotHold(stack: String, detail: String)
    /// `shift` found no bar guide (`guide` nil) or no constraint tying the stack's edge to it.
    case nothingToShift(stack: String, guide: String?, side: BarSide)
    /// `shift` could not bring the stack to the gap.
    case shiftDidNotLand(stack: String, detail: String)
    /// The layout engine refused the document.
    case layout(LayoutError)
    /// An Auto Layout stack that no constraint of the dump mentions (a trace or
    /// `recursiveDescription` lists none).
    case unconstrainedStack(stack: String)
    /// `fixed-space` on a bar with a content view (iOS 11+): a fixed space cannot move the
    /// stack its items live in.
    case fixedSpaceNeedsFrameBasedBar(bar: String, generation: String)
    /// `fixed-space` found no navigation bar at all.
    case noNavigationBar
    /// An iOS 7–10 bar whose width the dump does not record (a trace): `--width`.
    case frameBasedBarWithoutWidth(bar: String)
    /// `fixed-space` left every side alone (the reasons, joined).
    case nothingToPatch(String)
    /// The bar model could not read the dump.
    case barModel(String)
    /// The bar model rebuilt a pasted bar that does not reproduce its recorded frames.
    /// Why, one fact a line: the count, each frame that differs, the first advice.
    case notReproduced(bar: String, details: [String])
    /// A number of the patch out of its range (`Patch.invalidOption`): nothing patched.
    case invalidOption(String)

    public var message: String {
      switch self {
      case .noBarStackView:
        return "no bar stack view: nothing in this dump is a _UIButtonBarStackView (or another "
          + "stack view) whose superview is a _UINavigationBarContentView; nothing written"
      case .noStackOnSide(let side):
        return "no bar stack view on the \(side.rawValue) side; nothing written"
      case .backButtonShown(let stack, let patch, let guide):
        return "'--side leading': \(patch) cannot move the leading stack '\(stack)' to the "
          + "edge: the bar shows a back button and the leading stack follows it "
          + "(\(guide) starts after the back button); at the edge it would lie on top of "
          + "the back button; nothing written"
      case .pinCannotHold(let stack, let detail):
        return "the pin of '\(stack)' cannot hold: \(detail); nothing written"
      case .nothingToShift(let stack, let guide, let side):
        let target =
          guide.map { "'\($0)'" }
          ?? "a \((side == .leading ? BarIdentifier.ChainRole.leadingBar : .trailingBar).rawValue)"
        return "cannot shift '\(stack)': no constraint ties its outer edge to \(target); "
          + "nothing written"
      case .shiftDidNotLand(let stack, let detail):
        return "cannot shift '\(stack)': \(detail); nothing written"
      case .layout(let error):
        return "the layout cannot be solved: \(error.message); nothing written"
      case .unconstrainedStack(let stack):
        return "'\(stack)' is laid out with Auto Layout, but the dump holds none of its "
          + "constraints (an _autolayoutTrace or recursiveDescription lists none), so its "
          + "frames cannot be solved and no patch can be verified; record the bar with its "
          + "constraints (a format-1 dump, or 'po' of the content view's constraints added to "
          + "the paste); nothing written"
      case .fixedSpaceNeedsFrameBasedBar(let bar, let generation):
        return "fixed-space changes nothing on '\(bar)' (\(generation)): from iOS 11 the items "
          + "live in a _UIButtonBarStackView whose outer edge the guide chain keeps at the "
          + "margin (BackButtonGuide.trailing >= contentView.leading + margin, "
          + "TrailingBarGuide.trailing == contentView.trailing - margin), and a fixed-space item "
          + "inside the stack cannot move the stack past it: the trick no longer works on iOS 11 "
          + "(docs/navbar/ios7-10.md); use pin or shift; nothing written"
      case .noNavigationBar:
        return "no navigation bar: nothing in this dump is a UINavigationBar; nothing written"
      case .frameBasedBarWithoutWidth(let bar):
        return "'\(bar)' is an iOS 7–10 bar whose width the dump does not record (a trace "
          + "prints no frames); give --width; nothing written"
      case .nothingToPatch(let reasons):
        return "nothing to patch: \(reasons); nothing written"
      case .barModel(let problem):
        return "\(problem); nothing written"
      case .invalidOption(let problem):
        return "\(problem): nothing patched"
      case .notReproduced(let bar, let details):
        return "the bar model's '\(bar)' does not reproduce the capture, so a patch of it "
          + "would patch a guess: \(details.joined(separator: "; ")); nothing written"
      }
    }
  }

  public var reason: Reason
  public var location: SourceLocation?
  /// The input's name, for a message without a location.
  public var source: String

  public init(_ reason: Reason, at location: SourceLocation?, source: String) {
    self.reason = reason
    self.location = location
    self.source = source
  }

  /// The layout's error, at its place.
  public init(layout error: LayoutError, source: String) {
    self.init(.layout(error), at: error.location, source: source)
  }

  public var description: String {
    DiagnosticText(.error, reason.message, at: location, file: source).description
  }
}
