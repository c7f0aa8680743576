import DumpModel
import Foundation
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// The page in headless Chromium (Tools/browser/harness.py): one visit, shared by the tests
/// below, with the beta bar's pin page in the light and the dark scheme and a
/// 2,000-view window. No console error may appear; screenshots match their goldens;
/// selections, hovers and keys are checked in the DOM and on pixels.
@Suite struct BrowserTests {
  typealias S = SampleScenes

  /// The pages, the screenshots and the report of the one visit.
  struct Visit {
    var report: BrowserHarness.Report
    var light: Data
    var selected: Data
    var dark: Data
  }

  static let visit: Result<Visit, Error> = Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-browser-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pin = folder.appendingPathComponent("pin.html")
    let big = folder.appendingPathComponent("window.html")
    try SamplePages.pin.htmlData().write(to: pin)
    try SyntheticWindow.page(comparison: true).htmlData().write(to: big)
    let shots = ["light", "selected", "dark"].map { folder.appendingPathComponent("\($0).png") }
    func item(_ id: String, _ prefix: String = "pic-") -> String {
      "document.getElementById('\(prefix)item-\(id)')"
    }
    let selectedShapes =
      "[...document.querySelectorAll('svg .sel[data-item]')]"
      + ".map(e => e.id).sort().join(' ')"
    let steps: [BrowserHarness.Step] = [
      .load(pin),
      .screenshot(shots[0]),
      // The legend under the picture is drawn (it has a height); the comparison comes first.
      .eval(
        "legendHeight",
        "document.querySelector('.picture svg .legend').getBoundingClientRect().height"),
      .eval("firstSection", "document.querySelector('main > section').className"),
      .eval(
        "pictureOriginAtLoad",
        "(r => [r.left, r.top])(document.querySelector('.picture svg').getBoundingClientRect())"),
      // The stack's row in the tree: its rectangle in the picture (and in before and after)
      // is highlighted, its node is listed under Selection.
      .click("#tree [data-node='\(S.stack)'] > .row"),
      .eval("treeSelected", "document.querySelector('#tree li.sel').dataset.node"),
      .eval("shapesSelected", selectedShapes),
      .eval("details", "document.querySelector('#details h3').textContent"),
      .eval(
        "pictureOrigin",
        "(r => [r.left, r.top])(document.querySelector('.picture svg').getBoundingClientRect())"),
      .screenshot(shots[1]),
      // Hover a shape in the picture: its tree row is highlighted.
      .hover("#pic-item-\(S.title) > .box"),
      .eval("hoveredRow", "document.querySelector('#tree li.hl').dataset.node"),
      .eval("hoverDetails", "document.querySelector('#details h3').textContent"),
      // A constraint: both its items.
      .click("#constraints [data-constraint='0x6000021c5090']"),
      .eval("constraintShapes", selectedShapes),
      .eval(
        "constraintRows",
        "[...document.querySelectorAll('#tree li.sel')].map(e => e.dataset.node).join(' ')"),
      // Keys in the tree: down six rows to the stack, Enter selects it, Left folds it, Down
      // goes past its subviews to the title.
      .key("Escape"),
      .eval("afterEscape", "document.querySelectorAll('.sel').length"),
      .focus("#tree [data-node='\(S.bar)']"),
      .key("ArrowDown"), .key("ArrowDown"), .key("ArrowDown"), .key("ArrowDown"),
      .key("ArrowDown"), .key("ArrowDown"),
      .eval("focusedAfterSixDowns", "document.activeElement.dataset.node"),
      .key("Enter"),
      .eval("enterSelected", "\(item(S.stack)).classList.contains('sel')"),
      .key("ArrowLeft"),
      .eval(
        "folded",
        "document.querySelector('#tree [data-node=\"\(S.stack)\"]').getAttribute('aria-expanded')"),
      .key("ArrowDown"),
      .eval("focusedAfterFold", "document.activeElement.dataset.node"),
      .eval("rovingStops", "document.querySelectorAll('#tree [tabindex=\"0\"]').length"),
      // Keys in the picture: the first shape, then three more, Space selects.
      .focus(".picture svg"),
      .key("ArrowRight"),
      .eval("firstShape", "document.activeElement.dataset.item"),
      .key("ArrowRight"), .key("ArrowRight"), .key("ArrowRight"),
      .key(" "),
      .eval("spaceSelectedRow", "document.querySelector('#tree li.sel').dataset.node"),
      // Dark.
      .load(pin, scheme: "dark", name: "dark"),
      .screenshot(shots[2]),
      .eval(
        "darkOrigin",
        "(r => [r.left, r.top])(document.querySelector('.picture svg').getBoundingClientRect())"),
      // 2,000 views: loads without an error, a row deep in the tree selects its shape.
      .load(big, name: "window"),
      .eval("windowViews", "document.querySelectorAll('#tree [data-node]').length"),
      .click("#tree [data-node='i40-17'] > .row"),
      .eval("windowSelected", selectedShapes),
      .eval("windowConstraints", "document.querySelectorAll('#details li').length"),
    ]
    let report = try BrowserHarness.visit(steps, in: folder)
    return Visit(
      report: report, light: try Data(contentsOf: shots[0]),
      selected: try Data(contentsOf: shots[1]), dark: try Data(contentsOf: shots[2]))
  }

  func result(_ name: String) throws -> JSONValue? {
    try Self.visit.get().report.results[name]
  }

  /// The picture's legend is laid out in Chromium, and the before and after is the first
  /// section of a patch's page (docs/pictures.md, "Legend", "The page").
  @Test func theLegendIsDrawnAndTheComparisonComesFirst() throws {
    guard case .number(let height)? = try result("legendHeight") else {
      Issue.record("no legend height")
      return
    }
    #expect(height > 10)
    #expect(try result("firstSection") == .string("comparison"))
  }

  @Test func noConsoleErrorAndNothingFetched() throws {
    let report = try Self.visit.get().report
    #expect(report.errors == [])
    #expect(report.requests.allSatisfy { $0.hasPrefix("file://") })
  }

  @Test func selectingTheStackInTheTreeHighlightsItsRectangle() throws {
    #expect(try result("treeSelected") == .string(S.stack))
    #expect(
      try result("shapesSelected")
        == .string("cmp-after-item-\(S.stack) cmp-before-item-\(S.stack) pic-item-\(S.stack)"))
    #expect(try result("details") == .string("_UIButtonBarStackView 0x7fb4d8e13ad0"))
    // On pixels: where the stack's own fill shows, the selection's fill.
    guard case .array(let origin)? = try result("pictureOrigin") else {
      Issue.record("no picture origin")
      return
    }
    let image = try PNGImage(png: try Self.visit.get().selected)
    let layout = SamplePages.pin.scene.pictureLayout(SamplePages.pin.pictureOptions)
    let point = try #require(SamplePages.pin.scene.visiblePoint(of: S.stack))
    let pixel = layout.pixel(point)
    let x = (origin[0].number ?? 0) + pixel.x
    let y = (origin[1].number ?? 0) + pixel.y
    let colour = image.colour(x: Int(x), y: Int(y))
    #expect(colour.distance(to: RGB(Palette.light.selected.fill!)) <= 2, "\(colour) at \(x), \(y)")
    // Before the selection, where the picture was at load (the selection may scroll it: the
    // before and after comes first on the page).
    guard case .array(let loaded)? = try result("pictureOriginAtLoad") else {
      Issue.record("no picture origin at load")
      return
    }
    let before = try PNGImage(png: try Self.visit.get().light)
    let beforeX = (loaded[0].number ?? 0) + pixel.x
    let beforeY = (loaded[1].number ?? 0) + pixel.y
    #expect(before.colour(x: Int(beforeX), y: Int(beforeY)).distance(to: fill(.stackView)) <= 2)
  }

  @Test func hoverAndConstraintSelection() throws {
    #expect(try result("hoveredRow") == .string(S.title))
    #expect(try result("hoverDetails") == .string("UILabel 0x7fb4d8e15a40 'Inbox'"))
    let shapes = try result("constraintShapes")?.string ?? ""
    for id in [S.adaptor, S.spacer] { #expect(shapes.contains("pic-item-\(id)")) }
    #expect(!shapes.contains("pic-item-\(S.stack)"))
    #expect(try result("constraintRows") == .string("\(S.spacer) \(S.adaptor)"))
  }

  @Test func keyboard() throws {
    #expect(try result("afterEscape") == .number(0))
    #expect(try result("focusedAfterSixDowns") == .string(S.stack))
    #expect(try result("enterSelected") == .bool(true))
    #expect(try result("folded") == .string("false"))
    #expect(try result("focusedAfterFold") == .string(S.title))
    #expect(try result("rovingStops") == .number(1))
    #expect(try result("firstShape") == .string(S.bar))
    #expect(try result("spaceSelectedRow") == .string(S.stack))
  }

  @Test func darkScheme() throws {
    guard case .array(let origin)? = try result("darkOrigin") else {
      Issue.record("no picture origin")
      return
    }
    let image = try PNGImage(png: try Self.visit.get().dark)
    // The picture's padding, top left: the dark background.
    let colour = image.colour(x: Int(origin[0].number ?? 0) + 4, y: Int(origin[1].number ?? 0) + 4)
    #expect(colour.distance(to: RGB(Palette.dark.background)) <= 2, "\(colour)")
  }

  @Test func twoThousandViews() throws {
    #expect(try result("windowViews") == .number(Double(SyntheticWindow.page().nodes.count)))
    #expect(
      try result("windowSelected")
        == .string("cmp-after-item-i40-17 cmp-before-item-i40-17 pic-item-i40-17"))
    #expect(try result("windowConstraints") == .number(2))
  }

  @Test func screenshotsMatchTheirGoldens() throws {
    let visit = try Self.visit.get()
    if let problem = try ImageGolden.mismatch(visit.light, "pictures/pin.light.png") {
      Issue.record(Comment(rawValue: problem))
    }
    if let problem = try ImageGolden.mismatch(visit.dark, "pictures/pin.dark.png") {
      Issue.record(Comment(rawValue: problem))
    }
  }
}
