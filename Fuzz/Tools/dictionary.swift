import Foundation
import HierarchyIO

// Writes the libFuzzer dictionaries of the XML and JSON targets from the embedded RELAX NG
// schema (every element and attribute name and enumerated value of the format), so that they
// follow the format as it changes. Linked like a target (Fuzz/build.sh), it does its work in
// libFuzzer's initialisation hook and exits:  FUZZ_DICTIONARIES=DIR fuzz-dictionary
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<CInt>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
  guard let folder = ProcessInfo.processInfo.environment["FUZZ_DICTIONARIES"] else {
    fatalError("fuzz-dictionary: set FUZZ_DICTIONARIES to the folder to write")
  }
  do {
    try Dictionary.write(to: URL(fileURLWithPath: folder))
  } catch {
    fatalError("fuzz-dictionary: \(error)")
  }
  exit(0)
}

func fuzz(_ data: Data) {}

enum Dictionary {
  static func write(to folder: URL) throws {
    let schema = HierarchySchema.relaxNG
    let names = matches(#"name="([A-Za-z_:]+)""#, in: schema)
    let values = matches(#"<value>([^<]{1,40})</value>"#, in: schema)
    var xml = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "</", "/>", "=\"", "&#38;", "&lt;", "<!--",
      "-->", "<![CDATA[", "]]>", "<?", "?>", "xmlns:x=\"u\"", "encoding=\"UTF-16\"",
      "encoding=\"ISO-8859-1\"", "\u{FEFF}",
    ]
    xml += names.flatMap { ["<\($0) ", "</\($0)>", " \($0)=\""] }
    xml += values.map { "\"\($0)\"" }
    var json = [
      "{\"format\": 1, \"views\": [", "\"subviews\": [", "\"guides\": [", "\"constraints\": [",
      "\"patches\": [", "\"changes\": [", "\"unknownElements\": [", "\"removed\": ", "\"added\": ",
      "\\u00e9", "\\ud83d\\ude00", "\\u0000", "1e308", "-0", "null", "true", "false",
    ]
    json += names.map { "\"\($0)\": " }
    json += values.map { "\"\($0)\"" }
    try write(xml, to: folder.appendingPathComponent("xml.dict"))
    try write(json, to: folder.appendingPathComponent("json.dict"))
  }

  static func matches(_ pattern: String, in text: String) -> [String] {
    let expression = try! NSRegularExpression(pattern: pattern)
    let found = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
    let values = found.compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    return Array(Set(values)).sorted()
  }

  /// One `"token"` a line, escaped as libFuzzer's dictionary format wants.
  static func write(_ tokens: [String], to url: URL) throws {
    let lines = tokens.map { token in
      "\""
        + token.utf8.map { byte -> String in
          switch byte {
          case UInt8(ascii: "\""): return "\\\""
          case UInt8(ascii: "\\"): return "\\\\"
          case 0x20..<0x7F: return String(UnicodeScalar(byte))
          default: return String(format: "\\x%02X", byte)
          }
        }.joined() + "\""
    }
    try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
  }
}
