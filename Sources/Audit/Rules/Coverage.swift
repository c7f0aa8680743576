import BarModel
import DumpModel
import LaidOut

/// How much of a dump `check` could check (docs/check.md, "What was checked"): the items,
/// titles and back buttons of the bars it checks, those it measured and those it could not
/// (no frame: `unmeasured`).
public struct Coverage: Sendable, Hashable {
  /// Items, titles and back buttons whose frames were there to check.
  public var checked = 0
  /// Those without a frame, each an `unmeasured` finding.
  public var unmeasured = 0

  public init(checked: Int = 0, unmeasured: Int = 0) {
    self.checked = checked
    self.unmeasured = unmeasured
  }
}

// unmeasured and no-bar: what check could not check is a finding, never a pass.
extension AuditContext {
  /// The views whose subtrees are checked: `--root`, else the bars when the capture holds
  /// more than its bars (a whole window), else every root (nil).
  var checkedRoots: [ViewID]? {
    if let roots = options.roots { return roots }
    let bars = structure.bars.map(\.view)
    guard !bars.isEmpty, bars.contains(where: { document.superview(of: $0) != nil }) else {
      return nil
    }
    return bars
  }

  /// Whether an item lies in the checked subtrees (`checkedSubtrees`): a walk up from it to a
  /// root, so that checking every item of a window of many bars costs what the items do.
  func isChecked(_ item: ItemID) -> Bool {
    checkedSubtrees?.contains(item, in: document) ?? true
  }

  /// The bars checked, whole or in part: in the checked subtrees or holding one, and
  /// reproduced by the bar model.
  var checkedBars: [BarStructure.Bar] {
    barsInRoots.filter {
      !isInUnreproducedBar(.view($0.view))
        && !$0.contentViews.contains { isInUnreproducedBar(.view($0)) }
    }
  }

  /// The bars in the checked subtrees or holding one.
  var barsInRoots: [BarStructure.Bar] {
    let roots = checkedRoots
    return structure.bars.filter { bar in
      isChecked(.view(bar.view))
        || roots?.contains { document.isAncestor(bar.view, of: $0) } == true
    }
  }

  /// Each item, title and back button without a frame (`unmeasured`), and the count.
  func unmeasured() -> (findings: [Finding], coverage: Coverage) {
    var coverage = Coverage()
    var findings: [Finding] = []
    func measure(_ views: [ViewID], _ what: String) {
      guard let missing = views.first(where: { frames[.view($0)] == nil }) else {
        coverage.checked += 1
        return
      }
      coverage.unmeasured += 1
      findings.append(
        finding(
          .unmeasured,
          "\(what) '\(name(.view(missing)))' has no frame (the capture records none and no "
            + "constraint places it): its size and place were not checked",
          fix: "paste a capture that records its frame (the bar's recursiveDescription once "
            + "it is laid out), or the constraints that place it",
          items: [.view(missing)]))
    }
    for bar in checkedBars {
      for item in bar.items where isChecked(.view(item.view)) {
        let views = [item.hitArea, item.shown, item.view]
        measure(views.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }, "the item")
      }
      for title in bar.titles where isChecked(.view(title)) {
        measure([title], "the title")
      }
      for back in bar.backButtons where isChecked(.view(back)) {
        measure([back], "the back button")
      }
    }
    return (findings, coverage)
  }

  /// `no-bar`: a capture with no bar to check and no conflict log, or whose bar holds no view
  /// (a walk printed flat, which inspect could not assemble into a tree).
  func noBar() -> [Finding] {
    let logs = dump.layout.conflicts.contains { $0.log != nil }
    guard !logs, dump.unreproduced.allSatisfy(\.chromeOnly) else { return [] }
    let bars = barsInRoots
    if bars.isEmpty {
      let location = document.preorder.first.flatMap { document.location(of: .view($0)) }
      return [
        finding(
          .noBar, "no bar to check, nothing was checked: \(readDescription)",
          fix: Self.pasteTheBar, items: [], at: location)
      ]
    }
    let others = document.roots.count - 1
    return bars.filter { document.subviews(of: $0.view).isEmpty && others > 0 }.map { bar in
      finding(
        .noBar,
        "the bar '\(name(.view(bar.view)))' holds no view, nothing was checked: its walk "
          + "printed \(FindingsText.count(others, "other view")) beside it, none inside "
          + "another (a walk inspect could not assemble into a tree)",
        fix: Self.pasteTheBar, items: [.view(bar.view)])
    }
  }

  static let pasteTheBar =
    "paste the bar itself with every view inside it, nested: po [navigationBar "
    + "recursiveDescription] (or the toolbar's); for a stack view printed alone, --width gives "
    + "the bar the model places it in"

  /// What the capture holds instead of a bar: its views (printed flat or nested), their
  /// classes, the constraints.
  var readDescription: String {
    let constraints = document.constraintsInDocumentOrder.count
    let views = document.preorder.filter { document[$0].className != Self.logRoot }
    let constraintText =
      constraints > 0 ? " and \(FindingsText.count(constraints, "constraint"))" : ""
    guard !views.isEmpty else { return "read no view\(constraintText)" }
    var classes: [String] = []
    for view in views where !classes.contains(document[view].className) {
      classes.append(document[view].className)
    }
    let shown =
      classes.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (classes.count > 3 ? ", …" : "")
    let roots = document.roots.filter { document[$0].className != Self.logRoot }
    let flat = roots.count > 1 && roots.allSatisfy { document.subviews(of: $0).isEmpty }
    let shape =
      flat
      ? " printed flat, none inside another (a walk inspect could not assemble into a tree)" : ""
    let bar = classes.first(where: BarClass.isUIKitBar)
    let verdict =
      bar.map { "the '\($0)' holds none of them" }
      ?? "none is a '\(UIKitClass.navigationBar)', a '\(UIKitClass.toolbar)' or a bar's content view"
    return "read \(FindingsText.count(views.count, "view"))\(constraintText)\(shape): \(shown); "
      + verdict
  }

  /// The root a console reader gathers a conflict log's items under (not the app's).
  static let logRoot = "_InspectLogRoot"
}
