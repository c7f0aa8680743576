import DumpModel

/// What the recognition's scan asks of a view's class, asked all at once: each a function of
/// the name alone.
struct ClassSigns: OptionSet, Sendable {
  let rawValue: UInt16
  static let ios26 = ClassSigns(rawValue: 1 << 0)
  static let backButtonMask = ClassSigns(rawValue: 1 << 1)
  static let backButtonContainer = ClassSigns(rawValue: 1 << 2)
  static let frameBasedItem = ClassSigns(rawValue: 1 << 3)
  static let legacyBackground = ClassSigns(rawValue: 1 << 4)
  static let plainView = ClassSigns(rawValue: 1 << 5)
  static let contentView = ClassSigns(rawValue: 1 << 6)
  static let buttonBarStack = ClassSigns(rawValue: 1 << 7)
  static let shadow = ClassSigns(rawValue: 1 << 8)

  init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The class name asked every question.
  init(of className: String) {
    var signs: ClassSigns = []
    if BarClass.isIOS26(className) { signs.insert(.ios26) }
    if className == UIKitClass.backButtonMaskView { signs.insert(.backButtonMask) }
    if className == UIKitClass.backButtonContainerView { signs.insert(.backButtonContainer) }
    if BarClass.isFrameBasedItem(className) { signs.insert(.frameBasedItem) }
    if className == UIKitClass.navigationBarBackground { signs.insert(.legacyBackground) }
    if className == UIKitClass.view { signs.insert(.plainView) }
    if BarClass.isContentView(className) { signs.insert(.contentView) }
    if className == UIKitClass.buttonBarStackView { signs.insert(.buttonBarStack) }
    if className == UIKitClass.barBackgroundShadowView { signs.insert(.shadow) }
    self = signs
  }
}

/// The classes the scans of a window's bars have asked already, by name: a window's bars hold
/// the same few classes, each asked nine questions per view (a tenth of the model's own work).
/// Only an ASCII name is kept: `String`'s equality, which the table's lookup goes by, is then
/// byte for byte, as `BarClass.isIOS26`'s search is (a name with another byte may equal one of
/// other bytes, and is asked afresh).
struct ClassSignMemo: Sendable {
  private var known: [String: ClassSigns] = [:]
  /// False: every name asked afresh (a single bar's recognition, outside a rebuild).
  private let remembers: Bool

  init(remembers: Bool = true) { self.remembers = remembers }

  mutating func signs(of className: String) -> ClassSigns {
    guard remembers, ASCIINames.isASCII(className) else { return ClassSigns(of: className) }
    if let signs = known[className] { return signs }
    let signs = ClassSigns(of: className)
    known[className] = signs
    return signs
  }
}
