import DumpModel
import Pictures

/// Scenes drawn from the iOS 11 beta bar of Fixtures/ios11-beta-bar (its input.xml), in the
/// bar's coordinates (the bar at 0 0; 375 44), converted up the tree by hand: the content
/// view at 0 0, the stack view at 12 0, its adaptor 8 2 inside it, the image 8 8 inside the
/// button. `pinned` is the same bar after `inspect patch --patch pin --gap 0`, with the
/// frames of Fixtures/ios11-beta-bar/frames.pin-gap0.txt (checked there with kiwisolver):
/// the stack at 0 0, everything inside it 12 pt to the left, TitleView 48…371.
enum SampleScenes {
  static let bar = "0x7fb4d8c0a2f0"
  static let content = "0x7fb4d8c0b0a0"
  static let margins = "0x60c0001b2c00"
  static let stack = "0x7fb4d8e13ad0"
  static let spacer = "0x7fb4d8e14160"
  static let adaptor = "0x7fb4d8e14390"
  static let button = "0x7fb4d8d06a70"
  static let image = "0x7fb4d8d07020"
  static let tapArea = "tap:0x7fb4d8d06a70"
  static let title = "0x7fb4d8e15a40"
  static let backButtonGuide = "0x60c0001b2a40"
  static let leadingBarGuide = "0x60c0001b2b20"
  static let titleGuide = "0x60c0001b2ce0"
  static let trailingBarGuide = "0x60c0001b2dc0"

  static let root = Rect(x: 0, y: 0, width: 375, height: 44)

  /// The bar as recorded: stack view at x = 12. `stackX` moves the stack and its subviews.
  static func betaBar(stackX: Double = 12, titleGuideX: Double = 60) -> Scene {
    let x = stackX
    return Scene(
      root: root, title: "UINavigationBar 0x7fb4d8c0a2f0",
      items: [
        SceneItem(id: bar, role: .bar, frame: root, label: "UINavigationBar"),
        SceneItem(id: content, role: .view, frame: root, label: ""),
        SceneItem(
          id: margins, role: .margin, frame: root, label: "",
          hole: Rect(x: 12, y: 0, width: 351, height: 44)),
        SceneItem(
          id: stack, role: .stackView, frame: Rect(x: x, y: 0, width: 48, height: 44),
          label: "StackView", detail: "_UIButtonBarStackView 0x7fb4d8e13ad0"),
        SceneItem(id: spacer, role: .view, frame: Rect(x: x, y: 22, width: 8, height: 0)),
        SceneItem(
          id: adaptor, role: .adaptor, frame: Rect(x: x + 8, y: 2, width: 40, height: 40),
          label: "Adaptor"),
        SceneItem(
          id: button, role: .item, frame: Rect(x: x + 8, y: 2, width: 40, height: 40),
          label: ""),
        SceneItem(
          id: image, role: .view, frame: Rect(x: x + 16, y: 10, width: 24, height: 24),
          label: ""),
        SceneItem(
          id: title, role: .title, frame: Rect(x: 167, y: 12, width: 41, height: 20),
          label: "Inbox"),
        SceneItem(
          id: backButtonGuide, role: .guide, frame: Rect(x: 0, y: 0, width: x, height: 44)),
        SceneItem(
          id: leadingBarGuide, role: .guide, frame: Rect(x: x, y: 0, width: 48, height: 44)),
        SceneItem(
          id: titleGuide, role: .guide,
          frame: Rect(x: titleGuideX, y: 0, width: 371 - titleGuideX, height: 44),
          label: "TitleView"),
        SceneItem(
          id: trailingBarGuide, role: .guide, frame: Rect(x: 371, y: 0, width: 0, height: 44)),
        // The button's hit area is its 40 × 40 frame: under 44 × 44, a warning.
        SceneItem(
          id: tapArea, role: .tapArea, frame: Rect(x: x + 8, y: 2, width: 40, height: 40),
          flags: .warning),
      ])
  }

  static let recorded = betaBar()
  static let pinned = betaBar(stackX: 0, titleGuideX: 48)

  /// Before and after the pin.
  static let pin = Comparison(before: recorded, after: pinned)
}
