extension Unicode.Scalar {
  /// Whether the scalar is East Asian wide: Unicode's East_Asian_Width W and F (UAX #11), the
  /// common blocks (Hangul Jamo, CJK radicals to Yi, Hangul syllables, compatibility
  /// ideographs, vertical and fullwidth forms, the supplementary ideographic planes). Fonts
  /// draw them a full em wide: the bar model's text widths and the pictures' label widths
  /// count them so (docs/navbar/building.md, "Text widths"; docs/pictures.md, "Scene").
  package var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
