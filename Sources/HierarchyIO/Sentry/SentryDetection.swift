import DumpModel

extension SentryAttachment {
  /// Whether JSON text (UTF-8) is a Sentry view hierarchy rather than a dump's JSON form: the
  /// first of its top-level keys that tells them apart decides — `rendering_system` or
  /// `windows` (Sentry's), `format` or `views` (the dump's, which its writer puts first and
  /// Sentry never writes). Other keys' values are skipped, so a file that starts with either
  /// format's own keys is told at once. Text that is not a JSON object, or breaks before a
  /// deciding key, is not Sentry's (the JSON reader then says what is wrong with it).
  public static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var tokens = JSONTokenizer(bytes: bytes, maximumDepth: SentryReader.maximumJSONDepth)
    do throws(JSONSyntaxError) {
      guard try tokens.next() == .objectStart else { return false }
      while case .key(let key) = try tokens.next() {
        switch key {
        case "rendering_system", "windows": return true
        case "format", "views": return false
        default: try tokens.skipValue(after: try tokens.next())
        }
      }
      return false
    } catch {
      return false
    }
  }
}
