import ConsoleFormat
import DumpModel
import Foundation
import TestSupport
import Testing

/// QA S3-9: a paste of two `recursiveDescription`s taken at different moments reuses the
/// addresses of freed views. A view printed again with another class, under another superview
/// or inside itself is another object: kept, as `0x…#2`, with a warning at its line naming the
/// first; the same tree printed twice is one tree (HierarchyAssembler+Identity.swift).
@Suite struct SharedAddressTests {
  static func read(_ text: String) throws -> (Document, [ReadWarning]) {
    var warnings: [ReadWarning] = []
    let document = try Document(console: text, source: "t.txt", strict: true, warnings: &warnings)
    return (document, warnings)
  }

  static func describe(_ document: Document, _ view: ViewID) -> String {
    let parent = document.superview(of: view).map { document[$0].address } ?? "-"
    return "\(document[view].className) \(document[view].address) in \(parent)"
  }

  static func views(_ document: Document) -> [String] {
    document.preorder.map { describe(document, $0) }
  }

  /// QA's first command: the label and the button both stay, each under its own superview,
  /// each with its own frame; the constraint printed after the second tree names the button.
  @Test func anotherClassIsAnotherView() throws {
    let (document, warnings) = try Self.read(
      """
      <UIView: 0x1; frame = (0 0; 10 10)>
         | <UILabel: 0x2; frame = (0 0; 5 5)>
      <UIWindow: 0x3; frame = (0 0; 10 10)>
         | <UIButton: 0x2; frame = (1 1; 5 5)>
      <NSLayoutConstraint:0x9 UIButton:0x2.width == 5   (active)>

      """)
    #expect(
      Self.views(document) == [
        "UIView 0x1 in -", "UILabel 0x2 in 0x1", "UIWindow 0x3 in -", "UIButton 0x2#2 in 0x3",
      ])
    let label = try document.requireView("0x2")
    let button = try document.requireView("0x2#2")
    #expect(document[label].frame == Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(document[button].frame == Rect(x: 1, y: 1, width: 5, height: 5))
    let constraint = try #require(document.constraintsInDocumentOrder.first)
    #expect(document[constraint].first == .view(button))
    #expect(
      warnings.map(\.description) == [
        "t.txt:4:6: warning: 'UIButton:0x2' is another object than 'UILabel:0x2' at t.txt:2:6 "
          + "(another class; the address was reused): read as '0x2#2'"
      ])
  }

  /// QA's second command: a view printed inside the view first printed at its address.
  @Test func aViewInsideItselfIsAnotherView() throws {
    let (document, warnings) = try Self.read(
      """
      <UIView: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x1; frame = (0 0; 5 5)>

      """)
    #expect(Self.views(document) == ["UIView 0x1 in -", "UIView 0x1#2 in 0x1"])
    #expect(warnings.map(\.location.line) == [2])
    #expect(warnings.first?.message.contains("printed inside it") == true)
  }

  /// The same class under another superview is another object too; constraints printed before
  /// the second tree name the first view, those after it the second.
  @Test func anotherSuperviewIsAnotherView() throws {
    let (document, warnings) = try Self.read(
      """
      <UIView: 0x1; frame = (0 0; 10 10)>
         | <UIView: 0x5; frame = (0 0; 5 5)>
      <NSLayoutConstraint:0x8 UIView:0x5.height == 5   (active)>
      <UIView: 0x3; frame = (0 0; 10 10)>
         | <UIView: 0x5; frame = (2 2; 5 5)>
      <NSLayoutConstraint:0x9 UIView:0x5.width == 5   (active)>

      """)
    #expect(
      Self.views(document) == [
        "UIView 0x1 in -", "UIView 0x5 in 0x1", "UIView 0x3 in -", "UIView 0x5#2 in 0x3",
      ])
    let first = try document.requireView("0x5")
    let second = try document.requireView("0x5#2")
    let byAddress = Dictionary(
      uniqueKeysWithValues: document.constraintsInDocumentOrder.map {
        (document[$0].address ?? "", document[$0].first)
      })
    #expect(byAddress["0x8"] == .view(first))
    #expect(byAddress["0x9"] == .view(second))
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("under 'UIView:0x3', not 'UIView:0x1'") == true)
  }

  /// The same tree printed twice is one tree, read without a warning; a view printed alone
  /// and then in its tree is one view.
  @Test func theSameTreePrintedTwiceIsOneTree() throws {
    let sample = try LLDB.sample("03")
    let (once, _) = try Self.read(sample)
    let (twice, warnings) = try Self.read(sample + "\n" + sample)
    #expect(warnings.isEmpty)
    #expect(Self.views(twice) == Self.views(once))
    #expect(twice.viewCount == once.viewCount)
    let (alone, aloneWarnings) = try Self.read(
      "<UIButton: 0x2; frame = (1 1; 5 5)>\n<UIView: 0x1; frame = (0 0; 10 10)>\n"
        + "   | <UIButton: 0x2; frame = (1 1; 5 5)>\n")
    #expect(aloneWarnings.isEmpty)
    #expect(Self.views(alone) == ["UIView 0x1 in -", "UIButton 0x2 in 0x1"])
  }

  /// A layout guide and a view at one address are two objects (the builder refused the
  /// document before: two items with one address).
  @Test func aViewWhereAGuideWasIsAnotherObject() throws {
    let (document, warnings) = try Self.read(
      """
      <NSLayoutConstraint:0x9 UILayoutGuide:0x2'G'.width == 5   (active)>
      <UIView: 0x2; frame = (0 0; 10 10)>

      """)
    #expect(document.guide(at: "0x2") != nil)
    #expect(document.view(at: "0x2#2") != nil)
    #expect(warnings.first?.message.contains("the first is a layout guide") == true)
  }

  /// What `inspect show` prints of such a paste reads back to the same views, without a
  /// warning (`0x2#2` is read as an address).
  @Test func theTextReadsBack() throws {
    let (document, _) = try Self.read(
      """
      <UIView: 0x1; frame = (0 0; 10 10)>
         | <UILabel: 0x2; frame = (0 0; 5 5)>
      <UIWindow: 0x3; frame = (0 0; 10 10)>
         | <UIButton: 0x2; frame = (1 1; 5 5)>
      <NSLayoutConstraint:0x9 UIButton:0x2.width == 5   (active)>

      """)
    let text = document.recursiveDescription(constraints: true)
    #expect(text.contains("<UIButton: 0x2#2; frame = (1 1; 5 5)>"))
    let (again, warnings) = try Self.read(text)
    #expect(warnings.isEmpty)
    #expect(Self.views(again) == Self.views(document))
    #expect(again.constraintCount == 1)
  }

  /// A visual format's unnamed `|` as its first item (`[X]-(8)-|`) is no view of its own.
  @Test func anUnnamedBarIsNoView() throws {
    var warnings: [ReadWarning] = []
    let document = try Document(
      console: "<NSLayoutConstraint:0x9 H:[UIView:0x1]-(8)-|   (active)>\n", source: "t.txt",
      warnings: &warnings)
    #expect(Self.views(document) == ["UIView superview(0x1) in -", "UIView 0x1 in superview(0x1)"])
  }
}
