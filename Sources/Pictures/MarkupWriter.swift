internal import CLibXML2
import Foundation

/// Elements, attributes and text into a memory buffer, through libxml2's `xmlTextWriter`.
///
/// Why libxml2 and not strings: the project writes XML with libxml2 (docs/pictures.md,
/// "Writing"). The writer escapes every attribute and text (a label is whatever a dump says:
/// `<`, `&`, quotes), balances the tags, and streams without building a tree, so a
/// 2,000-item picture costs one pass. The SVG and the HTML page go through this one writer,
/// which is what lets the page inline its pictures with the same code. Line breaks are
/// written by hand (`newline`), as XMLFormat's writer does: libxml2's own indentation
/// would add whitespace inside `<pre>`.
///
/// The corresponding libxml2 call is `xmlNewTextWriterMemory`.
final class MarkupWriter {
  private let buffer: xmlBufferPtr
  private let writer: xmlTextWriterPtr
  private var finished = false

  init() {
    _ = libxml2Ready
    guard let buffer = xmlBufferCreate() else { fatalError("libxml2: out of memory") }
    guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
      fatalError("libxml2: out of memory")
    }
    self.buffer = buffer
    self.writer = writer
  }

  deinit {
    if !finished { xmlFreeTextWriter(writer) }
    xmlBufferFree(buffer)
  }

  /// `<?xml version="1.0" encoding="UTF-8"?>`.
  func declaration() {
    xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
  }

  /// `<!DOCTYPE name>`.
  func doctype(_ name: String) {
    xmlTextWriterWriteDTD(writer, name, nil, nil, nil)
  }

  func start(_ name: String) {
    xmlTextWriterStartElement(writer, name)
  }

  /// Starts an element with its attributes, in the given order.
  func start(_ name: String, _ attributes: KeyValuePairs<String, String>) {
    xmlTextWriterStartElement(writer, name)
    for (key, value) in attributes { attribute(key, value) }
  }

  func attribute(_ name: String, _ value: String) {
    xmlTextWriterWriteAttribute(writer, name, xmlSafe(value))
  }

  /// Escaped character data.
  func text(_ text: String) {
    xmlTextWriterWriteString(writer, xmlSafe(text))
  }

  /// Markup written as it is: only for the package's own constant CSS and JavaScript.
  func raw(_ text: String) {
    xmlTextWriterWriteRaw(writer, text)
  }

  /// A line break (and two spaces a level) between elements.
  func newline(_ depth: Int = 0) {
    xmlTextWriterWriteRaw(writer, "\n" + String(repeating: "  ", count: depth))
  }

  /// Ends the innermost element: `/>` when it has no content.
  func end() {
    xmlTextWriterEndElement(writer)
  }

  /// Ends the innermost element with an end tag even when it is empty (HTML needs
  /// `<div></div>`, never `<div/>`).
  func fullEnd() {
    xmlTextWriterFullEndElement(writer)
  }

  /// An element holding only text: `<name …>text</name>`.
  func element(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], text content: String
  ) {
    start(name, attributes)
    text(content)
    fullEnd()
  }

  /// Closes what is open and returns the bytes; the writer is done.
  func finish() -> Data {
    xmlTextWriterEndDocument(writer)
    xmlFreeTextWriter(writer)
    finished = true
    guard let content = xmlBufferContent(buffer) else { return Data() }
    return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
  }
}

/// Initializes libxml2 once, before the first writer.
private let libxml2Ready: Void = xmlInitParser()

/// The text with every character XML 1.0 cannot hold (C0 controls other than tab, line
/// feed and carriage return, U+FFFE, U+FFFF) replaced by U+FFFD: libxml2's writer escapes
/// markup characters but passes these through, and a renderer then rejects the file.
func xmlSafe(_ text: String) -> String {
  func allowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: return true
    case 0..<0x20, 0xFFFE, 0xFFFF: return false
    default: return true
    }
  }
  if text.unicodeScalars.allSatisfy(allowed) { return text }
  var scalars = String.UnicodeScalarView()
  for scalar in text.unicodeScalars { scalars.append(allowed(scalar) ? scalar : "\u{FFFD}") }
  return String(scalars)
}
