import Foundation
import Pictures
import Testing

@testable import PictureTestSupport

/// The page's markup, read back with libxml2.
@Suite struct PageWriterTests {
  typealias S = SampleScenes

  @Test func thePinPageIsWhole() throws {
    let html = SamplePages.pin.htmlData()
    let text = String(decoding: html, as: UTF8.self)
    #expect(text.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    let page = try MarkupQuery(html)
    // Self-contained: no attribute points outside the page, one script, one style.
    #expect(
      page.count("//@src | //@href | //*[local-name()='link'] | //*[local-name()='img']") == 0)
    #expect(page.count("//script") == 1 && page.count("/html/head/style") == 1)
    #expect(
      page.strings("//meta[@http-equiv]/@content") == [
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"
      ])
    // Every id once.
    let ids = page.strings("//@id")
    #expect(Set(ids).count == ids.count, "duplicate ids")
    // Two pictures inline: the main one and the comparison, with their own prefixes.
    #expect(page.count("//*[local-name()='svg']") == 2)
    #expect(page.count("//*[@id='pic-item-0x7fb4d8e13ad0']") == 1)
    #expect(page.count("//*[@id='cmp-before-item-0x7fb4d8e13ad0']") == 1)
    #expect(page.count("//*[@id='cmp-after-item-0x7fb4d8e13ad0']") == 1)
    // Each tree node's items are drawn, each constraint's and finding's nodes are in the tree.
    let drawn = Set(page.strings("//*[local-name()='svg'][1]//*[@data-item]/@data-item"))
    let nodes = Set(page.strings("//li[@role='treeitem']/@data-node"))
    #expect(nodes.count == SamplePages.nodes.count)
    for items in page.strings("//li[@role='treeitem']/@data-items") {
      for item in items.split(separator: " ") { #expect(drawn.contains(String(item)), "\(item)") }
    }
    for referenced in page.strings("//li[@role='option']/@data-nodes") {
      for node in referenced.split(separator: " ") { #expect(nodes.contains(String(node))) }
    }
    #expect(page.count("//li[@data-constraint]") == 3)
    #expect(page.strings("//li[contains(@class,'finding')]/span[@class='rule']") == ["tap-target"])
    #expect(page.strings("//pre") == [SamplePages.report])
  }

  /// The tree nests as the depths say: the stack's children in its group, the title back at
  /// the content view's level; the first node is the only tab stop.
  @Test func theTreeNests() throws {
    let page = try MarkupQuery(SamplePages.bar.htmlData())
    let stackChildren = page.strings(
      "//li[@data-node='\(S.stack)']/ul[@role='group']/li/@data-node")
    #expect(stackChildren == [S.spacer, S.adaptor])
    #expect(page.strings("//li[@data-node='\(S.title)']/@aria-level") == ["3"])
    #expect(page.strings("//li[@data-node='\(S.image)']/@aria-level") == ["6"])
    #expect(page.strings("//li[@role='treeitem'][@tabindex='0']/@data-node") == [S.bar])
    #expect(page.strings("//li[@data-node='\(S.stack)']/@aria-expanded") == ["true"])
    #expect(page.count("//li[@data-node='\(S.title)']/@aria-expanded") == 0)
  }

  /// Depths that jump (bad input) are read as one level down; nothing is lost.
  @Test func depthJumpsAreRepaired() throws {
    let nodes = [
      Page.Node(id: "a", label: "a", depth: 0, itemIDs: []),
      Page.Node(id: "b", label: "b", depth: 3, itemIDs: []),
      Page.Node(id: "c", label: "c", depth: 7, itemIDs: []),
      Page.Node(id: "d", label: "d", depth: -2, itemIDs: []),
    ]
    let html = Page(title: "t", scene: Scene(root: S.root), nodes: nodes).htmlData()
    let page = try MarkupQuery(html)
    #expect(page.strings("//li/@aria-level") == ["1", "2", "3", "1"])
    #expect(page.strings("//li[@data-node='a']//li/@data-node") == ["b", "c"])
  }

  /// Text from a dump is text: no markup gets through, in the tree, a constraint, a
  /// finding or the report.
  @Test func textIsEscaped() throws {
    let evil = "</script><script>alert(1)</script><b>&amp;"
    let page = Page(
      title: evil, summary: evil, scene: Scene(root: S.root),
      nodes: [Page.Node(id: "n", label: evil, detail: evil, depth: 0, itemIDs: [])],
      constraints: [Page.Constraint(id: "c", text: evil, nodeIDs: ["n"])],
      findings: [Page.Finding(level: .warning, rule: "r", text: evil, nodeIDs: ["n"])],
      report: evil)
    let html = page.htmlData()
    let text = String(decoding: html, as: UTF8.self)
    #expect(text.components(separatedBy: "<script>").count == 2)
    #expect(text.components(separatedBy: "</script>").count == 2)
    #expect(!text.contains("<b>"))
    let query = try MarkupQuery(html)
    #expect(query.strings("//pre") == [evil])
    #expect(query.strings("//span[@class='name']") == [evil])
  }

  /// No findings, no constraints, no comparison: the page says so and has no empty lists.
  @Test func emptyPage() throws {
    let page = try MarkupQuery(Page(title: "empty", scene: Scene(root: S.root)).htmlData())
    #expect(page.count("//ul[@role='listbox']") == 0)
    #expect(
      page.strings("//p[@class='hint']") == [
        "Nothing selected.", "No findings.", "No constraints.",
      ])
    #expect(page.count("//section[@class='comparison'] | //section[@class='report']") == 0)
  }

  @Test func deterministic() {
    #expect(SamplePages.pin.htmlData() == SamplePages.pin.htmlData())
  }
}
