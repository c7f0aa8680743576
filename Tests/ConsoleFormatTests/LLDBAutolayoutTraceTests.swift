import ConsoleFormat
import DumpModel
import Testing

/// `_autolayoutTrace`: markers, guide lines, AMBIGUOUS LAYOUT, the Legend.
@Suite struct LLDBAutolayoutTraceTests {
  static let trace = """

    •UIWindow:0x7f01
    |   +UINavigationBar:0x7f02
    |   |   •_UINavigationBarContentView:0x7f03'Friends'
    |   |   |   *<UILayoutGuide: 0x1c01 - "LeadingBarGuide(0x9)", layoutFrame = {{16, 0}, {44, 44}}, owningView = <_UINavigationBarContentView: 0x7f03; frame = (0 0; 375 44); layer = <CALayer: 0x1d>>>
    |   |   |   *_UIButtonBarStackView:0x7f04
    |   |   |   |   *<UILayoutGuide: 0x1c02 - "UIButtonBar.flexibleSpaceEqualSizeLayoutGuide", layoutFrame = {{-16, 0}, {8, 0}}, owningView = <_UIButtonBarStackView: 0x7f04; frame = (16 0; 44 44); alpha = 0; layer = <CALayer: 0x1e>>>- AMBIGUOUS LAYOUT for UILayoutGuide:0x1c02'UIButtonBar.flexibleSpaceEqualSizeLayoutGuide'.minX{id: 4582}, UILayoutGuide:0x1c02'UIButtonBar.flexibleSpaceEqualSizeLayoutGuide'.Width{id: 4506}
    |   |   |   |   *_UITAMICAdaptorView:0x7f05
    |   |   |   |   |   UIButton:0x7f06' Back'
    |   |   |   *UILabel:0x7f07'Title' - AMBIGUOUS LAYOUT for UILabel:0x7f07'Title'.minX{id: 33}, UILabel:0x7f07'Title'.Height{id: 36}
    |   UIView:0x7f08

    Legend:
    \t* - is laid out with auto layout
    \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
    \t• - layout engine host
    """

  @Test func treeMarkersAndTitles() throws {
    let (hierarchy, warnings) = try LLDB.read(Self.trace)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0x7f01"])
    let window = hierarchy.rootViews[0]
    #expect(window.layoutEngineHost)
    #expect(window.translatesAutoresizingMaskIntoConstraints)
    #expect(window.subviews.map(\.address) == ["0x7f02", "0x7f08"])
    let bar = window.subviews[0]
    #expect(bar.translatesAutoresizingMaskIntoConstraints)
    #expect(!bar.layoutEngineHost)
    let content = bar.subviews[0]
    #expect(content.className == "_UINavigationBarContentView")
    #expect(content.title == "Friends")
    #expect(content.layoutEngineHost)
    #expect(content.subviews.map(\.address) == ["0x7f04", "0x7f07"])
    let stack = content.subviews[0]
    #expect(!stack.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.subviews.map(\.address) == ["0x7f05"])
    let button = stack.subviews[0].subviews[0]
    #expect(button.title == " Back")
    #expect(button.translatesAutoresizingMaskIntoConstraints)
    #expect(button.frame == nil)
  }

  @Test func guideFramesOwnersAndOwningViewFrames() throws {
    let (hierarchy, _) = try LLDB.read(Self.trace)
    let leading = try #require(hierarchy.lldbGuide("0x1c01"))
    #expect(leading.owner == "0x7f03")
    #expect(leading.guide.identifier == "LeadingBarGuide(0x9)")
    #expect(leading.guide.frame == Rect(x: 16, y: 0, width: 44, height: 44))
    #expect(leading.guide.ambiguous.isEmpty)
    // The owning views' frames (and alpha) are the only view frames a trace gives.
    #expect(hierarchy.lldbView("0x7f03")?.frame == Rect(x: 0, y: 0, width: 375, height: 44))
    let stack = try #require(hierarchy.lldbView("0x7f04"))
    #expect(stack.frame == Rect(x: 16, y: 0, width: 44, height: 44))
    #expect(stack.alpha == 0)
  }

  @Test func ambiguousLayoutIsRecordedOnTheItem() throws {
    let (hierarchy, _) = try LLDB.read(Self.trace)
    let spacer = try #require(hierarchy.lldbGuide("0x1c02"))
    #expect(spacer.owner == "0x7f04")
    #expect(spacer.guide.ambiguous == ["minX", "width"])
    #expect(spacer.guide.frame == Rect(x: -16, y: 0, width: 8, height: 0))
    let label = try #require(hierarchy.lldbView("0x7f07"))
    #expect(label.title == "Title")
    #expect(label.ambiguous == ["minX", "height"])
  }

  @Test func sampleTraceGuideFramesEqualItsLayoutFrames() throws {
    let text = try LLDB.sample("01")
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    // Written by hand from sample 01.
    let expected: [(String, String, Rect)] = [
      ("0x1d09bd260", "0x11890ff60", Rect(x: 0, y: 0, width: 8, height: 44)),
      ("0x1d09bd0a0", "0x11890ff60", Rect(x: 8, y: 0, width: 0, height: 44)),
      ("0x1d09bcfc0", "0x11890ff60", Rect(x: 8, y: 0, width: 334, height: 44)),
      ("0x1d09bcee0", "0x11890ff60", Rect(x: 342, y: 0, width: 17, height: 44)),
      ("0x1d09bce00", "0x11890ff60", Rect(x: 16, y: 0, width: 343, height: 44)),
      ("0x1c01a1500", "0x11890ff60", Rect(x: 0, y: 0, width: 16, height: 44)),
      ("0x1c01a1ce0", "0x11890ff60", Rect(x: 16, y: 0, width: 44, height: 44)),
      ("0x1c01a1dc0", "0x11890ff60", Rect(x: 60, y: 0, width: 307, height: 44)),
      ("0x1c01a1ea0", "0x11890ff60", Rect(x: 367, y: 0, width: 0, height: 44)),
      ("0x1d41a86c0", "0x113b5df90", Rect(x: -16, y: 0, width: 8, height: 0)),
      ("0x1d41a87a0", "0x113b5df90", Rect(x: -16, y: 0, width: 8, height: 0)),
      ("0x1d41a6040", "0x113b5df90", Rect(x: -16, y: 0, width: 8, height: 0)),
      ("0x1d41a85e0", "0x113b5df90", Rect(x: 0, y: 0, width: 44, height: 44)),
      ("0x1d09bc2a0", "0x1189125f0", Rect(x: -342, y: 0, width: 8, height: 0)),
      ("0x1d09bf560", "0x1189125f0", Rect(x: -342, y: 0, width: 8, height: 0)),
      ("0x1d09be4c0", "0x1189125f0", Rect(x: -342, y: 0, width: 8, height: 0)),
      ("0x1d09bc1c0", "0x1189125f0", Rect(x: 0, y: 0, width: 17, height: 44)),
    ]
    for (address, owner, frame) in expected {
      let guide = try #require(hierarchy.lldbGuide(address), "\(address)")
      #expect(guide.owner == owner, "\(address)")
      #expect(guide.guide.frame == frame, "\(address)")
    }
    let allGuides = hierarchy.lldbViews.flatMap(\.guides)
    #expect(allGuides.count == expected.count)
    // And independently of the list above: every `layoutFrame = {{x, y}, {w, h}}` in the text.
    var fromText: [String: Rect] = [:]
    for line in text.split(separator: "\n") where line.contains("layoutFrame = ") {
      let address = line.split(separator: "<UILayoutGuide: ")[1].prefix(while: { $0 != " " })
      let numbers = line.split(separator: "layoutFrame = ")[1].split(separator: "}}")[0]
        .split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
      fromText[String(address)] = Rect(
        x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    #expect(fromText.count == allGuides.count)
    for guide in allGuides { #expect(fromText[guide.address] == guide.frame) }
  }

  @Test func sampleTraceViewsFramesAndMarkers() throws {
    let (hierarchy, _) = try LLDB.read(try LLDB.sample("01"))
    #expect(hierarchy.rootViews.map(\.address) == ["0x11890f1b0"])
    #expect(hierarchy.lldbViews.count == 22)
    let content = try #require(hierarchy.lldbView("0x11890ff60"))
    #expect(content.layoutEngineHost)
    #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(hierarchy.lldbView("0x1189125f0")?.frame == Rect(x: 342, y: 0, width: 17, height: 44))
    #expect(hierarchy.lldbView("0x113b5df90")?.alpha == 0)
    #expect(hierarchy.lldbView("0x113bba900")?.translatesAutoresizingMaskIntoConstraints == false)
    #expect(hierarchy.lldbView("0x1092be070")?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(hierarchy.lldbView("0x10940abb0")?.title == " 返回")
    #expect(hierarchy.lldbGuide("0x1d41a87a0")?.guide.ambiguous == ["minX", "minY", "height"])
    #expect(
      hierarchy.lldbGuide("0x1d41a86c0")?.guide.ambiguous == ["minX", "minY", "width", "height"])
    #expect(hierarchy.lldbConstraints.isEmpty)
  }
}
