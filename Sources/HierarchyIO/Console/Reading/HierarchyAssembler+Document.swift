import DumpModel

/// The assembly: the inferred owners, the roots, where each constraint is held, and the
/// `Document`, built with `DocumentBuilder` (docs/model.md, "Building"). The rules are in
/// `ConsoleReader.swift`'s header.
extension HierarchyAssembler {
  /// Builds the document: the inferred owners, the roots, and where each constraint is held.
  /// The trees the text printed stay roots with their frames. What only a log or a constraint
  /// names, when it has no place in them, goes under one synthetic root (`_InspectLogRoot`,
  /// made only when needed): views whose superview the text does not give, guides without an
  /// owner. A conflict log's constraints are held together, in print order (each log is
  /// replayed in document order), by the nearest common ancestor of all their items (a loose
  /// list's, `ConflictLogTracker.Log.loose`, by that of its own items); every
  /// other constraint the text gave no holder (a `po [view constraints]` array, a constraint
  /// alone) by the nearest common ancestor of its own items, as UIKit installs it; either,
  /// when its items are in no one tree, by the synthetic root.
  /// - Throws: `ReadError.tooDeep` when views nest deeper than the format's 1,000 levels.
  mutating func assemble(source: String, warnings: inout [ReadWarning]) throws(ReadError)
    -> Document
  {
    inferGuideOwners()
    resolveBars(warnings: &warnings)
    try checkDepth(source: source)

    var inLogs = Set<Int>()
    for log in logs where !log.loose {
      inLogs.formUnion(log.members)
      if let broken = log.broken { inLogs.insert(broken) }
    }
    let unheld = holders.indices.filter { holders[$0] == nil }
    let logged = unheld.filter { inLogs.contains($0) }
    let logHolder = logged.isEmpty ? nil : commonAncestor(of: logged)
    var holder = [Int: Int]()
    // A list an array `po` printed is held, in print order, by the nearest common ancestor of
    // its own items (`po self.view.constraints`: the view).
    for log in logs where log.loose {
      let members = log.members.filter { holders[$0] == nil && !inLogs.contains($0) }
      guard !members.isEmpty, let common = commonAncestor(of: members) else { continue }
      for index in members where holder[index] == nil { holder[index] = common }
    }
    for index in unheld where !inLogs.contains(index) && holder[index] == nil {
      if let common = commonAncestor(of: [index]) { holder[index] = common }
    }
    for index in logged { if let logHolder { holder[index] = logHolder } }

    let unownedGuides = guides.indices.filter { guides[$0].owner == nil }
    var roots = views.indices.filter { views[$0].parent == nil }
    if !unownedGuides.isEmpty || holder.count < unheld.count {
      let root = view(Self.rootAddress, className: Self.rootClass, location: nil)
      let gathered = roots.filter { !views[$0].described }
      for index in gathered { setParent(root, of: .view(index)) }
      for index in unownedGuides { setParent(root, of: .guide(index)) }
      let place = gathered.first.flatMap { roots.firstIndex(of: $0) } ?? roots.count
      roots = roots.filter { views[$0].described }
      // The root may be in the text already (`<_InspectLogRoot: log>`, what `show` printed).
      if views[root].parent == nil, !roots.contains(root) {
        roots.insert(root, at: min(place, roots.count))
      }
      for index in unheld where holder[index] == nil { holder[index] = root }
    }
    var held = [[Int]](repeating: [], count: views.count)
    for (index, explicit) in holders.enumerated() {
      if let view = explicit ?? holder[index] { held[view].append(index) }
    }
    // At each view, the constraints the text gave no holder go first, in log order, as they
    // always have.
    for view in held.indices where !held[view].isEmpty {
      let free = printOrder(held[view].filter { holders[$0] == nil })
      held[view] = free + held[view].filter { holders[$0] != nil }
    }
    for (number, log) in logs.enumerated() {
      for member in log.members { constraints[member].logs.append(number + 1) }
      if let broken = log.broken { constraints[broken].brokenInLogs.append(number + 1) }
    }
    return try build(roots: roots, held: held, source: source)
  }

  /// The constraints in an order that keeps every log's print order (each log is replayed
  /// and reported in document order), and otherwise the order first printed: a topological
  /// order of "printed before, in some log", the earliest printed first among those free to
  /// go. Logs that order two constraints both ways keep the order first printed.
  private func printOrder(_ indices: [Int]) -> [Int] {
    guard logs.count > 1 else { return indices }
    var position = [Int: Int]()
    for (index, constraint) in indices.enumerated() { position[constraint] = index }
    var successors = [[Int]](repeating: [], count: indices.count)
    var predecessors = [Int](repeating: 0, count: indices.count)
    var edges = Set<Int>()
    for log in logs {
      let members = log.members.compactMap { position[$0] }
      for (a, b) in zip(members, members.dropFirst())
      where edges.insert(a &* 1_000_003 &+ b).inserted {
        successors[a].append(b)
        predecessors[b] += 1
      }
    }
    var heap = MinHeap(indices.indices.filter { predecessors[$0] == 0 })
    var order: [Int] = []
    order.reserveCapacity(indices.count)
    while let next = heap.pop() {
      order.append(indices[next])
      for successor in successors[next] {
        predecessors[successor] -= 1
        if predecessors[successor] == 0 { heap.push(successor) }
      }
    }
    return order.count == indices.count ? order : indices
  }

  /// Emits the tree to a `DocumentBuilder`, without recursion: each view, then its guides and
  /// the constraints it holds, then its subviews.
  private func build(roots: [Int], held: [[Int]], source: String) throws(ReadError) -> Document {
    var metadata = DumpMetadata(source: source)
    for (index, log) in logs.enumerated() {
      if !log.missing.isDisjoint(with: [.listStart, .listEnd]) {
        metadata.logsCut.append(index + 1)
      }
      if log.missing.contains(.preamble) { metadata.logsWithoutPreamble.append(index + 1) }
    }
    var builder = DocumentBuilder(metadata: metadata, expectedViews: views.count)
    do {
      var stack: [(view: Int, next: Int)] = []
      for root in roots {
        try open(root, held: held, into: &builder)
        stack.append((root, 0))
        while let (view, next) = stack.last {
          let children = views[view].children
          if next < children.count {
            stack[stack.count - 1].next += 1
            try open(children[next], held: held, into: &builder)
            stack.append((children[next], 0))
          } else {
            try builder.closeView()
            stack.removeLast()
          }
        }
      }
      return try builder.finish()
    } catch {
      // Every item a constraint names is registered and addresses are unique by
      // construction; kept as a located error rather than a crash.
      throw ReadError(
        .other(error.reason.message),
        at: error.location ?? SourceLocation(file: source, line: 1, column: 1))
    }
  }

  private func open(_ view: Int, held: [[Int]], into builder: inout DocumentBuilder)
    throws(DocumentError)
  {
    try builder.openView(views[view].view)
    for guide in views[view].guides { try builder.addGuide(guides[guide].guide) }
    for constraint in held[view] { try builder.addConstraint(constraints[constraint]) }
  }

  /// The format reads hierarchies up to 1,000 levels deep (docs/format.md); a text that nests
  /// deeper (or whose `names:` make a cycle) is refused before anything walks the tree.
  static let depthLimit = ReadLimits.viewDepth

  private func checkDepth(source: String) throws(ReadError) {
    var depth = [Int](repeating: -1, count: views.count)
    for start in views.indices where depth[start] < 0 {
      var chain: [Int] = []
      var current: Int? = start
      while let index = current, depth[index] < 0 {
        chain.append(index)
        if chain.count > Self.depthLimit { throw tooDeep(at: start, source: source) }
        current = views[index].parent
      }
      var level = current.map { depth[$0] } ?? -1
      for index in chain.reversed() {
        level += 1
        depth[index] = level
        if level >= Self.depthLimit { throw tooDeep(at: start, source: source) }
      }
    }
  }

  private func tooDeep(at view: Int, source: String) -> ReadError {
    ReadError(
      .tooDeep(limit: Self.depthLimit),
      at: views[view].view.location ?? SourceLocation(file: source, line: 1, column: 1))
  }

  /// Guides named `Name(0x…)` or `Name(layout=0x…)` belong to the view whose description
  /// ends in `layout=0x…` (the navigation bar's content view prints its layout object).
  private mutating func inferGuideOwners() {
    var layoutOwners: [String: Int] = [:]
    for (index, node) in views.enumerated() {
      if let layout = node.view.unknownAttributes.first(where: { $0.name == "layout" }) {
        layoutOwners[layout.value] = index
      }
    }
    guard !layoutOwners.isEmpty else { return }
    for index in guides.indices where guides[index].owner == nil {
      guard let identifier = guides[index].guide.identifier, identifier.hasSuffix(")"),
        let open = identifier.lastIndex(of: "(")
      else { continue }
      var key = identifier[
        identifier.index(after: open)..<identifier.index(before: identifier.endIndex)]
      if key.hasPrefix("layout=") { key = key.dropFirst("layout=".count) }
      if let owner = layoutOwners[String(key)] { setParent(owner, of: .guide(index)) }
    }
  }

  /// A `|` without `names:` is the bracketed item's superview (or owner) when the text gives
  /// it; else a view is made for it, named after the item.
  private mutating func resolveBars(warnings: inout [ReadWarning]) {
    for (position, child) in unresolvedBars {
      let parent: Int
      switch references[child] {
      case .view(let index)? where views[index].parent != nil: parent = views[index].parent!
      case .guide(let index)? where guides[index].owner != nil: parent = guides[index].owner!
      default:
        let name = "superview(\(child))"
        parent = view(name, className: UIKitClass.view, location: constraints[position].location)
        if let reference = references[child] { setParent(parent, of: reference) }
        if let location = constraints[position].location {
          warnings.append(
            ReadWarning(
              "the visual format's '|' is not named; it stands for a superview of '\(child)'"
                + " the text does not show",
              at: location))
        }
      }
      let address = views[parent].view.address
      if constraints[position].first == "|" { constraints[position].first = address }
      if constraints[position].second == "|" { constraints[position].second = address }
    }
    unresolvedBars = []
  }

  /// The nearest view enclosing every item of the constraints `indices` (a guide counts as its
  /// owner); nil when no view does (they are in several trees, or a guide has no owner).
  private func commonAncestor(of indices: [Int]) -> Int? {
    var common: [Int]?
    for constraint in indices.map({ constraints[$0] }) {
      for address in [constraint.first, constraint.second].compactMap({ $0 }) {
        guard let reference = references[address] else { continue }
        let view: Int?
        switch reference {
        case .view(let index): view = index
        case .guide(let index): view = guides[index].owner
        }
        guard let view else { return nil }
        let chain = ancestry(of: view)
        if let current = common {
          var length = 0
          while length < current.count, length < chain.count, current[length] == chain[length] {
            length += 1
          }
          if length == 0 { return nil }
          common = Array(current.prefix(length))
        } else {
          common = chain
        }
      }
    }
    return common?.last
  }

  /// Root first, `view` last.
  private func ancestry(of view: Int) -> [Int] {
    var chain: [Int] = []
    var current: Int? = view
    while let index = current, chain.count <= views.count {
      chain.append(index)
      current = views[index].parent
    }
    return chain.reversed()
  }
}

/// A binary min-heap of positions: the earliest printed constraint free to go next.
private struct MinHeap {
  private var items: [Int]

  init(_ items: [Int]) {
    self.items = items.sorted()
  }

  mutating func push(_ item: Int) {
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child] < items[parent] else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> Int? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if items.isEmpty { return first }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, items[left] < items[smallest] { smallest = left }
      if right < items.count, items[right] < items[smallest] { smallest = right }
      guard smallest != parent else { return first }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
