import DumpModel
import Foundation

/// A hand-worked `frames.<tag>.txt` (docs/contributing.md, Fixtures): frames the patch must produce, written and
/// checked with kiwisolver by the fixtures engineer, never by our code.
public struct FrameExpectations: Sendable {
  public struct Line: Sendable {
    public var address: String
    public var frame: Rect
    public var line: Int
  }

  public var frames: [Line] = []
  public var warnings: [String] = []
  public var exitStatus: Int32 = 0

  /// - Throws: a message naming the line that does not parse.
  public init(_ text: String, file: String) throws {
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("expect-warning ") {
        warnings.append(String(line.dropFirst("expect-warning ".count)))
        continue
      }
      if let hash = line.firstIndex(of: "#") {
        line = line[..<hash].trimmingCharacters(in: .whitespaces)
      }
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      if words.first == "expect-exit", words.count == 2, let status = Int32(words[1]) {
        exitStatus = status
        continue
      }
      let numbers = words.dropFirst().compactMap { Double($0) }
      guard words.count == 5, numbers.count == 4 else {
        throw ExpectationError("\(file):\(number + 1): cannot read '\(raw)'")
      }
      frames.append(
        Line(
          address: String(words[0]),
          frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
          line: number + 1))
    }
  }

  /// The expected frames `document` does not hold (snapped to its scale, compared with
  /// `close`), one message each, `FILE:LINE: ADDRESS is (…), expected (…)`: empty when every
  /// one holds.
  public func mismatches(in document: Document, file: String) -> [String] {
    frames.compactMap { line in
      let frame = document.item(at: line.address).flatMap { document.frame(of: $0) }
      let want = Self.snapped(line.frame, scale: document.metadata.scale)
      if let frame, Self.close(frame, want) { return nil }
      return "\(file):\(line.line): \(line.address) is "
        + "\(frame.map { "(\($0))" } ?? "absent"), expected (\(want))"
    }
  }

  /// The frame snapped edge by edge to the pixel grid of `scale`, as docs/format.md says.
  public static func snapped(_ rect: Rect, scale: Double?) -> Rect {
    let grid = scale ?? 1000
    func snap(_ value: Double) -> Double { (value * grid).rounded(.toNearestOrAwayFromZero) / grid }
    let minX = snap(rect.minX)
    let minY = snap(rect.minY)
    return Rect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
  }

  public static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) <= 1e-6 && abs(a.y - b.y) <= 1e-6 && abs(a.width - b.width) <= 1e-6
      && abs(a.height - b.height) <= 1e-6
  }
}

public struct ExpectationError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

extension Document {
  /// Every view's and guide's frame by address (the last item with an address wins).
  public var framesByAddress: [String: Rect] {
    var frames: [String: Rect] = [:]
    for view in preorder {
      if let frame = self[view].frame { frames[self[view].address] = frame }
      for guide in guides(of: view) {
        if let frame = self[guide].frame { frames[self[guide].address] = frame }
      }
    }
    return frames
  }
}
