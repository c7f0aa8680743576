import DumpModel

/// Makes the views UIKit makes for a described bar, generation by generation, with the sizes
/// of their content; the model then places them (docs/navbar/README.md, "Building a bar from
/// a description"). Only sizes and sides matter here, except on iOS 7–10, where the items are
/// made where the arithmetic puts them (else the model would read a fixed space into them).
struct ViewMaker {
  let description: BarDescription
  let generation: BarGeneration
  let phone: Phone
  let scale: Double
  let statusBar: Double
  private(set) var estimates: [String] = []
  /// The views made so far.
  private(set) var made = Document()
  private(set) var itemAddresses: [BarSide: [String]] = [:]
  var titleAddress: String?
  var backAddress: String?
  /// Addresses, one per view, in the order made (dealt out again in document order at the
  /// end).
  private var nextAddress: UInt64 = 0x7fa6_0c00_0000
  private var nextGuide: UInt64 = 0x6000_03a0_0000
  /// The texts whose width was estimated: a view showing one is marked.
  private var estimatedTexts: Set<String> = []

  init(description: BarDescription, generation: BarGeneration) {
    self.description = description
    self.generation = generation
    phone = Phone.of(width: description.width, os: description.os)
    scale = description.scale ?? phone.scale
    statusBar = description.statusBar ?? phone.statusBar
  }

  var width: Double { description.width }
  var rightToLeft: Bool { description.direction == .rightToLeft }
  /// Numbers the captures print at 2× and their neighbours on the 3× grid (the matrix's).
  func grid(_ twice: Double, _ thrice: Double) -> Double { scale == 2 ? twice : thrice }

  /// The dump of the described bar: its one root, the bar.
  mutating func document() -> Document {
    made.metadata = DumpMetadata(
      os: description.os, screen: phone.height.map { Size(width: width, height: $0) },
      scale: scale, direction: description.direction,
      source: "inspect bar \(description.arguments) (docs/navbar/building.md)")
    switch generation.family {
    case .frameBased: frameBasedBar()
    case .guideChain: chainBar()
    case .modern: modernBar()
    }
    renumber()
    return made
  }

  /// The views' addresses dealt out again in document order (a view's address is taken when
  /// it is made, not where it sits), so that they rise down the dump as a simulator's often do.
  private mutating func renumber() {
    var next: UInt64 = 0x7fa6_0c10_a000
    var renamed: [String: String] = [:]
    for view in made.preorder {
      let address = "0x" + String(next, radix: 16)
      next += 0x10
      renamed[made[view].address] = address
      update(view) { $0.address = address }
    }
    itemAddresses = itemAddresses.mapValues { $0.map { renamed[$0] ?? $0 } }
    titleAddress = titleAddress.map { renamed[$0] ?? $0 }
    backAddress = backAddress.map { renamed[$0] ?? $0 }
  }

  // MARK: Views

  /// Adds a view under `superview` (a root for nil), in front of its subviews or at
  /// `position`.
  @discardableResult
  mutating func view(
    _ className: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    title: String? = nil, in superview: ViewID?, at position: Int? = nil
  ) -> ViewID {
    var view = ViewAttributes(
      className: className, address: "0x" + String(nextAddress, radix: 16),
      frame: Rect(x: x, y: y, width: w, height: h))
    nextAddress += 0x10
    view.title = title
    if let title, estimatedTexts.contains(title) {
      view.unknownAttributes.append(Self.estimatedMark)
    }
    do {
      return try made.addView(view, under: superview, at: position)
    } catch {
      preconditionFailure("the maker deals out each address once: \(error)")
    }
  }

  /// Changes a view the maker made (its addresses are its own: none is taken twice).
  mutating func update(_ view: ViewID, _ body: (inout ViewAttributes) -> Void) {
    do {
      try made.updateView(view, body)
    } catch {
      preconditionFailure("the maker deals out each address once: \(error)")
    }
  }

  /// Adds a guide to a view the maker made.
  mutating func guide(_ guide: LayoutGuide, to view: ViewID) {
    do {
      try made.addGuide(guide, to: view)
    } catch {
      preconditionFailure("the maker deals out each address once: \(error)")
    }
  }

  /// An address for a guide, in the simulator's guide range.
  mutating func guideAddress() -> String {
    defer { nextGuide += 0x10 }
    return "0x" + String(nextGuide, radix: 16)
  }

  /// A text's width: the given one, else the estimate, recorded (the views showing the text
  /// are marked `estimated="width"` by `view`).
  mutating func width(of text: BarDescription.Text, _ what: String) -> Double {
    if let width = text.width { return width }
    let estimate = TextWidth.estimate(text.text)
    if estimatedTexts.insert(text.text).inserted {
      estimates.append(
        "\(what) '\(text.text)': width \(formatNumber(estimate)), estimated (give "
          + "\(text.text):W)")
    }
    return estimate
  }

  /// The attribute that marks a view whose width comes from `TextWidth.estimate`.
  static let estimatedMark = UnknownAttribute(name: "estimated", value: "width")

  /// The one-pixel hairline, as a dump writes it (five decimals).
  var pixel: Double { (1 / scale * 100_000).rounded() / 100_000 }

  mutating func assume(_ words: String) {
    if !estimates.contains(words) { estimates.append(words) }
  }

  /// The large title view under the bar's content, last in the bar: not modelled (no capture
  /// shows one shown), a placeholder of UIKit's 52-pt large-title area.
  mutating func largeTitle(in bar: ViewID) {
    guard description.largeTitle else { return }
    assume("large title: no capture shows one shown; placed at (0 44; W 52), not modelled")
    let text = description.title ?? BarDescription.Text("Title")
    let labelWidth = width(of: text, "large title")
    let large = view(
      UIKitClass.navigationBarLargeTitleView, 0, BarRules.barHeight, width, 52, in: bar)
    view(UIKitClass.label, 16, 0, labelWidth, 41, title: text.text, in: large)
  }

  mutating func record(_ side: BarSide, _ item: ViewID) {
    itemAddresses[side, default: []].append(made[item].address)
  }
}

extension BarDescription {
  /// The description as `inspect bar` options (for the dump's `source`).
  public var arguments: String {
    func text(_ t: Text) -> String { t.text + (t.width.map { ":\(formatNumber($0))" } ?? "") }
    func item(_ item: Item) -> String {
      switch item {
      case .text(let t): return "text:" + text(t)
      case .image(let size): return "image:\(formatNumber(size))"
      case .custom(let w, let h): return "custom:\(formatNumber(w)):\(formatNumber(h))"
      }
    }
    var words = ["--os \(os)", "--width \(formatNumber(width))"]
    let leadingWords = (back.map { ["back:" + text($0)] } ?? []) + leading.map(item)
    if !leadingWords.isEmpty { words.append("--leading " + leadingWords.joined(separator: ",")) }
    if !trailing.isEmpty { words.append("--trailing " + trailing.map(item).joined(separator: ",")) }
    if let title { words.append("--title " + text(title)) }
    if direction == .rightToLeft { words.append("--rtl") }
    if largeTitle { words.append("--large-title") }
    if let scale { words.append("--scale \(formatNumber(scale))") }
    if let statusBar { words.append("--status-bar \(formatNumber(statusBar))") }
    return words.joined(separator: " ")
  }
}
