import DumpModel
import Foundation
import HierarchyIO
import Layout
import TestSupport
import Testing

@testable import BarModel

/// The readings the bar model makes more cheaply give what the plain ones gave: the reading
/// it hands over (`BarRebuild.contents`), the identifiers' and classes' bytes compared in
/// place, the constraints touching an item walked by their links.
@Suite struct ReadingWorkTests {
  static var captures: [Capture] { BarModelWorkTests.captures }

  /// The anatomy's reading of the rebuilt document, read afresh: what `contents` replaces.
  static func readAfresh(_ document: Document) -> [(bar: BarParts, content: ContentParts)] {
    BarAnatomy.bars(in: document).compactMap { bar in
      guard bar.kind == .navigation || bar.kind == .fragment else { return nil }
      return (bar, BarAnatomy.content(of: bar.contentView, in: document))
    }
  }

  static func check(_ rebuild: BarRebuild, _ label: String) -> Int {
    let handed = rebuild.contents
    let afresh = readAfresh(rebuild.document)
    #expect(handed.map(\.bar) == afresh.map(\.bar), "\(label)")
    #expect(handed.map(\.content) == afresh.map(\.content), "\(label)")
    return rebuild.bars.filter { rebuild.keepsReading($0) }.count
  }

  @Test func handedOverReadingIsTheAnatomys() throws {
    var kept = 0
    var read = 0
    for capture in Self.captures {
      for rebuild in try BarModelWorkTests.rebuilds(capture) {
        kept += Self.check(rebuild, "\(capture)")
        read += rebuild.bars.count
      }
    }
    // Windows, whose every bar holds its constraints: each bar's reading is handed over.
    for fixture in ["ios11-375-two-items-each-side", "ios11-beta-bar", "ios15-390-back-one-item"] {
      let xml = try BarWindow.xml(bars: 4, fixture: fixture)
      let rebuild = try Bars.rebuild(Document(xml: Data(xml.utf8), source: "window.xml"))
      kept += Self.check(rebuild, fixture)
      read += rebuild.bars.count
    }
    // Both ways are taken: a paste's rebuilt constraints change its reading.
    #expect(kept >= 4)
    #expect(kept < read)
  }

  /// Every guide identifier of the fixtures, and forms around the chain's names.
  static func identifiers() throws -> [String] {
    var identifiers: Set<String> = [
      "LeadingBarGuide(0x109518800)", "LeadingBarGuide", "LeadingBarGuide()", "TitleView(0x1)",
      "TitleView(", "TitleView)", "(0x1)", "TrailingBarGuide(a(b))", "BackButtonGuide(0x1) ",
      "BackButtonGuide(é)", "Back\u{0301}ButtonGuide(0x1)", "", ")", "(", "()",
      "BIB_Leading", "BIB\u{0301}_Leading", "BIB_\u{0301}Leading", "\u{212A}", "Mask_", "Mask",
      "UINavItemContentGuide-leading", "UINavigationBarItemContentLayoutGuide", "CB_Trailing\r\n",
      "MaskEV_", "UINav_static_button_horiz_position", "UIViewLayoutMarginsGuide",
    ]
    for capture in captures {
      let document = try capture.document()
      for view in document.viewIDs {
        for guide in document.guides(of: view) {
          if let identifier = document[guide].identifier { identifiers.insert(identifier) }
        }
        for id in document.constraints(heldBy: view) {
          if let identifier = document[id].identifier { identifiers.insert(identifier) }
        }
      }
    }
    return identifiers.sorted()
  }

  @Test func identifiersReadInTheirBytes() throws {
    let identifiers = try Self.identifiers()
    #expect(identifiers.count > 100)
    var chain = 0
    for identifier in identifiers {
      let bytes = BarIdentifier.chainRole(of: identifier)
      let plain = BarIdentifier.chainRoleByIndices(of: identifier)
      #expect(bytes?.role == plain?.role, "\(identifier)")
      #expect(bytes?.layout == plain?.layout, "\(identifier)")
      if bytes != nil { chain += 1 }
      #expect(
        BarIdentifier.isIOS15(identifier)
          == BarIdentifier.ios15Prefixes.contains(where: identifier.hasPrefix), "\(identifier)")
    }
    #expect(chain > 10)
  }

  @Test func classesReadInTheirBytes() throws {
    var names: Set<String> = BarClass.frameBasedItems.union([
      "", "UINavigationButto", "UINavigationButtonX", "UINavigation\u{0301}Button",
      "UINavigationButton\u{0301}", "\u{212A}",
    ])
    for capture in Self.captures {
      let document = try capture.document()
      for view in document.viewIDs { names.insert(document[view].className) }
    }
    names.formUnion(BarClass.navigationBarOnly)
    for name in names {
      #expect(BarClass.isFrameBasedItem(name) == BarClass.frameBasedItems.contains(name), "\(name)")
      #expect(
        BarClass.isNavigationBarOnly(name) == BarClass.navigationBarOnly.contains(name), "\(name)")
    }
  }

  /// A sign's words read in their bytes are those `hasPrefix` reads.
  @Test(arguments: [
    "prints 'layout='", "without iOS 13's 'layout='", "printsX", "prints", "prints \u{0301}x",
    "without\u{0301} x", "seen on iOS 15", "the dump's os 11.4", "the dump's os \u{0301}11",
    "the dump's os", "é prints ", "",
  ])
  func signWordsReadInTheirBytes(_ reason: String) {
    var sign = RecognitionSign(
      item: "x", reason: reason, line: nil, generation: .ios11to12, strength: .weak)
    let joiner = reason.hasPrefix("prints ") || reason.hasPrefix("without ") ? " " : ": "
    #expect(sign.text == "x" + joiner + reason)
    #expect(!sign.isDumpOS)
    sign.item = nil
    #expect(sign.isDumpOS == reason.hasPrefix(RecognitionSign.dumpOSPrefix))
  }

  /// A part's frames taken as their table (`BarSolver`) are those its walk gives, each once.
  @Test func sparseTableIsTheWalk() {
    var frames = ItemFrames(sparseViewCount: 40, guideCount: 20, capacity: 8)
    var generator = SystemRandomNumberGenerator()
    for step in 0..<400 {
      let id = Int32.random(in: -2..<50, using: &generator)
      let item: ItemID = step % 3 == 0 ? .guide(GuideID(rawValue: id)) : .view(ViewID(rawValue: id))
      let frame =
        step % 7 == 0 ? nil : Rect(x: Double(step), y: 1, width: Double(id), height: 2)
      frames[item] = frame
      let table = frames.sparseTable ?? [:]
      let walked = Dictionary(uniqueKeysWithValues: frames.map { ($0.item, $0.frame) })
      #expect(table == walked)
      #expect(table.count == frames.count)
    }
    #expect(ItemFrames(viewCount: 3, guideCount: 1).sparseTable == nil)
  }

  /// What a class shows, kept by name for a rebuild's bars, is what the name shows asked
  /// afresh; the recognitions made with it are those made without.
  @Test func classSignsKeptAreAskedAfresh() throws {
    var names: Set<String> = [
      "UIView", "_UINavigationBarContentView", "MyNavigationBarContentView",
      "_UINavigationBarContentVie\u{0301}w", "X_UIBarButtonItemWrapperViewY", "\u{212A}",
      "UINavigationButtonBa\u{0155}", "UINavigationButtonBar\u{0301}", "",
    ]
    var memo = ClassSignMemo()
    var recognitions = RecognitionMemo()
    var bars = 0
    for capture in Self.captures {
      let document = try capture.document()
      for view in document.viewIDs { names.insert(document[view].className) }
      for bar in BarAnatomy.bars(in: document) {
        #expect(
          recognitions.recognise(bar.root, in: document, os: nil)
            == Recognition.recognise(bar.root, in: document), "\(capture)")
        bars += 1
      }
    }
    for name in names.sorted() + names.sorted() {
      #expect(memo.signs(of: name) == ClassSigns(of: name), "\(name)")
    }
    #expect(bars > 30)
  }

  /// Roles and sides compared by case are compared by name.
  @Test func casesAreTheirNames() {
    for a in BarIdentifier.ChainRole.allCases {
      for b in BarIdentifier.ChainRole.allCases { #expect((a == b) == (a.rawValue == b.rawValue)) }
    }
    for a in BarSide.allCases {
      for b in BarSide.allCases { #expect((a == b) == (a.rawValue == b.rawValue)) }
    }
    #expect(Set(BarIdentifier.ChainRole.allCases).count == 4)
    #expect(Set(BarSide.allCases).count == 2)
  }

  @Test func touchingWalkIsTheArray() throws {
    var asked = 0
    for capture in Self.captures {
      let document = try capture.document()
      var items = document.viewIDs.map(ItemID.view)
      for view in document.viewIDs { items += document.guides(of: view).map(ItemID.guide) }
      for item in items {
        let touching = document.constraints(touching: item)
        // The first with an odd id, the first of all, none.
        let picks: [(ConstraintID) -> Bool] = [
          { $0.rawValue % 2 == 1 }, { _ in true }, { _ in false },
        ]
        for accepts in picks {
          #expect(
            document.firstConstraint(touching: item, where: { accepts($1) })
              == touching.first(where: accepts), "\(capture)")
        }
        asked += 1
      }
    }
    #expect(asked > 500)
  }
}
