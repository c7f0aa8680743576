extension [UnknownAttribute] {
  /// The order the writers write unknown attributes in: namespace declarations first, as the
  /// XML reader gets them from libxml2 (which reports them apart), then the others in the
  /// order read. So a dump read from JSON or Sentry, written as XML and read back, is written
  /// the same again (docs/format.md).
  @usableFromInline package var inWrittenOrder: [UnknownAttribute] {
    guard contains(where: \.isNamespaceDeclaration) else { return self }
    return filter(\.isNamespaceDeclaration) + filter { !$0.isNamespaceDeclaration }
  }
}

extension UnknownAttribute {
  /// `xmlns` or `xmlns:prefix`, compared byte for byte as libxml2 does: `String.hasPrefix`
  /// compares Characters, and `xmlns:` followed by a combining mark (`xmlns:\u{6E7}…`) is not
  /// a prefix of a name whose `:` and mark are one Character (JSON fuzz finding,
  /// json-fuzz-namespace-before-combining-mark.json).
  package var isNamespaceDeclaration: Bool {
    let bytes = name.utf8
    return bytes.elementsEqual("xmlns".utf8) || bytes.starts(with: "xmlns:".utf8)
  }
}
