import BarModel
import Patcher
import TestSupport
import Testing

/// `--side leading` behind a back button names the guide the leading stack follows in its
/// generation: `LeadingBarGuide` on iOS 11–12, `UINavigationBarItemContentLayoutGuide` on
/// iOS 13+, which has no `LeadingBarGuide` (docs/navbar/README.md, "For the patches"; QA
/// S3-26).
@Suite struct BackButtonGuideNameTests {
  static func refusal(_ fixture: String) throws -> String {
    do {
      _ = try patched(fixture, Patch(.pin, side: .leading))
    } catch let error as PatchError {
      guard case .backButtonShown = error.reason else { return "other error: \(error)" }
      return error.description
    }
    return "no error"
  }

  @Test func ios13AndLaterNameTheItemContentGuide() throws {
    let message = try Self.refusal("ios17-393-back-leading-item")
    #expect(
      message.contains("(UINavigationBarItemContentLayoutGuide starts after the back button)"),
      "\(message)")
    #expect(!message.contains("LeadingBarGuide"))
  }

  @Test func ios11To12NameLeadingBarGuide() throws {
    let message = try Self.refusal("ios12-414-back-button")
    #expect(message.contains("(LeadingBarGuide starts after the back button)"), "\(message)")
  }
}
