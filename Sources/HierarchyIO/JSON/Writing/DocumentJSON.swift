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
      // About 220 bytes a view, guide or constraint: the output grows at most once or twice.
      var output = DumpJSONText(
        reservingCapacity: 4096 + 220 * (viewCount + guideCount + constraintCount))
      output.hierarchy(self)
      return Data(output.writer.bytes)
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

/// A dump's JSON text (docs/format.md): what is written, in which order, streamed through
/// `JSONWriter` (DumpModel), the one JSON writer, which decides the layout (two-space
/// indentation, commas, number and word arrays on one line) for the dump and for every
/// `JSONText` output alike. Streamed as UTF-8 bytes: appending to a `String` cost a third of
/// `convert`'s time (Benchmarks/windowbench/RESULTS.md).
struct DumpJSONText {
  private(set) var writer: JSONWriter

  init(reservingCapacity capacity: Int) {
    writer = JSONWriter(style: .indented, reservingCapacity: capacity)
  }

  mutating func hierarchy(_ document: Document) {
    let metadata = document.metadata
    writer.beginObject()
    member("format", .number(Double(metadata.format)))
    HierarchyAttributeTable.table.forEachValue(
      of: metadata, unknown: metadata.unknownAttributes
    ) { member($0, $1) }
    if !metadata.patches.isEmpty {
      writer.key("patches")
      writer.beginArray()
      for patch in metadata.patches {
        writer.nextElement()
        self.patch(patch)
      }
      writer.end()
    }
    if let first = document.firstView {
      writer.key("views")
      views(from: first, of: document)
    }
    unknownElements(metadata.unknownElements)
    writer.end()
    writer.endLine()
  }

  /// An array of `first` and its next siblings.
  private mutating func views(from first: ViewID, of document: Document) {
    writer.beginArray()
    var view: ViewID? = first
    while let current = view {
      writer.nextElement()
      self.view(current, of: document)
      view = document.nextSibling(of: current)
    }
    writer.end()
  }

  private mutating func view(_ view: ViewID, of document: Document) {
    writer.beginObject()
    // The view lent by the document, not copied into a local.
    ViewAttributeTable.table.forEachValue(
      of: document[view], unknown: document[view].unknownAttributes
    ) { member($0, $1) }
    if var guide = document.firstGuide(of: view) {
      writer.key("guides")
      writer.beginArray()
      while true {
        writer.nextElement()
        leaf(
          GuideAttributeTable.table, document[guide], document[guide].unknownAttributes,
          document[guide].unknownElements)
        guard let next = document.nextGuide(after: guide) else { break }
        guide = next
      }
      writer.end()
    }
    if let first = document.firstSubview(of: view) {
      writer.key("subviews")
      views(from: first, of: document)
    }
    if var constraint = document.firstConstraint(heldBy: view) {
      writer.key("constraints")
      writer.beginArray()
      while true {
        writer.nextElement()
        let value = document.addressedConstraint(constraint)
        leaf(ConstraintAttributeTable.table, value, value.unknownAttributes, value.unknownElements)
        guard let next = document.nextConstraint(after: constraint) else { break }
        constraint = next
      }
      writer.end()
    }
    unknownElements(document[view].unknownElements)
    writer.end()
  }

  private mutating func patch(_ patch: PatchRecord) {
    writer.beginObject()
    PatchAttributeTable.table.forEachValue(of: patch, unknown: patch.options) { member($0, $1) }
    if !patch.changes.isEmpty {
      writer.key("changes")
      writer.beginArray()
      for change in patch.changes {
        writer.nextElement()
        // The kind and its text first, then the element's attributes.
        writer.beginObject()
        switch change {
        case .removed(let text, _): member("removed", .string(text))
        case .added(let address, let text, _):
          member("added", .string(text))
          member("address", .string(address))
        }
        for other in change.unknownAttributes.inWrittenOrder {
          member(other.name, .string(other.value))
        }
        writer.end()
      }
      writer.end()
    }
    unknownElements(patch.unknownElements)
    writer.end()
  }

  /// A guide or a constraint: its attributes, then its unknown elements.
  private mutating func leaf<Model>(
    _ table: AttributeTable<Model>, _ value: Model, _ unknown: [UnknownAttribute],
    _ elements: [UnknownElement]
  ) {
    writer.beginObject()
    table.forEachValue(of: value, unknown: unknown) { member($0, $1) }
    unknownElements(elements)
    writer.end()
  }

  private mutating func unknownElements(_ elements: [UnknownElement]) {
    guard !elements.isEmpty else { return }
    writer.key("unknownElements")
    writer.beginArray()
    for unknown in elements {
      writer.nextElement()
      writer.string(unknown.xml)
    }
    writer.end()
  }

  // MARK: - Values

  private mutating func member(_ name: String, _ value: AttributeValue) {
    writer.key(name)
    switch value {
    case .string(let string): writer.string(string)
    case .number(let number): writer.number(number)
    case .bool(let bool): writer.bool(bool)
    case .numbers(let numbers): writer.numbers(numbers)
    case .rect(let rect): writer.numbers([rect.x, rect.y, rect.width, rect.height])
    case .strings(let words): writer.words(words)
    }
  }
}
