import DumpModel

/// What a bar's subtree shows of its generation: the first item of each kind of sign, named
/// with its line, weighed by how many generations share it (docs/navbar/README.md,
/// "Recognising the generation").
struct Scan {
  private(set) var signs: [RecognitionSign] = []
  private(set) var hasIOS26Classes = false
  /// The kinds of sign found so far: only the first item of each is recorded.
  private var seen: Kind = []
  /// A content view without `layout=`: iOS 11–12 when nothing else tells (52:16, 88:4).
  private var contentView: ItemID?

  init(_ root: ViewID, in document: Document) {
    var classes = ClassSignMemo(remembers: false)
    self.init(root, in: document, classes: &classes)
  }

  /// The scan asking `classes` what a class shows (the rebuild's, kept for every bar).
  init(_ root: ViewID, in document: Document, classes: inout ClassSignMemo) {
    // The document is read where it is, never held: a copy of it (a dozen tables retained)
    // was made for each view read.
    document.forEachView(under: root) {
      read($0, classes.signs(of: document[$0].className), in: document)
    }
    if let os = document.metadata.os, let generation = BarGeneration(os: os) {
      signs.append(
        RecognitionSign(
          item: nil, reason: RecognitionSign.dumpOSPrefix + os, line: nil, generation: generation,
          strength: .strong))
    }
    // A content view alone is iOS 11–12's: it prints no 'layout=' in a recursiveDescription
    // (52:16, 88:4), but a trace prints 'layout=' for no version: the weakest sign, counted
    // only when nothing else tells.
    if signs.isEmpty, let contentView {
      add(.noLayout, contentView, "without iOS 13's 'layout='", .ios11to12, .weak, in: document)
    }
  }

  private mutating func read(_ view: ViewID, _ classSigns: ClassSigns, in document: Document) {
    // The attributes are read in place (a copy of each view's strings and arrays was a third
    // of the scan of a window); what the class shows is `classSigns`.
    let item = ItemID.view(view)
    if classSigns.contains(.ios26) {
      hasIOS26Classes = true
      add(.ios26, item, "an iOS 26 class name", .ios26, .decisive, in: document)
    }
    if classSigns.contains(.backButtonMask) {
      add(.ios15, item, "seen on iOS 15", .ios15to18, .decisive, in: document)
    }
    // iOS 13–14's back button (66:18); a class iOS 12's back button is also reported to have
    // (issue 21), so it weighs less than a name only one generation prints.
    if classSigns.contains(.backButtonContainer) {
      add(
        .container, item, "iOS 13–14's back button container", .ios13to14, .moderate, in: document)
    }
    if classSigns.contains(.frameBasedItem) {
      add(.frameBased, item, "a frame-based bar item of iOS 7–10", .ios10, .strong, in: document)
    }
    if classSigns.contains(.legacyBackground) {
      add(.legacyBackground, item, "iOS 7–9's background", .ios7to9, .strong, in: document)
    }
    if classSigns.contains(.plainView), isBetaSpacer(view, in: document) {
      add(.beta, item, "the iOS 11 beta's spacer", .ios11Beta, .moderate, in: document)
    }
    if classSigns.contains(.contentView) {
      if document[view].unknown("layout") != nil {
        add(.layout, item, "prints 'layout=', as iOS 13+ does", .ios13to18, .moderate, in: document)
      } else if contentView == nil {
        contentView = item
      }
    }
    if classSigns.contains(.buttonBarStack), document[view].unknown("buttonBar") != nil {
      add(
        .buttonBar, item, "prints 'buttonBar=', as iOS 13+ does", .ios13to18, .moderate,
        in: document)
    }
    if classSigns.contains(.shadow) {
      add(.shadow, item, "iOS 13+'s hairline", .ios13to18, .weak, in: document)
    }
    document.forEachGuide(of: view) { guide in
      guard let identifier = document[guide].identifier else { return }
      // A kind of sign already seen is not looked for again (`add` would keep the first):
      // most of a window's guides are chain guides.
      if !seen.contains(.chain), BarIdentifier.chainRole(of: identifier) != nil {
        add(.chain, .guide(guide), "iOS 11–12's bar guides", .ios11to12, .decisive, in: document)
      }
      if !seen.contains(.ios15), BarIdentifier.isIOS15(identifier) {
        add(.ios15, .guide(guide), "seen on iOS 15", .ios15to18, .decisive, in: document)
      }
    }
    document.forEachConstraint(heldBy: view) { id in
      guard let identifier = document[id].identifier, !seen.contains(.ios15),
        BarIdentifier.isIOS15(identifier)
      else { return }
      seen.insert(.ios15)
      signs.append(
        RecognitionSign(
          item: "'\(identifier)'", reason: "seen on iOS 15",
          line: document[id].location?.line, generation: .ios15to18, strength: .decisive))
    }
  }

  /// A kind of sign, of which the first item found is recorded: a set of them is a few bits
  /// (a set of strings hashed each name, for every guide and view of a window).
  struct Kind: OptionSet {
    let rawValue: UInt16
    static let ios26 = Kind(rawValue: 1 << 0)
    static let ios15 = Kind(rawValue: 1 << 1)
    static let container = Kind(rawValue: 1 << 2)
    static let frameBased = Kind(rawValue: 1 << 3)
    static let legacyBackground = Kind(rawValue: 1 << 4)
    static let beta = Kind(rawValue: 1 << 5)
    static let layout = Kind(rawValue: 1 << 6)
    static let buttonBar = Kind(rawValue: 1 << 7)
    static let shadow = Kind(rawValue: 1 << 8)
    static let chain = Kind(rawValue: 1 << 9)
    static let noLayout = Kind(rawValue: 1 << 10)
  }

  /// Records the first item of a kind of sign.
  private mutating func add(
    _ kind: Kind, _ item: ItemID, _ reason: String, _ generation: BarGeneration,
    _ strength: RecognitionSign.Strength, in document: Document
  ) {
    guard seen.insert(kind).inserted else { return }
    let location = document.location(of: item)
    signs.append(
      RecognitionSign(
        item: document.name(of: item), reason: reason, line: location?.line,
        generation: generation, strength: strength))
  }

  /// The iOS 11 beta's spacer: a plain `UIView` 8 × 0, first in a stack.
  private func isBetaSpacer(_ view: ViewID, in document: Document) -> Bool {
    guard document[view].className == UIKitClass.view, let parent = document.superview(of: view),
      document[parent].className == UIKitClass.buttonBarStackView,
      document.firstSubview(of: parent) == view,
      document.firstSubview(of: view) == nil, let frame = document[view].frame
    else { return false }
    return frame.width == BarRules.betaSpacer.width && frame.height == BarRules.betaSpacer.height
  }
}

extension ViewAttributes {
  /// The value of an attribute this version keeps verbatim (`layout`, `buttonBar`).
  func unknown(_ name: String) -> String? {
    unknownAttributes.first { $0.name == name }?.value
  }
}
