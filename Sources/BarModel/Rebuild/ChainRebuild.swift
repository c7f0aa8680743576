import DumpModel

/// One navigation item's guide set of an iOS 11–12 content view: its four guides (recorded,
/// or made by the model), its stacks, the back button and titles shown with it.
public struct ChainSet: Sendable, Hashable {
  /// The `(0x…)` suffix of the recorded guides, or `model:N`.
  public var key: String
  public var guides: [BarIdentifier.ChainRole: GuideID] = [:]
  public var stacks: [BarSide: StackParts] = [:]
  public var backButton: BackButtonParts?
  public var titles: [ViewID] = []

  /// The side holds items (or, leading, the back button): its inset is the margin.
  func holds(_ side: BarSide) -> Bool {
    if let stack = stacks[side], !stack.items.isEmpty { return true }
    return side == .leading && backButton != nil
  }
}

/// The iOS 11–12 constraint set of docs/navbar/ios11-12.md ("The constraint set"), in its
/// order, written into a document.
struct ChainRebuild {
  var writer: ModelWriter
  let contentView: ViewID
  let width: Double
  let margin: Double
  let beta: Bool
  /// Per stack: the constraint `pin` removes (its set's edge) and the one `shift` changes.
  private(set) var edges: [ViewID: (edge: ConstraintID?, tie: ConstraintID?)] = [:]

  init(writer: ModelWriter, contentView: ViewID, width: Double, margin: Double, beta: Bool) {
    self.writer = writer
    self.contentView = contentView
    self.width = width
    self.margin = margin
    self.beta = beta
  }

  /// Writes the sets' constraints; returns the sets with every guide (the recorded ones and
  /// those the model made).
  mutating func build(_ sets: [ChainSet]) -> [ChainSet] {
    let content = ItemID.view(contentView)
    let margin = margin
    try? writer.document.updateView(contentView) { attributes in
      if attributes.margins == nil {
        attributes.margins = Insets(top: 0, left: margin, bottom: 0, right: margin)
      }
      attributes.layoutEngineHost = true
    }
    let marginsGuide = writer.guide(UIKitIdentifier.marginsGuide, of: contentView)
    var guides: [[BarIdentifier.ChainRole: GuideID]] = []
    for set in sets {
      var roles: [BarIdentifier.ChainRole: GuideID] = [:]
      for role in BarIdentifier.ChainRole.allCases {
        roles[role] =
          set.guides[role] ?? writer.guide("\(role.rawValue)(\(set.key))", of: contentView)
      }
      guides.append(roles)
    }
    for set in sets {
      for side in BarSide.allCases { if let stack = set.stacks[side] { buildStack(stack) } }
      if let back = set.backButton {
        // A trace prints no view frame: the back button is as wide as its recorded guide.
        writer.intrinsicSizeFromFrame(
          back.button, orElse: set.guides[.backButton].flatMap { writer.document[$0].frame })
      }
      for title in set.titles { writer.intrinsicSizeFromFrame(title) }
    }
    for (set, roles) in zip(sets, guides) {
      chain(set, roles, marginsGuide: .guide(marginsGuide), content: content)
    }
    return zip(sets, guides).map { set, roles in
      var set = set
      set.guides = roles
      return set
    }
  }

  private mutating func chain(
    _ set: ChainSet, _ roles: [BarIdentifier.ChainRole: GuideID], marginsGuide: ItemID,
    content: ItemID
  ) {
    let (bb, lb, tv, tb) = (
      ItemID.guide(roles[.backButton]!), ItemID.guide(roles[.leadingBar]!),
      ItemID.guide(roles[.title]!), ItemID.guide(roles[.trailingBar]!)
    )
    let delta = BarRules.emptySideDelta
    let leadingInset = set.holds(.leading) ? margin : margin - delta
    let trailingInset = set.holds(.trailing) ? margin : margin - delta
    let cv = contentView
    writer.constrain(bb, .leading, .equal, content, .leading, holder: cv)
    let leadingEdge = writer.constrain(
      bb, .trailing, .greaterThanOrEqual, content, .leading, constant: leadingInset, holder: cv)
    writer.constrain(bb, .width, constant: 0, priority: 250, holder: cv)
    writer.constrain(
      lb, .leading, .equal, bb, .trailing,
      constant: set.backButton == nil ? 0 : BarRules.backToLeadingBar, holder: cv)
    writer.constrain(tv, .leading, .equal, lb, .trailing, holder: cv)
    writer.constrain(tb, .leading, .equal, tv, .trailing, holder: cv)
    let trailingEdge = writer.constrain(
      tb, .trailing, .equal, content, .trailing, constant: -trailingInset, priority: 999,
      holder: cv)
    writer.constrain(lb, .width, .greaterThanOrEqual, holder: cv)
    writer.constrain(tb, .width, .greaterThanOrEqual, holder: cv)
    writer.constrain(lb, .width, priority: 250, holder: cv)
    writer.constrain(tb, .width, priority: 250, holder: cv)
    writer.constrain(
      tv, .width, .equal, marginsGuide, .width, priority: BarRules.titleViewWidthPriority,
      holder: cv)
    for guide in [bb, lb, tv, tb] {
      writer.constrain(guide, .top, .equal, content, .top, holder: cv)
      writer.constrain(guide, .bottom, .equal, content, .bottom, holder: cv)
    }
    if let back = set.backButton {
      let button = ItemID.view(back.button)
      writer.constrain(button, .leading, .equal, bb, .leading, holder: cv)
      writer.constrain(button, .trailing, .equal, bb, .trailing, holder: cv)
      writer.constrain(button, .top, .equal, content, .top, holder: cv)
      writer.constrain(button, .bottom, .equal, content, .bottom, holder: cv)
    }
    for (side, guide) in [(BarSide.leading, lb), (.trailing, tb)] {
      guard let stack = set.stacks[side] else { continue }
      let view = ItemID.view(stack.view)
      let leadingTie = writer.constrain(view, .leading, .equal, guide, .leading, holder: cv)
      let trailingTie = writer.constrain(view, .trailing, .equal, guide, .trailing, holder: cv)
      writer.constrain(view, .top, .equal, content, .top, holder: cv)
      writer.constrain(view, .bottom, .equal, content, .bottom, holder: cv)
      edges[stack.view] =
        side == .leading
        ? (leadingEdge, leadingTie) : (trailingEdge, trailingTie)
    }
    for title in set.titles {
      let label = ItemID.view(title)
      writer.constrain(label, .leading, .greaterThanOrEqual, tv, .leading, holder: cv)
      writer.constrain(label, .trailing, .lessThanOrEqual, tv, .trailing, holder: cv)
      writer.constrain(label, .centerX, .equal, content, .centerX, priority: 999, holder: cv)
      writer.constrain(label, .centerY, .equal, tv, .centerY, holder: cv)
    }
  }

  /// A stack's attributes (UIStackView: horizontal, fill, centre, spacing 8, margins 0,
  /// relative to its margins: `UISV-*` generated by layout, docs/layout.md), its
  /// `UIButtonBar.*` guides' widths when the dump has them, its items' sizes.
  private mutating func buildStack(_ stack: StackParts) {
    let hasSpacer = stack.items.contains { $0.kind == .spacer }
    writer.solve(stack.view) { attributes in
      if attributes.alignment == .fill { attributes.alignment = .center }
      if attributes.spacing == 0, !hasSpacer { attributes.spacing = BarRules.chainStackSpacing }
      if attributes.margins == nil {
        attributes.margins = Insets(top: 0, left: 0, bottom: 0, right: 0)
      }
      attributes.layoutMarginsRelativeArrangement = true
    }
    let names = BarIdentifier.buttonBarGuides
    let (flexible, interItem, interGroup) = (
      Self.guide(names[0], of: stack.view, in: writer.document),
      Self.guide(names[1], of: stack.view, in: writer.document),
      Self.guide(names[2], of: stack.view, in: writer.document)
    )
    for item in [interItem, interGroup].compactMap({ $0 }) {
      writer.constrain(item, .width, constant: BarRules.buttonBarGuideWidth, holder: stack.view)
    }
    if let flexible, let interItem {
      // ASSUMED: gives 01:23's 8 and leaves the width ambiguous, as UIKit reports it.
      writer.constrain(flexible, .width, .greaterThanOrEqual, interItem, .width, holder: stack.view)
    }
    for item in stack.items {
      let view = ItemID.view(item.view)
      switch item.kind {
      case .custom, .spacer:
        writer.solve(item.view)
        guard let size = size(of: item, in: stack) else { continue }
        writer.constrain(view, .width, constant: size.width, holder: item.view)
        writer.constrain(view, .height, constant: size.height, holder: item.view)
      case .button:
        // In a trace, a lone button is as large as its stack, as an adaptor is.
        writer.intrinsicSizeFromFrame(
          item.view,
          orElse: stack.items.count == 1 ? writer.document[stack.view].frame : nil)
        writer.solve(item.view)
      }
    }
  }

  /// The first of the view's guides with this identifier, by the guides' links: the document
  /// lent, not captured (a closure over the writer's document copied it).
  private static func guide(_ identifier: String, of view: ViewID, in document: Document)
    -> ItemID?
  {
    var guide = document.firstGuide(of: view)
    while let id = guide {
      if document[id].identifier == identifier { return .guide(id) }
      guide = document.nextGuide(after: id)
    }
    return nil
  }

  /// An adaptor is as large as its custom view (its recorded frame), else as its own recorded
  /// frame; in a trace (no view frames) a lone item is as large as its stack (01:13–21).
  private func size(of item: ItemParts, in stack: StackParts) -> Size? {
    Self.size(of: item, in: stack, writer.document)
  }

  private static func size(of item: ItemParts, in stack: StackParts, _ document: Document)
    -> Size?
  {
    if item.kind == .spacer {
      return Size(width: BarRules.betaSpacer.width, height: BarRules.betaSpacer.height)
    }
    if let custom = item.content, let frame = document[custom].frame {
      return Size(width: frame.width, height: frame.height)
    }
    if let frame = document[item.view].frame {
      return Size(width: frame.width, height: frame.height)
    }
    if stack.items.count == 1, let frame = document[stack.view].frame {
      return Size(width: frame.width, height: frame.height)
    }
    return nil
  }
}
