import Foundation
import Pictures
import Testing

@testable import PictureTestSupport

/// Writing the pictures and the page of a 2,000-view window, and the page in Chromium.
/// Skipped unless `INSPECT_BENCH=1`; run by Benchmarks/picturebench/run.sh in a release
/// build, which keeps the figures in Benchmarks/picturebench/RESULTS.md. Only a guard
/// against something quadratic is asserted here: speed is measured, not tested.
@Suite(.serialized) struct PictureBenchmarkTests {
  static let enabled = ProcessInfo.processInfo.environment["INSPECT_BENCH"] == "1"

  /// The median of `runs` timings of `body`, in milliseconds.
  static func median(runs: Int = 21, _ body: () -> Data) -> (ms: Double, bytes: Int) {
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<runs {
      let start = ContinuousClock.now
      bytes = body().count
      let elapsed = ContinuousClock.now - start
      times.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return (times.sorted()[runs / 2], bytes)
  }

  @Test(.enabled(if: enabled)) func writing() {
    let page = SyntheticWindow.page(comparison: true)
    let scene = page.scene
    let comparison = page.comparison!
    let svg = Self.median { scene.svgData() }
    let pair = Self.median { comparison.svgData() }
    let html = Self.median { page.htmlData() }
    print(
      "picturebench: scene of \(scene.items.count) items: SVG \(svg.bytes) bytes in \(svg.ms) ms")
    print(
      "picturebench: before/after of 2 × \(scene.items.count) items: \(pair.bytes) bytes in \(pair.ms) ms"
    )
    print(
      "picturebench: page of \(page.nodes.count) nodes, \(page.constraints.count) constraints, "
        + "picture and before/after: \(html.bytes) bytes in \(html.ms) ms")
    #expect(html.ms < 5000)
  }

  @Test(.enabled(if: enabled)) func browser() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("window.html")
    try SyntheticWindow.page(comparison: true).htmlData().write(to: url)
    // A click on a tree row, then on picture shapes: the handler, style and layout it forces
    // (synchronous), and until two frames later (painted).
    let select = """
      (async () => {
        const frames = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
        const shapes = [...document.querySelectorAll('#pic-title ~ g.part g[data-item]')];
        let sync = [], painted = [];
        const targets = [document.querySelector("#tree [data-node='i40-17'] > .row")]
          .concat(shapes.filter((_, i) => i % 97 === 5).slice(0, 20));
        for (const target of targets) {
          const t = performance.now();
          target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
          document.body.offsetHeight;
          sync.push(performance.now() - t);
          await frames();
          painted.push(performance.now() - t);
        }
        const med = a => a.sort((x, y) => x - y)[a.length >> 1];
        return [targets.length, med(sync), med(painted)];
      })()
      """
    let hover = """
      (() => {
        const shapes = [...document.querySelectorAll('#pic-title ~ g.part g[data-item]')];
        const t = performance.now();
        for (let i = 0; i < shapes.length; i += 10) {
          shapes[i].dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
          document.body.offsetHeight;
        }
        return [Math.ceil(shapes.length / 10), (performance.now() - t) / Math.ceil(shapes.length / 10)];
      })()
      """
    let report = try BrowserHarness.visit(
      [
        .load(url, name: "first"), .load(url, name: "again"), .eval("select", select),
        .eval("hover", hover),
      ], in: folder)
    func numbers(_ name: String) -> [String] {
      guard case .array(let values)? = report.results[name] else { return [] }
      return values.map { ($0.number ?? .nan).formatted(.number.precision(.fractionLength(1))) }
    }
    for (name, value) in report.timings.sorted(by: { $0.key < $1.key }) {
      print("picturebench: chromium \(name): \(value.map { String($0) } ?? "-")")
    }
    let selections = numbers("select")
    let hovers = numbers("hover")
    print(
      "picturebench: \(selections[0]) selections: median \(selections[1]) ms to style and layout, \(selections[2]) ms to two frames later"
    )
    print("picturebench: \(hovers[0]) hovers: mean \(hovers[1]) ms to style and layout")
    #expect(report.errors == [])
  }
}
