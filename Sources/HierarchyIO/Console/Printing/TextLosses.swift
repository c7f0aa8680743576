import DumpModel

extension Document {
  /// What the text form (`recursiveDescription(guides: true, constraints: true)`, the text
  /// `convert --to text` writes) cannot carry of this document: each thing lost, with how many
  /// items held it, in the order found (`translatesAutoresizingMaskIntoConstraints (12 views)`,
  /// `margins (3 views)`, `broken (1 constraint)`, `scale`). Empty when the text reads back to
  /// the same document.
  ///
  /// Found by printing the text and reading it back with the console reader, not from a list
  /// kept by hand: whatever the printer or the reader learns to carry drops out by itself.
  public var textLosses: [String] {
    let text = recursiveDescription(guides: true, constraints: true)
    var warnings: [ReadWarning] = []
    guard let reread = try? Document(console: text, source: "text", warnings: &warnings) else {
      return ["the hierarchy"]
    }
    var losses = TextLossCount()
    losses.compare(metadata, reread.metadata)
    var views: [String: ViewID] = [:]
    for view in reread.preorder { views[reread[view].address] = view }
    let order = preorder
    for view in order {
      guard let back = views[self[view].address] else {
        losses.add("views", "view")
        continue
      }
      losses.compare(self[view], reread[back])
      let backGuides = Dictionary(
        reread.guides(of: back).map { (reread[$0].address, reread[$0]) }
      ) { first, _ in first }
      for guide in guides(of: view).map({ self[$0] }) {
        guard let backGuide = backGuides[guide.address] else {
          losses.add("guides", "guide")
          continue
        }
        if guide.ambiguous != backGuide.ambiguous { losses.add("ambiguous", "guide") }
        if guide.unknownAttributes != backGuide.unknownAttributes
          || guide.unknownElements != backGuide.unknownElements
        {
          losses.add("a guide's unknown attributes or elements", "guide")
        }
      }
    }
    var constraints: [String: [LayoutConstraint]] = [:]
    for id in reread.constraintsInDocumentOrder {
      let constraint = reread.addressedConstraint(id)
      constraints[constraint.address ?? "", default: []].append(constraint)
    }
    for id in constraintsInDocumentOrder {
      let constraint = addressedConstraint(id)
      let key = constraint.address ?? ""
      guard var candidates = constraints[key], !candidates.isEmpty else {
        losses.add("constraints", "constraint")
        continue
      }
      losses.compare(constraint, candidates.removeFirst())
      constraints[key] = candidates
    }
    return losses.descriptions
  }
}

/// What differs between a document and its text read back, counted by kind.
private struct TextLossCount {
  var order: [String] = []
  var counts: [String: (count: Int, noun: String)] = [:]

  mutating func add(_ what: String, _ noun: String) {
    if counts[what] == nil { order.append(what) }
    counts[what, default: (0, noun)].count += 1
  }

  var descriptions: [String] {
    order.map { what in
      let (count, noun) = counts[what]!
      if noun.isEmpty { return what }
      return "\(what) (\(count) \(noun)\(count == 1 ? "" : "s"))"
    }
  }

  mutating func compare(_ original: DumpMetadata, _ back: DumpMetadata) {
    if original.os != back.os { add("os", "") }
    if original.screen != back.screen { add("screen", "") }
    if original.scale != back.scale { add("scale", "") }
    if original.direction != back.direction { add("direction", "") }
    if !original.patches.isEmpty { add("the patch records", "") }
    if !original.unknownAttributes.isEmpty || !original.unknownElements.isEmpty {
      add("the hierarchy's unknown attributes or elements", "")
    }
  }

  mutating func compare(_ original: ViewAttributes, _ back: ViewAttributes) {
    let backValues = Dictionary(back.attributeValues.map { ($0.name, $0.value) }) { first, _ in
      first
    }
    for (name, value) in original.attributeValues where backValues[name] != value {
      add(name, "view")
    }
    // An attribute the text adds (a default of the model the dump had not left out) is no loss.
    if original.unknownElements != back.unknownElements { add("unknown elements", "view") }
  }

  mutating func compare(_ original: LayoutConstraint, _ back: LayoutConstraint) {
    if original.broken != back.broken || original.brokenInLogs != back.brokenInLogs {
      add("broken", "constraint")
    }
    if original.logs != back.logs { add("logs", "constraint") }
    if original.origin != back.origin { add("origin", "constraint") }
    if original.active != back.active { add("active", "constraint") }
    let printed = [PrintedConstraintAttribute.printedActive]
    let extra = original.unknownAttributes.filter { !printed.contains($0.name) }
    let backExtra = back.unknownAttributes.filter { !printed.contains($0.name) }
    if extra != backExtra { add("a constraint's unknown attributes", "constraint") }
    if original.unknownElements != back.unknownElements {
      add("a constraint's unknown elements", "constraint")
    }
    var same = back
    same.broken = original.broken
    same.logs = original.logs
    same.brokenInLogs = original.brokenInLogs
    same.origin = original.origin
    same.active = original.active
    same.unknownAttributes = original.unknownAttributes
    same.unknownElements = original.unknownElements
    if same != original { add("a constraint's exact values", "constraint") }
  }
}
