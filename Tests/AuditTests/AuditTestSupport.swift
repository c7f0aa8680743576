import Audit
import DumpModel
import Foundation
import HierarchyIO
import LaidOut
import TestSupport

/// A fixture laid out, as `inspect check` lays it out.
func laidOutFixture(_ name: String, input: String = "input.xml") throws -> LaidOutDump {
  try LaidOutDump.solving(fixtureDocument(name, input: input), source: "Fixtures/\(name)/\(input)")
}

/// A dump written in the test: format-1 XML.
func document(_ xml: String, source: String = "bar.xml") throws -> Document {
  var warnings: [ReadWarning] = []
  return try Document(
    data: Data(xml.utf8), source: source, format: .xml, strict: false, warnings: &warnings)
}

/// The rules a list of findings holds, each with the addresses it names.
func summary(_ findings: [Finding]) -> [String] {
  findings.map { "\($0.rule.rawValue) \($0.addresses.joined(separator: " "))" }
}

/// A bar of iOS 13+ shape (no guide chain) with frames only: `items` in the trailing stack,
/// the title, optionally a back button; 375 × 44 at y 44 of a 375 × 812 screen.
func modernBar(
  items: [String], title: String = #"frame="100 12; 75 20.5" intrinsicSize="75 20.5""#,
  backButton: String? = nil, os: String = "15.0", extra: String = ""
) -> String {
  let back =
    backButton.map { #"<view class="_UIButtonBarButton" address="0xB0" frame="\#($0)"/>"# } ?? ""
  let arranged = items.enumerated().map { index, frame in
    #"<view class="_UIButtonBarButton" address="0xA\#(index)" frame="\#(frame)"/>"#
  }.joined(separator: "\n")
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy format="1" os="\(os)" screen="375 812" scale="3">
      <view class="UINavigationBar" address="0x1" frame="0 44; 375 44">
        <view class="_UINavigationBarContentView" address="0x2" frame="0 0; 375 44">
          \(back)
          <view class="_UIButtonBarStackView" address="0x3" frame="200 0; 167 44">
            \(arranged)
          </view>
          <view class="UILabel" address="0x4" \(title) title="Settings"/>
          \(extra)
        </view>
      </view>
    </hierarchy>
    """
}
