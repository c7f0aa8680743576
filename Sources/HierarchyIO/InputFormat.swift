import Foundation

/// The formats a hierarchy is read from (`--from`).
public enum InputFormat: String, Sendable, CaseIterable {
  case xml, json, lldb

  /// Guesses the format from the first non-blank byte: `<?xml` / `<hierarchy` is XML, `{` is
  /// JSON, anything else (including `<UIView: 0x…>` lines) is LLDB text.
  public static func detect(_ data: Data) -> InputFormat {
    var index = data.startIndex
    // Skip a UTF-8 byte order mark and whitespace.
    if data.count >= 3, data[index] == 0xEF, data[index + 1] == 0xBB, data[index + 2] == 0xBF {
      index += 3
    }
    while index < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 }
    guard index < data.endIndex else { return .lldb }
    switch data[index] {
    case UInt8(ascii: "{"): return .json
    case UInt8(ascii: "<"):
      let rest = data[index...].prefix(64)
      let head = String(decoding: rest, as: UTF8.self)
      if head.hasPrefix("<?xml") || head.hasPrefix("<hierarchy") || head.hasPrefix("<!--")
        || head.hasPrefix("<!DOCTYPE")
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
    case .json: try self.init(json: data, source: source)
    case .lldb:
      try self.init(
        lldb: String(decoding: data, as: UTF8.self), source: source, strict: strict,
        warnings: &warnings)
    }
  }
}
