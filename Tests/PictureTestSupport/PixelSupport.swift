import DumpModel
import Foundation
import Pictures
import Testing

/// A scene or comparison rendered by rsvg-convert, with the layout that maps its points to
/// pixels. The colours expected are the light palette's: rsvg-convert does not apply
/// `prefers-color-scheme`.
struct Rendered {
  let image: PNGImage
  let layout: PictureLayout

  init(_ scene: Scene, _ options: SVGOptions = SVGOptions()) throws {
    image = try renderWithRSVG(scene.svgData(options))
    layout = scene.pictureLayout(options)
  }

  init(_ comparison: Comparison, _ options: SVGOptions = SVGOptions()) throws {
    image = try renderWithRSVG(comparison.svgData(options))
    layout = comparison.pictureLayout(options)
  }

  /// The colour at a point of part `part`'s scene.
  func colour(at point: Pictures.Point, part: Int = 0) -> RGB {
    image.colour(at: layout.pixel(point, part: part))
  }

  /// Every pixel colour inside a rectangle of part `part`'s scene.
  func colours(in rect: Rect, part: Int = 0) -> [RGB] {
    let a = layout.pixel(Pictures.Point(x: rect.minX, y: rect.minY), part: part)
    let b = layout.pixel(Pictures.Point(x: rect.maxX, y: rect.maxY), part: part)
    return image.colours(in: (a.x, a.y, b.x, b.y))
  }

  /// How many pixels of the rectangle are within `tolerance` of `colour`.
  func count(_ colour: Colour, in rect: Rect, part: Int = 0, tolerance: Int = 24) -> Int {
    colours(in: rect, part: part).filter { $0.distance(to: RGB(colour)) <= tolerance }.count
  }
}

let light = Palette.light

func fill(_ role: SceneItem.Role) -> RGB { RGB(light.paint(role).fill!) }

/// `#expect` that a pixel has exactly a colour (solid fills are not blended by rsvg inside a
/// shape; a tolerance of 1 covers rounding).
func expectColour(
  _ actual: RGB, _ expected: RGB, _ what: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(
    actual.distance(to: expected) <= 1, "\(what): \(actual), expected \(expected)",
    sourceLocation: sourceLocation)
}
