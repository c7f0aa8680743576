import Foundation
import Pictures
import TestSupport

struct RenderError: Error, CustomStringConvertible {
  var description: String
}

/// The SVG rendered by rsvg-convert (librsvg), decoded. Every SVG the picture tests write
/// goes through here: a file librsvg rejects fails the test.
func renderWithRSVG(_ svg: Data) throws -> PNGImage {
  let result = try runProgram("rsvg-convert", ["--format=png"], input: svg)
  guard result.status == 0 else {
    throw RenderError(description: "rsvg-convert exit \(result.status): \(result.error)")
  }
  if !result.error.isEmpty {
    throw RenderError(description: "rsvg-convert complained: \(result.error)")
  }
  return try PNGImage(png: result.output)
}
