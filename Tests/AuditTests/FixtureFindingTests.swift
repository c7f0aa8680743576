import Audit
import DumpModel
import LaidOut
import TestSupport
import Testing

/// `check` on the real fixtures: what each rule finds there, read by hand in the fixtures'
/// READMEs ("check").
@Suite struct FixtureFindingTests {
  /// The beta bar's custom view is a 40 × 40 button: on iOS 11 only it is tappable.
  @Test func theBetaBarsButtonIsTooSmallToTap() throws {
    let dump = try laidOutFixture("ios11-beta-bar")
    let findings = try Checks.findings(dump)
    #expect(summary(findings) == ["tap-target 0x7fb4d8d06a70"])
    let finding = try #require(findings.first)
    #expect(finding.level == .error)
    #expect(finding.location?.description == "Fixtures/ios11-beta-bar/input.xml:25:11")
    #expect(
      finding.message == "hit area of 'UIButton:0x7fb4d8d06a70' is 40 × 40 pt, under 44 × 44 pt")
  }

  /// A 24-pt-tall image item, 17 pt wide (sample 01's right item): tap-target, not its
  /// 17 × 44 adaptor (on iOS 11 the custom view alone is tapped).
  @Test func aTwentyFourPointImageItemIsATapTarget() throws {
    let findings = try Checks.findings(try laidOutFixture("ios11-375-right-item"))
    #expect(summary(findings) == ["tap-target 0x10860c7c0"])
    #expect(findings.first?.message.contains("17 × 24 pt") == true)
  }

  /// On iOS 13 and later the adaptor is the hit area: a 24-pt image in a 44 × 44 adaptor
  /// passes there, and fails on iOS 12, where only the image is tappable.
  @Test func fromIOS13TheAdaptorIsTheHitArea() throws {
    func findings(_ os: String) throws -> [Finding] {
      let xml = """
        <hierarchy format="1" os="\(os)" screen="375 812">
          <view class="UINavigationBar" address="0x1" frame="0 44; 375 44">
            <view class="_UINavigationBarContentView" address="0x2" frame="0 0; 375 44">
              <view class="_UIButtonBarStackView" address="0x3" frame="323 0; 44 44">
                <view class="_UITAMICAdaptorView" address="0xA0" frame="0 0; 44 44">
                  <view class="UIImageView" address="0xA1" frame="10 10; 24 24"/>
                </view>
              </view>
            </view>
          </view>
        </hierarchy>
        """
      return try Checks.findings(LaidOutDump(document: try document(xml), source: "bar.xml"))
    }
    #expect(try findings("15.0").isEmpty)
    #expect(summary(try findings("12.4")) == ["tap-target 0xA1"])
  }

  @Test func theKeptGuideConflictIsAConflict() throws {
    let findings = try Checks.findings(try laidOutFixture("conflict-pin-kept-guide"))
    #expect(findings.map(\.rule) == [.conflict])
    #expect(findings.first?.location?.line == 70)
    #expect(findings.first?.message.contains("_UIButtonBarStackView:0x113b5df90.leading") == true)
  }

  @Test func aBarWithABackButtonAndNoItemsHasNoFindings() throws {
    #expect(try Checks.findings(try laidOutFixture("ios12-414-back-button")).isEmpty)
    #expect(
      try Checks.findings(try laidOutFixture("sample66-ios13-back-button-push", input: "input.txt"))
        .isEmpty)
  }

  /// edge-gap measures what an item shows, not what a tap lands on (S3-26; docs/check.md,
  /// "edge-gap"): sample 03's titles are 16 pt from either edge (their buttons 8), and
  /// sample 66's back button starts at the edge (its chevron 8 pt in), as UIKit places them:
  /// `--min-edge 16`, UIKit's item margin, finds nothing in either.
  @Test func uikitsOwnItemsKeepTheItemMargin() throws {
    var options = AuditOptions()
    options.minEdge = 16
    let back = try laidOutFixture("sample66-ios13-back-button-push", input: "input.txt")
    #expect(try Checks.findings(back, options: options).isEmpty)
    let sheet = try laidOutFixture("sample03-ios14-sheet-cancel-next", input: "input.txt")
    #expect(try Checks.findings(sheet, options: options).filter { $0.rule == .edgeGap }.isEmpty)
    options.minEdge = 17
    let gaps = try Checks.findings(sheet, options: options).filter { $0.rule == .edgeGap }
    #expect(
      gaps.map(\.message) == [
        "the image and title of '_UIButtonBarButton:0x107de7110' are 16 pt from the screen's "
          + "left edge, under 17 pt",
        "the image and title of '_UIButtonBarButton:0x107d2b8b0' are 16 pt from the screen's "
          + "right edge, under 17 pt",
      ])
  }
}
