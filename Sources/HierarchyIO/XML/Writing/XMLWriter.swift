import Foundation

extension Document {
  /// The format-1 XML dump: deterministic bytes, as docs/format.md's "Writing" says — the XML
  /// declaration, attributes in the tables' order without defaults, `<patch>` records
  /// first, then the views (guides, subviews, constraints, unknown elements), two-space
  /// indentation, UTF-8, `\n` line ends. Unknown elements are written back verbatim.
  ///
  /// The bytes are those libxml2's `xmlTextWriter` wrote (the writer this replaced; every
  /// fixture's and a 12,000-bar window's outputs were compared byte for byte), made in one
  /// growing byte array: the text writer took a C string for every name and value, and its
  /// memory buffer grew by reallocating the whole dump every 4 kB (`XML_BUFFER_ALLOC_EXACT`),
  /// most of `convert`'s writing time (Benchmarks/windowbench/RESULTS.md). What needs
  /// escaping goes through libxml2's own escapers (`XMLOutput.attribute`, `text`). Views are
  /// written from an explicit stack, not by recursion.
  public func xmlData() -> Data {
    var output = XMLOutput(capacity: estimatedXMLSize)
    output.declaration()
    output.start("hierarchy")
    output.attribute("format", .number(Double(metadata.format)))
    HierarchyAttributeTable.table.forEachValue(
      of: metadata, unknown: metadata.unknownAttributes
    ) { output.attribute($0, $1) }
    for patch in metadata.patches { output.patch(patch, depth: 1) }
    var steps: [XMLOutput.Step] = []
    if let first = firstView { steps.append(.siblings(from: first, depth: 1)) }
    output.views(&steps, of: self)
    output.raw(metadata.unknownElements, depth: 1)
    let hasChildren =
      firstView != nil || !metadata.patches.isEmpty
      || !metadata.unknownElements.isEmpty
    if hasChildren { output.indent(0) }
    output.end(full: hasChildren)
    output.newline()
    return output.finish()
  }

  /// About the size of the XML dump (a view, a guide and a constraint take about 150 bytes
  /// each), so that the output grows at most once or twice: the room is taken as it is
  /// written (a page of it untouched is never given memory).
  private var estimatedXMLSize: Int {
    4096 + 160 * (viewCount + guideCount + constraintCount)
  }
}

extension XMLOutput {
  /// What is left to write of the views: a view and its next siblings, or the rest of a view
  /// once its subviews are written (its constraints, unknown elements and end tag).
  enum Step {
    case siblings(from: ViewID, depth: Int)
    case tail(ViewID, depth: Int)
  }

  /// Writes the steps on the stack (last first) and all they push. Each element's names are
  /// bytes made once (`XMLTag`, `XMLAttributeNames`); a view's guides and constraints are
  /// the document's walks (`forEachGuide`, `forEachConstraint(heldBy:)`).
  mutating func views(_ steps: inout [Step], of document: Document) {
    let viewNames = XMLAttributeNames.view
    while let step = steps.popLast() {
      switch step {
      case .siblings(let view, let depth):
        if let next = document.nextSibling(of: view) {
          steps.append(.siblings(from: next, depth: depth))
        }
        indent(depth)
        start(XMLTag.view)
        // Read where the document stores it, not copied.
        document.forEachKnownValue(of: view) { attribute($0, of: viewNames, $1) }
        unknownAttributes(document[view].unknownAttributes)
        let firstSubview = document.firstSubview(of: view)
        if firstSubview == nil, document.firstGuide(of: view) == nil,
          document.firstConstraint(heldBy: view) == nil, document[view].unknownElements.isEmpty
        {
          end(full: false)
          continue
        }
        document.forEachGuide(of: view) { guide($0, of: document, depth: depth + 1) }
        steps.append(.tail(view, depth: depth))
        if let firstSubview { steps.append(.siblings(from: firstSubview, depth: depth + 1)) }
      case .tail(let view, let depth):
        document.forEachConstraint(heldBy: view) {
          constraint($0, of: document, depth: depth + 1)
        }
        raw(document[view].unknownElements, depth: depth + 1)
        indent(depth)
        end(full: true)
      }
    }
  }

  // A guide and a constraint are written by methods, not in the walks' closures: what a
  // closure captured was copied for each element (a retain and a release of each).

  mutating func guide(_ id: GuideID, of document: Document, depth: Int) {
    indent(depth)
    start(XMLTag.guide)
    let names = XMLAttributeNames.guide
    document.forEachKnownValue(of: id) { attribute($0, of: names, $1) }
    unknownAttributes(document[id].unknownAttributes)
    endLeaf(document[id].unknownElements, depth: depth)
  }

  mutating func constraint(_ id: ConstraintID, of document: Document, depth: Int) {
    indent(depth)
    start(XMLTag.constraint)
    let names = XMLAttributeNames.constraint
    document.forEachKnownValue(of: id) { attribute($0, of: names, $1) }
    unknownAttributes(document[id].unknownAttributes)
    endLeaf(document[id].unknownElements, depth: depth)
  }

  /// Attributes kept verbatim, in the order written (`inWrittenOrder`).
  mutating func unknownAttributes(_ unknown: [UnknownAttribute]) {
    guard !unknown.isEmpty else { return }
    for other in unknown.inWrittenOrder { attribute(other.name, .string(other.value)) }
  }

  mutating func patch(_ patch: PatchRecord, depth: Int) {
    indent(depth)
    start(XMLTag.patch)
    PatchAttributeTable.table.forEachValue(of: patch, unknown: patch.options) {
      attribute($0, $1)
    }
    for change in patch.changes {
      indent(depth + 1)
      switch change {
      case .removed(let text, let unknown):
        start(XMLTag.removed)
        unknownAttributes(unknown)
        self.text(text)
      case .added(let address, let text, let unknown):
        start(XMLTag.added)
        attribute("address", .string(address))
        unknownAttributes(unknown)
        self.text(text)
      }
      end(full: true)
    }
    raw(patch.unknownElements, depth: depth + 1)
    let hasChildren = !patch.changes.isEmpty || !patch.unknownElements.isEmpty
    if hasChildren { indent(depth) }
    end(full: hasChildren)
  }
}
