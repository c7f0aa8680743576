import DumpModel

/// Sentry's view-hierarchy attachment (`view-hierarchy.json` of a crash report, attachment type
/// `event.view_hierarchy`), read into a `Document` (docs/sentry.md):
///
///     {"rendering_system": "UIKIT",
///      "windows": [{"type": "UIWindow", "identifier": "…", "x": 0, "y": 0, "width": 375,
///                   "height": 667, "alpha": 1, "visible": true, "children": [ … ]}]}
///
/// Each node becomes a view: `type` its class, `x y width height` its frame in the
/// superview, `alpha`, `visible` (not hidden), `identifier` (the accessibility identifier),
/// `children` its subviews back to front; every other key is kept as an unknown attribute.
/// A node has no address: it gets `sentry:` and its path, the positions of the window and of
/// each child from the window down (`sentry:0.2.1`), stable for a given file. No constraint,
/// guide, screen, scale or iOS version is recorded by Sentry, so the document has none.
public enum SentryAttachment {
  /// Reads the attachment from its UTF-8 bytes.
  /// - Parameters:
  ///   - source: the file name for messages (`crash.json`, `<stdin>`).
  ///   - warnings: gets the warnings of the read (a rendering system other than UIKit).
  /// - Throws: `ReadError` at the line and column of the first problem: JSON syntax, a value
  ///   of the wrong type, a node without `type`, a frame with some of its four numbers,
  ///   nesting beyond `ReadLimits.viewDepth` views, a key twice in one object.
  public static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, source: String, warnings: inout [ReadWarning]
  ) throws(ReadError) -> Document {
    var reader = SentryReader(bytes: bytes, source: source)
    let document = try reader.read()
    warnings += reader.warnings
    return document
  }

  /// Reads the attachment from its text (tests, tools).
  public static func read(
    _ text: String, source: String, warnings: inout [ReadWarning]
  ) throws(ReadError) -> Document {
    var text = text
    let result: Result<Document, ReadError> = text.withUTF8 { bytes in
      do throws(ReadError) {
        return .success(try read(bytes, source: source, warnings: &warnings))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The prefix of every address the reader makes.
  public static let addressPrefix = "sentry:"
}
