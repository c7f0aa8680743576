/// `UIView.AutoresizingMask`, and the three notations UIKit prints it in (docs/model.md,
/// "Parsers"): its names joined by `|` (what a dump writes: `flexibleWidth|flexibleHeight`),
/// `-[UIView description]`'s abbreviations joined by `+` (`autoresize = W+H`), and the
/// autoresizing constraints' `h=--& v=-&-` (`-` fixed, `&` flexible: left margin, width, right
/// margin; top margin, height, bottom margin).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// UIKit's names, in UIKit's bit order.
  public static let names: [(String, AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// `-[UIView description]`'s abbreviations, in UIKit's bit order.
  public static let abbreviations: [(String, AutoresizingMask)] = [
    ("LM", .flexibleLeftMargin), ("W", .flexibleWidth), ("RM", .flexibleRightMargin),
    ("TM", .flexibleTopMargin), ("H", .flexibleHeight), ("BM", .flexibleBottomMargin),
  ]

  /// UIKit's names joined by `|`, in UIKit's bit order; empty for none. What a dump writes.
  public var uikitNames: String {
    AutoresizingMask.names.filter { contains($0.1) }.map(\.0).joined(separator: "|")
  }

  /// UIKit's abbreviations in its bit order, joined by `+`: `W+H`, `LM+TM`, `RM+BM`.
  public var uikitDescription: String {
    AutoresizingMask.abbreviations.filter { contains($0.1) }.map(\.0).joined(separator: "+")
  }
}

extension ValueParser {
  static let autoresizingMaskExpected =
    "UIKit names joined by '|' (flexibleWidth|flexibleBottomMargin) or LLDB's 'h=--& v=--&'"

  /// Any of the three notations, or `none`, or nothing (no flexible edge).
  public static func autoresizingMask(_ bytes: ValueBytes) throws(ValueProblem)
    -> AutoresizingMask
  {
    let text = string(bytes).trimmingSpaces
    if text.isEmpty || text == "none" { return [] }
    if text.hasPrefix("h=") || text.hasPrefix("v=") { return try lldbMask(text) }
    if !text.contains("|"), let mask = abbreviatedMask(text) { return mask }
    var mask: AutoresizingMask = []
    for name in text.split(separator: "|", omittingEmptySubsequences: false) {
      let trimmed = String(name).trimmingSpaces
      guard let bit = AutoresizingMask.names.first(where: { $0.0 == trimmed })?.1 else {
        throw .invalid(expected: autoresizingMaskExpected)
      }
      mask.insert(bit)
    }
    return mask
  }

  /// `W+H`, `LM+RM+BM`; nil when a part is not an abbreviation.
  private static func abbreviatedMask(_ text: String) -> AutoresizingMask? {
    var mask: AutoresizingMask = []
    for part in text.split(separator: "+") {
      guard let bit = AutoresizingMask.abbreviations.first(where: { $0.0 == part })?.1 else {
        return nil
      }
      mask.insert(bit)
    }
    return mask
  }

  /// `h=--& v=-&-`, either part alone or both, in any order.
  private static func lldbMask(_ text: String) throws(ValueProblem) -> AutoresizingMask {
    var mask: AutoresizingMask = []
    for part in text.split(separator: " ") {
      let chars = Array(part.utf8)
      guard chars.count == 5, chars[1] == UInt8(ascii: "="),
        chars[2...].allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "&") })
      else { throw .invalid(expected: autoresizingMaskExpected) }
      let bits: [AutoresizingMask]
      switch chars[0] {
      case UInt8(ascii: "h"): bits = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
      case UInt8(ascii: "v"): bits = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
      default: throw .invalid(expected: autoresizingMaskExpected)
      }
      for (flag, bit) in zip(chars[2...], bits) where flag == UInt8(ascii: "&") { mask.insert(bit) }
    }
    return mask
  }
}
