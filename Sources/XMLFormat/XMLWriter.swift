internal import CLibXML2
import Foundation

extension Hierarchy {
  /// The format-1 XML dump: deterministic bytes, as FORMAT.md's "Numbers and writing" says —
  /// the XML declaration, attributes in FORMAT.md's order without defaults, `<patch>` records
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
    output.start("hierarchy", metadata.outputAttributes)
    var tasks: [XMLOutput.Task] = []
    for element in metadata.unknownElements.reversed() {
      tasks.append(.raw(element.xml, depth: 1))
    }
    for view in views.reversed() { tasks.append(.view(view, depth: 1)) }
    for patch in metadata.patches.reversed() { tasks.append(.patch(patch, depth: 1)) }
    let hasChildren = !tasks.isEmpty
    output.run(&tasks)
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

  enum Task {
    case view(View, depth: Int)
    case guide(LayoutGuide, depth: Int)
    case constraint(LayoutConstraint, depth: Int)
    case patch(PatchRecord, depth: Int)
    case raw(String, depth: Int)
    case close(depth: Int)
  }

  /// Writes the tasks on the stack (last first) and all they push.
  mutating func run(_ tasks: inout [Task]) {
    while let task = tasks.popLast() {
      switch task {
      case .view(let view, let depth):
        indent(depth)
        start("view", view.outputAttributes)
        if view.guides.isEmpty, view.subviews.isEmpty, view.constraints.isEmpty,
          view.unknownElements.isEmpty
        {
          end(full: false)
          continue
        }
        tasks.append(.close(depth: depth))
        for element in view.unknownElements.reversed() {
          tasks.append(.raw(element.xml, depth: depth + 1))
        }
        for constraint in view.constraints.reversed() {
          tasks.append(.constraint(constraint, depth: depth + 1))
        }
        for subview in view.subviews.reversed() { tasks.append(.view(subview, depth: depth + 1)) }
        for guide in view.guides.reversed() { tasks.append(.guide(guide, depth: depth + 1)) }
      case .guide(let guide, let depth):
        indent(depth)
        start("guide", guide.outputAttributes)
        raw(guide.unknownElements, depth: depth)
      case .constraint(let constraint, let depth):
        indent(depth)
        start("constraint", constraint.outputAttributes)
        raw(constraint.unknownElements, depth: depth)
      case .patch(let patch, let depth):
        indent(depth)
        start("patch", patch.outputAttributes)
        for change in patch.changes {
          indent(depth + 1)
          switch change {
          case .removed(let text, _):
            start("removed", change.outputAttributes)
            self.text(text)
          case .added(_, let text, _):
            start("added", change.outputAttributes)
            self.text(text)
          }
          end(full: true)
        }
        for element in patch.unknownElements {
          indent(depth + 1)
          element.xml.withCString { _ = xmlTextWriterWriteRaw(writer, $0) }
        }
        let hasChildren = !patch.changes.isEmpty || !patch.unknownElements.isEmpty
        if hasChildren { indent(depth) }
        end(full: hasChildren)
      case .raw(let xml, let depth):
        indent(depth)
        xml.withCString { _ = xmlTextWriterWriteRaw(writer, $0) }
      case .close(let depth):
        indent(depth)
        end(full: true)
      }
    }
  }

  /// The unknown elements of an element just started, one a line, and its end tag: `/>` when
  /// there are none.
  func raw(_ elements: [UnknownElement], depth: Int) {
    guard !elements.isEmpty else { return end(full: false) }
    for element in elements {
      indent(depth + 1)
      element.xml.withCString { _ = xmlTextWriterWriteRaw(writer, $0) }
    }
    indent(depth)
    end(full: true)
  }

  func start(_ name: String, _ attributes: [OutputAttribute]) {
    xmlTextWriterStartElement(writer, name)
    for attribute in attributes {
      xmlTextWriterWriteAttribute(writer, attribute.name, attribute.value.text)
    }
  }

  /// Ends the innermost element: `/>` when it is empty, `</name>` with `full`.
  func end(full: Bool) {
    if full { xmlTextWriterFullEndElement(writer) } else { xmlTextWriterEndElement(writer) }
  }

  func text(_ text: String) {
    xmlTextWriterWriteString(writer, text)
  }

  /// A line end and two spaces a level.
  func indent(_ depth: Int) {
    let whitespace = "\n" + String(repeating: " ", count: 2 * depth)
    xmlTextWriterWriteRaw(writer, whitespace)
  }
}
