import DumpModel

/// Bar stacks and bar items printed without their bar (docs/navbar/README.md, "A bar item or
/// stack printed alone"): a stack is put in a bar of `--width` (`Reassembly`); without it,
/// one located line asks for it, with the one portrait device width at which the model puts
/// the stack where the capture has it. An iOS 11+ item on its own cannot be placed (its frame
/// is in its stack's coordinates, the stack's place unknown): one located line says so.
enum LoneItems {
  /// The stacks printed as roots (13:6): without `--width`, no bar is made around them.
  static func strayStacks(in document: Document) -> [ViewID] {
    document.roots.filter { document[$0].className == UIKitClass.buttonBarStackView }
  }

  /// The rebuild of a capture whose stacks were printed without their bar and without
  /// `--width`: the capture's other bars, and one line per such stack asking for `--width`,
  /// with the value the capture suggests when one portrait device width
  /// (`BarDevices.portraitWidths`) makes every such stack's bar reproduce each of its
  /// recorded frames (at least one compared). The width is asked for, never taken: a patch or
  /// a check on a bar of a guessed width would act on a guess.
  static func rebuildSuggestingWidth(
    _ document: Document, options: BarModelOptions,
    rebuild: (Document, BarModelOptions) throws -> BarRebuild
  ) throws -> BarRebuild {
    var fitting: [Double] = []
    // The widths at which each other bar is reproduced, for its width advice.
    var widths: ReproducedWidths? = ReproducedWidths()
    for width in BarDevices.portraitWidths {
      var tried = options
      tried.width = width
      // A trial needs no advice: the advice would try every width again for each width
      // tried here (a 1 kB paste of a stack took 1 s).
      guard
        let result = BarAdvice.$trying.withValue(true, operation: { try? rebuild(document, tried) })
      else {
        widths = nil
        continue
      }
      widths?.add(result, at: width)
      let fragments = result.bars.filter { $0.parts.kind == .fragment }
      if !fragments.isEmpty, fragments.allSatisfy({ $0.isRebuilt && $0.comparison.isComplete }),
        fragments.contains(where: { $0.comparison.total > 0 })
      {
        fitting.append(width)
      }
    }
    // The other bars' width advice reads the trials made here rather than rebuilding each bar
    // at every width again.
    var result = try BarAdvice.$reproducedWidths.withValue(widths) {
      try rebuild(document, options)
    }
    let advice = widthAdvice(
      fitting, what: "the model puts the stack where the capture has it",
      none: "at no portrait device width does the model put it where the capture has it")
    for stack in strayStacks(in: result.document) {
      result.diagnostics.append(
        DiagnosticText(
          .warning,
          "no bar model for '\(result.document.name(of: .view(stack)))': a stack printed "
            + "without its bar, and the bar's width is not in the capture: \(advice)",
          at: result.document[stack].location))
    }
    return result
  }

  /// `give --width 390 (the one portrait device width at which …)`, `give --width (… at 375
  /// and 414 pt)`, or `give --width (none)`.
  static func widthAdvice(_ fitting: [Double], what: String, none: String) -> String {
    let widths = fitting.map(formatNumber)
    guard let last = widths.last else { return "give --width (\(none))" }
    if widths.count == 1 {
      return "give --width \(last) (the one portrait device width of docs/navbar/devices.md at "
        + "which \(what))"
    }
    return "give --width (\(what) at \(widths.dropLast().joined(separator: ", ")) and \(last) pt)"
  }

  /// One located line for each iOS 11+ bar item printed as a root, outside every bar: a
  /// `_UIButtonBarButton` or `_UITAMICAdaptorView` (its frame is in its stack's coordinates,
  /// and where the stack sits is not printed: 98), or a `_UIModernBarButton` (a button's
  /// content; printed by `_ivarDescription` without a frame: 100).
  static func diagnostics(in document: Document) -> [DiagnosticText] {
    document.roots.compactMap { root in
      let attributes = document[root]
      let name = document.name(of: .view(root))
      let missing: String
      switch attributes.className {
      case UIKitClass.buttonBarButton,
        _ where BarClass.isAdaptor(attributes.className):
        missing =
          "a bar item printed without its stack and its bar: its frame is in the stack's "
          + "coordinates, and where the stack sits is not in the capture"
          + heightHint(attributes) + "; paste the bar's or the stack's description"
      case UIKitClass.modernBarButton:
        missing =
          "a bar button's content printed without its button and its bar"
          + (attributes.frame == nil ? " and without a frame" : "")
          + ": nothing places it; paste the bar's description"
      default: return nil
      }
      return DiagnosticText(
        .warning, "no bar model for '\(name)': \(missing)", at: attributes.location)
    }
  }

  /// A bar item is centred in its bar's height (iOS 11+: the stack spans the content view,
  /// 44 pt items centred in it): `(y 3 centres it in a bar 50 pt high: an iPad's from iOS 12,
  /// docs/navbar/devices.md §2.1)`. A trait collection printed for the item
  /// (`userInterfaceIdiom`, 98:3) confirms or contradicts the device the height suggests.
  static func heightHint(_ item: ViewAttributes) -> String {
    guard let frame = item.frame, frame.y > 0 else { return "" }
    let height = frame.height + 2 * frame.y
    let idiom = item.unknownAttributes.first { $0.name == "userInterfaceIdiom" }?.value
    var known = ""
    if height == BarDevices.padBarHeight {
      known = ": an iPad's from iOS 12, docs/navbar/devices.md §2.1"
      if idiom == "Pad" {
        known += ", and its trait collection says 'UserInterfaceIdiom = Pad'"
      } else if let idiom {
        known += ", but its trait collection says 'UserInterfaceIdiom = \(idiom)'"
      }
    }
    return
      " (y \(formatNumber(frame.y)) centres it in a bar \(formatNumber(height)) pt high\(known))"
  }
}
