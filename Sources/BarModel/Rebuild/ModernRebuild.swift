import DumpModel

/// The iOS 13–26 constraint set of docs/navbar/ios13-18.md ("The constraint set"), in its
/// order, written into a document. Identifiers are written only where a capture prints
/// UIKit's.
struct ModernRebuild {
  var writer: ModelWriter
  let generation: BarGeneration
  let width: Double
  /// What a stack printed without its items holds (`stackContents`), by address.
  let stackContents: [String: ItemKind]
  /// Per stack: its edge constraint to the item content guide (`pin` removes it, `shift`
  /// changes its constant).
  private(set) var edges: [ViewID: ConstraintID?] = [:]
  private(set) var notes: [String] = []

  init(
    writer: ModelWriter, generation: BarGeneration, width: Double,
    stackContents: [String: ItemKind]
  ) {
    self.writer = writer
    self.generation = generation
    self.width = width
    self.stackContents = stackContents
  }

  mutating func build(_ bar: BarParts, _ parts: ContentParts) {
    if bar.kind == .toolbar {
      toolbar(bar, parts)
      return
    }
    let cv = bar.contentView
    let content = ItemID.view(cv)
    let margin = BarRules.contentMargin
    try? writer.document.updateView(cv) { attributes in
      // The dump's own margins win (a `margins` patch wrote them: QA S3-31).
      if attributes.margins == nil {
        attributes.margins = Insets(top: 0, left: margin, bottom: 0, right: margin)
      }
      attributes.layoutEngineHost = true
    }
    let marginsGuide = ItemID.guide(writer.guide(UIKitIdentifier.marginsGuide, of: cv))
    let guide = ItemID.guide(writer.guide(BarIdentifier.itemContentGuide, of: cv))
    if let back = parts.backButton {
      backButton(back, contentView: cv, marginsGuide: marginsGuide)
      writer.constrain(
        guide, .leading, .equal, .view(back.button), .trailing, constant: BarRules.backToContent,
        identifier: BarIdentifier.itemContentGuideLeading, holder: cv)
    } else {
      writer.constrain(guide, .leading, .equal, content, .leading, holder: cv)
    }
    writer.constrain(
      guide, .trailing, .equal, content, .trailing,
      identifier: BarIdentifier.itemContentGuideTrailing,
      holder: cv)
    writer.constrain(guide, .top, .equal, content, .top, holder: cv)
    writer.constrain(guide, .bottom, .equal, content, .bottom, holder: cv)
    for stack in parts.stacks {
      self.stack(stack, contentView: cv, guide: guide, behindBackButton: parts.backButton != nil)
    }
    if let title = parts.titles.first {
      self.title(title, parts, contentView: cv, marginsGuide: marginsGuide, guide: guide)
    }
  }

  private mutating func stack(
    _ stack: StackParts, contentView cv: ViewID, guide: ItemID, behindBackButton: Bool
  ) {
    // The document is read through the writer: a copy held across the writer's edits would
    // copy the whole document for each stack (issue 20).
    let address = writer.document[stack.view].address
    let outermost = stack.outermost
    let printedWithoutContent = outermost.map { $0.kind == .button && $0.content == nil } ?? false
    guard let kind = outermost?.kind ?? stackContents[address], !printedWithoutContent else {
      notes.append(
        "\(writer.document.name(of: .view(stack.view))): its items are not in the capture: its "
          + "frame is taken as given")
      return
    }
    writer.solve(stack.view) { attributes in
      if attributes.alignment == .fill { attributes.alignment = .center }
      if attributes.spacing == 0 { attributes.spacing = BarRules.itemSpacing }
      if attributes.margins == nil {
        attributes.margins = Insets(top: 0, left: 0, bottom: 0, right: 0)
      }
    }
    let view = ItemID.view(stack.view)
    let inset = BarRules.stackEdgeInset(
      width: width, outermost: kind, leading: stack.side == .leading,
      behindBackButton: behindBackButton)
    let edge: ConstraintID?
    if stack.side == .leading {
      edge = writer.constrain(view, .leading, .equal, guide, .leading, constant: inset, holder: cv)
    } else {
      edge = writer.constrain(
        view, .trailing, .equal, guide, .trailing, constant: -inset, holder: cv)
    }
    edges[stack.view] = edge
    writer.constrain(view, .centerY, .equal, .view(cv), .centerY, holder: cv)
    writer.constrain(view, .height, constant: BarRules.itemHeight, holder: cv)
    if writer.document.firstSubview(of: stack.view) == nil,
      let frame = writer.document[stack.view].frame
    {
      writer.constrain(view, .width, constant: frame.width, holder: cv)
      return
    }
    for (index, item) in stack.items.enumerated() {
      switch item.kind {
      case .custom, .spacer: adaptor(item)
      case .button:
        button(
          item, leadingEdge: stack.side == .leading && index == 0,
          trailingEdge: stack.side == .trailing && index == stack.items.count - 1)
      }
    }
  }

  /// A system item: its `_UIModernBarButton` inset by 8 on the bar-edge side and by the
  /// content's inner inset elsewhere.
  private mutating func button(_ item: ItemParts, leadingEdge: Bool, trailingEdge: Bool) {
    let button = ItemID.view(item.view)
    writer.solve(item.view)
    writer.constrain(button, .height, constant: BarRules.itemHeight, holder: item.view)
    guard let modern = item.content else {
      if let frame = writer.document[item.view].frame {
        writer.constrain(button, .width, constant: frame.width, holder: item.view)
      }
      return
    }
    let inner = BarRules.innerInset(item.buttonContent ?? .text)
    content(modern, in: item.view)
    writer.constrain(
      .view(modern), .leading, .equal, button, .leading,
      constant: leadingEdge ? BarRules.edgeInset : inner, identifier: "IB_Leading_Leading",
      holder: item.view)
    writer.constrain(
      .view(modern), .trailing, .equal, button, .trailing,
      constant: -(trailingEdge ? BarRules.edgeInset : inner), identifier: "IB_Trailing_Trailing",
      holder: item.view)
  }

  /// A modern button or a title: its size is its content's (intrinsic, from the capture), its
  /// vertical offset the capture's (UIKit's rule is not known: 13:10).
  private mutating func content(_ view: ViewID, in holder: ViewID, offsetY: Double = 0) {
    writer.intrinsicSizeFromFrame(view)
    writer.solve(view)
    let y = (writer.document[view].frame?.y ?? 0) + offsetY
    writer.constrain(.view(view), .top, .equal, .view(holder), .top, constant: y, holder: holder)
  }

  /// A custom view's adaptor is as large as its custom view (iOS 11–12's rule, docs/navbar/ios11-12.md).
  private mutating func adaptor(_ item: ItemParts) {
    writer.solve(item.view)
    guard
      let frame = item.content.flatMap({ writer.document[$0].frame })
        ?? writer.document[item.view].frame
    else { return }
    writer.constrain(.view(item.view), .width, constant: frame.width, holder: item.view)
    writer.constrain(.view(item.view), .height, constant: frame.height, holder: item.view)
  }

  private mutating func title(
    _ title: ViewID, _ parts: ContentParts, contentView cv: ViewID, marginsGuide: ItemID,
    guide: ItemID
  ) {
    writer.intrinsicSizeFromFrame(title)
    writer.solve(title)
    let label = ItemID.view(title)
    let content = ItemID.view(cv)
    let clearance = BarRules.titleClearance
    writer.constrain(label, .centerX, .equal, content, .centerX, priority: 999, holder: cv)
    writer.constrain(label, .centerY, .equal, content, .centerY, holder: cv)
    if let lead = parts.stack(.leading), edges[lead.view] != nil {
      writer.constrain(
        label, .leading, .greaterThanOrEqual, .view(lead.view), .trailing, constant: clearance,
        holder: cv)
    } else if parts.backButton != nil {
      writer.constrain(
        label, .leading, .greaterThanOrEqual, guide, .leading, constant: clearance, holder: cv)
    } else {
      writer.constrain(label, .leading, .greaterThanOrEqual, marginsGuide, .leading, holder: cv)
    }
    if let trail = parts.stack(.trailing), edges[trail.view] != nil {
      writer.constrain(
        label, .trailing, .lessThanOrEqual, .view(trail.view), .leading, constant: -clearance,
        holder: cv)
    } else {
      writer.constrain(label, .trailing, .lessThanOrEqual, marginsGuide, .trailing, holder: cv)
    }
  }

  /// The back button (06:11–17, 06:31, 06:50–52; 66:15–20).
  private mutating func backButton(
    _ back: BackButtonParts, contentView cv: ViewID, marginsGuide: ItemID
  ) {
    let b = back.button
    let button = ItemID.view(b)
    writer.solve(b)
    writer.constrain(button, .centerY, .equal, .view(cv), .centerY, holder: cv)
    writer.constrain(button, .height, constant: BarRules.itemHeight, holder: b)
    // As narrow as its content: `CB_Trailing_Trailing` is only `<=` (06:12).
    writer.constrain(button, .width, constant: 0, priority: 250, holder: b)
    guard let chevron = back.chevron else {
      if let frame = writer.document[b].frame {
        writer.constrain(button, .width, constant: frame.width, holder: b)
      }
      return
    }
    content(chevron, in: b)
    writer.constrain(
      .view(chevron), .leading, .equal, marginsGuide, .leading,
      identifier: BarIdentifier.staticButtonPosition, holder: cv)
    writer.constrain(
      .view(chevron), .leading, .equal, button, .leading,
      constant: BarRules.chevronInset(generation), identifier: BarIdentifier.chevronLeading,
      holder: b)
    if let container = back.container {
      // autoresize = W+H: the container is the button's bounds (66:18).
      writer.solve(container)
      for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
        writer.constrain(.view(container), attribute, .equal, button, attribute, holder: b)
      }
    }
    if let title = back.title {
      let offset = back.container.flatMap { writer.document[$0].frame?.y } ?? 0
      content(title, in: b, offsetY: offset)
      writer.constrain(
        .view(title), .leading, .equal, .view(chevron), .trailing,
        constant: BarRules.chevronToTitle, identifier: BarIdentifier.titleAfterChevron, holder: b)
      writer.constrain(
        .view(title), .trailing, .lessThanOrEqual, button, .trailing,
        identifier: BarIdentifier.titleTrailing, holder: b)
    }
    guard let mask = back.mask else { return }
    writer.solve(mask)
    writer.constrain(
      .view(mask), .trailing, .equal, button, .trailing, identifier: BarIdentifier.maskTrailing,
      holder: b)
    for attribute in [LayoutAttribute.leading, .top, .bottom] {  // ASSUMED: not printed by 06
      writer.constrain(.view(mask), attribute, .equal, button, attribute, holder: b)
    }
    guard let effect = back.maskEffect else { return }
    writer.solve(effect)
    writer.constrain(
      .view(effect), .leading, .equal, .view(chevron), .trailing,
      identifier: BarIdentifier.maskEffectLeading, holder: b)
    writer.constrain(.view(effect), .trailing, .equal, .view(mask), .trailing, holder: b)
    for attribute in [LayoutAttribute.top, .bottom] {  // ASSUMED
      writer.constrain(.view(effect), attribute, .equal, .view(mask), attribute, holder: b)
    }
  }

  /// A toolbar's empty stack fills its content view (66:31); toolbar items are not modelled.
  private mutating func toolbar(_ bar: BarParts, _ parts: ContentParts) {
    let cv = bar.contentView
    for stack in writer.document.subviews(of: cv)
    where writer.document[stack].className == UIKitClass.buttonBarStackView {
      guard writer.document.firstSubview(of: stack) == nil else {
        // No public source or capture gives a toolbar's item placement (devices.md §2.3
        // gives its heights only): said, at the stack's line, never guessed.
        let line = writer.document[stack].location.map { " (line \($0.line))" } ?? ""
        notes.append(
          "\(writer.document.name(of: .view(stack)))\(line): toolbar items are not modelled: "
            + "frames taken as given")
        continue
      }
      writer.solve(stack)
      for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
        writer.constrain(.view(stack), attribute, .equal, .view(cv), attribute, holder: cv)
      }
    }
  }
}
