import BarModel
import DumpModel
import LaidOut

// tap-target, off-bar and edge-gap: an item's frame against a size, its bar, the screen.
extension AuditContext {
  /// `tap-target`: each item's and back button's hit area against `--min-size`.
  func tapTargets(into findings: inout [Finding]) {
    let minimum = options.minSize
    // The minimum's text and the three fixes, made once for every item of a window.
    let under = Array(", under \(Self.size(minimum.width, minimum.height))".utf8)
    let fixes = TapTargetFixes(minimum: minimum)
    for bar in structure.bars {
      let targets =
        bar.items.map { (view: $0.hitArea, item: Optional($0)) }
        + bar.backButtons.map { (view: $0, item: nil) }
      for (view, item) in targets {
        let customViewIsHitArea = bar.customViewIsHitArea
        guard let frame = frames[view]?.standardized,
          frame.width < minimum.width - Self.tolerance
            || frame.height < minimum.height - Self.tolerance
        else { continue }
        findings.append(
          finding(
            .tapTarget, tapTargetMessage(view, frame, under: under),
            fix: fixes.fix(
              custom: item?.customView != nil, customViewIsHitArea: customViewIsHitArea),
            items: [.view(view)]))
      }
    }
  }

  /// `hit area of 'UIButton:0x…' is 40 × 40 pt, under 44 × 44 pt`, written in one buffer.
  private func tapTargetMessage(_ view: ViewID, _ frame: Rect, under: [UInt8]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(96)
    bytes.append(contentsOf: "hit area of '".utf8)
    appendName(.view(view), to: &bytes)
    bytes.append(contentsOf: "' is ".utf8)
    PointText.appendPoints(frame.width, to: &bytes)
    bytes.append(contentsOf: " × ".utf8)
    PointText.appendPoints(frame.height, to: &bytes)
    bytes.append(contentsOf: " pt".utf8)
    bytes.append(contentsOf: under)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The fixes of `tap-target` findings: of a custom item (its custom view the hit area on
  /// iOS 11–12, else its adaptor), else of a button UIKit sizes.
  private struct TapTargetFixes {
    let button: String
    let customView: String
    let adaptor: String

    init(minimum: Size) {
      let size = AuditContext.size(minimum.width, minimum.height)
      button =
        "UIKit sizes this button from its title or image: give it a larger image, or "
        + "replace it with a custom view of at least \(size)"
      customView =
        "on iOS 11–12 only the custom view itself is tappable: give it a frame of at least "
        + "\(size), its image centred"
      adaptor = "grow its adaptor to \(size): inspect patch --patch tap-area"
    }

    func fix(custom: Bool, customViewIsHitArea: Bool) -> String {
      guard custom else { return button }
      return customViewIsHitArea ? customView : adaptor
    }
  }

  /// What `off-bar` and `edge-gap` look at in a bar: its stacks, items, titles, back buttons
  /// and bar guides.
  func placedItems(of bar: BarStructure.Bar) -> [ItemID] {
    // One array, not one for each kind joined: made for every bar of a window.
    var items: [ItemID] = []
    items.reserveCapacity(
      bar.stacks.count + bar.items.count + bar.titles.count + bar.backButtons.count
        + bar.barGuides.count)
    for stack in bar.stacks { items.append(.view(stack)) }
    for item in bar.items { items.append(.view(item.shown)) }
    for title in bar.titles { items.append(.view(title)) }
    for back in bar.backButtons { items.append(.view(back)) }
    for guide in bar.barGuides { items.append(.guide(guide)) }
    return items
  }

  /// `off-bar`: each item against its bar, the screen and the safe area.
  /// - Returns: the items past the screen's edges, which `edge-gap` then leaves to it.
  func offBar(into findings: inout [Finding]) -> Set<ItemID> {
    var offScreen = Set<ItemID>()
    let screen = screen
    // The screen's and the safe area's text, made once for every item of a window past them.
    let screenText = screen.map { ContainerText("the screen", $0) }
    let safeAreaText = safeArea.map { ContainerText("the safe area", $0) }
    for bar in structure.bars {
      guard let barFrame = frames[bar.view] else { continue }
      let barText = ContainerText("its bar", barFrame)
      let containers = [barText, screenText, safeAreaText].compactMap { $0 }
      for item in placedItems(of: bar) {
        guard let frame = frames[item]?.standardized else { continue }
        for container in containers {
          guard let overhang = Overhang(frame, outside: container.bounds) else { continue }
          if let screen,
            frame.minX < screen.minX - Self.tolerance || frame.maxX > screen.maxX + Self.tolerance
          {
            offScreen.insert(item)
          }
          findings.append(
            finding(
              .offBar, offBarMessage(item, frame, overhang, container), fix: Self.offBarFix,
              items: [item]))
          break
        }
      }
    }
    return offScreen
  }

  /// A container of `off-bar` and its text, `the screen (0 0; 375 812)`, made when first
  /// asked, once for every item of a window past it.
  final class ContainerText {
    let bounds: Rect
    private let name: String
    private(set) lazy var text: [UInt8] = {
      var bytes = Array(name.utf8)
      bytes.append(UInt8(ascii: " "))
      PointText.appendFrame(bounds, to: &bytes)
      return bytes
    }()

    init(_ name: String, _ bounds: Rect) {
      self.name = name
      self.bounds = bounds
    }
  }

  /// `'UIButton:0x…' (12 0; 48 44) lies 4 pt past the right edge of its bar (0 0; 375 44)`,
  /// written in one buffer: a window has thousands.
  private func offBarMessage(
    _ item: ItemID, _ frame: Rect, _ overhang: Overhang, _ container: ContainerText
  ) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(160)
    bytes.append(UInt8(ascii: "'"))
    appendName(item, to: &bytes)
    bytes.append(contentsOf: "' ".utf8)
    PointText.appendFrame(frame, to: &bytes)
    if overhang.wholly {
      bytes.append(contentsOf: " lies wholly outside ".utf8)
      bytes.append(contentsOf: container.text)
      bytes.append(contentsOf: ", ".utf8)
      PointText.appendPoints(overhang.distance, to: &bytes)
      bytes.append(contentsOf: " pt past its ".utf8)
      appendUTF8(overhang.edge, to: &bytes)
      bytes.append(contentsOf: " edge".utf8)
    } else {
      bytes.append(contentsOf: " lies ".utf8)
      PointText.appendPoints(overhang.distance, to: &bytes)
      bytes.append(contentsOf: " pt past the ".utf8)
      appendUTF8(overhang.edge, to: &bytes)
      bytes.append(contentsOf: " edge of ".utf8)
      bytes.append(contentsOf: container.text)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let offBarFix =
    "keep it inside: the constant of the constraint that places it is too large or negative "
    + "(a --gap from 0 to the room the bar has; inspect render --constraints shows them)"

  /// `edge-gap`: what each item shows — a custom view, a system item's image and title (its
  /// `_UIModernBarButton`s) — closer to the screen's left or right edge than `--min-edge`
  /// (past it with the default 0), unless `off-bar` reported it past the screen already. A
  /// system item's hit area reaches 8 pt past what it shows (captures 03 and 13 show it at
  /// 16 pt from the edge, its button at 8), and the back button's reaches the edge itself
  /// (capture 66): what is tapped is not what is seen. The back button is UIKit's own,
  /// placed at the edge in every capture, its chevron 8 pt in (66; 51 on iOS 9–10): it is a
  /// finding only past the edge (docs/check.md, "edge-gap").
  func edgeGaps(skipping offScreen: Set<ItemID>, into findings: inout [Finding]) {
    guard let screen else { return }
    for bar in structure.bars {
      let items =
        bar.items.map { (view: $0.shown, minimum: options.minEdge) }
        + bar.backButtons.map { (view: $0, minimum: 0.0) }
      for (view, minimum) in items where !offScreen.contains(.view(view)) {
        guard let (frame, drawn) = shownFrame(of: view) else { continue }
        // The nearer edge, the left on a tie (no array of the two made for every item).
        let (left, right) = (frame.minX - screen.minX, screen.maxX - frame.maxX)
        let (edge, gap) = right < left ? ("right", right) : ("left", left)
        guard gap < minimum - Self.tolerance else { continue }
        let what =
          drawn ? "the image and title of '\(name(.view(view)))'" : "'\(name(.view(view)))'"
        let message =
          gap < 0
          ? "\(what) \(drawn ? "lie" : "lies") \(Self.points(-gap)) pt past the screen's \(edge) edge"
          : "\(what) \(drawn ? "are" : "is") \(Self.points(gap)) pt from the screen's \(edge) "
            + "edge, under \(Self.points(minimum)) pt"
        findings.append(
          finding(
            .edgeGap, message,
            fix: "move it at least \(Self.points(minimum)) pt in: a larger --gap, or the margin "
              + "UIKit gives (docs/patches.md)", items: [.view(view)]))
      }
    }
  }

  /// What a view shows, in root coordinates: the union of its shown `_UIModernBarButton`s
  /// (UIKit draws a system item's and the back button's image and title in them: captures
  /// 03, 13, 66), else its own frame; whether it is that union.
  private func shownFrame(of view: ViewID) -> (Rect, drawn: Bool)? {
    var drawn: Rect?
    // One stack of the views to visit, each view's subviews pushed sibling by sibling (in the
    // order `subviews(of:)` lists them) and read in place: no array made for each view, no
    // copy of its attributes, for every item of a window.
    var pending: [ViewID] = []
    Self.push(subviewsOf: view, in: document, to: &pending)
    while let part = pending.popLast() {
      // Only what is shown (as `BarStructure` counts it): not hidden, not transparent.
      guard !document[part].hidden, document[part].alpha > 0 else { continue }
      if document[part].className == UIKitClass.modernBarButton, let frame = frames[.view(part)] {
        drawn = drawn.map { $0.union(frame.standardized) } ?? frame.standardized
      } else {
        Self.push(subviewsOf: part, in: document, to: &pending)
      }
    }
    if let drawn { return (drawn, true) }
    return frames[.view(view)].map { ($0.standardized, false) }
  }

  /// Appends the subviews of `view`, back to front, to `stack`.
  private static func push(subviewsOf view: ViewID, in document: Document, to stack: inout [ViewID])
  {
    var subview = document.firstSubview(of: view)
    while let next = subview {
      stack.append(next)
      subview = document.nextSibling(of: next)
    }
  }
}

/// How far a rectangle reaches past a container, on the side it reaches furthest.
struct Overhang {
  var edge: String
  var distance: Double
  var wholly: Bool

  /// Nil when `frame` lies inside `bounds` (edges may touch, within the tolerance).
  init?(_ frame: Rect, outside bounds: Rect) {
    // The furthest of left, right, top, bottom, the first on a tie (as `max(by:)` keeps it),
    // without an array of the four made for every item and container of a window.
    var (edge, distance) = ("left", bounds.minX - frame.minX)
    let right = frame.maxX - bounds.maxX
    if distance < right { (edge, distance) = ("right", right) }
    let top = bounds.minY - frame.minY
    if distance < top { (edge, distance) = ("top", top) }
    let bottom = frame.maxY - bounds.maxY
    if distance < bottom { (edge, distance) = ("bottom", bottom) }
    guard distance > AuditContext.tolerance else { return nil }
    self.edge = edge
    self.distance = distance
    wholly =
      frame.minX >= bounds.maxX || frame.maxX <= bounds.minX || frame.minY >= bounds.maxY
      || frame.maxY <= bounds.minY
  }
}
