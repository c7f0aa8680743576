import Foundation
import TestSupport
import Testing
import XMLFormat

/// One bad document and the one message it must give, location included.
struct BadXML: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var message: String
  var testDescription: String { name }
}

private let attributeNames =
  "left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, "
  + "lastBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, "
  + "trailingMargin, centerXWithinMargins, centerYWithinMargins, notAnAttribute"

/// Columns are counted by hand from the four-space indentation of `document`'s body:
/// `<` at 5, `<view ` puts the first attribute at 11, `<constraint ` at 17.
let badXMLCases: [BadXML] = [
  BadXML(
    name: "missing class",
    text: document(#"    <view address="0x2"/>"#),
    message: "nav.xml:4:5: error: view has no attribute 'class'"),
  BadXML(
    name: "missing address",
    text: document(#"    <view class="UIButton"/>"#),
    message: "nav.xml:4:5: error: view 'UIButton' has no attribute 'address'"),
  BadXML(
    name: "guide without address",
    text: document(#"    <guide identifier="x"/>"#),
    message: "nav.xml:4:5: error: guide has no attribute 'address'"),
  BadXML(
    name: "constraint without first",
    text: document(#"    <constraint address="0xc" firstAttribute="width"/>"#),
    message: "nav.xml:4:5: error: constraint '0xc' has no attribute 'first'"),
  BadXML(
    name: "constraint without firstAttribute",
    text: document(#"    <constraint first="0x1"/>"#),
    message: "nav.xml:4:5: error: constraint has no attribute 'firstAttribute'"),
  BadXML(
    name: "second without secondAttribute",
    text: document(#"    <constraint first="0x1" firstAttribute="width" second="0x1"/>"#),
    message: "nav.xml:4:5: error: constraint has no attribute 'secondAttribute'"),
  BadXML(
    name: "unreadable frame",
    text: document(#"    <view class="UIButton" address="0x2" frame="12 0 48 44"/>"#),
    message:
      "nav.xml:4:42: error: view 'UIButton' attribute 'frame' has the value '12 0 48 44'; "
      + "expected 'x y; width height'"),
  BadXML(
    name: "unknown firstAttribute",
    text: document(#"    <constraint first="0x1" firstAttribute="middle"/>"#),
    message:
      "nav.xml:4:29: error: constraint attribute 'firstAttribute' has the value 'middle'; "
      + "expected one of \(attributeNames)"),
  BadXML(
    name: "unknown relation",
    text: document(#"    <constraint first="0x1" firstAttribute="width" relation="about"/>"#),
    message:
      "nav.xml:4:52: error: constraint attribute 'relation' has the value 'about'; "
      + "expected one of equal, lessThanOrEqual, greaterThanOrEqual"),
  BadXML(
    name: "bad YES/NO",
    text: document(#"    <view class="UIButton" address="0x2" hidden="true"/>"#),
    message:
      "nav.xml:4:42: error: view 'UIButton' attribute 'hidden' has the value 'true'; "
      + "expected YES or NO"),
  BadXML(
    name: "priority out of range",
    text: document(#"    <constraint first="0x1" firstAttribute="width" priority="1001"/>"#),
    message:
      "nav.xml:4:52: error: constraint attribute 'priority' has the value '1001'; "
      + "expected a priority from 1 to 1000"),
  BadXML(
    name: "unknown reference",
    text: document(
      #"    <constraint first="0x1" firstAttribute="leading" second="0x99" secondAttribute="leading"/>"#
    ),
    message:
      "nav.xml:4:54: error: constraint attribute 'second' refers to '0x99', "
      + "which is not in the document"),
  BadXML(
    name: "unknown first reference after a later view",
    text: document(
      """
          <constraint first="0x7" firstAttribute="width"/>
          <view class="A" address="0x2"/>
      """),
    message:
      "nav.xml:4:17: error: constraint attribute 'first' refers to '0x7', "
      + "which is not in the document"),
  BadXML(
    name: "duplicate address",
    text: document(#"    <view class="UIButton" address="0x1"/>"#),
    message: "nav.xml:4:28: error: duplicate address '0x1' (first used at nav.xml:3:3)"),
  BadXML(
    name: "guide with a view's address",
    text: document(#"    <guide address="0x1"/>"#),
    message: "nav.xml:4:12: error: duplicate address '0x1' (first used at nav.xml:3:3)"),
  BadXML(
    name: "nan constant",
    text: document(#"    <constraint first="0x1" firstAttribute="width" constant="nan"/>"#),
    message: "nav.xml:4:52: error: constraint attribute 'constant' is not a finite number: 'nan'"),
  BadXML(
    name: "inf in a frame",
    text: document(#"    <view class="V" address="0x2" frame="0 0; inf 4"/>"#),
    message: "nav.xml:4:35: error: view 'V' attribute 'frame' is not a finite number: '0 0; inf 4'"),
  BadXML(
    name: "1e999 multiplier",
    text: document(#"    <constraint first="0x1" firstAttribute="width" multiplier="1e999"/>"#),
    message:
      "nav.xml:4:52: error: constraint attribute 'multiplier' is not a finite number: '1e999'"),
  BadXML(
    name: "-infinity alpha",
    text: document(#"    <view class="V" address="0x2" alpha="-Infinity"/>"#),
    message: "nav.xml:4:35: error: view 'V' attribute 'alpha' is not a finite number: '-Infinity'"),
  BadXML(
    name: "root is not hierarchy",
    text: "<?xml version=\"1.0\"?>\n<views format=\"1\"/>\n",
    message: "nav.xml:2:1: error: the root element is 'views', not 'hierarchy'"),
  BadXML(
    name: "format 2",
    text: "<?xml version=\"1.0\"?>\n<hierarchy os=\"17.2\" format=\"2\"/>\n",
    message: "nav.xml:2:22: error: unsupported format '2' (this inspect reads format 1)"),
  BadXML(
    name: "no format",
    text: "<?xml version=\"1.0\"?>\n<hierarchy os=\"17.2\"/>\n",
    message: "nav.xml:2:1: error: hierarchy has no attribute 'format'"),
  BadXML(
    name: "bad screen",
    text: "<?xml version=\"1.0\"?>\n<hierarchy format=\"1\" screen=\"375x812\"/>\n",
    message:
      "nav.xml:2:23: error: hierarchy attribute 'screen' has the value '375x812'; "
      + "expected 'width height'"),
  BadXML(
    name: "added without address",
    text:
      "<hierarchy format=\"1\">\n  <patch name=\"pin\">\n    <added>A:0x1.width == 4</added>\n"
      + "  </patch>\n</hierarchy>\n",
    message: "nav.xml:3:5: error: added has no attribute 'address'"),
  BadXML(
    name: "patch without name",
    text: "<hierarchy format=\"1\">\n  <patch gap=\"0\"/>\n</hierarchy>\n",
    message: "nav.xml:2:3: error: patch has no attribute 'name'"),
  BadXML(
    name: "text in a view",
    text: document("    stray words"),
    message: "nav.xml:4:5: error: view holds the text 'stray words'; only elements belong there"),
  BadXML(
    name: "empty input",
    text: "  \n\n",
    message: "nav.xml:1:1: error: the input is empty"),
  BadXML(
    name: "unclosed element",
    text: document(#"    <view class="A" address="0x2">"#),
    // The view of line 4 takes line 5's `</view>`; line 6's `</hierarchy>` then mismatches
    // line 3's view. libxml2 reports the column after the `>`.
    message:
      "nav.xml:6:13: error: malformed XML: Opening and ending tag mismatch: view line 3 and hierarchy"
  ),
  BadXML(
    name: "unquoted attribute",
    text: document(#"    <view class=A address="0x2"/>"#),
    message: "nav.xml:4:17: error: malformed XML: AttValue: \" or ' expected"),
  BadXML(
    name: "undefined entity",
    text: document(#"    <view class="A" address="0x2" title="&nbsp;"/>"#),
    message: "nav.xml:4:48: error: malformed XML: Entity 'nbsp' not defined"),
]

@Suite struct XMLReadErrorTests {
  @Test(arguments: badXMLCases)
  func reportsOneClearMessage(_ bad: BadXML) {
    #expect(xmlError(bad.text) == bad.message)
  }

  @Test func refusesADoctypeWithExternalEntity() throws {
    let data = try Data(contentsOf: Repository.fixtures.appendingPathComponent("bad-input/xxe.xml"))
    let started = Date()
    #expect(throws: ReadError.self) { try Document(xml: data, source: "xxe.xml") }
    do {
      _ = try Document(xml: data, source: "xxe.xml")
    } catch {
      #expect(error.reason == .doctypeNotAllowed)
      #expect(error.location == SourceLocation(file: "xxe.xml", line: 2, column: 1))
      #expect(
        error.description
          == "xxe.xml:2:1: error: a hierarchy dump has no DOCTYPE; refusing to read one "
          + "(no entity is expanded)")
    }
    #expect(Date().timeIntervalSince(started) < 2)
  }

  @Test func refusesBillionLaughsQuickly() throws {
    let data = try Data(
      contentsOf: Repository.fixtures.appendingPathComponent("bad-input/billion-laughs.xml"))
    let started = Date()
    do {
      _ = try Document(xml: data, source: "lol.xml")
      Issue.record("billion laughs was read")
    } catch {
      #expect(error.reason == .doctypeNotAllowed)
      #expect(error.location == SourceLocation(file: "lol.xml", line: 2, column: 1))
    }
    #expect(Date().timeIntervalSince(started) < 1)
  }

  @Test func refusesAnInternalSubsetWithoutExpandingIt() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE hierarchy [<!ENTITY name "UIView">]>
      <hierarchy format="1"><view class="&name;" address="0x1"/></hierarchy>
      """
    #expect(
      xmlError(text)
        == "nav.xml:2:1: error: a hierarchy dump has no DOCTYPE; refusing to read one "
        + "(no entity is expanded)")
  }

  @Test func reportsTheTextConstraintParserErrorInTheText() {
    let text = document("    <constraint>UIView:0x1.leading ~~ UIView:0x1.trailing</constraint>")
    let message = xmlError(text)
    #expect(message.hasPrefix("nav.xml:4:"), "\(message)")
    #expect(message.contains("error: cannot read the constraint"), "\(message)")
  }

  @Test func checksReferencesOfTextConstraints() {
    let text = document("    <constraint>UIView:0x1.leading == UIView:0x42.trailing</constraint>")
    #expect(
      xmlError(text)
        == "nav.xml:4:17: error: constraint attribute 'second' refers to '0x42', "
        + "which is not in the document")
  }
}

@Suite struct XMLDepthTests {
  /// `levels` views, each inside the one before.
  func nested(_ levels: Int, element: String = "view") -> String {
    var text = "<?xml version=\"1.0\"?>\n<hierarchy format=\"1\">\n"
    text.reserveCapacity(levels * 60)
    for level in 0..<levels {
      if element == "view" || level == 0 {
        text += "<view class=\"UIView\" address=\"0x\(level)\">\n"
      } else {
        text += "<\(element)>\n"
      }
    }
    for level in (0..<levels).reversed() {
      text += element == "view" || level == 0 ? "</view>\n" : "</\(element)>\n"
    }
    return text + "</hierarchy>\n"
  }

  @Test func readsAndWritesAThousandLevels() throws {
    let hierarchy = try readXML(nested(1000))
    var depth = 0
    var view = hierarchy.rootViews.first
    while let current = view {
      depth += 1
      view = current.subviews.first
    }
    #expect(depth == 1000)
    let written = hierarchy.xmlData()
    let again = try Document(xml: written, source: "again.xml")
    #expect(again.hasSameContent(as: hierarchy))
    #expect(again.xmlData() == written)
  }

  @Test func refusesOneLevelMore() {
    #expect(
      xmlError(nested(1001))
        == "nav.xml:1003:1: error: the hierarchy is nested deeper than 1000 levels")
  }

  @Test func refusesTenThousandLevelsWithoutCrashing() {
    #expect(
      xmlError(nested(10_000))
        == "nav.xml:1003:1: error: the hierarchy is nested deeper than 1000 levels")
  }

  @Test func refusesTenThousandLevelsOfUnknownElements() {
    #expect(
      xmlError(nested(10_000, element: "layer"))
        == "nav.xml:1012:1: error: the hierarchy is nested deeper than 1000 levels")
  }

  @Test func refusesTheDeepFileInBadInput() throws {
    let data = try Data(
      contentsOf: Repository.fixtures.appendingPathComponent("bad-input/deep-10000.xml"))
    #expect(
      throws: ReadError(
        .tooDeep(limit: 1000), at: SourceLocation(file: "deep.xml", line: 1003, column: 1))
    ) {
      try Document(xml: data, source: "deep.xml")
    }
  }
}
