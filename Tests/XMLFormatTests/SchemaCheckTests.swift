import Foundation
import TestSupport
import Testing
import XMLFormat

/// `validate` settles a valid dump with a linear walk of the schema's rules (`SchemaCheck`)
/// and leaves the rest to libxml2's RELAX NG validator of the published schema: the walk must
/// never accept what the schema refuses, and it accepts what the schema accepts.
@Suite struct SchemaCheckTests {
  /// Every XML file of Fixtures/ (fixtures, goldens, bad input, fuzz regressions, samples).
  static let files: [URL] = {
    let enumerator = FileManager.default.enumerator(
      at: Repository.fixtures, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "xml" }
      .sorted { $0.path < $1.path }
  }()

  @Test func theWalkAgreesWithTheSchemaOnEveryFixture() throws {
    var compared = 0
    var valid = 0
    for file in Self.files {
      guard let verdicts = schemaVerdicts(xml: try Data(contentsOf: file)) else { continue }
      compared += 1
      if verdicts.libxml2 { valid += 1 }
      #expect(verdicts.check == verdicts.libxml2, "\(file.path)")
    }
    // The fixtures are many, and most of them valid: the comparison is not empty.
    #expect(compared > 250, "\(compared) compared, \(valid) valid")
    #expect(valid > 200, "\(compared) compared, \(valid) valid")
  }

  /// Each case one element or value at a rule's edge, with the schema's verdict.
  @Test(arguments: [
    (#"<view class="V" address="0x2" hidden=" YES "/>"#, true),
    (#"<view class="V" address="0x2" hidden="yes"/>"#, false),
    (#"<view class="V" address="0x2" axis="&#9;vertical&#10;"/>"#, true),
    (#"<view class="V" address="0x2" axis="ver tical"/>"#, false),
    (#"<view class="V" address="0x2" frame="(1 2; 3 4)"/>"#, true),
    (#"<view class="V" address="0x2" frame="{{1, 2}, {3, 4}}"/>"#, true),
    (#"<view class="V" address="0x2" frame="1 2 3 4"/>"#, false),
    (#"<view class="V" address="0x2" frame="1 2; 3 4&#10;"/>"#, true),
    (#"<view class="V" address="0x2" frame=""/>"#, false),
    (#"<view class="V" address="0x2" alpha="nan"/>"#, false),
    (#"<view class="V" address="0x2" alpha="1e999"/>"#, true),
    (#"<view class="V" address="0x2" tag="4.5"/>"#, false),
    (#"<view class="V" address="0x2" autoresizingMask="h=-&amp;- v=--&amp;"/>"#, true),
    (#"<view class="V" address="0x2" autoresizingMask="W+H"/>"#, true),
    (#"<view class="V" address="0x2" autoresizingMask="W+Q"/>"#, false),
    (#"<view class="V" address="0x2" autoresizingMask=""/>"#, true),
    (#"<view class="V" address=""/>"#, false),
    (#"<view class="V" address="0 x"/>"#, false),
    (#"<view class="" address="0x2"/>"#, true),
    (#"<view address="0x2"/>"#, false),
    (#"<view class="V" address="0x2" p:frame="bad" xmlns:p="urn:p"/>"#, true),
    (#"<view class="V" address="0x2" xml:lang="de" data-x="1"/>"#, true),
    (#"<view class="V" address="0x2">text</view>"#, false),
    (#"<view class="V" address="0x2"> <x>text<y/></x> </view>"#, true),
    (#"<view class="V" address="0x2"><view xmlns="urn:q" class="V"/></view>"#, true),
    (#"<view class="V" address="0x2"><p:guide xmlns:p="urn:p"/></view>"#, true),
    (#"<guide address="g" frame="0 0; 1 1"><x a="b">t</x></guide>"#, true),
    (#"<guide address="g">text</guide>"#, false),
    (#"<guide frame="0 0; 1 1"/>"#, false),
    (#"<constraint first="0x1" firstAttribute="width"/>"#, true),
    (#"<constraint first="0x1" firstAttribute="width"> </constraint>"#, true),
    (#"<constraint first="0x1" firstAttribute="middle"/>"#, false),
    (#"<constraint first="0x1" firstAttribute="width" relation="about"/>"#, false),
    (#"<constraint first="0x1" firstAttribute="width" constant="1" priority="x"/>"#, false),
    (#"<constraint first="0x1" firstAttribute="width" multiplier="16:9" logs="1 4"/>"#, true),
    (#"<constraint first="0x1" firstAttribute="width" logs="0"/>"#, false),
    (#"<constraint>V:0x2.leading == V:0x1.leading</constraint>"#, true),
    (#"<constraint> </constraint>"#, false),
    (#"<constraint/>"#, false),
    (#"<constraint firstAttribute="width"/>"#, false),
    (#"<constraint>text<x/></constraint>"#, true),
    (#"<constraint><x/></constraint>"#, true),
    (#"<constraint first="0 1">text</constraint>"#, false),
    (#"<constraint first="0x1" firstAttribute="width">text</constraint>"#, true),
  ])
  func theWalkAgreesAtARulesEdge(body: String, valid: Bool) throws {
    let xml = document(body)
    let verdicts = try #require(schemaVerdicts(xml: Data(xml.utf8)))
    #expect(verdicts.libxml2 == valid, "the schema's verdict")
    #expect(verdicts.check == valid, "the walk's verdict")
  }

  @Test(arguments: [
    (#"<hierarchy format=" 1 "><view class="V" address="0x1"/></hierarchy>"#, true),
    (#"<hierarchy format="2"><view class="V" address="0x1"/></hierarchy>"#, false),
    (
      #"<hierarchy format="1" screen="375 812" scale="x"><view class="V" address="0x1"/></hierarchy>"#,
      false
    ),
    (#"<hierarchy format="1"><x/></hierarchy>"#, false),
    (
      #"<hierarchy format="1"><x/><view class="V" address="0x1"/><patch name="p"/></hierarchy>"#,
      true
    ),
    (#"<hierarchy xmlns="urn:evil" format="1"><view class="V" address="0x1"/></hierarchy>"#, false),
    (
      #"<hierarchy format="1"><view class="V" address="0x1"/><patch name="p"><added address="0x9">a</added><removed x="y">r</removed><z/></patch></hierarchy>"#,
      true
    ),
    (
      #"<hierarchy format="1"><view class="V" address="0x1"/><patch name="p"><added>a</added></patch></hierarchy>"#,
      false
    ),
    (
      #"<hierarchy format="1"><view class="V" address="0x1"/><patch name="p"><removed><x/></removed></patch></hierarchy>"#,
      false
    ),
    (#"<hierarchy format="1"><view class="V" address="0x1"/><patch/></hierarchy>"#, false),
  ])
  func theWalkAgreesOnTheRoot(xml: String, valid: Bool) throws {
    let verdicts = try #require(schemaVerdicts(xml: Data(xml.utf8)))
    #expect(verdicts.libxml2 == valid, "the schema's verdict")
    #expect(verdicts.check == valid, "the walk's verdict")
  }

  /// What the walk leaves to libxml2 (it says "not surely valid"), whatever libxml2 says.
  @Test(arguments: [
    #"<view class="V" address="0x2"><![CDATA[ ]]></view>"#,
    #"<constraint first="0x1" firstAttribute="width"><!-- c --></constraint>"#,
  ])
  func theWalkLeavesWhatItDoesNotFollow(body: String) throws {
    let xml = document(body)
    let verdicts = try #require(schemaVerdicts(xml: Data(xml.utf8)))
    #expect(!verdicts.check)
  }
}
