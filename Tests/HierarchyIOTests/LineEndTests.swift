import Foundation
import HierarchyIO
import TestSupport
import Testing

/// Console text with any line ends reads the same (QA S3-24: a paste with carriage returns
/// alone was read as one line, and 14 of sample 03's 15 views were lost without a word).
@Suite struct LineEndTests {
  func read(_ text: Data) throws -> (xml: Data, warnings: [String]) {
    var warnings: [ReadWarning] = []
    let document = try Document(data: text, source: "t.txt", strict: false, warnings: &warnings)
    return (document.xmlData(), warnings.map(\.description))
  }

  @Test(arguments: ["\r", "\r\n"])
  func sample03ReadsTheSameWithOtherLineEnds(_ lineEnd: String) throws {
    let text = try Fixture("sample03-ios14-sheet-cancel-next").text("input.txt")
    let lf = try read(Data(text.utf8))
    let other = try read(Data(text.replacingOccurrences(of: "\n", with: lineEnd).utf8))
    #expect(other.xml == lf.xml)
    #expect(other.warnings == lf.warnings)
  }

  /// A carriage return alone ends a line where it stands: the next line's location counts it.
  @Test func aLoneCarriageReturnEndsALineForLocations() throws {
    let text =
      "<UIView: 0x1; frame = (0 0; 10 10)>\rnot uikit\r   | <UILabel: 0x2; frame = (0 0; 5 5)>\r"
    let result = try read(Data(text.utf8))
    #expect(result.warnings.contains { $0.hasPrefix("t.txt:2:1: warning: ") }, "\(result.warnings)")
    #expect(String(decoding: result.xml, as: UTF8.self).contains("address=\"0x2\""))
  }
}
