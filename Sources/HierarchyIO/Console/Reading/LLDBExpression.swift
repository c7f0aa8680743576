import DumpModel

/// What an LLDB command prints is read in the context of its expression (docs/format.md,
/// "LLDB commands"): after `(lldb) po stack` the view printed is `stack`; after `po
/// stack.subviews[2]` the view printed is a subview of `stack`; after `po stack.frame` the
/// rectangle printed (`▿ (240.0, 0.0, 60.0, 44.0)`, `(origin = (x = 240, y = 0), size =
/// (width = 60, height = 44))`, `{{240, 0}, {60, 44}}`) is the frame of `stack`.
struct LLDBExpression: Equatable {
  enum Kind: Equatable {
    /// The expression names an object: the first view printed after it is that object.
    case object
    /// `base.frame`, `[base frame]`: the rectangle printed is base's frame.
    case frame
    /// `base.subviews[n]`, `[base subviews][n]`, `[[base subviews] objectAtIndex:n]`: the view
    /// printed is a subview of base; `base.subviews` (n nil): every view printed is one.
    case subview(Int?)
  }

  /// The object the expression starts from, as written (spaces and casts' spacing kept out).
  var base: String
  var kind: Kind

  /// The expression of an LLDB command line (`po EXPR`, `p EXPR`, `print EXPR`, `expr -O --
  /// EXPR`, `e EXPR`, after the `(lldb)` prompt or not); nil when the line is none.
  static func command(_ text: Substring) -> LLDBExpression? {
    var rest = text.drop { $0 == " " || $0 == "\t" }
    if rest.hasPrefix("(lldb)") { rest = rest.dropFirst("(lldb)".count).drop { $0 == " " } }
    let word = rest.prefix { $0 != " " }
    guard ["po", "p", "print", "expr", "expression", "e"].contains(word) else { return nil }
    rest = rest.dropFirst(word.count).drop { $0 == " " }
    // Options: `-O --`, `-l objc --`.
    if rest.hasPrefix("-"), let dashes = rest.firstRange(of: "-- ") {
      rest = rest[dashes.upperBound...]
    }
    var expression = String(rest).trimmingWhitespace()
    while expression.hasSuffix(";") { expression.removeLast() }
    guard !expression.isEmpty else { return nil }
    return parse(expression)
  }

  /// The kind of `expression` and its base.
  static func parse(_ expression: String) -> LLDBExpression {
    let text = normalised(expression)
    if text.hasSuffix(".frame") {
      return LLDBExpression(base: String(text.dropLast(".frame".count)), kind: .frame)
    }
    if text.hasPrefix("["), text.hasSuffix(" frame]") {
      return LLDBExpression(base: String(text.dropFirst().dropLast(" frame]".count)), kind: .frame)
    }
    if let subview = subview(text) { return subview }
    return LLDBExpression(base: text, kind: .object)
  }

  private static func subview(_ text: String) -> LLDBExpression? {
    if text.hasSuffix(".subviews") {
      return LLDBExpression(base: String(text.dropLast(".subviews".count)), kind: .subview(nil))
    }
    if text.hasPrefix("["), text.hasSuffix(" subviews]") {
      return LLDBExpression(
        base: String(text.dropFirst().dropLast(" subviews]".count)), kind: .subview(nil))
    }
    // `base.subviews[2]`, `[base subviews][2]`, `[[base subviews] objectAtIndex:2]`.
    if text.hasSuffix("]"), let open = text.lastIndex(of: "["),
      let index = Int(text[text.index(after: open)..<text.index(before: text.endIndex)]),
      let all = subview(String(text[..<open])), all.kind == .subview(nil)
    {
      return LLDBExpression(base: all.base, kind: .subview(index))
    }
    if text.hasPrefix("[["), let call = text.firstRange(of: " subviews] objectAtIndex:"),
      text.hasSuffix("]"),
      let index = Int(text[call.upperBound..<text.index(before: text.endIndex)])
    {
      let base = text[text.index(text.startIndex, offsetBy: 2)..<call.lowerBound]
      return LLDBExpression(base: String(base), kind: .subview(index))
    }
    return nil
  }

  /// Spaces that do not change the expression taken out (`stack . frame`, `( UIView * )`),
  /// one kept between the words of a message (`[stack frame]`).
  static func normalised(_ expression: String) -> String {
    var out = ""
    var pendingSpace = false
    for character in expression {
      if character == " " || character == "\t" {
        pendingSpace = true
        continue
      }
      if pendingSpace, let last = out.last,
        last.isLetter || last.isNumber || last == "_" || last == "]",
        character.isLetter || character == "_"
      {
        out.append(" ")
      }
      pendingSpace = false
      out.append(character)
    }
    return out
  }

  /// The address an expression names (`((UIView *)0x7f8673c13c10)`, `[0x7f… frame]`), if any.
  var address: String? {
    guard let range = base.firstRange(of: "0x") else { return nil }
    let digits = base[range.upperBound...].prefix { $0.isHexDigit }
    return digits.isEmpty ? nil : "0x" + digits
  }
}

/// A rectangle as LLDB prints a `CGRect`: Swift's `po` (`▿ (240.0, 0.0, 60.0, 44.0)`), `p`
/// (`(CGRect) $0 = (origin = (x = 240, y = 0), size = (width = 60, height = 44))`), and an
/// `NSValue`'s or `NSStringFromCGRect`'s `{{240, 0}, {60, 44}}` (`NSRect: {{…}}`).
enum PrintedRect {
  static func parse(_ text: Substring) -> Rect? {
    var rest = text.drop { $0 == " " || $0 == "\t" || $0 == "▿" }
    for prefix in ["NSRect:", "CGRect:", "(CGRect)", "(NSRect)", "CGRect", "NSRect"]
    where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count).drop { $0 == " " }
    }
    // `$0 = ` of `p`.
    if rest.hasPrefix("$"), let equals = rest.firstIndex(of: "=") {
      rest = rest[rest.index(after: equals)...].drop { $0 == " " }
    }
    let labels = ["x", "y", "width", "height"]
    if rest.contains("origin") {
      var values: [Double] = []
      for label in labels {
        guard let range = rest.firstRange(of: label + " = ") else { return nil }
        let number = rest[range.upperBound...].prefix { "0123456789.-+e".contains($0) }
        guard let value = Double(number) else { return nil }
        values.append(value)
      }
      return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
    let structure = Set("(){}[], ")
    var numbers: [Double] = []
    var index = rest.startIndex
    while index < rest.endIndex {
      let character = rest[index]
      if structure.contains(character) {
        index = rest.index(after: index)
        continue
      }
      let number = rest[index...].prefix { "0123456789.-+e".contains($0) }
      guard !number.isEmpty, let value = Double(number) else { return nil }
      numbers.append(value)
      index = rest.index(index, offsetBy: number.count)
    }
    guard numbers.count == 4, rest.first == "(" || rest.first == "{" else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The lines Swift's `po` prints under a rectangle (`▿ origin : (240.0, 0.0)`, `- x :
  /// 240.0`, `▿ size : …`, `- width : 60.0`): its parts, already read.
  static func isPart(_ text: Substring) -> Bool {
    let rest = text.drop { $0 == " " || $0 == "\t" || $0 == "▿" || $0 == "-" }
    return ["origin :", "size :", "x :", "y :", "width :", "height :"].contains {
      rest.hasPrefix($0)
    }
  }
}
