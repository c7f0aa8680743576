import DumpModel
import Testing

@testable import ConsoleFormat

/// What an LLDB command prints, read in the context of its expression (docs/format.md,
/// "LLDB commands"): a struct `po` of a frame becomes the frame of the view the expression
/// names; `po x.subviews[2]` prints a subview of `x`.
@Suite struct LLDBExpressionTests {
  static func read(_ text: String) throws -> (Document, [ReadWarning]) {
    var warnings: [ReadWarning] = []
    let document = try Document(console: text, source: "po.txt", warnings: &warnings)
    return (document, warnings)
  }

  @Test(arguments: [
    ("(lldb) po stack.frame", "stack", LLDBExpression.Kind.frame),
    ("po [stack frame]", "stack", .frame),
    ("(lldb) p [(UIView *)0x7f8673c13c10 frame]", "[(UIView*)0x7f8673c13c10", .frame),
    ("(lldb) expr -O -- self.stack.frame", "self.stack", .frame),
    ("(lldb) po stack.subviews[2]", "stack", .subview(2)),
    ("(lldb) po [[stack subviews] objectAtIndex:2]", "stack", .subview(2)),
    ("(lldb) po [stack subviews][1]", "stack", .subview(1)),
    ("(lldb) po stack.subviews", "stack", .subview(nil)),
    ("(lldb) po self.navigationItem.titleView", "self.navigationItem.titleView", .object),
  ])
  func expressions(_ line: String, _ base: String, _ kind: LLDBExpression.Kind) throws {
    let expression = try #require(LLDBExpression.command(Substring(line)))
    #expect(expression.kind == kind)
    if kind != .frame || !line.contains("0x") { #expect(expression.base == base) }
  }

  /// The forms LLDB prints a `CGRect` in: Swift's `po`, `p`'s fields, an `NSValue`'s.
  @Test func everyPrintedRectForm() {
    let rect = Rect(x: 240, y: 0, width: 60, height: 44)
    for text in [
      "▿ (240.0, 0.0, 60.0, 44.0)", "(240.0, 0.0, 60.0, 44.0)",
      "(CGRect) $0 = (origin = (x = 240, y = 0), size = (width = 60, height = 44))",
      "(origin = (x = 240, y = 0), size = (width = 60, height = 44))",
      "{{240, 0}, {60, 44}}", "NSRect: {{240, 0}, {60, 44}}",
    ] {
      #expect(PrintedRect.parse(Substring(text)) == rect, "\(text)")
    }
    #expect(PrintedRect.parse("(240.0, 0.0, 60.0)") == nil)
    #expect(PrintedRect.parse("(a, b, c, d)") == nil)
  }

  /// A trace gives the stack without a frame; `po` of its frame, by its address, gives it;
  /// `po stack.subviews[0]` after `po stack` prints a subview of the stack.
  @Test func aFramePrintedByPoIsTheFrameOfTheViewItNames() throws {
    let text = """
      (lldb) po [[UIWindow keyWindow] _autolayoutTrace]
      UIWindow:0x7f8673c00000
      |   •UIStackView:0x7f8673c10000
      (lldb) po ((UIView *)0x7f8673c10000).frame
      ▿ (240.0, 0.0, 60.0, 44.0)
        ▿ origin : (240.0, 0.0)
          - x : 240.0
          - y : 0.0
        ▿ size : (60.0, 44.0)
          - width : 60.0
          - height : 44.0
      (lldb) po stack
      <UIStackView: 0x7f8673c10000; frame = (240 0; 60 44); layer = <CALayer: 0x600000c0a0a0>>
      (lldb) po stack.subviews[0]
      <UIButton: 0x7f8673c13c10; frame = (0 0; 60 44); opaque = NO; layer = <CALayer: 0x7f8673c141e0>>
      (lldb) p stack.subviews[0].frame
      (CGRect) $1 = (origin = (x = 0, y = 0), size = (width = 60, height = 44))
      """
    let (document, warnings) = try Self.read(text)
    #expect(warnings.isEmpty, "\(warnings)")
    let stack = try #require(document.view(at: "0x7f8673c10000"))
    #expect(document[stack].frame == Rect(x: 240, y: 0, width: 60, height: 44))
    let button = try #require(document.view(at: "0x7f8673c13c10"))
    #expect(document.parent(of: .view(button)) == stack)
  }

  /// A frame of an object no view printed is not placed: a located warning says so.
  @Test func aFrameOfAnUnknownObjectIsALocatedWarning() throws {
    let text = """
      <UIView: 0x7f01; frame = (0 0; 320 44); layer = <CALayer: 0x9>>
      (lldb) po other.frame
      (origin = (x = 240, y = 0), size = (width = 60, height = 44))
      """
    let (_, warnings) = try Self.read(text)
    #expect(
      warnings.map(\.description) == [
        "po.txt:3:1: warning: the frame 'other.frame' printed is of 'other', which no view the "
          + "text printed is: print 'po other' before it"
      ])
  }
}
