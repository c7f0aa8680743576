import BarModel
import HierarchyIO
import TestSupport
import Testing

/// `Bars.build`: a bar built from the description of each hand-worked matrix fixture
/// (Tools/barmodel/modern/matrix_cases.py, Tools/barmodel/legacy/matrix_cases.py) has every
/// frame of the fixture's dump — views in the same order and classes, guides by role.
struct MatrixCase: Sendable, CustomTestStringConvertible {
  var fixture: String
  var input: String
  var description: BarDescription
  var testDescription: String { fixture }

  typealias Item = BarDescription.Item
  static func text(_ text: String, _ width: Double) -> Item { .text(.init(text, width: width)) }
  static let edit = text("Edit", 31)
  static let image = Item.image(size: 24)
  static func custom(_ w: Double, _ h: Double) -> Item { .custom(width: w, height: h) }

  init(
    _ fixture: String, input: String = "input.xml", os: String, width: Double, statusBar: Double,
    scale: Double, rtl: Bool = false, leading: [Item] = [], trailing: [Item] = [],
    back: (String, Double)? = nil, title: (String, Double)
  ) {
    self.fixture = fixture
    self.input = input
    var d = BarDescription(os: os, width: width)
    d.statusBar = statusBar
    d.scale = scale
    d.direction = rtl ? .rightToLeft : .leftToRight
    d.leading = leading
    d.trailing = trailing
    d.back = back.map { .init($0.0, width: $0.1) }
    d.title = .init(title.0, width: title.1)
    description = d
  }

  static let modern: [MatrixCase] = [
    .init(
      "ios15-390-one-item-each-side", os: "15.5", width: 390, statusBar: 47, scale: 3,
      leading: [edit], trailing: [image], title: ("Inbox", 42)),
    .init(
      "ios15-390-one-item-each-side-rtl", os: "15.5", width: 390, statusBar: 47, scale: 3,
      rtl: true, leading: [edit], trailing: [image], title: ("Inbox", 42)),
    .init(
      "ios15-390-back-one-item", os: "15.5", width: 390, statusBar: 47, scale: 3,
      trailing: [image], back: ("Back", 38), title: ("Inbox", 42)),
    .init(
      "ios15-390-back-one-item-rtl", os: "15.5", width: 390, statusBar: 47, scale: 3, rtl: true,
      trailing: [image], back: ("Back", 38), title: ("Inbox", 42)),
    .init(
      "ios17-393-two-items-each-side", os: "17.5", width: 393, statusBar: 59, scale: 3,
      leading: [edit, image], trailing: [image, image], title: ("Photos", 55)),
    .init(
      "ios17-393-two-items-each-side-rtl", os: "17.5", width: 393, statusBar: 59, scale: 3,
      rtl: true, leading: [edit, image], trailing: [image, image], title: ("Photos", 55)),
    .init(
      "ios17-393-back-two-items", os: "17.5", width: 393, statusBar: 59, scale: 3,
      trailing: [image, image], back: ("Settings", 62), title: ("Photos", 55)),
    .init(
      "ios17-393-back-two-items-rtl", os: "17.5", width: 393, statusBar: 59, scale: 3, rtl: true,
      trailing: [image, image], back: ("Settings", 62), title: ("Photos", 55)),
    .init(
      "ios17-393-back-leading-item", os: "17.5", width: 393, statusBar: 59, scale: 3,
      leading: [edit], trailing: [image], back: ("Back", 38), title: ("Photos", 55)),
    .init(
      "ios17-393-custom-views", os: "17.5", width: 393, statusBar: 59, scale: 3,
      leading: [custom(30, 30)], trailing: [custom(28, 28), custom(28, 28)],
      title: ("Chats", 45)),
    .init(
      "ios17-430-one-item-each-side", os: "17.5", width: 430, statusBar: 59, scale: 3,
      leading: [text("Select", 48)], trailing: [text("Done", 42)], title: ("Inbox", 42)),
    .init(
      "ios14-375-back-one-item", os: "14.8", width: 375, statusBar: 20, scale: 2,
      trailing: [edit], back: ("Back", 38), title: ("Inbox", 42)),
    .init(
      "ios26-393-one-item-each-side", os: "26.0", width: 393, statusBar: 59, scale: 3,
      leading: [edit], trailing: [image], title: ("Mail", 35)),
    .init(
      "ios26-393-back-two-items-rtl", os: "26.0", width: 393, statusBar: 59, scale: 3, rtl: true,
      trailing: [image, image], back: ("Settings", 62), title: ("Photos", 55)),
  ]

  // The legacy matrix's custom views (Tools/barmodel/legacy/matrix_cases.py, ITEMS).
  static let img30 = custom(30, 30)
  static let img24 = custom(24, 24)
  static let img17 = custom(17, 24)
  static let img40 = custom(40, 40)
  static let edit36 = custom(36, 30)
  static let done40 = custom(40, 30)

  static let chain: [MatrixCase] = [
    .init(
      "ios11-320-one-item", input: "input.xml", os: "11.4", width: 320, statusBar: 20, scale: 2,
      leading: [img30], trailing: [edit36], title: ("Inbox", 41)),
    .init(
      "ios12-414-two-items", input: "input.xml", os: "12.1", width: 414, statusBar: 44, scale: 3,
      leading: [img30, edit36], trailing: [img17, img30], title: ("Messages", 74)),
    .init(
      "ios12-375-back-one-item", input: "input.xml", os: "12.1", width: 375, statusBar: 44,
      scale: 3, trailing: [edit36], back: ("Back", 42), title: ("Profile", 53)),
    .init(
      "ios11-414-back-two-items", input: "input.xml", os: "11.4", width: 414, statusBar: 20,
      scale: 3, trailing: [edit36, img30], back: ("Back", 42), title: ("Photos", 52)),
    .init(
      "ios12-375-rtl-one-item", input: "input.xml", os: "12.1", width: 375, statusBar: 44,
      scale: 3, rtl: true, leading: [img30], trailing: [done40], title: ("الأصدقاء", 69)),
    .init(
      "ios11-375-rtl-two-items", input: "input.xml", os: "11.4", width: 375, statusBar: 20,
      scale: 2, rtl: true, leading: [img30, edit36], trailing: [img17, img24],
      title: ("الرسائل", 56)),
    .init(
      "ios12-414-rtl-back-one-item", input: "input.xml", os: "12.1", width: 414, statusBar: 44,
      scale: 3, rtl: true, trailing: [done40], back: ("Back", 42), title: ("الإعدادات", 72)),
    .init(
      "ios12-320-rtl-back-two-items", input: "input.xml", os: "12.4", width: 320, statusBar: 20,
      scale: 2, rtl: true, trailing: [img17, img24], back: ("Back", 42), title: ("الملف", 40)),
  ]

  static let frameBased: [MatrixCase] = [
    .init(
      "ios9-375-one-item", input: "bar.xml", os: "9.3", width: 375, statusBar: 20, scale: 2,
      leading: [img40],
      trailing: [edit36], title: ("Inbox", 41)),
    .init(
      "ios9-375-two-items", input: "bar.xml", os: "9.3", width: 375, statusBar: 20, scale: 2,
      leading: [img40, edit36], trailing: [img30, img30], title: ("Messages", 74)),
    .init(
      "ios9-320-back-one-item", input: "bar.xml", os: "9.3", width: 320, statusBar: 20, scale: 2,
      trailing: [edit36], back: ("Back", 36), title: ("Inbox", 41)),
    .init(
      "ios9-414-back-two-items", input: "bar.xml", os: "9.3", width: 414, statusBar: 20, scale: 3,
      trailing: [img30, edit36], back: ("Back", 36), title: ("Photos", 52)),
  ]
}

@Suite struct BuiltBarTests {
  @Test(arguments: MatrixCase.modern + MatrixCase.chain + MatrixCase.frameBased)
  func builtBarHasTheFixturesFrames(_ c: MatrixCase) throws {
    let built = try Bars.build(c.description)
    let capture = Capture(c.fixture, c.input)
    let expected = try capture.document()
    let differences = FrameWalk.differences(
      built: built.document, expected: expected, scale: c.description.scale ?? 3)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    #expect(built.estimates.filter { $0.contains("estimated") }.isEmpty)
  }
}

/// Walks two dumps side by side: views by position and class, guides by role (an identifier
/// without its `(0x…)` suffix), and lists every frame that differs beyond rounding. What a
/// fixture holds inside an app's custom view (an image in the button) is not the bar's, and a
/// stack's alignment spanner is the layout's own: neither is compared.
enum FrameWalk {
  static func differences(built: Document, expected: Document, scale: Double) -> [String] {
    var out: [String] = []
    func frame(_ rect: Rect?) -> String { rect.map { "(\($0))" } ?? "none" }
    func same(_ a: Rect?, _ b: Rect?) -> Bool {
      guard let a, let b else { return a == nil && b == nil }
      return FrameExpectations.close(
        FrameExpectations.snapped(a, scale: scale), FrameExpectations.snapped(b, scale: scale))
    }
    var pending = Array(zip(built.roots, expected.roots))
    while let (mine, theirs) = pending.popLast() {
      let name = expected.name(of: .view(theirs))
      guard built[mine].className == expected[theirs].className else {
        out.append("\(name): built \(built[mine].className)")
        continue
      }
      if !same(built[mine].frame, expected[theirs].frame) {
        out.append(
          "\(name): built \(frame(built[mine].frame)), fixture \(frame(expected[theirs].frame))")
      }
      let role: (Document, GuideID) -> String = { document, guide in
        BarIdentifier.splitGuideIdentifier(document[guide].identifier ?? "").name
      }
      let guides = Dictionary(
        built.guides(of: mine).map { (role(built, $0), $0) }, uniquingKeysWith: { a, _ in a })
      // The alignment spanner is the layout's own (generated with the stack's UISV-*).
      for guide in expected.guides(of: theirs)
      where expected[guide].identifier != "UISV-alignment-spanner" {
        let key = role(expected, guide)
        guard let match = guides[key] else {
          out.append("\(expected.name(of: .guide(guide))): not built")
          continue
        }
        if !same(built[match].frame, expected[guide].frame) {
          out.append(
            "\(expected.name(of: .guide(guide))): built \(frame(built[match].frame)), "
              + "fixture \(frame(expected[guide].frame))")
        }
      }
      let ours = built.subviews(of: mine)
      let fixtures = expected.subviews(of: theirs)
      if ours.count != fixtures.count, expected[theirs].className != "UIButton" {
        out.append("\(name): \(ours.count) subviews built, \(fixtures.count) in the fixture")
      }
      pending += zip(ours, fixtures)
    }
    return out
  }
}
