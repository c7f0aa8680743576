internal import CLibXML2
import Foundation

extension Document {
  /// The format-1 XML dump: deterministic bytes, as docs/format.md's "Writing" says — the XML
  /// declaration, attributes in the tables' order without defaults, `<patch>` records
  /// first, then the views (guides, subviews, constraints, unknown elements), two-space
  /// indentation, UTF-8, `\n` line ends. Unknown elements are written back verbatim.
  ///
  /// The corresponding libxml2 call is `xmlNewTextWriterMemory`; indentation is written as
  /// text so that it stays two spaces a level at any depth (libxml2's own stops growing at
  /// 30 levels). Views are written from an explicit stack, not by recursion.
  public func xmlData() -> Data {
    _ = libxml2Ready
    guard let buffer = xmlBufferCreate() else { fatalError("libxml2: out of memory") }
    defer { xmlBufferFree(buffer) }
    guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
      fatalError("libxml2: out of memory")
    }
    var output = XMLOutput(writer: writer)
    xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
    output.start("hierarchy")
    output.attribute("format", .number(Double(metadata.format)))
    HierarchyAttributeTable.table.forEachValue(
      of: metadata, unknown: metadata.unknownAttributes, output.attribute)
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
    xmlTextWriterEndDocument(writer)
    xmlFreeTextWriter(writer)
    guard let content = xmlBufferContent(buffer) else { return Data() }
    return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
  }
}

/// A thin layer over `xmlTextWriter`: elements, attributes, text, indentation.
struct XMLOutput {
  let writer: xmlTextWriterPtr
  /// `\n` and two spaces a level, made once for each depth met.
  private var indentation: [String] = []

  init(writer: xmlTextWriterPtr) {
    self.writer = writer
  }

  /// What is left to write of the views: a view and its next siblings, or the rest of a view
  /// once its subviews are written (its constraints, unknown elements and end tag).
  enum Step {
    case siblings(from: ViewID, depth: Int)
    case tail(ViewID, depth: Int)
  }

  /// Writes the steps on the stack (last first) and all they push.
  mutating func views(_ steps: inout [Step], of document: Document) {
    while let step = steps.popLast() {
      switch step {
      case .siblings(let view, let depth):
        if let next = document.nextSibling(of: view) {
          steps.append(.siblings(from: next, depth: depth))
        }
        let attributes = document[view]
        indent(depth)
        start("view")
        ViewAttributeTable.table.forEachValue(
          of: attributes, unknown: attributes.unknownAttributes, attribute)
        let firstSubview = document.firstSubview(of: view)
        if firstSubview == nil, document.firstGuide(of: view) == nil,
          document.firstConstraint(heldBy: view) == nil, attributes.unknownElements.isEmpty
        {
          end(full: false)
          continue
        }
        var guide = document.firstGuide(of: view)
        while let current = guide {
          self.guide(document[current], depth: depth + 1)
          guide = document.nextGuide(after: current)
        }
        steps.append(.tail(view, depth: depth))
        if let firstSubview { steps.append(.siblings(from: firstSubview, depth: depth + 1)) }
      case .tail(let view, let depth):
        var constraint = document.firstConstraint(heldBy: view)
        while let current = constraint {
          self.constraint(
            document.addressedConstraint(current), depth: depth + 1)
          constraint = document.nextConstraint(after: current)
        }
        raw(document[view].unknownElements, depth: depth + 1)
        indent(depth)
        end(full: true)
      }
    }
  }

  mutating func guide(_ guide: LayoutGuide, depth: Int) {
    indent(depth)
    start("guide")
    GuideAttributeTable.table.forEachValue(
      of: guide, unknown: guide.unknownAttributes, attribute)
    endLeaf(guide.unknownElements, depth: depth)
  }

  mutating func constraint(_ constraint: LayoutConstraint, depth: Int) {
    indent(depth)
    start("constraint")
    ConstraintAttributeTable.table.forEachValue(
      of: constraint, unknown: constraint.unknownAttributes, attribute)
    endLeaf(constraint.unknownElements, depth: depth)
  }

  mutating func patch(_ patch: PatchRecord, depth: Int) {
    indent(depth)
    start("patch")
    PatchAttributeTable.table.forEachValue(of: patch, unknown: patch.options, attribute)
    for change in patch.changes {
      indent(depth + 1)
      switch change {
      case .removed(let text, let unknown):
        start("removed")
        for other in unknown.inWrittenOrder { attribute(other.name, .string(other.value)) }
        self.text(text)
      case .added(let address, let text, let unknown):
        start("added")
        attribute("address", .string(address))
        for other in unknown.inWrittenOrder { attribute(other.name, .string(other.value)) }
        self.text(text)
      }
      end(full: true)
    }
    raw(patch.unknownElements, depth: depth + 1)
    let hasChildren = !patch.changes.isEmpty || !patch.unknownElements.isEmpty
    if hasChildren { indent(depth) }
    end(full: hasChildren)
  }

  /// The unknown elements of a guide or a constraint just started, one a line, and its end
  /// tag: `/>` when there are none.
  mutating func endLeaf(_ elements: [UnknownElement], depth: Int) {
    guard !elements.isEmpty else { return end(full: false) }
    raw(elements, depth: depth + 1)
    indent(depth)
    end(full: true)
  }

  /// Elements kept verbatim, one a line.
  mutating func raw(_ elements: [UnknownElement], depth: Int) {
    for element in elements {
      indent(depth)
      element.xml.withCString { _ = xmlTextWriterWriteRaw(writer, $0) }
    }
  }

  func start(_ name: String) {
    xmlTextWriterStartElement(writer, name)
  }

  func attribute(_ name: String, _ value: AttributeValue) {
    xmlTextWriterWriteAttribute(writer, name, value.text)
  }

  /// Ends the innermost element: `/>` when it is empty, `</name>` with `full`.
  func end(full: Bool) {
    if full { xmlTextWriterFullEndElement(writer) } else { xmlTextWriterEndElement(writer) }
  }

  func text(_ text: String) {
    xmlTextWriterWriteString(writer, text)
  }

  /// A line end and two spaces a level.
  mutating func indent(_ depth: Int) {
    while indentation.count <= depth {
      indentation.append("\n" + String(repeating: " ", count: 2 * indentation.count))
    }
    xmlTextWriterWriteRaw(writer, indentation[depth])
  }
}
