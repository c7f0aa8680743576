import Foundation
import HierarchyIO
import TestSupport
import Testing

/// `find` takes an item by the names people copy (issue 12): an address in any case, the name
/// the reports print, an identifier or a title; and prints JSON with `--format json`.
@Suite struct FindNamesTests {
  let bar = Repository.fixtures.path + "/ios11-beta-bar/input.xml"
  static let content = "UINavigationBar:0x7fb4d8c0a2f0/_UINavigationBarContentView:0x7fb4d8c0b0a0"

  @Test(arguments: [
    ("LeadingBarGuide(0x7fb4d8c0c1e0)", "\(content)/UILayoutGuide:0x60c0001b2b20 "),
    ("0X7FB4D8E13AD0", "\(content)/_UIButtonBarStackView:0x7fb4d8e13ad0 "),
    ("0x7FB4D8E13ad0", "\(content)/_UIButtonBarStackView:0x7fb4d8e13ad0 "),
    (
      "UILayoutGuide:0x60c0001b2a40'BackButtonGuide(0x7fb4d8c0c1e0)'",
      "\(content)/UILayoutGuide:0x60c0001b2a40 "
    ),
    ("_UIButtonBarStackView:0X7FB4D8E13AD0", "\(content)/_UIButtonBarStackView:0x7fb4d8e13ad0 "),
    ("Inbox", "\(content)/UILabel:0x7fb4d8e15a40 "),
  ])
  func findsAnItemByTheNamePeopleCopy(query: String, line: String) {
    let run = inspect("find", bar, query)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasPrefix(line))
    #expect(run.output.split(separator: "\n").count == 1)
  }

  /// A name whose label is not the item's is no name of it: the query goes on to XPath.
  @Test func aWrongLabelIsNoName() {
    let run = inspect("find", bar, "UILayoutGuide:0x60c0001b2a40'LeadingBarGuide(0x1)'")
    #expect(run.status != 0)
    #expect(run.output == "")
  }

  @Test func matchesAreJSONWithFormatJSON() throws {
    let run = inspect("find", bar, "_UIButtonBarStackView", "--format", "json")
    #expect(run.status == 0)
    // One result per input (docs/cli.md, JSON output), its output the array of matches.
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    #expect(results.count == 1)
    let matches = try #require(results[0]["output"] as? [[String: Any]])
    #expect(matches.count == 1)
    #expect(matches[0]["kind"] as? String == "view")
    #expect(matches[0]["class"] as? String == "_UIButtonBarStackView")
    #expect(matches[0]["address"] as? String == "0x7fb4d8e13ad0")
    #expect(matches[0]["path"] as? String == "\(Self.content)/_UIButtonBarStackView:0x7fb4d8e13ad0")
    #expect(
      (matches[0]["description"] as? String)?.hasPrefix("<_UIButtonBarStackView: 0x7fb4d8e13ad0;")
        == true)
    let count = inspect("find", bar, "count(//view)", "--format", "json")
    let counted =
      try JSONSerialization.jsonObject(with: Data(count.output.utf8)) as? [[String: Any]]
    #expect((counted?.first?["output"] as? [String: Any])?["value"] as? Int == 11)
    let none = inspect("find", bar, "UIFoo", "--format", "json")
    #expect(none.status == 1)
    // The input's result says it failed; its matches are an empty array (docs/cli.md, "JSON
    // outputs": `output` is there whenever the dump was read).
    let noMatch = try #require(
      try JSONSerialization.jsonObject(with: Data(none.output.utf8)) as? [[String: Any]])
    #expect(noMatch.count == 1)
    #expect(noMatch.first?["status"] as? Int == 1)
    #expect((noMatch.first?["output"] as? [Any])?.isEmpty == true)
    #expect(none.error.hasPrefix(#"{"severity":"note","file":"#))
  }
}
