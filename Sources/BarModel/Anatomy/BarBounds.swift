import DumpModel

/// A bar's own coordinates when it is transformed: its subviews' frames are in its bounds,
/// not in its frame (Apple, `UIView.frame`: "If the transform property is not the identity
/// transform, the value of this property is undefined and therefore should be ignored").
/// ASSUMED (no capture prints a transformed bar): the frame `description` prints is the box
/// around the transformed bounds, as `CGRectApplyAffineTransform` gives it, so a bar printed
/// with `transform = [a, b, c, d, tx, ty]` has the bounds size that box comes from:
/// `w' = |a| w + |c| h`, `h' = |b| w + |d| h`, solved for `w` and `h` (a scale, a flip or a
/// right-angle rotation); nil when they cannot be told (a 45° rotation).
enum BarBounds {
  /// The bar's bounds size; its frame's size when it has no transform.
  static func size(_ view: ViewAttributes) -> Size? {
    guard let frame = view.frame else { return nil }
    guard let transform = view.unknownAttributes.first(where: { $0.name == "transform" })
    else { return Size(width: frame.width, height: frame.height) }
    let text = String(transform.value.filter { $0 != "[" && $0 != "]" })
    guard let m = try? ValueParser.numbers(text, count: 6) else { return nil }
    let (a, b, c, d) = (abs(m[0]), abs(m[1]), abs(m[2]), abs(m[3]))
    let determinant = a * d - c * b
    guard abs(determinant) > 1e-9 else { return nil }
    let width = (d * frame.width - c * frame.height) / determinant
    let height = (a * frame.height - b * frame.width) / determinant
    guard width >= 0, height >= 0 else { return nil }
    return Size(width: width, height: height)
  }

  /// The bar's y as if untransformed: the transform turns the bounds about their centre (the
  /// layer's default anchor point), which stays at the frame's centre: `midY − h / 2`; the
  /// frame's y without a transform. The background reaches up from there (ASSUMED for a
  /// transformed bar, no capture).
  static func y(_ view: ViewAttributes) -> Double? {
    guard let frame = view.frame else { return nil }
    guard view.unknownAttributes.contains(where: { $0.name == "transform" }),
      let size = size(view)
    else { return frame.y }
    return frame.y + frame.height / 2 - size.height / 2
  }
}
