import Foundation
import TestSupport
import Testing
import XMLFormat

/// docs/format.md: "Unknown elements and unknown attribute names are preserved, not dropped" — in
/// `<guide>`, `<constraint>` and `<patch>` too, and on `<removed>` and `<added>`.
@Suite struct XMLUnknownContentTests {

  @Test func readsUnknownContentOfGuidesConstraintsAndPatches() throws {
    let hierarchy = try readXML(unknownContentXML)
    var expectedRecord = PatchRecord(
      name: "pin",
      options: [
        UnknownAttribute(name: "side", value: "auto"), UnknownAttribute(name: "gap", value: "0"),
      ],
      changes: [
        .removed(
          "A:0x1.trailing >= B:0x2.leading + 16",
          unknownAttributes: [
            UnknownAttribute(name: "address", value: "0xold"),
            UnknownAttribute(name: "why", value: "guide"),
          ]),
        .added(
          address: "patch:pin:1", description: "C:0x3.leading == B:0x2.leading",
          unknownAttributes: [
            UnknownAttribute(name: "note", value: "n & m"),
            UnknownAttribute(name: "step", value: "2"),
          ]),
      ])
    expectedRecord.unknownElements = [
      UnknownElement(name: "undo", xml: "<undo at=\"1\"/>"),
      UnknownElement(name: "log", xml: "<log>done</log>"),
    ]
    #expect(hierarchy.metadata.patches == [expectedRecord])

    let view = try #require(hierarchy.rootViews.first)
    #expect(
      view.guides.map(\.unknownElements) == [
        [UnknownElement(name: "layoutFrame", xml: "<layoutFrame value=\"0 0; 16 44\"/>")], [],
      ])
    #expect(
      view.constraints.map(\.unknownElements) == [
        [UnknownElement(name: "why", xml: "<why>intrinsic</why>")],
        [UnknownElement(name: "source", xml: "<source line=\"3\"/>")],
      ])
    // The text beside the unknown element is still the constraint.
    #expect(view.constraints[1].firstAttribute == .height)
    #expect(view.constraints[1].constant == 44)
    #expect(view.constraints[1].address == "0xc2")
  }

  @Test func writesUnknownContentAfterTheKnownChildren() throws {
    let written = String(decoding: try readXML(unknownContentXML).xmlData(), as: UTF8.self)
    #expect(
      written == """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1">
          <patch name="pin" side="auto" gap="0">
            <removed address="0xold" why="guide">A:0x1.trailing &gt;= B:0x2.leading + 16</removed>
            <added address="patch:pin:1" note="n &amp; m" step="2">C:0x3.leading == B:0x2.leading</added>
            <undo at="1"/>
            <log>done</log>
          </patch>
          <view class="UIView" address="0x1">
            <guide address="g1" identifier="LeadingBarGuide">
              <layoutFrame value="0 0; 16 44"/>
            </guide>
            <guide address="g2"/>
            <constraint first="0x1" firstAttribute="width" constant="44">
              <why>intrinsic</why>
            </constraint>
            <constraint address="0xc2" first="0x1" firstAttribute="height" constant="44">
              <source line="3"/>
            </constraint>
          </view>
        </hierarchy>

        """)
    // The writer's form reads back to the same bytes.
    let again = try readXML(written)
    #expect(String(decoding: again.xmlData(), as: UTF8.self) == written)
    #expect(again.hasSameContent(as: try readXML(unknownContentXML)))
  }

  @Test func theSchemaAcceptsUnknownContentWhereTheReaderKeepsIt() throws {
    #expect(schemaProblems(unknownContentXML) == [])
    #expect(
      schemaProblems(String(decoding: try readXML(unknownContentXML).xmlData(), as: UTF8.self))
        == [])
  }

  @Test func refusesAnElementInsideAChange() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <patch name="pin">
          <removed>A:0x1.width == 4<b>bold</b></removed>
        </patch>
        <view class="UIView" address="0x1"/>
      </hierarchy>
      """
    #expect(
      xmlError(text)
        == "nav.xml:4:30: error: removed cannot hold an element 'b'; it holds a constraint in "
        + "UIKit's printed notation")
    #expect(!schemaProblems(text).isEmpty)
  }

  @Test func aConstraintWithOnlyUnknownElementsStillNeedsItsItems() {
    let text = document("    <constraint address=\"0xc\"><note/></constraint>")
    #expect(xmlError(text) == "nav.xml:4:5: error: constraint '0xc' has no attribute 'first'")
  }
}
