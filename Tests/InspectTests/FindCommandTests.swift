import Foundation
import HierarchyIO
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

@Suite struct FindCommandTests {
  let stackLine =
    "UINavigationBar:0x11890f1b0/_UINavigationBarContentView:0x11890ff60/"
    + "_UIButtonBarStackView:0x113b5df90 "
    + "<_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>"
  let hiddenLine =
    "UINavigationBar:0x11890f1b0/_UIButtonBarStackView:0x1189125f0 "
    + "<_UIButtonBarStackView: 0x1189125f0; frame = (342 0; 17 44); hidden = YES>"

  @Test func findsByClassNameInDocumentOrder() {
    let run = inspect("find", "-", "_UIButtonBarStackView", input: recursiveText)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(run.output == stackLine + "\n" + hiddenLine + "\n")
  }

  @Test func findsByAddress() {
    let run = inspect("find", "-", "0x1189125f0", input: recursiveText)
    #expect(run.status == 0)
    #expect(run.output == hiddenLine + "\n")
  }

  @Test func nothingFoundExitsOneWithAHint() {
    let run = inspect("find", "-", "_uibuttonbarstackview", input: recursiveText)
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.error == "<stdin>: note: no view, guide or constraint has the address or class "
        + "'_uibuttonbarstackview'; did you mean '_UIButtonBarStackView'?\n")
    let none = inspect("find", "-", "UITableView", input: recursiveText)
    #expect(none.status == 1)
    #expect(
      none.error
        == "<stdin>: note: no view, guide or constraint has the address or class 'UITableView'\n"
    )
    // QA S3-26: an XPath that matches nothing said nothing at all.
    let xpath = inspect("find", "-", "//view[@class='nothing']", input: recursiveText)
    #expect(xpath.status == 1)
    #expect(
      xpath.error
        == "<stdin>: note: nothing matches the XPath '//view[@class='nothing']': no view, "
        + "guide or constraint has the class 'nothing'\n")
    let json = inspect("find", "-", "UITableView", "--format", "json", input: recursiveText)
    #expect(
      json.error.hasPrefix(
        #"{"severity":"note","file":"<stdin>","message":"no view"#))
  }

  /// Every way of finding nothing is one error at the dump with the same hints (S3-26): an
  /// XPath's mistyped class gets the "did you mean" a class query gets, and a label the hint.
  @Test func anXPathThatFindsNothingGetsTheClassHint() {
    let typo = inspect(
      "find", "-", "//view[@class=\"_UIButtonBarStackVeiw\"]/view", input: recursiveText)
    #expect(typo.status == 1)
    #expect(
      typo.error
        == "<stdin>: note: nothing matches the XPath '//view[@class=\"_UIButtonBarStackVeiw\"]/view': "
        + "no view, guide or constraint has the class '_UIButtonBarStackVeiw'; did you mean "
        + "'_UIButtonBarStackView'?\n")
    let bar = Repository.fixtures.appendingPathComponent("ios11-beta-bar/input.xml").path
    let label = inspect("find", bar, "//guide[@class='LeadingBarGuide']")
    #expect(
      label.error
        == "\(bar): note: nothing matches the XPath '//guide[@class='LeadingBarGuide']': no "
        + "view, guide or constraint has the class 'LeadingBarGuide'; a guide identifier holds "
        + "it: try \"//guide[contains(@identifier, 'LeadingBarGuide')]\"\n")
    // A class the dump has, in an XPath that still finds nothing: no class hint.
    let empty = inspect("find", "-", "//view[@class='UIButtonLabel']/guide", input: recursiveText)
    #expect(
      empty.error
        == "<stdin>: note: nothing matches the XPath '//view[@class='UIButtonLabel']/guide'\n")
    #expect(
      FindCommand.classLiterals(in: #"//view[@class = "A"] | //guide[@class='B']"#) == ["A", "B"])
  }

  @Test(arguments: [
    (["find", "a.xml"], "missing QUERY"),
    (["find"], "missing DUMP"),
    (["find", "a.xml", ""], "QUERY is empty"),
    (
      ["find", "a.xml", "X", "--from", "yaml"],
      "option '--from' must be one of xml, json, lldb, sentry, not 'yaml'"
    ),
    (["find", "a.xml", "X", "--guides"], "unknown option '--guides'"),
  ])
  func usageErrors(arguments: [String], message: String) {
    let streams = CapturedStreams()
    #expect(Inspect.run(arguments: arguments, io: streams.streams) == 64)
    #expect(
      streams.error == """
        inspect: error: \(message)
        usage: inspect find DUMP… QUERY [--format text|json] [-q]
        See 'inspect find --help'.

        """)
  }
}

/// `find` over XML files, where XPath runs over the file itself, and over JSON, where it runs
/// over the model's XML.
@Suite struct FindXPathTests {
  let bar = Repository.fixtures.appendingPathComponent("ios11-beta-bar/input.xml").path
  let stackPath =
    "UINavigationBar:0x7fb4d8c0a2f0/_UINavigationBarContentView:0x7fb4d8c0b0a0/"
    + "_UIButtonBarStackView:0x7fb4d8e13ad0"

  @Test func elementsArePrintedAsItems() {
    let run = inspect("find", bar, "//view[@class='_UIButtonBarStackView']/view")
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(
      run.output == """
        \(stackPath)/UIView:0x7fb4d8e14160 <UIView: 0x7fb4d8e14160; frame = (0 22; 8 0)>
        \(stackPath)/_UITAMICAdaptorView:0x7fb4d8e14390 \
        <_UITAMICAdaptorView: 0x7fb4d8e14390; frame = (8 2; 40 40)>

        """)
  }

  @Test func guidesAndConstraintsEndTheirPathWithTheirClassAndAddress() throws {
    let query = "//*[@identifier='UISV-alignment-spanner' or @address='0x6000021c5360']"
    let run = inspect("find", bar, query)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    try #require(lines.count == 2)
    #expect(
      lines[0] == "\(stackPath)/_UILayoutSpacer:0x60c0001b3560 <_UILayoutSpacer: 0x60c0001b3560 - "
        + "\"UISV-alignment-spanner\", layoutFrame = {{0, 0}, {0, 44}}, owningView = "
        + "<_UIButtonBarStackView: 0x7fb4d8e13ad0; frame = (12 0; 48 44)>>")
    #expect(
      lines[1].hasPrefix(
        "\(stackPath)/NSLayoutConstraint:0x6000021c5360 <NSLayoutConstraint:0x6000021c5360 "))
  }

  @Test func otherNodesArePrintedAsNodePathAndValue() {
    let run = inspect("find", bar, "//view[@title]/@title | /hierarchy/@os")
    #expect(run.status == 0)
    #expect(
      run.output == """
        /hierarchy/@os 11.0
        /hierarchy/view/view[2]/view[2]/@title Inbox

        """)
  }

  @Test func valuesArePrintedAndFalseOrEmptyExitsOne() {
    #expect(inspect("find", bar, "count(//constraint)").output == "48\n")
    #expect(inspect("find", bar, "(//view)[last()]/@class").output.hasSuffix(" UILabel\n"))
    let no = inspect("find", bar, "boolean(//patch)")
    #expect(no.status == 1)
    #expect(no.output == "false\n")
    let empty = inspect("find", bar, "string(//patch/@name)")
    #expect(empty.status == 1)
    let none = inspect("find", bar, "//view[@class='UITableView']")
    #expect(none.status == 1)
    #expect(none.output == "")
  }

  @Test func labelsThatAreNoClassGetAnXPathHint() {
    let run = inspect("find", bar, "LeadingBarGuide")
    #expect(run.status == 1)
    #expect(
      run.error == "\(bar): note: no view, guide or constraint has the address or class "
        + "'LeadingBarGuide'; a guide identifier holds it: try "
        + "\"//guide[contains(@identifier, 'LeadingBarGuide')]\"\n")
    let hinted = inspect("find", bar, "//guide[contains(@identifier, 'LeadingBarGuide')]")
    #expect(hinted.status == 0)
    #expect(hinted.output.hasPrefix("UINavigationBar:0x7fb4d8c0a2f0/"))
    #expect(
      inspect("find", bar, "Inbo").error.hasSuffix(
        "try \"//view[contains(@title, 'Inbo')]\"\n"))
    // A whole title names its view (FindNamesTests).
    #expect(inspect("find", bar, "Inbox").status == 0)
  }

  @Test func badXPathIsAUsageErrorPointingAtTheColumn() {
    let run = inspect("find", bar, "//view[@class=]")
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(
      run.error == """
        <query>:1:15: error: invalid XPath expression: invalid expression
           //view[@class=]
                         ^

        """)
  }

  @Test func constraintsWithoutAddressAreFoundByPosition() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <view class="UIView" address="0x1" frame="0 0; 10 10">
          <constraint first="0x1" firstAttribute="width" constant="10"/>
          <constraint first="0x1" firstAttribute="height" constant="10"/>
        </view>
      </hierarchy>
      """
    let run = inspect("find", "-", "//constraint[@firstAttribute='height']", input: xml)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("UIView:0x1/NSLayoutConstraint[2] <NSLayoutConstraint:"))
    #expect(run.output.contains("UIView:0x1.height == 10"))
  }

  @Test func lldbTextIsSearchedThroughItsXML() {
    let query = "//view[@hidden='YES'] | //view[@title]/@title"
    let run = inspect("find", "-", query, input: recursiveText)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(
      run.output == """
        /hierarchy/view/view[1]/view/view/@title Back
        UINavigationBar:0x11890f1b0/_UIButtonBarStackView:0x1189125f0 \
        <_UIButtonBarStackView: 0x1189125f0; frame = (342 0; 17 44); hidden = YES>

        """)
  }

  @Test func jsonDumpsAreSearchedThroughTheirXML() {
    let json = inspect("show", bar, "--format", "json")
    #expect(json.status == 0)
    let fromJSON = inspect("find", "-", "//guide[@class='_UILayoutSpacer']", input: json.output)
    let fromXML = inspect("find", bar, "//guide[@class='_UILayoutSpacer']")
    #expect(fromJSON.error == "")
    #expect(fromJSON.status == 0)
    #expect(fromJSON.output == fromXML.output)
    #expect(fromJSON.output.split(separator: "\n").count == 1)
  }
}
