// Numbers read back exactly (docs/format.md, "Numbers"): the largest double, numbers from
// 9e10 with their fraction, and what a scale-3 layout computes.
import Foundation
import TestSupport
import Testing

@testable import InspectCLI

@Suite struct NumberRoundTripTests {
  private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-numbers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theLargestDoubleSurvivesXMLAndJSON() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = RegressionCase.folder.appendingPathComponent("frame-dblmax-roundtrip.xml").path
    let xml = folder.appendingPathComponent("once.xml").path
    let json = folder.appendingPathComponent("once.json").path
    let again = folder.appendingPathComponent("again.xml").path
    #expect(inspect("convert", input, "-o", xml).status == 0)
    let written = try String(contentsOfFile: xml, encoding: .utf8)
    #expect(written.contains("frame=\"1.7976931348623157e308 0; 1 1\""))
    #expect(inspect("convert", xml, "-o", json).status == 0)
    #expect(try String(contentsOfFile: json, encoding: .utf8).contains("1.7976931348623157e308"))
    #expect(inspect("convert", json, "-o", again).status == 0)
    #expect(try String(contentsOfFile: again, encoding: .utf8) == written)
  }

  @Test func largeNumbersKeepTheirFraction() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("big.xml").path
    let frame = "123456789012.5 90000000000.25; 1e22 99999999999999991611392"
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <view class="UIView" address="0x1" frame="\(frame)"/>
      </hierarchy>

      """.utf8
    ).write(to: URL(fileURLWithPath: input))
    let run = inspect("convert", input, "-o", "-")
    #expect(run.status == 0)
    // 99999999999999991611392 is the double 1e23 is read as: it is written the short way.
    #expect(run.output.contains("frame=\"123456789012.5 90000000000.25; 1e22 1e23\""))
  }
}
