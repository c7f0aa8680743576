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
      var output = DumpJSONText()
      // About 220 bytes a view, guide or constraint: the output grows at most once or twice.
      output.bytes.reserveCapacity(4096 + 220 * (viewCount + guideCount + constraintCount))
      output.hierarchy(self)
      return Data(output.bytes)
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

/// A dump's JSON text (docs/format.md), apart from `DumpModel.JSONText`, the typed values of
/// the commands' JSON outputs; both escape with `JSONEscaping`. Two-space indentation:
/// objects and arrays one member a line, each container knowing whether it has a member yet
/// (for the comma). Written as UTF-8 bytes (`JSONEscaping`, `appendNumber`): appending to a
/// `String` cost a third of `convert`'s time (Benchmarks/windowbench/RESULTS.md).
struct DumpJSONText {
  var bytes: [UInt8] = []
  private var depth = 0
  private var hasMembers: [Bool] = []

  mutating func hierarchy(_ document: Document) {
    let metadata = document.metadata
    open(UInt8(ascii: "{"))
    member("format", .number(Double(metadata.format)))
    HierarchyAttributeTable.table.forEachValue(
      of: metadata, unknown: metadata.unknownAttributes
    ) { member($0, $1) }
    if !metadata.patches.isEmpty {
      key("patches")
      open(UInt8(ascii: "["))
      for patch in metadata.patches {
        element()
        self.patch(patch)
      }
      close(UInt8(ascii: "]"))
    }
    if let first = document.firstView {
      key("views")
      views(from: first, of: document)
    }
    unknownElements(metadata.unknownElements)
    close(UInt8(ascii: "}"))
    bytes.append(UInt8(ascii: "\n"))
  }

  /// An array of `first` and its next siblings.
  private mutating func views(from first: ViewID, of document: Document) {
    open(UInt8(ascii: "["))
    var view: ViewID? = first
    while let current = view {
      element()
      self.view(current, of: document)
      view = document.nextSibling(of: current)
    }
    close(UInt8(ascii: "]"))
  }

  private mutating func view(_ view: ViewID, of document: Document) {
    let attributes = document[view]
    open(UInt8(ascii: "{"))
    ViewAttributeTable.table.forEachValue(
      of: attributes, unknown: attributes.unknownAttributes
    ) { member($0, $1) }
    if var guide = document.firstGuide(of: view) {
      key("guides")
      open(UInt8(ascii: "["))
      while true {
        element()
        let value = document[guide]
        leaf(GuideAttributeTable.table, value, value.unknownAttributes, value.unknownElements)
        guard let next = document.nextGuide(after: guide) else { break }
        guide = next
      }
      close(UInt8(ascii: "]"))
    }
    if let first = document.firstSubview(of: view) {
      key("subviews")
      views(from: first, of: document)
    }
    if var constraint = document.firstConstraint(heldBy: view) {
      key("constraints")
      open(UInt8(ascii: "["))
      while true {
        element()
        let value = document.addressedConstraint(constraint)
        leaf(ConstraintAttributeTable.table, value, value.unknownAttributes, value.unknownElements)
        guard let next = document.nextConstraint(after: constraint) else { break }
        constraint = next
      }
      close(UInt8(ascii: "]"))
    }
    unknownElements(attributes.unknownElements)
    close(UInt8(ascii: "}"))
  }

  private mutating func patch(_ patch: PatchRecord) {
    open(UInt8(ascii: "{"))
    PatchAttributeTable.table.forEachValue(of: patch, unknown: patch.options) { member($0, $1) }
    if !patch.changes.isEmpty {
      key("changes")
      open(UInt8(ascii: "["))
      for change in patch.changes {
        element()
        // The kind and its text first, then the element's attributes.
        open(UInt8(ascii: "{"))
        switch change {
        case .removed(let text, _): member("removed", .string(text))
        case .added(let address, let text, _):
          member("added", .string(text))
          member("address", .string(address))
        }
        for other in change.unknownAttributes.inWrittenOrder {
          member(other.name, .string(other.value))
        }
        close(UInt8(ascii: "}"))
      }
      close(UInt8(ascii: "]"))
    }
    unknownElements(patch.unknownElements)
    close(UInt8(ascii: "}"))
  }

  /// A guide or a constraint: its attributes, then its unknown elements.
  private mutating func leaf<Model>(
    _ table: AttributeTable<Model>, _ value: Model, _ unknown: [UnknownAttribute],
    _ elements: [UnknownElement]
  ) {
    open(UInt8(ascii: "{"))
    table.forEachValue(of: value, unknown: unknown) { member($0, $1) }
    unknownElements(elements)
    close(UInt8(ascii: "}"))
  }

  private mutating func unknownElements(_ elements: [UnknownElement]) {
    guard !elements.isEmpty else { return }
    key("unknownElements")
    open(UInt8(ascii: "["))
    for unknown in elements {
      element()
      JSONEscaping.append(unknown.xml, to: &bytes)
    }
    close(UInt8(ascii: "]"))
  }

  // MARK: - Text

  private mutating func member(_ name: String, _ value: AttributeValue) {
    key(name)
    self.value(value)
  }

  private mutating func key(_ name: String) {
    element()
    JSONEscaping.append(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
  }

  /// Starts the next member or element of the container open: a comma after the one before,
  /// a line end and the indentation.
  private mutating func element() {
    if hasMembers[hasMembers.count - 1] { bytes.append(UInt8(ascii: ",")) }
    hasMembers[hasMembers.count - 1] = true
    newline(depth)
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    hasMembers.append(false)
    depth += 1
  }

  /// Ends the container open: `{}` when it is empty.
  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if hasMembers.removeLast() { newline(depth) }
    bytes.append(bracket)
  }

  private mutating func newline(_ depth: Int) {
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private mutating func value(_ value: AttributeValue) {
    switch value {
    case .string(let string): JSONEscaping.append(string, to: &bytes)
    case .number(let number): appendNumber(number, to: &bytes)
    case .bool(let bool): bytes.append(contentsOf: (bool ? "true" : "false").utf8)
    case .numbers(let numbers): numberArray(numbers)
    case .rect(let rect): numberArray([rect.x, rect.y, rect.width, rect.height])
    case .strings(let words):
      bytes.append(UInt8(ascii: "["))
      for (index, word) in words.enumerated() {
        if index > 0 { bytes.append(contentsOf: ", ".utf8) }
        JSONEscaping.append(word, to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    }
  }

  /// `[1, 2, 3]`, on one line.
  private mutating func numberArray(_ numbers: [Double]) {
    bytes.append(UInt8(ascii: "["))
    for (index, number) in numbers.enumerated() {
      if index > 0 { bytes.append(contentsOf: ", ".utf8) }
      appendNumber(number, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }
}
