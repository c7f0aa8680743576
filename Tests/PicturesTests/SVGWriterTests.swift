import Foundation
import Pictures
import Testing

@Suite struct SVGWriterTests {
  @Test func writesTheBetaBar() throws {
    let svg = SampleScenes.recorded.svgData()
    try svg.write(to: URL(fileURLWithPath: "/tmp/pictest/beta.svg"))
    try SampleScenes.pin.svgData().write(to: URL(fileURLWithPath: "/tmp/pictest/pin.svg"))
    _ = try renderWithRSVG(svg)
  }
}
