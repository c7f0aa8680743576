import DumpModel
import Testing

@testable import Audit

/// `off-bar`'s overhang (the side a frame reaches furthest past its container, the first of
/// left, right, top, bottom on a tie) is found without an array of the four sides: the same
/// side and distance as the array's `max(by:)`, on frames reaching past every side by every
/// amount, ties and NaN included.
@Suite struct OverhangTests {
  /// The overhang as it was found: the four sides in an array, the greatest kept.
  static func reference(_ frame: Rect, _ bounds: Rect) -> (String, Double)? {
    let sides = [
      ("left", bounds.minX - frame.minX), ("right", frame.maxX - bounds.maxX),
      ("top", bounds.minY - frame.minY), ("bottom", frame.maxY - bounds.maxY),
    ]
    guard let (edge, distance) = sides.max(by: { $0.1 < $1.1 }),
      distance > AuditContext.tolerance
    else { return nil }
    return (edge, distance)
  }

  @Test func theSameSideAsTheFourSidesMaximum() {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 40)
    let offsets = [-50, -8, -0.005, 0, 0.005, 8, 50, .nan]
    var (compared, found) = (0, 0)
    for x in offsets {
      for y in offsets {
        for grow in offsets {
          for tall in offsets {
            let frame = Rect(x: x, y: y, width: 100 + grow, height: 40 + tall)
            let expected = Self.reference(frame, bounds)
            let overhang = Overhang(frame, outside: bounds)
            compared += 1
            #expect(overhang?.edge == expected?.0, "\(frame)")
            #expect(
              overhang?.distance == expected?.1
                || (overhang?.distance.isNaN == true && expected?.1.isNaN == true), "\(frame)")
            found += overhang == nil ? 0 : 1
          }
        }
      }
    }
    #expect(compared == 4096)
    #expect(found > 1000)
  }
}
