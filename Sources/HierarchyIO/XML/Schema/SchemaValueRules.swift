/// What the schema asks of a value, by the kind of its attribute: the one place the RELAX NG
/// text (`HierarchySchema.relaxNG`) and its linear check (`SchemaCheck`) take it from.
extension HierarchySchema {
  enum ValueRule: Equatable {
    /// Any text (`<attribute name="title"/>`).
    case text
    /// One of these words, compared as RELAX NG's built-in `token` compares them (`<value>`
    /// with no type): with white space at the ends dropped and runs of it made one space.
    case tokens([String])
    /// The whole value matches the XML Schema regular expression of `patterns[name]` (a
    /// `<data type="string">` with a `pattern` parameter, whose white space is kept).
    case pattern(String)
  }

  static func rule(_ kind: ValueKind) -> ValueRule {
    switch kind {
    case .string, .words: .text
    case .address: .pattern("address")
    case .number: .pattern("number")
    case .integer: .pattern("integer")
    case .multiplier: .pattern("multiplier")
    case .positiveIntegers: .pattern("positiveIntegers")
    case .bool: .tokens(["YES", "NO"])
    case .rect: .pattern("rect")
    case .numbers(let count): .pattern(count == 2 ? "pair" : "quad")
    case .choice(let values): .tokens(values)
    case .autoresizingMask: .pattern("autoresizingMask")
    }
  }

  /// The regular expressions of the schema's `<define>`s, by name, as XML Schema writes them
  /// (not escaped for XML).
  static let patterns: [String: String] = [
    "address": "\\S+",
    "number": "\\s*\(number)\\s*",
    "integer": "\\s*[+\\-]?[0-9]+\\s*",
    "multiplier": "\\s*\(number)\\s*(:\\s*\(number)\\s*)?",
    "pair": numbers(2),
    "quad": numbers(4),
    "rect":
      "\\s*(\\(?\\s*\(number)\\s+\(number)\\s*;\\s*\(number)\\s+\(number)\\s*\\)?|\(cgRect))\\s*",
    "positiveIntegers": "\\s*[1-9][0-9]*(\\s+[1-9][0-9]*)*\\s*",
    "autoresizingMask": autoresizingPattern,
  ]

  /// A constraint written as text: anything but white space alone.
  static let textConstraint = "\\s*\\S[\\s\\S]*"

  /// Decimal numbers as the reader takes them: `12`, `-0.5`, `.5`, `1e3`. (`nan` and `inf`
  /// are not numbers here; `1e999` is, and the reader refuses it as not finite.)
  private static let number = "[+\\-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+\\-]?[0-9]+)?"

  /// `count` numbers as `ValueParser.numbers` reads them: separated by spaces, or by commas in
  /// braces or not (`{375, 812}`).
  private static func numbers(_ count: Int) -> String {
    let spaced = Array(repeating: number, count: count).joined(separator: "\\s+")
    let commas = Array(repeating: number, count: count).joined(separator: "\\s*,\\s*")
    return "\\s*(\(spaced)|\\{\\s*\(commas)\\s*\\}|\(commas))\\s*"
  }

  /// `{{x, y}, {width, height}}`, as `NSStringFromCGRect` prints a rectangle.
  private static let cgRect: String = {
    let pair = "\\{\\s*\(number)\\s*,\\s*\(number)\\s*\\}"
    return "\\{\\s*\(pair)\\s*,\\s*\(pair)\\s*\\}"
  }()

  /// UIKit's names joined by `|`, `none`, LLDB's `h=--& v=--&`, `recursiveDescription`'s `W+H`.
  private static let autoresizingPattern: String = {
    let name = "(" + AutoresizingMask.names.map(\.0).joined(separator: "|") + ")"
    let short = "(LM|W|RM|TM|H|BM)"
    let lldb = "[hv]=[\\-&]{3}"
    return
      "\\s*(\(name)\\s*(\\|\\s*\(name)\\s*)*|none|\(lldb)(\\s+\(lldb))?|\(short)(\\+\(short))*)?\\s*"
  }()
}
