import Foundation
import TestSupport
import Testing
import XMLFormat

@Suite struct XMLWriterTests {
  @Test func writesEveryFeatureBackByteForByte() throws {
    let hierarchy = try readXML(everyFeatureXML)
    let written = String(decoding: hierarchy.xmlData(), as: UTF8.self)
    #expect(written == everyFeatureXML)
  }

  @Test func writesFormatExampleInTheWritersForm() throws {
    let written = String(decoding: try readXML(formatExample).xmlData(), as: UTF8.self)
    #expect(
      written == """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1" os="11.0" screen="375 812" scale="3">
          <view class="UINavigationBar" address="0x11890f1b0" frame="0 44; 375 44">
            <view class="_UINavigationBarContentView" address="0x11890ff60" frame="0 0; 375 44" margins="0 16 0 16">
              <guide address="0x1c01a1500" identifier="BackButtonGuide(0x109518800)" frame="0 0; 16 44"/>
              <guide address="0x1c01a1ce0" identifier="LeadingBarGuide(0x109518800)" frame="16 0; 44 44"/>
              <view class="_UIButtonBarStackView" address="0x113b5df90" frame="16 0; 44 44" translatesAutoresizingMaskIntoConstraints="NO">
                <view class="_UITAMICAdaptorView" address="0x113bba900" frame="0 0; 44 44" translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="44 44">
                  <view class="UIButton" address="0x10940abb0" frame="0 0; 44 44" title=" Back"/>
                </view>
              </view>
              <constraint address="0x600002139400" first="0x113b5df90" firstAttribute="leading" second="0x1c01a1ce0" secondAttribute="leading"/>
              <constraint address="0x600002139480" first="0x1c01a1500" firstAttribute="trailing" relation="greaterThanOrEqual" second="0x11890ff60" secondAttribute="leading" constant="16"/>
            </view>
          </view>
        </hierarchy>

        """)
  }

  @Test func leavesDefaultsOutAndNormalizesValues() throws {
    let input = document(
      """
          <view class="UIView" address="0x2" frame="(12.000 0; 48 44)" translatesAutoresizingMaskIntoConstraints="YES" \
      autoresizingMask="h=--&amp; v=&amp;--" hugging="250 250" compressionResistance="750 750" axis="horizontal" \
      distribution="fill" alignment="fill" spacing="0" layoutMarginsRelativeArrangement="NO" hidden="NO" \
      alpha="1.0" userInteractionEnabled="YES" layoutEngineHost="NO"/>
          <constraint first="0x2" firstAttribute="minX" relation="equal" second="0x1" secondAttribute="midX" \
      multiplier="1" constant="0.000" priority="1000" active="YES" broken="NO" class="NSLayoutConstraint"/>
          <guide address="0x9" class="UILayoutGuide"/>
      """,
      hierarchy: "format=\"1\" direction=\"leftToRight\"")
    let written = String(decoding: try readXML(input).xmlData(), as: UTF8.self)
    #expect(
      written == """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1">
          <view class="UIView" address="0x1" frame="0 0; 100 100">
            <guide address="0x9"/>
            <view class="UIView" address="0x2" frame="12 0; 48 44" autoresizingMask="flexibleRightMargin|flexibleTopMargin"/>
            <constraint first="0x2" firstAttribute="left" second="0x1" secondAttribute="centerX"/>
          </view>
        </hierarchy>

        """)
  }

  @Test func writesABuiltDocument() throws {
    let document = try Document.build { b in
      try b.view("UIView", "0xa", Rect(x: 0, y: 0, width: 10, height: 1.0 / 3.0)) { b in
        try b.addConstraint(
          LayoutConstraint(first: "0xa", .width, .lessThanOrEqual, constant: -0.0, priority: 250))
      }
    }
    #expect(
      String(decoding: document.xmlData(), as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1">
          <view class="UIView" address="0xa" frame="0 0; 10 0.3333333333333333">
            <constraint first="0xa" firstAttribute="width" relation="lessThanOrEqual" priority="250"/>
          </view>
        </hierarchy>

        """)
  }

  @Test func writesAnEmptyHierarchy() {
    #expect(
      String(decoding: Document().xmlData(), as: UTF8.self)
        == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy format=\"1\"/>\n")
  }

  @Test func escapesLineEndsAndTabsInAttributes() throws {
    let document = try Document.build { b in
      try b.view(ViewAttributes("UILabel", "0x1") { $0.title = "two\nlines\tand\r" })
    }
    let data = document.xmlData()
    #expect(String(decoding: data, as: UTF8.self).contains("title=\"two&#10;lines&#9;and&#13;\""))
    #expect(try Document(xml: data, source: "t.xml").hasSameContent(as: document))
  }

  /// An `&` before a combining mark (`&amp;` + U+0347 is read with its `;` and the mark as
  /// one Character) is read as `&`, in a known attribute and an unknown one (a namespace
  /// URI cannot hold the mark: libxml2 refuses it as a URI):
  /// the JSON fuzzer's finding (Fixtures/fuzz-regressions).
  @Test func readsAnAmpersandBeforeACombiningMark() throws {
    let title = "Tom &\u{347} Jerry"
    let document = try Document.build { b in
      try b.view(ViewAttributes("UILabel", "0x1") { $0.title = title })
    }
    let data = document.xmlData()
    #expect(String(decoding: data, as: UTF8.self).contains("title=\"Tom &amp;\u{347} Jerry\""))
    let read = try Document(xml: data, source: "t.xml")
    #expect(read[read.roots[0]].title == title)
    #expect(read.xmlData() == data)
    let other = try Document(
      xml: Data(
        ("<hierarchy format=\"1\" xmlns:a=\"urn:&amp;x\"><view class=\"V\" address=\"0x1\" "
          + "a:note=\"&amp;\u{301}\"/></hierarchy>").utf8), source: "u.xml")
    #expect(other.metadata.unknownAttributes.map(\.value) == ["urn:&x"])
    #expect(other[other.roots[0]].unknownAttributes.map(\.value) == ["&\u{301}"])
  }

  @Test(arguments: Fixture.cases())
  func roundTripsFixture(_ fixture: Fixture) throws {
    for file in ["input.xml"] + expectedXMLFiles(of: fixture) {
      let first = try Document(xml: fixture.data(file), source: file)
      let written = first.xmlData()
      let second = try Document(xml: written, source: "written.xml")
      #expect(second.hasSameContent(as: first), "\(fixture)/\(file): the model changed")
      #expect(second.xmlData() == written, "\(fixture)/\(file): the bytes changed")
    }
  }
}

extension XMLWriterTests {
  /// The patch goldens are written by this writer: reading and writing one gives its bytes.
  @Test(arguments: Fixture.cases())
  func writesPatchGoldensBackUnchanged(_ fixture: Fixture) throws {
    for file in expectedXMLFiles(of: fixture) {
      let data = try fixture.data(file)
      let written = try Document(xml: data, source: file).xmlData()
      #expect(written == data, "\(fixture)/\(file)")
    }
  }
}

/// The `expected.*.xml` files of a fixture.
func expectedXMLFiles(of fixture: Fixture) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)) ?? []
  return names.filter { $0.hasPrefix("expected") && $0.hasSuffix(".xml") }.sorted()
}
