import Foundation

extension Document {
  /// docs/format.md's JSON form: keys in the XML attribute order (the attribute tables'),
  /// typed values, defaults left out; two-space indentation, number and word arrays on one
  /// line, `\n` line ends, deterministic.
  public func jsonData() -> Data {
    // Each view nests two levels (its object and its `subviews` array) below the
    // hierarchy's object and its `views` array; four more for what a view holds (a guide or
    // constraint object in its array, and their arrays of numbers or words).
    withStack(forNesting: 2 * (deepestView + 1) + 6) {
      var output = JSONText()
      output.hierarchy(self)
      return Data(output.text.utf8)
    }
  }
}

extension Document {
  /// How many levels the deepest view is below its root (0 for a document of roots alone).
  var deepestView: Int {
    var depths = [Int](repeating: -1, count: viewCount)
    var deepest = 0
    for view in viewIDs {
      // Up to the first view whose depth is known, then each one's depth on the way back.
      var chain: [ViewID] = []
      var current: ViewID? = view
      while let next = current, depths[next.index] < 0 {
        chain.append(next)
        current = superview(of: next)
      }
      var depth = current.map { depths[$0.index] } ?? -1
      for link in chain.reversed() {
        depth += 1
        depths[link.index] = depth
      }
      deepest = max(deepest, depth)
    }
    return deepest
  }
}

/// JSON text with two-space indentation: objects and arrays one member a line, each
/// container knowing whether it has a member yet (for the comma).
struct JSONText {
  var text = ""
  private var depth = 0
  private var hasMembers: [Bool] = []

  mutating func hierarchy(_ document: Document) {
    let metadata = document.metadata
    open("{")
    member("format", .number(Double(metadata.format)))
    HierarchyAttributeTable.table.forEachValue(
      of: metadata, unknown: metadata.unknownAttributes
    ) { member($0, $1) }
    if !metadata.patches.isEmpty {
      key("patches")
      open("[")
      for patch in metadata.patches {
        element()
        self.patch(patch)
      }
      close("]")
    }
    if let first = document.firstView {
      key("views")
      views(from: first, of: document)
    }
    unknownElements(metadata.unknownElements)
    close("}")
    text += "\n"
  }

  /// An array of `first` and its next siblings.
  private mutating func views(from first: ViewID, of document: Document) {
    open("[")
    var view: ViewID? = first
    while let current = view {
      element()
      self.view(current, of: document)
      view = document.nextSibling(of: current)
    }
    close("]")
  }

  private mutating func view(_ view: ViewID, of document: Document) {
    let attributes = document[view]
    open("{")
    ViewAttributeTable.table.forEachValue(
      of: attributes, unknown: attributes.unknownAttributes
    ) { member($0, $1) }
    if var guide = document.firstGuide(of: view) {
      key("guides")
      open("[")
      while true {
        element()
        let value = document[guide]
        leaf(GuideAttributeTable.table, value, value.unknownAttributes, value.unknownElements)
        guard let next = document.nextGuide(after: guide) else { break }
        guide = next
      }
      close("]")
    }
    if let first = document.firstSubview(of: view) {
      key("subviews")
      views(from: first, of: document)
    }
    if var constraint = document.firstConstraint(heldBy: view) {
      key("constraints")
      open("[")
      while true {
        element()
        let value = document.addressedConstraint(constraint)
        leaf(ConstraintAttributeTable.table, value, value.unknownAttributes, value.unknownElements)
        guard let next = document.nextConstraint(after: constraint) else { break }
        constraint = next
      }
      close("]")
    }
    unknownElements(attributes.unknownElements)
    close("}")
  }

  private mutating func patch(_ patch: PatchRecord) {
    open("{")
    PatchAttributeTable.table.forEachValue(of: patch, unknown: patch.options) { member($0, $1) }
    if !patch.changes.isEmpty {
      key("changes")
      open("[")
      for change in patch.changes {
        element()
        // The kind and its text first, then the element's attributes.
        open("{")
        switch change {
        case .removed(let text, _): member("removed", .string(text))
        case .added(let address, let text, _):
          member("added", .string(text))
          member("address", .string(address))
        }
        for other in change.unknownAttributes.inWrittenOrder {
          member(other.name, .string(other.value))
        }
        close("}")
      }
      close("]")
    }
    unknownElements(patch.unknownElements)
    close("}")
  }

  /// A guide or a constraint: its attributes, then its unknown elements.
  private mutating func leaf<Model>(
    _ table: AttributeTable<Model>, _ value: Model, _ unknown: [UnknownAttribute],
    _ elements: [UnknownElement]
  ) {
    open("{")
    table.forEachValue(of: value, unknown: unknown) { member($0, $1) }
    unknownElements(elements)
    close("}")
  }

  private mutating func unknownElements(_ elements: [UnknownElement]) {
    guard !elements.isEmpty else { return }
    key("unknownElements")
    open("[")
    for unknown in elements {
      element()
      JSONEscaping.append(unknown.xml, to: &text)
    }
    close("]")
  }

  // MARK: - Text

  private mutating func member(_ name: String, _ value: AttributeValue) {
    key(name)
    self.value(value)
  }

  private mutating func key(_ name: String) {
    element()
    JSONEscaping.append(name, to: &text)
    text += ": "
  }

  /// Starts the next member or element of the container open: a comma after the one before,
  /// a line end and the indentation.
  private mutating func element() {
    if hasMembers[hasMembers.count - 1] { text += "," }
    hasMembers[hasMembers.count - 1] = true
    newline(depth)
  }

  private mutating func open(_ bracket: String) {
    text += bracket
    hasMembers.append(false)
    depth += 1
  }

  /// Ends the container open: `{}` when it is empty.
  private mutating func close(_ bracket: String) {
    depth -= 1
    if hasMembers.removeLast() { newline(depth) }
    text += bracket
  }

  private mutating func newline(_ depth: Int) {
    text += "\n"
    for _ in 0..<depth { text += "  " }
  }

  private mutating func value(_ value: AttributeValue) {
    switch value {
    case .string(let string): JSONEscaping.append(string, to: &text)
    case .number(let number): text += formatNumber(number)
    case .bool(let bool): text += bool ? "true" : "false"
    case .numbers(let numbers):
      text += "[" + numbers.map(formatNumber).joined(separator: ", ") + "]"
    case .rect(let rect):
      text +=
        "["
        + [rect.x, rect.y, rect.width, rect.height].map(formatNumber)
        .joined(separator: ", ") + "]"
    case .strings(let words): text += "[" + words.map(jsonString).joined(separator: ", ") + "]"
    }
  }
}
