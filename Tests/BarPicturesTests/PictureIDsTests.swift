import Testing

@testable import BarPictures

/// A picture's ids are addresses without whitespace (docs/pictures.md, "The page"): the test
/// reads an ASCII address by its bytes and any other by its characters, as Unicode's
/// White_Space says.
@Suite struct PictureIDsTests {
  @Test(arguments: [
    ("0x7fd0e2c0b3a0", false), ("", false), ("0x7fd0 e2", true), ("0x7fd0\te2", true),
    ("0x7fd0\r\ne2", true), ("a\u{0B}b", true), ("a\u{1F}b", false), ("0x7fd0\u{A0}e2", true),
    ("0x7fd0\u{2028}", true), ("0x7fd0\u{85}", true), ("0x7fd0é", false), ("名前", false),
    ("名\u{3000}前", true),
  ])
  func whitespaceIsUnicodes(_ text: String, _ holds: Bool) {
    #expect(PictureIDs.holdsWhitespace(text) == holds)
    #expect(PictureIDs.holdsWhitespace(text) == text.contains(where: \.isWhitespace))
  }
}
