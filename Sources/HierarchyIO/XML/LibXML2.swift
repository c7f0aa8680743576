internal import CLibXML2
import Foundation

/// The nesting docs/format.md promises to read, and the safety margins around it.
enum XMLLimits {
  /// Views nested this deep are read; one level deeper is `.tooDeep`.
  static let viewDepth = ReadLimits.viewDepth
  /// Elements of any kind (unknown elements nest too): the hierarchy, 1,000 views, a
  /// constraint and a few levels of unknown content.
  static let elementDepth = 1010
  /// libxml2's own limit, a little above ours so that ours speaks first. Raised alone —
  /// `XML_PARSE_HUGE` would lift every other limit as well.
  static let libxml2Depth: UInt32 = 1024
}

/// Initializes libxml2 once, before any parse, and raises its depth limit (docs/contributing.md, libxml2).
let libxml2Ready: Void = {
  xmlInitParser()
  if clibxml2_max_depth() < XMLLimits.libxml2Depth {
    clibxml2_set_max_depth(XMLLimits.libxml2Depth)
  }
  // Threads that first use libxml2 later start with the silent handler.
  xmlThrDefSetStructuredErrorFunc(nil, silentLibxml2Handler)
  silenceLibxml2()
}()

/// libxml2 reports a problem found outside a parser's own handlers (a failed conversion, an
/// I/O error) through a per-thread handler that prints to stderr by default: "encoding
/// error : …". Every such problem is also seen by the caller (a conversion's status, a parse
/// that stops short) and reported in inspect's `file:line:column` form, so the printing one is
/// replaced on every thread that calls libxml2.
func silenceLibxml2() {
  xmlSetStructuredErrorFunc(nil, silentLibxml2Handler)
}

private let silentLibxml2Handler: xmlStructuredErrorFunc = { _, _ in }

/// No network, no messages on stderr (we report issues ourselves), no entity substitution,
/// no DTD loading. The input is UTF-8 by then (`TextEncoding`): the declaration's encoding is
/// ignored.
let xmlReadOptions = Int32(
  bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
    | XML_PARSE_NOWARNING.rawValue | XML_PARSE_IGNORE_ENC.rawValue)

/// The bytes of an XML document as libxml2 is given them, by the reader, `validate` and `find`:
/// UTF-8 whatever the document's encoding (`TextEncoding`), under libxml2's 2 GB, with
/// libxml2 set up and silenced on this thread.
/// - Returns: the bytes, and the length of their longest start tag (`AttributeLimit`'s pass
///   measures it).
/// - Throws: `ReadError` for an empty input, one too large, one not in its encoding, or a
///   start tag of more than `ReadLimits.attributes` attributes (`AttributeLimit`).
func xmlDocumentBytes(_ data: Data, source: String) throws(ReadError)
  -> (bytes: Data, longestStartTag: Int)
{
  _ = libxml2Ready
  silenceLibxml2()
  let start = SourceLocation(file: source, line: 1, column: 1)
  let tooLarge = ReadError(.other("the file is larger than libxml2 reads (2 GB)"), at: start)
  guard data.count < Int(Int32.max) else { throw tooLarge }
  let utf8 = try TextEncoding.utf8(data, source: source, declaration: true)
  guard utf8.contains(where: { !isSpace($0) }) else { throw ReadError(.emptyInput, at: start) }
  guard utf8.count < Int(Int32.max) else { throw tooLarge }
  let longest = try AttributeLimit.check(utf8, source: source)
  return (utf8, longest)
}

/// What a message of libxml2's parser says, in inspect's words where they are clearer.
func libxml2Reason(_ message: String) -> ReadError.Reason {
  if message.contains("Excessive depth") { return .tooDeep(limit: XMLLimits.viewDepth) }
  // libxml2 2.9 words its limits as "AttValue length too long", "Huge input lookup",
  // "Name too long".
  if message.contains("too long") || message.contains("Huge input lookup") {
    return .other(
      "too long to read: libxml2 reads a tag or value of up to \(ReadLimits.tagBytes) bytes "
        + "and a name of up to 50000 without XML_PARSE_HUGE, which inspect does not use "
        + "(libxml2: '\(message)')")
  }
  return .malformedXML(message)
}
