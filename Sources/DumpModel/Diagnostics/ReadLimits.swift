/// What every reader promises alike (docs/format.md, "Bad input"): how deep views nest.
public enum ReadLimits {
  /// Views nested this deep are read, in every format; one level deeper is `.tooDeep`.
  public static let viewDepth = 1000
}
