extension [UnknownAttribute] {
  /// The order the writers write unknown attributes in: namespace declarations first, as the
  /// XML reader gets them from libxml2 (which reports them apart), then the others in the
  /// order read. So a dump read from JSON or Sentry, written as XML and read back, is written
  /// the same again (docs/format.md).
  package var inWrittenOrder: [UnknownAttribute] {
    guard contains(where: \.isNamespaceDeclaration) else { return self }
    return filter(\.isNamespaceDeclaration) + filter { !$0.isNamespaceDeclaration }
  }
}

extension UnknownAttribute {
  /// `xmlns` or `xmlns:prefix`.
  package var isNamespaceDeclaration: Bool { name == "xmlns" || name.hasPrefix("xmlns:") }
}
