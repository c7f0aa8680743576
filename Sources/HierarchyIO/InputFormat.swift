import Foundation

/// The formats a hierarchy is read from (`--from`).
public enum InputFormat: String, Sendable, CaseIterable {
  case xml, json, lldb

  /// Guesses the format from the first non-blank character, in whatever encoding a byte order
  /// mark or the first character's bytes give (`TextEncoding`): `<?xml` / `<hierarchy` is
  /// XML, `{` is JSON, anything else (including `<UIView: 0x…>` lines) is LLDB text.
  public static func detect(_ data: Data) -> InputFormat {
    let head = TextEncoding.asciiPrefix(data, count: 64)
    switch head.first {
    case UInt8(ascii: "{"): return .json
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

extension Hierarchy {
  /// Reads a hierarchy in any supported format (detected when `format` is nil).
  /// - Throws: `ReadError`.
  public init(
    data: Data, source: String, format: InputFormat? = nil, strict: Bool = false,
    warnings: inout [ReadWarning]
  ) throws(ReadError) {
    switch format ?? InputFormat.detect(data) {
    case .xml: try self.init(xml: data, source: source)
    case .json:
      try self.init(
        json: TextEncoding.utf8(data, source: source, declaration: false), source: source)
    case .lldb:
      let text = try TextEncoding.utf8(data, source: source, declaration: false)
      try self.init(
        lldb: String(decoding: text, as: UTF8.self), source: source, strict: strict,
        warnings: &warnings)
    }
  }
}
