/// Appends `text`'s UTF-8 bytes to `output` in one copy of its storage: `append(contentsOf:
/// text.utf8)` is inlined as a loop over the bytes, a tenth of a line of findings each (a
/// window's check prints tens of thousands of lines).
public func appendUTF8(_ text: String, to output: inout [UInt8]) {
  let copied: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
  if copied == nil { output.append(contentsOf: text.utf8) }
}
