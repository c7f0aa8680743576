import Foundation
import HierarchyIO
import Testing

/// Text that would put a character a dump cannot hold into the model (issue 19, the probe):
/// every reader refuses it at its place, by one rule (`ReadLimits.characterProblem`).
struct HostileTextTests {
  func read(_ text: String, format: InputFormat? = nil) throws(ReadError) -> Document {
    var warnings: [ReadWarning] = []
    return try Document(data: Data(text.utf8), source: "t", format: format, warnings: &warnings)
  }

  func message(_ code: String) -> String {
    "the string holds \(code), a character a dump cannot hold (XML 1.0 cannot write it)"
  }

  /// A `\uXXXX` escape of a control character, a non-character or NUL, in a label's text, a
  /// quoted title or a trace's identifier, is an error at the escape (before, it was decoded:
  /// ESC reached the terminal, U+FFFE was written as XML inspect refused, NUL cut the title).
  @Test(arguments: [
    ("<UILabel: 0x1; frame = (0 0; 40 20); text = 'a\\u001b[2J'>", "t:1:47", "U+001B"),
    ("<UILabel: 0x1; frame = (0 0; 40 20); text = 'before\\u0000after'>", "t:1:52", "U+0000"),
    ("<UILabel: 0x1; frame = (0 0; 40 20); text = 'x\\uFFFEy'>", "t:1:47", "U+FFFE"),
    ("<UIButton: 0x1; 'ok\\u0007'; frame = (0 0; 40 20)>", "t:1:20", "U+0007"),
    ("<UIView: 0x1; frame = (0 0; 1 1)>\n<UILabel: 0x2; text = '\\uffff'>", "t:2:24", "U+FFFF"),
    (
      "<UIView: 0x1; frame = (0 0; 1 1)>\n   | <UILayoutGuide: 0x2 - \"g\\u001b\", layoutFrame = "
        + "{{0, 0}, {1, 1}}, owningView = <UIView: 0x1; frame = (0 0; 1 1)>>", "t:2:30", "U+001B"
    ),
  ])
  func consoleEscapeOfANonCharacterIsRefusedAtIt(text: String, place: String, code: String) {
    let error = #expect(throws: ReadError.self) { try read(text) }
    #expect(error?.description == "\(place): error: \(message(code))")
  }

  /// The escapes of characters a dump holds are decoded as before: a label's newline (what
  /// `show` prints of one), a CJK character, a pair of surrogates.
  @Test func consoleEscapesOfCharactersAreDecoded() throws {
    let text = "<UILabel: 0x1; frame = (0 0; 40 20); text = 'a\\u000ab\\u53d6\\ud83d\\ude00'>"
    #expect(try read(text).rootViews.first?.title == "a\nb\u{53D6}\u{1F600}")
    // A lone surrogate is no character: kept as written, not refused.
    #expect(try read("<UILabel: 0x1; text = 'a\\ud83d'>").rootViews.first?.title == "a\\ud83d")
  }

  /// A line that is not read (prose around a paste) is not refused for an escape in it.
  @Test func anEscapeOnASkippedLineIsNotRefused() throws {
    let text = "log: printing \\u0007 here\n<UIView: 0x1; frame = (0 0; 1 1)>"
    #expect(try read(text).rootViews.count == 1)
  }

  /// The Sentry reader refuses a string, a key or a string inside an unknown value holding
  /// such a character, at the string's opening quote, with the JSON dump reader's words and
  /// place (the probe's sentry-control-chars.json: ESC in a class name cleared the screen).
  @Test(arguments: [
    (#""type": "UIWindow\u001b[2J""#, "t:1:52", "U+001B"),
    (#""type": "UIWindow", "identifier": "a\u0000b""#, "t:1:78", "U+0000"),
    (#""type": "UIWindow", "text": "x\uFFFE""#, "t:1:72", "U+FFFE"),
    (#""type": "UIWindow", "extra": {"k": ["\u0007"]}"#, "t:1:80", "U+0007"),
    (#""type": "UIWindow", "\u0001": 1"#, "t:1:64", "U+0001"),
  ])
  func sentryNonCharacterIsRefusedAtItsString(members: String, place: String, code: String) {
    let text =
      #"{"rendering_system": "UIKIT", "windows": [{"# + members + #", "children": []}]}"#
    let error = #expect(throws: ReadError.self) { try read(text, format: .sentry) }
    #expect(error?.description == "\(place): error: \(message(code))")
  }

  /// The JSON dump reader words it the same (one rule, `ReadLimits.characterProblem`).
  @Test func jsonDumpSaysTheSame() {
    let text =
      #"{"format": 1, "views": [{"class": "UILabel", "address": "0x1", "title": "b\u0007"}]}"#
    let error = #expect(throws: ReadError.self) { try read(text, format: .json) }
    #expect(error?.description == "t:1:73: error: \(message("U+0007"))")
  }
}
