import Foundation
import TestSupport
import Testing
import XMLFormat

func schemaProblems(_ text: String) -> [String] {
  validateAgainstSchema(xml: Data(text.utf8), source: "nav.xml").map(\.description)
}

@Suite struct SchemaTests {
  @Test func acceptsFormatExampleAndEveryFeature() {
    #expect(schemaProblems(formatExample) == [])
    #expect(schemaProblems(everyFeatureXML) == [])
  }

  @Test(arguments: Fixture.cases())
  func acceptsFixture(_ fixture: Fixture) throws {
    for file in ["input.xml"] + expectedXMLFiles(of: fixture) {
      let problems = validateAgainstSchema(xml: try fixture.data(file), source: file)
      #expect(problems.map(\.description) == [], "\(fixture)/\(file)")
    }
  }

  @Test func acceptsWhatTheWriterWrites() throws {
    let written = try readXML(everyFeatureXML).xmlData()
    #expect(validateAgainstSchema(xml: written, source: "w.xml").isEmpty)
  }

  @Test func acceptsATextConstraintAndLenientNotations() {
    let text = document(
      """
          <view class="V" address="0x2" frame="(1 2; 3 4)" autoresizingMask="h=-&amp;- v=--&amp;"/>
          <view class="V" address="0x3" autoresizingMask="W+H" tag="+4" alpha=".5"/>
          <constraint>V:0x2.leading == V:0x1.leading</constraint>
          <constraint first="0x2" firstAttribute="MinX" relation="&gt;=" multiplier="16:9"/>
      """)
    #expect(schemaProblems(text) == [])
  }

  // libxml2 reports the first failing child of an element and stops there, so each case
  // holds one bad element.
  @Test(arguments: [
    (
      #"    <view class="V" address="0x2" frame="12 0 48 44"/>"#,
      [
        "nav.xml:4:5: error: element view failed to validate content",
        "nav.xml:4:35: error: invalid attribute frame for element view",
      ]
    ),
    (
      #"    <constraint first="0x1" firstAttribute="middle"/>"#,
      // A constraint is structured or text: libxml2 names the text branch it tried last.
      [
        "nav.xml:4:5: error: error validating datatype string",
        "nav.xml:4:5: error: element constraint failed to validate content",
        "nav.xml:4:5: error: element view failed to validate content",
      ]
    ),
    (
      #"    <constraint first="0x1" firstAttribute="width" relation="about"/>"#,
      [
        "nav.xml:4:5: error: element view failed to validate content",
        "nav.xml:4:52: error: invalid attribute relation for element constraint",
      ]
    ),
    (
      #"    <view class="V" address="0x3" hidden="true"/>"#,
      [
        "nav.xml:4:5: error: element view failed to validate content",
        "nav.xml:4:35: error: invalid attribute hidden for element view",
      ]
    ),
    (
      #"    <view address="0x2"/>"#,
      [
        "nav.xml:4:5: error: element view failed to validate attributes",
        "nav.xml:4:5: error: element view failed to validate content",
      ]
    ),
    (
      #"    <constraint firstAttribute="width"/>"#,
      [
        "nav.xml:4:5: error: error validating datatype string",
        "nav.xml:4:5: error: element constraint failed to validate content",
        "nav.xml:4:5: error: element view failed to validate content",
      ]
    ),
  ])
  func refusesABadElement(body: String, expected: [String]) {
    #expect(schemaProblems(document(body)) == expected)
  }

  @Test func allowsUnknownAttributesAndElements() {
    let text = document(
      """
          <view class="V" address="0x2" data-x="1" xml:lang="de"><layer a="b">x<y/></layer></view>
          <guide address="g" note="n"/>
          <constraint first="0x1" firstAttribute="width" extra="e"/>
          <anything/>
      """)
    #expect(schemaProblems(text) == [])
  }

  @Test func refusesADoctypeAndMalformedXML() throws {
    let xxe = try Data(contentsOf: Repository.fixtures.appendingPathComponent("bad-input/xxe.xml"))
    #expect(
      validateAgainstSchema(xml: xxe, source: "xxe.xml").map(\.description) == [
        "xxe.xml:2:1: error: a hierarchy dump has no DOCTYPE; refusing to read one "
          + "(no entity is expanded)"
      ])
    let lol = try Data(
      contentsOf: Repository.fixtures.appendingPathComponent("bad-input/billion-laughs.xml"))
    let started = Date()
    #expect(validateAgainstSchema(xml: lol, source: "lol.xml").map(\.location.line) == [2])
    #expect(Date().timeIntervalSince(started) < 1)
    #expect(
      schemaProblems(document(#"    <view class=A address="0x2"/>"#)) == [
        "nav.xml:4:17: error: malformed XML: AttValue: \" or ' expected"
      ])
  }

  @Test func theSchemaIsWellFormedRelaxNG() throws {
    // The validator compiles it on every call; a broken schema would stop at a precondition.
    #expect(
      HierarchySchema.relaxNG.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<grammar"))
    #expect(validateAgainstSchema(xml: Data(formatExample.utf8), source: "x").isEmpty)
  }
}
