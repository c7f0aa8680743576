import Foundation

extension Page {
  /// The page as one self-contained HTML file: inline SVG, CSS and JavaScript, nothing
  /// fetched (a Content-Security-Policy forbids it), UTF-8, deterministic bytes.
  ///
  /// Written with libxml2's `xmlTextWriter` (MarkupWriter), not its HTML serializer: the
  /// serializer needs a tree of the whole page first, knows HTML 4 (it writes an HTML 4
  /// doctype and a `<meta http-equiv>` of its own), and could only take the pictures by
  /// parsing the SVG the writer just wrote. The text writer streams the page and the
  /// pictures with the same code. Its output is read by HTML parsers as written: a DOCTYPE
  /// of `html`, no XML declaration, void elements (`<meta>`) self-closed, every other
  /// element closed by an end tag, the script and styles as raw text (our constants). The
  /// page is well-formed XML as well.
  public func htmlData() -> Data {
    let w = MarkupWriter()
    PageWriter(page: self, w: w).write()
    return w.finish()
  }
}

/// Writes the page; its parts are in PageWriter+Sections.swift.
struct PageWriter {
  let page: Page
  let w: MarkupWriter

  func write() {
    w.doctype("html")
    w.newline()
    w.start("html", ["lang": "en"])
    w.newline()
    w.start("head")
    meta(["charset": "utf-8"])
    meta(["name": "viewport", "content": "width=device-width, initial-scale=1"])
    meta(["name": "color-scheme", "content": "light dark"])
    meta([
      "http-equiv": "Content-Security-Policy",
      "content": "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'",
    ])
    w.newline()
    w.element("title", text: page.title)
    w.newline()
    w.start("style")
    w.raw(SVGStyle.css)
    w.raw(PageStyle.css)
    w.fullEnd()
    w.newline()
    w.fullEnd()  // head
    w.newline()
    w.start("body")
    w.newline()
    writeHeader()
    w.newline()
    w.start("main")
    // A patch's or a diff's before and after first: it is what the page is about.
    writeComparison()
    writePicture()
    writeTree()
    writeDetails()
    writeFindings()
    writeConstraints()
    writeReport()
    w.newline()
    w.fullEnd()  // main
    w.newline()
    w.start("script")
    // In a CDATA section behind JavaScript comments: HTML reads the script as it is, and
    // the page stays well-formed XML (its `&&` and `<`), which the tests parse it as.
    w.raw("//<![CDATA[\n")
    w.raw(PageScript.source)
    w.raw("//]]>\n")
    w.fullEnd()
    w.newline()
    w.fullEnd()  // body
    w.newline()
    w.fullEnd()  // html
    w.newline()
  }

  private func meta(_ attributes: KeyValuePairs<String, String>) {
    w.newline()
    w.start("meta", attributes)
    w.end()
  }

  private func writeHeader() {
    w.start("header")
    w.element("h1", text: page.title)
    if !page.summary.isEmpty { w.element("p", ["class": "summary"], text: page.summary) }
    w.element(
      "p", ["class": "help"],
      text: "Hover or select a view in the picture or the tree. Keys: Tab between panels, "
        + "arrows to move, Enter or Space to select, Escape to clear.")
    w.fullEnd()
  }

  /// `<section class="NAME" aria-labelledby="NAME-heading"><h2 id=…>HEADING</h2>`, left open.
  func section(_ name: String, _ heading: String) {
    w.newline()
    w.start("section", ["class": name, "aria-labelledby": name + "-heading"])
    w.newline(1)
    w.element("h2", ["id": name + "-heading"], text: heading)
  }

  /// A picture inlined: the page's style already holds the SVG's, and its items take focus.
  func inline(_ write: (SVGOptions) -> Void, prefix: String) {
    var options = page.pictureOptions
    options.idPrefix = prefix
    options.standalone = false
    options.focusable = true
    w.newline(1)
    w.start("div", ["class": "scroll"])
    write(options)
    w.fullEnd()
  }

  private func writePicture() {
    section("picture", "Picture")
    inline({ SVGPicture(scene: page.scene, options: $0).write(to: w) }, prefix: "pic-")
    w.newline()
    w.fullEnd()
  }

  private func writeComparison() {
    guard let comparison = page.comparison else { return }
    section("comparison", "Before and after")
    inline({ SVGPicture(comparison: comparison, options: $0).write(to: w) }, prefix: "cmp-")
    w.newline()
    w.fullEnd()
  }

  private func writeReport() {
    guard let report = page.report else { return }
    section("report", "Report")
    w.newline(1)
    w.element("pre", text: report)
    w.newline()
    w.fullEnd()
  }
}
