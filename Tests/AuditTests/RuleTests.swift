import Audit
import DumpModel
import LaidOut
import Testing

/// Each rule on small bars written here, its numbers worked out by hand. The bars hold
/// frames and no constraints: the geometric rules read the frames as recorded, without a
/// layout (laying out a frames-only stack view would conflict with its recorded frames).
@Suite struct RuleTests {
  func findings(_ xml: String, _ options: AuditOptions = AuditOptions()) throws -> [Finding] {
    let dump = LaidOutDump(document: try document(xml), source: "bar.xml")
    return try Checks.findings(dump, options: options)
  }

  @Test func systemButtonsOfFortyFourPassAndNarrowerOnesDoNot() throws {
    // Stack at x 200: buttons (0 0; 44 44) and (52 0; 30 44).
    let found = try findings(modernBar(items: ["0 0; 44 44", "52 0; 30 44"]))
    #expect(summary(found) == ["tap-target 0xA1"])
    #expect(found[0].message.contains("30 × 44 pt"))
    var options = AuditOptions()
    options.minSize = Size(width: 30, height: 30)
    #expect(try findings(modernBar(items: ["0 0; 44 44", "52 0; 30 44"]), options).isEmpty)
  }

  @Test func itemsThatOverlapEachOtherTheTitleOrTheBackButton() throws {
    // Items at 200…244 and 230…274 (14 pt in common); the title 150…225 covers the first
    // item's 200…225 (25 pt); the back button 0…210 its 200…210. The second item meets
    // neither (it starts at 230).
    let found = try findings(
      modernBar(
        items: ["0 0; 44 44", "30 0; 44 44"], title: #"frame="150 12; 75 20.5""#,
        backButton: "0 0; 210 44"))
    #expect(summary(found) == ["overlap 0xA0 0xA1", "overlap 0xA0 0xB0", "overlap 0xA0 0x4"])
    let pair = try #require(found.first { $0.addresses == ["0xA0", "0xA1"] })
    #expect(pair.message.hasSuffix("overlap by 14 × 44 pt"))
    #expect(found.allSatisfy { $0.level == .error })
    // Touching edges do not overlap.
    #expect(try findings(modernBar(items: ["0 0; 44 44", "44 0; 44 44"])).isEmpty)
  }

  @Test func aTitleNarrowerThanItsTextOrOfNoWidth() throws {
    let squeezed = try findings(
      modernBar(items: [], title: #"frame="150 12; 40 20.5" intrinsicSize="75 20.5""#))
    #expect(summary(squeezed) == ["title-squeezed 0x4"])
    #expect(
      squeezed[0].message == "title 'Settings' ('UILabel:0x4') is 40 pt wide; its text needs 75 pt")
    #expect(squeezed[0].level == .warning)
    // Without an intrinsic width, --min-title (44) decides.
    #expect(try findings(modernBar(items: [], title: #"frame="150 12; 40 20.5""#)).count == 1)
    var options = AuditOptions()
    options.minTitle = 30
    #expect(try findings(modernBar(items: [], title: #"frame="150 12; 40 20.5""#), options).isEmpty)
    // No width at all is squeezed whatever the threshold.
    options.minTitle = 0
    #expect(
      try findings(modernBar(items: [], title: #"frame="150 12; 0 20.5""#), options).count == 1)
  }

  @Test func itemsOutsideTheBarAndTheScreen() throws {
    // The stack at 200; an item at 170 inside it reaches 370…414: 39 pt past the bar's right
    // edge (375), and the screen's (also 375).
    let found = try findings(modernBar(items: ["170 0; 44 44"]))
    #expect(summary(found) == ["off-bar 0xA0"])
    #expect(found[0].message.hasSuffix("lies 39 pt past the right edge of its bar (0 44; 375 44)"))
    // edge-gap leaves an item past the screen to off-bar, and reports it without off-bar.
    var options = AuditOptions()
    options.ignored = [.offBar]
    let gaps = try findings(modernBar(items: ["170 0; 44 44"]), options)
    #expect(summary(gaps) == ["edge-gap 0xA0"])
    #expect(gaps[0].message == "'_UIButtonBarButton:0xA0' lies 39 pt past the screen's right edge")
  }

  @Test func edgeGapUnderTheMinimum() throws {
    // Item 200+123 = 323…367: 8 pt from the right edge.
    var options = AuditOptions()
    #expect(try findings(modernBar(items: ["123 0; 44 44"]), options).isEmpty)
    options.minEdge = 16
    let found = try findings(modernBar(items: ["123 0; 44 44"]), options)
    #expect(summary(found) == ["edge-gap 0xA0"])
    #expect(
      found[0].message
        == "'_UIButtonBarButton:0xA0' is 8 pt from the screen's right edge, under 16 pt")
    options.minEdge = 8
    #expect(try findings(modernBar(items: ["123 0; 44 44"]), options).isEmpty)
  }

  /// The back button is UIKit's, at the screen's edge (sample 66): never under `--min-edge`,
  /// still a finding past the edge.
  @Test func edgeGapLeavesTheBackButtonAtTheEdge() throws {
    var options = AuditOptions()
    options.minEdge = 16
    options.ignored = [.offBar, .overlap]
    #expect(try findings(modernBar(items: [], backButton: "0 0; 65 44"), options).isEmpty)
    let past = try findings(modernBar(items: [], backButton: "-10 0; 65 44"), options)
    #expect(
      past.map(\.message) == ["'_UIButtonBarButton:0xB0' lies 10 pt past the screen's left edge"])
  }

  @Test func theSafeAreaWhenTheDumpHasIt() throws {
    // A window with a safe area 44 pt in from the left (landscape): an item at 20 is outside.
    let xml = """
      <hierarchy format="1" os="15.0" screen="812 375">
        <view class="UIWindow" address="0x9" frame="0 0; 812 375">
          <guide address="0x8" identifier="UIViewSafeAreaLayoutGuide" frame="44 0; 724 354"/>
          <view class="UINavigationBar" address="0x1" frame="0 0; 812 32">
            <view class="_UINavigationBarContentView" address="0x2" frame="0 0; 812 32">
              <view class="_UIButtonBarStackView" address="0x3" frame="20 0; 44 32">
                <view class="_UIButtonBarButton" address="0xA0" frame="0 0; 44 32"/>
              </view>
            </view>
          </view>
        </view>
      </hierarchy>
      """
    var options = AuditOptions()
    options.only = [.offBar]
    let found = try findings(xml, options)
    #expect(summary(found) == ["off-bar 0x3", "off-bar 0xA0"])
    #expect(found.allSatisfy { $0.message.contains("the safe area (44 0; 724 354)") })
  }

  @Test func ambiguousAndMisplacedItems() throws {
    // The stack is tied to nothing on x: ambiguous. The label's constraints put it at 10,
    // recorded at 12: misplaced.
    let xml = """
      <hierarchy format="1" os="15.0">
        <view class="UIView" address="0x1" frame="0 0; 375 44">
          <view class="UIView" address="0x2" frame="0 0; 10 10" translatesAutoresizingMaskIntoConstraints="NO"/>
          <view class="UILabel" address="0x3" frame="12 0; 20 20" translatesAutoresizingMaskIntoConstraints="NO"/>
          <constraint first="0x2" firstAttribute="top" second="0x1" secondAttribute="top"/>
          <constraint first="0x2" firstAttribute="width" constant="10"/>
          <constraint first="0x2" firstAttribute="height" constant="10"/>
          <constraint address="0xC" first="0x3" firstAttribute="leading" second="0x1" secondAttribute="leading" constant="10"/>
          <constraint first="0x3" firstAttribute="top" second="0x1" secondAttribute="top"/>
          <constraint first="0x3" firstAttribute="width" constant="20"/>
          <constraint first="0x3" firstAttribute="height" constant="20"/>
        </view>
      </hierarchy>
      """
    // No bar: `no-bar` is left out here, the layout rules are what is tested.
    var options = AuditOptions()
    options.ignored = [.noBar]
    let found = try Checks.findings(
      try LaidOutDump.solving(document(xml), source: "bar.xml"), options: options)
    #expect(summary(found) == ["ambiguous 0x2", "misplaced 0x3"])
    // The same frames and constraints from a paste (not inspect's XML or JSON), which does not
    // carry every constraint: nothing to say about freedom or places.
    var pasted = try LaidOutDump.solving(document(xml), source: "bar.txt")
    pasted.carriesConstraints = false
    #expect(try Checks.findings(pasted, options: options).isEmpty)
    #expect(found[0].message == "'UIView:0x2' is ambiguous: nothing fixes its minX")
    #expect(
      found[1].message
        == "'UILabel:0x3' is recorded at (12 0; 20 20), its constraints put it at (10 0; 20 20)")
    #expect(found.allSatisfy { $0.level == .warning })
  }

  @Test func theMarginsPatchOnIOS13IsPrivateAPI() throws {
    let record = #"<patch name="margins" gap="0"/>"#
    var xml = modernBar(items: ["0 0; 44 44"], os: "13.4").replacingOccurrences(
      of: "  <view class=\"UINavigationBar\"",
      with: "  \(record)\n  <view class=\"UINavigationBar\"")
    let found = try findings(xml)
    #expect(summary(found) == ["private-api 0x2"])
    #expect(found[0].location?.line == 3)
    xml = xml.replacingOccurrences(of: #"os="13.4""#, with: #"os="12.4""#)
    #expect(try findings(xml).isEmpty)
  }

  @Test func levelsAndSelection() throws {
    let bar = modernBar(items: ["0 0; 30 44"], title: #"frame="150 12; 0 20.5""#)
    #expect(
      try findings(bar).map { "\($0.rule.rawValue) \($0.level)" } == [
        "tap-target error", "title-squeezed warning",
      ])
    var options = AuditOptions()
    options.levels = [.tapTarget: .warning, .titleSqueezed: .error]
    #expect(
      try findings(bar, options).map { "\($0.rule.rawValue) \($0.level)" } == [
        "tap-target warning", "title-squeezed error",
      ])
    options = AuditOptions()
    options.only = [.titleSqueezed]
    #expect(try findings(bar, options).map(\.rule) == [.titleSqueezed])
    options = AuditOptions()
    options.ignored = [.titleSqueezed]
    #expect(try findings(bar, options).map(\.rule) == [.tapTarget])
  }

  /// What is hidden or transparent is not checked: the outgoing title of a push (alpha 0).
  @Test func hiddenViewsAreNotChecked() throws {
    let bar = modernBar(
      items: ["0 0; 30 44"],
      extra: #"<view class="UILabel" address="0x5" frame="0 0; 0 0" alpha="0" title="Old"/>"#)
    let hiddenItem = bar.replacingOccurrences(
      of: #"frame="0 0; 30 44""#, with: #"frame="0 0; 30 44" hidden="YES""#)
    #expect(try findings(bar).map(\.rule) == [.tapTarget])
    #expect(try findings(hiddenItem).isEmpty)
  }

  /// Rules sort in the order of their cases (findings of one place are sorted by rule), and
  /// each is equal to itself alone, by case (not by its name).
  @Test func rulesSortInTheOrderOfTheirCasesAndEqualThemselvesAlone() {
    #expect(Rule.allCases.sorted() == Rule.allCases)
    #expect(Rule.allCases.shuffled().sorted() == Rule.allCases)
    #expect(Set(Rule.allCases).count == Rule.allCases.count)
    for a in Rule.allCases {
      #expect(Rule.allCases.filter { $0 == a } == [a])
      #expect(Rule(rawValue: a.rawValue) == a)
    }
  }
}
