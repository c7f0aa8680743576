import ConsoleFormat
import Foundation
import JSONFormat
import SentryFormat
import XMLFormat

/// The formats a hierarchy is read from (`--from`).
public enum InputFormat: String, Sendable, CaseIterable {
  case xml, json, lldb, sentry

  /// Guesses the format from the first non-blank character, in whatever encoding a byte order
  /// mark or the first character's bytes give (`TextEncoding`): `<?xml` / `<hierarchy` is
  /// XML, `{` is JSON — Sentry's view hierarchy when its top-level keys say so
  /// (`SentryAttachment.detect`), else a dump's JSON form — anything else (including
  /// `<UIView: 0x…>` lines) is console text.
  public static func detect(_ data: Data) -> InputFormat {
    let head = TextEncoding.asciiPrefix(data, count: 64)
    switch head.first {
    case UInt8(ascii: "{"):
      guard let text = try? TextEncoding.utf8(data, source: "", declaration: false) else {
        return .json
      }
      return text.withUnsafeBytes { SentryAttachment.detect($0.bindMemory(to: UInt8.self)) }
        ? .sentry : .json
    case UInt8(ascii: "<"):
      let text = String(decoding: head, as: UTF8.self)
      if text.hasPrefix("<?xml") || text.hasPrefix("<hierarchy") || text.hasPrefix("<!--")
        || text.hasPrefix("<!DOCTYPE")
      {
        return .xml
      }
      return .lldb
    default: return .lldb
    }
  }
}

extension Document {
  /// Reads a dump in any supported format (detected when `format` is nil), in whatever
  /// encoding its byte order mark or declaration gives (`TextEncoding`).
  /// - Throws: `ReadError`.
  public init(
    data: Data, source: String, format: InputFormat? = nil, strict: Bool = false,
    warnings: inout [ReadWarning]
  ) throws(ReadError) {
    switch format ?? InputFormat.detect(data) {
    case .xml: try self.init(xml: data, source: source)
    case .json:
      let text = try TextEncoding.utf8(data, source: source, declaration: false)
      let read = try Document.readJSON(text, source: source, streaming: true)
      self = read.document
      // What JSON can say and XML cannot (docs/format.md, "The document"). Every element is
      // written alone and read back when one start tag may pass libxml2's limit: the
      // streaming reader bounds the bytes a tag comes from; else the input's size does.
      try checkWritableAsXML(
        everyElement: ReadLimits.mayPassTheTagLimit(read.tagBytes ?? text.count), source: source)
    case .sentry:
      let text = try TextEncoding.utf8(data, source: source, declaration: false)
      let result: Result<Document, ReadError> = text.withUnsafeBytes { raw in
        do throws(ReadError) {
          return .success(
            try SentryAttachment.read(
              raw.bindMemory(to: UInt8.self), source: source, warnings: &warnings))
        } catch {
          return .failure(error)
        }
      }
      self = try result.get()
      // Sentry's unknown keys are kept as unknown attributes: they too must be XML names.
      try checkWritableAsXML(
        everyElement: ReadLimits.mayPassTheTagLimit(text.count), source: source)
    case .lldb:
      var text = try TextEncoding.utf8(data, source: source, declaration: false)
      try InputFormat.refuseBinary(text, source: source)
      InputFormat.endLinesAtLoneCarriageReturns(&text)
      try self.init(
        console: String(decoding: text, as: UTF8.self), source: source, strict: strict,
        warnings: &warnings)
      // The console reader keeps the words after a description as unknown attributes.
      try checkWritableAsXML(
        everyElement: ReadLimits.mayPassTheTagLimit(text.count), source: source)
    }
  }
}

extension InputFormat {
  /// What inspect reads, for the message about an input that is none of it.
  public static let expected = ConsoleText.expectedInput

  /// A line end that is a carriage return alone (text saved with classic Mac line ends, or
  /// pasted through a tool that writes them) becomes a line feed, byte for byte, so that
  /// every line is read and every location keeps its offset (QA S3-24: a CR-only paste was
  /// read as one line, 14 of its 15 views lost without a word). `\r\n` is left as it is.
  static func endLinesAtLoneCarriageReturns(_ text: inout Data) {
    let lone = text.withUnsafeBytes { raw in
      raw.indices.contains { raw[$0] == 0x0D && ($0 + 1 == raw.count || raw[$0 + 1] != 0x0A) }
    }
    guard lone else { return }
    text.withUnsafeMutableBytes { raw in
      for index in raw.indices
      where raw[index] == 0x0D && (index + 1 == raw.count || raw[index + 1] != 0x0A) {
        raw[index] = 0x0A
      }
    }
  }

  /// Console text is UTF-8 without control characters other than tab and line ends (the
  /// characters XML 1.0 can write, so that whatever is read can be written as a dump).
  /// Anything else is a binary file or another encoding, refused with one message at its
  /// first such byte, not read as thousands of lines that cannot be read.
  static func refuseBinary(_ text: Data, source: String) throws(ReadError) {
    let found: (offset: Int, shown: String)? = text.withUnsafeBytes { raw in
      let count = raw.count
      var offset = 0
      while offset < count {
        // ASCII, nearly all of a console log, byte by byte; the decoder only for the rest.
        let byte = raw[offset]
        if byte < 0x80 {
          if ReadLimits.isNeverText(byte) { return (offset, "the byte " + hex(byte)) }
          offset += 1
          continue
        }
        var iterator = UnsafeRawBufferPointer(rebasing: raw[offset...]).makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
          if !ReadLimits.isCharacter(scalar) {
            let bytes = raw[offset..<offset + UTF8.width(scalar)].map(hex)
            return (
              offset, (bytes.count == 1 ? "the byte " : "the bytes ") + bytes.joined(separator: " ")
            )
          }
          offset += UTF8.width(scalar)
        case .error:
          let bytes = raw[offset..<min(offset + 4, count)].map(hex)
          return (offset, "the bytes " + bytes.joined(separator: " "))
        case .emptyInput:
          return nil
        }
      }
      return nil
    }
    guard let found else { return }
    let location = text.withUnsafeBytes { raw in
      var positions = SourcePositions(bytes: raw.bindMemory(to: UInt8.self), file: source)
      return positions.location(at: found.offset)
    }
    throw ReadError(.other("not text (\(found.shown)): \(expected)"), at: location)
  }
}
