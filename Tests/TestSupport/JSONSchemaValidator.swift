import Foundation

/// A JSON Schema (draft-07) validator for the keywords the SARIF excerpt uses
/// (Tests/AuditTests/SARIF/README.md): `$ref` (to `#/definitions/…`), `type`, `required`, `properties`,
/// `additionalProperties`, `enum`, `minimum`, `maximum`, `items`, `minItems`, `uniqueItems`,
/// `anyOf`, `format` (`uri`, `uri-reference`). Any other keyword fails loudly, so the excerpt
/// cannot grow a keyword this validator silently ignores.
public struct JSONSchemaValidator {
  let root: [String: Any]

  public init(schema data: Data) throws {
    root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
  }

  static let known: Set<String> = [
    "$schema", "$comment", "title", "$ref", "definitions", "type", "required", "properties",
    "additionalProperties", "enum", "minimum", "maximum", "items", "minItems", "uniqueItems",
    "anyOf", "format",
  ]

  /// Every violation, as `path: what`.
  public func errors(in document: Any) -> [String] {
    var errors: [String] = []
    check(document, against: root, path: "$", into: &errors)
    return errors
  }

  private func resolve(_ reference: String) -> [String: Any] {
    let name = reference.replacingOccurrences(of: "#/definitions/", with: "")
    return (root["definitions"] as! [String: Any])[name] as! [String: Any]
  }

  private func check(
    _ value: Any, against schema: [String: Any], path: String, into errors: inout [String]
  ) {
    for key in schema.keys where !Self.known.contains(key) {
      errors.append("\(path): the schema uses '\(key)', which this validator does not know")
    }
    if let reference = schema["$ref"] as? String {
      check(value, against: resolve(reference), path: path, into: &errors)
    }
    if let types = schema["type"] {
      let allowed = (types as? [String]) ?? [types as! String]
      if !allowed.contains(where: { Self.isType(value, $0) }) {
        errors.append(
          "\(path): \(Self.describe(value)) is not \(allowed.joined(separator: " or "))")
        return
      }
    }
    if let options = schema["enum"] as? [Any],
      !options.contains(where: { ($0 as? NSObject)?.isEqual(value) == true })
    {
      errors.append("\(path): \(Self.describe(value)) is not one of \(options)")
    }
    if let number = Self.number(value) {
      if let minimum = schema["minimum"] as? Double, number < minimum {
        errors.append("\(path): \(number) is under \(minimum)")
      }
      if let maximum = schema["maximum"] as? Double, number > maximum {
        errors.append("\(path): \(number) is over \(maximum)")
      }
    }
    if let format = schema["format"] as? String, let text = value as? String,
      !Self.matches(text, format: format)
    {
      errors.append("\(path): '\(text)' is no \(format)")
    }
    if let object = value as? [String: Any] {
      for name in schema["required"] as? [String] ?? [] where object[name] == nil {
        errors.append("\(path): '\(name)' is required")
      }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for (name, member) in object {
        if let property = properties[name] as? [String: Any] {
          check(member, against: property, path: "\(path).\(name)", into: &errors)
        } else if let additional = schema["additionalProperties"] {
          if let allowed = additional as? Bool {
            if !allowed { errors.append("\(path): '\(name)' is no property of this object") }
          } else if let additional = additional as? [String: Any] {
            check(member, against: additional, path: "\(path).\(name)", into: &errors)
          }
        }
      }
    }
    if let array = value as? [Any], !(value is [String: Any]) {
      if let minimum = schema["minItems"] as? Int, array.count < minimum {
        errors.append("\(path): \(array.count) items, under \(minimum)")
      }
      if schema["uniqueItems"] as? Bool == true {
        let texts = array.map { Self.describe($0) }
        if Set(texts).count != texts.count { errors.append("\(path): items repeat") }
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, item) in array.enumerated() {
          check(item, against: items, path: "\(path)[\(index)]", into: &errors)
        }
      }
    }
    if let alternatives = schema["anyOf"] as? [[String: Any]] {
      let passing = alternatives.contains { alternative in
        var inner: [String] = []
        check(value, against: alternative, path: path, into: &inner)
        return inner.isEmpty
      }
      if !passing { errors.append("\(path): matches none of anyOf") }
    }
  }

  private static func isType(_ value: Any, _ type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any] && !(value is [String: Any])
    case "string": return value is String
    case "null": return value is NSNull
    case "boolean": return isBoolean(value)
    case "number": return number(value) != nil
    case "integer": return number(value).map { $0 == $0.rounded() } ?? false
    default: return false
    }
  }

  /// JSONSerialization gives booleans as NSNumber of type 'c'.
  private static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  private static func number(_ value: Any) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(value) else { return nil }
    return number.doubleValue
  }

  /// `uri`: a scheme and a colon, then no space; `uri-reference`: no space, no character a
  /// URI never holds unescaped (RFC 3986).
  private static func matches(_ text: String, format: String) -> Bool {
    let forbidden = CharacterSet(charactersIn: " <>\"{}|\\^`").union(.controlCharacters)
    if text.unicodeScalars.contains(where: { forbidden.contains($0) || $0.value > 0x7e }) {
      return false
    }
    switch format {
    case "uri":
      return text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
    case "uri-reference": return true
    default: return false
    }
  }

  private static func describe(_ value: Any) -> String {
    if let data = try? JSONSerialization.data(
      withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    {
      return String(decoding: data, as: UTF8.self)
    }
    return "\(value)"
  }
}
