import DumpModel
import Layout

/// The working state of one patch run: the hierarchy being edited, the changes made so far,
/// warnings, and the solver.
struct PatchSession {
  let patch: Patch
  let source: String
  let original: Hierarchy
  private(set) var hierarchy: Hierarchy
  /// Items never change during a patch (only constraints and attributes), so one index serves.
  let index: ItemIndex
  let options: LayoutOptions
  private(set) var table: ConstraintTable
  /// The roots of the bars (each content view's superview) when nothing ties them to the rest
  /// of the dump: then only they are solved (a window of thousands of views holds one bar of
  /// a hundred constraints). Nil means the whole dump.
  private(set) var scope: [String]?
  private(set) var changes: [Change] = []
  private(set) var warnings: [PatchWarning] = []
  private(set) var stacks: [StackOutcome] = []
  /// The next `n` of `patch:<name>:<n>`, past any address of an earlier run.
  private var nextNumber: Int
  /// Addresses of the constraints this run added or rewrote.
  private(set) var touched: Set<String> = []

  init(patch: Patch, hierarchy: Hierarchy, source: String, options: LayoutOptions) {
    self.patch = patch
    self.source = source
    self.original = hierarchy
    self.hierarchy = hierarchy
    self.index = ItemIndex(hierarchy)
    self.options = options
    self.table = ConstraintTable(hierarchy)
    let prefix = "patch:\(patch.kind.rawValue):"
    var highest = 0
    for entry in table.entries {
      if let address = entry.constraint.address, address.hasPrefix(prefix),
        let number = Int(address.dropFirst(prefix.count))
      {
        highest = max(highest, number)
      }
    }
    nextNumber = highest + 1
  }

  var origin: String { "patch:\(patch.kind.rawValue)" }
  var direction: LayoutDirection { hierarchy.direction }

  // MARK: Lookups

  func view(_ address: String) -> View? {
    guard let item = index[address], item.kind == .view else { return nil }
    return hierarchy.view(at: item.path)
  }

  func location(of address: String) -> SourceLocation? { index[address]?.location }

  func name(_ address: String) -> String { index.name(of: address) }

  func isGuide(_ address: String) -> Bool { index[address]?.kind == .guide }

  /// The constraints in document order that match.
  func constraints(where predicate: (LayoutConstraint) -> Bool) -> [ConstraintTable.Entry] {
    table.entries.filter { predicate($0.constraint) }
  }

  // MARK: Edits

  mutating func warn(_ message: String, at address: String?) {
    let location = address.flatMap { self.location(of: $0) }
    warnings.append(PatchWarning(message, at: location, source: source))
  }

  mutating func note(_ stack: BarStack, _ action: StackOutcome.Action) {
    let evidence: String
    switch stack.evidence {
    case .guide(let guide):
      evidence = "tied to \(index[guide]?.label ?? name(guide))"
    case .position: evidence = "by its position"
    }
    stacks.append(
      StackOutcome(
        address: stack.address, name: name(stack.address), side: stack.side, evidence: evidence,
        action: action))
  }

  /// Removes the constraint at `ref` and records it.
  mutating func remove(_ ref: ConstraintRef, reason: String? = nil) {
    guard let entry = table.entry(ref) else { return }
    let notation = entry.constraint.notation(in: index)
    hierarchy.modifyView(ref.holder, index: index) { $0.constraints.remove(at: ref.index) }
    changes.append(
      Change(
        kind: .removed, constraint: entry.constraint, holder: ref.holder, notation: notation,
        reason: reason))
    refreshTable()
  }

  /// Adds a constraint to `holder` with the next `patch:<name>:<n>` address; returns it.
  @discardableResult
  mutating func add(_ constraint: LayoutConstraint, to holder: String, reason: String? = nil)
    -> String
  {
    var constraint = constraint
    let address = "\(origin):\(nextNumber)"
    nextNumber += 1
    constraint.address = address
    constraint.origin = origin
    hierarchy.modifyView(holder, index: index) { $0.constraints.append(constraint) }
    changes.append(
      Change(
        kind: .added, constraint: constraint, holder: holder,
        notation: constraint.notation(in: index), reason: reason))
    touched.insert(address)
    refreshTable()
    return address
  }

  /// Adds a constraint unless the dump already holds the same one (either way round).
  mutating func addUnlessHeld(_ constraint: LayoutConstraint, to holder: String) {
    if constraints(where: { $0.active && PinPatch.equivalent($0, constraint) }).isEmpty {
      add(constraint, to: holder)
    }
  }

  /// Changes a constraint's constant in place: recorded as its removal and its addition
  /// (it keeps its address, or gets a `patch:<name>:<n>` one).
  mutating func setConstant(_ ref: ConstraintRef, to constant: Double, reason: String? = nil) {
    guard let entry = table.entry(ref), entry.constraint.constant != constant else { return }
    var updated = entry.constraint
    updated.constant = constant
    updated.origin = origin
    if updated.address == nil {
      updated.address = "\(origin):\(nextNumber)"
      nextNumber += 1
    }
    let old = entry.constraint.notation(in: index)
    hierarchy.modifyView(ref.holder, index: index) { $0.constraints[ref.index] = updated }
    changes.append(
      Change(
        kind: .removed, constraint: entry.constraint, holder: ref.holder, notation: old,
        reason: reason))
    changes.append(
      Change(
        kind: .added, constraint: updated, holder: ref.holder,
        notation: updated.notation(in: index), reason: reason))
    touched.insert(updated.address!)
    refreshTable()
  }

  /// Rebuilds the constraint table after an edit: over the bars alone when the solving scope
  /// is limited to them (nothing outside names their items), else over the whole dump.
  private mutating func refreshTable() {
    if let scope {
      table = ConstraintTable(hierarchy, roots: scope, index: index, order: table.viewOrder)
    } else {
      table = ConstraintTable(hierarchy)
    }
  }

  /// Changes a view's attributes (margins, frames of frame-based views).
  mutating func modifyView(_ address: String, _ body: (inout View) -> Void) {
    hierarchy.modifyView(address, index: index, body)
  }

  // MARK: Solving

  func solve() throws -> SolvedLayout {
    guard let scope else { return try SolvedLayout(solving: hierarchy, options: options) }
    var part = hierarchy
    part.views = scope.compactMap { view($0) }
    return try SolvedLayout(solving: part, options: options)
  }

  /// Decides the solving scope: the bars' roots, if no constraint crosses their boundary
  /// (held inside and naming an item outside, or held outside and naming one inside).
  mutating func limitSolvingToBars(_ contents: [BarContent]) {
    var roots: [String] = []
    for content in contents {
      let root = index[content.contentView]?.parent ?? content.contentView
      if !roots.contains(root) { roots.append(root) }
    }
    // A root inside another root's subtree is solved with it.
    roots = roots.filter { root in
      !index.ancestry(of: root).dropLast().contains { roots.contains($0.address) }
    }
    var inside: Set<String> = []
    for root in roots { inside.formUnion(subtreeItems(of: root)) }
    for entry in table.entries {
      let holderInside = inside.contains(entry.ref.holder)
      let itemsInside = [entry.constraint.first] + (entry.constraint.second.map { [$0] } ?? [])
      if itemsInside.contains(where: { inside.contains($0) != holderInside }) {
        scope = nil
        return
      }
    }
    // Roots in document order, as the whole dump would list them.
    scope = roots.sorted { (table.viewOrder[$0] ?? 0) < (table.viewOrder[$1] ?? 0) }
    refreshTable()
  }

  /// The constraint a solver source names, in the current hierarchy.
  func constraint(_ source: SolvedLayout.Source) -> (
    ref: ConstraintRef?, constraint: LayoutConstraint
  )? {
    switch source {
    case .document(let holder, let index):
      guard let ref = table.ref(holder: holder, index: index), let entry = table.entry(ref) else {
        return nil
      }
      return (ref, entry.constraint)
    case .implicit(let constraint):
      return (nil, constraint)
    }
  }

  /// Conflicts whose constraints name an item of `items`.
  func conflicts(in result: SolvedLayout, touching items: Set<String>) -> [SolvedLayout.Conflict] {
    result.conflicts.filter { conflict in
      (conflict.conflicting + [conflict.broken]).contains { source in
        guard let (_, constraint) = constraint(source) else { return false }
        return items.contains(constraint.first) || constraint.second.map(items.contains) == true
      }
    }
  }

  /// A conflict as UIKit would list it: every constraint's notation, `; ` between them.
  func describe(_ conflict: SolvedLayout.Conflict) -> String {
    conflict.conflicting.compactMap { source in
      constraint(source).map { $0.constraint.notation(in: index) }
    }.joined(separator: "; ")
  }

  /// The addresses of a view's subtree: itself, its guides, its subviews' (recursively).
  func subtreeItems(of address: String) -> Set<String> {
    guard let root = view(address) else { return [address] }
    var items: Set<String> = []
    func visit(_ view: View) {
      items.insert(view.address)
      for guide in view.guides { items.insert(guide.address) }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return items
  }

  // MARK: Geometry

  /// The pixel tolerance of the dump's grid: half a pixel.
  var tolerance: Double { 0.5 / (hierarchy.scale ?? 1000) + 1e-9 }

  /// How far a stack's outer edge on `side` lies from the content view's edge on that side,
  /// in `frames` (positive inside the content view).
  func edgeOffset(
    of stack: String, side: BarSide, contentView: String, frames: [String: Rect]
  ) -> Double? {
    guard let frame = frames[stack], let content = frames[contentView] else { return nil }
    let fromLeft = frame.minX
    let fromRight = content.width - frame.maxX
    switch (side, direction) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): return fromLeft
    case (.trailing, .leftToRight), (.leading, .rightToLeft): return fromRight
    }
  }

  // MARK: Finishing

  /// Writes the solved frames into the patched hierarchy, appends the record, lists what moved
  /// and warns about items the patch left ambiguous.
  mutating func finish(before: SolvedLayout, after: SolvedLayout) -> PatchResult {
    // Items that became ambiguous: the title once vanished this way.
    let wasAmbiguous = Set(before.ambiguous.filter { !$0.isExpected }.map(\.address))
    let order = Dictionary(
      index.items.enumerated().map { ($1.address, $0) }, uniquingKeysWith: { a, _ in a })
    for item in after.ambiguous.sorted(by: { (order[$0.address] ?? 0) < (order[$1.address] ?? 0) })
    where !item.isExpected && !wasAmbiguous.contains(item.address) {
      let variables = item.variables.joined(separator: ", ")
      warn(
        "\(name(item.address)) becomes ambiguous after the patch (\(variables)): nothing "
          + "holds it any more", at: item.address)
    }
    let expected = Set(after.ambiguous.filter(\.isExpected).map(\.address))
    var patched = hierarchy.settingFrames(after.frames, keeping: expected, index: index)
    var record = patch.emptyRecord
    record.changes = changes.map { change in
      switch change.kind {
      case .removed: return .removed(change.notation)
      case .added:
        return .added(address: change.constraint.address ?? "", description: change.notation)
      }
    }
    patched.patches.append(record)
    let (moved, attributes) = HierarchyDiff.changes(
      from: original, to: patched, roots: scope, index: index)
    return PatchResult(
      patch: patch, source: source, alreadyApplied: false, hierarchy: patched, stacks: stacks,
      changes: changes, moved: moved.filter { !expected.contains($0.address) },
      attributes: attributes,
      warnings: warnings, record: record)
  }
}

extension Hierarchy {
  /// The hierarchy with each view's and guide's frame replaced by the solved one, except
  /// `keeping` (guides UIKit leaves wherever its engine put them), which keep a recorded frame.
  /// Only the views that own a solved item are touched (the bars, in a large window).
  func settingFrames(_ frames: [String: Rect], keeping: Set<String>, index: ItemIndex)
    -> Hierarchy
  {
    var owners: [String: [(address: String, frame: Rect)]] = [:]
    for (address, frame) in frames {
      guard let item = index[address] else { continue }
      let owner = item.kind == .view ? address : (item.parent ?? address)
      owners[owner, default: []].append((address, frame))
    }
    var copy = self
    for (owner, solved) in owners {
      copy.modifyView(owner, index: index) { view in
        for (address, frame) in solved {
          if address == view.address {
            if !(keeping.contains(address) && view.frame != nil) { view.frame = frame }
          } else if let position = view.guides.firstIndex(where: { $0.address == address }) {
            if !(keeping.contains(address) && view.guides[position].frame != nil) {
              view.guides[position].frame = frame
            }
          }
        }
      }
    }
    return copy
  }
}
