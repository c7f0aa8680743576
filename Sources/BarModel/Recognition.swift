import DumpModel

/// Which generation a bar is, and why (docs/navbar/README.md, "Recognising the generation").
public struct Recognition: Sendable, Hashable {
  /// Nil when nothing in the capture tells it.
  public var generation: BarGeneration?
  /// What decided it, each naming the item that shows it.
  public var evidence: [String]
  /// An iOS 26 bar with iOS 26 class names: recognised, not modelled (docs/navbar/ios26.md).
  public var hasIOS26Classes = false

  /// The model can rebuild this bar's constraints (iOS 11–12 and 13–26 without iOS 26
  /// classes; iOS 7–10 bars are frame-based).
  public var isModelled: Bool {
    guard let generation, !hasIOS26Classes else { return false }
    return generation.family != .frameBased
  }
}

extension Recognition {
  /// Recognises the generation of the bar under `root`, in this order: `--os` (overrides);
  /// the classes and identifiers only one generation has; the dump's `os` (kept when the
  /// classes agree with its family); the weaker iOS 13+ signs (`layout=`, `buttonBar=`,
  /// `_UIBarBackgroundShadowView`); a content view alone (iOS 11–12).
  public static func recognise(
    _ root: ViewID, in document: Document, os override: String? = nil
  ) -> Recognition {
    let scan = Scan(root, in: document)
    if let override {
      guard let generation = BarGeneration(os: override) else {
        return Recognition(generation: nil, evidence: ["--os \(override): no iOS version"])
      }
      return Recognition(
        generation: generation, evidence: ["--os \(override)"],
        hasIOS26Classes: scan.ios26 != nil)
    }
    let dumpOS = document.metadata.os.flatMap { os in BarGeneration(os: os).map { (os, $0) } }
    if let ios26 = scan.ios26 {
      return Recognition(
        generation: .ios26, evidence: ["\(ios26): an iOS 26 class name"], hasIOS26Classes: true)
    }
    var strong: (BarGeneration, String)?
    if let marker = scan.ios15 {
      strong = (.ios15to18, "\(marker): seen on iOS 15")
    } else if let container = scan.backContainer {
      strong = (.ios13to14, "\(container): iOS 13–14's back button")
    } else if let guide = scan.chainGuide {
      strong = (
        scan.betaSpacer == nil ? .ios11to12 : .ios11Beta, "\(guide): iOS 11–12's bar guides"
      )
    } else if let item = scan.frameBasedItem {
      let generation: BarGeneration = scan.legacyBackground ? .ios7to9 : .ios10
      strong = (generation, "\(item): a frame-based bar item of iOS 7–10")
    }
    if let (generation, reason) = strong {
      var recognition = Recognition(generation: generation, evidence: [reason])
      if generation == .ios11Beta, let spacer = scan.betaSpacer {
        recognition.evidence.append("\(spacer): the iOS 11 beta's spacer")
      }
      // The dump's os names the version within the family the classes show (26 with iOS 15
      // markers is an iOS 26 bar modelled as 15–18).
      if let (os, byOS) = dumpOS, byOS.family == generation.family, byOS != generation,
        generation != .ios11Beta, generation.family != .frameBased
      {
        recognition.generation = byOS
        recognition.evidence.append("the dump's os \(os)")
      }
      return recognition
    }
    if let (os, generation) = dumpOS {
      var recognition = Recognition(generation: generation, evidence: ["the dump's os \(os)"])
      if generation == .ios11to12, let spacer = scan.betaSpacer {
        recognition.generation = .ios11Beta
        recognition.evidence.append("\(spacer): the iOS 11 beta's spacer")
      }
      return recognition
    }
    if let sign = scan.modernSign {
      return Recognition(generation: .ios13to18, evidence: [sign])
    }
    if let content = scan.contentView {
      let generation: BarGeneration = scan.betaSpacer == nil ? .ios11to12 : .ios11Beta
      var evidence = ["\(content) without iOS 13's 'layout='"]
      if let spacer = scan.betaSpacer { evidence.append("\(spacer): the iOS 11 beta's spacer") }
      return Recognition(generation: generation, evidence: evidence)
    }
    return Recognition(
      generation: nil, evidence: ["nothing in the capture tells the generation: give --os"])
  }
}

/// What a bar's subtree shows: the first item of each kind of evidence, named with its line.
private struct Scan {
  var ios26: String?
  var ios15: String?
  var backContainer: String?
  var chainGuide: String?
  var betaSpacer: String?
  var frameBasedItem: String?
  var legacyBackground = false
  var layoutKey: String?
  var buttonBarKey: String?
  var shadowView: String?
  var contentView: String?

  /// iOS 13+'s weaker signs, the strongest first: iOS 11 and 12 print no `layout=` (01:13,
  /// 52:16) nor `buttonBar=` (01:23); iOS 12 draws the hairline with a `UIImageView` (52:8).
  var modernSign: String? { layoutKey ?? buttonBarKey ?? shadowView }

  init(_ root: ViewID, in document: Document) {
    var pending = [root]
    while let view = pending.popLast() {
      pending.append(contentsOf: document.subviews(of: view).reversed())
      let attributes = document[view]
      let className = attributes.className
      let named = Self.named(document, .view(view))
      if ios26 == nil, BarClass.isIOS26(className) { ios26 = named }
      if ios15 == nil, className == BarClass.backButtonMask { ios15 = named }
      if backContainer == nil, className == BarClass.backButtonContainer { backContainer = named }
      if frameBasedItem == nil, BarClass.frameBasedItems.contains(className) {
        frameBasedItem = named
      }
      if className == BarClass.legacyBackground { legacyBackground = true }
      if betaSpacer == nil, className == "UIView", let parent = document.superview(of: view),
        document[parent].className == BarClass.stack, document.firstSubview(of: parent) == view,
        document.firstSubview(of: view) == nil, let frame = attributes.frame,
        frame.width == BarRules.betaSpacer.width, frame.height == BarRules.betaSpacer.height
      {
        betaSpacer = named
      }
      if layoutKey == nil, BarClass.isContentView(className), attributes.unknown("layout") != nil {
        layoutKey = "\(named) prints 'layout=', as iOS 13+ does"
      }
      if buttonBarKey == nil, className == BarClass.stack, attributes.unknown("buttonBar") != nil {
        buttonBarKey = "\(named) prints 'buttonBar=', as iOS 13+ does"
      }
      if shadowView == nil, className == BarClass.shadowView {
        shadowView = "\(named): iOS 13+'s hairline"
      }
      if contentView == nil, BarClass.isContentView(className) { contentView = named }
      for guide in document.guides(of: view) {
        guard let identifier = document[guide].identifier else { continue }
        if chainGuide == nil, BarIdentifier.chainRole(of: identifier) != nil {
          chainGuide = Self.named(document, .guide(guide))
        }
        if ios15 == nil, BarIdentifier.ios15Prefixes.contains(where: identifier.hasPrefix) {
          ios15 = Self.named(document, .guide(guide))
        }
      }
      for id in document.constraints(heldBy: view) {
        guard ios15 == nil, let identifier = document[id].identifier,
          BarIdentifier.ios15Prefixes.contains(where: identifier.hasPrefix)
        else { continue }
        ios15 = "'\(identifier)'"
      }
    }
  }

  /// The item as UIKit names it: its address finds it in the capture (a line number would
  /// differ between copies of the same dump).
  static func named(_ document: Document, _ item: ItemID) -> String {
    document.name(of: item)
  }
}

extension ViewAttributes {
  /// The value of an attribute this version keeps verbatim (`layout`, `buttonBar`).
  func unknown(_ name: String) -> String? {
    unknownAttributes.first { $0.name == name }?.value
  }
}
