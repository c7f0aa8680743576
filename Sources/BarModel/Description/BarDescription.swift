import DumpModel

/// A bar told in a few words, for experiments and a bar-spacing library's test matrix
/// (`inspect bar --os 17 --width 393 --leading back:Settings --trailing image:24,text:Edit`):
/// the generation, the width, each side's items from the bar's edge inward (the order of
/// `leftBarButtonItems` and `rightBarButtonItems`), the back button, the title, the direction
/// (docs/navbar/building.md).
public struct BarDescription: Sendable, Hashable {
  /// A text and its width in points; nil: estimated (`TextWidth`).
  public struct Text: Sendable, Hashable {
    public var text: String
    public var width: Double?
    public init(_ text: String, width: Double? = nil) {
      self.text = text
      self.width = width
    }
  }

  /// One bar button item.
  public enum Item: Sendable, Hashable {
    /// A system item with a title (`text:Edit`, `text:Edit:38`).
    case text(Text)
    /// A system item with a square image of `size` points (`image:24`).
    case image(size: Double)
    /// A custom view of the app (`custom:30:30`), in a `_UITAMICAdaptorView` from iOS 11.
    case custom(width: Double, height: Double)
  }

  /// The iOS version (`17`, `12.1`): the generation's anatomy and rules.
  public var os: String
  public var width: Double
  public var leading: [Item] = []
  public var trailing: [Item] = []
  public var back: Text?
  public var title: Text?
  public var direction: LayoutDirection = .leftToRight
  /// A shown large title under the bar (iOS 11 and later; no capture shows one: ASSUMED).
  public var largeTitle = false
  /// The pixel grid; nil: the phone of this width's (`Phone`).
  public var scale: Double?
  /// The status bar above the bar (the bar's y); nil: the phone of this width's.
  public var statusBar: Double?

  public init(os: String, width: Double) {
    self.os = os
    self.width = width
  }

  /// The largest size a description takes, in points (an item's, a text's, the bar's width,
  /// the status bar), and the largest length a patch's options take (`--gap` either way,
  /// `--item-gap`, `--min-size`): the widest screen UIKit lays a bar out on is under 1400 pt
  /// (iPad Pro 12.9", 1366 pt), and sizes near a double's largest overflow the solver
  /// (docs/navbar/building.md, "The description"; docs/cli.md, "Option values").
  public static let largestSize = 10_000.0
  /// The largest pixel grid a description takes: UIKit's screens have a scale of 1, 2 or 3.
  public static let largestScale = 10.0
}

extension BarDescription {
  /// What is out of range in the description, or nil: the width, an item's size and a given
  /// text width above 0 and at most `largestSize`, the status bar from 0 to `largestSize`,
  /// the scale above 0 and at most `largestScale`. `Bars.build` refuses what this names; the
  /// command line's options take the same ranges (`BarArguments`).
  public var invalidOption: String? {
    func check(_ value: Double, _ what: String, from least: Double?, upTo largest: Double)
      -> String?
    {
      let inRange = least.map { value >= $0 } ?? (value > 0)
      guard !(inRange && value <= largest) else { return nil }
      let range = least == nil ? "above 0" : "0 or more"
      // `formatNumber` takes finite numbers only; a library caller may pass any.
      let given = value.isFinite ? formatNumber(value) : "\(value)"
      return "\(what) must be \(range), up to \(formatNumber(largest)), not \(given)"
    }
    func item(_ item: Item) -> [(Double, String)] {
      switch item {
      case .text(let text): return text.width.map { [($0, "the width of '\(text.text)'")] } ?? []
      case .image(let size): return [(size, "an image's size")]
      case .custom(let width, let height):
        return [(width, "a custom view's width"), (height, "a custom view's height")]
      }
    }
    var sizes = [(width, "the width")] + (leading + trailing).flatMap(item)
    for text in [back, title].compactMap({ $0 }) {
      if let width = text.width { sizes.append((width, "the width of '\(text.text)'")) }
    }
    for (value, what) in sizes {
      if let problem = check(value, what, from: nil, upTo: Self.largestSize) { return problem }
    }
    if let statusBar,
      let problem = check(statusBar, "the status bar", from: 0, upTo: Self.largestSize)
    {
      return problem
    }
    if let scale, let problem = check(scale, "the scale", from: nil, upTo: Self.largestScale) {
      return problem
    }
    return nil
  }
}

/// A description that cannot be read, in words for a usage error.
public struct DescriptionError: Error, Sendable, Equatable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

extension BarDescription {
  /// Reads a side's items: `back:TITLE[:W]` (only first, on the leading side),
  /// `text:TITLE[:W]`, `image:SIZE`, `custom:W[:H]`, separated by commas.
  /// - Returns: the back button, if the list starts with one, and the items.
  public static func items(_ list: String, leading: Bool) throws(DescriptionError)
    -> (back: Text?, items: [Item])
  {
    var back: Text?
    var items: [Item] = []
    for (index, word) in list.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let parts = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      let kind = parts[0]
      func number(_ position: Int, _ what: String) throws(DescriptionError) -> Double {
        try size(parts[position], in: word, what)
      }
      func text() throws(DescriptionError) -> Text {
        guard parts.count >= 2, !parts[1].isEmpty, parts.count <= 3 else {
          throw DescriptionError("'\(word)': write \(kind):TITLE or \(kind):TITLE:WIDTH")
        }
        return Text(parts[1], width: parts.count == 3 ? try number(2, "the width") : nil)
      }
      switch kind {
      case "back":
        guard leading, index == 0 else {
          throw DescriptionError(
            "'\(word)': the back button comes first on the leading side (--leading back:TITLE,…)")
        }
        back = try text()
      case "text":
        items.append(.text(try text()))
      case "image":
        guard parts.count == 2 else { throw DescriptionError("'\(word)': write image:SIZE") }
        items.append(.image(size: try number(1, "the size")))
      case "custom":
        guard parts.count == 2 || parts.count == 3 else {
          throw DescriptionError("'\(word)': write custom:WIDTH or custom:WIDTH:HEIGHT")
        }
        let width = try number(1, "the width")
        items.append(
          .custom(width: width, height: parts.count == 3 ? try number(2, "the height") : width))
      default:
        throw DescriptionError(
          "'\(word)' is not an item: write text:TITLE[:W], image:SIZE, custom:W[:H]"
            + (leading ? " or back:TITLE[:W]" : ""))
      }
    }
    return (back, items)
  }

  /// `Edit:38`, `Settings`: a text with an optional width.
  public static func text(_ word: String) throws(DescriptionError) -> Text {
    let parts = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard !parts[0].isEmpty, parts.count <= 2 else {
      throw DescriptionError("'\(word)': write TITLE or TITLE:WIDTH")
    }
    guard parts.count == 2 else { return Text(parts[0]) }
    return Text(parts[0], width: try size(parts[1], in: word, "the width"))
  }

  /// A size in a word of a description: above 0 and at most `largestSize`.
  private static func size(_ text: String, in word: some StringProtocol, _ what: String)
    throws(DescriptionError) -> Double
  {
    guard let value = try? ValueParser.number(text), value > 0, value <= largestSize else {
      throw DescriptionError(
        "'\(word)': \(what) must be a number above 0, up to \(formatNumber(largestSize)), "
          + "not '\(text)'")
    }
    return value
  }
}
