import CLibPNG
import Foundation
import Pictures

/// A decoded PNG, 8-bit RGBA, through libpng's simplified API: the renderers (rsvg-convert,
/// Chromium) write PNG, and the tests read pixels. libpng rather than a decoder of our own:
/// a PNG reader is filters, zlib and colour types, and Debian's libpng-dev is at hand.
struct PNGImage {
  let width: Int
  let height: Int
  /// Row after row, four bytes a pixel.
  let pixels: [UInt8]

  struct DecodeError: Error, CustomStringConvertible {
    let description: String
  }

  init(png data: Data) throws {
    var image = png_image()
    image.version = clibpng_image_version
    let began = data.withUnsafeBytes { bytes in
      png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard began != 0 else { throw DecodeError(description: "libpng: \(Self.message(image))") }
    image.format = clibpng_format_rgba
    let width = Int(image.width)
    let height = Int(image.height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = data.withUnsafeBytes { _ in
      pixels.withUnsafeMutableBytes { buffer in
        png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
      }
    }
    png_image_free(&image)
    guard finished != 0 else { throw DecodeError(description: "libpng: \(Self.message(image))") }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  private static func message(_ image: png_image) -> String {
    withUnsafeBytes(of: image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// The pixel at (x, y), alpha dropped (the renderers' pictures are opaque).
  func colour(x: Int, y: Int) -> RGB {
    let i = (y * width + x) * 4
    return RGB(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2])
  }

  /// The pixel holding a fractional pixel position.
  func colour(at point: Pictures.Point) -> RGB {
    colour(x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
  }

  /// Every pixel inside the rectangle of pixel positions (clipped to the image).
  func colours(in rect: (x0: Double, y0: Double, x1: Double, y1: Double)) -> [RGB] {
    var result: [RGB] = []
    let xs = max(0, Int(rect.x0.rounded(.up)))..<min(width, Int(rect.x1.rounded(.down)))
    let ys = max(0, Int(rect.y0.rounded(.up)))..<min(height, Int(rect.y1.rounded(.down)))
    for y in ys { for x in xs { result.append(colour(x: x, y: y)) } }
    return result
  }
}

/// A pixel's colour.
struct RGB: Equatable, CustomStringConvertible {
  var red: UInt8
  var green: UInt8
  var blue: UInt8

  init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  init(_ colour: Colour) {
    self.init(red: colour.red, green: colour.green, blue: colour.blue)
  }

  /// The largest difference on one channel.
  func distance(to other: RGB) -> Int {
    max(
      abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
      abs(Int(blue) - Int(other.blue)))
  }

  /// `colour` at `opacity` over this colour, as a renderer blends it.
  func blended(with colour: RGB, opacity: Double) -> RGB {
    func mix(_ under: UInt8, _ over: UInt8) -> UInt8 {
      UInt8((Double(under) * (1 - opacity) + Double(over) * opacity).rounded())
    }
    return RGB(
      red: mix(red, colour.red), green: mix(green, colour.green), blue: mix(blue, colour.blue))
  }

  var description: String {
    Colour(UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)).description
  }
}
