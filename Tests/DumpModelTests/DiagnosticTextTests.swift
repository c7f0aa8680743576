import DumpModel
import Testing

/// One rendering of a message about the input, with or without its place.
@Suite struct DiagnosticTextTests {
  @Test func rendersALocationAFileOrNeither() {
    let here = DumpModel.SourceLocation(file: "nav.xml", line: 3, column: 9)
    #expect(DiagnosticText(.error, "bad", at: here).description == "nav.xml:3:9: error: bad")
    #expect(
      DiagnosticText(.warning, "odd", at: nil, file: "nav.xml").description
        == "nav.xml:1:1: warning: odd")
    #expect(DiagnosticText(.error, "bad", at: nil).description == "error: bad")
    #expect(DiagnosticText(.error, "bad", at: nil, file: "").description == "error: bad")
  }

  @Test func readErrorsAndWarningsRenderSo() {
    let here = DumpModel.SourceLocation(file: "t.txt", line: 1, column: 2)
    #expect(ReadError(.emptyInput, at: here).description == "t.txt:1:2: error: the input is empty")
    #expect(ReadWarning("skipped", at: here).description == "t.txt:1:2: warning: skipped")
    #expect(
      DocumentError(.duplicateAddress("0x1", firstSeen: nil), at: nil).description
        == "error: duplicate address '0x1'")
  }
}
