/// An sRGB colour, 8 bits a channel.
public struct Colour: Sendable, Hashable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  /// `0xRRGGBB`.
  public init(_ hex: UInt32) {
    red = UInt8((hex >> 16) & 0xff)
    green = UInt8((hex >> 8) & 0xff)
    blue = UInt8(hex & 0xff)
  }

  /// `#rrggbb`, as CSS writes it.
  public var description: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [red, green, blue] {
      text.append(digits[Int(channel >> 4)])
      text.append(digits[Int(channel & 0xf)])
    }
    return text
  }
}

/// The colours of a picture on one background. `light` is what a renderer without
/// `prefers-color-scheme` draws (rsvg-convert does); `dark` applies when the reader's system
/// asks for dark. Both are written into each SVG's `<style>` (SVGStyle.swift), and the tests
/// read pixels against them: this is the one place the colours live.
public struct Palette: Sendable {
  /// The fill and outline of an item of one role (`fill` nil: not filled).
  public struct Paint: Sendable {
    public var fill: Colour?
    public var stroke: Colour
  }

  public var background: Colour
  public var text: Colour
  public var roles: [SceneItem.Role: Paint]
  /// Margin bands: this colour at `shadeOpacity` over what lies beneath.
  public var shade: Colour
  public var shadeOpacity: Double
  /// Tap areas: hatch lines (the pattern's background is transparent).
  public var hatch: Colour
  public var warning: Paint
  public var broken: Colour
  public var moved: Colour
  public var selected: Paint
  public var hover: Colour
  public var dimension: Colour

  public static let light = Palette(
    background: Colour(0xffffff), text: Colour(0x111827),
    roles: [
      .view: Paint(fill: Colour(0xf3f4f6), stroke: Colour(0x6b7280)),
      .bar: Paint(fill: Colour(0xe5e7eb), stroke: Colour(0x4b5563)),
      .stackView: Paint(fill: Colour(0xdbeafe), stroke: Colour(0x2563eb)),
      .adaptor: Paint(fill: Colour(0xede9fe), stroke: Colour(0x7c3aed)),
      .item: Paint(fill: Colour(0xdcfce7), stroke: Colour(0x16a34a)),
      .title: Paint(fill: Colour(0xf5f5f4), stroke: Colour(0x57534e)),
      .backButton: Paint(fill: Colour(0xcffafe), stroke: Colour(0x0891b2)),
      .guide: Paint(fill: nil, stroke: Colour(0x0d9488)),
      .margin: Paint(fill: nil, stroke: Colour(0x6b7280)),
      .tapArea: Paint(fill: nil, stroke: Colour(0x0e7490)),
    ],
    shade: Colour(0x6b7280), shadeOpacity: 0.25, hatch: Colour(0x0e7490),
    warning: Paint(fill: Colour(0xffedd5), stroke: Colour(0xea580c)),
    broken: Colour(0xdc2626), moved: Colour(0xdb2777),
    selected: Paint(fill: Colour(0xfef08a), stroke: Colour(0xca8a04)),
    hover: Colour(0x0284c7), dimension: Colour(0x374151))

  public static let dark = Palette(
    background: Colour(0x1c1c1e), text: Colour(0xf2f2f7),
    roles: [
      .view: Paint(fill: Colour(0x2c2c2e), stroke: Colour(0x98989d)),
      .bar: Paint(fill: Colour(0x3a3a3c), stroke: Colour(0xaeaeb2)),
      .stackView: Paint(fill: Colour(0x1e3a8a), stroke: Colour(0x60a5fa)),
      .adaptor: Paint(fill: Colour(0x4c1d95), stroke: Colour(0xa78bfa)),
      .item: Paint(fill: Colour(0x14532d), stroke: Colour(0x4ade80)),
      .title: Paint(fill: Colour(0x292524), stroke: Colour(0xa8a29e)),
      .backButton: Paint(fill: Colour(0x164e63), stroke: Colour(0x22d3ee)),
      .guide: Paint(fill: nil, stroke: Colour(0x2dd4bf)),
      .margin: Paint(fill: nil, stroke: Colour(0x98989d)),
      .tapArea: Paint(fill: nil, stroke: Colour(0x22d3ee)),
    ],
    shade: Colour(0xd1d5db), shadeOpacity: 0.2, hatch: Colour(0x22d3ee),
    warning: Paint(fill: Colour(0x7c2d12), stroke: Colour(0xfb923c)),
    broken: Colour(0xf87171), moved: Colour(0xf472b6),
    selected: Paint(fill: Colour(0x713f12), stroke: Colour(0xfacc15)),
    hover: Colour(0x38bdf8), dimension: Colour(0xd1d5db))

  /// The paint of a role (every role has one).
  public func paint(_ role: SceneItem.Role) -> Paint {
    roles[role] ?? Paint(fill: nil, stroke: text)
  }
}
