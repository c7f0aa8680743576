/// A JSON string literal (RFC 8259): the text in double quotes, with `"` and `\` escaped,
/// `\n \r \t \b \f` as short escapes, the other control characters below U+0020 as `\u00XX`
/// (lowercase hex), and everything else — non-ASCII included — as is.
///
/// The one JSON string writer of the package: `jsonData()`, `inspect layout --json` and the
/// patch reports all go through it.
public func jsonString(_ string: String) -> String {
  var result = "\""
  result.reserveCapacity(string.utf8.count + 2)
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\u{08}": result += "\\b"
    case "\u{0C}": result += "\\f"
    case let control where control.value < 0x20:
      let hex = String(control.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
