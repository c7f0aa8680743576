import Foundation
import TestSupport
import Testing
import XMLFormat

/// The message the reader gives for `text`, or "no error".
func xmlError(_ text: String) -> String {
  do {
    _ = try readXML(text)
    return "no error"
  } catch {
    return error.description
  }
}

/// A small valid document with one view (line 2) holding `body` (from line 3 on).
func document(_ body: String, hierarchy: String = "format=\"1\"") -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <hierarchy \(hierarchy)>
    <view class="UIView" address="0x1" frame="0 0; 100 100">
  \(body)
    </view>
  </hierarchy>
  """
}

@Suite struct XMLReaderTests {
  @Test func readsFormatExample() throws {
    let hierarchy = try readXML(formatExample)
    #expect(hierarchy.metadata.format == 1)
    #expect(hierarchy.metadata.os == "11.0")
    #expect(hierarchy.metadata.screen == Size(width: 375, height: 812))
    #expect(hierarchy.metadata.scale == 3)
    #expect(hierarchy.metadata.direction == .leftToRight)
    #expect(hierarchy.metadata.unknownAttributes.isEmpty)
    let bar = try #require(hierarchy.rootViews.first)
    #expect(hierarchy.rootViews.count == 1)
    #expect(bar.className == "UINavigationBar")
    #expect(bar.address == "0x11890f1b0")
    #expect(bar.frame == Rect(x: 0, y: 44, width: 375, height: 44))
    #expect(bar.location == SourceLocation(file: "nav.xml", line: 3, column: 3))
    let content = try #require(bar.subviews.first)
    #expect(content.margins == Insets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(content.location == SourceLocation(file: "nav.xml", line: 4, column: 5))
    #expect(content.guides.map(\.address) == ["0x1c01a1500", "0x1c01a1ce0"])
    #expect(content.guides[1].identifier == "LeadingBarGuide(0x109518800)")
    #expect(content.guides[1].frame == Rect(x: 16, y: 0, width: 44, height: 44))
    #expect(content.guides[1].className == "UILayoutGuide")
    #expect(content.guides[1].location == SourceLocation(file: "nav.xml", line: 7, column: 7))
    let stack = try #require(content.subviews.first)
    #expect(stack.translatesAutoresizingMaskIntoConstraints == false)
    #expect(stack.location == SourceLocation(file: "nav.xml", line: 8, column: 7))
    let adaptor = try #require(stack.subviews.first)
    #expect(adaptor.intrinsicSize == Size(width: 44, height: 44))
    #expect(adaptor.subviews.first?.title == " Back")
    #expect(content.constraints.count == 2)
    let pin = content.constraints[0]
    #expect(pin.address == "0x600002139400")
    #expect(pin.first == "0x113b5df90")
    #expect(pin.firstAttribute == .leading)
    #expect(pin.relation == .equal)
    #expect(pin.second == "0x1c01a1ce0")
    #expect(pin.secondAttribute == .leading)
    #expect(pin.multiplier == 1 && pin.constant == 0 && pin.priority == 1000)
    #expect(pin.location == SourceLocation(file: "nav.xml", line: 15, column: 7))
    let guide = content.constraints[1]
    #expect(guide.relation == .greaterThanOrEqual)
    #expect(guide.constant == 16)
    #expect(guide.location == SourceLocation(file: "nav.xml", line: 17, column: 7))
  }

  @Test func readsEveryViewAttribute() throws {
    let hierarchy = try readXML(
      document(
        """
            <view class="UIStackView" address="0x2" frame="(1.5 -2; 30 40)" bounds="0 100; 30 40" \
        translatesAutoresizingMaskIntoConstraints="NO" autoresizingMask="flexibleWidth|flexibleBottomMargin" \
        margins="1 2 3 4" intrinsicSize="-1 20" hugging="251 249" compressionResistance="749 1000" \
        axis="vertical" distribution="equalSpacing" alignment="firstBaseline" spacing="8.5" \
        layoutMarginsRelativeArrangement="YES" arranged="NO" hidden="YES" alpha="0.5" \
        userInteractionEnabled="NO" title="Zurück &amp; &lt;weiter&gt;" identifier="stack" tag="-7" \
        layoutEngineHost="YES" ambiguous="minX width" data-x="kept &amp; as is"/>
        """,
        hierarchy: "format=\"1\" direction=\"rightToLeft\" source=\"a &quot;b&quot;\" zoom=\"2\""))
    #expect(hierarchy.metadata.direction == .rightToLeft)
    #expect(hierarchy.metadata.source == "a \"b\"")
    #expect(hierarchy.metadata.unknownAttributes == [UnknownAttribute(name: "zoom", value: "2")])
    let view = try #require(hierarchy.rootViews.first?.subviews.first)
    #expect(view.frame == Rect(x: 1.5, y: -2, width: 30, height: 40))
    #expect(view.bounds == Rect(x: 0, y: 100, width: 30, height: 40))
    #expect(view.translatesAutoresizingMaskIntoConstraints == false)
    #expect(view.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(view.margins == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.intrinsicSize == Size(width: -1, height: 20))
    #expect(view.hugging == AxisPriorities(horizontal: 251, vertical: 249))
    #expect(view.compressionResistance == AxisPriorities(horizontal: 749, vertical: 1000))
    #expect(view.axis == .vertical)
    #expect(view.distribution == .equalSpacing)
    #expect(view.alignment == .firstBaseline)
    #expect(view.spacing == 8.5)
    #expect(view.layoutMarginsRelativeArrangement)
    #expect(view.arranged == false)
    #expect(view.hidden)
    #expect(view.alpha == 0.5)
    #expect(view.userInteractionEnabled == false)
    #expect(view.title == "Zurück & <weiter>")
    #expect(view.identifier == "stack")
    #expect(view.tag == -7)
    #expect(view.layoutEngineHost)
    #expect(view.ambiguous == ["minX", "width"])
    #expect(view.unknownAttributes == [UnknownAttribute(name: "data-x", value: "kept & as is")])
  }

  @Test func readsEveryConstraintAttribute() throws {
    let hierarchy = try readXML(
      document(
        """
            <guide address="g" class="_UILayoutSpacer" ambiguous="minY" extra="1"/>
            <constraint address="0xc" class="NSContentSizeLayoutConstraint" first="0x1" \
        firstAttribute="maxX" relation="lessThanOrEqual" second="g" secondAttribute="midY" \
        multiplier="16:9" constant="-3.25" priority="999.5" identifier="UISV-spacing" active="NO" \
        broken="YES" origin="patch:pin" note="hello"/>
        """))
    let view = try #require(hierarchy.rootViews.first)
    #expect(view.guides.first?.className == "_UILayoutSpacer")
    #expect(view.guides.first?.ambiguous == ["minY"])
    #expect(view.guides.first?.unknownAttributes == [UnknownAttribute(name: "extra", value: "1")])
    let constraint = try #require(view.constraints.first)
    #expect(constraint.className == "NSContentSizeLayoutConstraint")
    #expect(constraint.firstAttribute == .right)
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.second == "g")
    #expect(constraint.secondAttribute == .centerY)
    #expect(constraint.multiplier == 16.0 / 9.0)
    #expect(constraint.constant == -3.25)
    #expect(constraint.priority == 999.5)
    #expect(constraint.identifier == "UISV-spacing")
    #expect(constraint.active == false)
    #expect(constraint.broken)
    #expect(constraint.origin == "patch:pin")
    #expect(constraint.unknownAttributes == [UnknownAttribute(name: "note", value: "hello")])
  }

  @Test func readsAutoresizingNotations() throws {
    let cases: [(String, AutoresizingMask)] = [
      ("h=--&amp; v=--&amp;", [.flexibleRightMargin, .flexibleBottomMargin]),
      ("h=-&amp;- v=&amp;-&amp;", [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]),
      ("W+H", [.flexibleWidth, .flexibleHeight]),
      ("LM+RM", [.flexibleLeftMargin, .flexibleRightMargin]),
      ("flexibleHeight", [.flexibleHeight]),
    ]
    for (text, mask) in cases {
      let hierarchy = try readXML(
        document("    <view class=\"V\" address=\"0x2\" autoresizingMask=\"\(text)\"/>"))
      #expect(hierarchy.rootViews.first?.subviews.first?.autoresizingMask == mask, "\(text)")
    }
  }

  @Test func keepsUnknownElementsVerbatimInOrder() throws {
    let hierarchy = try readXML(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <note kind="a">first &amp; <b>bold</b></note>
        <view class="UIView" address="0x1">
          <layer name="CALayer"><sublayer/></layer>
          <view class="UIView" address="0x2"/>
          <layer name="second"/>
        </view>
        <trailer/>
      </hierarchy>
      """)
    #expect(
      hierarchy.metadata.unknownElements == [
        UnknownElement(name: "note", xml: "<note kind=\"a\">first &amp; <b>bold</b></note>"),
        UnknownElement(name: "trailer", xml: "<trailer/>"),
      ])
    #expect(
      hierarchy.rootViews.first?.unknownElements == [
        UnknownElement(name: "layer", xml: "<layer name=\"CALayer\"><sublayer/></layer>"),
        UnknownElement(name: "layer", xml: "<layer name=\"second\"/>"),
      ])
    #expect(hierarchy.rootViews.first?.subviews.count == 1)
  }

  @Test func readsPatchRecords() throws {
    let hierarchy = try readXML(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <patch name="pin" side="auto" gap="0">
          <removed>A:0x1.trailing &gt;= B:0x2.leading + 16</removed>
          <added address="patch:pin:1">C:0x3.leading == B:0x2.leading</added>
        </patch>
        <view class="UIView" address="0x1"/>
      </hierarchy>
      """)
    #expect(
      hierarchy.metadata.patches == [
        PatchRecord(
          name: "pin",
          options: [
            UnknownAttribute(name: "side", value: "auto"),
            UnknownAttribute(name: "gap", value: "0"),
          ],
          changes: [
            .removed("A:0x1.trailing >= B:0x2.leading + 16"),
            .added(address: "patch:pin:1", description: "C:0x3.leading == B:0x2.leading"),
          ])
      ])
  }

  @Test func readsTheTextFormOfAConstraint() throws {
    let hierarchy = try readXML(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <view class="_UINavigationBarContentView" address="0x11890ff60">
          <guide address="0x1c01a1ce0" identifier="LeadingBarGuide(0x109518800)"/>
          <view class="_UIButtonBarStackView" address="0x113b5df90"/>
          <constraint>_UIButtonBarStackView:0x113b5df90.leading == UILayoutGuide:0x1c01a1ce0'LeadingBarGuide(0x109518800)'.leading</constraint>
          <constraint identifier="mine">_UIButtonBarStackView:0x113b5df90.width &gt;= 44 @750</constraint>
        </view>
      </hierarchy>
      """)
    let constraints = try #require(hierarchy.rootViews.first?.constraints)
    #expect(constraints.count == 2)
    #expect(constraints[0].first == "0x113b5df90")
    #expect(constraints[0].firstAttribute == .leading)
    #expect(constraints[0].second == "0x1c01a1ce0")
    #expect(constraints[0].secondAttribute == .leading)
    #expect(constraints[0].location == SourceLocation(file: "nav.xml", line: 6, column: 5))
    #expect(constraints[1].relation == .greaterThanOrEqual)
    #expect(constraints[1].constant == 44)
    #expect(constraints[1].priority == 750)
    #expect(constraints[1].identifier == "mine")
  }

  /// What the text form says beyond the structured fields (`Hug:250 CompressionResistance:750`)
  /// is kept as attributes; an attribute of the element with the same name wins.
  @Test func theTextFormKeepsItsExtrasBesideTheElementsOwnAttributes() throws {
    let hierarchy = try readXML(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <view class="UILabel" address="0x1">
          <constraint note="x" hugging="251"><NSContentSizeLayoutConstraint:0x6 UILabel:0x1.width == 42 Hug:250 CompressionResistance:750></constraint>
        </view>
      </hierarchy>
      """.replacingOccurrences(of: "<NSContent", with: "&lt;NSContent")
        .replacingOccurrences(of: "750></constraint>", with: "750&gt;</constraint>"))
    let constraint = try #require(hierarchy.rootViews.first?.constraints.first)
    #expect(constraint.className == "NSContentSizeLayoutConstraint")
    #expect(constraint.address == "0x6")
    #expect(constraint.constant == 42)
    #expect(
      constraint.unknownAttributes == [
        UnknownAttribute(name: "compressionResistance", value: "750"),
        UnknownAttribute(name: "note", value: "x"), UnknownAttribute(name: "hugging", value: "251"),
      ])
  }

  @Test func readsABOMAndCRLFLineEndsWithTheRightLocations() throws {
    let text =
      "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<hierarchy format=\"1\">\r\n"
      + "  <view class=\"UIView\" address=\"0x1\">\r\n    <view class=\"B\" address=\"0x2\"/>\r\n"
      + "    <constraint first=\"0x2\" firstAttribute=\"width\" constant=\"inf\"/>\r\n"
      + "  </view>\r\n</hierarchy>\r\n"
    #expect(
      xmlError(text)
        == "nav.xml:5:52: error: constraint attribute 'constant' is not a finite number: 'inf'")
    let fixed = try readXML(text.replacingOccurrences(of: "inf", with: "4"))
    #expect(fixed.rootViews[0].location == SourceLocation(file: "nav.xml", line: 3, column: 3))
    #expect(
      fixed.rootViews[0].subviews[0].location == SourceLocation(file: "nav.xml", line: 4, column: 5)
    )
    #expect(
      fixed.rootViews[0].constraints[0].location
        == SourceLocation(file: "nav.xml", line: 5, column: 5))
  }

  @Test func readsFixtures() throws {
    for fixture in Fixture.cases() {
      let hierarchy = try Document(xml: fixture.data("input.xml"), source: "input.xml")
      #expect(!hierarchy.rootViews.isEmpty, "\(fixture)")
    }
  }
}
