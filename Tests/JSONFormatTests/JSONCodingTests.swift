import Foundation
import JSONFormat
import TestSupport
import Testing
import XMLFormat

func readJSON(_ text: String) throws(ReadError) -> Document {
  try Document(json: Data(text.utf8), source: "nav.json")
}

func jsonError(_ text: String) -> String {
  do {
    _ = try readJSON(text)
    return "no error"
  } catch {
    return error.description
  }
}

@Suite struct JSONCodingTests {
  @Test func writesTypedValuesInXMLAttributeOrder() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1" os="11.0" screen="375 812" scale="3" direction="rightToLeft" zoom="2">
        <patch name="pin" side="auto" gap="0">
          <removed>A:0x1.width == 4</removed>
          <added address="patch:pin:1">A:0x1.width == 8</added>
        </patch>
        <view class="UIView" address="0x1" frame="0 44; 375 44.5" translatesAutoresizingMaskIntoConstraints="NO" margins="0 16 0 16" title="a &quot;b&quot;&#9;c" tag="4" custom="x">
          <guide address="g" identifier="LeadingBarGuide(0x1)" frame="16 0; 44 44"/>
          <view class="UIButton" address="0x2" hidden="YES"/>
          <constraint first="0x2" firstAttribute="leading" relation="greaterThanOrEqual" second="g" secondAttribute="leading" constant="-8" priority="999"/>
          <note/>
        </view>
      </hierarchy>
      """
    let json = String(decoding: try readXML(xml).jsonData(), as: UTF8.self)
    #expect(
      json == #"""
        {
          "format": 1,
          "os": "11.0",
          "screen": [375, 812],
          "scale": 3,
          "direction": "rightToLeft",
          "zoom": "2",
          "patches": [
            {
              "name": "pin",
              "side": "auto",
              "gap": "0",
              "changes": [
                {
                  "removed": "A:0x1.width == 4"
                },
                {
                  "added": "A:0x1.width == 8",
                  "address": "patch:pin:1"
                }
              ]
            }
          ],
          "views": [
            {
              "class": "UIView",
              "address": "0x1",
              "frame": [0, 44, 375, 44.5],
              "translatesAutoresizingMaskIntoConstraints": false,
              "margins": [0, 16, 0, 16],
              "title": "a \"b\"\tc",
              "tag": 4,
              "custom": "x",
              "guides": [
                {
                  "address": "g",
                  "identifier": "LeadingBarGuide(0x1)",
                  "frame": [16, 0, 44, 44]
                }
              ],
              "subviews": [
                {
                  "class": "UIButton",
                  "address": "0x2",
                  "hidden": true
                }
              ],
              "constraints": [
                {
                  "first": "0x2",
                  "firstAttribute": "leading",
                  "relation": "greaterThanOrEqual",
                  "second": "g",
                  "secondAttribute": "leading",
                  "constant": -8,
                  "priority": 999
                }
              ],
              "unknownElements": [
                "<note/>"
              ]
            }
          ]
        }

        """#)
    // Standard JSON, as jq would read it.
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(json.utf8)) }
  }

  @Test func readsWhatItWrites() throws {
    let hierarchy = try readXML(everyFeatureXML)
    let json = hierarchy.jsonData()
    let back = try Document(json: json, source: "every.json")
    #expect(back.hasSameContent(as: hierarchy))
    #expect(back.jsonData() == json)
    #expect(back.xmlData() == hierarchy.xmlData())
  }

  @Test func setsLocationsFromTheJSONText() throws {
    let hierarchy = try readJSON(
      """
      {
        "format": 1,
        "views": [
          {"class": "UIView", "address": "0x1",
           "subviews": [ {"class": "UIButton", "address": "0x2"} ]}
        ]
      }
      """)
    #expect(hierarchy.rootViews[0].location == SourceLocation(file: "nav.json", line: 4, column: 5))
    #expect(
      hierarchy.rootViews[0].subviews[0].location
        == SourceLocation(file: "nav.json", line: 5, column: 20))
  }

  @Test(arguments: Fixture.cases())
  func roundTripsFixtureThroughJSON(_ fixture: Fixture) throws {
    let hierarchy = try Document(xml: fixture.data("input.xml"), source: "input.xml")
    let json = hierarchy.jsonData()
    let back = try Document(json: json, source: "input.json")
    #expect(back.hasSameContent(as: hierarchy))
    #expect(back.jsonData() == json)
  }

  @Test func readsAThousandLevelsAndRefusesMore() throws {
    func nested(_ levels: Int) -> String {
      var text = "{\"format\": 1, \"views\": ["
      for level in 0..<levels {
        text += "{\"class\": \"V\", \"address\": \"0x\(level)\", \"subviews\": ["
      }
      text += String(repeating: "]}", count: levels)
      return text + "]}"
    }
    let deep = try readJSON(nested(1000))
    #expect(deep.jsonData() == (try Document(json: deep.jsonData(), source: "x")).jsonData())
    #expect(
      jsonError(nested(1001)).hasSuffix("error: the hierarchy is nested deeper than 1000 levels"))
    #expect(
      jsonError(nested(10_000)).hasSuffix("error: the hierarchy is nested deeper than 1000 levels"))
  }

  @Test(arguments: [
    (
      "{\"format\": 1,\n  \"views\": [ {\"class\": \"V\" \"address\": \"0x1\"} ]}",
      "nav.json:2:28: error: invalid JSON: expected ',' or '}' in an object"
    ),
    (
      "{\"format\": 2}",
      "nav.json:1:12: error: unsupported format '2' (this inspect reads format 1)"
    ),
    ("{\"os\": \"11.0\"}", "nav.json:1:1: error: hierarchy has no attribute 'format'"),
    ("[1]", "nav.json:1:1: error: invalid JSON: the top level is not an object"),
    ("", "nav.json:1:1: error: the input is empty"),
    (
      "{\"format\": 1, \"views\": [\n  {\"address\": \"0x1\"}]}",
      "nav.json:2:3: error: view has no attribute 'class'"
    ),
    (
      "{\"format\": 1, \"views\": [\n  {\"class\": \"V\", \"address\": \"0x1\", \"frame\": [0, 0, 10]}]}",
      "nav.json:2:45: error: view 'V' attribute 'frame' has the value '[0, 0, 10]'; "
        + "expected an array [x, y, width, height]"
    ),
    (
      "{\"format\": 1, \"views\": [\n  {\"class\": \"V\", \"address\": \"0x1\", \"hidden\": \"YES\"}]}",
      "nav.json:2:46: error: view 'V' attribute 'hidden' has the value 'YES'; expected true or false"
    ),
    (
      "{\"format\": 1, \"views\": [\n  {\"class\": \"V\", \"address\": \"0x1\", \"alpha\": 1e999}]}",
      "nav.json:2:45: error: view 'V' attribute 'alpha' is not a finite number: '1e999'"
    ),
    (
      "{\"format\": 1, \"views\": [{\"class\": \"V\", \"address\": \"0x1\", \"constraints\": [\n"
        + "  {\"first\": \"0x1\", \"firstAttribute\": \"middle\"}]}]}",
      "nav.json:2:38: error: constraint attribute 'firstAttribute' has the value 'middle'; "
        + "expected one of left, right, top, bottom, leading, trailing, width, height, centerX, "
        + "centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, "
        + "bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, "
        + "centerYWithinMargins, notAnAttribute"
    ),
    (
      "{\"format\": 1, \"views\": [{\"class\": \"V\", \"address\": \"0x1\", \"constraints\": [\n"
        + "  {\"first\": \"0x1\", \"firstAttribute\": \"width\", \"second\": \"0x9\", "
        + "\"secondAttribute\": \"width\"}]}]}",
      "nav.json:2:57: error: constraint attribute 'second' refers to '0x9', which is not in the document"
    ),
    (
      "{\"format\": 1, \"views\": [{\"class\": \"V\", \"address\": \"0x1\"},\n"
        + "  {\"class\": \"W\", \"address\": \"0x1\"}]}",
      "nav.json:2:29: error: duplicate address '0x1' (first used at nav.json:1:25)"
    ),
  ])
  func reportsErrorsWithLineAndColumn(text: String, message: String) {
    #expect(jsonError(text) == message)
  }

  @Test func writesUnknownContentOfGuidesConstraintsAndPatches() throws {
    let hierarchy = try readXML(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <patch name="pin">
          <removed address="0xold" added="yes">A:0x1.width == 4</removed>
          <added address="patch:pin:1" removed="no">A:0x1.width == 5</added>
          <log/>
        </patch>
        <view class="V" address="0x1">
          <guide address="g"><note/></guide>
          <constraint first="0x1" firstAttribute="width"><why/></constraint>
        </view>
      </hierarchy>
      """)
    let json = String(decoding: hierarchy.jsonData(), as: UTF8.self)
    #expect(
      json == #"""
        {
          "format": 1,
          "patches": [
            {
              "name": "pin",
              "changes": [
                {
                  "removed": "A:0x1.width == 4",
                  "address": "0xold",
                  "added": "yes"
                },
                {
                  "added": "A:0x1.width == 5",
                  "address": "patch:pin:1",
                  "removed": "no"
                }
              ],
              "unknownElements": [
                "<log/>"
              ]
            }
          ],
          "views": [
            {
              "class": "V",
              "address": "0x1",
              "guides": [
                {
                  "address": "g",
                  "unknownElements": [
                    "<note/>"
                  ]
                }
              ],
              "constraints": [
                {
                  "first": "0x1",
                  "firstAttribute": "width",
                  "unknownElements": [
                    "<why/>"
                  ]
                }
              ]
            }
          ]
        }

        """#)
    // The first of "removed" and "added" is the kind; the rest are the element's attributes.
    let back = try readJSON(json)
    #expect(back.hasSameContent(as: hierarchy))
    #expect(
      back.metadata.patches.first?.changes.first?.unknownAttributes == [
        UnknownAttribute(name: "address", value: "0xold"),
        UnknownAttribute(name: "added", value: "yes"),
      ])
  }

  @Test func refusesAChangeWithoutItsKind() {
    let text = """
      {"format": 1, "patches": [{"name": "pin", "changes": [
        {"address": "0x1", "removed": "A:0x1.width == 4"}]}],
       "views": [{"class": "V", "address": "0x1"}]}
      """
    #expect(
      jsonError(text)
        == "nav.json:2:3: error: invalid JSON: "
        + #"a change is {"removed": …} or {"added": …, "address": …}"#)
  }

  @Test func roundTripsUnknownContentThroughJSON() throws {
    let hierarchy = try readXML(unknownContentXML)
    let json = hierarchy.jsonData()
    let back = try Document(json: json, source: "mixed.json")
    #expect(back.hasSameContent(as: hierarchy))
    #expect(back.jsonData() == json)
    #expect(back.xmlData() == hierarchy.xmlData())
  }
}
