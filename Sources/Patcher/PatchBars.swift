import BarModel
import DumpModel

/// A bar stack as the patches see it: the anatomy's reading of it (BarModel's `StackParts`:
/// side, evidence, items, guide set) and, for a paste, the constraints the bar model rebuilt
/// for it.
struct BarStack: Sendable, Hashable {
  var parts: StackParts
  /// The guide set its bar guide belongs to, or the content view's only one (iOS 11–12).
  var guideSet: GuideSetParts?
  /// What the bar model says `pin` removes and `shift` changes for this stack
  /// (`ModelStack.edge`, `.tie`): on iOS 13+ its own edge constraint to the item content guide.
  var modelEdge: ConstraintID? = nil
  var modelTie: ConstraintID? = nil

  var view: ViewID { parts.view }
  var side: BarSide { parts.side }
  var evidence: SideEvidence { parts.evidence }
  /// Its custom items (adaptor views), in the stack's arranged order.
  var items: [ItemParts] { parts.customItems }
}

/// A stack view in a content view the patches skip, and why.
struct UndecidedStack: Sendable, Hashable {
  var view: ViewID
  var reason: String
}

/// A navigation bar's content view as the patches see it: what BarModel's anatomy reads of it
/// (the one reader of a bar, docs/navbar/README.md) with the bar model's answers added.
struct BarContent: Sendable, Hashable {
  var contentView: ViewID
  var guideSets: [GuideSetParts]
  var stacks: [BarStack]
  var undecided: [UndecidedStack]
  /// The back button the bar model found (iOS 13+: no guide shows it).
  var modelBackButton: ViewID? = nil
  /// The bar's generation as the bar model recognised it (`--os` first), when it did.
  var recognition: Recognition? = nil

  /// Every navigation bar's content view of `document`, in document order, as the anatomy
  /// reads it; a stack whose side the anatomy only assumed is undecided.
  static func read(_ document: Document) -> [BarContent] {
    BarAnatomy.contents(in: document).map { made($0.bar, $0.content) }
  }

  /// The bars of a document the bar model rebuilt, from the model's own reading where it is
  /// the anatomy's (`BarRebuild.contents`): what `read(rebuild.document)` gives.
  static func read(_ rebuild: BarRebuild) -> [BarContent] {
    rebuild.contents.map { made($0.bar, $0.content) }
  }

  /// A navigation bar or fragment as the anatomy read it.
  private static func made(_ bar: BarParts, _ parts: ContentParts) -> BarContent {
    var content = BarContent(
      contentView: bar.contentView, guideSets: parts.guideSets, stacks: [], undecided: [])
    for stack in parts.stacks {
      if let reason = stack.evidence.undecidedReason {
        content.undecided.append(UndecidedStack(view: stack.view, reason: reason))
      } else {
        content.stacks.append(BarStack(parts: stack, guideSet: parts.guideSet(of: stack)))
      }
    }
    return content
  }

  /// Whether the stack is a leading one that follows a shown back button, and the button.
  func followsBackButton(_ stack: BarStack) -> (follows: Bool, button: ViewID?) {
    guard stack.side == .leading else { return (false, nil) }
    if let set = stack.guideSet { return (set.showsBackButton, set.backButtonView) }
    return (modelBackButton != nil, modelBackButton)
  }
}
