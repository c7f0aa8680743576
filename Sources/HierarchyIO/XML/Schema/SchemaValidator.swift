internal import CLibXML2
import Foundation

/// Checks a dump against `HierarchySchema.relaxNG` with libxml2's RELAX NG validator.
///
/// The document is parsed as the reader parses it (no network, no entity substitution, a
/// DOCTYPE refused before anything in it is declared), then validated.
///
/// The corresponding libxml2 calls are `xmlCtxtReadMemory` and `xmlRelaxNGValidateDoc`.
/// - Returns: every problem libxml2 reports, in document order, as `ReadError`s with
///   `.schemaViolation` (or the parse error that stopped it); empty when the dump is valid.
public func validateAgainstSchema(xml original: Data, source: String) -> [ReadError] {
  let data: Data
  do {
    data = try xmlDocumentBytes(original, source: source).bytes
  } catch {
    return [error]
  }
  return data.withUnsafeBytes { raw in
    let bytes = raw.bindMemory(to: UInt8.self)
    let collector = SchemaIssues(bytes: bytes, source: source)
    return collector.validate()
  }
}

/// Both verdicts on a dump, for the tests that hold them equal: the linear check's
/// (`SchemaCheck`) and libxml2's RELAX NG validator's; nil when the dump does not parse.
package func schemaVerdicts(xml original: Data) -> (check: Bool, libxml2: Bool)? {
  guard let data = try? xmlDocumentBytes(original, source: "verdicts").bytes else { return nil }
  return data.withUnsafeBytes { raw in
    let collector = SchemaIssues(bytes: raw.bindMemory(to: UInt8.self), source: "verdicts")
    return collector.verdicts()
  }
}

/// The embedded RELAX NG schema, compiled once for the process. Compiling it took most of a
/// validation of a small dump (the XML fuzzer spent a third of its time in the allocations
/// of `xmlRelaxNGParse`); a compiled schema is only read while documents are validated, each
/// with a validation context of its own, so the batch's threads share it. Never freed: it
/// lives as long as the process.
nonisolated(unsafe) private let compiledSchema: OpaquePointer = {
  let parsed: OpaquePointer? = HierarchySchema.relaxNG.withCString { text in
    guard let parser = xmlRelaxNGNewMemParserCtxt(text, Int32(strlen(text))) else { return nil }
    defer { xmlRelaxNGFreeParserCtxt(parser) }
    return xmlRelaxNGParse(parser)
  }
  guard let schema = parsed else {
    preconditionFailure("the embedded RELAX NG schema does not compile")
  }
  return schema
}()

/// The issues of one validation, and the libxml2 plumbing that collects them.
private final class SchemaIssues {
  let bytes: UnsafeBufferPointer<UInt8>
  let source: String
  var positions: SourcePositions
  var issues: [ReadError] = []
  var parseFailed = false

  init(bytes: UnsafeBufferPointer<UInt8>, source: String) {
    self.bytes = bytes
    self.source = source
    self.positions = SourcePositions(bytes: bytes, file: source)
  }

  func validate() -> [ReadError] {
    guard let document = parse() else { return issues }
    defer { xmlFreeDoc(document) }
    guard !parseFailed else { return issues }
    // The linear walk settles a valid document; libxml2's validator words what is wrong.
    if SchemaCheck.surelyValid(document) { return [] }
    guard let validator = xmlRelaxNGNewValidCtxt(compiledSchema) else {
      fatalError("libxml2: out of memory")
    }
    defer { xmlRelaxNGFreeValidCtxt(validator) }
    xmlRelaxNGSetValidStructuredErrors(
      validator,
      { user, issue in
        guard let user, let issue else { return }
        Unmanaged<SchemaIssues>.fromOpaque(user).takeUnretainedValue().validityIssue(issue.pointee)
      }, Unmanaged.passUnretained(self).toOpaque())
    xmlRelaxNGValidateDoc(validator, document)
    // libxml2 repeats a child's failure at its parent's interleave without a node
    // ("extra element view in interleave"): with a located issue at hand, drop those.
    if issues.contains(where: { $0.location.line > 0 }) {
      issues.removeAll { $0.location.line == 0 }
    }
    // A constraint's text-with-unknown-elements branch fails on an empty constraint with
    // "expecting an element , got nothing" (a wildcard has no name): when another issue is
    // at the same place, that one says what is wrong.
    let wildcard = ReadError.Reason.schemaViolation("expecting an element , got nothing")
    let said = Set(issues.filter { $0.reason != wildcard }.map(\.location))
    issues.removeAll { $0.reason == wildcard && said.contains($0.location) }
    return ordered(issues)
  }

  func verdicts() -> (check: Bool, libxml2: Bool)? {
    guard let document = parse() else { return nil }
    defer { xmlFreeDoc(document) }
    guard !parseFailed, let validator = xmlRelaxNGNewValidCtxt(compiledSchema) else { return nil }
    defer { xmlRelaxNGFreeValidCtxt(validator) }
    xmlRelaxNGSetValidStructuredErrors(validator, { _, _ in }, nil)
    let published = xmlRelaxNGValidateDoc(validator, document) == 0
    return (SchemaCheck.surelyValid(document), published)
  }

  /// The libxml2 tree, or nil (with an issue) when the document is malformed or has a DOCTYPE.
  private func parse() -> xmlDocPtr? {
    guard let context = xmlNewParserCtxt() else { fatalError("libxml2: out of memory") }
    defer { xmlFreeParserCtxt(context) }
    context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
    // A DOCTYPE stops the parse before its internal subset is read.
    context.pointee.sax.pointee.internalSubset = { user, _, _, _ in
      guard let context = user?.assumingMemoryBound(to: xmlParserCtxt.self),
        let owner = context.pointee._private
      else { return }
      let issues = Unmanaged<SchemaIssues>.fromOpaque(owner).takeUnretainedValue()
      issues.doctype(at: max(Int(xmlByteConsumed(context)), 0))
      xmlStopParser(context)
    }
    // Each element keeps the offset of its start tag, for the locations of validity issues
    // (libxml2 keeps only a line, which on a one-line dump says nothing).
    context.pointee.sax.pointee.startElementNs = {
      user, name, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes in
      xmlSAX2StartElementNs(
        user, name, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes)
      guard let context = user?.assumingMemoryBound(to: xmlParserCtxt.self),
        let owner = context.pointee._private, let node = context.pointee.node
      else { return }
      let bytes = Unmanaged<SchemaIssues>.fromOpaque(owner).takeUnretainedValue().bytes
      let consumed = min(max(Int(xmlByteConsumed(context)), 0), bytes.count)
      let tag = RawXML.tagStart(before: consumed, in: bytes)
      node.pointee._private = UnsafeMutableRawPointer(bitPattern: tag + 1)
    }
    context.pointee.sax.pointee.serror = { user, issue in
      guard let context = user?.assumingMemoryBound(to: xmlParserCtxt.self),
        let owner = context.pointee._private, let issue
      else { return }
      // A warning (`version="1."`) is no reason to stop: the reader reads such a document.
      guard issue.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
      Unmanaged<SchemaIssues>.fromOpaque(owner).takeUnretainedValue().parseIssue(issue.pointee)
      xmlStopParser(context)
    }
    let document = bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
      xmlCtxtReadMemory(context, $0, Int32(bytes.count), source, nil, xmlReadOptions)
    }
    if parseFailed, let document {
      xmlFreeDoc(document)
      return nil
    }
    if document == nil, issues.isEmpty {
      issues.append(
        ReadError(.malformedXML("libxml2 read no document"), at: positions.location(at: 0)))
    }
    return document
  }

  private func doctype(at offset: Int) {
    guard !parseFailed else { return }
    parseFailed = true
    let start = RawXML.lastOccurrence(of: "<!DOCTYPE", before: offset, in: bytes) ?? 0
    issues.append(ReadError(.doctypeNotAllowed, at: positions.location(at: start)))
  }

  private func parseIssue(_ issue: xmlError) {
    guard issue.level.rawValue >= XML_ERR_ERROR.rawValue, !parseFailed else { return }
    parseFailed = true
    let message = (issue.message.map { String(cString: $0) } ?? "unknown libxml2 error")
      .trimmingSpaces
    let location = SourceLocation(
      file: source, line: max(Int(issue.line), 1), column: max(Int(issue.int2), 1))
    issues.append(ReadError(libxml2Reason(message), at: location))
  }

  private func validityIssue(_ issue: xmlError) {
    var message = (issue.message.map { String(cString: $0) } ?? "schema violation").trimmingSpaces
    if let first = message.first, first.isUppercase {
      message = first.lowercased() + message.dropFirst()
    }
    if message.hasSuffix(".") { message.removeLast() }
    let node = issue.node.map { xmlNodePtr(OpaquePointer($0)) }
    let line = node.map { Int(xmlGetLineNo($0)) } ?? Int(issue.line)
    issues.append(
      ReadError(.schemaViolation(message), at: location(line: line, node: node, message: message)))
  }

  /// Where a validity problem is: the start tag of its element, or the attribute the message
  /// names. Without a node, line 0 (an issue dropped when a located one says the same).
  private func location(line: Int, node: xmlNodePtr?, message: String) -> SourceLocation {
    guard line > 0, var element = node else {
      return SourceLocation(file: source, line: 0, column: 1)
    }
    while element.pointee.type != XML_ELEMENT_NODE, let parent = element.pointee.parent {
      element = parent
    }
    guard element.pointee.type == XML_ELEMENT_NODE, let recorded = element.pointee._private else {
      return SourceLocation(file: source, line: line, column: 1)
    }
    let tag = Int(bitPattern: recorded) - 1
    var offset = tag
    if let attribute = attributeNamed(in: message),
      let found = RawXML.attribute(attribute, inTagAt: tag, in: bytes)
    {
      offset = found
    }
    return positions.location(at: offset)
  }

  /// `relation` in "invalid attribute relation for element constraint".
  private func attributeNamed(in message: String) -> String? {
    let words = message.split(separator: " ")
    guard let index = words.firstIndex(of: "attribute"), index + 1 < words.count else {
      return nil
    }
    return String(words[index + 1])
  }

  /// Issues sorted by place, exact repeats dropped (libxml2 reports some twice).
  private func ordered(_ issues: [ReadError]) -> [ReadError] {
    var seen = Set<String>()
    return issues.enumerated().sorted {
      let a = $0.element.location
      let b = $1.element.location
      return (a.line, a.column, $0.offset) < (b.line, b.column, $1.offset)
    }.map(\.element).filter { seen.insert($0.description).inserted }.map { issue in
      var issue = issue
      issue.location.line = max(issue.location.line, 1)
      return issue
    }
  }
}
